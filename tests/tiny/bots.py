"""Three in a row's bots: ``easy`` takes a win, blocks one, else marks at random; ``good`` plays perfectly.

Like every game's bots they see only their seat's view and choices (``bot.bots.contract``). The grid
is small enough for ``good`` to look at every way the game can go on (minimax over the view's grid),
so it never loses; it needs no re-deal, since nothing is hidden.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import Any

from bot.bots.contract import EASY, GOOD, Bots, Budget
from bot.games.base import Action, Choice
from tests.tiny import EMPTY, LINES
from tests.tiny.determinize import determinize

Cells = tuple[int, ...]


def _cell(choice: Choice) -> int:
    return int(dict(choice.parts)["cell"])


def _completes(cells: Cells, cell: int, seat: int) -> bool:
    """Whether ``seat`` marking ``cell`` makes a line of three."""
    return any(cell in line and all(cells[other] == seat for other in line if other != cell) for line in LINES)


def easy(view: Any, choices: Sequence[Choice], rng: random.Random, budget: Budget) -> Action:
    """The cell that wins, else the cell that stops the other seat's win, else a random empty cell."""
    mine = view.seat
    for seat in (mine, 1 - mine):
        for choice in choices:
            if _completes(view.cells, _cell(choice), seat):
                return choice.action
    return rng.choice(list(choices)).action


@cache
def _value(cells: Cells, cell: int, seat: int) -> int:
    """How marking ``cell`` ends for ``seat`` with both seats playing perfectly on: the sooner a win
    the higher (up to 10), 0 for a draw, below 0 for a loss."""
    if _completes(cells, cell, seat):
        return 1 + cells.count(EMPTY)
    after = cells[:cell] + (seat,) + cells[cell + 1 :]
    free = [n for n, mark in enumerate(after) if mark == EMPTY]
    return -max((_value(after, n, 1 - seat) for n in free), default=0)


def good(view: Any, choices: Sequence[Choice], rng: random.Random, budget: Budget) -> Action:
    """A cell of the best outcome with perfect play on both sides (a random one of several as good)."""
    scored = [(_value(tuple(view.cells), _cell(c), view.seat), c.action) for c in choices]
    best = max(value for value, _ in scored)
    return rng.choice([action for value, action in scored if value == best])


BOTS = Bots(
    levels={EASY: easy, GOOD: good},
    determinize=determinize,
    conventions="Takes three in a row when it can, and blocks yours.",
)
"""Three in a row's bots, carried by its kit (``tests.tiny.kit``)."""
