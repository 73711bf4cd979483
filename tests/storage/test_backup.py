"""``python -m bot backup``: a copy taken while the bot writes, which the bot's store opens once restored."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import random
import shutil
import sqlite3
from datetime import datetime
from pathlib import Path

from bot.bench.play import pick, seat_game
from bot.registry import KITS
from bot.sessions import MoveResult, Sessions, Table
from bot.storage import Store
from bot.storage.backup import BackupError, backup
from tests.bot.test_main import run_bot

MOVES = 6


async def no_publish(result: MoveResult) -> None:
    """Moves played without Discord: nothing to post."""


async def played_game(store: Store) -> Table:
    """A three-player Rumble started on ``store`` and played ``MOVES`` seeded moves in."""
    sessions = Sessions(store, KITS, new_seed=lambda: 20261202)
    table = await seat_game(sessions, "rumble", channel_id=500, players=3, names=["Ada", "Cleo", "Farouk"])
    rng = random.Random(20261202)
    for _ in range(MOVES):
        seat, action = pick(rng, table)
        table = (await sessions.play(table.id, table.user_of(seat), action, version=None, publish=no_publish)).table
    return table


async def open_lobbies(store: Store, count: int, first_channel: int) -> None:
    """Open ``count`` lobbies, one save each, as players opening games would."""
    for i in range(count):
        await store.create_lobby(
            kind="children",
            guild_id=1,
            channel_id=first_channel + i,
            host_id=7,
            host_name="Host",
            options={},
            seed=i,
            now=datetime(2026, 12, 2),
        )


def rows(path: Path, sql: str) -> list[tuple[object, ...]]:
    """Read a copy with plain SQLite."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        return conn.execute(sql).fetchall()


async def test_a_backup_during_a_save_holds_every_committed_move_and_the_restored_copy_opens(tmp_path):
    """A backup taken while a save is half-done waits for nobody, holds what was committed, and restores whole."""
    db = tmp_path / "hauntbot.db"
    store = await Store.open(db)  # the running bot
    table = await played_game(store)
    events = await store.events(table.id)
    assert len(events) == MOVES
    saving = sqlite3.connect(db, isolation_level=None)  # another writer in the middle of its transaction
    saving.execute("BEGIN IMMEDIATE")
    saving.execute("INSERT INTO meta (key, value) VALUES ('half-saved', 'x')")
    copy = tmp_path / "backups" / "hauntbot-2026-12-02.db"
    copy.parent.mkdir()
    done = await asyncio.wait_for(asyncio.to_thread(backup, db, copy), timeout=10)
    saving.execute("COMMIT")  # the writer was not held up by the backup either
    saving.close()
    assert done.games == 1 and done.bytes == copy.stat().st_size
    assert rows(copy, "SELECT value FROM meta WHERE key = 'half-saved'") == []
    assert not copy.with_name(copy.name + ".part").exists()
    await store.close()  # restoring: stop the bot, put the copy in place of the lost database
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(copy, db)
    restored = await Store.open(db)
    try:
        game = await restored.game(table.id)
        assert game is not None and game.state == table.record.state and game.version == table.record.version
        assert [e.action for e in await restored.events(table.id)] == [e.action for e in events]
        assert await restored.get_meta("half-saved") is None
    finally:
        await restored.close()


async def test_backups_taken_while_lobbies_open_are_each_a_whole_moment(tmp_path):
    """Each of several backups taken while the bot keeps saving holds every save up to one moment, none cut."""
    db = tmp_path / "hauntbot.db"
    store = await Store.open(db)
    stop = asyncio.Event()

    async def keep_opening() -> None:
        channel = 1000
        while not stop.is_set():
            await open_lobbies(store, 1, first_channel=channel)
            channel += 1

    try:
        await open_lobbies(store, 50, first_channel=0)
        writing = asyncio.create_task(keep_opening())
        counts = []
        for n in range(4):
            before = await store.count_games()
            done = await asyncio.to_thread(backup, db, tmp_path / f"copy{n}.db")
            after = await store.count_games()
            assert done.games is not None and before <= done.games <= after
            assert rows(tmp_path / f"copy{n}.db", "PRAGMA quick_check") == [("ok",)]
            assert rows(tmp_path / f"copy{n}.db", "SELECT count(*) FROM games") == [(done.games,)]
            counts.append(done.games)
            while await store.count_games() < after + 5:  # the bot saves more before the next copy
                await asyncio.sleep(0.005)
        stop.set()
        await writing
    finally:
        await store.close()
    assert counts[0] >= 50 and all(a < b for a, b in itertools.pairwise(counts))


def test_a_backup_refuses_a_missing_database_and_creates_nothing(tmp_path):
    """Backing up where there is no database says so and leaves neither an empty database nor a copy."""
    db = tmp_path / "data" / "hauntbot.db"
    try:
        backup(db, tmp_path / "copy.db")
    except BackupError as exc:
        assert "no database" in str(exc)
    else:
        raise AssertionError("a missing database was backed up")
    assert not db.exists() and not (tmp_path / "copy.db").exists()


async def test_a_backup_is_never_written_over_the_database(tmp_path):
    """The database itself given as the backup's file is refused, and the database is left as it was."""
    db = tmp_path / "hauntbot.db"
    store = await Store.open(db)
    await open_lobbies(store, 3, first_channel=0)
    await store.close()
    before = db.read_bytes()
    try:
        backup(db, tmp_path / "." / "hauntbot.db")
    except BackupError as exc:
        assert "another file" in str(exc)
    else:
        raise AssertionError("the database was backed up onto itself")
    assert db.read_bytes() == before


async def test_the_backup_command_needs_no_token_and_says_what_it_copied(tmp_path):
    """``python -m bot backup FILE`` copies DATABASE_PATH without a token and says so in one line."""
    db = tmp_path / "hauntbot.db"
    store = await Store.open(db)
    await open_lobbies(store, 4, first_channel=0)
    await store.close()
    done = run_bot(tmp_path, "backup", "copy.db", DATABASE_PATH=str(db))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Backed up") and "(4 games," in done.stdout
    assert rows(tmp_path / "copy.db", "SELECT count(*) FROM games") == [(4,)]


def test_the_backup_command_without_a_database_is_one_sentence_and_exit_2(tmp_path):
    """``python -m bot backup`` with no database at DATABASE_PATH exits 2 with one sentence, creating nothing."""
    done = run_bot(tmp_path, "backup", "copy.db", DATABASE_PATH=str(tmp_path / "none" / "h.db"))
    assert done.returncode == 2
    assert "no database" in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "none").exists() and not (tmp_path / "copy.db").exists()
