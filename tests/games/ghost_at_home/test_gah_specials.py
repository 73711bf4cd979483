"""The special cards: Space-time hole, Light bulb, Cat food, Elevator, Lightning."""

from __future__ import annotations

from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.model import EMPTY, Phase
from tests.games.ghost_at_home.gah_helpers import (
    BULB,
    CATS,
    ELEVATOR,
    F1,
    F2,
    FOOD,
    GHOSTS,
    HOLE,
    LIGHTNING,
    check_invariants,
    houses,
    new,
    play,
    refused,
)


def lit_haunted(ghost: int, a: int, b: int) -> dict:
    """A house with a full, lit floor 1 holding a ghost."""
    return {"rooms": [[a, b], [], []], "lights": [True, False, False], "ghosts": [ghost, None, None]}


def test_space_time_hole_brings_a_second_ghost_to_a_lit_floor():
    """Hole moves Player 3's ghost onto Player 2's haunted lit floor: rooms and both ghosts go, light off."""
    s = new(
        3,
        hands=[[HOLE], [], []],
        houses=houses(3, s1=lit_haunted(GHOSTS[0], F1[0], F1[1]), s2=lit_haunted(GHOSTS[1], F1[2], F1[3])),
    )
    assert f"h.{GHOSTS[1]}.1" in GAME.legal_actions(s, 0)
    s = play(s, (0, f"h.{GHOSTS[1]}.1"))
    assert GAME.to_act(s) == {1} and s.attack is not None and s.attack.floor == 1
    s = play(s, (1, "allow"))
    assert s.houses[1].rooms == (EMPTY,) * 6 and s.houses[1].ghosts == (EMPTY,) * 3
    assert s.houses[1].lights == (False, False, False)
    assert s.houses[2].rooms[:2] == (F1[2], F1[3]) and s.houses[2].ghosts[0] == EMPTY
    assert {HOLE, GHOSTS[0], GHOSTS[1], F1[0], F1[1]} <= set(s.discard)
    check_invariants(s)


def test_space_time_hole_can_take_a_ghost_from_your_own_house():
    """The ghost may come from the player's own house."""
    s = new(
        hands=[[HOLE], []], houses=houses(2, s0=lit_haunted(GHOSTS[0], F1[0], F1[1]), s1={"rooms": [[F1[2]], [], []]})
    )
    s = play(s, (0, f"h.{GHOSTS[0]}.1"), (1, "allow"))
    assert s.houses[0].ghosts == (EMPTY,) * 3
    assert s.houses[1].rooms == (EMPTY,) * 6


def test_space_time_hole_arrival_can_be_cancelled_by_a_cat_from_hand():
    """RULINGS 5: the hole's ghost is an attack, so a cat from hand cancels it."""
    s = new(
        hands=[[HOLE], [CATS[0]]],
        houses=houses(2, s0=lit_haunted(GHOSTS[0], F1[0], F1[1]), s1={"rooms": [[F1[2]], [], []]}),
    )
    s = play(s, (0, f"h.{GHOSTS[0]}.1"), (1, "cat"))
    assert s.houses[1].rooms[0] == F1[2]
    assert {GHOSTS[0], CATS[0], HOLE} <= set(s.discard)


def test_space_time_hole_needs_a_ghost_in_play():
    """Without a ghost in any house the hole has nothing to move."""
    s = new(hands=[[HOLE], []], houses=houses(2, s1={"rooms": [[F1[2]], [], []]}))
    assert not any(a.startswith("h.") for a in GAME.legal_actions(s, 0))
    assert "Space-time hole moves a ghost" in refused(lambda: GAME.apply(s, 0, f"h.{GHOSTS[0]}.1"))


def test_light_bulb_lights_a_floor_above_full_floors():
    """The Light bulb lights floor 2 once floor 1 is full, and not floor 3."""
    s = new(hands=[[BULB], []], houses=houses(2, s0={"rooms": [[F1[0], F1[1]], [], []]}))
    assert {a for a in GAME.legal_actions(s, 0) if a.startswith("b.")} == {"b.1", "b.2"}
    assert "below floor 3" in refused(lambda: GAME.apply(s, 0, "b.3"))
    s = play(s, (0, "b.2"))
    assert s.houses[0].lights == (False, True, False) and BULB in s.discard


def test_cat_food_targets_are_opponent_cats_and_your_free_rooms():
    """Cat food offers every opponent cat onto each of your floors with a free room."""
    s = new(
        3,
        hands=[[FOOD], [], []],
        houses=houses(
            3,
            s0={"rooms": [[F1[0], F1[1]], [F2[0]], []], "cats": [[CATS[0]], [], []]},
            s1={"rooms": [[F1[2]], [], []], "cats": [[CATS[1]], [], []]},
            s2={"rooms": [[F1[3]], [], []], "cats": [[CATS[2]], [], []]},
        ),
    )
    food = {a for a in GAME.legal_actions(s, 0) if a.startswith("f.")}
    assert food == {f"f.{c}.{f}" for c in (CATS[1], CATS[2]) for f in (1, 2)}
    s = play(s, (0, f"f.{CATS[2]}.2"))
    assert s.houses[0].cats[2] == CATS[2] and s.houses[2].cats == (EMPTY,) * 6


