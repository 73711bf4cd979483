"""The Thornhill Mansion: the 4 x 5 grid, placing tablets, doors and trapdoors, arrows, distance."""

from __future__ import annotations

from dataclasses import replace

from bot.games.children.data import COLUMNS, FLOORS, OPPOSITE, ROOMS, SIDES, STEP
from bot.games.children.model import NONE, ChildrenState

CELLS = FLOORS * COLUMNS


def cell(floor: int, col: int) -> int:
    """The grid index of a floor and column."""
    return floor * COLUMNS + col


def where(s: ChildrenState, room: int) -> tuple[int, int] | None:
    """(floor, column) of a room in play, or None when it is not in the mansion."""
    try:
        i = s.grid.index(room)
    except ValueError:
        return None
    return divmod(i, COLUMNS)


def in_play(s: ChildrenState) -> tuple[int, ...]:
    """Rooms in the mansion, by grid order (basement first, left to right)."""
    return tuple(r for r in s.grid if r != NONE)


def neighbour(s: ChildrenState, room: int, side: str) -> int:
    """The room beside ``room`` on that side, or NONE."""
    at = where(s, room)
    if at is None:
        return NONE
    f, c = at[0] + STEP[side][0], at[1] + STEP[side][1]
    if not (0 <= f < FLOORS and 0 <= c < COLUMNS):
        return NONE
    return s.grid[cell(f, c)]


def neighbours(s: ChildrenState, room: int) -> tuple[int, ...]:
    """Rooms straight left, right, above and below (whatever the doors)."""
    return tuple(n for n in (neighbour(s, room, side) for side in SIDES) if n != NONE)


def passage(s: ChildrenState, room: int, side: str) -> int:
    """The room reached through a door or trapdoor on that side (on either tablet), or NONE."""
    other = neighbour(s, room, side)
    if other == NONE:
        return NONE
    if side in ROOMS[room].doors or OPPOSITE[side] in ROOMS[other].doors:
        return other
    return NONE


def exits(s: ChildrenState, room: int) -> tuple[int, ...]:
    """Rooms players and Kitty Kitty can move to from ``room``."""
    return tuple(n for n in (passage(s, room, side) for side in SIDES) if n != NONE)


def flows(s: ChildrenState, room: int) -> tuple[int, ...]:
    """Rooms a ghost can move to from ``room``: the arrows of that room's own tablet."""
    out = (neighbour(s, room, side) for side in SIDES if side in ROOMS[room].arrows)
    return tuple(n for n in out if n != NONE)


def distance(s: ChildrenState, a: int, b: int) -> int:
    """Rooms apart counted straight left-right and up-down, never diagonally."""
    pa, pb = where(s, a), where(s, b)
    assert pa is not None and pb is not None
    return abs(pa[0] - pb[0]) + abs(pa[1] - pb[1])


def placements(s: ChildrenState, room: int) -> tuple[int, ...]:
    """Columns where the tablet may go on its floor.

    Next to a room in play (side by side, or above/below) when possible; otherwise any free
    column of its floor, leaving a gap for floors not built yet.
    """
    floor = ROOMS[room].floor
    free = [c for c in range(COLUMNS) if s.grid[cell(floor, c)] == NONE]
    touching = []
    for c in free:
        for df, dc in STEP.values():
            f2, c2 = floor + df, c + dc
            if 0 <= f2 < FLOORS and 0 <= c2 < COLUMNS and s.grid[cell(f2, c2)] != NONE:
                touching.append(c)
                break
    return tuple(touching or free)


def place(s: ChildrenState, room: int, col: int) -> ChildrenState:
    """The state with the tablet put in that column of its floor."""
    i = cell(ROOMS[room].floor, col)
    return replace(s, grid=s.grid[:i] + (room,) + s.grid[i + 1 :])


def lift(s: ChildrenState, room: int) -> ChildrenState:
    """The state with the tablet taken out of the grid."""
    return replace(s, grid=tuple(NONE if r == room else r for r in s.grid))


def swap(s: ChildrenState, a: int, b: int) -> ChildrenState:
    """Exchange the places of two rooms (the Toad); everything in them travels along."""
    grid = tuple(b if r == a else a if r == b else r for r in s.grid)
    return replace(s, grid=grid)


def seats_in(s: ChildrenState, room: int) -> tuple[int, ...]:
    """Seats whose figurine stands in the room, starting after the active player."""
    order = [(s.turn + k) % s.players for k in range(s.players)]
    return tuple(p for p in order if s.pos[p] == room and p not in s.resigned)


def occupied(s: ChildrenState, room: int) -> bool:
    """Whether a player stands in the room."""
    return bool(seats_in(s, room))


def haunted(s: ChildrenState, room: int) -> bool:
    """Whether a ghost is in the room."""
    return bool(s.haunts[room])


def same_line(s: ChildrenState, a: int, b: int) -> bool:
    """Whether two rooms are on the same floor or straight above/below each other."""
    pa, pb = where(s, a), where(s, b)
    return pa is not None and pb is not None and a != b and (pa[0] == pb[0] or pa[1] == pb[1])
