"""Ghost at Home's My view offers a seat only the answers it can give; the public board keeps them all."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.storage import Store
from cogs.ghostathome_controls import board_controls, private_controls
from tests.sessions.test_auto_answers import defence_deadlines


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    """An opened store on a fresh file, closed after the test."""
    s = await Store.open(tmp_path / "games.db")
    yield s
    await s.close()


def answers(view) -> set[str]:
    """The window answers (the last part of each window button's custom_id) on a view."""
    return {c.custom_id.split(":")[-1] for c in view.children if (c.custom_id or "").startswith("gahw:")}


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
