"""Shard settings: SHARD_COUNT and SHARD_IDS parsed and checked, the bot sharded as told, each server's shard, and a
process of some shards acting only in their servers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.client import HauntBot
from bot.config import ConfigError, Settings
from bot.shards import ONE_PROCESS, Shards, parse_shards
from bot.storage import DueDuty
from tests import clocked
from tests.bot.test_main import run_bot
from tests.clock import Clock
from tests.conftest import _BOTS

PG = "postgresql://bot@localhost/hauntbot"
clock = clocked.clock


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


@pytest.fixture
def simcord_bot(db_path: Path, clock: Clock) -> HauntBot:
    """A bot running shard 1 of 2 (one process of a cluster of two), on the test's clock. Its database is a SQLite
    file, given straight to the bot: ``Settings.from_env`` refuses that (SQLite mode is one process), but SimCord
    cannot wait for a PostgreSQL pool's background workers, and the shard filter is the same on both engines."""
    settings = Settings(
        token=None,
        database_path=db_path,
        dev_guild_id=None,
        log_level="INFO",
        poll_seconds=0,
        warm_renderers=False,
        shards=Shards(count=2, ids=(1,)),
    )
    bot = HauntBot(settings, clock=clock, new_seed=lambda: 5)
    _BOTS.append(bot)
    return bot


async def test_a_process_reminds_in_its_shards_servers_only(simcord_env: Any, clock: Clock) -> None:
    """Through Discord, a game in a server of this process's shard is reminded; a game in a server of the other
    shard (the other process's) is left to it, its reminder still due."""
    bot = simcord_env.bot
    assert (bot.shard_count, bot.shard_ids) == (2, [1]) and bot.scheduler.claims.shards.ids == (1,)
    guild = simcord_env.create_guild(shard_id=1)
    channel = guild.create_text_channel("games")
    users = [guild.add_member(simcord_env.create_user(n)) for n in ("alice", "bob", "carol")]
    await users[0].slash(channel, "rumble new")
    for user in users[1:]:
        await user.click(channel.last_message, label="Join")
    await users[0].click(channel.last_message, label="Start")
    thread = channel.threads[0]
    elsewhere = (4 << 22) + 7  # a server on shard 0: this process has no gateway there
    assert Shards(count=2).shard_of(elsewhere) == 0
    other = await bot.sessions.open_lobby(
        "rumble", guild_id=elsewhere, channel_id=99, user_id=10, name="A", options={}, settings={}
    )
    for user_id in (11, 12):
        await bot.sessions.join(other.id, user_id, f"P{user_id}")
    other = await bot.sessions.start(other.id, 10)
    await bot.sessions.board_posted(other, 990)
    clock.advance(hours=12)
    await bot.scheduler.tick()
    assert "Reminder: the game is waiting for you." in thread.last_message.content
    (seat,) = other.to_act()
    assert await bot.store.due_duties(clock()) == [DueDuty(other.id, other.duties()[seat])]
