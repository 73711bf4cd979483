"""Leaving a game: hand and house discarded, windows settled, the last player left wins."""

from __future__ import annotations

from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.model import EMPTY, Phase
from bot.i18n import say
from tests.games.ghost_at_home.gah_helpers import (
    F1,
    F2,
    F3,
    GHOSTS,
    ONE_SHORT,
    check_invariants,
    houses,
    new,
    play,
    refused,
)

SOME_ROOMS = {"rooms": [[F1[0], F1[1]], [F2[0]], []]}


def test_resign_on_your_turn_discards_everything_and_passes_the_turn():
    """The leaver's hand and house go to the discard pile; the next player plays."""
    s = new(3, hands=[[F1[5], GHOSTS[0]], [F1[6]], [F1[7]]], houses=houses(3, s0=SOME_ROOMS))
    s = GAME.resign(s, 0)
    assert s.turn == 1 and GAME.to_act(s) == {1} and s.resigned == (0,)
    assert {F1[5], GHOSTS[0], F1[0], F1[1], F2[0]} <= set(s.discard)
    assert s.houses[0].rooms == (EMPTY,) * 6 and GAME.view(s, None).houses[0].left_game
    check_invariants(s)


def test_last_player_left_wins():
    """With one player left the game ends and that player wins."""
    s = GAME.resign(GAME.new_game(2, 1, {}), 1)
    result = GAME.outcome(s)
    assert result is not None and result.winners == {0} and "left" in say(result.text)


def test_a_player_who_left_is_no_target_and_cannot_move():
    """Ghosts cannot target a player who left, and that player's moves are refused."""
    s = new(
        3,
        hands=[[GHOSTS[0]], [F1[6]], [F1[7]]],
        houses=houses(3, s1=SOME_ROOMS, s2={"rooms": [[F1[2]], [], []]}),
    )
    s = GAME.resign(s, 1)
    assert {a for a in GAME.legal_actions(s, 0) if a.startswith("g.")} == {"g.2"}
    assert "left this game" in refused(lambda: GAME.apply(s, 1, f"d.{F1[6]}"))


def test_ghost_target_leaving_during_the_window():
    """The ghost waiting for a leaver's answer is discarded and the turn goes on."""
    s = new(3, hands=[[GHOSTS[0]], [F1[6]], [F1[7]]], houses=houses(3, s1=SOME_ROOMS))
    s = play(s, (0, "g.1"))
    s = GAME.resign(s, 1)
    assert s.phase is Phase.TURN and s.turn == 2 and GHOSTS[0] in s.discard
    check_invariants(s)


def test_escaper_leaving_ends_the_escape():
    """An escaper who leaves mid-escape does not win; the others refill and play on."""
    s = new(3, hands=[[F3[1]], [F2[5]], [F2[6]]], houses=houses(3, s0={"rooms": ONE_SHORT}))
    s = GAME.resign(play(s, (0, f"r.{F3[1]}")), 0)
    assert s.phase is Phase.TURN and s.turn == 1 and GAME.outcome(s) is None
    assert [len(h) for h in s.hands] == [0, 3, 3]


def test_asked_player_leaving_passes_the_question_on():
    """A stopper who leaves is skipped; the next player is asked."""
    s = new(3, hands=[[F3[1]], [F2[5]], [F2[6]]], houses=houses(3, s0={"rooms": ONE_SHORT}))
    s = GAME.resign(play(s, (0, f"r.{F3[1]}")), 1)
    assert GAME.to_act(s) == {2} and s.phase is Phase.STOP


def test_resign_after_the_end_changes_nothing():
    """A finished game stays as it is."""
    s = GAME.resign(GAME.new_game(2, 1, {}), 1)
    assert GAME.resign(s, 0) == s
