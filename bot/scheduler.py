"""The background loop that keeps games moving: reminders, reaction windows and turn deadlines.

Everything it acts on is read from the database on every pass (``duties``),
never kept in memory, so deadlines survive restarts. A reminder moves the
duty's next reminder to *now + interval*, so a bot that was down for days
sends one reminder per seat, not one per missed interval. Each duty is
rescheduled before anyone is told, so a crash can cost a reminder but never
repeat one.

Discord is reached only through a :class:`Notifier` (the cogs implement it):
the scheduler decides, the notifier talks.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from typing import Protocol

from bot.deadlines import REMOVE, SKIP, Duty, next_reminder
from bot.games.base import IllegalAction
from bot.sessions import Publish, Refusal, Sessions, Table
from bot.storage import DueDuty, Look

log = logging.getLogger(__name__)

DEFAULT_POLL_SECONDS = 30.0


class Notifier(Protocol):
    """How the scheduler reaches players (implemented on the Discord side)."""

    def publisher(self, kind: str) -> Publish:
        """The publish step of a kind of game (posts the board after an automatic move)."""
        ...

    async def remind(self, table: Table, seat: int, note: str) -> None:
        """Mention the seat's player in the game, with ``note`` and a link to the live board."""
        ...

    async def end_look(self, look: Look) -> None:
        """Hide a private look whose time is up (e.g. Purple House card fronts after Scouting's look)."""
        ...


class Scheduler:
    """Acts on due duties: one pass with :meth:`tick`, forever with :meth:`start`."""

    def __init__(
        self,
        sessions: Sessions,
        notifier: Notifier,
        *,
        clock: Callable[[], datetime],
        poll_seconds: float = DEFAULT_POLL_SECONDS,
    ) -> None:
        self.sessions = sessions
        self.notifier = notifier
        self.clock = clock
        self.poll_seconds = poll_seconds
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def wake(self) -> None:
        """Run a pass now (a duty fell due at once, e.g. an automatic answer)."""
        self._wake.set()

    def start(self) -> None:
        """Run passes in the background until :meth:`stop`."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="hauntbot-scheduler")

    async def stop(self) -> None:
        """Stop the background loop (the duties stay in the database)."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def adopt_orphans(self) -> int:
        """Plan the duties of running games that have none on record (older games); return how many."""
        adopted = 0
        for game_id in await self.sessions.store.games_without_duties():
            try:
                adopted += await self.sessions.adopt(game_id)
            except Exception:
                log.exception("game %s could not be given its deadlines", game_id)
        return adopted

    async def _run(self) -> None:
        try:
            await self.adopt_orphans()
        except Exception:
            log.exception("looking for games without deadlines failed")
        while True:
            self._wake.clear()
            try:
                await self.tick()
            except Exception:
                log.exception("a scheduler pass failed; trying again at the next one")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=self.poll_seconds)

    async def repair_boards(self) -> int:
        """Post every live board that is behind its game's saved version (the outbox); return how many.

        A crash between a saved move and its board, or a post Discord refused, leaves the
        board owed; this pass (at start-up and in every scheduler pass) posts it, with the
        last move's sentence and the right mentions, and strips the old board's controls.
        """
        posted = 0
        for game_id in await self.sessions.boards_behind():
            try:
                table = await self.sessions.load(game_id)
                posted += await self.sessions.republish(game_id, self.notifier.publisher(table.record.kind))
            except Exception:
                log.exception("the owed board of game %s could not be posted; the next pass tries again", game_id)
        return posted

    async def end_looks(self, now: datetime) -> int:
        """Hide every private look whose time is up (kept in the database, so restarts hide them too)."""
        due = await self.sessions.store.looks_due(now)
        for look in due:
            try:
                await self.notifier.end_look(look)
            except Exception:
                log.exception("private look %s of game %s could not be hidden", look.message_id, look.game_id)
                await self.sessions.store.forget_look(look.game_id, look.message_id)
        return len(due)

    async def tick(self) -> int:
        """Post owed boards, then handle every duty due now; return how many duties were handled."""
        if self.sessions.closing:
            return 0
        await self.repair_boards()
        now = self.clock()
        await self.end_looks(now)
        due = await self.sessions.store.due_duties(now)
        for item in due:
            try:
                await self._handle(item, now)
            except Exception:
                log.exception("duty of seat %s in game %s could not be handled", item.duty.seat, item.game_id)
        return len(due)

    async def _handle(self, item: DueDuty, now: datetime) -> None:
        try:
            table = await self.sessions.load(item.game_id)
        except Refusal:
            return
        duty = item.duty
        if duty.due_at is not None and duty.due_at <= now:
            if duty.window is not None:
                await self._answer_window(table, duty)
            else:
                await self._turn_deadline(table, duty, now)
            return
        timers = table.timers
        if await self.sessions.store.reschedule(table.id, replace(duty, remind_at=next_reminder(now, timers))):
            await self._remind(table.id, duty.seat, "Reminder: the game is waiting for you.")

    async def _remind(self, game_id: int, seat: int, note: str) -> None:
        """Tell a seat, with the game as it is now stored (its new deadline included)."""
        await self.notifier.remind(await self.sessions.load(game_id), seat, note)

    async def _answer_window(self, table: Table, duty: Duty) -> None:
        """A window closed: play the seat's default answer (at once when they chose so)."""
        why = "answered automatically" if duty.due_at == duty.since else "no answer in time, default answer"
        await self._play_for(table, duty, why)

    async def _turn_deadline(self, table: Table, duty: Duty, now: datetime) -> None:
        """A turn deadline passed: wait, skip or count a miss, as the table chose."""
        timers = table.timers
        store = self.sessions.store
        if timers.on_timeout == SKIP and await self._play_for(table, duty, "deadline passed, turn skipped"):
            return
        if timers.on_timeout == REMOVE:
            publish = self.notifier.publisher(table.record.kind)
            counted = await self.sessions.miss_deadline(table.id, duty.seat, since=duty, publish=publish)
            if counted is not None and not counted[1]:
                missed = counted[0]
                left = timers.remove_after - missed
                await self._remind(
                    table.id,
                    duty.seat,
                    f"You missed a turn deadline ({missed} in a row); {left} more and you leave the game.",
                )
            return
        waiting = replace(duty, due_at=None, remind_at=next_reminder(now, timers))
        if await store.reschedule(table.id, waiting):
            await self._remind(table.id, duty.seat, "The turn deadline has passed; the game waits for you.")

    async def _play_for(self, table: Table, duty: Duty, why: str) -> bool:
        """Play the seat's default answer; False when the rules give none (the caller falls back)."""
        publish = self.notifier.publisher(table.record.kind)
        try:
            await self.sessions.play_for(table.id, duty.seat, since=duty, why=why, publish=publish)
        except (IllegalAction, Refusal):
            log.warning("game %s has no default answer for seat %s", table.id, duty.seat, exc_info=True)
            return False
        return True
