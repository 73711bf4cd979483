"""Numbered migrations: contiguous, applied once, and upgrading an old database in place."""

from __future__ import annotations

import re
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.storage import LOBBY, LobbyExists, Store, migrations
from bot.storage.connection import split_statements

T0 = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
HOST, ALICE, BOB = 101, 102, 103
CHANNEL = 5000


async def make_lobby(store: Store, host: int = HOST) -> int:
    """Open a rumble lobby in CHANNEL; return its id."""
    game = await store.create_lobby(
        kind="rumble",
        guild_id=1,
        channel_id=CHANNEL,
        host_id=host,
        host_name=f"user{host}",
        options={"layout": "manor"},
        seed=42,
        now=T0,
    )
    return game.id


def index_names(path: Path) -> set[str]:
    """Names of the indexes in the file, read with a plain sqlite3 connection."""
    with sqlite3.connect(path) as conn:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}


def old_lobby(conn: sqlite3.Connection, host: int, options: str, seed: int) -> int:
    """Write a Rumble lobby in CHANNEL as the first bot did (raw SQL, migration 1's columns); its id."""
    stamp = T0.isoformat(timespec="seconds")
    cur = conn.execute(
        "INSERT INTO games (kind, guild_id, channel_id, host_id, status, options, seed, created_at, updated_at)"
        " VALUES ('rumble', 1, ?, ?, 'lobby', ?, ?, ?, ?)",
        (CHANNEL, host, options, seed, stamp, stamp),
    )
    return int(cur.lastrowid or 0)


@pytest.fixture
async def old_db(tmp_path: Path) -> tuple[Path, int]:
    """A database built with migration 1 only, holding a lobby with three seats written as an old bot did."""
    path = tmp_path / "old.db"
    store = await Store.open(path, upto=1)
    await store.close()
    with sqlite3.connect(path) as conn:
        game_id = old_lobby(conn, HOST, '{"layout": "manor"}', 42)
        for seat, (user, name) in enumerate(((HOST, f"user{HOST}"), (ALICE, "alice"), (BOB, "bob"))):
            conn.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)", (game_id, seat, user, name)
            )
    return path, game_id


async def test_upgraded_games_get_empty_table_settings(old_db: tuple[Path, int]) -> None:
    """Games stored before table settings existed read back with no settings."""
    path, game_id = old_db
    store = await Store.open(path)
    try:
        game = await store.game(game_id)
    finally:
        await store.close()
    assert game is not None and game.settings == {} and game.options == {"layout": "manor"}


def test_migrations_are_numbered_from_one_without_gaps() -> None:
    """migrations() yields 1..n in order, each from a file named after its number."""
    found = migrations()
    assert len(found) >= 2
    assert [n for n, _, _ in found] == list(range(1, len(found) + 1))
    for number, name, sql in found:
        assert re.fullmatch(rf"{number:04d}_[a-z0-9_]+\.sql", name)
        assert sql.strip()


async def test_upto_builds_an_old_schema(old_db: tuple[Path, int]) -> None:
    """Store.open(upto=1) stops after the first migration: no meta table, no lobby index."""
    path, _ = old_db
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "meta" not in tables
    assert "one_lobby_per_channel" not in index_names(path)


async def test_reopen_upgrades_schema_version_to_latest(old_db: tuple[Path, int]) -> None:
    """Opening an old database applies the missing migrations."""
    path, _ = old_db
    store = await Store.open(path)
    try:
        assert await store.schema_version() == len(migrations())
    finally:
        await store.close()


async def test_upgraded_database_has_a_working_meta_table(old_db: tuple[Path, int]) -> None:
    """The meta table added by a later migration works after the upgrade."""
    path, _ = old_db
    store = await Store.open(path)
    try:
        await store.set_meta("command-hash", "abc")
        assert await store.get_meta("command-hash") == "abc"
    finally:
        await store.close()


async def test_upgraded_database_has_the_one_lobby_index(old_db: tuple[Path, int]) -> None:
    """After the upgrade the one-lobby unique index exists and refuses a second lobby."""
    path, _ = old_db
    store = await Store.open(path)
    try:
        with pytest.raises(LobbyExists):
            await make_lobby(store, host=ALICE)
    finally:
        await store.close()
    assert "one_lobby_per_channel" in index_names(path)


