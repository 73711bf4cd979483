"""Ghost at Home's My view offers a seat only the answers it can give; the public board keeps them all."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.data import CARDS, Kind
from bot.games.ghost_at_home.model import Phase
from bot.sessions import Table
from bot.storage import Store
from bot.tables import engine_state
from cogs.ghost_at_home.controls import board_controls, private_controls
from tests.sessions.test_auto_answers import MAX_MOVES, SEEDS, Recorder, defence_deadlines, pick, start_game


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    """An opened store on a fresh file, closed after the test."""
    s = await Store.open(tmp_path / "games.db")
    yield s
    await s.close()


def answers(view) -> set[str]:
    """The window answers (the action at the end of each move button's custom_id) on a view."""
    return {c.custom_id.split(":")[-1] for c in view.children if (c.custom_id or "").startswith("hb:ghostathome:")}


async def test_my_view_offers_the_cat_defence_only_to_a_seat_holding_a_cat(store):
    """A defender without a cat sees only "let it in" privately; one with a cat sees both answers."""
    found = await defence_deadlines(store, preference=False)
    assert set(found) == {True, False}
    for holds_cat, (table, seat) in found.items():
        mine = answers(private_controls(table, seat))
        assert mine == ({"cat", "allow"} if holds_cat else {"allow"})


async def test_the_public_board_keeps_both_answers_whatever_the_hand(store):
    """The board shows the cat defence to everyone, so it never tells the table who holds a cat."""
    found = await defence_deadlines(store, preference=False)
    for table, _seat in found.values():
        assert answers(board_controls(table)) == {"cat", "allow"}


async def stop_windows(store: Store) -> dict[bool, tuple[Table, int]]:
    """Seeded games played until an escape stop was asked once of a seat holding a ghost and once of one without."""
    found: dict[bool, tuple[Table, int]] = {}
    for seed in SEEDS:
        sessions, table = await start_game(store, seed, preference=False)
        for _ in range(MAX_MOVES):
            state = engine_state(table)
            if state.phase is Phase.OVER or len(found) == 2:
                break
            (seat,) = GAME.to_act(state)
            if state.phase is Phase.STOP:
                found.setdefault(any(CARDS[c].kind is Kind.GHOST for c in state.hands[seat]), (table, seat))
            move = GAME.default_action(state, seat) if state.phase is Phase.STOP else pick(state, seat)
            await sessions.play(table.id, table.user_of(seat), move, version=None, publish=Recorder())
            table = await sessions.load(table.id)
        if len(found) == 2:
            return found
    raise AssertionError(f"no seed in {SEEDS} asked both kinds of escape stop")


async def test_my_view_offers_the_escape_stop_only_to_a_seat_holding_a_ghost(store):
    """A seat asked to stop an escape without a ghost sees only "do not stop" privately; the board keeps both."""
    found = await stop_windows(store)
    for holds_ghost, (table, seat) in found.items():
        assert answers(private_controls(table, seat)) == ({"stop", "nostop"} if holds_ghost else {"nostop"})
        assert answers(board_controls(table)) == {"stop", "nostop"}
