"""The store's asynchronous-play queries on a real file: duties saved with moves, due duties, prefs, defaults."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.deadlines import Duty
from bot.i18n import msg
from bot.storage import Store, VersionConflict
from bot.storage.play import paused_reason
from tests.conftest import SQLITE_ONLY, database_at

T0 = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
HOST, ALICE = 101, 102


@pytest.fixture
async def store(engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    """An opened store on a fresh file, closed after the test."""
    s = await Store.open(database_at(engine, tmp_path / "games.db", request))
    yield s
    await s.close()


async def started(store: Store, duties: list[Duty], *, guild: int = 1) -> int:
    """A two-seat game started with ``duties``; its id."""
    game = await store.create_lobby(
        kind="rumble", guild_id=guild, channel_id=guild * 10, host_id=HOST, host_name="H", options={}, seed=1, now=T0
    )
    await store.add_seat(game.id, ALICE, "A")
    await store.start(game.id, state={"x": 0}, seat_order=[HOST, ALICE], now=T0, duties=duties)
    return game.id


def turn(seat: int, due_hours: float | None = 24, remind_hours: float | None = 12) -> Duty:
    """A turn owed since T0."""
    due = T0 + timedelta(hours=due_hours) if due_hours is not None else None
    remind = T0 + timedelta(hours=remind_hours) if remind_hours is not None else None
    return Duty(seat, None, T0, due, remind)


async def test_start_saves_the_first_duties_and_the_game_deadline(store):
    """The duties given at start are stored, and the game row keeps the earliest deadline."""
    game_id = await started(store, [turn(0)])
    assert await store.duties(game_id) == {0: turn(0)}
    assert (await store.game(game_id)).deadline == (T0 + timedelta(hours=24)).isoformat()


async def test_a_move_replaces_the_duties_in_the_same_transaction(store):
    """After a move only the new duties remain."""
    game_id = await started(store, [turn(0)])
    await store.save_move(
        game_id, expected_version=1, state={"x": 1}, status="active", seat=0, action="a", now=T0, duties=[turn(1)]
    )
    assert list(await store.duties(game_id)) == [1]


async def test_a_refused_save_leaves_the_duties_alone(store):
    """A version conflict writes neither the state nor the duties."""
    game_id = await started(store, [turn(0)])
    with pytest.raises(VersionConflict):
        await store.save_move(
            game_id, expected_version=7, state={}, status="active", seat=0, action="a", now=T0, duties=[turn(1)]
        )
    assert list(await store.duties(game_id)) == [0]


async def test_due_duties_are_those_whose_deadline_or_reminder_has_come(store):
    """Only duties due by ``now`` are returned, from running, unpaused games."""
    first = await started(store, [turn(0, due_hours=1, remind_hours=None)])
    second = await started(store, [turn(1, due_hours=None, remind_hours=2)], guild=2)
    assert [d.game_id for d in await store.due_duties(T0 + timedelta(minutes=30))] == []
    assert [d.game_id for d in await store.due_duties(T0 + timedelta(hours=1))] == [first]
    assert [d.game_id for d in await store.due_duties(T0 + timedelta(hours=3))] == [first, second]
    await store.set_paused(first, "gone")
    assert [d.game_id for d in await store.due_duties(T0 + timedelta(hours=3))] == [second]


async def test_reschedule_changes_only_the_same_duty(store):
    """A reschedule of a duty that has since been replaced does nothing."""
    game_id = await started(store, [turn(0)])
    later = Duty(0, None, T0, None, T0 + timedelta(hours=30))
    assert await store.reschedule(game_id, later)
    assert (await store.duties(game_id))[0] == later
    stale = Duty(0, None, T0 - timedelta(hours=1), None, None)
    assert not await store.reschedule(game_id, stale)


async def test_missed_deadlines_count_up_and_reset_when_the_seat_plays(store):
    """Each miss adds one; a move made in person brings it back to zero."""
    game_id = await started(store, [turn(0)])
    assert [await store.add_missed(game_id, 0, turn(0)) for _ in range(2)] == [1, 2]
    await store.save_move(game_id, expected_version=1, state={}, status="active", seat=0, action="a", now=T0, acted=0)
    assert (await store.missed(game_id))[0] == 0


async def test_a_miss_is_not_counted_for_a_decision_no_longer_owed(store):
    """A seat that moved as its deadline passed (its duty replaced) is never counted absent."""
    game_id = await started(store, [turn(0)])
    moved_on = Duty(0, None, T0 + timedelta(minutes=1), None, None)
    await store.set_duties(game_id, [moved_on])
    assert await store.add_missed(game_id, 0, turn(0)) is None
    assert (await store.missed(game_id))[0] == 0


async def test_ending_a_game_clears_its_duties(store):
    """A cancelled game owes nothing, so the scheduler never sees it again."""
    game_id = await started(store, [turn(0)])
    await store.set_status(game_id, "cancelled", only_from=("active",), now=T0)
    assert await store.duties(game_id) == {}


async def test_prefs_set_and_clear_per_user(store):
    """Preferences are per user; None clears one."""
    await store.set_pref(HOST, "dm", "1")
    await store.set_pref(ALICE, "auto:x:y", "1")
    assert await store.prefs([HOST, ALICE]) == {HOST: {"dm": "1"}, ALICE: {"auto:x:y": "1"}}
    await store.set_pref(HOST, "dm", None)
    assert await store.prefs([HOST]) == {}


async def test_guild_defaults_round_trip_as_values(store):
    """A server's defaults come back with their types."""
    await store.set_guild_defaults(7, {"turn_minutes": 60, "on_timeout": "skip"})
    assert await store.guild_defaults(7) == {"turn_minutes": 60, "on_timeout": "skip"}


