"""Goal tiles and who sees them (rulebook "Overview"; RULINGS 2 and 3)."""

from bot.games.quiet_house.board import parse_square
from bot.games.quiet_house.data import GOAL_SLOTS, RED_DOTS_STANDARD, SEATING, STATUES
from bot.games.quiet_house.goals import goals_from_layout, holding, order_from, visible_slots

# The rulebook's example: its eight tiles are listed in the Overview.
EXAMPLE = {"mouse": "E2", "candlestick": "C3", "monkey": "A4", "mirror": "B5", "rook": "D6"}
EXAMPLE_TILES = {
    ("left", "bright"): "monkey",
    ("left", "dark"): "mirror",
    ("top", "bright"): "mouse",
    ("top", "dark"): "candlestick",
    ("bottom", "bright"): "rook",
    ("bottom", "dark"): "mirror",
    ("right", "bright"): "mouse",
    ("right", "dark"): "rook",
}


def layout_of(places: dict[str, str]) -> tuple[tuple[int, int], ...]:
    return tuple(parse_square(places[name]) for name in STATUES)  # type: ignore[misc]


def test_rulebook_example_satisfies_its_goal_tiles():
    """The example arrangement gives exactly the eight tiles the rulebook lists."""
    goals = goals_from_layout(layout_of(EXAMPLE), fourth=False)
    assert dict(zip(GOAL_SLOTS, goals, strict=True)) == EXAMPLE_TILES
    assert all(holding(layout_of(EXAMPLE), goals, fourth=False))


def test_closest_does_not_mean_adjacent():
    """The Mouse on E2 is closest to the right wall without touching it (nothing stands between)."""
    layout = layout_of(EXAMPLE)
    mouse = layout[STATUES.index("mouse")]
    assert mouse[1] < 5
    assert mouse in RED_DOTS_STANDARD
    assert order_from(layout, "right")[0] == "mouse"


def test_a_statue_between_breaks_the_tile():
    """Put a statue between the Mouse and the right wall and the right bright tile no longer holds."""
    goals = goals_from_layout(layout_of(EXAMPLE), fourth=False)
    moved = layout_of(dict(EXAMPLE, rook="F6"))
    held = dict(zip(GOAL_SLOTS, holding(moved, goals, fourth=False), strict=True))
    assert held[("right", "bright")] is False


def test_variant_two_dark_tiles_name_the_fourth_closest():
    """Variant 2: dark tiles name the fourth closest statue (here the Mirror to the top wall)."""
    goals = dict(zip(GOAL_SLOTS, goals_from_layout(layout_of(EXAMPLE), fourth=True), strict=True))
    assert goals[("top", "dark")] == "mirror"
    assert goals[("left", "dark")] == "rook"
    assert goals[("top", "bright")] == "mouse"


def test_orders_run_from_each_wall():
    """Orders from opposite walls are reverses of each other."""
    layout = layout_of(EXAMPLE)
    assert order_from(layout, "top") == tuple(reversed(order_from(layout, "bottom")))
    assert order_from(layout, "left") == ("monkey", "mirror", "candlestick", "rook", "mouse")


def walls_seen(players: int, seat: int) -> set[str]:
    return {GOAL_SLOTS[i][0] for i in visible_slots(players, seat)}


def test_bottom_corner_sees_top_and_right_walls():
    """The rulebook's bottom-corner player sees the four tiles on the two walls away from it."""
    assert SEATING[4][0] == "bottom-left"
    assert walls_seen(4, 0) == {"top", "right"}
    assert len(visible_slots(4, 0)) == 4


def test_neighbours_share_one_wall_and_opposite_seats_none():
    """RULINGS 3: corner neighbours share one wall, opposite corners none."""
    for seat in range(4):
        left, opposite = (seat + 1) % 4, (seat + 2) % 4
        assert len(walls_seen(4, seat) & walls_seen(4, left)) == 1
        assert walls_seen(4, seat) & walls_seen(4, opposite) == set()


def test_two_players_sit_opposite_and_see_every_wall_once():
    """With two players every wall is seen by exactly one of them."""
    assert walls_seen(2, 0) | walls_seen(2, 1) == {"top", "right", "bottom", "left"}
    assert walls_seen(2, 0) & walls_seen(2, 1) == set()


def test_three_players_leave_a_corner_empty_and_cover_every_wall():
    """With three players one corner is empty and still every wall is seen."""
    assert len(set(SEATING[3])) == 3
    assert set().union(*(walls_seen(3, p) for p in range(3))) == {"top", "right", "bottom", "left"}
