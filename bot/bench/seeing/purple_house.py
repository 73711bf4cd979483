"""The Purple House's all-seeing team (test-only): it reads every front in the engine state.

Scouting does not matter to a player who sees every card, so it makes its modifications as the
deadline would (``auto``). In the Escape Phase it never flips a White Lady: it follows a path through
the hidden Clues found by a small depth-first search (fewest onward matches first), keeping Ube to
bridge a gap. It is the yardstick of ``python -m bot.bench bots``, never a bot.
"""

from __future__ import annotations

import random
from typing import Any

from bot.bots.arena import Player
from bot.games.base import Action, Game
from bot.games.purple_house.cards import is_clue, match_reason
from bot.games.purple_house.data import UBE
from bot.games.purple_house.state import EMPTY, ESCAPE, PurpleHouseState

SEARCH_NODES = 400
"""Nodes the path search may visit per decision before it settles for the longest path found."""


def player(game: Game[Any, Any]) -> Player:
    """A player that sees the whole state: ``auto`` while scouting, a planned path of Clues while escaping."""

    def play(state: PurpleHouseState, seat: int, rng: random.Random) -> Action:
        legal = list(game.legal_actions(state, seat))
        if state.phase != ESCAPE:
            return "auto" if "auto" in legal else legal[0]
        return _flip(state, legal)

    return play


def _flip(s: PurpleHouseState, legal: list[str]) -> Action:
    cell_of = {card: i + 1 for i, card in enumerate(s.grid) if card not in (EMPTY, s.current)}
    clues = frozenset(c for c in cell_of if is_clue(c))
    ube = UBE in cell_of
    card = _next(s.current, clues, ube)
    if card is None:  # only White Ladies are left face-down (a Dead End is resolved by the engine)
        return legal[0]
    return f"f{cell_of[card]}"


def _next(room: int, clues: frozenset[int], ube: bool) -> int | None:
    """The card starting the longest path of matches from ``room`` (any Clue when there is no room)."""
    budget = [SEARCH_NODES]
    best: tuple[int, int | None] = (-1, None)
    for first in _options(room, clues, ube):
        length = _longest(first, clues - {first}, ube and first != UBE, budget, len(clues))
        if length > best[0]:
            best = (length, first)
        if best[0] >= len(clues) - (first in clues) or budget[0] <= 0:
            break
    return best[1]


def _options(room: int, clues: frozenset[int], ube: bool) -> list[int]:
    """Cards that can follow ``room``, fewest onward matches first (Ube last)."""
    found = [c for c in clues if room == EMPTY or match_reason(c, room)]
    found.sort(key=lambda c: (sum(1 for d in clues if d != c and match_reason(d, c)), c))
    return found + ([UBE] if ube and room != EMPTY else [])


def _longest(room: int, clues: frozenset[int], ube: bool, budget: list[int], goal: int) -> int:
    """Clues that can still be turned face-up from ``room`` by matches alone (a bounded search)."""
    budget[0] -= 1
    best = 1 if room != UBE else 0
    if budget[0] <= 0:
        return best
    for nxt in _options(room, clues, ube):
        rest = _longest(nxt, clues - {nxt}, ube and nxt != UBE, budget, goal)
        best = max(best, (1 if room != UBE else 0) + rest)
        if best >= goal or budget[0] <= 0:
            break
    return best
