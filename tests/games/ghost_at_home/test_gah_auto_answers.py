"""Automatic answers that give nothing away: a cat defence at once only with a cat, escapes never stopped."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.data import CARDS, Kind
from bot.games.ghost_at_home.model import GhostState, Phase
from bot.i18n import PL, say
from tests.games.auto_windows import auto_answer_windows
from tests.games.ghost_at_home.gah_helpers import (
    CATS,
    F1,
    F2,
    F3,
    GHOSTS,
    HOLE,
    ONE_SHORT,
    check_invariants,
    houses,
    new,
    play,
)

TWO_FLOORS = {"rooms": [[F1[0], F1[1]], [F2[0]], []]}
"""Floor 1 full, one room on floor 2: floor 2 is where ghosts strike."""
GAMES = 12
SCRAMBLES = 4
"""Other hands tried for the answering seat at every window of a playout."""


def attacked(target_hand: list[int], **options: bool) -> GhostState:
    """Seat 0 plays a ghost at seat 1, who holds ``target_hand``: seat 1's cat defence window is open."""
    s = new(hands=[[GHOSTS[0], F1[5]], target_hand], houses=houses(2, s1=TWO_FLOORS), options=options)
    return play(s, (0, "g.1"))


def test_holding_a_cat_is_answered_at_once():
    """With a cat in hand the defence may be answered at once: it plays the cat, which everybody sees."""
    s = attacked([CATS[0], F1[6]])
    assert GAME.window(s, 1) == "defend"
    assert GAME.may_answer_at_once(s, 1) is True
    assert GAME.default_action(s, 1) == "cat"


def test_holding_no_cat_waits():
    """Without a cat, letting the ghost in at once would show the empty hand: the window waits."""
    s = attacked([F1[6], F2[5]])
    assert GAME.window(s, 1) == "defend"
    assert GAME.may_answer_at_once(s, 1) is False


def test_without_always_ask_a_window_that_opens_is_answered_at_once():
    """With always_ask off the window opens only for a cat in hand, so it may always be answered at once."""
    s = attacked([CATS[0]], always_ask=False)
    assert s.phase is Phase.DEFEND and GAME.may_answer_at_once(s, 1) is True
    skipped = attacked([F1[6]], always_ask=False)
    assert skipped.phase is Phase.TURN


def test_space_time_hole_arrival_follows_the_cat_in_hand():
    """A ghost moved by the Space-time hole is a ghost attack: at once with a cat, waiting without."""
    lit = {"rooms": [[F1[2], F1[3]], [], []], "lights": [True, False, False], "ghosts": [GHOSTS[1], None, None]}
    for hand, at_once in (([CATS[0]], True), ([F2[5]], False)):
        s = new(3, hands=[[HOLE], [], hand], houses=houses(3, s1=lit, s2=TWO_FLOORS))
        s = play(s, (0, f"h.{GHOSTS[1]}.2"))
        assert GAME.window(s, 2) == "defend" and GAME.may_answer_at_once(s, 2) is at_once


def test_an_escaper_defending_against_a_stop_ghost_follows_the_cat_in_hand():
    """The escaper's defence against a stopping ghost is at once only with a cat in hand."""
    for hand, at_once in (([F1[4], CATS[0]], True), ([F1[4], F2[6]], False)):
        s = new(hands=[[F3[1], *hand], [GHOSTS[0]]], houses=houses(2, s0={"rooms": ONE_SHORT}))
        s = play(s, (0, f"r.{F3[1]}"), (1, "stop"))
        assert GAME.window(s, 0) == "defend" and GAME.may_answer_at_once(s, 0) is at_once


@pytest.mark.parametrize("hand", [[GHOSTS[0]], [F2[5]]], ids=["ghost", "no ghost"])
def test_escape_stop_is_answered_at_once_whatever_the_hand(hand):
    """'Do not stop' is the answer whether or not the seat holds a ghost, so it is always given at once."""
    s = new(hands=[[F3[1], F1[4]], hand], houses=houses(2, s0={"rooms": ONE_SHORT}))
    s = play(s, (0, f"r.{F3[1]}"))
    assert GAME.window(s, 1) == "stop"
    assert GAME.may_answer_at_once(s, 1) is True
    assert GAME.default_action(s, 1) == "nostop"


def test_a_turn_is_never_answered_at_once():
    """The active player's own turn is not a window and is never answered automatically."""
    s = new(hands=[[CATS[0]], []])
    assert GAME.window(s, 0) is None and GAME.may_answer_at_once(s, 0) is False


