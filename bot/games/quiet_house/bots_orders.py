"""What a Quiet House seat may believe of the hidden goal: orders of the statues, read from a view only.

The eight goal tiles depend only on two orders: the statues from the top wall to the bottom wall
(rows) and from the left wall to the right wall (columns). A *hypothesis* is such a pair. A seat
sees one row wall and one column wall, so two places of each order are known to it and
3! x 3! = 36 hypotheses remain; a declaration answered just now by every paddle narrows them
(a heart means that seat's four tiles hold on the board as it stands). Each hypothesis is weighed
by the number of legal layouts showing it (the Mouse on a red dot; with the advanced Candlestick
and the advanced Monkey the Candlestick keeps its squares modulo 3, RULINGS "Quiet House" 5), as
the hidden target is one such layout.

Used by the re-dealer (``determinize``) and by the bots; nothing here sees a state.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.quiet_house import QuietHouseView
from bot.games.quiet_house.board import MOUSE, Layout, Square
from bot.games.quiet_house.data import (
    RED_DOTS_SPIDER,
    RED_DOTS_STANDARD,
    SIZE,
    STATUES,
    VISIBLE_WALLS,
)
from bot.games.quiet_house.words import statue as statue_word
from bot.seeded import Random

Order = tuple[int, ...]
"""Statue ids from the near wall to the far wall (top to bottom for rows, left to right for columns)."""
Hypothesis = tuple[Order, Order]
"""(row order, column order): the goal tiles follow from it."""
CANDLESTICK = STATUES.index("candlestick")
KEY_OF_NAME = {statue_word(key): key for key in STATUES}
"""A statue's key by its name as the view gives it (a message)."""
DECLARE = "declare"
N = len(STATUES)
ALL_ORDERS: tuple[Order, ...] = tuple(itertools.permutations(range(N)))


def place(wall: str, rank: int) -> tuple[int, int]:
    """(dimension, index in the order) of the statue ``rank``-th closest to ``wall`` (0 rows, 1 columns)."""
    dim = 0 if wall in ("top", "bottom") else 1
    return dim, rank - 1 if wall in ("top", "left") else N - rank


def layout_of(view: QuietHouseView) -> Layout:
    """The statues' squares, in ``STATUES`` order."""
    by_key = {s.key: (s.row, s.col) for s in view.statues}
    return tuple(by_key[name] for name in STATUES)


def orders_of(layout: Layout) -> Hypothesis:
    """The (row order, column order) the layout shows."""
    rows = tuple(sorted(range(N), key=lambda i: layout[i][0]))
    cols = tuple(sorted(range(N), key=lambda i: layout[i][1]))
    return rows, cols


Known = tuple[tuple[tuple[int, int], int], ...]
"""Places of the orders a seat knows: ((dimension, index), statue id) pairs."""


def known_places(view: QuietHouseView) -> Known:
    """What the face-up tiles of the view say: which statue stands at which place of which order."""
    return tuple(
        (place(t.wall, t.rank), STATUES.index(KEY_OF_NAME[t.statue])) for t in view.goal_tiles if t.statue is not None
    )


def seat_places(view: QuietHouseView, seat: int) -> tuple[tuple[int, int], ...]:
    """The four places of the orders whose tiles ``seat`` sees (from the public corner of each seat)."""
    walls = VISIBLE_WALLS[view.corners[seat]]
    ranks = (1, 4 if 2 in view.variants else 2)
    return tuple(place(wall, rank) for wall in walls for rank in ranks)


def holds(hyp: Hypothesis, layout_orders: Hypothesis, places: Sequence[tuple[int, int]]) -> bool:
    """Whether the tiles at ``places`` hold on a layout with ``layout_orders`` when the goal is ``hyp``."""
    return all(hyp[d][i] == layout_orders[d][i] for d, i in places)


@dataclass(frozen=True)
class Rules:
    """What limits the hidden target: the red dots and whether the Candlestick keeps its squares modulo 3."""

    dots: frozenset[Square]
    candle: Square | None
    """The Candlestick's (row, column) modulo 3 when it can only jump by 3, else None."""


def rules_of(view: QuietHouseView) -> Rules:
    """The limits on the hidden target that the rule sides and the board set."""
    dots = RED_DOTS_SPIDER if view.board_side == "spider-web" else RED_DOTS_STANDARD
    side = {s.key: s.side for s in view.statues}
    candle: Square | None = None
    if side["candlestick"] == "advanced" and side["monkey"] == "advanced":
        r, c = layout_of(view)[CANDLESTICK]
        candle = (r % 3, c % 3)
    return Rules(frozenset(dots), candle)


