"""The SQLite store on a real database file: pragmas, lobbies, seats, moves, atomic saves, reopen."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.storage import (
    ACTIVE,
    CANCELLED,
    FINISHED,
    LOBBY,
    BestScore,
    GameRecord,
    LobbyExists,
    Store,
    VersionConflict,
    migrations,
)
from tests.conftest import SQLITE_ONLY, database_at

T0 = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
T1 = T0 + timedelta(minutes=5)
HOST, ALICE, BOB = 101, 102, 103
CHANNEL, OTHER_CHANNEL, THREAD = 5000, 5001, 6000


@pytest.fixture
async def store(engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    """An opened store on a fresh file, closed after the test."""
    s = await Store.open(database_at(engine, tmp_path / "games.db", request))
    yield s
    await s.close()


def raw(path: Path) -> sqlite3.Connection:
    """A second, plain sqlite3 connection to the same file."""
    return sqlite3.connect(path, isolation_level=None)


async def lobby(store: Store, *, kind: str = "rumble", channel: int = CHANNEL, host: int = HOST) -> GameRecord:
    """Open a lobby with default arguments."""
    return await store.create_lobby(
        kind=kind,
        guild_id=1,
        channel_id=channel,
        host_id=host,
        host_name=f"user{host}",
        options={"layout": "manor"},
        seed=42,
        now=T0,
    )


async def active_game(store: Store, *, channel: int = CHANNEL) -> GameRecord:
    """A started three-seat game at version 1."""
    game = await lobby(store, channel=channel)
    await store.add_seat(game.id, ALICE, "alice")
    await store.add_seat(game.id, BOB, "bob")
    return await store.start(game.id, state={"ply": 0}, seat_order=[HOST, ALICE, BOB], now=T0)


async def move(store: Store, game: GameRecord, version: int, ply: int) -> int:
    """Save one move of seat 0 whose state is ``{"ply": ply}``; the new version."""
    saved = await store.save_move(
        game.id, expected_version=version, state={"ply": ply}, status=ACTIVE, seat=0, action=f"a{ply}", now=T1
    )
    return saved.version


# --- opening ----------------------------------------------------------------------


async def test_open_creates_the_file_in_wal_mode(tmp_path: Path) -> None:
    """Opening a new path creates the database file with the WAL journal."""
    path = tmp_path / "sub" / "games.db"
    s = await Store.open(path)
    try:
        assert path.is_file()
        with raw(path) as conn:
            assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        await s.close()


@SQLITE_ONLY
async def test_open_sets_synchronous_full(store: Store) -> None:
    """The store's connection runs with synchronous=FULL (2)."""
    async with store._conn.execute("PRAGMA synchronous") as cur:
        assert (await cur.fetchone())[0] == 2


@SQLITE_ONLY
async def test_open_turns_foreign_keys_on(store: Store) -> None:
    """The store's connection enforces foreign keys."""
    async with store._conn.execute("PRAGMA foreign_keys") as cur:
        assert (await cur.fetchone())[0] == 1


async def test_schema_version_is_the_number_of_migrations(store: Store) -> None:
    """A fresh database has every migration applied."""
    assert await store.schema_version() == len(migrations())


async def test_reopen_keeps_games_seats_and_events(tmp_path: Path) -> None:
    """Games, seats and events survive closing and reopening the file."""
    path = tmp_path / "games.db"
    s = await Store.open(path)
    game = await active_game(s)
    await move(s, game, 1, 1)
    before = (await s.game(game.id), await s.seats(game.id), await s.events(game.id))
    await s.close()

    s = await Store.open(path)
    try:
        after = (await s.game(game.id), await s.seats(game.id), await s.events(game.id))
    finally:
        await s.close()
    assert after == before
    assert after[0] is not None and after[0].state == {"ply": 1}
    assert len(after[1]) == 3 and len(after[2]) == 1


