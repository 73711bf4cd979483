"""Which Ghost at Home moves may be taken back: letting an escape go on or a ghost in while everyone is always
asked, and nothing that shows or draws a card."""

from __future__ import annotations

from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.model import GhostState, Phase
from tests.games.ghost_at_home.gah_helpers import CATS, F1, F2, F3, GHOSTS, ONE_SHORT, houses, new


def _escaping(always_ask: bool) -> GhostState:
    """Three players; seat 0 has just completed its house, so seats 1 and 2 are asked to stop its escape."""
    s = new(
        3,
        options={"always_ask": always_ask},
        houses=houses(3, s0={"rooms": ONE_SHORT}),
        hands=[[F3[1], F1[2], F2[2]], [F1[3], F2[3], F3[2]], [GHOSTS[0], F1[4], F2[4]]],
    )
    s = GAME.apply(s, 0, f"r.{F3[1]}")
    assert s.phase is Phase.STOP and GAME.to_act(s) == {1 if always_ask else 2}
    return s


def test_letting_an_escape_go_on_may_be_taken_back_when_everyone_is_asked() -> None:
    """With every window asked of everyone, "do not stop" hands the question on and shows nothing."""
    s = _escaping(True)
    after = GAME.apply(s, 1, "nostop")
    assert GAME.to_act(after) == {2}
    assert GAME.undoable(s, 1, "nostop", after)


def test_the_last_answer_of_an_escape_may_not_be_taken_back() -> None:
    """The last "do not stop" lets the escaper win: the game is over."""
    s = GAME.apply(_escaping(True), 1, "nostop")
    after = GAME.apply(s, 2, "nostop")
    assert after.phase is Phase.OVER
    assert not GAME.undoable(s, 2, "nostop", after)


def test_without_always_ask_no_window_answer_may_be_taken_back() -> None:
    """When only players holding a ghost are asked, who is asked next tells the table about hands."""
    s = _escaping(False)
    assert not GAME.undoable(s, 2, "nostop", GAME.apply(s, 2, "nostop"))


def test_turn_actions_and_a_cat_from_hand_may_not_be_taken_back() -> None:
    """Playing rooms, discarding and drawing, or defending with a cat shows or draws cards."""
    s = new(
        2, hands=[[F1[0], F1[1], GHOSTS[0]], [CATS[0], F1[2], F2[0]]], houses=houses(2, s1={"rooms": [[F1[3]], [], []]})
    )
    for action in (f"r.{F1[0]}", f"d.{F1[1]}"):
        assert not GAME.undoable(s, 0, action, GAME.apply(s, 0, action))
    attacked = GAME.apply(s, 0, "g.1")
    assert attacked.phase is Phase.DEFEND
    assert not GAME.undoable(attacked, 1, "cat", GAME.apply(attacked, 1, "cat"))
