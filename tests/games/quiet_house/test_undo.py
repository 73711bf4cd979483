"""Quiet House declares no move undoable: every move flips the next Time Card, and a declaration shows the
paddles."""

from __future__ import annotations

from bot.games.quiet_house import GAME


def test_no_quiet_house_move_may_be_taken_back() -> None:
    """A statue move draws the next Time Card from the hidden deck, so the game keeps the default."""
    s = GAME.new_game(2, 4, {})
    move = GAME.legal_actions(s, s.turn)[-1]
    after = GAME.apply(s, s.turn, move)
    assert after.drawn == s.drawn + 1
    assert not GAME.traits.undo
    assert not GAME.undoable(s, s.turn, move, after)
