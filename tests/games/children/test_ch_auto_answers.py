"""Automatic answers that give nothing away: trim, run, Kitty's pounce and Irwin Biddle show no hand."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.games.children import GAME
from bot.games.children.data import CARDS, Kind, toy_of
from bot.games.children.mansion import exits
from bot.games.children.model import ChildrenState
from bot.i18n import say
from tests.games.auto_windows import auto_answer_windows
from tests.games.children.ch_helpers import (
    BIDDLE,
    CATNIP,
    FILLER,
    JUMP_ROPE,
    KITE,
    MOUSE,
    PENNY,
    ROSIE,
    SPARE_TOYS,
    TEDDY,
    R,
    acting,
    check_invariants,
    new,
    play,
)

WASH, BILLIARDS, SPIRE, KITCHEN = R["Wash Room"], R["Billiards Room"], R["Spire"], R["Kitchen"]
GAMES = 12
SCRAMBLES = 4
"""Other hands tried for the answering seat at every window of a playout."""


def limit_drop(hand1: list[int]) -> ChildrenState:
    """Seat 0 traps Rosie, enraging Penny (limit 4); seat 1 holds ``hand1`` in the Kitchen and must trim."""
    s = new(hands=[[TEDDY], hand1], haunts={WASH: [ROSIE], SPIRE: [PENNY]}, minis={0: PENNY}, deck=[FILLER[0]])
    return play(s, (0, f"m.{WASH}"))


def ghost_comes(hand1: list[int]) -> ChildrenState:
    """Seat 0 moves Penny into the Kitchen, where seat 1 stands with ``hand1`` and must run."""
    s = new(hands=[[], hand1], haunts={BILLIARDS: [PENNY]}, pos=[SPIRE, KITCHEN], phase="ghost")
    return play(s, (0, f"g.{PENNY}.{KITCHEN}"))


@pytest.mark.parametrize(
    "hand",
    [[KITE, JUMP_ROPE, FILLER[1], MOUSE[0], FILLER[2]], [KITE, JUMP_ROPE, *SPARE_TOYS[:3]]],
    ids=["trap", "toys"],
)
def test_trim_is_answered_at_once_whatever_the_hand(hand):
    """A trim leaves a card face down, so it is answered at once with a trap or with nothing but toys in hand."""
    s = limit_drop(hand)
    assert acting(s) == 1 and GAME.window(s, 1) == "trim"
    assert GAME.may_answer_at_once(s, 1) is True
    a = GAME.default_action(s, 1)
    assert say(GAME.describe(s, 1, a, GAME.apply(s, 1, a))) == "left a card face down in the Kitchen."


@pytest.mark.parametrize("hand", [[KITE, FILLER[1]], [FILLER[1], FILLER[2]], []], ids=["toy", "no toy", "empty"])
def test_run_is_answered_at_once_with_or_without_a_toy(hand):
    """Running leaves cards face down and takes the first way out: at once, toy or no toy."""
    s = ghost_comes(hand)
    assert GAME.window(s, 1) == "run"
    assert GAME.may_answer_at_once(s, 1) is True
    while GAME.window(s, 1) == "run":
        assert GAME.may_answer_at_once(s, 1) is True
        s = play(s, (1, GAME.default_action(s, 1)))
    assert s.pos[1] != KITCHEN


@pytest.mark.parametrize("owner_hand", [[CATNIP[0]], []], ids=["catnip", "nothing"])
def test_kittys_owner_is_answered_at_once_whatever_it_holds(owner_hand):
    """Kitty Kitty's owner moves nobody whatever it holds, so the pounce is answered at once."""
    s = new(hands=[[], owner_hand], kitty=WASH, kitty_holder=1, deck=[FILLER[0]])
    s = play(s, (0, f"m.{WASH}"))
    assert GAME.window(s, 1) == "pounce"
    assert GAME.may_answer_at_once(s, 1) is True and GAME.default_action(s, 1) == "kn"


def test_irwin_biddle_is_answered_at_once_out_of_turn():
    """Every player holding a toy must give one up (public by the rules); which one is not told: at once."""
    s = new(hands=[[JUMP_ROPE], [KITE, SPARE_TOYS[3]]], deck=[BIDDLE[0], FILLER[0]])
    s = play(s, (0, f"m.{WASH}"))
    assert GAME.window(s, 0) is None and GAME.may_answer_at_once(s, 0) is False
    s = play(s, (0, f"bt.{JUMP_ROPE}"))
    assert GAME.window(s, 1) == "biddle" and GAME.may_answer_at_once(s, 1) is True
    a = GAME.default_action(s, 1)
    assert say(GAME.describe(s, 1, a, GAME.apply(s, 1, a))) == "gave up a toy to Irwin Biddle."


