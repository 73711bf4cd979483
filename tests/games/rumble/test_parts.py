"""Rumble in the House describes its moves by parts, so the cogs never build or read action ids."""

from __future__ import annotations

import random

from bot.games.rumble import GAME
from bot.games.rumble.data import CHARACTERS
from bot.games.rumble.model import OUT
from bot.i18n import say
from tests.games.rumble.test_rules import refused


def states(players: int = 4, seed: int = 7, plies: int = 200):
    """States along a seeded random game."""
    rng = random.Random(seed)
    s = GAME.new_game(players, seed, {"layout": "manor"})
    for _ in range(plies):
        if s.finished:
            return
        yield s
        s = GAME.apply(s, s.turn, rng.choice(list(GAME.legal_actions(s, s.turn))))


def test_every_choice_is_made_of_the_parts_its_command_names():
    """Moves are a character and a room, fights a victim, and composing those parts gives the same move."""
    for s in states():
        for choice in GAME.choices(s, s.turn):
            names = [name for name, _value in choice.parts]
            assert names == (["character", "room"] if choice.group == "move" else ["victim"])
            picks = [value for _name, value in choice.parts]
            assert GAME.compose(s, s.turn, choice.group, picks) == choice.action


def test_compose_names_a_move_that_is_not_legal_so_the_engine_can_say_why():
    """A typed move through a wall is composed; apply then refuses it with the reason."""
    s = GAME.new_game(3, 1, {}, {"positions": tuple(range(12)), "turn": 0})
    action = GAME.compose(s, 0, "move", ["0", "11"])
    assert action is not None and action not in GAME.legal_actions(s, 0)
    with refused("No door joins the Attic and the Crypt"):
        GAME.apply(s, 0, action)


def test_compose_refuses_parts_that_name_nothing_in_the_house():
    """Out-of-range, non-canonical or missing parts compose no move."""
    s = GAME.new_game(3, 1, {})
    for group, picks in [
        ("move", ["0", "99"]),
        ("move", ["12", "1"]),
        ("move", ["01", "1"]),
        ("move", ["0"]),
        ("move", ["0-1", "2"]),
        ("fight", ["12"]),
        ("fight", ["x"]),
        ("fight", []),
        ("ghost", ["1"]),
    ]:
        assert GAME.compose(s, 0, group, picks) is None, (group, picks)


def test_part_labels_word_every_value_a_choice_uses():
    """Each character and room a choice is made of has its words in the view, for autocomplete."""
    for s in states():
        view = GAME.view(s, None)
        words = {(name, value): say(text) for name, value, text in view.part_labels}
        for choice in GAME.choices(s, s.turn):
            for part in choice.parts:
                assert part in words, part
        for c, room in enumerate(s.positions):
            if room != OUT:
                where = view.rooms[room].name
                assert words[("character", str(c))] == words[("victim", str(c))] == f"{CHARACTERS[c]} (in the {where})"
            else:
                assert ("character", str(c)) not in words
        assert [words[("room", str(r.index))] for r in view.rooms] == [r.name for r in view.rooms]
