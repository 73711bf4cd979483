"""Rumble in the House: what a seat learns in secret from a move (``Game.notes``).

Moves and fights are public, and a scored rumble's owners are revealed to everybody; the one
secret learned in play is the fresh deal after the fight that ends rumble 1 or 2: each seat is
told its two new characters.
"""

from __future__ import annotations

import random
import re

import pytest

from bot.games.base import SEAT
from bot.games.rumble import GAME, RumbleState
from bot.games.rumble.data import CHARACTERS
from bot.games.rumble.model import OUT
from bot.i18n import Text, say
from tests.games.rumble.test_views import redeal_others

NINJA, APE, PENGUIN, CAT, KID, CTHULHU, CHICKEN, MEERKATS, VAMPIRE, MUMMY, WITCH, ROBOT = range(12)
NAMED = re.compile("|".join(rf"(?<![\w-]){re.escape(name)}(?![\w-])" for name in CHARACTERS))
"""A character's name in a text, as a whole word."""


def last_fight(players: int = 3, **setup: object) -> RumbleState:
    """Characters 0..9 out in id order; Witch and Robot share the Attic, so ``f10`` ends the rumble."""
    positions = [OUT] * 12
    positions[WITCH] = positions[ROBOT] = 0
    secrets = [(2 * p, 2 * p + 1) for p in range(players)]
    scene = {"positions": positions, "exits": range(10), "secrets": secrets, "turn": 0, **setup}
    return GAME.new_game(players, 1, {}, scene)


def said(notes: dict[int, Text]) -> dict[int, str]:
    """Notes said in English."""
    return {seat: say(text) for seat, text in notes.items()}


def moves(players: int, seed: int) -> list[tuple[RumbleState, int, str, RumbleState]]:
    """Every (before, seat, action, after) of a seeded game of random legal actions."""
    rng = random.Random(seed)
    s = GAME.new_game(players, seed, {})
    out = []
    while not s.finished:
        seat = s.turn
        action = rng.choice(GAME.legal_actions(s, seat))
        after = GAME.apply(s, seat, action)
        out.append((s, seat, action, after))
        s = after
    return out


def test_a_move_teaches_nobody_anything_secret() -> None:
    """Moving a lone character is public: no notes."""
    s = GAME.new_game(3, 4, {}, {"positions": tuple(range(12)), "turn": 0})
    after = GAME.apply(s, 0, "m0-1")
    assert GAME.notes(s, 0, "m0-1", after) == {}


def test_a_fight_inside_a_rumble_teaches_nobody_anything_secret() -> None:
    """A fight that leaves more than one character in the house is public: no notes."""
    s = GAME.new_game(3, 4, {}, {"positions": (0, 0, *range(2, 12)), "turn": 1})
    after = GAME.apply(s, 1, "f0")
    assert GAME.notes(s, 1, "f0", after) == {}


def test_the_fight_ending_a_rumble_tells_every_seat_its_new_characters() -> None:
    """After rumble 1 is scored each seat gets one note naming its two characters of rumble 2."""
    before = last_fight(4)
    after = GAME.apply(before, 0, f"f{WITCH}")
    notes = said(GAME.notes(before, 0, f"f{WITCH}", after))
    assert set(notes) == {0, 1, 2, 3}
    for seat, text in notes.items():
        first, second = (CHARACTERS[c] for c in after.secrets[seat])
        assert text == f"Rumble 2 is dealt: your secret characters are {first} and {second}."


def test_the_fight_ending_the_game_has_no_notes() -> None:
    """The third rumble's reveal is public and nothing new is dealt."""
    before = last_fight(3, rumble=3)
    after = GAME.apply(before, 0, f"f{WITCH}")
    assert after.finished
    assert GAME.notes(before, 0, f"f{WITCH}", after) == {}


def test_a_seat_that_left_is_told_its_new_characters_score_nothing() -> None:
    """A resigned seat is still dealt characters; its note says they cannot score."""
    before = GAME.resign(last_fight(4), 2)
    after = GAME.apply(before, 0, f"f{WITCH}")
    text = say(GAME.notes(before, 0, f"f{WITCH}", after)[2])
    assert text.endswith("You have left the game, so they score nothing.")
    assert all(CHARACTERS[c] in text for c in after.secrets[2])


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (6, 3)])
def test_notes_name_only_what_the_receiving_seat_sees(players: int, seed: int) -> None:
    """Every character a note names is one of the seat's own in its view, and no note names a seat."""
    for before, seat, action, after in moves(players, seed):
        for receiver, text in said(GAME.notes(before, seat, action, after)).items():
            mine = {CHARACTERS[c] for c in GAME.view(after, receiver).my_characters}
            assert set(NAMED.findall(text)) <= mine, text
            assert set(NAMED.findall(text)) == mine
            assert not SEAT.search(text)


def test_a_note_ignores_the_other_seats_secrets() -> None:
    """Re-dealing everybody else's new characters leaves a seat's note the same."""
    rng = random.Random(5)
    before = last_fight(5)
    after = GAME.apply(before, 0, f"f{WITCH}")
    notes = GAME.notes(before, 0, f"f{WITCH}", after)
    for seat in range(5):
        other = redeal_others(after, seat, rng)
        assert GAME.notes(before, 0, f"f{WITCH}", other)[seat] == notes[seat]


def test_notes_are_short_and_speak_to_the_seat() -> None:
    """Every note is at most 200 characters and in the second person."""
    for before, seat, action, after in moves(6, 8):
        for text in said(GAME.notes(before, seat, action, after)).values():
            assert len(text) <= 200
            assert "your" in text


def test_only_the_rumble_ending_fights_have_notes() -> None:
    """Over a whole game exactly two moves carry notes: the ends of rumbles 1 and 2."""
    noted = [(b.rumble, a.rumble) for b, s, x, a in moves(4, 9) if GAME.notes(b, s, x, a)]
    assert noted == [(1, 2), (2, 3)]


def test_describe_stays_public_after_a_new_deal() -> None:
    """The sentence of the fight that ends a rumble does not depend on the new deal."""
    rng = random.Random(7)
    before = last_fight(4)
    after = GAME.apply(before, 0, f"f{WITCH}")
    text = say(GAME.describe(before, 0, f"f{WITCH}", after))
    for seat in range(4):
        assert say(GAME.describe(before, 0, f"f{WITCH}", redeal_others(after, seat, rng))) == text
    assert "is dealt" not in text
