"""The bot contract: ``decide(view, choices, rng, budget) -> action``, and what a game's kit says of its bots.

A bot is a pure function of what its seat may know (its view), what it may do (its choices), a
random generator it owns and a budget. Nothing else reaches it: no engine state, no clock, no
global ``random``. A game whose good bot searches gets worlds from its own ``determinize(view, rng)``:
a full state consistent with the view, with everything the seat may not know re-dealt (other
hands, face-down cards, draw piles, the seed of future chance).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.games.base import Action, Choice
from bot.i18n import Text

EASY = "easy"
GOOD = "good"
LEVELS: dict[str, str] = {
    EASY: "easy: quick and plausible",
    GOOD: "good: weighs its options and thinks ahead",
}
"""The levels every game's bots come in, with their words for lobby controls."""


@dataclass(frozen=True)
class Budget:
    """How much a decision may cost: a count of simulations and a cap of CPU seconds.

    Searches stop at whichever comes first. Tests give a budget of iterations and no time cap, so
    a decision depends only on its inputs (the same view, choices and rng give the same move).
    """

    iterations: int = 400
    seconds: float = 0.8
    """CPU seconds of this thread (0: no cap)."""

    def clock(self) -> Callable[[], bool]:
        """A function telling whether the time cap has passed (never, without one)."""
        if self.seconds <= 0:
            return lambda: False
        end = time.thread_time() + self.seconds
        return lambda: time.thread_time() >= end


UNTIMED = Budget(iterations=400, seconds=0.0)
"""The budget tests use: decisions are a pure function of their inputs."""


class Decide(Protocol):
    """A bot level: the move for a seat, from what the seat may know and do."""

    def __call__(self, view: Any, choices: Sequence[Choice], rng: random.Random, budget: Budget) -> Action:
        """Return the action of one of ``choices`` (never empty)."""
        ...


Determinize = Callable[[Any, random.Random], Any]
"""``determinize(view, rng)``: a full engine state whose view for the view's seat is ``view``, with
everything that seat may not know re-dealt at random (including the seed of future chance)."""


@dataclass(frozen=True)
class Bots:
    """What a game's kit says of its bots: one decision function per level, and its re-dealer."""

    levels: Mapping[str, Decide]
    """``easy`` and ``good`` (every game has both)."""
    determinize: Determinize
    conventions: Text = ""
    """How the bots play, in a few lines a human partner can follow (shown in ``/<game> rules``)."""
    names: tuple[str, ...] = field(default=())
    """Bot names of this game's own (empty: the shared list)."""
    inventory: Callable[[Any], Hashable] | None = None
    """``inventory(state)``: what every re-deal of ``determinize`` conserves (components and place sizes),
    checked by the contract suite; None for a game that hides nothing."""
    measure: tuple[tuple[str, Mapping[str, Any]], ...] = (("default rules", {}),)
    """The rule sets the strength benchmark plays (``python -m bot.bench bots``), each with its label."""

    def decide(self, level: str, view: Any, choices: Sequence[Choice], rng: random.Random, budget: Budget) -> Action:
        """The move of a bot of ``level``; one of ``choices``."""
        if not choices:
            raise ValueError("a bot was asked to decide with no choice to make")
        action = self.levels[level](view, choices, rng, budget)
        if action not in {c.action for c in choices}:
            raise ValueError(f"a {level} bot chose {action!r}, which is not one of its choices")
        return action


def pick_random(view: Any, choices: Sequence[Choice], rng: random.Random, budget: Budget) -> Action:
    """A random legal move: the yardstick bots are measured against (never a level of its own)."""
    return rng.choice(list(choices)).action
