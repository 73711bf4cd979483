"""What only the PostgreSQL engine has: its migrations and their upgrades, its placeholders, and records that read
back as SQLite's do."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.deadlines import Duty
from bot.i18n import msg
from bot.storage import Store, migrations
from bot.storage.postgres import MIGRATIONS, placeholders
from tests.conftest import database_at

T0 = datetime(2026, 5, 6, 7, 8, 9, tzinfo=UTC)
pg = pytest.mark.postgres


def test_postgres_migrations_have_sqlites_numbers() -> None:
    """PostgreSQL's migrations are numbered and named as SQLite's, one for one."""
    assert [(n, name) for n, name, _ in migrations(MIGRATIONS)] == [(n, name) for n, name, _ in migrations()]


def test_placeholders_become_psycopgs_outside_literals_only() -> None:
    """``?`` becomes ``%s`` except inside quotes; every ``%`` is doubled so psycopg reads it as itself."""
    sql = "SELECT '?', \"a?\" FROM t WHERE k LIKE 'x%' AND v = ? AND w = 'it''s ?' AND z = ?"
    assert placeholders(sql) == ("SELECT '?', \"a?\" FROM t WHERE k LIKE 'x%%' AND v = %s AND w = 'it''s ?' AND z = %s")


async def played(store: Store) -> int:
    """A game with a lobby, two seats and a bot, started and moved twice: its id."""
    game = await store.create_lobby(
        kind="rumble", guild_id=4, channel_id=5, host_id=6, host_name="Ann", options={"a": 1}, seed=2**52, now=T0
    )
    await store.add_seat(game.id, 7, "Bo")
    await store.add_bot_seat(game.id, "easy", "Bot")
    duty = Duty(1, "turn", T0, T0.replace(hour=9), None)
    await store.start(game.id, state={"n": 0}, seat_order=[6, 7, -1], now=T0, duties=[duty])
    await store.save_move(
        game.id, expected_version=1, state={"n": 1}, status="active", seat=0, action="x", now=T0, sentence=msg("hi")
    )
    await store.save_move(game.id, expected_version=2, state={"n": 2}, status="active", seat=1, action="y", now=T0)
    await store.set_guild_lang(4, "lang", "pl")
    return game.id


@pg
async def test_records_read_back_the_same_on_both_engines(tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """The same writes read back as equal records from SQLite and from PostgreSQL (times, JSON, flags, ids)."""
    seen = []
    for engine in ("sqlite", "postgres"):
        store = await Store.open(database_at(engine, tmp_path / "same.db", request))
        try:
            game_id = await played(store)
            seen.append(
                (
                    await store.game_and_seats(game_id),
                    await store.events(game_id),
                    await store.duties(game_id),
                    await store.user_games(7),
                )
            )
        finally:
            await store.close()
    assert seen[0] == seen[1]


@pg
@pytest.mark.parametrize("old", [4, 6, 9, 13])
async def test_a_postgres_database_at_an_older_version_upgrades_to_the_newest(
    old: int, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """A PostgreSQL database built at an older migration, with a lobby in it, upgrades to the newest and keeps it."""
    url = database_at("postgres", tmp_path / "unused.db", request, migrated=False)
    store = await Store.open(url, upto=old)
    try:
        assert await store.schema_version() == old
        game = await store.create_lobby(
            kind="rumble", guild_id=1, channel_id=2, host_id=3, host_name="Ann", options={}, seed=9, now=T0
        )
    finally:
        await store.close()
    store = await Store.open(url)
    try:
        assert await store.schema_version() == len(migrations())
        upgraded = await store.game(game.id)
        assert upgraded is not None and upgraded.created_at == T0.isoformat() and upgraded.settings == {}
        assert [s.user_id for s in await store.seats(game.id)] == [3]
        assert await store.add_bot_seat(game.id, "easy", "Bot") == -1
    finally:
        await store.close()
