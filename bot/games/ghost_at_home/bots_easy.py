"""The easy bot's judgement: every legal move scored from one seat's board, the best one played.

Explore as many rooms as fit (always, and at once when they fill the house); failing that, chase
a ghost off your own floor, send a ghost at the opponent with the most to lose, light or guard
your top floor, and otherwise discard the cards that do not help the next floors. Out of turn:
defend with a cat when holding one, and always stop an escape with a ghost.

The same scores drive the simulated players of the good bot's search (``bots.py``), so they are
kept cheap: plain arithmetic over a :class:`~bot.games.ghost_at_home.bots_board.Board`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from bot.games.ghost_at_home.bots_board import FLOOR, KIND, Board
from bot.games.ghost_at_home.data import Kind
from bot.seeded import Random

Judge = Callable[[Board, str], float]
"""Scores a legal turn action of the board's seat (higher is better)."""


class Reader(Protocol):
    """What the judgement reads of the houses (a bot's :class:`Board` or the search's simulation)."""

    def exposed(self, q: int) -> int:
        """Rooms one ghost would drive out of seat ``q``'s house now."""
        ...


WIN = 1000.0
"""Bonus of a move that fills the house (an escape attempt)."""
ANSWERS = ("cat", "stop")
"""Window answers always given when they are legal: defend with a cat, stop an escape."""
LIGHT_BONUS = 40.0
"""The good judgement's extra worth of a light (a light also cycles two or three cards)."""
TOP_LIGHT_BONUS = 30.0
"""And of a light on floor 3, the floor an escape must survive."""
HARMLESS_GHOST = -30.0
"""The good judgement's malus of a ghost that would drive out no room (a cat or a light stops it)."""
DISCARD_EACH = 4.0
"""The good judgement's worth of each card discarded: when nothing better is on, the whole hand goes."""
KEEP_GHOSTS_FROM = 3
"""Rooms of the most advanced opponent from which the good judgement keeps its ghosts out of a discard."""
SPECIAL_KEEP = {Kind.BULB: 5, Kind.LIGHTNING: 3, Kind.HOLE: 4, Kind.FOOD: 4, Kind.ELEVATOR: 2}
"""How much a special card in hand is worth keeping (see :func:`keep`)."""


def keep(b: Board, card: int) -> float:
    """How much a card in the board's hand is worth keeping (0: no use now)."""
    return keep_card(card, b.frontier(b.me))


def keep_card(card: int, frontier: int) -> float:
    """How much a card is worth keeping to a player whose next room goes on floor ``frontier``."""
    kind = KIND[card]
    if kind is Kind.ROOM:
        ahead = FLOOR[card] - frontier
        return (10.0, 6.0, 3.0)[ahead] if 0 <= ahead <= 2 else 0.5 if ahead == -1 else 0.0
    if kind is Kind.WILD:
        return 12.0
    if kind in (Kind.CAT, Kind.GHOST):
        return 8.0
    return float(SPECIAL_KEEP.get(kind, 0))


def _rooms(b: Board, n: list[int]) -> float:
    wild = sum(KIND[c] is Kind.WILD for c in n)
    score = 100.0 + 10 * len(n) - 2 * wild
    return score + WIN if b.explored(b.me) + len(n) == 6 else score


def _ghost_at(b: Board, q: int) -> float:
    """A ghost coming at seat ``q``'s top floor: the rooms it would drive out, and how far ``q`` is."""
    top = b.top(q)
    if b.cat_on(q, top):
        return 5.0
    if b.lit(q, top) and not b.ghost_on(q, top):
        return 12.0 + 2 * b.explored(q)
    return 30.0 + 10 * b.on_floor(q, top) + 4 * b.explored(q)


def _own_floor(b: Board, floor: int, base: float) -> float:
    """Guarding one's own floor: worth most on the top floor while it is open to ghosts."""
    me, top = b.me, b.top(b.me)
    if b.ghost_on(me, floor):
        return 60.0
    if floor == top and not b.cat_on(me, floor) and not b.lit(me, floor):
        return base + 5 * b.on_floor(me, floor)
    return 1.0


def score(b: Board, action: str) -> float:
    """The easy judgement of one legal turn action of the board's seat (higher is better)."""
    head, *rest = action.split(".")
    n = [int(x) for x in rest]
    me = b.me
    if head == "r":
        return _rooms(b, n)
    if head == "g":
        return _ghost_at(b, n[0])
    if head == "c":
        return _own_floor(b, n[0], 25.0) if not b.cat_on(me, n[0]) else 1.0
    if head in ("l", "b"):
        paid = sum(keep(b, c) for c in n[1:])
        value = _own_floor(b, n[0], 35.0 if head == "b" else 22.0)
        return (value if value < 60 else 1.0) - paid
    if head == "z":
        q, top = n[0], b.top(n[0])
        return 50.0 + 10 * b.on_floor(q, top) if b.ghost_on(q, top) else 8.0 + 3 * b.explored(q)
    if head == "h":
        ghost, q = n
        mine = ghost in b.ghosts[me]
        return (40.0 if mine else 0.0) + _ghost_at(b, q) / 2
    if head in ("f", "e"):
        floor = n[1]
        value = _own_floor(b, floor, 30.0 if head == "f" else 20.0)
        return value if value > 1 else -5.0
    if head == "d":
        return sum(4.0 - keep(b, c) for c in n)
    return 0.0


def bonus(b: Reader, head: str, n: Sequence[int]) -> float:
    """What the good judgement adds to easy's score of a move (not a discard): lights, harmless ghosts."""
    if head == "l":
        return LIGHT_BONUS + (TOP_LIGHT_BONUS if n[0] == 3 else 0.0)
    if head == "g" and not b.exposed(n[0]):
        return HARMLESS_GHOST
    return 0.0


def good_score(b: Board, action: str) -> float:
    """The good judgement of one legal turn action: easy's, with lights worth more, harmless ghosts
    worth less, and a discard worth the same for every card (cycle the whole hand), but for ghosts
    once an opponent nears an escape (keep them to stop it)."""
    head, *rest = action.split(".")
    n = [int(x) for x in rest]
    if head == "d":
        keep_ghosts = max((b.explored(q) for q in b.opponents()), default=0) >= KEEP_GHOSTS_FROM
        return sum(discard_worth(c, keep_ghosts) for c in n)
    return score(b, action) + bonus(b, head, n)


def discard_worth(card: int, keep_ghosts: bool) -> float:
    """The good judgement's worth of discarding one card: the same for all, but ghosts kept near an escape."""
    return -DISCARD_EACH if keep_ghosts and KIND[card] is Kind.GHOST else DISCARD_EACH


def choose(b: Board, actions: Sequence[str], rng: Random, judge: Judge = score) -> str:
    """The best move among ``actions`` by ``judge`` (easy's by default; ties broken by ``rng``)."""
    if b.window:
        return next((a for a in ANSWERS if a in actions), actions[0])
    best, top = [], float("-inf")
    for a in actions:
        value = judge(b, a)
        if value > top:
            best, top = [a], value
        elif value == top:
            best.append(a)
    return best[0] if len(best) == 1 else rng.choice(best)