async def test_upgrade_keeps_the_old_game_intact(old_db: tuple[Path, int]) -> None:
    """The lobby and seats written under the old schema read back unchanged."""
    path, game_id = old_db
    store = await Store.open(path)
    try:
        game = await store.game(game_id)
        seats = await store.seats(game_id)
        assert await store.count_games() == 1
    finally:
        await store.close()
    assert game is not None
    assert (game.kind, game.channel_id, game.host_id, game.status) == ("rumble", CHANNEL, HOST, LOBBY)
    assert (game.options, game.seed, game.version, game.state) == ({"layout": "manor"}, 42, 0, None)
    assert game.created_at == T0.isoformat(timespec="seconds")
    assert [(s.seat, s.user_id, s.name) for s in seats] == [(0, HOST, "user101"), (1, ALICE, "alice"), (2, BOB, "bob")]


async def test_opening_twice_does_not_reapply_migrations(tmp_path: Path) -> None:
    """A second open of an up-to-date file runs no migration and keeps the data."""
    path = tmp_path / "games.db"
    store = await Store.open(path)
    await store.set_meta("k", "v")
    game_id = await make_lobby(store)
    await store.close()

    store = await Store.open(path)
    try:
        assert await store.schema_version() == len(migrations())
        assert await store.get_meta("k") == "v"
        assert (await store.game(game_id)) is not None
        assert await store.count_games() == 1
    finally:
        await store.close()


def test_a_trigger_body_stays_one_statement() -> None:
    """The migration splitter keeps BEGIN ... END together and drops comment lines."""
    sql = "-- note\nCREATE TABLE t (x);\nCREATE TRIGGER g AFTER INSERT ON t\nBEGIN\n  SELECT 1;\n  SELECT 2;\nEND;\n"
    trigger = "CREATE TRIGGER g AFTER INSERT ON t\nBEGIN\n  SELECT 1;\n  SELECT 2;\nEND"
    assert split_statements(sql) == ["CREATE TABLE t (x)", trigger]


OLD_GAME = (
    "INSERT INTO games (kind, guild_id, channel_id, host_id, status, options, seed, state, version,"
    " created_at, updated_at, board_message_id) VALUES ('rumble', 1, ?, ?, 'active', '{}', 42, '{\"ply\": 0}',"
    " 1, ?, ?, ?)"
)
"""A running Rumble game at version 1 as a migration-6 bot wrote it (its parameters: ``old_game_values``)."""
OLD_SEAT = "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, 'host')"


def old_game_values(board_message_id: int | None) -> tuple[object, ...]:
    """The parameters of ``OLD_GAME``: its channel follows its board message."""
    stamp = T0.isoformat(timespec="seconds")
    return (CHANNEL + (board_message_id or 0), HOST, stamp, stamp, board_message_id)


def old_running_game(conn: sqlite3.Connection, board_message_id: int | None) -> int:
    """Write a running Rumble game at version 1 as a migration-6 bot did (raw SQL); its id."""
    cur = conn.execute(OLD_GAME, old_game_values(board_message_id))
    game_id = int(cur.lastrowid or 0)
    conn.execute(OLD_SEAT, (game_id, HOST))
    return game_id


async def old_running_game_in(store: Store, board_message_id: int | None) -> int:
    """``old_running_game`` written through a store opened at an older version (any engine); its id."""
    async with store.transaction() as tx:
        (row,) = await tx.rows(OLD_GAME + " RETURNING id", old_game_values(board_message_id))
        await tx.execute(OLD_SEAT, (row[0], HOST))
    return int(row[0])


async def test_a_game_started_before_migration_7_is_saved_after_the_upgrade(tmp_path: Path) -> None:
    """A game running when the bot upgrades takes its next move through the Python save, event and all."""
    path = tmp_path / "six.db"
    await (await Store.open(path, upto=6)).close()
    with sqlite3.connect(path) as conn:
        game_id = old_running_game(conn, board_message_id=77)
    store = await Store.open(path)
    try:
        saved = await store.save_move(
            game_id, expected_version=1, state={"ply": 1}, status="active", seat=0, action="a", now=T0, sentence="s"
        )
        game = await store.game(game_id)
        events = await store.events(game_id)
    finally:
        await store.close()
    assert game is not None
    assert (saved.version, game.state, [(e.version, e.sentence) for e in events]) == (2, {"ply": 1}, [(2, "s")])
    assert (game.board_due, game.board_version, game.board_behind) == (2, 1, True)


