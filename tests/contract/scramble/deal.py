"""Re-dealing helpers shared by the scramblers: cards move between hidden places, never in or out."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

SEEDS = 2**31
"""Range of the fresh seeds a scrambler draws (a seed only decides chance still to come)."""


def redeal(places: Sequence[Sequence[T]], rng: random.Random) -> list[tuple[T, ...]]:
    """The cards of ``places`` shuffled together and dealt back, every place keeping its size."""
    pool = [card for place in places for card in place]
    rng.shuffle(pool)
    out: list[tuple[T, ...]] = []
    at = 0
    for place in places:
        out.append(tuple(pool[at : at + len(place)]))
        at += len(place)
    return out


def shuffled(items: Sequence[T], rng: random.Random) -> tuple[T, ...]:
    """The items in a random order."""
    out = list(items)
    rng.shuffle(out)
    return tuple(out)


def new_seed(rng: random.Random) -> int:
    """A fresh seed for the chance a game has not drawn yet."""
    return rng.randrange(SEEDS)