async def test_committed_move_is_visible_to_another_connection_before_close(tmp_path: Path) -> None:
    """A saved move is committed at once, not held until the store closes."""
    path = tmp_path / "games.db"
    s = await Store.open(path)
    try:
        game = await active_game(s)
        await move(s, game, 1, 1)
        with raw(path) as conn:
            version, state = conn.execute("SELECT version, state FROM games WHERE id = ?", (game.id,)).fetchone()
            events = conn.execute("SELECT COUNT(*) FROM events WHERE game_id = ?", (game.id,)).fetchone()[0]
    finally:
        await s.close()
    assert (version, state, events) == (2, '{"ply": 1}', 1)


# --- lobbies and seats ---------------------------------------------------------------


async def test_create_lobby_puts_the_host_in_seat_zero(store: Store) -> None:
    """A new lobby has exactly one seat: the host in seat 0."""
    game = await lobby(store)
    seats = await store.seats(game.id)
    assert [(s.seat, s.user_id, s.name, s.is_bot) for s in seats] == [(0, HOST, f"user{HOST}", False)]
    assert (game.status, game.version, game.state, game.host_id) == (LOBBY, 0, None, HOST)
    assert (game.options, game.seed) == ({"layout": "manor"}, 42)


async def test_second_lobby_of_same_kind_in_same_channel_raises(store: Store) -> None:
    """One open lobby per kind and channel; the refused one leaves no row behind."""
    await lobby(store)
    with pytest.raises(LobbyExists):
        await lobby(store, host=ALICE)
    assert await store.count_games() == 1


async def test_lobby_of_another_kind_in_same_channel_works(store: Store) -> None:
    """A different game kind may open a lobby in the same channel."""
    await lobby(store)
    other = await lobby(store, kind="purplehouse", host=ALICE)
    assert other.kind == "purplehouse"
    assert await store.count_games() == 2


async def test_lobby_of_same_kind_in_another_channel_works(store: Store) -> None:
    """The same kind may open a lobby in a different channel."""
    await lobby(store)
    other = await lobby(store, channel=OTHER_CHANNEL)
    assert other.channel_id == OTHER_CHANNEL
    assert await store.count_games() == 2


async def test_new_lobby_can_open_after_start(store: Store) -> None:
    """Once a lobby has started, the channel may open a new one of that kind."""
    first = await active_game(store)
    second = await lobby(store, host=ALICE)
    assert second.id != first.id
    assert (await store.open_lobby("rumble", CHANNEL)) == second


async def test_open_lobby_finds_only_lobbies(store: Store) -> None:
    """open_lobby returns the channel's lobby, and nothing once it has started."""
    game = await lobby(store)
    assert await store.open_lobby("rumble", CHANNEL) == game
    assert await store.open_lobby("rumble", OTHER_CHANNEL) is None
    await store.start(game.id, state={}, seat_order=[HOST], now=T0)
    assert await store.open_lobby("rumble", CHANNEL) is None


async def test_add_seat_appends_after_the_others(store: Store) -> None:
    """Joining users take the next seat numbers."""
    game = await lobby(store)
    assert await store.add_seat(game.id, ALICE, "alice")
    assert await store.add_seat(game.id, BOB, "bob")
    assert [(s.seat, s.user_id) for s in await store.seats(game.id)] == [(0, HOST), (1, ALICE), (2, BOB)]


async def test_add_seat_twice_returns_false(store: Store) -> None:
    """Seating the same user again is refused and adds no seat."""
    game = await lobby(store)
    assert await store.add_seat(game.id, ALICE, "alice")
    assert not await store.add_seat(game.id, ALICE, "alice again")
    seats = await store.seats(game.id)
    assert [(s.user_id, s.name) for s in seats] == [(HOST, f"user{HOST}"), (ALICE, "alice")]


async def test_remove_seat(store: Store) -> None:
    """Removing a seated user returns True once, then False."""
    game = await lobby(store)
    await store.add_seat(game.id, ALICE, "alice")
    assert await store.remove_seat(game.id, ALICE)
    assert not await store.remove_seat(game.id, ALICE)
    assert [s.user_id for s in await store.seats(game.id)] == [HOST]


