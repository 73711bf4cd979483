"""``python -m bot health``: the database answers and this process's scheduler passed recently (exit 0), else 1."""

from __future__ import annotations

import asyncio
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import cast

import pytest

from bot.config import Settings
from bot.health import Heartbeat, heartbeat_path
from bot.notifier import Notifier
from bot.registry import KITS
from bot.scheduler import Scheduler
from bot.sessions import Sessions
from bot.storage import Store
from tests.bot.test_main import real_database, run_bot
from tests.postgres import Cluster


def settings_of(**env: str) -> Settings:
    """The settings a process started with ``env`` reads."""
    return Settings.from_env(env)


async def scheduler_passes(database: Path) -> None:
    """Run a scheduler's background loop on ``database`` with the bot's heartbeat until its first pass is recorded."""
    store = await Store.open(database)
    heartbeat = Heartbeat(heartbeat_path(settings_of(DATABASE_PATH=str(database))))
    scheduler = Scheduler(
        Sessions(store, KITS),
        cast(Notifier, object()),  # nothing is due: the notifier is never reached
        clock=lambda: datetime.now(UTC),
        poll_seconds=0.05,
        heartbeat=heartbeat,
    )
    try:
        scheduler.start()
        for _ in range(200):
            if heartbeat.last() is not None:
                break
            await asyncio.sleep(0.05)
    finally:
        await scheduler.stop()
        await store.close()


def test_a_running_scheduler_makes_the_bot_healthy(tmp_path: Path) -> None:
    """After the scheduler's first pass, ``python -m bot health`` exits 0 and says so in one line."""
    database = tmp_path / "bot.db"
    asyncio.run(real_database(database))
    asyncio.run(scheduler_passes(database))
    assert (tmp_path / "bot.db.heartbeat").is_file()
    done = run_bot(tmp_path, "health", DATABASE_PATH=str(database))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("healthy: the database answers and the scheduler passed ")


def test_a_stale_or_missing_heartbeat_is_unhealthy(tmp_path: Path) -> None:
    """No pass recorded, or the last one 200 s ago (over 90 s with the 30 s poll): exit 1 and why."""
    database = tmp_path / "bot.db"
    asyncio.run(real_database(database))
    done = run_bot(tmp_path, "health", DATABASE_PATH=str(database))
    assert done.returncode == 1
    assert "no scheduler pass is recorded in" in done.stdout
    Heartbeat(tmp_path / "bot.db.heartbeat").beat(datetime.now(UTC) - timedelta(seconds=200))
    done = run_bot(tmp_path, "health", DATABASE_PATH=str(database))
    assert done.returncode == 1
    late = re.search(r"the scheduler's last pass was (\d+) s ago \(over 90 s\)\.$", done.stdout.strip())
    assert late and 200 <= int(late[1]) < 260, done.stdout  # the time the command took to start added


def test_a_database_that_is_not_there_is_unhealthy(tmp_path: Path) -> None:
    """A missing database file: exit 1 naming it, even with a fresh heartbeat (and no file is created)."""
    Heartbeat(tmp_path / "gone.db.heartbeat").beat(datetime.now(UTC))
    done = run_bot(tmp_path, "health", DATABASE_PATH=str(tmp_path / "gone.db"))
    assert done.returncode == 1
    assert "there is no database file at" in done.stdout
    assert not (tmp_path / "gone.db").exists()


def test_each_postgresql_process_has_a_heartbeat_file_of_its_shards(tmp_path: Path) -> None:
    """In PostgreSQL mode the file is named by SHARD_IDS, in DATABASE_PATH's folder; SQLite's is beside the file."""
    url = "postgresql://bot@localhost/hauntbot"
    several = settings_of(
        DATABASE_URL=url, DATABASE_PATH=str(tmp_path / "hauntbot.db"), SHARD_COUNT="4", SHARD_IDS="0-1"
    )
    assert heartbeat_path(several) == tmp_path / "heartbeat-shards-0-1"
    assert (
        heartbeat_path(settings_of(DATABASE_URL=url, DATABASE_PATH=str(tmp_path / "x.db"))).name
        == "heartbeat-shards-all"
    )
    assert heartbeat_path(settings_of(DATABASE_PATH=str(tmp_path / "x.db"))) == tmp_path / "x.db.heartbeat"


@pytest.mark.postgres
def test_on_postgresql_the_server_must_answer(tmp_path: Path, postgres: Cluster) -> None:
    """With PostgreSQL answering and a fresh heartbeat of shards 2-3: exit 0; a database that does not exist: 1."""
    url = postgres.new_database(migrated=True)
    env = {"DATABASE_PATH": str(tmp_path / "hauntbot.db"), "SHARD_COUNT": "4", "SHARD_IDS": "2-3"}
    Heartbeat(tmp_path / "heartbeat-shards-2-3").beat(datetime.now(UTC))
    try:
        done = run_bot(tmp_path, "health", DATABASE_URL=url, **env)
        assert done.returncode == 0, done.stdout + done.stderr
        gone = url.replace("/test_", "/missing_")
        done = run_bot(tmp_path, "health", DATABASE_URL=gone, **env)
        assert done.returncode == 1
        assert done.stdout.startswith("unhealthy: PostgreSQL does not answer (")
    finally:
        postgres.drop_database(url)
