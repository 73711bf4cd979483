"""Three in a row hides nothing: its re-dealer rebuilds the whole state from any seat's view.

Only the seed is drawn afresh; the game has no chance, so it decides nothing.
"""

from __future__ import annotations

import random

from tests.tiny.engine import EMPTY, LINES, TinyState, TinyView


def determinize(view: TinyView, rng: random.Random) -> TinyState:
    """The state ``view`` was made from: the grid, whose turn it is, who resigned (if anyone) and the options."""
    starter = 1 if view.swap else 0
    marked = sum(cell != EMPTY for cell in view.cells)
    turn = starter if marked % 2 == 0 else 1 - starter
    lined = any(view.cells[a] == view.cells[b] == view.cells[c] == view.winner for a, b, c in LINES)
    gone = 1 - view.winner if view.winner is not None and not lined else EMPTY
    return TinyState(view.cells, turn, rng.getrandbits(52), gone, view.swap)
