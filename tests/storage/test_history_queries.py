"""Reading a game's log: pages by move number, the moves since a seat last moved by hand, old events."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.storage import Store
from tests.conftest import SQLITE_ONLY, database_at

T0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
CHANNEL = 7000


@pytest.fixture
async def store(engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    """A fresh store on a file."""
    opened = await Store.open(database_at(engine, tmp_path / "log.db", request))
    try:
        yield opened
    finally:
        await opened.close()


async def running_game(store: Store) -> int:
    """A started two-seat game; its id."""
    game = await store.create_lobby(
        kind="rumble", guild_id=1, channel_id=CHANNEL, host_id=1, host_name="alice", options={}, seed=7, now=T0
    )
    await store.add_seat(game.id, 2, "bob")
    await store.start(game.id, state={"ply": 0}, seat_order=[1, 2], now=T0)
    return game.id


async def move(
    store: Store, game_id: int, seat: int, *, auto: bool = False, notes: dict[int, str] | None = None
) -> None:
    """Save one move of ``seat`` on top of the stored version."""
    game = await store.game(game_id)
    assert game is not None
    await store.save_move(
        game_id,
        expected_version=game.version,
        state={"ply": game.version},
        status="active",
        seat=seat,
        action=f"m{game.version}",
        now=T0,
        sentence=f"**p{seat}** moved ({game.version}).",
        notes=notes,
        auto=auto,
    )


async def test_the_events_read_back_in_order_and_are_counted(store: Store) -> None:
    """events gives every move in order; move_count counts them."""
    game_id = await running_game(store)
    for i in range(12):
        await move(store, game_id, i % 2)
    assert [e.seq for e in await store.events(game_id)] == list(range(1, 13))
    assert await store.move_count(game_id) == 12


async def test_notes_and_automatic_moves_are_kept_with_the_move(store: Store) -> None:
    """A move's secret notes (per seat) and whether it was played for its seat read back as saved."""
    game_id = await running_game(store)
    await move(store, game_id, 0, notes={1: "You saw the Ninja."}, auto=True)
    (event,) = await store.events(game_id)
    assert (event.notes, event.auto) == ({1: "You saw the Ninja."}, True)


async def test_the_gap_starts_after_the_seats_last_move_by_hand(store: Store) -> None:
    """Moves played for the seat stay in its gap; the gap counts every seat's moves since its own."""
    game_id = await running_game(store)
    await move(store, game_id, 0)  # 1: seat 0 by hand
    await move(store, game_id, 1)  # 2
    await move(store, game_id, 0, auto=True)  # 3: played for seat 0 at its deadline
    await move(store, game_id, 1)  # 4
    total, per_seat, tail = await store.moves_since_own(game_id, 0, tail=6)
    assert (total, per_seat, [e.seq for e in tail]) == (3, {1: 2, 0: 1}, [2, 3, 4])


async def test_a_seat_that_never_moved_has_the_whole_game_as_its_gap(store: Store) -> None:
    """Before its first move, a seat's gap is every move, and the tail is the last ones."""
    game_id = await running_game(store)
    for _ in range(5):
        await move(store, game_id, 0)
    total, per_seat, tail = await store.moves_since_own(game_id, 1, tail=2)
    assert (total, per_seat, [e.seq for e in tail]) == (5, {0: 5}, [4, 5])


@SQLITE_ONLY
async def test_page_and_gap_queries_use_indexes(store: Store) -> None:
    """Neither reads the whole events table: each is a search on an index."""
    plans = []
    for sql, params in (
        ("SELECT * FROM events WHERE game_id = ? AND seq BETWEEN ? AND ? ORDER BY seq", (1, 1, 10)),
        ("SELECT COALESCE(MAX(seq), 0) FROM events WHERE game_id = ? AND seat = ? AND auto = 0", (1, 0)),
        ("SELECT seat, COUNT(*) AS n FROM events WHERE game_id = ? AND seq > ? GROUP BY seat", (1, 3)),
    ):
        rows = await store._rows(f"EXPLAIN QUERY PLAN {sql}", params)
        plans.append(" ".join(str(r["detail"]) for r in rows))
    assert all("SEARCH" in plan for plan in plans), plans


async def test_events_of_an_upgraded_database_read_without_notes(tmp_path: Path) -> None:
    """A move saved before migration 9 reads back with no notes and as played by hand."""
    path = tmp_path / "eight.db"
    old = await Store.open(path, upto=8)
    game_id = await running_game(old)
    await old.close()
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO events (game_id, seq, seat, action, version, created_at, sentence)"
            " VALUES (?, 1, 0, 'm', 2, ?, 'old words')",
            (game_id, T0.isoformat()),
        )
    store = await Store.open(path)
    try:
        (event,) = await store.events(game_id)
        total, _, _ = await store.moves_since_own(game_id, 0, tail=3)
    finally:
        await store.close()
    assert (event.sentence, event.notes, event.auto, total) == ("old words", {}, False, 0)
