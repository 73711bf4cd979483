"""Movement rules of every statue, basic and advanced, on hand-placed boards (rulebook "Movement Rules")."""

import re

import pytest

from bot.games.base import IllegalAction
from bot.games.quiet_house import GAME, QuietHouseState
from bot.games.quiet_house.board import parse_square, reach
from bot.games.quiet_house.data import STATUES
from bot.i18n import say

# Free row 4, free column D. Monkey on A2 is not a red dot.
L1 = {"rook": "C3", "candlestick": "E5", "monkey": "A2", "mouse": "B1", "mirror": "F6"}
# Free row 4, free column F. Monkey on A3 is a red dot.
L2 = {"rook": "C2", "candlestick": "D5", "monkey": "A3", "mouse": "B1", "mirror": "E6"}
# Free row 6, free column F: the advanced Candlestick on C3 reaches all three of its targets.
L3 = {"rook": "D1", "candlestick": "C3", "monkey": "A4", "mouse": "E2", "mirror": "B5"}
# Spider-web board (advanced Mouse): the Mouse on A1, free row 6, free column C.
L6 = {"rook": "B2", "candlestick": "D3", "monkey": "E4", "mouse": "A1", "mirror": "F5"}


def dests(s: QuietHouseState, statue: str) -> set[str]:
    """Squares the statue may legally go to now."""
    seat = next(iter(GAME.to_act(s)))
    return {a.split(".")[1] for a in GAME.legal_actions(s, seat) if a.startswith(statue + ".")}


def square_of(s: QuietHouseState, statue: str) -> tuple[int, int]:
    return s.layout[STATUES.index(statue)]


# --- Rook -----------------------------------------------------------------------------


def test_basic_rook_moves_straight_into_the_free_row_or_column(make):
    """The basic Rook goes along its row or column, where the one-per-row-and-column rule allows."""
    assert dests(make(L1), "rook") == {"D3", "C4"}


def test_rook_may_stay_in_its_own_row_because_the_rule_is_checked_after_the_move(make):
    """RULINGS 7: moving along its own row is fine; the row holds only the Rook afterwards."""
    after = GAME.apply(make(L1), 0, "rook.D3")
    assert square_of(after, "rook") == parse_square("D3")


def test_advanced_rook_moves_sideways_then_vertically(make):
    """The advanced Rook must change both row and column: here only D4 is legal."""
    assert dests(make(L1, rook="advanced"), "rook") == {"D4"}


def test_advanced_rook_path_is_blocked_by_a_statue(make):
    """The advanced Rook's vertical leg stops at a statue: from C3 past the Candlestick on E5 is out of reach."""
    s = make(L1, rook="advanced")
    rook = STATUES.index("rook")
    reached = reach(s.layout, rook, "rook", True, frozenset())
    assert parse_square("E4") in reached
    assert parse_square("E6") not in reached
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(s, 0, "rook.E6")
    assert re.search("empty path", say(caught.value.reason))


def test_advanced_rook_corner_must_be_empty():
    """A statue on the corner square blocks the advanced Rook (geometry before the row rule)."""
    layout = ((2, 2), (2, 3), (0, 0), (5, 5), (4, 4))
    reached = reach(layout, 0, "rook", True, frozenset())
    assert reached
    assert all(c < 2 for _, c in reached)


def test_only_the_candlestick_jumps():
    """Boxed in by four statues, the Rook reaches nothing while the Candlestick jumps out."""
    rook_boxed = ((2, 2), (1, 2), (3, 2), (2, 1), (2, 3))
    assert reach(rook_boxed, 0, "rook", False, frozenset()) == ()
    assert reach(rook_boxed, 0, "rook", True, frozenset()) == ()
    candle_boxed = ((1, 2), (2, 2), (3, 2), (2, 1), (2, 3))
    assert {(0, 2), (2, 0), (4, 2), (2, 4)} <= set(reach(candle_boxed, 1, "candlestick", False, frozenset()))