async def test_start_renumbers_seats_in_the_given_order(store: Store) -> None:
    """Start seats users 0..n-1 in seat_order, even after gaps from leavers."""
    game = await lobby(store)
    for uid in (ALICE, 104, BOB):
        await store.add_seat(game.id, uid, f"user{uid}")
    await store.remove_seat(game.id, 104)
    await store.start(game.id, state={"ply": 0}, seat_order=[BOB, HOST, ALICE], now=T1)
    assert [(s.seat, s.user_id) for s in await store.seats(game.id)] == [(0, BOB), (1, HOST), (2, ALICE)]


async def test_start_sets_active_state_and_bumps_version(store: Store) -> None:
    """Start stores the first state, marks the game active and adds one to the version."""
    game = await lobby(store)
    started = await store.start(game.id, state={"ply": 0}, seat_order=[HOST], now=T1)
    assert (started.status, started.version, started.state) == (ACTIVE, game.version + 1, {"ply": 0})
    assert started.updated_at == T1.isoformat(timespec="seconds")


async def test_second_start_raises_version_conflict_and_changes_nothing(store: Store) -> None:
    """Starting a game that is no longer a lobby raises VersionConflict and writes nothing."""
    game = await active_game(store)
    seats = await store.seats(game.id)
    with pytest.raises(VersionConflict):
        await store.start(game.id, state={"ply": 99}, seat_order=[BOB, ALICE, HOST], now=T1)
    assert await store.game(game.id) == game
    assert await store.seats(game.id) == seats


# --- moves --------------------------------------------------------------------------


async def test_save_move_writes_state_and_returns_next_version(store: Store) -> None:
    """save_move with the current version stores the state and returns version + 1."""
    game = await active_game(store)
    assert await move(store, game, game.version, 1) == game.version + 1
    saved = await store.game(game.id)
    assert saved is not None
    assert (saved.state, saved.version, saved.status) == ({"ply": 1}, game.version + 1, ACTIVE)


async def test_save_move_numbers_events_one_two_three(store: Store) -> None:
    """Each save appends an event with the next seq and the version it produced."""
    game = await active_game(store)
    version = game.version
    for ply in (1, 2, 3):
        version = await move(store, game, version, ply)
    events = await store.events(game.id)
    assert [(e.seq, e.seat, e.action, e.version) for e in events] == [
        (1, 0, "a1", 2),
        (2, 0, "a2", 3),
        (3, 0, "a3", 4),
    ]


async def test_event_seq_is_per_game(store: Store) -> None:
    """Two games each number their events from 1."""
    first = await active_game(store)
    second = await lobby(store, channel=OTHER_CHANNEL)
    second = await store.start(second.id, state={"ply": 0}, seat_order=[HOST], now=T0)
    await move(store, first, 1, 1)
    await move(store, second, 1, 1)
    assert [e.seq for e in await store.events(second.id)] == [1]


async def test_save_move_with_stale_version_raises_and_writes_nothing(store: Store) -> None:
    """A stale expected_version raises VersionConflict; state and events are unchanged."""
    game = await active_game(store)
    await move(store, game, 1, 1)
    before = (await store.game(game.id), await store.events(game.id))
    with pytest.raises(VersionConflict):
        await move(store, game, 1, 2)
    assert (await store.game(game.id), await store.events(game.id)) == before


async def test_save_move_can_finish_a_game(store: Store) -> None:
    """The status given to save_move is stored with the state."""
    game = await active_game(store)
    await store.save_move(game.id, expected_version=1, state={"ply": 1}, status=FINISHED, seat=2, action="f1", now=T1)
    saved = await store.game(game.id)
    assert saved is not None and saved.status == FINISHED


async def test_save_move_is_atomic_when_the_event_insert_fails(tmp_path: Path) -> None:
    """If the event row cannot be written, the state update is rolled back too."""
    path = tmp_path / "games.db"
    s = await Store.open(path)
    try:
        game = await active_game(s)
        with raw(path) as conn:
            conn.execute(
                "CREATE TRIGGER refuse_events BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, 'disk says no'); END"
            )
        with pytest.raises(sqlite3.IntegrityError, match="disk says no"):
            await move(s, game, 1, 1)
        assert await s.game(game.id) == game
        assert await s.events(game.id) == []
        with raw(path) as conn:
            conn.execute("DROP TRIGGER refuse_events")
        assert await move(s, game, 1, 1) == 2
    finally:
        await s.close()


