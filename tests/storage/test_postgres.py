"""What only the PostgreSQL engine has: its migrations and their upgrades, its placeholders, records that read
back as SQLite's do, and the game lock shared by processes (two pools on one database)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

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


@pg
@pytest.mark.parametrize("old", range(1, 15))
async def test_a_running_game_written_at_any_older_version_upgrades_to_the_newest(
    old: int, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """A PostgreSQL database at every older version (1 to 14), holding a running game written with the first
    schema's columns, upgrades to the newest; the game reads back and takes its next move."""
    from tests.storage.test_migrations import HOST, old_running_game_in
    from tests.storage.test_migrations import T0 as WRITTEN

    url = database_at("postgres", tmp_path / "unused.db", request, migrated=False)
    store = await Store.open(url, upto=old)
    try:
        game_id = await old_running_game_in(store, board_message_id=77)
    finally:
        await store.close()
    store = await Store.open(url)
    try:
        assert await store.schema_version() == len(migrations())
        game = await store.game(game_id)
        assert game is not None and game.version == 1 and game.created_at == WRITTEN.isoformat(timespec="seconds")
        assert [s.user_id for s in await store.seats(game_id)] == [HOST]
        saved = await store.save_move(
            game_id, expected_version=1, state={"ply": 1}, status="active", seat=0, action="a", now=T0, sentence="s"
        )
        assert saved.version == 2 and [e.action for e in await store.events(game_id)] == ["a"]
    finally:
        await store.close()


async def two_stores(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[Store, Store, int, int]:
    """Two stores (two pools, as two processes have) on one PostgreSQL database holding two running games."""
    url = database_at("postgres", tmp_path / "unused.db", request)
    first, second = await Store.open(url), await Store.open(url)
    games = []
    for channel in (5, 6):
        lobby = await first.create_lobby(
            kind="rumble", guild_id=4, channel_id=channel, host_id=6, host_name="Ann", options={}, seed=1, now=T0
        )
        await first.add_seat(lobby.id, 7, "Bo")
        games.append((await first.start(lobby.id, state={"n": 0}, seat_order=[6, 7], now=T0)).id)
    return first, second, games[0], games[1]


def move(store: Store, game_id: int, version: int, action: str) -> Any:
    """The save of a move of ``game_id`` on ``version`` (a coroutine)."""
    return store.save_move(
        game_id, expected_version=version, state={"n": version}, status="active", seat=0, action=action, now=T0
    )


@pg
async def test_two_processes_saving_one_game_at_once_one_wins_and_the_other_is_refused(
    tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """Saves of one game on the same version from two pools: one is saved, the other is a VersionConflict that
    wrote nothing; the game holds exactly the winner's move."""
    first, second, game, _ = await two_stores(request, tmp_path)
    try:
        for round_ in range(5):
            version = round_ + 1
            outcomes = await asyncio.gather(
                move(first, game, version, f"a{version}"), move(second, game, version, f"b{version}"),
                return_exceptions=True,
            )  # fmt: skip
            assert sorted(type(o).__name__ for o in outcomes) == ["Saved", "VersionConflict"], outcomes
        events = await second.events(game)
        record = await first.game(game)
    finally:
        await first.close()
        await second.close()
    assert [e.version for e in events] == [2, 3, 4, 5, 6]
    assert record is not None and record.version == 6 and record.state == {"n": 5}


@pg
async def test_a_save_waits_only_for_its_own_game_held_by_another_process(
    tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """While one pool holds game A's lock in an open transaction, another pool's save of game B completes, and its
    save of game A waits until the transaction ends, then is saved."""
    first, second, game_a, game_b = await two_stores(request, tmp_path)
    try:
        async with first.transaction(game=game_a):
            waiting = asyncio.create_task(move(second, game_a, 1, "a"))
            other = await asyncio.wait_for(move(second, game_b, 1, "b"), timeout=5)
            await asyncio.sleep(0.3)
            held = waiting.done()
        saved = await asyncio.wait_for(waiting, timeout=5)
    finally:
        await first.close()
        await second.close()
    assert other.version == 2 and not held and saved.version == 2
