"""The Purple House: dealt cards and items of the other scouts, the deck, the Ghost deck, face-down fronts.

During Scouting a seat sees the fronts and backs of its own dealt cards and its own items
only: the other seats' cards and the undealt deck are re-dealt among themselves (each card
keeps its back), and the private items and modifications of scouts the table cannot tell
apart (as many cards, both ready or not) change hands. After Scouting every seat sees the
backs of the face-down cards but no front: the fronts are re-dealt under the same backs.
The order of the Ghost deck (whose White Ladies have different backs) and the seed (the
shuffles still to come) are hidden from everyone. Once the game is over every front is shown
(the final reveal), so only the Ghost deck's order and the seed are re-dealt.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Hashable
from dataclasses import replace
from typing import TypeVar

from bot.games.purple_house.escape import face_down_cells
from bot.games.purple_house.state import EMPTY, OVER, SCOUTING, PurpleHouseState
from tests.contract.scramble.deal import new_seed, redeal, shuffled

T = TypeVar("T")


def scramble(s: PurpleHouseState, seat: int | None, rng: random.Random) -> PurpleHouseState:
    """Re-deal what ``seat`` cannot see: other scouts' cards and items, the decks, the fronts under the backs."""
    s = replace(s, ghosts=shuffled(s.ghosts, rng), seed=new_seed(rng))
    if s.phase == OVER:
        return s
    if s.phase == SCOUTING:
        s = _swap_items(s, seat, rng)
        return _redeal_cards(s, seat, rng)
    return _redeal_fronts(_redeal_cards(s, None, rng), rng)


def _swap_items(s: PurpleHouseState, seat: int | None, rng: random.Random) -> PurpleHouseState:
    """Scouts alike for the table (as many cards, ready or not, gone or not) swap items and modifications."""
    alike: dict[tuple[int, bool, bool], list[int]] = defaultdict(list)
    for p in range(s.players):
        if p != seat:
            alike[(len(s.hands[p]), s.ready[p], s.gone[p])].append(p)
    source = list(range(s.players))
    for group in alike.values():
        for p, q in zip(group, shuffled(group, rng), strict=True):
            source[p] = q

    def moved(values: tuple[T, ...]) -> tuple[T, ...]:
        return tuple(values[source[p]] for p in range(s.players))

    return replace(
        s,
        modified=moved(s.modified),
        handkerchiefs=moved(s.handkerchiefs),
        corner_x=moved(s.corner_x),
        centre_x=moved(s.centre_x),
    )


def _redeal_cards(s: PurpleHouseState, seat: int | None, rng: random.Random) -> PurpleHouseState:
    """The dealt cards of every seat but ``seat`` and the undealt deck, re-dealt (each card keeps its back)."""
    others = [p for p in range(s.players) if p != seat]
    dealt = redeal([*(s.hands[p] for p in others), s.deck], rng)
    hands = list(s.hands)
    for p, hand in zip(others, dealt[:-1], strict=True):
        hands[p] = hand
    return replace(s, hands=tuple(hands), deck=dealt[-1])


def _redeal_fronts(s: PurpleHouseState, rng: random.Random) -> PurpleHouseState:
    """The fronts of the face-down cards re-dealt under the same backs: every cell keeps its X markings."""
    cells = face_down_cells(s)
    backs = [s.marks[s.grid[i]] for i in cells]
    fronts = shuffled([s.grid[i] for i in cells], rng)
    grid, marks = list(s.grid), list(s.marks)
    for cell, front, back in zip(cells, fronts, backs, strict=True):
        grid[cell] = front
        marks[front] = back
    return replace(s, grid=tuple(grid), marks=tuple(marks))


def inventory(s: PurpleHouseState) -> Hashable:
    """The 25 cards once each, every back, the items of the table, and the shape of every place."""
    cards = [*s.deck, *s.ghosts, *(c for h in s.hands for c in h), *(c for c in s.grid if c != EMPTY), *s.path]
    back_by_cell = tuple(EMPTY if c == EMPTY else s.marks[c] for c in s.grid)
    items = (sum(s.handkerchiefs), sum(s.corner_x), sum(s.centre_x), s.discarded, s.box)
    shape = (tuple(map(len, s.hands)), len(s.deck), len(s.ghosts), tuple(sorted(map(len, s.modified))))
    return tuple(sorted(cards)), tuple(sorted(s.marks)), back_by_cell, items, shape