async def test_user_games_put_the_games_waiting_for_the_user_first(store):
    """A game whose duty is the user's comes before one waiting for someone else."""
    waits_for_other = await started(store, [turn(0)])
    waits_for_alice = await started(store, [turn(1)], guild=2)
    found = await store.user_games(ALICE)
    assert [g.record.id for g in found] == [waits_for_alice, waits_for_other]
    assert found[0].duty is not None and found[1].duty is None and found[1].waiting_on == 1


async def test_move_home_clears_thread_board_and_pause(store):
    """A moved game has a new channel, no thread, no board yet, and runs again."""
    game_id = await started(store, [turn(0)])
    await store.set_places(game_id, thread_id=55)
    await store.board_posted(game_id, 66, 1)
    await store.set_paused(game_id, "gone")
    await store.move_home(game_id, 77)
    record = await store.game(game_id)
    assert (record.channel_id, record.thread_id, record.board_message_id, record.paused) == (77, None, None, None)
    assert record.board_behind and await store.boards_behind() == [game_id]


async def test_a_move_without_duties_keeps_the_duties_and_the_deadline(store):
    """duties=None leaves the owed decisions and the game's deadline as they were."""
    game_id = await started(store, [turn(0)])
    before = (await store.duties(game_id), (await store.game(game_id)).deadline)
    await store.save_move(game_id, expected_version=1, state={"x": 1}, status="active", seat=0, action="a", now=T0)
    assert (await store.duties(game_id), (await store.game(game_id)).deadline) == before


async def test_a_moves_duties_keep_their_windows_times_and_the_earliest_deadline(store):
    """Every field of the new duties is stored, and the game row keeps the earliest due time."""
    game_id = await started(store, [turn(0)])
    late = Duty(0, "defend", T0, T0 + timedelta(hours=30), None)
    early = Duty(1, None, T0 - timedelta(hours=1), T0 + timedelta(hours=6), T0 + timedelta(hours=3))
    await store.save_move(
        game_id, expected_version=1, state={}, status="active", seat=0, action="a", now=T0, duties=[late, early]
    )
    assert await store.duties(game_id) == {0: late, 1: early}
    assert (await store.game(game_id)).deadline == (T0 + timedelta(hours=6)).isoformat()


@SQLITE_ONLY
async def test_a_move_is_saved_in_one_transaction(store, monkeypatch):
    """save_move sends BEGIN IMMEDIATE, the state, the event, the duties and the missed reset, then COMMIT."""
    game_id = await started(store, [turn(0)])
    sent: list[str] = []
    real = store._conn.execute_fetchall

    async def counting(sql, parameters=None):
        sent.append(sql.split()[0] + " " + sql.split()[1] if " " in sql else sql)
        return await real(sql, parameters)

    monkeypatch.setattr(store._conn, "execute_fetchall", counting)
    await store.save_move(
        game_id, expected_version=1, state={}, status="active", seat=0, action="a", now=T0, duties=[turn(1)], acted=0
    )
    assert sent[0] == "BEGIN IMMEDIATE" and sent[-1] == "COMMIT"
    assert sent[1:-1] == ["UPDATE games", "INSERT INTO", "DELETE FROM", "INSERT INTO", "UPDATE seats"]


@SQLITE_ONLY
async def test_a_save_that_fails_half_way_writes_nothing(store, monkeypatch):
    """A statement failing after the state was written rolls the state, the event and the duties back."""
    game_id = await started(store, [turn(0)])
    before = (await store.game(game_id), await store.duties(game_id), await store.events(game_id))
    real = store._conn.execute_fetchall

    async def failing(sql, parameters=None):
        if sql.startswith("UPDATE seats SET missed = 0"):
            raise RuntimeError("disk on fire")
        return await real(sql, parameters)

    monkeypatch.setattr(store._conn, "execute_fetchall", failing)
    with pytest.raises(RuntimeError):
        await store.save_move(
            game_id,
            expected_version=1,
            state={"x": 9},
            status="active",
            seat=0,
            action="a",
            now=T0,
            duties=[turn(1)],
            acted=0,
        )
    monkeypatch.undo()
    assert (await store.game(game_id), await store.duties(game_id), await store.events(game_id)) == before


async def test_a_pause_reason_is_kept_as_a_message(store):
    """A paused game keeps its reason as a message (read back whole) and owes no reminder until it runs again."""
    game_id = await started(store, [turn(0)])
    reason = msg("nt-paused", game="Rumble in the House", id=game_id, why=msg("nt-why-nowhere"))
    await store.set_paused(game_id, reason)
    kept = (await store.game(game_id)).paused
    assert kept is not None and paused_reason(kept) == reason
    assert await store.due_duties(T0 + timedelta(hours=30)) == []
    await store.set_paused(game_id, None)
    assert (await store.game(game_id)).paused is None and await store.due_duties(T0 + timedelta(hours=30))


@SQLITE_ONLY
async def test_a_pause_reason_saved_as_english_text_reads_as_that_text(store, tmp_path):
    """A row paused before reasons were messages holds plain English: it reads back as that text, still paused."""
    game_id = await started(store, [turn(0)])
    with sqlite3.connect(tmp_path / "games.db") as conn:
        conn.execute("UPDATE games SET paused = ? WHERE id = ?", ("I can no longer post anywhere", game_id))
    kept = (await store.game(game_id)).paused
    assert kept is not None and paused_reason(kept) == "I can no longer post anywhere"
    assert await store.due_duties(T0 + timedelta(hours=30)) == []