def test_a_turn_is_never_answered_at_once():
    """The active player's own decisions are not windows and are never answered automatically."""
    s = new()
    assert GAME.window(s, 0) is None and GAME.may_answer_at_once(s, 0) is False


# --- seeded random playouts ----------------------------------------------------------------------


def windows(players: int, game: int) -> list[tuple[ChildrenState, int, str]]:
    """Every (state, seat, window) of one random game where a seat owes an answer with an automatic choice."""
    start = GAME.new_game(players, 700 * players + game, {})
    return auto_answer_windows(GAME, start, random.Random(f"auto:{players}:{game}"))


@pytest.fixture(scope="module")
def playout_windows() -> list[tuple[ChildrenState, int, str]]:
    """The windows of many seeded random games with 2 to 4 players."""
    return [w for players in (2, 3, 4) for game in range(GAMES) for w in windows(players, game)]


def test_playouts_reach_every_window_with_an_automatic_answer(playout_windows):
    """The random games open trim, run, pounce and Irwin Biddle windows."""
    assert {w for _, _, w in playout_windows} == set(GAME.traits.auto_answers)


def test_an_answer_given_at_once_is_legal(playout_windows):
    """Whenever a window may be answered at once, its default answer is legal and keeps the invariants."""
    for s, seat, _ in playout_windows:
        assert GAME.may_answer_at_once(s, seat)
        a = GAME.default_action(s, seat)
        assert a in GAME.legal_actions(s, seat)
        check_invariants(GAME.apply(s, seat, a))


def other_hand(s: ChildrenState, seat: int, rng: random.Random) -> ChildrenState | None:
    """The same state with the seat's hand swapped for cards from the bottom of the draw pile (its size kept).

    Only hands the table cannot rule out: ghosts and fates are never held, a runner holds no toy
    of the ghosts it meets, Irwin Biddle asks only players holding a toy, and Catnip in hand shows
    whenever its holder stands with Kitty Kitty (her owner cannot move it), so it stays as it was.
    Nor does a runner get a toy of a ghost in a room it may flee to: a trap there would be the
    rules' doing (any answer into that room shows it), not the answer's.
    """
    hand, size = s.hands[seat], len(s.hands[seat])
    barred = set(CATNIP)
    if GAME.window(s, seat) == "run":
        rooms = (s.pos[seat], *exits(s, s.pos[seat]))
        barred |= {toy_of(g) for r in rooms for g in s.haunts[r]}
    bottom = s.deck[len(s.deck) // 2 :]
    pool = [c for c in bottom if CARDS[c].kind not in (Kind.GHOST, Kind.FATE) and c not in barred]
    if len(pool) < size + 4 or len(s.deck) < 12:
        return None
    out = [c for c in hand if c not in CATNIP]
    drawn = rng.sample(pool, len(out))
    fresh = tuple(c for c in hand if c in CATNIP) + tuple(drawn)
    if GAME.window(s, seat) == "biddle" and not any(CARDS[c].kind is Kind.TOY for c in fresh):
        return None
    swap = dict(zip(drawn, out, strict=True))
    return replace(s, deck=tuple(swap.get(c, c) for c in s.deck)).with_seat("hands", seat, fresh)


def test_an_answer_at_once_shows_the_table_the_same_whatever_the_hand(playout_windows):
    """With the answering seat's hand scrambled, it is still answered at once and the table sees the same."""
    rng = random.Random("scramble")
    compared = 0
    for s, seat, w in playout_windows:
        for _ in range(SCRAMBLES):
            s2 = other_hand(s, seat, rng)
            if s2 is None:
                continue
            check_invariants(s2)
            assert GAME.window(s2, seat) == w and GAME.may_answer_at_once(s2, seat)
            a, a2 = GAME.default_action(s, seat), GAME.default_action(s2, seat)
            after, after2 = GAME.apply(s, seat, a), GAME.apply(s2, seat, a2)
            assert GAME.describe(s, seat, a, after) == GAME.describe(s2, seat, a2, after2), w
            assert GAME.view(after, None) == GAME.view(after2, None), w
            compared += 1
    assert compared > 100
