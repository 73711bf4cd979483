"""Cat cards on your own rooms, and turning on a light (2-3 cards, at least 5 bulbs)."""

from __future__ import annotations

import pytest

from bot.games.base import IllegalAction
from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.model import EMPTY
from tests.games.ghost_at_home.gah_helpers import CATS, F1, F2, GHOSTS, houses, new, play, refused, room

FLOOR_ONE = {"rooms": [[F1[0], F1[1]], [], []]}


def test_cat_sits_on_an_explored_room():
    """A cat goes on one of your rooms and stays to defend the floor."""
    s = play(new(hands=[[CATS[0]], []], houses=houses(2, s0=FLOOR_ONE)), (0, "c.1"))
    assert s.houses[0].cats == (CATS[0], EMPTY, EMPTY, EMPTY, EMPTY, EMPTY)


def test_one_cat_per_room():
    """A second cat takes the other room of the floor; a third finds no room without a cat."""
    s = new(hands=[[CATS[2]], []], houses=houses(2, s0={**FLOOR_ONE, "cats": [[CATS[0]], [], []]}))
    s = play(s, (0, "c.1"))
    assert s.houses[0].cats[:2] == (CATS[0], CATS[2])
    full = new(hands=[[CATS[2]], []], houses=houses(2, s0={**FLOOR_ONE, "cats": [[CATS[0], CATS[1]], [], []]}))
    assert "no cat yet" in refused(lambda: GAME.apply(full, 0, "c.1"))


def test_cat_needs_an_explored_room():
    """A cat cannot go on a floor without rooms."""
    s = new(hands=[[CATS[0]], []], houses=houses(2, s0=FLOOR_ONE))
    assert "c.2" not in GAME.legal_actions(s, 0)
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, "c.2")


def test_cat_on_a_floor_with_a_ghost_discards_both_but_not_the_rooms():
    """A cat played on a haunted floor chases the ghost: both go, the rooms stay."""
    haunted = {**FLOOR_ONE, "lights": [True, False, False], "ghosts": [GHOSTS[0], None, None]}
    s = play(new(hands=[[CATS[0]], []], houses=houses(2, s0=haunted)), (0, "c.1"))
    h = s.houses[0]
    assert h.ghosts == (EMPTY,) * 3 and h.cats == (EMPTY,) * 6 and h.rooms[:2] == (F1[0], F1[1])
    assert {CATS[0], GHOSTS[0]} <= set(s.discard)


def test_light_with_three_plus_two_bulbs():
    """A 3-bulb and a 2-bulb card (5 bulbs) light floor 1."""
    a, b = room(1, 3), room(2, 2)
    s = play(new(hands=[[a, b, GHOSTS[0]], []]), (0, f"l.1.{a}.{b}"))
    assert s.houses[0].lights == (True, False, False)
    assert {a, b} <= set(s.discard) and GHOSTS[0] in s.hands[0]


def test_light_with_three_one_zero_bulbs_is_refused():
    """3 + 1 + 0 = 4 bulbs is not enough."""
    a, b = room(1, 3), room(2, 1)
    s = new(hands=[[a, b, GHOSTS[0]], []])
    assert "4 bulbs" in refused(lambda: GAME.apply(s, 0, f"l.1.{a}.{b}.{GHOSTS[0]}"))
    assert not any(a.startswith("l.") for a in GAME.legal_actions(s, 0))


def test_light_with_two_two_one_bulbs():
    """Three cards with 2 + 2 + 1 bulbs light a floor."""
    a, b, c = room(1, 2), room(2, 2), CATS[0]
    s = play(new(hands=[[a, b, c], []]), (0, f"l.1.{a}.{b}.{c}"))
    assert s.houses[0].lights[0]


def test_light_may_include_a_card_without_bulbs():
    """A 0-bulb card may go along when the other two show 5 bulbs."""
    a, b = room(1, 3), room(3, 2)
    s = play(new(hands=[[a, b, GHOSTS[0]], []]), (0, f"l.1.{a}.{b}.{GHOSTS[0]}"))
    assert s.houses[0].lights[0] and GHOSTS[0] in s.discard


def test_light_with_four_cards_is_refused():
    """RULINGS 2: a light costs exactly 2 or 3 cards, even with bulbs to spare."""
    cards = [room(1, 3, 0), room(1, 3, 1), room(1, 2), room(2, 2)]
    s = new(hands=[cards, []])
    assert "exactly 2 or 3 cards" in refused(lambda: GAME.apply(s, 0, "l.1." + ".".join(map(str, cards))))


def test_light_with_one_card_is_refused():
    """A single card never turns on a light."""
    s = new(hands=[[room(1, 3), GHOSTS[0]], []])
    assert "exactly 2 or 3 cards" in refused(lambda: GAME.apply(s, 0, f"l.1.{room(1, 3)}"))


def test_first_floor_light_is_always_allowed():
    """Floor 1 may be lit in an empty house; floor 2 may not."""
    a, b = room(1, 3), room(2, 3)
    s = new(hands=[[a, b], []])
    assert f"l.1.{a}.{b}" in GAME.legal_actions(s, 0)
    assert "below floor 2" in refused(lambda: GAME.apply(s, 0, f"l.2.{a}.{b}"))


def test_light_needs_every_lower_floor_full():
    """Floor 3 can be lit once floors 1 and 2 are full, even before any floor-3 room."""
    a, b = room(1, 3), room(2, 3)
    half = new(hands=[[a, b], []], houses=houses(2, s0={"rooms": [[F1[0], F1[1]], [F2[0]], []]}))
    assert f"l.3.{a}.{b}" not in GAME.legal_actions(half, 0)
    full = new(hands=[[a, b], []], houses=houses(2, s0={"rooms": [[F1[0], F1[1]], [F2[0], F2[1]], []]}))
    assert play(full, (0, f"l.3.{a}.{b}")).houses[0].lights == (False, False, True)


def test_light_already_on_is_refused():
    """A lit floor cannot be lit again."""
    a, b = room(1, 3), room(2, 3)
    s = new(hands=[[a, b], []], houses=houses(2, s0={"lights": [True, False, False]}))
    assert "already on" in refused(lambda: GAME.apply(s, 0, f"l.1.{a}.{b}"))
