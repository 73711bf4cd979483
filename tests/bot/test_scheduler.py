"""The scheduler's background loop, without Discord: it passes on its own, wakes on demand, stops cleanly."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import Msg, say
from bot.registry import KITS
from bot.scheduler import Scheduler
from bot.sessions import MoveResult, Sessions, Table
from bot.storage import Store
from bot.tables import engine_state
from tests.clock import Clock


class Notes:
    """A notifier that writes down what it was asked to say, and records each published board as posted."""

    def __init__(self, sessions: Sessions) -> None:
        self.sessions = sessions
        self.reminded: list[tuple[int, int, str]] = []
        self.published: list[MoveResult] = []

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


@pytest.fixture
def clock() -> Clock:
    """The time the sessions and the scheduler see."""
    return Clock()


@pytest.fixture
async def sessions(tmp_path: Path, clock: Clock) -> AsyncIterator[Sessions]:
    """Sessions on a fresh database with the test's clock."""
    store = await Store.open(tmp_path / "s.db")
    yield Sessions(store, KITS, clock=clock, new_seed=lambda: 3)
    await store.close()


async def rumble_game(sessions: Sessions, **settings: object) -> Table:
    """A started three-player Rumble game."""
    table = await sessions.open_lobby(
        "rumble", guild_id=1, channel_id=2, user_id=10, name="A", options={}, settings=settings
    )
    for user in (11, 12):
        await sessions.join(table.id, user, f"P{user}")
    started = await sessions.start(table.id, 10)
    await sessions.board_posted(started, 999)  # as the cog does with the first board
    return started


async def until(condition, *, seconds: float = 2.0) -> None:
    """Wait (really) until ``condition()`` holds."""
    for _ in range(int(seconds / 0.01)):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the condition never held")


async def test_the_loop_passes_on_its_own_and_stops(sessions, clock):
    """Started with a short poll, the loop sends the due reminder without being ticked."""
    await rumble_game(sessions)
    notes = Notes(sessions)
    clock.advance(hours=12)
    scheduler = Scheduler(sessions, notes, clock=clock, poll_seconds=0.05)
    scheduler.start()
    await until(lambda: notes.reminded)
    await scheduler.stop()
    assert len(notes.reminded) == 1 and "Reminder" in notes.reminded[0][2]


async def test_wake_runs_a_pass_before_the_poll_interval(sessions, clock):
    """A long poll does not delay a duty made due now: wake() runs the pass at once."""
    table = await rumble_game(sessions)
    notes = Notes(sessions)
    scheduler = Scheduler(sessions, notes, clock=clock, poll_seconds=3600)
    scheduler.start()
    await asyncio.sleep(0.05)
    clock.advance(hours=12)
    scheduler.wake()
    await until(lambda: notes.reminded)
    await scheduler.stop()
    assert notes.reminded[0][0] == table.id


async def test_a_skip_policy_plays_the_default_answer_at_the_turn_deadline(sessions, clock):
    """Ghost at Home with "skip": at the deadline the absent player's default move is played and published."""
    table = await sessions.open_lobby(
        "ghostathome",
        guild_id=1,
        channel_id=3,
        user_id=10,
        name="A",
        options={},
        settings={"turn_minutes": 60, "on_timeout": "skip"},
    )
    await sessions.join(table.id, 11, "B")
    table = await sessions.start(table.id, 10)
    await sessions.board_posted(table, 999)
    notes = Notes(sessions)
    scheduler = Scheduler(sessions, notes, clock=clock)
    clock.advance(minutes=61)
    await scheduler.tick()
    assert len(notes.published) == 1
    assert "deadline passed, turn skipped" in say(notes.published[0].sentence)
    assert notes.published[0].table.record.version == table.record.version + 1


async def test_a_closing_bot_handles_nothing(sessions, clock):
    """While the bot shuts down, a pass does nothing (the duties wait in the database)."""
    await rumble_game(sessions)
    notes = Notes(sessions)
    clock.advance(hours=12)
    await sessions.drain()
    assert await Scheduler(sessions, notes, clock=clock).tick() == 0
    assert notes.reminded == []


async def test_a_move_in_person_forgives_the_missed_deadlines(sessions, clock):
    """With "remove after 2", a player who missed one deadline and then plays starts again from zero."""
    table = await rumble_game(sessions, turn_minutes=60, remind_minutes=0, on_timeout="remove", remove_after=2)
    notes = Notes(sessions)
    (seat,) = table.to_act()
    clock.advance(minutes=61)
    await Scheduler(sessions, notes, clock=clock).tick()
    assert (await sessions.store.missed(table.id))[seat] == 1
    assert "1 in a row" in notes.reminded[0][2]
    table = await sessions.load(table.id)
    action = table.kit.game.legal_actions(engine_state(table), seat)[0]
    await sessions.play(table.id, table.user_of(seat), action, version=None, publish=notes.publisher("rumble"))
    assert (await sessions.store.missed(table.id))[seat] == 0


async def test_a_running_game_without_duties_is_given_them(sessions, clock):
    """A game started before deadlines were kept gets its duties when the scheduler starts, then reminders."""
    table = await rumble_game(sessions)
    await sessions.store.set_duties(table.id, [])
    assert await sessions.store.games_without_duties() == [table.id]
    notes = Notes(sessions)
    scheduler = Scheduler(sessions, notes, clock=clock)
    assert await scheduler.adopt_orphans() == 1
    assert list(await sessions.store.duties(table.id)) == sorted(table.to_act())
    assert await scheduler.adopt_orphans() == 0
    clock.advance(hours=12)
    await scheduler.tick()
    assert len(notes.reminded) == 1


async def test_a_miss_is_never_counted_for_a_player_who_moved_as_the_deadline_passed(sessions, clock):
    """Whatever the order of a deadline pass and a move made at that moment, the mover has no missed deadline."""
    for delay in range(6):
        table = await rumble_game(sessions, turn_minutes=60, remind_minutes=0, on_timeout="remove", remove_after=3)
        notes = Notes(sessions)
        (seat,) = table.to_act()
        action = table.kit.game.legal_actions(engine_state(table), seat)[0]
        clock.advance(minutes=61)

        async def move(
            wait: int = delay, game: Table = table, who: int = seat, act: str = action, told: Notes = notes
        ) -> None:
            for _ in range(wait):
                await asyncio.sleep(0)
            await sessions.play(game.id, game.user_of(who), act, version=None, publish=told.publisher("rumble"))

        await asyncio.gather(Scheduler(sessions, notes, clock=clock).tick(), move())
        assert (await sessions.store.missed(table.id))[seat] == 0, f"delay {delay}"
        await sessions.cancel(table.id, 10, admin=True)


async def test_a_miss_for_a_decision_already_made_is_not_counted(sessions, clock):
    """miss_deadline for a duty the seat no longer owes counts nothing and says so (None)."""
    table = await rumble_game(sessions, turn_minutes=60, on_timeout="remove", remove_after=2)
    notes = Notes(sessions)
    (seat,) = table.to_act()
    owed = table.duties()[seat]
    action = table.kit.game.legal_actions(engine_state(table), seat)[0]
    await sessions.play(table.id, table.user_of(seat), action, version=None, publish=notes.publisher("rumble"))
    assert await sessions.miss_deadline(table.id, seat, since=owed, publish=notes.publisher("rumble")) is None
    assert (await sessions.store.missed(table.id))[seat] == 0
