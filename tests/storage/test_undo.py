"""The undo point (migration 12): a database of migration 11 upgrades with its running game intact; the save of an
undoable move keeps its point, any other save forgets it, and taking back restores it in one transaction. On both
engines: a SQLite file and a PostgreSQL database, each made at migration 11."""

from __future__ import annotations

import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest

from bot.deadlines import Duty
from bot.i18n import Seat, msg
from bot.storage import UNDO, Store, UndoPoint, VersionConflict, migrations
from tests.conftest import database_at
from tests.storage.test_migrations import T0, old_running_game, old_running_game_in


async def at_migration_11(
    engine: str, tmp_path: Path, request: pytest.FixtureRequest, board: int | None
) -> tuple[str | Path, int]:
    """A database of the engine made at migration 11 holding one running game (board message ``board``), as the
    bot of then wrote it (a plain sqlite3 connection on the file; the store itself on PostgreSQL): where, its id."""
    if engine == "sqlite":
        path = tmp_path / "eleven.db"
        await (await Store.open(path, upto=11)).close()
        with sqlite3.connect(path) as conn:
            return path, old_running_game(conn, board_message_id=board)
    url = database_at(engine, tmp_path, request, migrated=False)
    old = await Store.open(url, upto=11)
    try:
        return url, await old_running_game_in(old, board_message_id=board)
    finally:
        await old.close()


DUTY = Duty(0, None, T0, T0 + timedelta(days=1), T0 + timedelta(hours=12))
TOOK_BACK = msg("undo-took-back", who=Seat(0))


async def test_a_migration_11_game_upgrades_and_its_moves_keep_and_forget_undo_points(
    engine: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """A running game of migration 11 has no undo point; an undoable move saves one, the next save forgets it."""
    path, game_id = await at_migration_11(engine, tmp_path, request, 77)
    store = await Store.open(path)
    try:
        assert await store.schema_version() == len(migrations())
        game = await store.game(game_id)
        assert game is not None and game.undo_seat is None and game.state == {"ply": 0}
        assert await store.undo_point(game_id) is None
        point = UndoPoint(0, {"ply": 0}, (DUTY,), missed=2)
        await store.save_move(
            game_id, expected_version=1, state={"ply": 1}, status="active", seat=0, action="m1", now=T0, undo=point
        )
        kept = await store.undo_point(game_id)
        moved = await store.game(game_id)
        await store.save_move(
            game_id, expected_version=2, state={"ply": 2}, status="active", seat=0, action="m2", now=T0
        )
        forgotten = await store.undo_point(game_id), await store.game(game_id)
    finally:
        await store.close()
    assert kept == UndoPoint(0, {"ply": 0}, (DUTY,), 2, version=2)
    assert moved is not None and moved.undo_seat == 0
    assert forgotten[0] is None and forgotten[1] is not None and forgotten[1].undo_seat is None


async def test_taking_back_restores_state_duties_and_missed_deadlines_once(
    engine: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """The state, duties, deadline and missed count come back under a new version with an undo event; a second
    take back at the same point is a VersionConflict that writes nothing."""
    path, game_id = await at_migration_11(engine, tmp_path, request, None)
    store = await Store.open(path)
    try:
        point = UndoPoint(0, {"ply": 0}, (DUTY,), missed=1)
        await store.save_move(
            game_id, expected_version=1, state={"ply": 1}, status="active", seat=0, action="m1", now=T0,
            duties=[], acted=0, undo=point,
        )  # fmt: skip
        kept = await store.undo_point(game_id)
        assert kept is not None
        version = await store.take_back(game_id, kept, sentence=TOOK_BACK, now=T0)
        game, duties, missed = await store.game(game_id), await store.duties(game_id), await store.missed(game_id)
        newest = await store.newest_event(game_id)
        with pytest.raises(VersionConflict):
            await store.take_back(game_id, kept, sentence=TOOK_BACK, now=T0)
        events = await store.events(game_id)
    finally:
        await store.close()
    assert version == 3 and game is not None and game.version == 3 and game.board_due == 3
    assert game.state == {"ply": 0} and game.undo_seat is None and game.deadline == DUTY.due_at.isoformat()  # type: ignore[union-attr]
    assert duties == {0: DUTY} and missed == {0: 1}
    assert newest is not None and (newest.action, newest.seat, newest.sentence, newest.auto) == (
        UNDO,
        0,
        TOOK_BACK,
        False,
    )
    assert len(events) == 2
