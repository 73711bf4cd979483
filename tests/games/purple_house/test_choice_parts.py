"""What the controls read from The Purple House: choice groups, parts and hints, typed moves, the view's flags."""

from __future__ import annotations

import random

import pytest

from bot.games.purple_house import GAME, PurpleHouseState
from bot.i18n import say
from tests.games.purple_house.purple_house_helpers import cell_of, clue, escape, refused

ITEMS = {"centre", "corner", "handkerchief"}


def states(players: int, seed: int) -> list[PurpleHouseState]:
    """Every state of a seeded random game."""
    rng = random.Random(f"parts:{players}:{seed}")
    s = GAME.new_game(players, seed, {})
    out = [s]
    while GAME.outcome(s) is None:
        seat = rng.choice(sorted(GAME.to_act(s)))
        s = GAME.apply(s, seat, rng.choice(list(GAME.legal_actions(s, seat))))
        out.append(s)
    return out


@pytest.mark.parametrize("players", [1, 2, 3, 5])
def test_every_choice_is_found_again_from_its_parts(players: int) -> None:
    """A typed move made of a choice's parts (``compose``) is that choice's action, for every group."""
    for s in states(players, players)[::3]:
        for seat in sorted(GAME.to_act(s)):
            for c in GAME.choices(s, seat):
                parts = dict(c.parts)
                if c.group == "flip":
                    assert set(parts) == {"card"} and GAME.compose(s, seat, "flip", [parts["card"]]) == c.action
                elif c.group in ("ready", "house") and not parts:
                    assert GAME.compose(s, seat, c.group, []) == c.action
                else:
                    assert GAME.compose(s, seat, "change", [parts["change"]]) == c.action
                    if c.group != "ready":
                        assert parts["item"] in ITEMS and c.group == f"card{parts['card']}"
                        label, hint = say(c.label), say(c.hint)
                        assert label == f"{label.split(': ', 1)[0]}: {hint}"


def test_a_modification_says_its_card_item_and_change() -> None:
    """Card 1 without an X offers a Centre X and four corners, each with its card and item."""
    s = GAME.new_game(1, 3, {}, {"marks": {}})
    found = {c.action: c for c in GAME.choices(s, 0)}
    centre = found["c1"]
    assert centre.parts == (("card", "1"), ("item", "centre"), ("change", "c1"))
    assert say(centre.hint) == "add a Centre X" and say(centre.label).startswith("Card 1 (")
    corner = found["x1.ul"]
    assert dict(corner.parts)["item"] == "corner" and say(corner.hint) == "add a Corner X at upper left"
    assert found["auto"].parts == (("change", "auto"),) and found["auto"].group == "ready"


def test_typed_parts_that_name_no_move_compose_nothing() -> None:
    """Parts that are no move of the game give None, so the cog can say what to pick instead."""
    s = GAME.new_game(2, 1, {})
    for group, picks in [("change", ["f3"]), ("change", ["r." + "7" * 50]), ("flip", ["x"]), ("flip", ["1", "2"])]:
        assert GAME.compose(s, 0, group, picks) is None
    assert GAME.compose(s, 0, "ready", ["now"]) is None
    assert GAME.compose(s, 0, "dance", []) is None


def test_a_composed_move_that_is_not_allowed_is_refused_in_the_engines_words() -> None:
    """Flipping the Current Room by number composes its flip; the engine then says why not."""
    s = escape(current=clue("Lamp", 1))
    action = GAME.compose(s, s.key, "flip", [str(cell_of(s, clue("Lamp", 1)))])
    assert action is not None
    with refused("Current Room, already face-up"):
        GAME.apply(s, s.key, action)


def test_the_view_says_whether_scouting_has_begun() -> None:
    """``scouted`` is off when cards are dealt, on after a modification or a ready, off in the Escape Phase."""
    s = GAME.new_game(2, 4, {})
    assert not GAME.view(s, None).scouted
    s = GAME.apply(s, 0, GAME.legal_actions(s, 0)[0])
    assert GAME.view(s, None).scouted and GAME.view(s, 1).scouted
    for seat in (0, 1):
        while seat in GAME.to_act(s):
            s = GAME.apply(s, seat, GAME.default_action(s, seat))
    assert GAME.view(s, None).phase == "escape" and not GAME.view(s, None).scouted
