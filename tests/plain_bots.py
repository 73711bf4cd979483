"""Test-only bots for the platform's tests: they play a legal move without any judgement of the game.

Module-level functions, so a worker process can unpickle them (the runner sends a kit's bots along
when the registry does not hold them). The levels are plain on purpose: platform tests check where and
when a bot plays, not how well.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, Future
from typing import Any

from PIL import Image

from bot.bots.contract import EASY, GOOD, Bots, Budget
from bot.games.base import Action, Choice
from bot.registry import GameKit

BURN_SECONDS = 0.1
"""CPU seconds a ``busy`` bot spends on each decision."""


def first(view: Any, choices: Sequence[Choice], rng: random.Random, budget: Budget) -> Action:
    """The first choice offered."""
    return choices[0].action


def by_rng(view: Any, choices: Sequence[Choice], rng: random.Random, budget: Budget) -> Action:
    """A choice drawn with the bot's own generator (so its seed shows in the move)."""
    return rng.choice(list(choices)).action


def busy(view: Any, choices: Sequence[Choice], rng: random.Random, budget: Budget) -> Action:
    """The first choice, after burning ``BURN_SECONDS`` of this thread's CPU (a bot that thinks hard)."""
    end = time.thread_time() + BURN_SECONDS
    while time.thread_time() < end:
        sum(range(200))
    return choices[0].action


def no_world(view: Any, rng: random.Random) -> Any:
    """A re-dealer these bots never call (they do not search)."""
    raise AssertionError("plain bots never ask for a world")


FIRST_BOTS = Bots(levels={EASY: first, GOOD: first}, determinize=no_world)
"""Both levels play the first choice."""
RNG_BOTS = Bots(levels={EASY: by_rng, GOOD: by_rng}, determinize=no_world)
"""Both levels play a choice drawn from their generator."""
BUSY_BOTS = Bots(levels={EASY: busy, GOOD: busy}, determinize=no_world)
"""Both levels think for ``BURN_SECONDS`` of CPU, then play the first choice."""


def _blank(view: Any, names: Sequence[str], lang: str = "en") -> Image.Image:
    return Image.new("RGB", (8, 8))


def with_bots(kits: Mapping[str, GameKit], bots: Bots = FIRST_BOTS, *, fast: bool = True) -> dict[str, GameKit]:
    """The kits with ``bots`` as every game's bots (and, with ``fast``, a tiny board picture)."""
    changes: dict[str, Any] = {"bots": bots}
    if fast:
        changes["render"] = _blank
    return {k: dataclasses.replace(kit, **changes) for k, kit in kits.items()}


class Inline(Executor):
    """Runs each job at once, on the calling thread (a bot's decision becomes synchronous in tests)."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        """Run ``fn`` now; its result or exception is in the returned future."""
        done: Future[Any] = Future()
        try:
            done.set_result(fn(*args, **kwargs))
        except BaseException as exc:
            done.set_exception(exc)
        return done
