"""The live board's outboxes: a posted board queues the one it replaced; a refused edit is counted, then given up.
On both engines; the upgrade from migration 13 from a SQLite file and from a PostgreSQL database."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.storage import Store
from bot.storage.boards import MAX_RETIRE_TRIES, OldBoard
from tests.conftest import database_at
from tests.storage.test_migrations import CHANNEL, make_lobby, old_running_game_in


@pytest.fixture
async def opened(engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    """An opened store on a fresh database of the test's engine, closed after the test."""
    s = await Store.open(database_at(engine, tmp_path / "boards.db", request))
    yield s
    await s.close()


async def test_a_new_board_queues_the_one_it_replaces_with_its_text(opened: Store) -> None:
    """The second board posted queues the first, with what the first said and where it is."""
    game = await make_lobby(opened)
    await opened.board_posted(game, 11, 0, text="The game begins.")
    await opened.board_posted(game, 12, 1, text="**alice** moved.")
    owed = await opened.old_boards()
    record = await opened.game(game)
    assert owed == [OldBoard(11, game, 5000, "The game begins.", 0)]
    assert record is not None and record.board_text == "**alice** moved." and record.board_message_id == 12


async def test_an_edit_in_place_or_a_posting_elsewhere_queues_nothing(opened: Store) -> None:
    """Editing the live board (same message) or posting without ``retire`` leaves nothing to retire."""
    game = await make_lobby(opened)
    await opened.board_posted(game, 11, 0, text="a")
    await opened.board_posted(game, 11, 1, text="a\nb")
    await opened.board_posted(game, 12, 2, text="c", retire=False)
    assert await opened.old_boards() == []


async def test_an_older_board_never_replaces_a_newer_one_nor_queues_it(opened: Store) -> None:
    """A board of an older version posted late changes nothing: the newer board stays live and is not queued."""
    game = await make_lobby(opened)
    await opened.board_posted(game, 12, 3, text="new")
    await opened.board_posted(game, 11, 2, text="old")
    owed = await opened.old_boards()
    record = await opened.game(game)
    assert owed == [] and record is not None and record.board_message_id == 12 and record.board_text == "new"


async def test_a_refused_edit_is_counted_and_given_up_at_the_limit(opened: Store) -> None:
    """Each refused edit counts a try; at the limit the board is forgotten; a retired one is forgotten at once."""
    game = await make_lobby(opened)
    await opened.board_posted(game, 11, 0, text="x")
    await opened.board_posted(game, 12, 1, text="y")
    await opened.board_posted(game, 13, 2, text="z")
    answers = [await opened.board_not_retired(11) for _ in range(MAX_RETIRE_TRIES)]
    await opened.board_retired(12)
    assert answers == [False] * (MAX_RETIRE_TRIES - 1) + [True]
    assert await opened.old_boards() == []


async def test_a_migration_13_database_retires_its_old_board_by_its_controls_only(tmp_path: Path) -> None:
    """A game whose board was posted before boards kept their text: after the upgrade its next board queues the old
    one without a text (so it only loses its controls), where the game is played; new boards keep their text."""
    import sqlite3

    from tests.storage.test_migrations import old_running_game

    path = tmp_path / "thirteen.db"
    await (await Store.open(path, upto=13)).close()
    with sqlite3.connect(path) as conn:
        game_id = old_running_game(conn, board_message_id=77)
    await upgraded_board_is_retired_by_its_controls(path, game_id)


@pytest.mark.postgres
async def test_a_migration_13_postgres_database_retires_its_old_board_by_its_controls_only(
    tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """The same upgrade from a PostgreSQL database at migration 13: its old board loses its controls only."""
    url = database_at("postgres", tmp_path / "unused.db", request, migrated=False)
    old = await Store.open(url, upto=13)
    try:
        game_id = await old_running_game_in(old, board_message_id=77)
    finally:
        await old.close()
    await upgraded_board_is_retired_by_its_controls(url, game_id)


async def upgraded_board_is_retired_by_its_controls(where: str | Path, game_id: int) -> None:
    """Open the database at migration 13 holding ``game_id`` (board 77) and check its upgrade keeps boards right."""
    store = await Store.open(where)
    try:
        before = await store.game(game_id)
        await store.board_posted(game_id, 78, 1, text="**host** moved.", channel_id=CHANNEL + 77)
        owed = await store.old_boards()
        after = await store.game(game_id)
    finally:
        await store.close()
    assert before is not None and before.board_text is None and not before.thread_wanted
    assert owed == [OldBoard(77, game_id, CHANNEL + 77, None, 0)]
    assert after is not None and after.board_text == "**host** moved." and after.board_channel_id == CHANNEL + 77


async def test_a_game_waiting_for_its_thread_is_listed_until_it_has_one(opened: Store) -> None:
    """``want_thread`` lists a running game; ``thread_found`` plays it in its thread and lists it no more."""
    game = await make_lobby(opened)
    await opened.want_thread(game, True)
    lobby_listed = await opened.games_wanting_threads()  # a lobby is not running yet
    await opened._x("UPDATE games SET status = 'active' WHERE id = ?", (game,))
    listed = await opened.games_wanting_threads()
    await opened.thread_found(game, 999)
    record = await opened.game(game)
    after = await opened.games_wanting_threads()
    assert lobby_listed == [] and listed == [game] and after == []
    assert record is not None and record.thread_id == 999 and not record.thread_wanted
