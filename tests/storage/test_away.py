"""Players who are away (bot/storage/away.py): kept per user in user_prefs, joined to every seat, ended, found
over and forgotten, and the seats bots play for them, on a real SQLite file."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import pytest

from bot.storage import DEADLINE, Store
from tests.conftest import database_at
from tests.storage.test_seats import ALICE, BOB, HOST, T0, running, turn


@pytest.fixture
async def store(engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    """An opened store on a fresh file, closed after the test."""
    s = await Store.open(database_at(engine, tmp_path / "away.db", request))
    yield s
    await s.close()


async def test_an_away_is_kept_per_user_and_every_seat_of_theirs_knows_its_end(store: Store) -> None:
    """set_away is read back by away_until and joined to the user's seats in every game, not to others'."""
    first = await running(store, [HOST, ALICE], channel=60)
    second = await running(store, [HOST, ALICE, BOB], channel=61)
    until = T0 + timedelta(days=3)
    await store.set_away(ALICE, until)
    assert await store.away_until(ALICE) == until and await store.away_until(BOB) is None
    for game_id in (first, second):
        found = await store.game_and_seats(game_id)
        assert found is not None
        away = {s.user_id: s.away_until for s in found[1]}
        assert away[ALICE] == until and away.get(BOB) is None and away.get(HOST) is None
    assert {s.user_id: s.away_until for s in await store.seats(first)}[ALICE] == until


async def test_going_away_again_replaces_the_end(store: Store) -> None:
    """A second away replaces the first (one row per user)."""
    await store.set_away(ALICE, T0 + timedelta(days=10))
    await store.set_away(ALICE, T0 + timedelta(days=2))
    assert await store.away_until(ALICE) == T0 + timedelta(days=2)


async def test_an_away_ended_early_is_over_at_once_and_no_longer_joined(store: Store) -> None:
    """end_away marks it over at the moment given (True once, False when not away); seats no longer show it."""
    game_id = await running(store, [HOST, ALICE])
    await store.set_away(ALICE, T0 + timedelta(days=5))
    acted = T0 + timedelta(hours=3)
    assert await store.end_away(ALICE, acted) is True
    assert await store.end_away(ALICE, acted) is False
    assert await store.away_until(ALICE) is None
    assert all(s.away_until is None for s in await store.seats(game_id))
    assert await store.aways_over(T0) == [(ALICE, acted)]


async def test_aways_whose_end_came_are_over_and_the_others_wait(store: Store) -> None:
    """aways_over(now) finds the aways that ended by now, at their end, and leaves later ones away."""
    await store.set_away(ALICE, T0 + timedelta(days=1))
    await store.set_away(BOB, T0 + timedelta(days=4))
    assert await store.aways_over(T0 + timedelta(hours=23)) == []
    assert await store.aways_over(T0 + timedelta(days=2)) == [(ALICE, T0 + timedelta(days=1))]
    assert await store.away_until(ALICE) is None and await store.away_until(BOB) == T0 + timedelta(days=4)


async def test_forgetting_an_away_keeps_a_new_one_and_its_seats(store: Store) -> None:
    """forget_away removes only the away that ended at ``ended``; a newer away and its seats stay."""
    game_id = await running(store, [HOST, ALICE])
    await store.set_away(ALICE, T0 + timedelta(days=1))
    assert await store.set_away_stand_in(game_id, 1, ALICE, "easy", duties=[turn(1)])
    (over,) = await store.aways_over(T0 + timedelta(days=1))
    await store.set_away(ALICE, T0 + timedelta(days=6))  # away again before the pass undid the first
    await store.forget_away(ALICE, over[1])
    assert await store.away_until(ALICE) == T0 + timedelta(days=6)
    assert await store.away_seats(ALICE) == {game_id: 1}
    await store.end_away(ALICE, T0 + timedelta(days=2))
    await store.forget_away(ALICE, T0 + timedelta(days=2))
    assert await store.aways_over(T0 + timedelta(days=9)) == [] and await store.away_seats(ALICE) == {}


async def test_a_bot_stands_in_for_an_away_player_once_with_its_duties(store: Store) -> None:
    """set_away_stand_in writes the stand-in (as the deadline policy's), the seat's note and the duties in one
    transaction; refused (nothing written) when a bot already plays the seat."""
    game_id = await running(store, [HOST, ALICE])
    bot_duty = turn(1)
    assert await store.set_away_stand_in(game_id, 1, ALICE, "easy", duties=[bot_duty])
    held = next(s for s in await store.seats(game_id) if s.user_id == ALICE)
    assert (held.stand_in, held.stand_in_why, held.handed, held.duty) == ("easy", DEADLINE, True, bot_duty)
    assert await store.away_seats(ALICE) == {game_id: 1}
    assert not await store.set_away_stand_in(game_id, 1, ALICE, "good", duties=[])
    assert (await store.duties(game_id)) == {1: bot_duty}
    await store.forget_away_seat(ALICE, game_id)
    assert await store.away_seats(ALICE) == {}
