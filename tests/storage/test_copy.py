"""Copying a SQLite database into PostgreSQL: every kind of game in every state read back equal, the copy playing
on, and the refusals (a target with rows, a running bot, a damaged file) writing nothing."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import random
import shutil
import sqlite3
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import psycopg
import pytest

from bot.bench.play import pick, seat_game
from bot.bots.contract import EASY
from bot.registry import KITS
from bot.sessions import MoveResult, Sessions, Table
from bot.storage import FINISHED, Store
from bot.storage.copy import Mismatch, Refused, copy_to_postgres, dependency_order
from bot.storage.looks import Look
from bot.storage.one_process import hold
from tests.clock import Clock
from tests.plain_bots import FIRST_BOTS
from tests.postgres import Cluster
from tests.tiny.kit import TINY_KIT

pytestmark = pytest.mark.postgres
GUILD = 1_000
ADA, BEA, CLEO = 10_000, 10_001, 10_002
TABLES = [
    "best_scores",
    "boards_to_retire",
    "duties",
    "events",
    "games",
    "guild_defaults",
    "invites",
    "meta",
    "private_looks",
    "results",
    "seats",
    "user_prefs",
]
"""Every table of the schema: the database made below has rows in each."""


async def no_publish(result: MoveResult) -> None:
    """Moves played without Discord: nothing to post."""


async def play_to_the_end(sessions: Sessions, table: Table, rng: random.Random) -> Table:
    """Play seeded random legal moves until the game is over."""
    while table.record.status != FINISHED:
        seat, action = pick(rng, table)
        table = (await sessions.play(table.id, table.user_of(seat), action, version=None, publish=no_publish)).table
    return table


async def tiny(sessions: Sessions, channel: int, host: int, other: int) -> Table:
    """A started Three in a row between two humans."""
    table = await sessions.open_lobby("tiny", guild_id=GUILD, channel_id=channel, user_id=host, name="Ada", options={})
    await sessions.join(table.id, other, "Bea")
    return await sessions.start(table.id, host)


async def populate(path: Path, *, games: int = 1, seed: int = 20261203) -> None:
    """A bot's database with games of every kind in every state: lobbies, cancelled, active mid-game (duties,
    a private look, an undo point, a bot seat, a stand-in), finished with results and best scores, a rematch
    with invitations, an away player, preferences, server settings, notes and an old board to retire.
    ``games`` repeats the rounds of finished games (for timing a large copy)."""
    clock = Clock()
    rng = random.Random(seed)
    store = await Store.open(path)
    kits = {**KITS, "tiny": dataclasses.replace(TINY_KIT, bots=FIRST_BOTS)}
    sessions = Sessions(store, kits, clock=clock, new_seed=lambda: rng.randrange(1 << 62))
    try:
        for kind, channel in (("rumble", 100), ("children", 101), ("ghostathome", 102), ("purplehouse", 103)):
            lobby = await sessions.open_lobby(
                kind, guild_id=GUILD, channel_id=channel, user_id=ADA, name="Ada", options={}
            )
            await sessions.join(lobby.id, BEA, "Bea")
        cancelled = await sessions.open_lobby(
            "rumble", guild_id=GUILD, channel_id=104, user_id=BEA, name="B", options={}
        )
        await sessions.cancel(cancelled.id, BEA, admin=False)
        for i, kind in enumerate(sorted(KITS)):  # every real game, mid-game, with its undo point
            table = await seat_game(sessions, kind, channel_id=200 + i, players=3, names=["Ada", "Bea", "Cleo"])
            for _ in range(4):
                if table.record.status == FINISHED:
                    break
                seat, action = pick(rng, table)
                result = await sessions.play(table.id, table.user_of(seat), action, version=None, publish=no_publish)
                table = result.table
            await sessions.board_posted(table, 5_000 + 2 * i)
            await sessions.board_posted(table, 5_001 + 2 * i)  # the first board is now old, to retire
        played = await tiny(sessions, 300, ADA, BEA)
        await sessions.hand_over(played.id, BEA, EASY)  # a stand-in
        bots = await sessions.open_lobby("tiny", guild_id=GUILD, channel_id=301, user_id=CLEO, name="C", options={})
        await sessions.add_bot(bots.id, CLEO, EASY)
        await sessions.start(bots.id, CLEO)
        await store.keep_look(Look(played.id, 7_000, 0, 1, 42, "token", clock() + timedelta(hours=1)))
        for n in range(games):
            done = await play_to_the_end(sessions, await tiny(sessions, 400 + n, ADA, CLEO), rng)
            clock.advance(minutes=5)
        await sessions.rematch(done.id, CLEO, "Cleo")
        await play_to_the_end(
            sessions, await seat_game(sessions, "quiethouse", channel_id=500, players=2, names=["A", "B"]), rng
        )
        await sessions.go_away(BEA, 3)
        await sessions.set_pref(ADA, "lang", "pl")
        await sessions.set_server_defaults(GUILD, {"turn_hours": 24})
        await sessions.set_server_language(GUILD, "pl")
        await sessions.set_note("last-sync", "abc")
        await sessions.drain()
    finally:
        await store.close()
    with contextlib.closing(sqlite3.connect(path)) as conn, conn:  # random play never wins a Quiet House
        best = "INSERT INTO best_scores VALUES (?, 'quiethouse', 'a-b', 31, 1, '2026-12-03T10:00:00+00:00')"
        conn.execute(best, (GUILD,))


def counts(path: Path) -> dict[str, int]:
    """Rows per table of a SQLite file."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        return {t: int(conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]) for t in TABLES}


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The populated database, made once for the module (each test copies it)."""
    path = tmp_path_factory.mktemp("copy") / "made.db"
    asyncio.run(populate(path))
    return path


@pytest.fixture
def source(made: Path, tmp_path: Path) -> Path:
    """A test's own copy of the populated database."""
    path = tmp_path / "bot.db"
    shutil.copyfile(made, path)
    return path


