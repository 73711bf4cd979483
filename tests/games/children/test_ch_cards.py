"""Dealing, the hand limit and the cards left in rooms."""

from __future__ import annotations

from bot.games.children import GAME
from bot.games.children.cards import hand_limit
from bot.games.children.data import CARDS, Kind
from tests.games.children.ch_helpers import FILLER, MABEL, PENNY, ROSIE, R, check_invariants, new, play


def test_deal_five_cards_without_ghosts_or_fates():
    """Every player starts with 5 cards and no ghost or fate among them."""
    for seed in range(20):
        s = GAME.new_game(4, seed, {})
        assert all(len(h) == 5 for h in s.hands)
        assert not any(CARDS[c].kind in (Kind.GHOST, Kind.FATE) for h in s.hands for c in h)
        check_invariants(s)


def test_deal_depends_on_the_seed_only():
    """The same seed deals the same game; another seed another one."""
    assert GAME.new_game(3, 42, {}) == GAME.new_game(3, 42, {})
    assert GAME.new_game(3, 42, {}).deck != GAME.new_game(3, 43, {}).deck


def test_hand_limit_counts_enraged_ghosts_in_the_mansion_only():
    """The limit is 5 less 1 per enraged ghost present; enraged ghosts still in the pile do not count."""
    s = new(haunts={R["Spire"]: [PENNY, ROSIE]}, enraged=[PENNY, ROSIE, MABEL])
    assert hand_limit(s) == 3


def test_leaving_cards_is_free_and_remembered():
    """Leaving a card costs no action; the leaver remembers it, the others only see a face-down card."""
    s = play(new(hands=[FILLER[:2], []]), (0, f"l.{FILLER[0]}"))
    room = R["Billiards Room"]
    assert s.actions_left == 2 and s.seen[0][room] == (FILLER[0],) and s.seen[1][room] == ()
    assert next(r for r in GAME.view(s, 1).rooms if r.id == room).cards == 1


def test_picking_up_makes_everybody_forget_the_room():
    """Once the cards of a room are picked up, nobody's memory of that room holds them any more."""
    s = new(hands=[FILLER[:2], []], pos=[R["Billiards Room"], R["Wash Room"]], deck=[FILLER[5], FILLER[6]])
    s = play(s, (0, f"l.{FILLER[0]}"), (0, f"m.{R['Wash Room']}"))
    assert s.seen[0][R["Billiards Room"]] == (FILLER[0],)
    s = new(hands=[[], []], under={R["Wash Room"]: [FILLER[0]]}, deck=[FILLER[5]])
    s = play(s, (0, f"m.{R['Wash Room']}"))
    assert all(seen[R["Wash Room"]] == () for seen in s.seen)
