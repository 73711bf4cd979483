"""Seats of bots and stand-ins (bot/storage/seats.py) and the honest records around them, on a real SQLite file."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.deadlines import Duty
from bot.storage import ASKED, DEADLINE, REPLACED, ResultRow, Store, VersionConflict, migrations
from tests.conftest import SQLITE_ONLY, database_at

T0 = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
GUILD = 7
HOST, ALICE, BOB = 1, 2, 3


@pytest.fixture
async def store(engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    """An opened store on a fresh file, closed after the test."""
    s = await Store.open(database_at(engine, tmp_path / "seats.db", request))
    yield s
    await s.close()


async def lobby(store: Store, channel: int = 50) -> int:
    """A lobby with the host only; its id."""
    record = await store.create_lobby(
        kind="tiny", guild_id=GUILD, channel_id=channel, host_id=HOST, host_name="Host", options={}, seed=1, now=T0
    )
    return record.id


async def running(store: Store, users: list[int], bots: int = 0, channel: int = 60) -> int:
    """A started game of ``users`` then ``bots`` bot seats (its state is a placeholder nothing loads)."""
    game_id = await lobby(store, channel)
    for user in users[1:]:
        await store.add_seat(game_id, user, f"u{user}")
    order = list(users)
    for n in range(bots):
        order.append(await store.add_bot_seat(game_id, "easy", f"Bot{n} (bot)"))
    await store.start(game_id, state={"placeholder": True}, seat_order=order, now=T0)
    return game_id


def turn(seat: int, minutes: int = 0) -> Duty:
    """A human's turn with a deadline and a reminder."""
    since = T0 + timedelta(minutes=minutes)
    return Duty(seat, None, since, since + timedelta(days=1), since + timedelta(hours=12))


def bot_turn(seat: int) -> Duty:
    """A bot's turn: due after the pause, never reminded."""
    return Duty(seat, None, T0, T0 + timedelta(seconds=3), None)


# --- bot seats --------------------------------------------------------------------------------


async def test_bots_get_the_next_seats_and_negative_ids_unique_in_their_game(store: Store) -> None:
    """Each bot takes the next seat; its id is negative and new in the game, even after a bot left."""
    game_id = await lobby(store)
    first = await store.add_bot_seat(game_id, "easy", "Hugo (bot)")
    second = await store.add_bot_seat(game_id, "good", "Mira (bot)")
    await store.remove_seat(game_id, first)
    third = await store.add_bot_seat(game_id, "easy", "Otto (bot)")
    seats = await store.seats(game_id)
    assert (first, second, third) == (-1, -2, -3)
    assert [(s.seat, s.user_id, s.bot, s.is_bot, s.is_human) for s in seats] == [
        (0, HOST, None, False, True),
        (2, -2, "good", True, False),
        (3, -3, "easy", True, False),
    ]


async def test_a_bot_seat_is_controlled_by_its_bot_and_never_reachable(store: Store) -> None:
    """A bot's seat reads back with its level as controller and is no one to mention or DM."""
    game_id = await lobby(store)
    await store.add_bot_seat(game_id, "good", "Mira (bot)")
    host, bot = await store.seats(game_id)
    assert (host.controller, host.reachable) == (None, True)
    assert (bot.controller, bot.reachable, bot.name) == ("good", False, "Mira (bot)")


async def test_bot_seats_keep_their_order_when_the_game_starts(store: Store) -> None:
    """Starting renumbers humans and bots together in lobby order."""
    game_id = await running(store, [HOST, ALICE], bots=2)
    seats = await store.seats(game_id)
    assert [(s.seat, s.user_id, s.bot) for s in seats] == [
        (0, HOST, None),
        (1, ALICE, None),
        (2, -1, "easy"),
        (3, -2, "easy"),
    ]


# --- stand-ins -------------------------------------------------------------------------------


async def test_a_stand_in_and_the_seats_new_duty_are_saved_together(store: Store) -> None:
    """set_stand_in writes the bot, the handed mark and the game's duties (and its deadline) in one go."""
    game_id = await running(store, [HOST, ALICE])
    await store.set_duties(game_id, [turn(1)])
    assert await store.set_stand_in(game_id, 1, "easy", ASKED, duties=[bot_turn(1)])
    seat = (await store.seats(game_id))[1]
    game = await store.game(game_id)
    assert (seat.stand_in, seat.stand_in_why, seat.handed, seat.controller, seat.reachable) == (
        "easy",
        ASKED,
        True,
        "easy",
        True,
    )
    assert seat.duty == bot_turn(1)
    assert game is not None and game.deadline == (T0 + timedelta(seconds=3)).isoformat(timespec="seconds")


