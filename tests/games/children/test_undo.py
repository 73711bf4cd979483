"""Which Children moves may be taken back: public turn steps that draw nothing, never a step that draws a card,
picks cards up, shows the next tablet or answers a decision."""

from __future__ import annotations

from bot.games.children import GAME
from bot.games.children.model import ChildrenState
from tests.games.children.ch_helpers import FILLER, R, new


def _undoable(s: ChildrenState, seat: int, action: str) -> bool:
    """Whether ``seat`` may take back ``action`` played from ``s``."""
    assert action in GAME.legal_actions(s, seat), GAME.legal_actions(s, seat)
    return GAME.undoable(s, seat, action, GAME.apply(s, seat, action))


def test_a_skull_token_and_a_card_left_face_down_may_be_taken_back() -> None:
    """Taking a Skull Token and leaving a card in one's room are public and draw nothing."""
    s = new(hands=[[FILLER[0], FILLER[1]], []])
    assert _undoable(s, 0, "s")
    assert _undoable(s, 0, f"l.{FILLER[0]}")


def test_placing_the_drawn_tablet_may_be_taken_back() -> None:
    """The tablet was shown before it was placed; placing it shows no other."""
    s = new(phase="tile", room_pile=[R["Library"], R["Attic"]], hands=[[FILLER[0]], []])
    placing = GAME.legal_actions(s, 0)[0]
    assert placing.startswith("t.")
    assert _undoable(s, 0, placing)


def test_moving_into_a_room_and_picking_cards_up_may_not_be_taken_back() -> None:
    """Moving through a door draws a card; "look" picks up the cards left face down."""
    s = new(hands=[[FILLER[0]], []], under={R["Billiards Room"]: [FILLER[1]]})
    move = next(a for a in GAME.legal_actions(s, 0) if a.startswith("m."))
    assert not _undoable(s, 0, move)
    assert not _undoable(s, 0, "look")


def test_a_step_that_ends_the_turn_may_not_be_taken_back() -> None:
    """Ending the actions with a short hand draws up to the limit."""
    s = GAME.apply(GAME.apply(new(hands=[[FILLER[0]], []]), 0, "s"), 0, "s")
    assert not _undoable(s, 0, "done")
