"""Quiet House: the goal tiles a seat cannot see, the hidden target layout, the order of the Time Deck.

A seat sees the four tiles on the walls away from its corner (RULINGS 3); the public view
sees none until the game is over. A new target layout is chosen that names the same statues
on the tiles the seat sees, and the goal tiles are taken from it, so the tiles always have a
solution. Each Time Deck stack shows its score on its back, so the cards still to be drawn
are shuffled within their own stacks.
"""

from __future__ import annotations

import functools
import itertools
import random
from collections import defaultdict
from collections.abc import Hashable
from dataclasses import replace

from bot.games.quiet_house.board import MOUSE, Layout, layout_problem, red_dots
from bot.games.quiet_house.data import DECK_SIZE, STATUES
from bot.games.quiet_house.goals import Goals, goals_from_layout, visible_slots
from bot.games.quiet_house.model import QuietHouseState, Status
from tests.contract.scramble.deal import new_seed, shuffled

TRIES = 50
"""Draws of a new target before settling for one that names the same statues everywhere."""
Orders = tuple[tuple[int, ...], ...]


def scramble(s: QuietHouseState, seat: int | None, rng: random.Random) -> QuietHouseState:
    """Shuffle the undrawn Time Cards within their stacks and, while the game goes on, re-deal the unseen tiles."""
    s = replace(s, deck=_undrawn_shuffled(s, rng), seed=new_seed(rng))
    if s.status is not Status.PLAYING:
        return s  # every tile is face-up once the game is over
    seen = frozenset(visible_slots(s.players, seat)) if seat is not None else frozenset()
    target = _new_target(s, seen, rng)
    return replace(s, target=target, goals=goals_from_layout(target, 2 in s.variants))


def _undrawn_shuffled(s: QuietHouseState, rng: random.Random) -> tuple[str, ...]:
    """The deck with the cards not yet drawn shuffled within each stack of five."""
    deck = list(s.deck)
    per = len(STATUES)
    for start in range(0, DECK_SIZE, per):
        undrawn = [i for i in range(start, start + per) if i >= s.drawn]
        for i, card in zip(undrawn, shuffled([deck[i] for i in undrawn], rng), strict=True):
            deck[i] = card
    return tuple(deck)


def _new_target(s: QuietHouseState, seen: frozenset[int], rng: random.Random) -> Layout:
    """A legal layout whose tiles name the same statues on the ``seen`` slots, other tiles differing if it can."""
    fourth = 2 in s.variants
    rows, cols = _orders(s.target, s.goals, seen, fourth)
    by_mouse_col: dict[int, list[tuple[int, ...]]] = defaultdict(list)
    for c in cols:
        by_mouse_col[c[MOUSE]].append(c)
    dots = red_dots("mouse" in s.advanced)
    found = s.target
    for _ in range(TRIES):
        r = rng.choice(rows)
        fits = [c for col in sorted({c for rr, c in dots if rr == r[MOUSE]}) for c in by_mouse_col[col]]
        if not fits:
            continue
        layout = tuple(zip(r, rng.choice(fits), strict=True))
        if goals_from_layout(layout, fourth) != s.goals:
            return layout
        if layout != s.target:
            found = layout
    return found


@functools.cache
def _orders(target: Layout, goals: Goals, seen: frozenset[int], fourth: bool) -> tuple[Orders, Orders]:
    """Every assignment of the target's rows (and columns) to the statues that keeps the ``seen`` tiles.

    Tiles on the top and bottom walls depend only on the rows, those on the left and right walls
    only on the columns, so the two are chosen apart and any pair of them keeps the seen tiles.
    """
    rows = tuple(r for r, _ in target)
    cols = tuple(c for _, c in target)

    def keeps(layout: Layout) -> bool:
        new = goals_from_layout(layout, fourth)
        return all(new[i] == goals[i] for i in seen)

    row_orders = tuple(p for p in itertools.permutations(rows) if keeps(tuple(zip(p, cols, strict=True))))
    col_orders = tuple(p for p in itertools.permutations(cols) if keeps(tuple(zip(rows, p, strict=True))))
    return row_orders, col_orders


def inventory(s: QuietHouseState) -> Hashable:
    """The cards drawn, the cards of every stack, and goal tiles taken from a legal target layout."""
    per = len(STATUES)
    stacks = tuple(tuple(sorted(s.deck[i : i + per])) for i in range(0, DECK_SIZE, per))
    consistent = goals_from_layout(s.target, 2 in s.variants) == s.goals
    legal = layout_problem(s.target, red_dots("mouse" in s.advanced)) is None
    return s.deck[: s.drawn], stacks, consistent, legal
