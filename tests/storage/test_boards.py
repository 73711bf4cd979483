"""The live board's outboxes: a posted board queues the one it replaced; a refused edit is counted, then given up."""

from __future__ import annotations

from pathlib import Path

from bot.storage import Store
from bot.storage.boards import MAX_RETIRE_TRIES, OldBoard
from tests.storage.test_migrations import make_lobby


async def started(tmp_path: Path) -> tuple[Store, int]:
    """A store with a lobby whose board columns are used as a started game's."""
    store = await Store.open(tmp_path / "boards.db")
    return store, await make_lobby(store)


async def test_a_new_board_queues_the_one_it_replaces_with_its_text(tmp_path):
    """The second board posted queues the first, with what the first said and where it is."""
    store, game = await started(tmp_path)
    try:
        await store.board_posted(game, 11, 0, text="The game begins.")
        await store.board_posted(game, 12, 1, text="**alice** moved.")
        owed = await store.old_boards()
        record = await store.game(game)
    finally:
        await store.close()
    assert owed == [OldBoard(11, game, 5000, "The game begins.", 0)]
    assert record is not None and record.board_text == "**alice** moved." and record.board_message_id == 12


async def test_an_edit_in_place_or_a_posting_elsewhere_queues_nothing(tmp_path):
    """Editing the live board (same message) or posting without ``retire`` leaves nothing to retire."""
    store, game = await started(tmp_path)
    try:
        await store.board_posted(game, 11, 0, text="a")
        await store.board_posted(game, 11, 1, text="a\nb")
        await store.board_posted(game, 12, 2, text="c", retire=False)
        owed = await store.old_boards()
    finally:
        await store.close()
    assert owed == []


async def test_an_older_board_never_replaces_a_newer_one_nor_queues_it(tmp_path):
    """A board of an older version posted late changes nothing: the newer board stays live and is not queued."""
    store, game = await started(tmp_path)
    try:
        await store.board_posted(game, 12, 3, text="new")
        await store.board_posted(game, 11, 2, text="old")
        owed = await store.old_boards()
        record = await store.game(game)
    finally:
        await store.close()
    assert owed == [] and record is not None and record.board_message_id == 12 and record.board_text == "new"


async def test_a_refused_edit_is_counted_and_given_up_at_the_limit(tmp_path):
    """Each refused edit counts a try; at the limit the board is forgotten; a retired one is forgotten at once."""
    store, game = await started(tmp_path)
    try:
        await store.board_posted(game, 11, 0, text="x")
        await store.board_posted(game, 12, 1, text="y")
        await store.board_posted(game, 13, 2, text="z")
        answers = [await store.board_not_retired(11) for _ in range(MAX_RETIRE_TRIES)]
        await store.board_retired(12)
        owed = await store.old_boards()
    finally:
        await store.close()
    assert answers == [False] * (MAX_RETIRE_TRIES - 1) + [True]
    assert owed == []


async def test_a_migration_13_database_retires_its_old_board_by_its_controls_only(tmp_path):
    """A game whose board was posted before boards kept their text: after the upgrade its next board queues the old
    one without a text (so it only loses its controls), where the game is played; new boards keep their text."""
    import sqlite3

    from tests.storage.test_migrations import CHANNEL, old_running_game

    path = tmp_path / "thirteen.db"
    await (await Store.open(path, upto=13)).close()
    with sqlite3.connect(path) as conn:
        game_id = old_running_game(conn, board_message_id=77)
    store = await Store.open(path)
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


async def test_a_game_waiting_for_its_thread_is_listed_until_it_has_one(tmp_path):
    """``want_thread`` lists a running game; ``thread_found`` plays it in its thread and lists it no more."""
    store = await Store.open(tmp_path / "threads.db")
    try:
        game = await make_lobby(store)
        await store.want_thread(game, True)
        lobby_listed = await store.games_wanting_threads()  # a lobby is not running yet
        await store._x("UPDATE games SET status = 'active' WHERE id = ?", (game,))
        listed = await store.games_wanting_threads()
        await store.thread_found(game, 999)
        record = await store.game(game)
        after = await store.games_wanting_threads()
    finally:
        await store.close()
    assert lobby_listed == [] and listed == [game] and after == []
    assert record is not None and record.thread_id == 999 and not record.thread_wanted
