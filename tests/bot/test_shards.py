"""Shard settings: SHARD_COUNT and SHARD_IDS parsed and checked, the bot sharded as told, each server's shard."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.client import HauntBot
from bot.config import ConfigError, Settings
from bot.shards import ONE_PROCESS, Shards, parse_shards
from tests.bot.test_main import run_bot

PG = "postgresql://bot@localhost/hauntbot"


@pytest.mark.parametrize(
    ("count", "ids", "shards"),
    [
        ("", "", Shards(count=1)),
        ("0", "", Shards(count=None)),
        ("4", "", Shards(count=4)),
        ("4", "0,1", Shards(count=4, ids=(0, 1))),
        ("8", "4-7", Shards(count=8, ids=(4, 5, 6, 7))),
        ("8", " 6, 0-1 ", Shards(count=8, ids=(0, 1, 6))),
    ],
)
def test_shard_settings_are_read(count: str, ids: str, shards: Shards) -> None:
    """Numbers and ranges, in any order, become the sorted shards of this process."""
    assert parse_shards(count, ids) == shards


@pytest.mark.parametrize(
    ("count", "ids", "named"),
    [
        ("", "0", "SHARD_IDS needs SHARD_COUNT"),
        ("0", "0", "SHARD_COUNT of 1 or more"),
        ("two", "", "SHARD_COUNT must be a whole number"),
        ("-1", "", "SHARD_COUNT must be a whole number"),
        ("4", "4", "from 0 to 3"),
        ("4", "0,0-1", "names a shard twice"),
        ("4", "3-1", "ends before it starts"),
        ("4", "a", "shard numbers and ranges"),
    ],
)
def test_bad_shard_settings_are_refused_in_one_sentence(count: str, ids: str, named: str) -> None:
    """Each unusable setting is a ConfigError whose one sentence says what is wrong."""
    env = {"SHARD_COUNT": count, "SHARD_IDS": ids, "DATABASE_URL": PG}
    with pytest.raises(ConfigError, match=named) as caught:
        Settings.from_env(env)
    assert str(caught.value).count(". ") == 0 and str(caught.value).endswith(".")


def test_sqlite_refuses_a_process_of_some_shards() -> None:
    """SQLite mode is one process: SHARD_IDS naming part of the shards needs PostgreSQL; all of them is fine."""
    with pytest.raises(ConfigError, match="SQLite mode is one process"):
        Settings.from_env({"SHARD_COUNT": "2", "SHARD_IDS": "1"})
    assert Settings.from_env({"SHARD_COUNT": "2", "SHARD_IDS": "0-1"}).shards.everything
    assert Settings.from_env({"SHARD_COUNT": "2", "SHARD_IDS": "1", "DATABASE_URL": PG}).shards.ids == (1,)


def test_a_bad_shard_setting_stops_the_bot_with_exit_2(tmp_path: Path) -> None:
    """``python -m bot`` with SHARD_IDS past SHARD_COUNT says so in one line and exits 2."""
    done = run_bot(tmp_path, DISCORD_TOKEN="x", SHARD_COUNT="2", SHARD_IDS="5", DATABASE_URL=PG)
    assert done.returncode == 2
    assert "SHARD_IDS" in done.stderr and "Traceback" not in done.stderr


def test_a_server_is_on_the_shard_of_its_id_and_dms_on_shard_0() -> None:
    """(guild >> 22) % count picks the shard; a process owns its shards' servers, and DMs only with shard 0."""
    first, second = Shards(count=3, ids=(0,)), Shards(count=3, ids=(1, 2))
    for n in range(9):
        guild = (n << 22) + 12345
        assert first.shard_of(guild) == n % 3
        assert first.owns(guild) != second.owns(guild)
    assert first.owns(None) and not second.owns(None)
    assert ONE_PROCESS.owns(7 << 22) and ONE_PROCESS.owns(None) and Shards(count=None).owns(1 << 22)


def test_the_bot_runs_the_shards_it_is_given(tmp_path: Path) -> None:
    """HauntBot is an AutoShardedBot: one shard by default, as a bot that does not shard; else the settings'."""
    base = {"token": None, "database_path": tmp_path / "x.db", "dev_guild_id": None, "log_level": "INFO"}
    alone = HauntBot(Settings(**base))
    assert (alone.shard_count, alone.shard_ids) == (1, None)
    part = HauntBot(Settings(**base, shards=Shards(count=4, ids=(1, 3))))
    assert (part.shard_count, part.shard_ids) == (4, [1, 3])
    recommended = HauntBot(Settings(**base, shards=Shards(count=None)))
    assert recommended.shard_count is None
