"""The mansion grid: doors and trapdoors, spectral flow, distance, placing room tablets."""

from __future__ import annotations

from bot.games.children import GAME
from bot.games.children.mansion import distance, exits, flows, placements, where
from bot.games.children.model import Phase
from tests.games.children.ch_helpers import PENNY, RULEBOOK_MANSION, TOAD, R, check_invariants, new, play


def test_wash_room_door_to_master_bedroom():
    """You may move left from the Wash Room to the Master Bedroom: the door is on the Master Bedroom."""
    s = new(pos=[R["Wash Room"], R["Kitchen"]])
    assert f"m.{R['Master Bedroom']}" in GAME.legal_actions(s, 0)


def test_wash_room_no_door_to_dormitory():
    """You may not move right from the Wash Room to the Dormitory: no door between them."""
    s = new(pos=[R["Wash Room"], R["Kitchen"]])
    assert f"m.{R['Dormitory']}" not in GAME.legal_actions(s, 0)
    assert R["Dormitory"] not in exits(s, R["Wash Room"])


def test_wash_room_trapdoor_down_to_billiards_room():
    """You may move down from the Wash Room to the Billiards Room: the trapdoor is on the Billiards Room."""
    s = new(pos=[R["Wash Room"], R["Kitchen"]])
    assert f"m.{R['Billiards Room']}" in GAME.legal_actions(s, 0)
    assert R["Wash Room"] in exits(s, R["Billiards Room"])


def test_pennys_spectral_flow_from_the_billiards_room():
    """Penny in the Billiards Room flows only left to the Parlor or right to the Kitchen."""
    s = new(haunts={R["Billiards Room"]: [PENNY]}, pos=[R["Spire"], R["Spire"]], phase="ghost")
    assert set(flows(s, R["Billiards Room"])) == {R["Parlor"], R["Kitchen"]}
    assert set(GAME.legal_actions(s, 0)) == {f"g.{PENNY}.{R['Parlor']}", f"g.{PENNY}.{R['Kitchen']}", "gn"}


def test_ghost_moved_along_the_flow_lands_there():
    """Moving Penny to the Parlor puts her card under the Parlor."""
    s = new(haunts={R["Billiards Room"]: [PENNY]}, pos=[R["Spire"], R["Spire"]], phase="ghost")
    s = play(s, (0, f"g.{PENNY}.{R['Parlor']}"))
    assert s.haunts[R["Parlor"]] == (PENNY,) and s.haunts[R["Billiards Room"]] == ()
    check_invariants(s)


def test_diagonal_rooms_are_two_apart():
    """Distance is counted straight, never diagonally: diagonal neighbours are 2 rooms away."""
    s = new()
    assert distance(s, R["Wash Room"], R["Kitchen"]) == 2
    assert distance(s, R["Wash Room"], R["Billiards Room"]) == 1
    assert distance(s, R["Wine Cellar"], R["Spire"]) == 3


def test_tablet_must_touch_a_room_in_play():
    """A new tablet goes next to a room in play (side by side or above/below) when possible."""
    s = new(grid={R["Billiards Room"]: 2})
    assert set(placements(s, R["Kitchen"])) == {1, 3}
    assert set(placements(s, R["Wash Room"])) == {2}


def test_tablet_leaves_a_gap_when_nothing_touches():
    """With nothing to touch on or next to its floor, any column of its own floor will do (a gap stays)."""
    s = new(grid={R["Billiards Room"]: 2})
    assert set(placements(s, R["Spire"])) == {0, 1, 2, 3, 4}


def test_first_tablet_and_entering_it():
    """The first player places the first tablet, stands on it and draws a card."""
    s = GAME.new_game(2, 5, {}, {"room_pile": [R["Kitchen"]], "deck": [TOAD[0]]})
    assert s.phase is Phase.TILE and GAME.legal_actions(s, 0) == ("t.0", "t.1", "t.2", "t.3", "t.4")
    s = play(s, (0, "t.3"), (0, f"e.{R['Kitchen']}"))
    assert where(s, R["Kitchen"]) == (1, 3) and s.pos[0] == R["Kitchen"]
    assert len(s.hands[0]) == 6 and TOAD[0] in s.hands[0]
    check_invariants(s)


def test_placing_a_tablet_keeps_the_figurine_and_draws_nothing():
    """Adding a room to a mansion in progress does not move the player nor draw a card."""
    s = new(room_pile=[R["Foyer"]], phase="tile")
    hand = s.hands[0]
    s = play(s, (0, "t.4"))
    assert s.pos[0] == R["Billiards Room"] and s.hands[0] == hand and s.phase is Phase.ACT


def test_rulebook_mansion_is_legal():
    """The helper mansion sits where the rulebook's pictures put it."""
    s = new()
    assert {r: where(s, r)[1] for r in RULEBOOK_MANSION} == RULEBOOK_MANSION