def test_cat_food_cannot_take_your_own_cat():
    """Cat food takes a cat from an opponent only."""
    s = new(hands=[[FOOD], []], houses=houses(2, s0={"rooms": [[F1[0], F1[1]], [], []], "cats": [[CATS[0]], [], []]}))
    assert "opponent's cat" in refused(lambda: GAME.apply(s, 0, f"f.{CATS[0]}.1"))


def test_cat_food_onto_a_haunted_floor_discards_cat_and_ghost():
    """The fed cat lands on a floor with a ghost: both are discarded."""
    mine = lit_haunted(GHOSTS[0], F1[0], F1[1])
    s = new(hands=[[FOOD], []], houses=houses(2, s0=mine, s1={"rooms": [[F1[2]], [], []], "cats": [[CATS[1]], [], []]}))
    s = play(s, (0, f"f.{CATS[1]}.1"))
    assert s.houses[0].ghosts == (EMPTY,) * 3 and s.houses[0].cats == (EMPTY,) * 6
    assert s.houses[1].cats == (EMPTY,) * 6 and {CATS[1], GHOSTS[0]} <= set(s.discard)


def test_elevator_targets_other_floors_with_a_free_room():
    """The Elevator moves your cat to another floor that has a room without a cat."""
    s = new(
        hands=[[ELEVATOR], []],
        houses=houses(2, s0={"rooms": [[F1[0], F1[1]], [F2[0], F2[1]], []], "cats": [[CATS[0]], [], []]}),
    )
    assert {a for a in GAME.legal_actions(s, 0) if a.startswith("e.")} == {f"e.{CATS[0]}.2"}
    s = play(s, (0, f"e.{CATS[0]}.2"))
    assert s.houses[0].cats == (EMPTY, EMPTY, CATS[0], EMPTY, EMPTY, EMPTY)


def test_elevator_cannot_move_an_opponent_cat():
    """The Elevator works inside your own house only."""
    s = new(
        hands=[[ELEVATOR], []],
        houses=houses(
            2, s0={"rooms": [[F1[0], F1[1]], [F2[0]], []]}, s1={"rooms": [[F1[2]], [], []], "cats": [[CATS[1]], [], []]}
        ),
    )
    assert not any(a.startswith("e.") for a in GAME.legal_actions(s, 0))
    assert "Elevator" in refused(lambda: GAME.apply(s, 0, f"e.{CATS[1]}.2"))


def test_lightning_turns_off_the_top_floor_light():
    """Lightning darkens the opponent's highest explored floor."""
    s = new(
        hands=[[LIGHTNING], []],
        houses=houses(2, s1={"rooms": [[F1[0], F1[1]], [F2[0]], []], "lights": [True, True, False]}),
    )
    s = play(s, (0, "z.1"))
    assert s.houses[1].lights == (True, False, False) and s.houses[1].rooms[2] == F2[0]


def test_lightning_on_a_lit_haunted_floor_clears_it():
    """RULINGS 6: the ghost on the darkened floor discards the rooms at once."""
    s = new(hands=[[LIGHTNING], []], houses=houses(2, s1=lit_haunted(GHOSTS[0], F1[0], F1[1])))
    s = play(s, (0, "z.1"))
    assert s.houses[1].rooms == (EMPTY,) * 6 and s.houses[1].ghosts == (EMPTY,) * 3
    assert {GHOSTS[0], F1[0], F1[1], LIGHTNING} <= set(s.discard)
    assert s.phase is Phase.TURN and s.turn == 1


def test_lightning_needs_a_lit_top_floor():
    """Lightning only strikes the highest explored floor: a lit lower floor is out of reach."""
    s = new(
        hands=[[LIGHTNING], []],
        houses=houses(2, s1={"rooms": [[F1[0], F1[1]], [F2[0]], []], "lights": [True, False, False]}),
    )
    assert "z.1" not in GAME.legal_actions(s, 0)
    assert "Lightning" in refused(lambda: GAME.apply(s, 0, "z.1"))


def test_beginner_game_deals_no_special_card_in_a_whole_game():
    """Beginner games never show a special-card action."""
    s = GAME.new_game(2, 5, {"beginner": True})
    heads = {a.split(".")[0] for p in (0,) for a in GAME.legal_actions(s, p)}
    assert not heads & {"h", "b", "f", "e", "z"}
