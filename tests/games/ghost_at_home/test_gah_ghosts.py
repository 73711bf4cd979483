"""Ghost cards: targets, dark and lit floors, cats on the floor and cats from hand."""

from __future__ import annotations

from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.model import EMPTY, Phase
from bot.i18n import say
from tests.games.ghost_at_home.gah_helpers import CATS, F1, F2, GHOSTS, check_invariants, houses, new, play, refused

TWO_FLOORS = {"rooms": [[F1[0], F1[1]], [F2[0]], []]}
"""Floor 1 full, one room on floor 2: floor 2 is where ghosts strike."""


def test_ghost_on_a_dark_floor_discards_its_rooms():
    """Once let in, a ghost on a dark floor takes the rooms of that floor, and only that floor."""
    s = new(hands=[[GHOSTS[0]], [F1[5]]], houses=houses(2, s1=TWO_FLOORS))
    s = play(s, (0, "g.1"), (1, "allow"))
    assert s.houses[1].rooms == (F1[0], F1[1], EMPTY, EMPTY, EMPTY, EMPTY)
    assert {GHOSTS[0], F2[0]} <= set(s.discard)
    check_invariants(s)


def test_ghost_targets_the_highest_floor_with_rooms():
    """The ghost goes to the highest explored floor, not a lower one."""
    s = new(hands=[[GHOSTS[0]], []], houses=houses(2, s1=TWO_FLOORS))
    assert say(GAME.choices(s, 0)[0].label) == "Ghost on Player 2's floor 2"
    s = play(s, (0, "g.1"))
    assert s.attack is not None and s.attack.floor == 2


def test_ghost_on_a_lit_floor_stays():
    """A lit floor keeps its rooms and holds the ghost."""
    lit = {**TWO_FLOORS, "lights": [False, True, False]}
    s = new(hands=[[GHOSTS[0]], []], houses=houses(2, s1=lit))
    s = play(s, (0, "g.1"), (1, "allow"))
    assert s.houses[1].ghosts == (EMPTY, GHOSTS[0], EMPTY)
    assert s.houses[1].rooms[2] == F2[0] and s.houses[1].lights[1]


def test_ghost_meets_a_cat_on_the_floor():
    """A cat on the target floor: ghost and cat are discarded at once, rooms stay, no window."""
    s = new(hands=[[GHOSTS[0]], [CATS[1]]], houses=houses(2, s1={**TWO_FLOORS, "cats": [[], [CATS[0]], []]}))
    s = play(s, (0, "g.1"))
    assert s.phase is Phase.TURN and s.turn == 1
    assert s.houses[1].cats == (EMPTY,) * 6 and s.houses[1].rooms[2] == F2[0]
    assert {GHOSTS[0], CATS[0]} <= set(s.discard) and s.hands[1] == (CATS[1],)


def test_cat_from_hand_cancels_the_ghost_out_of_turn():
    """The target answers out of turn with a cat from hand: both are discarded, rooms stay."""
    s = new(hands=[[GHOSTS[0], F1[5]], [CATS[0], F1[6]]], houses=houses(2, s1=TWO_FLOORS))
    s = play(s, (0, "g.1"))
    assert GAME.to_act(s) == {1} and set(GAME.legal_actions(s, 1)) == {"cat", "allow"}
    s = play(s, (1, "cat"))
    assert s.houses[1].rooms[2] == F2[0]
    assert {GHOSTS[0], CATS[0]} <= set(s.discard) and CATS[0] not in s.hands[1]
    assert s.turn == 1 and s.phase is Phase.TURN


def test_the_attacker_cannot_answer_for_the_target():
    """Only the target may answer the cat window."""
    s = play(new(hands=[[GHOSTS[0]], [CATS[0]]], houses=houses(2, s1=TWO_FLOORS)), (0, "g.1"))
    assert "Player 2 must first decide" in refused(lambda: GAME.apply(s, 0, "allow"))


def test_window_opens_even_without_a_cat_by_default():
    """With always_ask on, a target without a cat is still asked, and may only let it in."""
    s = play(new(hands=[[GHOSTS[0]], [F1[5]]], houses=houses(2, s1=TWO_FLOORS)), (0, "g.1"))
    assert GAME.to_act(s) == {1} and GAME.legal_actions(s, 1) == ("allow",)
    assert "no cat" in refused(lambda: GAME.apply(s, 1, "cat"))