# --- status, places, meta -------------------------------------------------------------


async def test_set_status_changes_from_an_allowed_status(store: Store) -> None:
    """set_status applies when the game is in only_from, bumping the version."""
    game = await lobby(store)
    assert await store.set_status(game.id, CANCELLED, only_from=(LOBBY, ACTIVE), now=T1)
    saved = await store.game(game.id)
    assert saved is not None and (saved.status, saved.version) == (CANCELLED, game.version + 1)


async def test_set_status_refuses_from_another_status(store: Store) -> None:
    """set_status returns False and changes nothing when the game is not in only_from."""
    game = await active_game(store)
    assert not await store.set_status(game.id, CANCELLED, only_from=(LOBBY,), now=T1)
    assert await store.game(game.id) == game


async def test_new_lobby_can_open_after_cancel(store: Store) -> None:
    """A cancelled lobby no longer blocks its channel."""
    game = await lobby(store)
    await store.set_status(game.id, CANCELLED, only_from=(LOBBY,), now=T1)
    assert (await lobby(store, host=ALICE)).host_id == ALICE


async def test_meta_missing_key_is_none(store: Store) -> None:
    """An unknown meta key reads as None."""
    assert await store.get_meta("command-hash") is None


async def test_meta_set_then_get(store: Store) -> None:
    """A stored meta value reads back."""
    await store.set_meta("command-hash", "abc")
    assert await store.get_meta("command-hash") == "abc"


async def test_meta_set_overwrites(store: Store) -> None:
    """Setting a meta key again replaces its value."""
    await store.set_meta("command-hash", "abc")
    await store.set_meta("command-hash", "def")
    assert await store.get_meta("command-hash") == "def"


async def test_set_places_changes_only_given_values(store: Store) -> None:
    """set_places stores the ids it is given and leaves the others alone."""
    game = await lobby(store)
    await store.set_places(game.id, lobby_message_id=1)
    await store.set_places(game.id, thread_id=THREAD)
    saved = await store.game(game.id)
    assert saved is not None
    assert (saved.lobby_message_id, saved.thread_id) == (1, THREAD)
    assert saved.home_id == THREAD


# --- the live board outbox ------------------------------------------------------------


async def test_a_started_game_owes_its_first_board(store: Store) -> None:
    """The start records that the live board must show version 1, and none is posted yet."""
    game = await active_game(store)
    assert (game.board_due, game.board_version, game.board_behind) == (1, None, True)
    assert await store.boards_behind() == [game.id]


async def test_a_posted_board_empties_the_outbox_until_the_next_move(store: Store) -> None:
    """board_posted at the saved version clears the game from boards_behind; the next save owes a board again."""
    game = await active_game(store)
    await store.board_posted(game.id, 500, 1)
    assert await store.boards_behind() == []
    await move(store, game, 1, 1)
    after = await store.game(game.id)
    assert after is not None
    assert (after.board_due, after.board_version, after.board_message_id) == (2, 1, 500)
    assert await store.boards_behind() == [game.id]


async def test_an_older_board_never_replaces_a_newer_one(store: Store) -> None:
    """A late post of version 1 after version 2 was posted leaves version 2 recorded."""
    game = await active_game(store)
    await move(store, game, 1, 1)
    await store.board_posted(game.id, 600, 2)
    await store.board_posted(game.id, 500, 1)
    after = await store.game(game.id)
    assert after is not None
    assert (after.board_message_id, after.board_version) == (600, 2)


