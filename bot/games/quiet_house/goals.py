"""Goal tiles: which statue is closest (and second or fourth closest) to each wall (RULINGS 2–4)."""

from __future__ import annotations

from bot.games.quiet_house.board import Layout
from bot.games.quiet_house.data import GOAL_SLOTS, SEATING, STATUES, VISIBLE_WALLS

Goals = tuple[str, ...]
"""One statue name per slot of ``GOAL_SLOTS``."""


def order_from(layout: Layout, wall: str) -> tuple[str, ...]:
    """Statue names from the closest to the farthest from ``wall``."""
    axis, far_first = {"top": (0, False), "bottom": (0, True), "left": (1, False), "right": (1, True)}[wall]
    ranked = sorted(range(len(STATUES)), key=lambda i: layout[i][axis], reverse=far_first)
    return tuple(STATUES[i] for i in ranked)


def rank_of(shade: str, fourth: bool) -> int:
    """1-based closeness a tile names: 1 for bright, 2 for dark (4 under variant 2)."""
    if shade == "bright":
        return 1
    return 4 if fourth else 2


def goals_from_layout(layout: Layout, fourth: bool) -> Goals:
    """The eight tiles a target layout satisfies, in ``GOAL_SLOTS`` order."""
    return tuple(order_from(layout, wall)[rank_of(shade, fourth) - 1] for wall, shade in GOAL_SLOTS)


def holding(layout: Layout, goals: Goals, fourth: bool) -> tuple[bool, ...]:
    """Whether each of the eight tiles holds on ``layout``."""
    return tuple(a == b for a, b in zip(goals_from_layout(layout, fourth), goals, strict=True))


def visible_slots(players: int, seat: int) -> tuple[int, ...]:
    """Indexes into ``GOAL_SLOTS`` of the four tiles ``seat`` sees (the walls away from its corner)."""
    walls = VISIBLE_WALLS[SEATING[players][seat]]
    return tuple(i for i, (wall, _) in enumerate(GOAL_SLOTS) if wall in walls)


def seat_satisfied(layout: Layout, goals: Goals, fourth: bool, players: int, seat: int) -> bool:
    """Whether all four tiles ``seat`` sees hold (its paddle would show the heart)."""
    held = holding(layout, goals, fourth)
    return all(held[i] for i in visible_slots(players, seat))
