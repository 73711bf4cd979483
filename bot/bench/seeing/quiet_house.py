"""Quiet House's all-seeing team (test-only): it reads the hidden goal and the Time Deck in the engine state.

Every seat knows all eight tiles and the order of the cards to come, so the team plays as one
player: it declares as soon as every tile holds, and otherwise searches the next few turns with
the true Time Cards for the quickest way to a layout where every tile holds, judging the positions
it cannot see through by the distance of the bots (``bots_moves.distance``). It is the yardstick of
``python -m bot.bench bots``, never a bot.
"""

from __future__ import annotations

import random
from typing import Any

from bot.bots.arena import Player
from bot.games.base import Action, Game
from bot.games.quiet_house.board import Layout, square_name
from bot.games.quiet_house.bots_moves import apply_move, layout_distance, legal_moves, order_of
from bot.games.quiet_house.bots_orders import Hypothesis
from bot.games.quiet_house.data import DECK_SIZE, STATUES
from bot.games.quiet_house.model import DECLARE, QuietHouseState

DEPTH = 4
"""Turns searched ahead, the current one included."""
WIN = 1000.0
"""Value of a layout where every tile holds (the next turn declares and wins); each turn before it costs 10."""


def player(game: Game[Any, Any]) -> Player:
    """A player that sees the goal and the deck: declares when every tile holds, else the quickest way there."""

    def play(state: QuietHouseState, seat: int, rng: random.Random) -> Action:
        legal = list(game.legal_actions(state, seat))
        goal = (order_of(state.target, 0), order_of(state.target, 1))
        if DECLARE in legal and _orders(state.layout) == goal:
            return DECLARE
        return _plan(state, goal, rng)

    return play


def _orders(layout: Layout) -> Hypothesis:
    return order_of(layout, 0), order_of(layout, 1)


def _plan(s: QuietHouseState, goal: Hypothesis, rng: random.Random) -> Action:
    deck = [STATUES.index(card) for card in s.deck]
    advanced = frozenset(s.advanced)
    memo: dict[tuple[Layout, int], float] = {}

    def value(layout: Layout, t: int, depth: int) -> float:
        """The best score from ``layout`` with card ``t`` to be flipped next, ``depth`` turns left to search."""
        if _orders(layout) == goal:
            return WIN
        if t >= DECK_SIZE:
            return -WIN
        if depth == 0:
            return -float(layout_distance(layout, goal))
        key = (layout, t)
        if key not in memo:
            memo[key] = (
                max(
                    value(apply_move(layout, m, deck[t], advanced), t + 1, depth - 1)
                    for m in legal_moves(layout, deck[t], advanced)
                )
                - 10.0
            )
        return memo[key]

    card = deck[s.drawn - 1]
    moves = legal_moves(s.layout, card, advanced)
    scored = [(value(apply_move(s.layout, m, card, advanced), s.drawn, DEPTH - 1), rng.random(), m) for m in moves]
    statue, square = max(scored)[2]
    return f"{STATUES[statue]}.{square_name(square)}"