async def test_paused_lobby_and_cancelled_games_owe_no_board(store: Store) -> None:
    """Only running or finished games that are not paused are in the outbox."""
    paused = await active_game(store)
    await store.set_paused(paused.id, "gone")
    await lobby(store, channel=CHANNEL + 1)
    cancelled = await active_game(store, channel=CHANNEL + 2)
    await store.set_status(cancelled.id, CANCELLED, only_from=(ACTIVE,), now=T1)
    assert await store.boards_behind() == []


async def test_a_moves_sentence_is_kept_with_its_event(store: Store) -> None:
    """The public sentence saved with a move comes back with the event and as the last sentence."""
    game = await active_game(store)
    assert await store.last_sentence(game.id) is None
    await store.save_move(
        game.id, expected_version=1, state={}, status=ACTIVE, seat=0, action="a", now=T1, sentence="**H** moved."
    )
    assert [e.sentence for e in await store.events(game.id)] == ["**H** moved."]
    assert await store.last_sentence(game.id) == "**H** moved."


# --- best scores, kept by the save that ends a game -------------------------------------------


async def finish(store: Store, game: GameRecord, score: int) -> BestScore | None:
    """Save a finishing move of ``game`` scoring ``score`` for the rules "normal"."""
    saved = await store.save_move(
        game.id, expected_version=1, state={}, status=FINISHED, seat=0, action="w", now=T1, best=("normal", score)
    )
    return saved.best


async def test_the_save_that_ends_a_game_keeps_its_best_score(store: Store) -> None:
    """A first finished score is the server's best; a lower one is not and reports the best."""
    first = await finish(store, await active_game(store), 20)
    second = await finish(store, await active_game(store, channel=CHANNEL + 1), 12)
    assert first == BestScore("normal", 20, True, 20)
    assert second == BestScore("normal", 12, False, 20)
    assert await store.best_scores(1, "rumble") == {"normal": 20}


async def test_a_running_game_keeps_no_score(store: Store) -> None:
    """A best score passed with a move that does not end the game is not kept."""
    game = await active_game(store)
    saved = await store.save_move(
        game.id, expected_version=1, state={}, status=ACTIVE, seat=0, action="a", now=T1, best=("normal", 5)
    )
    assert saved.best is None and await store.best_scores(1, "rumble") == {}


async def test_a_refused_save_keeps_no_score(store: Store) -> None:
    """A stale save raises VersionConflict and leaves the score table untouched."""
    game = await active_game(store)
    with pytest.raises(VersionConflict):
        await store.save_move(
            game.id, expected_version=7, state={}, status=FINISHED, seat=0, action="w", now=T1, best=("normal", 5)
        )
    assert await store.best_scores(1, "rumble") == {}


async def test_best_score_of_says_whether_the_game_holds_the_record(store: Store) -> None:
    """best_score_of reads back where a finished game's score stands."""
    holder = await active_game(store)
    await finish(store, holder, 20)
    assert await store.best_score_of(holder.id, "normal", 20) == BestScore("normal", 20, True, 20)
    assert await store.best_score_of(holder.id, "hard", 20) is None


async def test_games_here_finds_by_thread_id(store: Store) -> None:
    """A game is found from the thread it is played in."""
    game = await active_game(store)
    await store.set_places(game.id, thread_id=THREAD)
    assert [g.id for g in await store.games_here("rumble", THREAD, (ACTIVE,))] == [game.id]


async def test_games_here_finds_by_channel_id(store: Store) -> None:
    """A game is found from the channel it was opened in."""
    game = await active_game(store)
    await store.set_places(game.id, thread_id=THREAD)
    assert [g.id for g in await store.games_here("rumble", CHANNEL, (ACTIVE,))] == [game.id]


async def test_games_here_filters_kind_status_and_place(store: Store) -> None:
    """games_here ignores other kinds, other statuses and other places, newest first."""
    older = await active_game(store)
    newer = await lobby(store)
    await lobby(store, kind="purplehouse")
    assert await store.games_here("rumble", OTHER_CHANNEL, (ACTIVE, LOBBY)) == []
    assert [g.id for g in await store.games_here("rumble", CHANNEL, (ACTIVE,))] == [older.id]
    assert [g.id for g in await store.games_here("rumble", CHANNEL, (ACTIVE, LOBBY))] == [newer.id, older.id]