@pytest.fixture
def target(postgres: Cluster) -> Iterator[str]:
    """A new, empty PostgreSQL database (dropped after the test)."""
    url = postgres.new_database()
    yield url
    postgres.drop_database(url)


async def test_every_kind_of_game_in_every_state_is_copied_and_reads_back_equal(source: Path, target: str) -> None:
    """Every table has rows; each is copied whole, ids kept, and the store reads every record back equal."""
    before = counts(source)
    assert all(before.values()), before
    said: list[str] = []
    copied = await copy_to_postgres(source, target, say=said.append)
    assert copied.rows == {t: before[t] for t in copied.rows} and set(copied.rows) == set(TABLES)
    assert copied.reads > 100
    pg = await Store.open(target)
    sqlite = await Store.open(source)
    try:
        for game_id in range(1, before["games"] + 1):
            assert await pg.game_and_seats(game_id) == await sqlite.game_and_seats(game_id)
            assert await pg.events(game_id) == await sqlite.events(game_id)
    finally:
        await pg.close()
        await sqlite.close()
    assert counts(source) == before  # the source is only read


async def test_the_copy_takes_new_games_and_moves_past_the_copied_ids(source: Path, target: str) -> None:
    """Identity columns continue past the copied ids: a new lobby gets the next id, a move saves on the copy."""
    with contextlib.closing(sqlite3.connect(source)) as conn:
        last = int(conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'games'").fetchone()[0])
    await copy_to_postgres(source, target, say=lambda _: None)
    store = await Store.open(target)
    try:
        kits = {**KITS, "tiny": dataclasses.replace(TINY_KIT, bots=FIRST_BOTS)}
        sessions = Sessions(store, kits, clock=Clock(), new_seed=lambda: 5)
        fresh = await tiny(sessions, 900, ADA, BEA)
        assert fresh.id == last + 1
        records = [await store.game(i) for i in range(1, last + 1)]
        mid = await sessions.load(next(r.id for r in records if r is not None and r.kind == "tiny"))
        seat, action = pick(random.Random(1), mid)
        moved = await sessions.play(mid.id, mid.user_of(seat), action, version=mid.record.version, publish=no_publish)
        assert moved.table.record.version == mid.record.version + 1
        assert (await store.events(mid.id))[-1].action == action
    finally:
        await store.close()


async def test_a_target_with_hauntbot_rows_is_refused_and_left_alone(source: Path, target: str) -> None:
    """A database already holding a game is refused in one sentence, and keeps only its own game."""
    store = await Store.open(target)
    try:
        await store.set_meta("mine", "yes")
    finally:
        await store.close()
    with pytest.raises(Refused, match=r"already holds Hauntbot data \(table 'meta' has rows\)"):
        await copy_to_postgres(source, target, say=lambda _: None)
    with psycopg.connect(target) as conn:
        assert conn.execute("SELECT key FROM meta").fetchall() == [("mine",)]
        assert conn.execute("SELECT count(*) FROM games").fetchone() == (0,)


async def test_a_file_a_bot_runs_on_is_refused(source: Path, target: str) -> None:
    """While the bot holds the file's lock the copy is refused; the target gets no schema."""
    held = hold(source)
    try:
        with pytest.raises(Refused, match="A Hauntbot is running on"):
            await copy_to_postgres(source, target, say=lambda _: None)
    finally:
        held.release()
    with psycopg.connect(target) as conn:
        assert conn.execute("SELECT to_regclass('games')").fetchone() == (None,)


async def test_a_damaged_file_is_refused(source: Path, target: str) -> None:
    """A file that fails SQLite's check is refused, naming the damage and what to do."""
    data = bytearray(source.read_bytes())
    data[4096 * 2 : 4096 * 3] = bytes(range(256)) * 16  # a page of garbage
    source.write_bytes(data)
    with pytest.raises(Refused, match=r"is damaged .*restore the last backup"):
        await copy_to_postgres(source, target, say=lambda _: None)


async def test_a_difference_read_back_rolls_the_whole_copy_back(
    source: Path, target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When one record reads back differently the copy names it and commits nothing."""
    from bot.storage import copy_check

    original = copy_check.Read.on

    async def skewed(self: copy_check.Read, store: Store) -> object:
        value = await original(self, store)
        if isinstance(store, copy_check.PinnedStore) and self.what == "game 3's seats":
            return value[:-1]
        return value

    monkeypatch.setattr(copy_check.Read, "on", skewed)
    with pytest.raises(Mismatch, match="game 3's seats differ: SQLite's 2 items, PostgreSQL's 1"):
        await copy_to_postgres(source, target, say=lambda _: None)
    with psycopg.connect(target) as conn:
        assert conn.execute("SELECT count(*) FROM games").fetchone() == (0,)


def test_tables_are_copied_after_the_tables_they_reference() -> None:
    """Referenced tables come first; a table referencing itself does not block itself."""
    order = dependency_order(
        ["seats", "games", "events", "meta"], [("seats", "games"), ("events", "games"), ("games", "games")]
    )
    assert order.index("games") < order.index("seats") and order.index("games") < order.index("events")
    with pytest.raises(RuntimeError, match="circle"):
        dependency_order(["a", "b"], [("a", "b"), ("b", "a")])
