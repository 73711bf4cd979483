"""The end of a Ghost at Home game: the reveal text, and views that carry every hand only once it is over."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.games.ghost_at_home import GAME, GhostState
from bot.games.ghost_at_home.data import CARDS
from bot.games.ghost_at_home.views import card_view
from bot.i18n import say
from tests.games.ghost_at_home.gah_helpers import (
    CATS,
    F1,
    F2,
    F3,
    GHOSTS,
    LIGHTNING,
    ONE_SHORT,
    houses,
    new,
    play,
)

MAX_REVEAL = 1500
HANDS = [[F3[1], F1[4]], [GHOSTS[0], F2[5], CATS[0]], [LIGHTNING, F3[4]], [F2[6]]]
"""Seat 0 completes its house with F3[1] and keeps F1[4]."""


def escaped(players: int = 3) -> GhostState:
    """Seat 0 explored its whole house and nobody stopped it."""
    s = new(players, hands=HANDS[:players], houses=houses(players, s0={"rooms": ONE_SHORT}))
    s = play(s, (0, f"r.{F3[1]}"))
    while GAME.outcome(s) is None:
        s = play(s, (min(GAME.to_act(s)), "nostop"))
    return s


def reveal(s: GhostState) -> str:
    """The reveal said in English (seats as "Player N")."""
    return say(GAME.reveal(s))


def lines(s: GhostState) -> list[str]:
    """The reveal's lines."""
    return reveal(s).split("\n")


def label(card: int) -> str:
    """A card's label in English."""
    return say(CARDS[card].label)


def playout(players: int, game: int) -> list[GhostState]:
    """Every state of one seeded random game."""
    rng = random.Random(f"reveal:{players}:{game}")
    s = GAME.new_game(players, 70 * players + game, {"always_ask": game == 0})
    states = [s]
    while GAME.outcome(s) is None:
        seat = rng.choice(sorted(GAME.to_act(s)))
        s = GAME.apply(s, seat, rng.choice(list(GAME.legal_actions(s, seat))))
        states.append(s)
    return states


@pytest.fixture(scope="module")
def games() -> list[list[GhostState]]:
    """Seeded random games at 2–4 players."""
    return [playout(players, game) for players in (2, 3, 4) for game in range(2)]


def test_reveal_is_empty_while_the_game_runs(games: list[list[GhostState]]):
    """Before the end there is nothing to reveal, at any ply."""
    assert all(GAME.reveal(s) == "" for states in games for s in states[:-1])


def test_reveal_starts_with_the_result():
    """The first line is the outcome's sentence."""
    s = escaped()
    outcome = GAME.outcome(s)
    assert outcome is not None and lines(s)[0] == say(outcome.text)


def test_reveal_lists_every_hand_card_by_card():
    """One line per seat names every card it held at the end, rooms first."""
    s = escaped()
    assert lines(s)[1:4] == [
        f"Player 1 held {label(F1[4])}.",
        f"Player 2 held {label(F2[5])}, {label(GHOSTS[0])} and {label(CATS[0])}.",
        f"Player 3 held {label(F3[4])} and {label(LIGHTNING)}.",
    ]


def test_reveal_says_how_each_score_was_reached():
    """The last line gives every score with the rooms explored on each floor."""
    assert lines(escaped())[-1] == (
        "Scores, rooms explored (floors 1+2+3): Player 1 6 (2+2+2), Player 2 0 (0+0+0), Player 3 0 (0+0+0)."
    )


def test_reveal_names_an_empty_hand():
    """A seat that ended with no cards is said to hold none."""
    s = new(2, hands=[[F3[1]], [F2[5]]], houses=houses(2, s0={"rooms": ONE_SHORT}))
    s = play(s, (0, f"r.{F3[1]}"), (1, "nostop"))
    assert lines(s)[1] == "Player 1 held no cards."


def test_reveal_says_who_left_the_game():
    """A seat that left has no hand to show and scores 0; the last one in wins."""
    s = GAME.resign(GAME.resign(new(3, hands=HANDS[:3]), 1), 2)
    assert lines(s)[0] == "Player 1 wins: everybody else left the game."
    assert lines(s)[2] == "Player 2 left the game: their hand was discarded."
    assert lines(s)[3] == "Player 3 left the game: their hand was discarded."
    assert lines(s)[-1].endswith("Player 2 0 (left), Player 3 0 (left).")


def test_reveal_has_one_item_per_line(games: list[list[GhostState]]):
    """The result, one line per seat and the scores: players + 2 lines."""
    for states in games:
        assert len(lines(states[-1])) == states[-1].players + 2


def test_reveal_of_four_full_hands_fits_in_1500_characters():
    """Four seats holding three of the longest cards each still give a short reveal."""
    longest = sorted(CARDS, key=lambda c: -len(say(c.label)))
    hands = tuple(tuple(c.id for c in longest[3 * q : 3 * q + 3]) for q in range(4))
    s = replace(escaped(4), hands=hands)
    assert len(reveal(s)) <= MAX_REVEAL
    assert all(say(c.label) in reveal(s) for c in longest[:12])


def test_the_public_view_carries_no_hand_before_the_end(games: list[list[GhostState]]):
    """While the game runs the public view holds neither a hand nor a revealed one."""
    for states in games:
        for s in states[:-1]:
            view = GAME.view(s, None)
            assert view.hands == () and view.hand == ()


def test_a_seats_view_carries_only_its_own_hand_before_the_end(games: list[list[GhostState]]):
    """While the game runs a seat sees its own hand and no revealed hands."""
    for states in games:
        s = states[len(states) // 2]
        for seat in range(s.players):
            assert GAME.view(s, seat).hands == ()


def test_every_view_carries_every_hand_at_the_end():
    """Once the game is over the public view and every seat's view show every seat's hand as card faces."""
    s = escaped()
    faces = tuple(tuple(card_view(c) for c in sorted(h, key=lambda c: (CARDS[c].floor == 0, c))) for h in s.hands)
    assert all(GAME.view(s, seat).hands == faces for seat in (None, 0, 1, 2))
