"""The background loop that keeps games moving: reminders, reaction windows, turn deadlines and bots' turns.

Everything it acts on is read from the database on every pass (``duties``),
never kept in memory, so deadlines survive restarts. A reminder moves the
duty's next reminder to *now + interval*, so a bot that was down for days
sends one reminder per seat, not one per missed interval. Each duty is
rescheduled before anyone is told, so a crash can cost a reminder but never
repeat one.

A seat a bot decides for (a bot's seat, or a human's with a stand-in) is never
reminded: its duty falls due after the bots' pause and the runner
(:mod:`bot.bots.runner`) plays it. The bots of one game play one after another,
the games' bots at the same time. The deadline policy "bot" sets a stand-in for
an absent player, says so in the game, and has it play at once. A player's away
(``/hauntbot away``) that is over is undone in the next pass (:meth:`Scheduler.end_aways`).

Discord is reached only through a :class:`Notifier` (the cogs implement it):
the scheduler decides, the notifier talks.

Several processes may run over one database: each piece of work is claimed before its effect
(:mod:`bot.claiming`), checked again once claimed (another process may have done it since the list
was read), and kept only if this process's shards reach the game's server.

After each completed pass the background loop writes the time into its heartbeat file, which
``python -m bot health`` reads (:mod:`bot.health`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime

from bot.bots.runner import BotRunner
from bot.claiming import Claims, lease_for
from bot.deadlines import BOT, REMOVE, SKIP, Duty, away_turn, next_reminder
from bot.games.base import IllegalAction
from bot.health import Heartbeat
from bot.i18n import Msg, msg, say
from bot.notifier import Notifier
from bot.sessions import Refusal, SeatChange, Sessions, Table
from bot.storage import DueDuty

__all__ = ["DEFAULT_POLL_SECONDS", "Notifier", "Scheduler", "duty_key"]

log = logging.getLogger(__name__)

DEFAULT_POLL_SECONDS = 30.0


def duty_key(item: DueDuty) -> str:
    """The claim key of a due duty: its game, seat and the time it began (``duty:<game>:<seat>:<since>``)."""
    return f"duty:{item.game_id}:{item.duty.seat}:{item.duty.since.isoformat()}"


class Scheduler:
    """Acts on due duties: one pass with :meth:`tick`, forever with :meth:`start`."""

    def __init__(
        self,
        sessions: Sessions,
        notifier: Notifier,
        *,
        clock: Callable[[], datetime],
        poll_seconds: float = DEFAULT_POLL_SECONDS,
        runner: BotRunner | None = None,
        claims: Claims | None = None,
        heartbeat: Heartbeat | None = None,
    ) -> None:
        self.sessions = sessions
        self.claims = claims or Claims(sessions.store, clock=clock, lease=lease_for(poll_seconds))
        """This runtime's claims on work (its owner id, lease and shards)."""
        self.notifier = notifier
        self.heartbeat = heartbeat
        """Where the background loop records each completed pass (``python -m bot health`` reads it)."""
        self.clock = clock
        self.poll_seconds = poll_seconds
        self.runner = runner if runner is not None else BotRunner(sessions)
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._timer_at: datetime | None = None
        self._aways = asyncio.Lock()
        self._thinking: set[tuple[int, int]] = set()
        """Bot seats (game, seat) whose move is being decided now: a pass never starts a second one."""

    def wake(self) -> None:
        """Run a pass now (a duty fell due at once, e.g. an automatic answer)."""
        self._wake.set()

    def wake_at(self, when: datetime) -> None:
        """Run a pass at ``when`` (a bot's decision falls due then); the earliest time asked for is kept."""
        if self._task is None or (self._timer is not None and self._timer_at is not None and self._timer_at <= when):
            return  # no loop to wake (tests drive passes with tick), or an earlier pass is already planned
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        if self._timer is not None:
            self._timer.cancel()
        self._timer_at = when
        self._timer = loop.call_later(max(0.0, (when - self.clock()).total_seconds()), self._ring)

    def _ring(self) -> None:
        self._timer = self._timer_at = None
        self.wake()

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
        if self._timer is not None:
            self._timer.cancel()
            self._timer = self._timer_at = None
        self.runner.close()

    async def adopt_orphans(self) -> int:
        """Plan the duties of running games that have none on record (older games); return how many (0 while
        another process does it)."""

        async def adopt() -> int:
            adopted = 0
            for game_id in await self.sessions.store.games_without_duties():
                try:
                    adopted += await self.sessions.adopt(game_id)
                except Exception:
                    log.exception("game %s could not be given its deadlines", game_id)
            return adopted

        return await self.claims.once("adopt", adopt) or 0

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
            else:
                if self.heartbeat is not None:
                    self.heartbeat.beat(self.clock())
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=self.poll_seconds)

    async def repair_boards(self) -> int:
        """Post every live board that is behind its game's saved version (the outbox); return how many.

        A crash between a saved move and its board, or a post Discord refused, leaves the
        board owed; this pass (at start-up and in every scheduler pass) posts it, with the
        last move's sentence and the right mentions, and strips the old board's controls.
        """
        posted = 0
        for game_id in sorted(await self.claims.mine(await self.sessions.boards_behind())):
            try:
                async with self.claims.held(f"board:{game_id}") as mine:
                    if mine:  # republish checks, under the game's lock, that the board is still owed
                        table = await self.sessions.load(game_id)
                        posted += await self.sessions.republish(game_id, self.notifier.publisher(table.record.kind))
            except Exception:
                log.exception("the owed board of game %s could not be posted; the next pass tries again", game_id)
        return posted

    async def move_into_threads(self) -> int:
        """Games that started in their channel because Discord would not open their thread: try once more each;
        return how many moved."""
        moved = 0
        for game_id in sorted(await self.claims.mine(await self.sessions.store.games_wanting_threads())):
            try:
                async with self.claims.held(f"thread:{game_id}") as mine:
                    if mine:  # the move checks, under the game's lock, that the game still waits
                        moved += await self.notifier.move_into_thread(game_id)
            except Exception:
                log.exception("game %s could not be moved into its thread; the next pass tries again", game_id)
        return moved

    async def retire_boards(self) -> int:
        """Retire the old boards still owed (a crash or a refused edit left them looking live); return how many
        were tried."""
        store = self.sessions.store
        owed = await store.old_boards()
        games = await self.claims.mine(old.game_id for old in owed)
        tried = 0
        for old in owed:
            if old.game_id not in games:
                continue
            try:
                async with self.claims.held(f"retire:{old.message_id}") as mine:
                    if mine and await store.retire_owed(old.message_id):
                        tried += 1
                        await self.notifier.retire_board(old)
            except Exception:
                log.exception("old board %s of game %s could not be retired", old.message_id, old.game_id)
        return tried

    async def end_looks(self, now: datetime) -> int:
        """Hide every private look whose time is up (kept in the database, so restarts hide them too)."""
        store = self.sessions.store
        due = await store.looks_due(now)
        games = await self.claims.mine(look.game_id for look in due)
        ended = 0
        for look in due:
            if look.game_id not in games:
                continue
            async with self.claims.held(f"look:{look.game_id}:{look.message_id}") as mine:
                if not mine or look not in await store.looks_of(look.game_id):
                    continue  # another process hides it, or hid it since the list was read
                ended += 1
                try:
                    await self.notifier.end_look(look)
                except Exception:
                    log.exception("private look %s of game %s could not be hidden", look.message_id, look.game_id)
                    await store.forget_look(look.game_id, look.message_id)
        return ended

    async def end_aways(self, now: datetime) -> int:
        """Undo every away that is over (its end came, or the player acted): deadlines back, seats handed back,
        one line in each game; return how many aways ended. Kept in the database, so a restart undoes them too."""
        if not self.claims.shards.owns(None):
            return 0  # a player's away spans servers: the process of shard 0 (where DMs come) undoes it
        undone = 0
        async with self._aways:  # one pass at a time: each away is undone, and said, once
            over = await self.sessions.store.aways_over(now)
            for user_id, ended in over:
                async with self.claims.held(f"away:{user_id}:{ended.isoformat()}") as mine:
                    if not mine:
                        continue
                    try:
                        changes = await self.sessions.come_back(user_id, ended)
                    except Exception:
                        log.exception("the away of user %s could not be undone; the next pass tries again", user_id)
                        continue
                    undone += 1
                    for change in changes:
                        await self._announce(change)
        return undone

    async def tick(self) -> int:
        """Post owed boards, then handle every duty due now; return how many duties were handled.

        The bots' moves due now are played before it returns: each game's one after another,
        the games at the same time (their thinking overlaps in the runner's workers).
        """
        if self.sessions.closing:
            return 0
        await self.claims.forget_lapsed()
        await self.repair_boards()
        await self.retire_boards()
        await self.move_into_threads()
        now = self.clock()
        await self.end_looks(now)
        await self.end_aways(now)
        due = await self.sessions.store.due_duties(now)
        games = await self.claims.mine(item.game_id for item in due)
        bots: dict[int, list[tuple[Duty, str]]] = {}
        handled = 0
        for item in due:
            if item.game_id not in games:
                continue  # another process's shards reach its server
            key = duty_key(item)
            if not await self.claims.take(key):
                continue  # another process handles it
            owed = None
            try:
                if await self._still_due(item):
                    handled += 1
                    owed = await self._handle(item, now)
            except Exception:
                log.exception("duty of seat %s in game %s could not be handled", item.duty.seat, item.game_id)
            if owed is not None:
                bots.setdefault(item.game_id, []).append((owed, key))  # the claim holds until the bot played
            else:
                await self.claims.give_back(key)
        await asyncio.gather(*(self._play_bots(game_id, owed) for game_id, owed in bots.items()))
        following = await self.sessions.store.next_due()
        if following is not None and following > now:  # what is overdue already waits for the next poll
            self.wake_at(following)
        return handled

    async def _still_due(self, item: DueDuty) -> bool:
        """Whether the claimed duty is still the seat's, as read (a list read before the claim may be stale:
        another process may have handled it and given the claim back in between)."""
        return (await self.sessions.store.duties(item.game_id)).get(item.duty.seat) == item.duty

    async def _play_bots(self, game_id: int, duties: list[tuple[Duty, str]]) -> None:
        """Play the due decisions of a game's bot seats, one after another (each sees the moves before it), and
        give back each one's claim once it is played."""
        for duty, claim in duties:
            key = (game_id, duty.seat)
            try:
                if key in self._thinking:
                    continue
                self._thinking.add(key)
                try:
                    table = await self.sessions.load(game_id)
                    await self.runner.play(game_id, duty.seat, duty, self.notifier.publisher(table.record.kind))
                except Exception:
                    log.exception("the bot of seat %s in game %s could not play", duty.seat, game_id)
                finally:
                    self._thinking.discard(key)
            finally:
                await self.claims.give_back(claim)

    async def _handle(self, item: DueDuty, now: datetime) -> Duty | None:
        """Act on one due duty; return it (or the duty it became) when a bot is to play it now."""
        try:
            table = await self.sessions.load(item.game_id)
        except Refusal:
            return None
        duty = item.duty
        held = next((s for s in table.seats if s.seat == duty.seat), None)
        if held is not None and held.controller is None and duty.window is None and (held.away_until or now) > now:
            # Its human went away as the turn was planned: it waits for the end of the away.
            await self.sessions.store.reschedule(table.id, away_turn(duty, held.away_until or now, table.timers))
            return None
        if held is not None and held.controller is not None:
            if duty.due_at is not None and duty.due_at <= now:
                return duty
            if duty.remind_at is not None:  # a bot is never reminded
                await self.sessions.store.reschedule(table.id, replace(duty, remind_at=None))
            return None
        if duty.due_at is not None and duty.due_at <= now:
            if duty.window is not None:
                await self._answer_window(table, duty)
                return None
            return await self._turn_deadline(table, duty, now)
        timers = table.timers
        if await self.sessions.store.reschedule(table.id, replace(duty, remind_at=next_reminder(now, timers))):
            await self._remind(table.id, duty.seat, msg("remind-waiting"))
        return None

    async def _remind(self, game_id: int, seat: int, note: Msg) -> None:
        """Tell a seat, with the game as it is now stored (its new deadline included)."""
        await self.notifier.remind(await self.sessions.load(game_id), seat, note)

    async def _answer_window(self, table: Table, duty: Duty) -> None:
        """A window closed: play the seat's default answer (at once when they chose so)."""
        why = msg("move-how-auto") if duty.due_at == duty.since else msg("move-how-default")
        await self._play_for(table, duty, why)

    async def _turn_deadline(self, table: Table, duty: Duty, now: datetime) -> Duty | None:
        """A turn deadline passed: wait, skip, count a miss or have a bot play, as the table chose.

        Returns the seat's new duty when a bot now stands in for the absent player (it plays at once).
        """
        timers = table.timers
        store = self.sessions.store
        if timers.on_timeout == SKIP and await self._play_for(table, duty, msg("move-how-skipped")):
            return None
        if timers.on_timeout == BOT and table.kit.bots is not None:
            change = await self.sessions.stand_in_at_deadline(table.id, duty.seat, since=duty)
            if change is None:
                return None
            await self._announce(change)
            return change.table.duties().get(duty.seat)
        if timers.on_timeout == REMOVE:
            publish = self.notifier.publisher(table.record.kind)
            counted = await self.sessions.miss_deadline(table.id, duty.seat, since=duty, publish=publish)
            if counted is not None and not counted[1]:
                missed = counted[0]
                left = timers.remove_after - missed
                await self._remind(table.id, duty.seat, msg("remind-missed", missed=missed, left=left))
            return None
        waiting = replace(duty, due_at=None, remind_at=next_reminder(now, timers))
        if await store.reschedule(table.id, waiting):
            await self._remind(table.id, duty.seat, msg("remind-deadline-passed"))
        return None

    async def _announce(self, change: SeatChange) -> None:
        """Say a change of who plays a seat in its game (a failure is logged: the change is saved)."""
        try:
            table = change.table
            await self.notifier.announce(table, say(change.sentence, table.lang, table.names))  # the table's words
        except Exception:
            log.exception("the announcement %r of game %s could not be posted", change.sentence, change.table.id)

    async def _play_for(self, table: Table, duty: Duty, why: Msg) -> bool:
        """Play the seat's default answer; False when the rules give none (the caller falls back)."""
        publish = self.notifier.publisher(table.record.kind)
        try:
            await self.sessions.play_for(table.id, duty.seat, since=duty, why=why, publish=publish)
        except (IllegalAction, Refusal):
            log.warning("game %s has no default answer for seat %s", table.id, duty.seat, exc_info=True)
            return False
        return True
