"""The board and how statues move on it (rulebook "Movement Rules"; RULINGS 1, 6 and 7).

A layout is a tuple of (row, column) squares, one per statue in ``STATUES`` order.
Movement is split in two steps: :func:`reach` gives the squares a statue's rule
reaches on the current board, and :func:`layout_problem` checks the position
after the move (one statue per row and column, the Mouse on a red dot).
"""

from __future__ import annotations

from bot.games.base import chance
from bot.games.quiet_house.data import RED_DOTS_SPIDER, RED_DOTS_STANDARD, SIZE, STATUES
from bot.i18n import Msg, msg

Square = tuple[int, int]
Layout = tuple[Square, ...]

COLUMNS = "ABCDEF"
MOUSE = STATUES.index("mouse")
_ORTHOGONAL = ((0, 1), (0, -1), (1, 0), (-1, 0))
_DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
_CANDLESTICK_JUMPS = tuple((dr, dc) for dr in (-3, 0, 3) for dc in (-3, 0, 3) if (dr, dc) != (0, 0))


def square_name(sq: Square) -> str:
    """Human name of a square: column letter A–F from the left wall, row 1–6 from the top wall."""
    return f"{COLUMNS[sq[1]]}{sq[0] + 1}"


def parse_square(text: str) -> Square | None:
    """Parse a square name such as ``C4``; ``None`` when it is not a square of the board."""
    if len(text) != 2 or text[0].upper() not in COLUMNS or text[1] not in "123456"[:SIZE]:
        return None
    return (int(text[1]) - 1, COLUMNS.index(text[0].upper()))


def red_dots(spider_side: bool) -> frozenset[Square]:
    """The red-dot squares of the board side in use (the spider-web side with the advanced Mouse)."""
    return RED_DOTS_SPIDER if spider_side else RED_DOTS_STANDARD


def on_board(sq: Square) -> bool:
    """Whether a square lies on the board."""
    return 0 <= sq[0] < SIZE and 0 <= sq[1] < SIZE


def layout_problem(layout: Layout, dots: frozenset[Square]) -> Msg | None:
    """Why a layout breaks the rules (a clause), or ``None`` when it is a legal position."""
    if len(layout) != len(STATUES) or not all(on_board(sq) for sq in layout):
        return msg("quiethouse-problem-off-board")
    if len({r for r, _ in layout}) < len(layout) or len({c for _, c in layout}) < len(layout):
        return msg("quiethouse-problem-row-column")
    if layout[MOUSE] not in dots:
        return msg("quiethouse-problem-mouse-dot")
    return None


def reach(layout: Layout, mover: int, rule: str, advanced: bool, dots: frozenset[Square]) -> tuple[Square, ...]:
    """Squares the statue ``mover`` reaches with the movement rule of statue ``rule``.

    This is the rule's own geometry on the current board (paths, occupied
    squares); the row-and-column rule is checked afterwards on the result.
    For the basic Monkey the squares are those of the statues it may swap with.
    """
    here = layout[mover]
    occupied = set(layout)
    r, c = here
    found: list[Square] = []
    if rule == "rook" and not advanced:
        for dr, dc in _ORTHOGONAL:
            sq = (r + dr, c + dc)
            while on_board(sq) and sq not in occupied:
                found.append(sq)
                sq = (sq[0] + dr, sq[1] + dc)
    elif rule == "rook":
        for dc in (1, -1):
            corner = (r, c + dc)
            while on_board(corner) and corner not in occupied:
                for dr in (1, -1):
                    sq = (corner[0] + dr, corner[1])
                    while on_board(sq) and sq not in occupied:
                        found.append(sq)
                        sq = (sq[0] + dr, sq[1])
                corner = (r, corner[1] + dc)
    elif rule == "candlestick":
        if advanced:
            offsets: tuple[Square, ...] = _CANDLESTICK_JUMPS
        else:
            offsets = tuple((dr, dc) for dr in range(-3, 4) for dc in range(-3, 4) if 1 <= abs(dr) + abs(dc) <= 3)
        found = [(r + dr, c + dc) for dr, dc in offsets]
        found = [sq for sq in found if on_board(sq) and sq not in occupied]
    elif rule == "monkey" and not advanced:
        found = [sq for i, sq in enumerate(layout) if i != mover]
    elif rule == "monkey":
        near = {(sr + dr, sc + dc) for i, (sr, sc) in enumerate(layout) if i != mover for dr, dc in _DIAGONAL}
        found = [sq for sq in near if on_board(sq) and sq not in occupied]
    elif rule == "mouse":
        found = [sq for sq in dots if sq not in occupied]
    else:
        raise ValueError(f"no movement rule for {rule!r}")
    return tuple(sorted(found))


def swaps(rule: str, advanced: bool) -> bool:
    """Whether moving by this rule swaps places with the statue on the target square."""
    return rule == "monkey" and not advanced


def result(layout: Layout, mover: int, dest: Square, swap: bool) -> Layout:
    """The layout after ``mover`` goes to ``dest`` (trading places with its statue when ``swap``)."""
    here = layout[mover]
    other = layout.index(dest) if swap else -1
    return tuple(dest if i == mover else here if i == other else sq for i, sq in enumerate(layout))


def destinations(layout: Layout, mover: int, rule: str, advanced: bool, dots: frozenset[Square]) -> tuple[Square, ...]:
    """Squares ``mover`` may legally move to with the rule of ``rule`` (RULINGS 7: checked after the move)."""
    swap = swaps(rule, advanced)
    return tuple(
        sq
        for sq in reach(layout, mover, rule, advanced, dots)
        if layout_problem(result(layout, mover, sq, swap), dots) is None
    )


def random_layout(dots: frozenset[Square], seed: int, *label: object) -> Layout:
    """A random legal layout (one statue per row and column, the Mouse on a red dot) for one chance event."""
    rng = chance(seed, *label)
    mouse = rng.choice(sorted(dots))
    rows = rng.sample([r for r in range(SIZE) if r != mouse[0]], len(STATUES) - 1)
    cols = rng.sample([c for c in range(SIZE) if c != mouse[1]], len(STATUES) - 1)
    others = iter(zip(rows, cols, strict=True))
    return tuple(mouse if i == MOUSE else next(others) for i in range(len(STATUES)))


def random_walk(start: Layout, advanced: frozenset[str], steps: int, seed: int, *label: object) -> Layout:
    """The layout after ``steps`` random legal moves from ``start``, ignoring the Time Cards.

    Any statue may move by its own rule, the Mirror by any other statue's rule
    (it copies each of them at some point of the Time Deck). The result is
    therefore reachable from ``start`` under the chosen rule sides.
    """
    rng = chance(seed, *label)
    dots = red_dots("mouse" in advanced)
    layout = start
    for _ in range(steps):
        mover = rng.randrange(len(STATUES))
        rule = STATUES[mover] if STATUES[mover] != "mirror" else rng.choice([n for n in STATUES if n != "mirror"])
        found = destinations(layout, mover, rule, rule in advanced, dots)
        if found:
            layout = result(layout, mover, rng.choice(found), swaps(rule, rule in advanced))
    return layout