async def test_a_stand_in_is_refused_on_a_bot_seat_and_a_seat_already_stood_in_for(store: Store) -> None:
    """A bot's own seat takes no stand-in, nor does a seat with one already; nothing is written then."""
    game_id = await running(store, [HOST, ALICE], bots=1)
    await store.set_duties(game_id, [turn(1)])
    assert not await store.set_stand_in(game_id, 2, "easy", ASKED)
    assert await store.set_stand_in(game_id, 1, "easy", ASKED)
    assert not await store.set_stand_in(game_id, 1, "good", DEADLINE, duties=[])
    seat = (await store.seats(game_id))[1]
    assert (seat.stand_in, seat.stand_in_why, seat.duty) == ("easy", ASKED, turn(1))


async def test_a_replacement_takes_over_from_a_stand_in_and_is_never_cleared(store: Store) -> None:
    """ "replaced" may follow "asked"; after it, neither clearing nor another stand-in changes the seat."""
    game_id = await running(store, [HOST, ALICE])
    assert await store.set_stand_in(game_id, 1, "easy", ASKED)
    assert await store.set_stand_in(game_id, 1, "good", REPLACED)
    assert not await store.clear_stand_in(game_id, 1)
    assert not await store.set_stand_in(game_id, 1, "easy", REPLACED)
    seat = (await store.seats(game_id))[1]
    assert (seat.stand_in, seat.stand_in_why, seat.reachable) == ("good", REPLACED, False)


async def test_clearing_a_stand_in_keeps_the_seat_handed(store: Store) -> None:
    """The human plays again, but the seat stays handed: its result counts for nobody."""
    game_id = await running(store, [HOST, ALICE])
    await store.set_stand_in(game_id, 1, "easy", DEADLINE, duties=[bot_turn(1)])
    assert await store.clear_stand_in(game_id, 1, duties=[turn(1, minutes=5)])
    seat = (await store.seats(game_id))[1]
    assert (seat.stand_in, seat.stand_in_why, seat.handed, seat.duty) == (None, None, True, turn(1, minutes=5))
    assert not await store.clear_stand_in(game_id, 1)


async def test_an_unknown_reason_for_a_stand_in_is_a_programming_error(store: Store) -> None:
    """Only asked, deadline and replaced exist."""
    game_id = await running(store, [HOST, ALICE])
    with pytest.raises(ValueError, match="asked"):
        await store.set_stand_in(game_id, 1, "easy", "bored")


async def test_a_move_that_takes_a_seat_back_clears_its_stand_in_in_the_same_save(store: Store) -> None:
    """save_move(returned=...) clears the stand-in with the move; a refused save leaves it in place."""
    game_id = await running(store, [HOST, ALICE])
    await store.set_stand_in(game_id, 1, "easy", ASKED)
    with pytest.raises(VersionConflict):
        await store.save_move(
            game_id, expected_version=7, state={}, status="active", seat=1, action="a", now=T0, returned=(1,)
        )
    assert (await store.seats(game_id))[1].stand_in == "easy"
    await store.save_move(
        game_id, expected_version=1, state={}, status="active", seat=1, action="a", now=T0, returned=(1,)
    )
    seat = (await store.seats(game_id))[1]
    assert (seat.stand_in, seat.handed, len(await store.events(game_id))) == (None, True, 1)


async def test_a_move_never_takes_back_a_replaced_seat(store: Store) -> None:
    """A replacement stays whatever a save says."""
    game_id = await running(store, [HOST, ALICE])
    await store.set_stand_in(game_id, 1, "easy", REPLACED)
    await store.save_move(
        game_id, expected_version=1, state={}, status="active", seat=1, action="a", now=T0, returned=(1,)
    )
    assert (await store.seats(game_id))[1].stand_in_why == REPLACED


# --- results and records -----------------------------------------------------------------------


async def finish(store: Store, game_id: int, rows: list[ResultRow]) -> None:
    """The save that ends a game, with its results."""
    game = await store.game(game_id)
    assert game is not None
    await store.save_move(
        game_id,
        expected_version=game.version,
        state={},
        status="finished",
        seat=0,
        action="a",
        now=T0,
        results=rows,
    )


def row(seat: int, user: int, won: bool, *, counted: bool = True, with_bots: bool = False) -> ResultRow:
    """A two-player result."""
    return ResultRow(seat, user, won, 1 if won else 0, 1 if won else 2, 2, counted=counted, with_bots=with_bots)


@SQLITE_ONLY
async def test_results_keep_whether_they_count_and_whether_bots_played(store: Store, tmp_path: Path) -> None:
    """The save writes counted and with_bots as given, a bot seat's row included."""
    game_id = await running(store, [HOST], bots=1)
    await finish(store, game_id, [row(0, HOST, True, with_bots=True), row(1, -1, False, counted=False, with_bots=True)])
    with sqlite3.connect(tmp_path / "seats.db") as conn:
        found = conn.execute("SELECT user_id, counted, with_bots FROM results ORDER BY seat").fetchall()
    assert found == [(HOST, 1, 1), (-1, 0, 1)]


