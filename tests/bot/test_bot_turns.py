"""Bots' turns as scheduler work, without Discord: played after the pause through the same pipeline,
never reminded, stale moves dropped, a restart neither losing nor doubling a move, the deadline policy
"bot", and an event loop that keeps answering while ten bots think in worker processes."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import statistics
import threading
import time
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.bots.contract import EASY, GOOD, Bots
from bot.bots.runner import BotRunner
from bot.deadlines import Duty
from bot.i18n import Msg, say
from bot.registry import GameKit
from bot.scheduler import Scheduler
from bot.sessions import MoveResult, Sessions, Table, utcnow
from bot.storage import Store
from tests.clock import Clock
from tests.plain_bots import BUSY_BOTS, FIRST_BOTS, Inline, first, no_world
from tests.tiny.kit import TINY_KIT

HOST, BEA = 1, 2


class Gate:
    """A bot brain that waits until released before playing its first choice (a bot still thinking)."""

    def __init__(self) -> None:
        self.entered = threading.Event()
        self.release = threading.Event()

    def __call__(self, view: Any, choices: Any, rng: Any, budget: Any) -> str:
        self.entered.set()
        assert self.release.wait(10), "the test never released the bot"
        return first(view, choices, rng, budget)


class Notes:
    """A notifier that writes down what it was asked to say and records each published board as posted."""

    def __init__(self, sessions: Sessions) -> None:
        self.sessions = sessions
        self.reminded: list[tuple[int, int, str]] = []
        self.published: list[MoveResult] = []
        self.announced: list[tuple[int, str]] = []

    def publisher(self, kind: str):
        """Collect published moves."""

        async def publish(result: MoveResult) -> None:
            self.published.append(result)
            await self.sessions.board_posted(result.table, 1000 + len(self.published))

        return publish

    async def retire_board(self, old: Any) -> None:
        """No Discord here: an old board is retired at once."""
        await self.sessions.store.board_retired(old.message_id)

    async def remind(self, table: Table, seat: int, note: Msg) -> None:
        """Collect reminders."""
        self.reminded.append((table.id, seat, say(note)))

    async def end_look(self, look: Any) -> None:
        """No looks in these games."""

    async def announce(self, table: Table, text: str) -> None:
        """Collect announcements."""
        self.announced.append((table.id, text))


def kits(bots: Bots = FIRST_BOTS) -> dict[str, GameKit]:
    """Three in a row with the given bots."""
    return {"tiny": dataclasses.replace(TINY_KIT, bots=bots)}


@pytest.fixture
def clock() -> Clock:
    """The time the sessions and the scheduler see."""
    return Clock()


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    """A store on a fresh file."""
    s = await Store.open(tmp_path / "bots.db")
    yield s
    await s.close()


def scheduler_for(sessions: Sessions, clock: Callable[[], datetime], executor: Executor | None = None) -> Scheduler:
    """A scheduler whose bots think on ``executor`` (inline by default), with a notebook for a notifier."""
    runner = BotRunner(sessions, executor=executor or Inline())
    scheduler = Scheduler(sessions, Notes(sessions), clock=clock, runner=runner)
    sessions.on_due = scheduler.wake
    sessions.on_due_at = scheduler.wake_at
    return scheduler


def notes_of(scheduler: Scheduler) -> Notes:
    """The scheduler's notebook."""
    assert isinstance(scheduler.notifier, Notes)
    return scheduler.notifier


async def versus_bot(sessions: Sessions, *, swap: bool = False, channel: int = 10, **settings: object) -> Table:
    """A started Three in a row: Ada (the host, seat 0) against a bot (seat 1); with ``swap`` the bot starts."""
    table = await sessions.open_lobby(
        "tiny", guild_id=1, channel_id=channel, user_id=HOST, name="Ada", options={"swap": swap}, settings=settings
    )
    await sessions.add_bot(table.id, HOST, EASY)
    table = await sessions.start(table.id, HOST, own_thread=True)
    await sessions.board_posted(table, 999)
    return table