async def test_deleting_a_game_cascades_to_seats_and_events(tmp_path: Path) -> None:
    """With foreign keys on, deleting a game removes its seats and events."""
    path = tmp_path / "games.db"
    s = await Store.open(path)
    try:
        game = await active_game(s)
        await move(s, game, 1, 1)
        keep = await lobby(s, channel=OTHER_CHANNEL)
        async with s._conn.execute("DELETE FROM games WHERE id = ?", (game.id,)):
            pass
        with raw(path) as conn:
            counts = [
                conn.execute(f"SELECT COUNT(*) FROM {table} WHERE game_id = ?", (gid,)).fetchone()[0]
                for table in ("seats", "events")
                for gid in (game.id, keep.id)
            ]
    finally:
        await s.close()
    assert counts == [0, 1, 0, 0]


# --- the hot path -------------------------------------------------------------------


async def test_game_and_seats_matches_the_separate_reads(store: Store) -> None:
    """One joined read gives the same game row and seats as game() and seats()."""
    game = await active_game(store)
    await move(store, game, game.version, 1)
    found = await store.game_and_seats(game.id)
    assert found == (await store.game(game.id), await store.seats(game.id))


async def test_game_and_seats_of_an_unknown_game_is_none(store: Store) -> None:
    """A missing game gives None, not an empty record."""
    assert await store.game_and_seats(999) is None


async def test_table_settings_are_kept_with_the_game(store: Store) -> None:
    """Settings the engine does not know are stored apart from its options and read back."""
    game = await store.create_lobby(
        kind="quiethouse",
        guild_id=1,
        channel_id=CHANNEL,
        host_id=HOST,
        host_name="host",
        options={"rook": "basic"},
        seed=1,
        now=T0,
        settings={"strict_silence": True},
    )
    again = await store.game(game.id)
    assert again is not None
    assert again.settings == {"strict_silence": True} and again.options == {"rook": "basic"}


async def test_a_board_edited_in_place_keeps_the_version_it_was_first_posted_at(store: Store) -> None:
    """board_started is the version of the message's first post; recording the same message again keeps it."""
    game = await active_game(store)
    await store.board_posted(game.id, 500, 1)
    await move(store, game, 1, 1)
    await store.board_posted(game.id, 500, 2)
    edited = await store.game(game.id)
    await move(store, game, 2, 2)
    await store.board_posted(game.id, 501, 3)
    fresh = await store.game(game.id)
    assert edited is not None and fresh is not None
    assert (edited.board_started, edited.board_version, fresh.board_started, fresh.board_message_id) == (1, 2, 3, 501)


async def test_sentences_from_a_version_come_oldest_first(store: Store) -> None:
    """sentences_from gives the sentences of the moves that made the version and after, in order."""
    game = await active_game(store)
    for version in (1, 2, 3):
        await store.save_move(
            game.id,
            expected_version=version,
            state={},
            status=ACTIVE,
            seat=0,
            action="a",
            now=T1,
            sentence=f"m{version}",
        )
    assert await store.sentences_from(game.id, 3) == ["m2", "m3"]
    assert await store.sentences_from(game.id, 1, limit=2) == ["m2", "m3"]


# --- private looks -------------------------------------------------------------------------


async def test_looks_are_kept_found_when_due_and_forgotten(store: Store) -> None:
    """A look is due at its hiding time, a newer interaction replaces its token, and forgetting removes it."""
    from bot.storage import Look

    game = await active_game(store)
    first = Look(game.id, 900, 0, 1, 42, "token-1", T1)
    await store.keep_look(first)
    assert await store.looks_due(T0) == [] and await store.looks_due(T1) == [first]
    later = Look(game.id, 900, 0, 1, 42, "token-2", T1 + timedelta(minutes=5))
    await store.keep_look(later)
    assert await store.looks_of(game.id) == [later] and await store.looks_due(T1) == []
    await store.forget_look(game.id, 900)
    assert await store.looks_of(game.id) == []
