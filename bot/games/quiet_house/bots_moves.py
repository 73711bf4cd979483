"""Quiet House moves and distances for the bots and the benchmark, on plain layouts (no state).

A layout is one (row, column) square per statue in ``STATUES`` order. How far a layout is from a
goal is counted per order, rows and columns apart, as if every statue could jump into the empty
row or column (:func:`dim_distance`): a quick guide that the bots weigh over every goal they cannot
rule out, and that the benchmark's all-seeing team uses to judge what lies past its search.
"""

from __future__ import annotations

import functools

from bot.games.quiet_house.board import MOUSE, Layout, Square, red_dots, result, swaps
from bot.games.quiet_house.bots_orders import Hypothesis, Order
from bot.games.quiet_house.data import STATUES

N = len(STATUES)
MIRROR = STATUES.index("mirror")
Move = tuple[int, Square]
"""(statue id, destination square); for a swap the square is that of the statue swapped with."""


def rule_of(statue: int, card: int) -> int:
    """Whose movement rule a statue uses under the Time Card ``card``: its own, or the card's for the Mirror."""
    return card if statue == MIRROR else statue


def apply_move(layout: Layout, move: Move, card: int, advanced: frozenset[str]) -> Layout:
    """The layout after ``move`` under the Time Card ``card`` (legality not checked)."""
    statue, dest = move
    rule = STATUES[rule_of(statue, card)]
    return result(layout, statue, dest, swaps(rule, rule in advanced))


def legal_moves(layout: Layout, card: int, advanced: frozenset[str]) -> list[Move]:
    """Every legal statue move under the Time Card ``card`` (the card's statue stays put).

    The same moves as the engine's, found faster: on a legal board a statue can only go to the
    empty row, the empty column or both, or swap places with another statue.
    """
    dots = red_dots("mouse" in advanced)
    free_row = _free(layout, 0)
    free_col = _free(layout, 1)
    out: list[Move] = []
    for statue in range(N):
        if statue == card:
            continue
        rule = STATUES[rule_of(statue, card)]
        adv = rule in advanced
        r, c = layout[statue]
        if rule == "monkey" and not adv:
            for other in range(N):
                if other == statue:
                    continue
                if MOUSE in (statue, other) and layout[statue if other == MOUSE else other] not in dots:
                    continue
                out.append((statue, layout[other]))
            continue
        for dest in ((free_row, c), (r, free_col), (free_row, free_col)):
            if _reaches(rule, adv, layout, statue, (r, c), dest, dots) and (statue != MOUSE or dest in dots):
                out.append((statue, dest))
    return out


def any_card_layouts(layout: Layout, advanced: frozenset[str]) -> set[Layout]:
    """The layouts one move can leave under some Time Card: each statue by its own rule, the Mirror by any."""
    out: set[Layout] = set()
    for card in (MIRROR, *range(MIRROR)):
        for move in legal_moves(layout, card, advanced):
            if card == MIRROR or move[0] == MIRROR:
                out.add(apply_move(layout, move, card, advanced))
    return out


def _free(layout: Layout, dim: int) -> int:
    """The empty row (0) or column (1)."""
    used = {sq[dim] for sq in layout}
    return next(i for i in range(N + 1) if i not in used)


def _reaches(
    rule: str, adv: bool, layout: Layout, statue: int, here: Square, dest: Square, dots: frozenset[Square]
) -> bool:
    """Whether ``rule`` takes the statue from ``here`` to the empty square ``dest`` (in the empty row or column)."""
    dr, dc = abs(dest[0] - here[0]), abs(dest[1] - here[1])
    if rule == "rook":
        return (dr > 0 and dc > 0) if adv else (dr == 0 or dc == 0)
    if rule == "candlestick":
        return dr in (0, 3) and dc in (0, 3) if adv else dr + dc <= 3
    if rule == "monkey":
        return any(
            abs(sq[0] - dest[0]) == 1 and abs(sq[1] - dest[1]) == 1 for i, sq in enumerate(layout) if i != statue
        )
    return dest in dots


@functools.cache
def dim_distance(coords: tuple[int, ...], goal: Order) -> int:
    """Moves into the empty line needed to put the statues in ``goal``'s order along one dimension.

    ``coords`` is each statue's row (or column). Each move sends one statue into the empty line,
    so it is the classic count of sorting with a blank: misplaced statues plus the cycles that do not
    go through the blank, for the best place of the blank at the end.
    """
    empty = next(i for i in range(N + 1) if i not in coords)
    best = 2 * N
    for blank in range(N + 1):
        lines = [i for i in range(N + 1) if i != blank]
        goes = {empty: blank}
        for k, statue in enumerate(goal):
            goes[coords[statue]] = lines[k]
        misplaced = sum(1 for statue, k in zip(goal, range(N), strict=True) if coords[statue] != lines[k])
        seen: set[int] = set()
        cycles = 0
        for start in goes:
            if start in seen or goes[start] == start:
                continue
            length, at, blank_in = 0, start, False
            while at not in seen:
                seen.add(at)
                blank_in |= at == empty
                at = goes[at]
                length += 1
            cycles += not blank_in
        best = min(best, misplaced + cycles)
    return best


def layout_distance(layout: Layout, goal: Hypothesis) -> int:
    """Moves still needed at least by rook-like steps, rows and columns counted apart (0: the goal is met)."""
    rows = tuple(sq[0] for sq in layout)
    cols = tuple(sq[1] for sq in layout)
    return dim_distance(rows, goal[0]) + dim_distance(cols, goal[1])


def order_of(layout: Layout, dim: int) -> Order:
    """The statues from the near wall to the far wall along one dimension (0 rows, 1 columns)."""
    return tuple(sorted(range(N), key=lambda i: layout[i][dim]))
