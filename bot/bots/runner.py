"""A bot's turn, from a due duty to a saved move: read the seat's view, think off the event loop, play.

The runner reads the game without its lock (the seat's view, its choices and the game's version),
hands the thinking to an executor (a pool of worker processes by default, so the event loop and the
gateway keep answering while bots think), and plays the chosen move through the sessions' pipeline
against the version it was computed for: a stale move is dropped there, never applied, and the next
scheduler pass thinks again. Nothing here is kept between passes; the duty row is the work, so a
restart neither loses nor doubles a bot's move.

The worker gets only what the seat may know: its view and its choices, a generator seeded from the
game, its version and the seat (the same situation gives the same move), and the level's budget.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import random
from collections.abc import Sequence
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.bots.contract import EASY, Bots, Budget
from bot.games.base import Action, Choice

if TYPE_CHECKING:
    from bot.deadlines import Duty
    from bot.sessions import MoveResult, Publish, Sessions

log = logging.getLogger(__name__)

DEFAULT_WORKERS = 1
"""Worker processes thinking for bots (``BOT_WORKERS``): one leaves a core to the event loop on two."""
DEFAULT_THINK_SECONDS = 0.8
"""The good level's cap of CPU seconds per decision (``BOT_THINK_SECONDS``)."""
EASY_BUDGET = Budget(iterations=40, seconds=0.05)
"""The easy level's budget: a few simulations at most, quick whatever the game."""


def budget_for(level: str, think_seconds: float = DEFAULT_THINK_SECONDS) -> Budget:
    """What one decision of ``level`` may cost: easy is small; good is capped at ``think_seconds`` of CPU."""
    return EASY_BUDGET if level == EASY else Budget(seconds=think_seconds)


def rng_key(game_id: int, version: int, seat: int) -> str:
    """The seed of a bot's generator: the same game, version and seat always give the same decision."""
    return f"bot:{game_id}:{version}:{seat}"


@dataclass(frozen=True)
class Thought:
    """One decision to make, as sent to a worker: only what the seat may know, and its budget."""

    kind: str
    level: str
    view: Any
    choices: tuple[Choice, ...]
    seed: str
    budget: Budget
    bots: Bots | None = None
    """The game's bots; None: the worker finds them in ``bot.registry.KITS`` by ``kind`` (nothing to pickle)."""


def think(thought: Thought) -> Action:
    """Make one decision (in a worker process or thread): the level's move for the view and choices."""
    bots = thought.bots if thought.bots is not None else _registered_bots(thought.kind)
    rng = random.Random(thought.seed)
    return bots.decide(thought.level, thought.view, thought.choices, rng, thought.budget)


def _registered_bots(kind: str) -> Bots:
    """The bots of a registered game, imported in the worker on first use."""
    from bot.registry import KITS

    bots = KITS[kind].bots
    if bots is None:
        raise LookupError(f"{kind} has no bots")
    return bots


def process_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes started cleanly (forkserver where there is one, else spawn): never a
    fork of the running bot, whose threads and event loop a fork would copy."""
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
    if context.get_start_method() == "forkserver":
        context.set_forkserver_preload(["bot.bots.runner", "bot.registry"])
    return ProcessPoolExecutor(max_workers=workers, mp_context=context)


class BotRunner:
    """Plays the due decision of a seat a bot decides for: load, think in an executor, play if still current."""

    def __init__(
        self,
        sessions: Sessions,
        *,
        executor: Executor | None = None,
        workers: int = DEFAULT_WORKERS,
        think_seconds: float = DEFAULT_THINK_SECONDS,
    ) -> None:
        self.sessions = sessions
        self.workers = workers
        self.think_seconds = think_seconds
        self._executor = executor
        self._own_executor = executor is None

    @property
    def executor(self) -> Executor:
        """Where bots think: the injected executor, else a process pool started on first use."""
        if self._executor is None:
            self._executor = process_pool(self.workers)
        return self._executor

    def close(self) -> None:
        """Stop the runner's own pool (a thought in progress is abandoned: its duty stays for the next start)."""
        if self._own_executor and self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    async def play(self, game_id: int, seat: int, since: Duty, publish: Publish) -> MoveResult | None:
        """Decide and play the move of a bot-controlled ``seat`` that owes ``since``; None when nothing was played.

        Nothing is played when the seat no longer owes that decision or no bot decides for it any
        more, and a move computed for a version the game has left is dropped by the pipeline.
        """
        from bot.sessions import Refusal, same_duty
        from bot.tables import engine_state

        try:
            table = await self.sessions.load(game_id)
        except Refusal:
            return None
        held = next((s for s in table.seats if s.seat == seat), None)
        level = held.controller if held is not None else None
        bots = table.kit.bots
        if level is None or bots is None or not same_duty(table.duties().get(seat), since):
            return None
        state = engine_state(table)
        game = table.kit.game
        if state is None or seat not in table.to_act():
            return None
        choices = tuple(game.choices(state, seat))
        if not choices:
            log.warning("game %s asks seat %s for a decision with no choices; the bot waits", game_id, seat)
            return None
        version = table.record.version
        thought = Thought(
            table.record.kind,
            level,
            game.view(state, seat),
            choices,
            rng_key(game_id, version, seat),
            budget_for(level, self.think_seconds),
            None if self._registered(table.record.kind, bots) else bots,
        )
        action = await self._decide(thought, choices, game_id, seat)
        if action is None:
            return None
        return await self.sessions.play_bot(game_id, seat, action, version=version, since=since, publish=publish)

    async def _decide(self, thought: Thought, choices: Sequence[Choice], game_id: int, seat: int) -> Action | None:
        """The bot's move, thought in the executor; a bot that fails plays its first choice (logged).

        None when the pool itself broke (a worker died): it is started again, and the duty, still
        due, is thought again at the next pass.
        """
        try:
            return await asyncio.get_running_loop().run_in_executor(self.executor, think, thought)
        except BrokenExecutor:
            log.exception("the bots' worker pool broke while seat %s of game %s was thinking", seat, game_id)
            if self._own_executor:
                self.close()
            return None
        except Exception:
            log.exception(
                "the %s bot of seat %s in game %s failed; it plays its first choice", thought.level, seat, game_id
            )
            return choices[0].action

    def _registered(self, kind: str, bots: Bots) -> bool:
        """Whether a worker process finds these bots in the registry itself (else they are sent along)."""
        if not isinstance(self.executor, ProcessPoolExecutor):
            return False
        from bot.registry import KITS

        kit = KITS.get(kind)
        return kit is not None and kit.bots is bots
