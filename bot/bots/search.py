"""Generic search over re-dealt worlds, shared by every game's ``good`` bot.

Determinized Monte Carlo with UCB1 at the root (the one-level form of Information Set MCTS): every
iteration re-deals a world consistent with the seat's view (the game's ``determinize``), picks a
root move by UCB1, plays it in that world and plays the game on with a rollout policy, to the end or
to a depth where the game's own estimate judges the position. The move played most often wins.

Nothing here sees the real state: the worlds are made from the view, so a search can only know what
its seat knows. Each world is fresh, so a choice is never judged by one lucky deal.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.bots.contract import Budget, Determinize
from bot.games.base import Action, Choice, Game, IllegalAction, Outcome

Estimate = Callable[[Any], float]
"""How good a position is for the view's seat, in [0, 1], from that seat's view of it."""
Rollout = Callable[[Game[Any, Any], Any, int, random.Random], Action]
"""The move a seat makes in a simulated world: ``rollout(game, state, seat, rng)`` (fast, by the rules only)."""


def random_rollout(game: Game[Any, Any], state: Any, seat: int, rng: random.Random) -> Action:
    """A uniformly random legal move: the default rollout policy."""
    return rng.choice(list(game.legal_actions(state, seat)))


def outcome_value(outcome: Outcome, seat: int) -> float:
    """1 for a win (shared wins count whole), else below 1/2 by the share of seats the seat outscored (a
    seat it tied counts half), so a draw is worth more than a loss."""
    if seat in outcome.winners:
        return 1.0
    scores = outcome.scores
    if not scores or seat >= len(scores):
        return 0.0
    others = [score for other, score in enumerate(scores) if other != seat]
    beaten = sum(1.0 if scores[seat] > score else 0.5 if scores[seat] == score else 0.0 for score in others)
    return 0.45 * beaten / max(len(others), 1)


@dataclass(frozen=True)
class Search:
    """A search's settings; call :meth:`decide` with a seat's view and choices."""

    game: Game[Any, Any]
    determinize: Determinize
    rollout: Rollout = random_rollout
    depth: int = 400
    """Plies played past the root move before the position is judged by ``estimate``."""
    estimate: Estimate | None = None
    """The game's judgement of an unfinished position (None: 1/2)."""
    exploration: float = 0.7

    def decide(self, view: Any, choices: Sequence[Choice], rng: random.Random, budget: Budget) -> Action:
        """The root move played most often within the budget (the first choice when there is one move)."""
        actions = list(dict.fromkeys(c.action for c in choices))
        if len(actions) == 1:
            return actions[0]
        seat = view.seat
        visits = [0] * len(actions)
        totals = [0.0] * len(actions)
        over = budget.clock()
        for iteration in range(budget.iterations):
            if iteration >= len(actions) and over():
                break
            index = self._select(visits, totals, iteration)
            value = self._simulate(view, seat, actions[index], rng)
            if value is None:  # the move is not legal in this world: it cannot be judged here
                continue
            visits[index] += 1
            totals[index] += value
        best = max(range(len(actions)), key=lambda i: (visits[i], totals[i] / visits[i] if visits[i] else 0.0))
        return actions[best]

    def _select(self, visits: list[int], totals: list[float], iteration: int) -> int:
        for i, n in enumerate(visits):
            if n == 0:
                return i
        log_n = math.log(max(iteration, 1))
        return max(
            range(len(visits)),
            key=lambda i: totals[i] / visits[i] + self.exploration * math.sqrt(log_n / visits[i]),
        )

    def _simulate(self, view: Any, seat: int, action: Action, rng: random.Random) -> float | None:
        game = self.game
        world = self.determinize(view, rng)
        try:
            state = game.apply(world, seat, action)
        except IllegalAction:
            return None
        for _ in range(self.depth):
            outcome = game.outcome(state)
            if outcome is not None:
                return outcome_value(outcome, seat)
            owing = sorted(game.to_act(state))
            if not owing:
                break
            mover = rng.choice(owing)
            state = game.apply(state, mover, self.rollout(game, state, mover, rng))
        outcome = game.outcome(state)
        if outcome is not None:
            return outcome_value(outcome, seat)
        return 0.5 if self.estimate is None else self.estimate(game.view(state, seat))
