"""Which Rumble moves may be taken back: moves and fights, but not the fight that scores a rumble."""

from __future__ import annotations

from bot.games.rumble import GAME
from bot.games.rumble.model import OUT, RumbleState


def _taken_back(s: RumbleState, action: str) -> bool:
    """Whether seat ``s.turn`` may take back ``action`` played from ``s``."""
    return GAME.undoable(s, s.turn, action, GAME.apply(s, s.turn, action))


def _two_left(rumble: int) -> RumbleState:
    """Rumble ``rumble`` with only characters 0 and 1 in the house, together in room 0."""
    positions = [0, 0] + [OUT] * 10
    return GAME.new_game(3, 5, {}, {"positions": positions, "exits": list(range(2, 12)), "rumble": rumble, "turn": 0})


def test_a_move_through_a_door_may_be_taken_back() -> None:
    """Moving a lone character is public and draws nothing."""
    s = GAME.new_game(3, 5, {})
    move = next(a for a in GAME.legal_actions(s, s.turn) if a.startswith("m"))
    assert _taken_back(s, move)


def test_a_fight_that_leaves_several_standing_may_be_taken_back() -> None:
    """Knocking a character out of a crowded room reveals no secret while the rumble goes on."""
    positions = [0, 0, *range(1, 11)]
    s = GAME.new_game(3, 5, {}, {"positions": positions, "turn": 1})
    assert "f0" in GAME.legal_actions(s, 1)
    assert _taken_back(s, "f0")


def test_the_fight_that_scores_a_rumble_may_not_be_taken_back() -> None:
    """The last fight of a rumble reveals who owned whom and deals the next rumble."""
    s = _two_left(1)
    after = GAME.apply(s, 0, "f0")
    assert len(after.past) == 1 and after.rumble == 2
    assert not GAME.undoable(s, 0, "f0", after)


def test_the_fight_that_ends_the_game_may_not_be_taken_back() -> None:
    """The last fight of the third rumble ends the game."""
    s = _two_left(3)
    after = GAME.apply(s, 0, "f1")
    assert after.finished
    assert not GAME.undoable(s, 0, "f1", after)
