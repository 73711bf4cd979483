"""Which moves of The Purple House may be taken back: Scouting's secret steps while someone still scouts, and
sorting the face-down cards; never the last Ready (it lays the cards out at random) nor a flip."""

from __future__ import annotations

from bot.games.purple_house.state import ESCAPE, SCOUTING, PurpleHouseState
from tests.games.purple_house.purple_house_helpers import GAME, escape


def _undoable(s: PurpleHouseState, seat: int, action: str) -> bool:
    """Whether ``seat`` may take back ``action`` played from ``s``."""
    return GAME.undoable(s, seat, action, GAME.apply(s, seat, action))


def test_a_modification_and_an_early_ready_may_be_taken_back() -> None:
    """A secret modification, and "let the house choose" while another seat still scouts, show nothing."""
    s = GAME.new_game(2, 3, {})
    assert s.phase == SCOUTING
    modification = GAME.legal_actions(s, 0)[0]
    assert modification != "auto" and _undoable(s, 0, modification)
    assert _undoable(s, 0, "auto")


def test_the_last_ready_may_not_be_taken_back() -> None:
    """The last seat to be ready lays every card out in a random order: chance was drawn."""
    s = GAME.apply(GAME.new_game(2, 3, {}), 0, "auto")
    after = GAME.apply(s, 1, "auto")
    assert after.phase == ESCAPE
    assert not GAME.undoable(s, 1, "auto", after)


def test_sorting_may_be_taken_back_but_a_flip_may_not() -> None:
    """Sorting the face-down cards by their backs is public; flipping one reveals its front."""
    s = escape(players=2)
    legal = GAME.legal_actions(s, s.key)
    assert "sort" in legal
    assert _undoable(s, s.key, "sort")
    assert not _undoable(s, s.key, "f1")