async def test_records_keep_all_human_and_with_bots_results_apart(store: Store) -> None:
    """A player's record of all-human tables ignores games with bots, which have a record of their own."""
    human = await running(store, [HOST, ALICE], channel=61)
    await finish(store, human, [row(0, HOST, True), row(1, ALICE, False)])
    botted = await running(store, [HOST], bots=1, channel=62)
    await finish(store, botted, [row(0, HOST, False, with_bots=True), row(1, -1, True, counted=False, with_bots=True)])
    (plain,) = await store.player_record(HOST)
    (with_bots,) = await store.player_record(HOST, with_bots=True)
    assert (plain.played, plain.won, plain.with_bots) == (1, 1, False)
    assert (with_bots.played, with_bots.won, with_bots.with_bots) == (1, 0, True)
    recent = await store.recent_results(HOST)
    assert [(r.game_id, r.with_bots) for r in recent] == [(human, False), (botted, True)]


async def test_a_handed_seats_result_counts_nowhere(store: Store) -> None:
    """A result written as not counted is in no record, no history and no leaderboard."""
    game_id = await running(store, [HOST, ALICE])
    await finish(
        store, game_id, [row(0, HOST, True, with_bots=True), row(1, ALICE, False, counted=False, with_bots=True)]
    )
    assert await store.player_record(ALICE) == []
    assert await store.player_record(ALICE, with_bots=True) == []
    assert await store.recent_results(ALICE) == []
    board = await store.leaderboard(GUILD, "tiny", with_bots=True)
    assert [(r.user_id, r.played) for r in board] == [(HOST, 1)]


async def test_bots_never_have_a_line_on_a_leaderboard(store: Store) -> None:
    """The all-human leaderboard has no games with bots; the with-bots one has their humans only."""
    human = await running(store, [HOST, ALICE], channel=61)
    await finish(store, human, [row(0, HOST, False), row(1, ALICE, True)])
    botted = await running(store, [HOST], bots=1, channel=62)
    await finish(store, botted, [row(0, HOST, True, with_bots=True), row(1, -1, False, counted=False, with_bots=True)])
    plain = await store.leaderboard(GUILD, "tiny")
    apart = await store.leaderboard(GUILD, "tiny", with_bots=True)
    assert [(r.user_id, r.won, r.played) for r in plain] == [(ALICE, 1, 1), (HOST, 0, 1)]
    assert [(r.user_id, r.won, r.played) for r in apart] == [(HOST, 1, 1)]


async def test_a_cancelled_game_with_bots_is_counted_apart(store: Store) -> None:
    """A game cancelled after it started counts in the record of its kind of table."""
    game_id = await running(store, [HOST], bots=1)
    await store.set_status(game_id, "cancelled", only_from=("active",), now=T0)
    assert await store.player_record(HOST) == []
    (tally,) = await store.player_record(HOST, with_bots=True)
    assert (tally.cancelled, tally.played, tally.with_bots) == (1, 0, True)


# --- the upgrade --------------------------------------------------------------------------------


async def test_a_migration_9_database_upgrades_to_bot_seats_and_honest_records(tmp_path: Path) -> None:
    """Seats and results written at migration 9 read back as humans' and counted, and bots work after it."""
    path = tmp_path / "nine.db"
    old = await Store.open(path, upto=9)
    game_id = await running(old, [HOST, ALICE])
    await old.close()
    stamp = T0.isoformat(timespec="seconds")
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE games SET status = 'finished' WHERE id = ?", (game_id,))
        conn.executemany(
            "INSERT INTO results (game_id, seat, user_id, guild_id, kind, won, score, rank, players, finished_at)"
            " VALUES (?, ?, ?, ?, 'tiny', ?, NULL, ?, 2, ?)",
            [(game_id, 0, HOST, GUILD, 1, 1, stamp), (game_id, 1, ALICE, GUILD, 0, 2, stamp)],
        )
    store = await Store.open(path)
    try:
        seats = await store.seats(game_id)
        (tally,) = await store.player_record(HOST)
        board = await store.leaderboard(GUILD, "tiny")
        version = await store.schema_version()
        lobby_id = await lobby(store, channel=99)
        bot_id = await store.add_bot_seat(lobby_id, "good", "Hugo (bot)")
    finally:
        await store.close()
    assert version == len(migrations()) >= 10
    assert [(s.bot, s.stand_in, s.stand_in_why, s.handed, s.is_human) for s in seats] == [
        (None, None, None, False, True)
    ] * 2
    assert (tally.played, tally.won, [(r.user_id, r.won) for r in board]) == (1, 1, [(HOST, 1), (ALICE, 0)])
    assert bot_id == -1