async def test_the_upgrade_to_the_outbox_owes_a_board_only_where_there_is_none(tmp_path: Path) -> None:
    """Migration 7 takes an existing board as current and owes one to a running game without a board message."""
    path = tmp_path / "six.db"
    await (await Store.open(path, upto=6)).close()
    with sqlite3.connect(path) as conn:
        with_board = old_running_game(conn, board_message_id=77)
        without = old_running_game(conn, board_message_id=None)
    store = await Store.open(path)
    try:
        behind = await store.boards_behind()
        triggers = await store._rows("SELECT name FROM sqlite_master WHERE type IN ('trigger', 'view')")
    finally:
        await store.close()
    assert behind == [without] and with_board not in behind
    assert triggers == []


async def test_duplicate_lobbies_of_the_first_schema_upgrade_to_the_newest_one(old_db: tuple[Path, int]) -> None:
    """Two open lobbies of a kind in one channel (possible before migration 2): the newer stays, the older ends."""
    path, older = old_db
    with sqlite3.connect(path) as conn:
        newer = old_lobby(conn, BOB, "{}", 43)
    store = await Store.open(path)
    try:
        statuses = [(await store.game(g)).status for g in (older, newer)]  # type: ignore[union-attr]
    finally:
        await store.close()
    assert statuses == ["cancelled", LOBBY]


async def test_a_migration_7_database_upgrades_to_keep_looks(tmp_path: Path) -> None:
    """A database made at migration 7 with a running game gains private looks, cascading with its game."""
    from datetime import timedelta

    from bot.storage import Look

    path = tmp_path / "seven.db"
    await (await Store.open(path, upto=6)).close()
    with sqlite3.connect(path) as conn:
        game_id = old_running_game(conn, board_message_id=77)
    await (await Store.open(path, upto=7)).close()
    store = await Store.open(path)
    try:
        look = Look(game_id, 5, 0, 1, 9, "t", T0 + timedelta(minutes=10))
        await store.keep_look(look)
        kept = await store.looks_of(game_id)
        version = await store.schema_version()
        game = await store.game(game_id)
    finally:
        await store.close()
    assert kept == [look] and version == len(migrations())
    assert game is not None and game.board_started == 1


async def test_a_migration_10_database_keeps_its_english_words_and_saves_messages_after(tmp_path: Path) -> None:
    """Events saved before migration 11 keep their English sentence and notes; moves after it are saved as
    messages (public sentence and notes) and read back as messages, old and new side by side."""
    from bot.i18n import Seat, msg

    path = tmp_path / "ten.db"
    await (await Store.open(path, upto=10)).close()
    with sqlite3.connect(path) as conn:
        game_id = old_running_game(conn, board_message_id=77)
        conn.execute(
            "INSERT INTO events (game_id, seq, seat, action, version, created_at, sentence, notes, auto)"
            " VALUES (?, 1, 0, 'm1', 1, ?, '**host** moved the Ninja.', '{\"0\": \"You drew the Ape.\"}', 0)",
            (game_id, T0.isoformat(timespec="seconds")),
        )
    store = await Store.open(path)
    try:
        said = msg("move", who=Seat(0), did=msg("rumble-moved", character=msg("rumble-ninja")))
        note = msg("rumble-you-drew", character=msg("rumble-ape"))
        await store.save_move(
            game_id, expected_version=1, state={"ply": 1}, status="active", seat=0, action="m2", now=T0,
            sentence=said, notes={0: note},
        )  # fmt: skip
        events = await store.events(game_id)
        last = await store.last_sentence(game_id)
        since = await store.sentences_from(game_id, 1)
    finally:
        await store.close()
    assert [(e.sentence, e.notes) for e in events] == [
        ("**host** moved the Ninja.", {0: "You drew the Ape."}),
        (said, {0: note}),
    ]
    assert last == said and since == ["**host** moved the Ninja.", said]
