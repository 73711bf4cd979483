"""Seeded random playouts that collect every moment a seat owes an answer it may have answered automatically."""

from __future__ import annotations

import random
from typing import Any


def auto_answer_windows(game: Any, state: Any, rng: random.Random) -> list[tuple[Any, int, str]]:
    """Play ``state`` to its end with random legal moves; every (state, seat, window) with an automatic answer."""
    found: list[tuple[Any, int, str]] = []
    s = state
    while game.outcome(s) is None:
        for seat in sorted(game.to_act(s)):
            w = game.window(s, seat)
            if w is not None and w in game.traits.auto_answers:
                found.append((s, seat, w))
        seat = rng.choice(sorted(game.to_act(s)))
        s = game.apply(s, seat, rng.choice(game.legal_actions(s, seat)))
    return found