async def test_a_bot_plays_after_the_pause_through_the_same_pipeline(store: Store, clock: Clock) -> None:
    """Not before its pause; then the bot's move is saved with its sentence and published like any move."""
    sessions = Sessions(store, kits(), clock=clock, new_seed=lambda: 3)
    scheduler = scheduler_for(sessions, clock)
    table = await versus_bot(sessions)
    await sessions.play(table.id, HOST, "c4", version=None, publish=notes_of(scheduler).publisher("tiny"))
    await scheduler.tick()
    assert len(await store.events(table.id)) == 1
    clock.advance(seconds=3)
    await scheduler.tick()
    events = await store.events(table.id)
    bot = (await sessions.load(table.id)).seat(1)
    assert [(e.seat, e.action, e.auto) for e in events] == [(0, "c4", False), (1, "c0", False)]
    assert events[-1].sentence == f"**{bot.name}** marked the top left."
    assert notes_of(scheduler).published[-1].sentence == events[-1].sentence
    assert notes_of(scheduler).reminded == []


async def test_a_bot_controlled_seat_is_never_reminded(store: Store, clock: Clock) -> None:
    """A reminder on a bot's seat is dropped, not sent."""
    sessions = Sessions(store, kits(), clock=clock, new_seed=lambda: 3)
    scheduler = scheduler_for(sessions, clock)
    table = await versus_bot(sessions)
    await sessions.play(table.id, HOST, "c4", version=None, publish=notes_of(scheduler).publisher("tiny"))
    human_style = Duty(1, None, clock.now, clock.now + timedelta(days=1), clock.now + timedelta(minutes=1))
    await store.set_duties(table.id, [human_style])
    clock.advance(minutes=2)
    await scheduler.tick()
    assert notes_of(scheduler).reminded == []
    assert (await store.duties(table.id))[1].remind_at is None


async def test_a_move_computed_for_an_old_version_is_dropped(store: Store, clock: Clock, caplog) -> None:
    """The human comes back while their stand-in thinks: the bot's move is dropped, never applied."""
    gate = Gate()
    sessions = Sessions(store, kits(Bots({EASY: gate, GOOD: gate}, no_world)), clock=clock, new_seed=lambda: 3)
    with ThreadPoolExecutor(1) as pool:
        scheduler = scheduler_for(sessions, clock, pool)
        table = await sessions.open_lobby("tiny", guild_id=1, channel_id=10, user_id=HOST, name="Ada", options={})
        await sessions.join(table.id, BEA, "Bea")
        table = await sessions.start(table.id, HOST)
        await sessions.hand_over(table.id, HOST, EASY)
        clock.advance(seconds=3)
        pass_ = asyncio.create_task(scheduler.tick())
        await asyncio.to_thread(gate.entered.wait, 5)
        moved = await sessions.play(table.id, HOST, "c8", version=None, publish=notes_of(scheduler).publisher("tiny"))
        gate.release.set()
        with caplog.at_level(logging.INFO, logger="bot.sessions.moves"):
            await pass_
    assert moved.returned == (0,)
    assert [(e.seat, e.action) for e in await store.events(table.id)] == [(0, "c8")]
    assert any("stale" in r.message for r in caplog.records)


async def test_a_restart_while_a_bot_thinks_plays_its_move_exactly_once(store: Store, clock: Clock, tmp_path) -> None:
    """A second process plays the due move; the first one's late move for the same version is dropped."""
    gate = Gate()
    gated = kits(Bots({EASY: gate, GOOD: gate}, no_world))
    sessions = Sessions(store, gated, clock=clock, new_seed=lambda: 3)
    table = await versus_bot(sessions)
    await sessions.play(table.id, HOST, "c4", version=None, publish=lambda r: asyncio.sleep(0))
    clock.advance(seconds=3)
    with ThreadPoolExecutor(1) as pool:
        before = scheduler_for(sessions, clock, pool)
        pass_ = asyncio.create_task(before.tick())
        await asyncio.to_thread(gate.entered.wait, 5)
        restarted = await Store.open(tmp_path / "bots.db")
        try:
            again = Sessions(restarted, kits(), clock=clock, new_seed=lambda: 3)
            await scheduler_for(again, clock).tick()
        finally:
            await restarted.close()
        gate.release.set()
        await pass_
    assert [(e.seat, e.action) for e in await store.events(table.id)] == [(0, "c4"), (1, "c0")]


async def test_a_bot_stopped_while_it_thinks_plays_after_the_restart(store: Store, clock: Clock, tmp_path) -> None:
    """Nothing is lost: a pass cancelled mid-thought leaves the duty, and the next process plays it."""
    gate = Gate()
    sessions = Sessions(store, kits(Bots({EASY: gate, GOOD: gate}, no_world)), clock=clock, new_seed=lambda: 3)
    table = await versus_bot(sessions, swap=True)
    clock.advance(seconds=3)
    with ThreadPoolExecutor(1) as pool:
        pass_ = asyncio.create_task(scheduler_for(sessions, clock, pool).tick())
        await asyncio.to_thread(gate.entered.wait, 5)
        pass_.cancel()
        gate.release.set()
        with pytest.raises(asyncio.CancelledError):
            await pass_
    assert await store.events(table.id) == [] and 1 in await store.duties(table.id)
    again = Sessions(store, kits(), clock=clock, new_seed=lambda: 3)
    await scheduler_for(again, clock).tick()
    assert [(e.seat, e.action) for e in await store.events(table.id)] == [(1, "c0")]