def test_labels_say_when_the_defence_waits():
    """The settings label says that without a cat the player answers in their own time."""
    assert "otherwise I answer in my own time" in say(GAME.traits.auto_answers["defend"])
    assert "do not stop" in say(GAME.traits.auto_answers["stop"])
    assert "inaczej odpowiadam we własnym tempie" in say(GAME.traits.auto_answers["defend"], PL)


# --- seeded random playouts ----------------------------------------------------------------------


def windows(players: int, game: int) -> list[tuple[GhostState, int, str]]:
    """Every (state, seat, window) of one random game where a seat owes an answer with an automatic choice."""
    start = GAME.new_game(players, 500 * players + game, {"always_ask": game % 3 != 0})
    return auto_answer_windows(GAME, start, random.Random(f"auto:{players}:{game}"))


@pytest.fixture(scope="module")
def playout_windows() -> list[tuple[GhostState, int, str]]:
    """The windows of many seeded random games (2 to 4 players, always_ask on and off)."""
    return [w for players in (2, 3, 4) for game in range(GAMES) for w in windows(players, game)]


def test_playouts_reach_both_windows_with_and_without_a_cat(playout_windows):
    """The random games open defence windows for seats with and without a cat, and escape stops."""
    seen = {(w, GAME.may_answer_at_once(s, seat)) for s, seat, w in playout_windows}
    assert seen == {("defend", True), ("defend", False), ("stop", True)}


def test_an_answer_given_at_once_is_legal_and_a_defence_is_a_cat(playout_windows):
    """Whenever a window may be answered at once, the default is legal, and a cat defence for 'defend'."""
    for s, seat, w in playout_windows:
        if GAME.may_answer_at_once(s, seat):
            a = GAME.default_action(s, seat)
            assert a in GAME.legal_actions(s, seat)
            assert a == ("cat" if w == "defend" else "nostop")
            check_invariants(GAME.apply(s, seat, a))


def test_at_once_follows_the_cat_in_hand_and_nothing_else(playout_windows):
    """The defence is at once exactly when the seat holds a cat; an escape stop always is."""
    for s, seat, w in playout_windows:
        holds_cat = any(CARDS[c].kind is Kind.CAT for c in s.hands[seat])
        assert GAME.may_answer_at_once(s, seat) is (holds_cat or w == "stop")


def other_hand(s: GhostState, seat: int, rng: random.Random) -> GhostState | None:
    """The same state with the seat's hand swapped for cards from the bottom of the deck (its size kept).

    Only hands the table cannot rule out: without always_ask a window opens only for a cat or a ghost.
    """
    hand, size = s.hands[seat], len(s.hands[seat])
    if len(s.deck) < size + 8:
        return None
    fresh = rng.sample(s.deck[-(size + 8) :], size)
    need = {"defend": Kind.CAT, "stop": Kind.GHOST}.get(GAME.window(s, seat) or "")
    if not s.always_ask and need and not any(CARDS[c].kind is need for c in fresh):
        return None
    swap = dict(zip(fresh, hand, strict=True))
    return replace(s, deck=tuple(swap.get(c, c) for c in s.deck)).with_hand(seat, tuple(fresh))


def test_an_answer_at_once_shows_the_same_whatever_the_hand_unless_it_is_a_cat(playout_windows):
    """Scrambling the answering seat's hand changes neither the decision nor what the table sees, except a cat."""
    rng = random.Random("scramble")
    compared = 0
    for s, seat, w in playout_windows:
        for _ in range(SCRAMBLES):
            s2 = other_hand(s, seat, rng)
            if s2 is None:
                continue
            check_invariants(s2)
            now, then = GAME.may_answer_at_once(s, seat), GAME.may_answer_at_once(s2, seat)
            if now != then:
                assert w == "defend"
                assert GAME.default_action(s if now else s2, seat) == "cat"
                continue
            if now:
                a, a2 = GAME.default_action(s, seat), GAME.default_action(s2, seat)
                after, after2 = GAME.apply(s, seat, a), GAME.apply(s2, seat, a2)
                assert GAME.describe(s, seat, a, after) == GAME.describe(s2, seat, a2, after2)
                # a game the answer ends reveals every hand; all the rest must still be the same
                assert replace(GAME.view(after, None), hands=()) == replace(GAME.view(after2, None), hands=())
                compared += 1
    assert compared > 50