# --- Candlestick --------------------------------------------------------------------------


def test_basic_candlestick_reaches_up_to_three_steps(make):
    """The basic Candlestick goes 1–3 orthogonal steps with turns: D5, E4 and D4 from E5."""
    assert dests(make(L1), "candlestick") == {"D5", "E4", "D4"}


def test_basic_candlestick_cannot_go_four_steps(make):
    """From C3 the Candlestick reaches F3 and C6 (3 steps) but not F6 (6 steps)."""
    assert dests(make(L3), "candlestick") == {"F3", "C6"}


def test_advanced_candlestick_targets_are_three_squares_away(make):
    """The advanced Candlestick jumps exactly 3 across, up/down or diagonally: F3, C6, F6 from C3."""
    assert dests(make(L3, candlestick="advanced"), "candlestick") == {"F3", "C6", "F6"}


def test_advanced_candlestick_geometry_from_a_corner():
    """From A1 the only on-board targets are A4, D1 and D4."""
    layout = ((5, 5), (0, 0), (4, 4), (3, 5), (2, 2))
    assert set(reach(layout, 1, "candlestick", True, frozenset())) == {(3, 0), (0, 3), (3, 3)}


def test_advanced_candlestick_targets_must_respect_rows_and_columns(make):
    """From E5 all three targets (E2, B5, B2) share a row or column with a statue: no move."""
    assert dests(make(L1, candlestick="advanced"), "candlestick") == set()
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(make(L1, candlestick="advanced"), 0, "candlestick.B2")
    assert re.search("row or column", say(caught.value.reason))


# --- Monkey ------------------------------------------------------------------------------


def test_basic_monkey_swaps_but_not_with_the_mouse_off_a_red_dot(make):
    """On A2 (no red dot) the Monkey swaps with any statue except the Mouse."""
    assert dests(make(L1), "monkey") == {"C3", "E5", "F6"}
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(make(L1), 0, "monkey.B1")
    assert re.search("red dot", say(caught.value.reason))


def test_basic_monkey_on_a_red_dot_swaps_with_the_mouse(make):
    """On the red dot A3 the Monkey may swap with the Mouse on B1; both stay on red dots."""
    s = make(L2)
    assert dests(s, "monkey") == {"B1", "C2", "D5", "E6"}
    after = GAME.apply(s, 0, "monkey.B1")
    assert square_of(after, "mouse") == parse_square("A3")
    assert square_of(after, "monkey") == parse_square("B1")


def test_basic_monkey_swaps_with_the_time_card_statue(make):
    """The Monkey may swap with the statue of the current Time Card."""
    s = make(L2, card="rook")
    after = GAME.apply(s, 0, "monkey.C2")
    assert square_of(after, "rook") == parse_square("A3")


def test_advanced_monkey_moves_diagonally_next_to_another_statue(make):
    """The advanced Monkey goes to an empty square diagonal to another statue: D2 and D4, not A4."""
    assert dests(make(L1, monkey="advanced"), "monkey") == {"D2", "D4"}


# --- Mouse --------------------------------------------------------------------------------


def test_mouse_teleports_to_a_free_red_dot(make):
    """The Mouse goes to any red dot the row-and-column rule allows: F4 here."""
    assert dests(make(L2), "mouse") == {"F4"}


def test_mouse_may_have_no_move(make):
    """Every other red dot shares a row or column with a statue: the Mouse cannot move."""
    assert dests(make(L1), "mouse") == set()


def test_advanced_mouse_uses_the_spider_web_board(make):
    """With the advanced Mouse the spider-web red dots count: from A1 only C6 is free."""
    assert dests(make(L6, mouse="advanced"), "mouse") == {"C6"}


def test_standard_board_rejects_a_mouse_off_its_red_dots(make):
    """A1 is a red dot only on the spider-web side, so the standard board refuses that setup."""
    with pytest.raises(ValueError, match="red dot"):
        make(L6)


