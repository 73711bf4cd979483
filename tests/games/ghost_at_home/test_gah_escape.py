"""The escape: no draw from a full house, the stop windows, cats, refills, the win."""

from __future__ import annotations

from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.model import EMPTY, Phase
from bot.i18n import say
from tests.games.ghost_at_home.gah_helpers import (
    CATS,
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

LAST = F3[1]
"""The floor-3 room that completes ONE_SHORT."""
DECK = [F1[8], F1[9], F1[10], F1[11], F2[7], F2[8]]


def escaping(players: int = 2, hands=None, lights=(False, False, False), **house):
    """A game where seat 0 completes its house with its first move (``r.LAST``)."""
    hands = hands or [[LAST, F1[4]]] + [[F2[5 + p]] for p in range(players - 1)]
    s0 = {"rooms": ONE_SHORT, "lights": list(lights), **house}
    s = new(players, hands=hands, houses=houses(players, s0=s0), deck=DECK)
    return play(s, (0, f"r.{LAST}"))


def test_full_house_does_not_draw_and_opens_the_escape():
    """Completing the house skips the draw; the next player is asked whether to stop it."""
    s = escaping(3)
    assert s.hands[0] == (F1[4],) and s.phase is Phase.STOP
    assert GAME.to_act(s) == {1} and s.escape is not None and s.escape.escaper == 0
    w = GAME.view(s, None).window
    assert w is not None and (w.kind, w.seat, w.target, w.floor, w.ghosts_left) == ("stop", 1, 0, 3, 1)


def test_escape_nobody_stops_wins():
    """Every other player lets the escape go: the escaper wins."""
    s = escaping(3)
    s = play(s, (1, "nostop"))
    assert GAME.to_act(s) == {2}
    s = play(s, (2, "nostop"))
    result = GAME.outcome(s)
    assert result is not None and result.winners == {0} and result.scores[0] == 6
    assert GAME.to_act(s) == frozenset() and GAME.view(s, None).winner == 0
    check_invariants(s)


def test_two_player_escape_stopped_by_two_ghosts_and_the_refill_order():
    """On a lit floor 3 the lone opponent needs both ghosts; then the escaper refills first."""
    hands = [[LAST, F1[4]], [GHOSTS[0], GHOSTS[1], F2[5]]]
    s = escaping(2, hands=hands, lights=(False, False, True))
    assert GAME.view(s, None).window.ghosts_left == 2
    s = play(s, (1, "stop"), (0, "allow"))
    assert s.houses[0].ghosts[2] == GHOSTS[0] and GAME.to_act(s) == {1} and s.phase is Phase.STOP
    s = play(s, (1, "stop"), (0, "allow"))
    assert s.houses[0].rooms[4:] == (EMPTY, EMPTY) and s.houses[0].lights == (False, False, False)
    assert s.hands[0] == (F1[4], DECK[0], DECK[1])
    assert s.hands[1] == (F2[5], DECK[2], DECK[3])
    assert s.phase is Phase.TURN and s.turn == 1 and s.escape is None
    check_invariants(s)


def test_one_ghost_stops_an_escape_on_a_dark_floor():
    """A dark floor 3 loses its rooms to the first ghost; nobody else is asked."""
    hands = [[LAST, F1[4]], [GHOSTS[0]], [GHOSTS[1]]]
    s = play(escaping(3, hands=hands), (1, "stop"), (0, "allow"))
    assert s.phase is Phase.TURN and s.turn == 1 and s.houses[0].rooms[4:] == (EMPTY, EMPTY)
    assert GHOSTS[1] in s.hands[2]


def test_each_stopper_adds_one_ghost_in_a_bigger_game():
    """With three players, each opponent adds one ghost: two are needed on a lit floor."""
    hands = [[LAST, F1[4]], [GHOSTS[0], GHOSTS[2]], [GHOSTS[1]]]
    s = play(escaping(3, hands=hands, lights=(False, False, True)), (1, "stop"), (0, "allow"))
    assert GAME.to_act(s) == {2} and GHOSTS[2] in s.hands[1]
    s = play(s, (2, "stop"), (0, "allow"))
    assert s.phase is Phase.TURN and s.houses[0].rooms[4:] == (EMPTY, EMPTY)


def test_escaper_defends_a_stop_with_a_cat_from_hand():
    """The escaper cancels the stopping ghost with a cat; the next player is asked."""
    hands = [[LAST, CATS[0]], [GHOSTS[0]], [F2[5]]]
    s = play(escaping(3, hands=hands), (1, "stop"))
    assert GAME.to_act(s) == {0} and GAME.default_action(s, 0) == "cat"
    s = play(s, (0, "cat"))
    assert GAME.to_act(s) == {2} and s.houses[0].rooms[5] == LAST


def test_cat_on_floor_three_meets_the_stopping_ghost():
    """A cat in the house cancels the stop ghost without a window."""
    s = escaping(3, hands=[[LAST, F1[4]], [GHOSTS[0]], [F2[5]]], cats=[[], [], [CATS[0]]])
    s = play(s, (1, "stop"))
    assert GAME.to_act(s) == {2} and s.houses[0].cats == (EMPTY,) * 6


def test_stop_ghost_joins_a_ghost_already_on_the_floor():
    """RULINGS 3: one stop ghost clears a lit floor 3 that already holds a ghost."""
    s = escaping(2, hands=[[LAST, F1[4]], [GHOSTS[0]]], lights=(False, False, True), ghosts=[None, None, GHOSTS[3]])
    s = play(s, (1, "stop"), (0, "allow"))
    assert s.phase is Phase.TURN and s.houses[0].rooms[4:] == (EMPTY, EMPTY)
    assert {GHOSTS[0], GHOSTS[3]} <= set(s.discard)


def test_stop_without_a_ghost_is_refused():
    """A player without ghosts can only let the escape go."""
    s = escaping(3)
    assert GAME.legal_actions(s, 1) == ("nostop",)
    assert "no ghost" in refused(lambda: GAME.apply(s, 1, "stop"))


def test_default_answer_does_not_stop_the_escape():
    """RULINGS 8: at the deadline the escape goes on, even for a player holding ghosts."""
    s = escaping(2, hands=[[LAST, F1[4]], [GHOSTS[0], GHOSTS[1]]])
    assert GAME.default_action(s, 1) == "nostop"


def test_players_are_asked_in_turn_order_after_the_escaper():
    """In a 4-player game, seat 2's escape asks seats 3, 0, then 1."""
    hands = [[F2[5]], [F2[6]], [LAST, F1[4]], [F2[7]]]
    s = new(4, hands=hands, houses=houses(4, s2={"rooms": ONE_SHORT}), turn=2)
    s = play(s, (2, f"r.{LAST}"))
    asked = []
    while s.phase is Phase.STOP:
        (seat,) = GAME.to_act(s)
        asked.append(seat)
        s = play(s, (seat, "nostop"))
    assert asked == [3, 0, 1] and GAME.outcome(s).winners == {2}


def test_seats_without_ghosts_are_skipped_when_always_ask_is_off():
    """With always_ask off only players holding a ghost are asked."""
    hands = [[LAST, F1[4]], [F2[5]], [GHOSTS[0]]]
    s = new(3, options={"always_ask": False}, hands=hands, houses=houses(3, s0={"rooms": ONE_SHORT}))
    s = play(s, (0, f"r.{LAST}"))
    assert GAME.to_act(s) == {2}


def test_escape_is_announced():
    """The public sentence says the house is full and who may stop the escape."""
    s = new(3, hands=[[LAST], [F2[5]], [F2[6]]], houses=houses(3, s0={"rooms": ONE_SHORT}))
    after = play(s, (0, f"r.{LAST}"))
    text = say(GAME.describe(s, 0, f"r.{LAST}", after))
    assert "try to escape" in text and "Player 2 may stop" in text
