"""Seeded interleavings for concurrency tests: many coroutines at once, each yielding a seeded number of times.

Every worker gets its own ``random.Random`` (from the test's seed and the worker's name) that decides how
many ``await asyncio.sleep(0)`` it takes before each of its steps, so one seed is one interleaving of the
workers' statements on the shared database connection, and several seeds are several interleavings.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Awaitable, Iterator, Sequence

MOST_PAUSES = 4
"""The most zero-sleeps a worker takes before one step."""


class Pauses:
    """A worker's seeded yields to the event loop; ``rng`` also serves the worker's other choices."""

    def __init__(self, seed: int, name: str, *, most: int = MOST_PAUSES) -> None:
        self.rng = random.Random(f"{seed}:{name}")
        self.most = most

    async def __call__(self) -> None:
        """Yield to the event loop 0..``most`` times, as the seed says."""
        for _ in range(self.rng.randint(0, self.most)):
            await asyncio.sleep(0)


async def run_workers(seed: int, workers: Sequence[Awaitable[object]], *, timeout: float = 60) -> list[BaseException]:
    """Run every worker at once, started in a seeded order; return the exceptions that escaped them.

    A worker still running after ``timeout`` seconds (a deadlock) fails the test.
    """
    order = list(workers)
    random.Random(f"{seed}:order").shuffle(order)
    outcomes = await asyncio.wait_for(asyncio.gather(*order, return_exceptions=True), timeout)
    return [o for o in outcomes if isinstance(o, BaseException)]


@contextlib.contextmanager
def noted(errors: list[BaseException]) -> Iterator[None]:
    """Note an unexpected exception of one step in ``errors`` and go on, as the bot serves the next request.

    The rest of the ``with`` block (where the worker writes down its success) is skipped.
    """
    try:
        yield
    except Exception as exc:
        errors.append(exc)


SEEDS = (1, 2, 3, 4, 5, 6)
GAME_COUNTS = (2, 5, 20)
MIXES = [(seed, games) for games in GAME_COUNTS for seed in SEEDS]
"""Every (seed, number of games) a concurrency mix is run with: 2, 5 and 20 games, six interleavings each."""


def mix_id(mix: tuple[int, int]) -> str:
    """A readable test id for one mix, e.g. ``5games-seed3``."""
    return f"{mix[1]}games-seed{mix[0]}"