# --- Mirror under each Time Card -------------------------------------------------------


def test_mirror_cannot_move_when_the_mirror_card_is_drawn(make):
    """RULINGS 5: on the Mirror card the Mirror stays put."""
    s = make(L2, card="mirror")
    assert dests(s, "mirror") == set()
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(s, 0, "mirror.E4")
    assert re.search("Time Card", say(caught.value.reason))


def test_mirror_moves_as_basic_rook(make):
    """Rook card: the Mirror on E6 moves as a basic Rook."""
    assert dests(make(L2, card="rook"), "mirror") == {"E4", "F6"}


def test_mirror_moves_as_advanced_rook(make):
    """Rook card with the advanced Rook: the Mirror copies that side."""
    assert dests(make(L2, card="rook", rook="advanced"), "mirror") == {"F4"}


def test_mirror_moves_as_basic_candlestick(make):
    """Candlestick card: the Mirror goes 1–3 steps."""
    assert dests(make(L2, card="candlestick"), "mirror") == {"F6", "E4", "F4"}


def test_mirror_moves_as_advanced_candlestick(make):
    """Candlestick card, advanced side: the Mirror on C3 jumps exactly 3, to F3, C6 or F6."""
    layout = dict(L3, candlestick="B5", mirror="C3")
    assert dests(make(layout, card="candlestick", candlestick="advanced"), "mirror") == {"F3", "C6", "F6"}


def test_mirror_moves_as_basic_monkey_swapping_with_the_monkey(make):
    """Monkey card: the Mirror swaps like a Monkey, even with the Monkey, but not with the Mouse off a red dot."""
    s = make(L2, card="monkey")
    assert dests(s, "mirror") == {"A3", "C2", "D5"}
    after = GAME.apply(s, 0, "mirror.A3")
    assert square_of(after, "monkey") == parse_square("E6")


def test_mirror_on_a_red_dot_swaps_with_the_mouse(make):
    """Monkey card: a Mirror standing on a red dot may swap with the Mouse."""
    layout = dict(L2, monkey="E6", mirror="A3")
    assert "B1" in dests(make(layout, card="monkey"), "mirror")


def test_mirror_moves_as_advanced_monkey(make):
    """Monkey card, advanced side: the Mirror goes diagonal to another statue (E4, next to D5)."""
    assert dests(make(L2, card="monkey", monkey="advanced"), "mirror") == {"E4"}


def test_mirror_moves_as_mouse(make):
    """Mouse card: the Mirror teleports to a free red dot."""
    s = make(L2, card="mouse")
    assert dests(s, "mirror") == {"F4"}
    assert dests(s, "mouse") == set()


def test_time_card_statue_cannot_move(make):
    """The statue on the Time Card may not move this turn."""
    s = make(L1, card="rook")
    assert dests(s, "rook") == set()
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(s, 0, "rook.D3")
    assert re.search("Time Card", say(caught.value.reason))


def test_unreachable_square_names_the_rule(make):
    """A square outside the statue's rule is refused with the rule in words."""
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(make(L1), 0, "rook.D4")
    assert re.search("straight line", say(caught.value.reason))


@pytest.mark.parametrize("statue", ["rook", "candlestick", "monkey", "mouse", "mirror"])
def test_every_legal_move_keeps_one_statue_per_row_and_column(make, statue):
    """Whatever moves, the result has distinct rows and columns and the Mouse on a red dot."""
    for card in ("rook", "candlestick", "monkey", "mouse"):
        s = make(L2, card=card)
        for a in GAME.legal_actions(s, 0):
            if a.startswith(statue + "."):
                lay = GAME.apply(s, 0, a).layout
                assert len({r for r, _ in lay}) == 5 and len({c for _, c in lay}) == 5
                assert lay[STATUES.index("mouse")] in {(0, 1), (1, 4), (2, 0), (3, 5), (4, 2), (5, 3)}
