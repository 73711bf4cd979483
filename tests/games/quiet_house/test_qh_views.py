"""What each seat sees (RULINGS 3): no seat's view holds tiles it may not see."""

import pytest

from bot.games.quiet_house import GAME
from bot.games.quiet_house.data import GOAL_SLOTS
from bot.i18n import say

EXAMPLE = {"mouse": "E2", "candlestick": "C3", "monkey": "A4", "mirror": "B5", "rook": "D6"}
HALF = dict(EXAMPLE, monkey="B5", mirror="A4")


def test_public_view_shows_board_and_time_card_with_tiles_face_down(make):
    """Spectators see statues, red dots, the Time Card and cards left, but no goal tile."""
    v = GAME.view(make(HALF, target=EXAMPLE, card="rook", drawn=6), None)
    assert v.seat is None and v.my_walls == ()
    assert len(v.goal_tiles) == 8
    assert all(t.statue is None and t.holds is None for t in v.goal_tiles)
    assert (say(v.time_card or ""), v.time_score, v.win_points, v.cards_left, v.next_score) == ("Rook", 4, 4, 19, 4)
    assert len(v.red_dots) == 6 and v.board_side == "standard"
    assert {st.square for st in v.statues} == set(HALF.values())
    assert [st.key for st in v.statues if st.frozen] == ["rook"]
    assert v.can_declare is False and v.to_act == frozenset({0})


def test_seat_view_shows_its_four_tiles_and_whether_they_hold(make):
    """Seat 1 (top-right corner) sees the bottom and left tiles face up, none of which hold here."""
    v = GAME.view(make(HALF, target=EXAMPLE), 1)
    up = [t for t in v.goal_tiles if t.statue is not None]
    assert {t.wall for t in up} == {"bottom", "left"} == set(v.my_walls)
    assert {(t.wall, t.shade): say(t.statue or "") for t in up} == {
        ("bottom", "bright"): "Rook",
        ("bottom", "dark"): "Mirror",
        ("left", "bright"): "Monkey",
        ("left", "dark"): "Mirror",
    }
    assert [t.holds for t in up] == [True, False, False, False]


def test_can_declare_only_in_the_declarers_own_view(make):
    """The seat on turn learns it may declare; the public view never says so."""
    s = make(HALF, target=EXAMPLE)
    assert GAME.view(s, 0).can_declare is True
    assert GAME.view(s, None).can_declare is False
    assert GAME.view(s, 1).can_declare is False


def test_mirror_rule_text_follows_the_time_card(make):
    """The Mirror's rule in the view says which statue it copies this turn."""
    v = GAME.view(make(EXAMPLE, card="candlestick", candlestick="advanced"), None)
    mirror = next(st for st in v.statues if st.key == "mirror")
    assert say(mirror.rule).startswith("copies the Candlestick") and "exactly 3" in say(mirror.rule)


def test_all_tiles_revealed_after_the_end(make):
    """Once the game is over every view shows all eight tiles."""
    s = GAME.apply(make(HALF, target=EXAMPLE, drawn=25), 0, "rook.F6")
    v = GAME.view(s, None)
    assert [say(t.statue or "") for t in v.goal_tiles] == [
        "Mouse",
        "Candlestick",
        "Mouse",
        "Rook",
        "Rook",
        "Mirror",
        "Monkey",
        "Mirror",
    ]
    assert v.status == "lost" and v.turn is None


def test_view_lists_seat_corners_and_rule_sides(make):
    """Corners follow the seating; sides and the rules key follow the options."""
    v = GAME.view(make(EXAMPLE, players=3, rook="advanced", mouse="basic"), 2)
    assert v.corners == ("bottom-left", "top-left", "top-right")
    assert v.my_walls == ("bottom", "left")
    assert v.rules_key == "rook"
    assert next(st for st in v.statues if st.key == "rook").side == "advanced"


def test_view_for_a_seat_outside_the_game_is_refused(make):
    """Asking for seat 3 of a 2-player game is an error."""
    with pytest.raises(ValueError):
        GAME.view(make(EXAMPLE), 3)


def test_goal_slots_rank_bright_first_then_dark(make):
    """Bright tiles rank 1; dark rank 2, or 4 under variant 2."""
    assert [t.rank for t in GAME.view(make(EXAMPLE), None).goal_tiles] == [1, 2] * 4
    assert [t.rank for t in GAME.view(make(EXAMPLE, variant2=True), None).goal_tiles] == [1, 4] * 4
    assert [t.wall for t in GAME.view(make(EXAMPLE), None).goal_tiles] == [w for w, _ in GOAL_SLOTS]