async def test_the_deadline_policy_bot_announces_a_stand_in_that_plays_at_once(store: Store, clock: Clock) -> None:
    """At the turn deadline a bot takes the absent player's seat, says so once, plays, and the player's
    next move takes the seat back."""
    sessions = Sessions(store, kits(), clock=clock, new_seed=lambda: 3)
    scheduler = scheduler_for(sessions, clock)
    table = await sessions.open_lobby(
        "tiny",
        guild_id=1,
        channel_id=10,
        user_id=HOST,
        name="Ada",
        options={},
        settings={"turn_minutes": 60, "on_timeout": "bot"},
    )
    await sessions.join(table.id, BEA, "Bea")
    table = await sessions.start(table.id, HOST)
    await sessions.board_posted(table, 999)
    clock.advance(minutes=61)
    await scheduler.tick()
    notes = notes_of(scheduler)
    assert notes.announced == [(table.id, "The deadline passed: a bot (easy) plays for **Ada** until they come back.")]
    assert [r.sentence for r in notes.published] == ["**Ada** (bot playing) marked the top left."]
    assert notes.reminded == []
    await sessions.play(table.id, BEA, "c4", version=None, publish=notes.publisher("tiny"))
    back = await sessions.play(table.id, HOST, "c8", version=None, publish=notes.publisher("tiny"))
    assert back.returned == (0,) and back.table.controller(0) is None


async def test_a_save_that_leaves_a_bots_turn_wakes_the_scheduler_at_its_time(store: Store) -> None:
    """With an hour between polls, the bot still plays right after its pause."""
    sessions = Sessions(store, kits(), clock=utcnow, new_seed=lambda: 3, bot_pause=0.2)
    scheduler = scheduler_for(sessions, utcnow)
    scheduler.poll_seconds = 3600
    table = await versus_bot(sessions)
    scheduler.start()
    try:
        await asyncio.sleep(0.05)
        started = time.monotonic()
        await sessions.play(table.id, HOST, "c4", version=None, publish=notes_of(scheduler).publisher("tiny"))
        for _ in range(300):
            if len(notes_of(scheduler).published) > 1:
                break
            await asyncio.sleep(0.01)
        waited = time.monotonic() - started
    finally:
        await scheduler.stop()
    bot = (await sessions.load(table.id)).seat(1)
    assert [r.sentence for r in notes_of(scheduler).published] == [
        "**Ada** marked the centre.",
        f"**{bot.name}** marked the top left.",
    ]
    assert 0.15 <= waited < 2.5


LAG_TABLES = 10


async def test_the_event_loop_keeps_answering_while_ten_bots_think(store: Store, clock: Clock) -> None:
    """Ten bots thinking hard in the default process pool: the loop's lag p95 stays within 50 ms."""
    sessions = Sessions(store, kits(BUSY_BOTS), clock=clock, new_seed=lambda: 3)
    runner = BotRunner(sessions)  # the production default: a process pool of BOT_WORKERS workers
    scheduler = Scheduler(sessions, Notes(sessions), clock=clock, runner=runner)
    tables = [await versus_bot(sessions, swap=True, channel=100 + n) for n in range(LAG_TABLES)]
    clock.advance(seconds=3)
    lags: list[float] = []
    done = asyncio.Event()

    async def probe() -> None:
        while not done.is_set():
            asked = time.perf_counter()
            await asyncio.sleep(0.005)
            lags.append(time.perf_counter() - asked - 0.005)

    prober = asyncio.create_task(probe())
    started = time.perf_counter()
    try:
        await scheduler.tick()
    finally:
        done.set()
        await prober
        await scheduler.stop()
    elapsed = time.perf_counter() - started
    played = [len(await store.events(t.id)) for t in tables]
    p95 = statistics.quantiles(lags, n=20)[-1]
    print(f"loop lag while {LAG_TABLES} bots think: p95 {p95 * 1000:.1f} ms over {len(lags)} probes, {elapsed:.2f} s")
    assert played == [1] * LAG_TABLES
    assert p95 <= 0.050