def realize(hyp: Hypothesis, rules: Rules, free_row: int, free_col: int) -> Layout | None:
    """The layout showing ``hyp`` with ``free_row`` and ``free_col`` empty, or None when the rules forbid it."""
    rows = [r for r in range(SIZE) if r != free_row]
    cols = [c for c in range(SIZE) if c != free_col]
    squares: list[Square] = [(0, 0)] * N
    for k, statue in enumerate(hyp[0]):
        squares[statue] = (rows[k], 0)
    for k, statue in enumerate(hyp[1]):
        squares[statue] = (squares[statue][0], cols[k])
    layout = tuple(squares)
    if layout[MOUSE] not in rules.dots:
        return None
    if rules.candle is not None and (layout[CANDLESTICK][0] % 3, layout[CANDLESTICK][1] % 3) != rules.candle:
        return None
    return layout


@functools.cache
def _weight(mouse: tuple[int, int], candle: tuple[int, int], rules: Rules) -> int:
    """Layouts (free row x free column) that put the Mouse and Candlestick at these ranks legally."""
    count = 0
    for free_row in range(SIZE):
        for free_col in range(SIZE):
            rows = [r for r in range(SIZE) if r != free_row]
            cols = [c for c in range(SIZE) if c != free_col]
            m = (rows[mouse[0]], cols[mouse[1]])
            k = (rows[candle[0]], cols[candle[1]])
            if m not in rules.dots:
                continue
            if rules.candle is not None and (k[0] % 3, k[1] % 3) != rules.candle:
                continue
            count += 1
    return count


def weight(hyp: Hypothesis, rules: Rules) -> int:
    """How many legal layouts show ``hyp`` (0: the hidden target cannot have these orders)."""
    rows, cols = hyp
    return _weight((rows.index(MOUSE), cols.index(MOUSE)), (rows.index(CANDLESTICK), cols.index(CANDLESTICK)), rules)


def candidates(known: Known, dim: int) -> tuple[Order, ...]:
    """Orders of one dimension that put the known statues at their known places."""
    fixed = [(i, statue) for (d, i), statue in known if d == dim]
    return tuple(o for o in ALL_ORDERS if all(o[i] == statue for i, statue in fixed))


def hypotheses(view: QuietHouseView) -> list[tuple[Hypothesis, int]]:
    """Every hypothesis the seat cannot rule out, with its weight (legal layouts showing it).

    A declaration that was the very last action was answered on the board as it stands: a heart
    keeps only hypotheses under which that seat's four tiles hold here, a whirlwind only those
    under which one of them does not.
    """
    known = known_places(view)
    rules = rules_of(view)
    rows, cols = candidates(known, 0), candidates(known, 1)
    answers: list[tuple[tuple[tuple[int, int], ...], bool]] = []
    if view.status == "playing" and view.last_action == DECLARE and view.paddles:
        answers = [(seat_places(view, p), heart) for p, heart in enumerate(view.paddles)]
    here = orders_of(layout_of(view))
    for places, heart in answers:  # a heart fixes places in each order apart
        if heart:
            rows = tuple(o for o in rows if all(o[i] == here[0][i] for d, i in places if d == 0))
            cols = tuple(o for o in cols if all(o[i] == here[1][i] for d, i in places if d == 1))
    whirls = [places for places, heart in answers if not heart]
    out: list[tuple[Hypothesis, int]] = []
    for hyp in itertools.product(rows, cols):
        if any(holds(hyp, here, places) for places in whirls):
            continue
        w = weight(hyp, rules)
        if w:
            out.append((hyp, w))
    return out


def sample(weighted: Sequence[tuple[Hypothesis, int]], rng: Random) -> Hypothesis:
    """One hypothesis drawn in proportion to its weight."""
    return rng.choices([h for h, _ in weighted], weights=[w for _, w in weighted])[0]


def target_for(hyp: Hypothesis, rules: Rules, rng: Random) -> Layout:
    """A legal layout showing ``hyp``, drawn uniformly among them (the hypothesis has a positive weight)."""
    found = [
        layout
        for free_row in range(SIZE)
        for free_col in range(SIZE)
        if (layout := realize(hyp, rules, free_row, free_col)) is not None
    ]
    return rng.choice(found)