def test_window_is_skipped_without_a_cat_when_always_ask_is_off():
    """With always_ask off, a target holding no cat is not asked: the ghost lands at once."""
    s = new(options={"always_ask": False}, hands=[[GHOSTS[0]], [F1[5]]], houses=houses(2, s1=TWO_FLOORS))
    s = play(s, (0, "g.1"))
    assert s.phase is Phase.TURN and s.houses[1].rooms[2] == EMPTY


def test_window_is_shown_in_every_view_without_the_hand():
    """Public and private views name who answers and what; the answers do not depend on the hand."""
    with_cat = play(new(hands=[[GHOSTS[0]], [CATS[0]]], houses=houses(2, s1=TWO_FLOORS)), (0, "g.1"))
    without = play(new(hands=[[GHOSTS[0]], [F1[5]]], houses=houses(2, s1=TWO_FLOORS)), (0, "g.1"))
    for s in (with_cat, without):
        w = GAME.view(s, None).window
        assert w is not None and (w.kind, w.seat, w.target, w.floor, w.by) == ("defend", 1, 1, 2, 0)
        assert [a for a, _ in w.answers] == ["cat", "allow"]
    assert GAME.view(with_cat, 0).window == GAME.view(without, 0).window


def test_default_answer_defends_with_a_cat_when_holding_one():
    """RULINGS 8: at the deadline a held cat defends, otherwise the ghost comes in."""
    with_cat = play(new(hands=[[GHOSTS[0]], [CATS[0]]], houses=houses(2, s1=TWO_FLOORS)), (0, "g.1"))
    without = play(new(hands=[[GHOSTS[0]], [F1[5]]], houses=houses(2, s1=TWO_FLOORS)), (0, "g.1"))
    assert GAME.default_action(with_cat, 1) == "cat"
    assert GAME.default_action(without, 1) == "allow"


def test_turn_default_plays_the_most_rooms_else_discards_one_card():
    """An absent active player explores as many rooms as fit, or else discards and redraws one card."""
    rooms = new(hands=[[F1[0], F1[1], GHOSTS[0]], []])
    assert GAME.default_action(rooms, 0) == f"r.{F1[0]}.{F1[1]}"
    stuck = new(
        hands=[[F2[0], GHOSTS[0], F1[5]], []], houses=houses(2, s0={"rooms": [[F1[0], F1[1]], [F2[1], F2[2]], []]})
    )
    assert GAME.default_action(stuck, 0) == f"d.{F2[0]}"


def test_seats_owing_nothing_have_no_default():
    """default_action refuses for a seat that is not asked anything."""
    assert "owes no decision" in refused(lambda: GAME.default_action(new(hands=[[F1[0]], []]), 1))


def test_normal_ghost_cannot_join_a_ghost_already_there():
    """RULINGS 3: a ghost play may not target a floor that already has a ghost."""
    haunted = {**TWO_FLOORS, "lights": [False, True, False], "ghosts": [None, GHOSTS[1], None]}
    s = new(hands=[[GHOSTS[0]], []], houses=houses(2, s1=haunted))
    assert "g.1" not in GAME.legal_actions(s, 0)
    assert "already has a ghost" in refused(lambda: GAME.apply(s, 0, "g.1"))


def test_ghost_needs_a_house_with_rooms():
    """A player with no rooms cannot be haunted."""
    s = new(hands=[[GHOSTS[0]], []])
    assert "no rooms yet" in refused(lambda: GAME.apply(s, 0, "g.1"))


def test_ghost_cannot_target_your_own_house():
    """Ghosts go on an opponent's house."""
    s = new(hands=[[GHOSTS[0]], []], houses=houses(2, s0=TWO_FLOORS))
    assert "opponent" in refused(lambda: GAME.apply(s, 0, "g.0"))


def test_ghost_can_pick_any_opponent():
    """In a 3-player game the ghost may go to either opponent with rooms."""
    s = new(3, hands=[[GHOSTS[0]], [], []], houses=houses(3, s1=TWO_FLOORS, s2={"rooms": [[F1[2]], [], []]}))
    assert {a for a in GAME.legal_actions(s, 0) if a.startswith("g.")} == {"g.1", "g.2"}
