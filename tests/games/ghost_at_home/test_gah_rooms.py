"""Playing one or more room cards: lower floors first, wild rooms."""

from __future__ import annotations

import pytest

from bot.games.base import IllegalAction
from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.model import EMPTY
from tests.games.ghost_at_home.gah_helpers import F1, F2, F3, GHOSTS, WILDS, houses, new, play, refused


def test_several_room_cards_in_one_turn():
    """Two floor-1 rooms then a floor-2 room, all in one turn (the rulebook's example)."""
    s = new(hands=[[F1[0], F1[1], F2[0]], []])
    s = play(s, (0, f"r.{F1[0]}.{F1[1]}.{F2[0]}"))
    assert s.houses[0].rooms == (F1[0], F1[1], F2[0], EMPTY, EMPTY, EMPTY)
    assert GAME.to_act(s) == {1}


def test_room_above_an_unfilled_floor_is_refused():
    """A floor-2 room cannot go in while floor 1 is not full; nothing changes."""
    s = new(hands=[[F1[0], F2[0], GHOSTS[0]], []])
    assert "lower floors first" in refused(lambda: GAME.apply(s, 0, f"r.{F2[0]}"))
    assert "lower floors first" in refused(lambda: GAME.apply(s, 0, f"r.{F1[0]}.{F2[0]}"))
    assert s.hands[0] == (F1[0], F2[0], GHOSTS[0]) and set(s.houses[0].rooms) == {EMPTY}


def test_floor_three_room_waits_for_a_full_floor_two():
    """With one room on floor 2, a floor-3 room is refused but a floor-2 room is fine."""
    s = new(hands=[[F3[0], F2[1], F1[5]], []], houses=houses(2, s0={"rooms": [[F1[0], F1[1]], [F2[0]], []]}))
    assert f"r.{F3[0]}" not in GAME.legal_actions(s, 0)
    assert f"r.{F2[1]}.{F3[0]}" in GAME.legal_actions(s, 0)
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, f"r.{F3[0]}")


def test_card_order_in_the_action_does_not_matter():
    """The cards of a room action may be listed in any order."""
    s = new(hands=[[F1[0], F1[1], F2[0]], []])
    assert play(s, (0, f"r.{F2[0]}.{F1[1]}.{F1[0]}")) == play(s, (0, f"r.{F1[0]}.{F1[1]}.{F2[0]}"))


def test_wild_room_fills_the_gap_below_a_room_card():
    """A wild room completes floor 1 so a floor-2 room can follow in the same turn."""
    s = new(hands=[[WILDS[0], F2[0], GHOSTS[0]], []], houses=houses(2, s0={"rooms": [[F1[0]], [], []]}))
    s = play(s, (0, f"r.{WILDS[0]}.{F2[0]}"))
    assert s.houses[0].rooms[:3] == (F1[0], WILDS[0], F2[0])


def test_wild_room_can_be_any_floor():
    """A wild room is a floor-3 room once floors 1 and 2 are full."""
    s = new(hands=[[WILDS[1], GHOSTS[0]], []], houses=houses(2, s0={"rooms": [[F1[0], F1[1]], [F2[0], F2[1]], []]}))
    s = play(s, (0, f"r.{WILDS[1]}"))
    assert s.houses[0].rooms[4] == WILDS[1]


def test_non_room_card_cannot_be_played_as_a_room():
    """Only room cards and wild rooms explore rooms."""
    s = new(hands=[[GHOSTS[0], F1[0]], []])
    assert "not a room card" in refused(lambda: GAME.apply(s, 0, f"r.{GHOSTS[0]}"))


def test_cards_not_in_hand_are_refused():
    """A player can only play cards from their own hand."""
    s = new(hands=[[F1[0]], [F1[1]]])
    assert "your own hand" in refused(lambda: GAME.apply(s, 0, f"r.{F1[1]}"))


def test_room_play_ends_the_turn_with_a_draw_up_to_three():
    """After playing two of three cards the player draws back up to three."""
    s = new(hands=[[F1[0], F1[1], GHOSTS[0]], []], deck=[F3[5], F3[6]])
    s = play(s, (0, f"r.{F1[0]}.{F1[1]}"))
    assert sorted(s.hands[0]) == sorted([GHOSTS[0], F3[5], F3[6]])


def test_legal_room_sets_are_exactly_the_placeable_ones():
    """With floor-1, floor-2 and floor-3 cards in hand, only sets that fill upward are offered."""
    s = new(hands=[[F1[0], F2[0], F3[0]], []], houses=houses(2, s0={"rooms": [[F1[1]], [], []]}))
    rooms = {a for a in GAME.legal_actions(s, 0) if a.startswith("r.")}
    assert rooms == {f"r.{F1[0]}", f"r.{F1[0]}.{F2[0]}"}
