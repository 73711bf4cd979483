"""Players' records, results over time and leaderboards (bot/storage/stats.py) on a real SQLite file,
and their query plans: every query reads results through migration 9's indexes."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.storage import ACTIVE, CANCELLED, LOBBY, GameTally, Store
from bot.storage.stats import (
    CANCELLED_SQL,
    LEADERBOARD_SQL,
    MISSING_SQL,
    RECENT_SQL,
    RECORD_SQL,
    _scope,
)
from tests.conftest import SQLITE_ONLY, database_at

T0 = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
GUILD, OTHER = 7, 8
ALICE, BOB, CAROL, DAVE = 1, 2, 3, 4


@pytest.fixture
async def store(engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    """An opened store on a fresh file, closed after the test."""
    s = await Store.open(database_at(engine, tmp_path / "stats.db", request))
    yield s
    await s.close()


class Results:
    """Writes results rows as the save that ends a game would, one made-up game at a time."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.game = 1000

    async def game_of(
        self,
        kind: str,
        seats: list[tuple[int, bool, int | None, int]],
        *,
        guild: int | None = GUILD,
        day: int = 0,
        team: bool = False,
        left: tuple[int, ...] = (),
    ) -> int:
        """One finished game: (user, won, score, rank) per seat; ``left``: users who left before the end."""
        self.game += 1
        when = (T0 + timedelta(days=day)).isoformat(timespec="seconds")
        async with self.store.transaction() as tx:
            for seat, (user, won, score, rank) in enumerate(seats):
                await tx.execute(
                    "INSERT INTO results (game_id, seat, user_id, guild_id, kind, won, score, rank, players, team,"
                    " left_game, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (self.game, seat, user, guild, kind, won, score, rank, len(seats), team, user in left, when),
                )
        return self.game


@pytest.fixture
def results(store: Store) -> Results:
    """A writer of results rows."""
    return Results(store)


async def started_game(store: Store, kind: str, users: list[int], *, guild: int = GUILD, channel: int) -> int:
    """A game of ``kind`` started with ``users`` (its state is a stand-in: nothing here loads it)."""
    record = await store.create_lobby(
        kind=kind, guild_id=guild, channel_id=channel, host_id=users[0], host_name="h", options={}, seed=1, now=T0
    )
    for user in users[1:]:
        await store.add_seat(record.id, user, f"u{user}")
    await store.start(record.id, state={"stand-in": True}, seat_order=users, now=T0)
    return record.id


def tally(record: list[GameTally], kind: str) -> GameTally:
    """The tally of one game in a record."""
    (found,) = [t for t in record if t.kind == kind]
    return found


# --- a player's record ----------------------------------------------------------------------------


async def test_a_record_counts_played_won_lost_rate_best_score_and_ranks_per_game(store, results):
    """Three Rumble games and one Ghost at Home game of Alice's, summed per game."""
    await results.game_of("rumble", [(ALICE, True, 21, 1), (BOB, False, 15, 2), (CAROL, False, 9, 3)])
    await results.game_of("rumble", [(ALICE, False, 12, 3), (BOB, True, 30, 1), (CAROL, False, 14, 2)], day=1)
    await results.game_of("rumble", [(ALICE, False, 8, 2), (BOB, True, 18, 1), (CAROL, False, 8, 2)], day=2)
    await results.game_of("ghostathome", [(ALICE, True, 6, 1), (BOB, False, 2, 2)], day=3)
    record = await store.player_record(ALICE)
    assert [t.kind for t in record] == ["ghostathome", "rumble"]
    rumble = tally(record, "rumble")
    assert (rumble.played, rumble.won, rumble.lost, rumble.best_score) == (3, 1, 2, 21)
    assert rumble.win_rate == pytest.approx(1 / 3)
    assert (rumble.best_rank, rumble.average_rank) == (1, pytest.approx(2.0))
    assert (rumble.team, rumble.left, rumble.cancelled) == (0, 0, 0)
    assert tally(record, "ghostathome").win_rate == 1.0


async def test_team_games_count_as_team_results_and_leave_ranks_out(store, results):
    """Co-operative results are counted as team games; their shared rank is no place among opponents."""
    await results.game_of("quiethouse", [(ALICE, True, 3, 1), (BOB, True, 3, 1)], team=True)
    await results.game_of("quiethouse", [(ALICE, False, 0, 1), (BOB, False, 0, 1)], team=True, day=1)
    quiet = tally(await store.player_record(ALICE), "quiethouse")
    assert (quiet.played, quiet.won, quiet.team, quiet.best_score) == (2, 1, 2, 3)
    assert (quiet.best_rank, quiet.average_rank) == (None, None)


async def test_games_left_before_the_end_are_losses_counted_apart(store, results):
    """A resignation or a removal is a loss; the record says how many losses were games left."""
    await results.game_of("children", [(ALICE, False, 2, 2), (BOB, True, 3, 1)], left=(ALICE,))
    await results.game_of("children", [(ALICE, False, 0, 2), (BOB, True, 1, 1)], day=1)
    children = tally(await store.player_record(ALICE), "children")
    assert (children.played, children.lost, children.left) == (2, 2, 1)


async def test_a_record_can_be_one_game_or_one_server(store, results):
    """``kind`` keeps one game; ``guild_id`` keeps one server's games (a DM game has no server)."""
    await results.game_of("rumble", [(ALICE, True, 20, 1), (BOB, False, 10, 2), (CAROL, False, 5, 3)])
    await results.game_of("rumble", [(ALICE, False, 5, 3), (BOB, True, 10, 1), (CAROL, False, 7, 2)], guild=OTHER)
    await results.game_of("purplehouse", [(ALICE, True, 24, 1)], guild=None, team=True)
    assert [t.kind for t in await store.player_record(ALICE, kind="rumble")] == ["rumble"]
    here = await store.player_record(ALICE, guild_id=GUILD)
    assert [(t.kind, t.played, t.won) for t in here] == [("rumble", 1, 1)]
    everywhere = await store.player_record(ALICE)
    assert [(t.kind, t.played) for t in everywhere] == [("purplehouse", 1), ("rumble", 2)]


async def test_cancelled_games_that_had_started_are_counted_apart(store, results):
    """A game cancelled after its start counts for each of its players, apart from won and lost; a cancelled
    lobby, a running game and another server's cancelled game (with ``guild_id``) do not."""
    await results.game_of("rumble", [(ALICE, True, 20, 1), (BOB, False, 10, 2), (CAROL, False, 5, 3)])
    stopped = await started_game(store, "rumble", [ALICE, BOB, CAROL], channel=1)
    other_kind = await started_game(store, "ghostathome", [ALICE, DAVE], channel=2)
    elsewhere = await started_game(store, "ghostathome", [ALICE, BOB], guild=OTHER, channel=3)
    await started_game(store, "children", [ALICE, BOB], channel=4)  # still running
    lobby = await store.create_lobby(
        kind="rumble", guild_id=GUILD, channel_id=5, host_id=ALICE, host_name="a", options={}, seed=1, now=T0
    )
    for game_id in (stopped, other_kind, elsewhere):
        assert await store.set_status(game_id, CANCELLED, only_from=(ACTIVE,), now=T0)
    assert await store.set_status(lobby.id, CANCELLED, only_from=(LOBBY,), now=T0)
    record = await store.player_record(ALICE)
    rumble = tally(record, "rumble")
    assert (rumble.played, rumble.won, rumble.lost, rumble.cancelled) == (1, 1, 0, 1)
    ghost = tally(record, "ghostathome")
    assert (ghost.played, ghost.cancelled, ghost.win_rate) == (0, 2, None)
    assert "children" not in [t.kind for t in record]
    assert tally(await store.player_record(ALICE, guild_id=GUILD), "ghostathome").cancelled == 1
    assert tally(await store.player_record(DAVE), "ghostathome").cancelled == 1
    assert await store.player_record(DAVE, kind="rumble") == []


# --- results over time ---------------------------------------------------------------------------


async def test_recent_results_are_the_latest_games_oldest_first(store, results):
    """Of 35 games, the last 30 are given, in the order they finished; ``kind`` keeps one game."""
    for day in range(35):
        kind = "rumble" if day % 5 else "children"
        await results.game_of(kind, [(ALICE, day % 3 == 0, day, 1 if day % 3 == 0 else 2), (BOB, False, 0, 2)], day=day)
    recent = await store.recent_results(ALICE)
    assert [r.score for r in recent] == list(range(5, 35))
    assert [r.won for r in recent[:3]] == [False, True, False]
    children = await store.recent_results(ALICE, kind="children", limit=3)
    assert [r.score for r in children] == [20, 25, 30]
    assert all(r.kind == "children" and r.players == 2 for r in children)


async def test_recent_results_say_which_games_were_left_and_played_as_a_team(store, results):
    """Each entry carries its game, result, rank, player count, team and left flags and its time."""
    game = await results.game_of("quiethouse", [(ALICE, False, 0, 1), (BOB, False, 0, 1)], team=True, left=(ALICE,))
    (entry,) = await store.recent_results(ALICE)
    assert (entry.game_id, entry.kind, entry.won, entry.team, entry.left, entry.players) == (
        game,
        "quiethouse",
        False,
        True,
        True,
        2,
    )
    assert entry.finished_at == T0.isoformat(timespec="seconds")


# --- leaderboards ---------------------------------------------------------------------------------


async def test_the_leaderboard_ranks_by_wins_then_win_rate_then_games(store, results):
    """Alice 2 wins of 2, Bob 2 of 4, Carol 1 of 2 and Dave 1 of 3: in that order; another server's games,
    another game's and DM games are not counted."""
    await results.game_of("rumble", [(ALICE, True, 20, 1), (BOB, False, 10, 2), (DAVE, False, 5, 3)])
    await results.game_of("rumble", [(ALICE, True, 25, 1), (BOB, False, 11, 2)])
    await results.game_of("rumble", [(BOB, True, 30, 1), (DAVE, True, 30, 1)])
    await results.game_of("rumble", [(BOB, True, 12, 1), (CAROL, False, 10, 2)])
    await results.game_of("rumble", [(CAROL, True, 14, 1), (DAVE, False, 3, 2)])
    await results.game_of("rumble", [(DAVE, True, 40, 1), (CAROL, False, 1, 2)], guild=OTHER)
    await results.game_of("rumble", [(DAVE, True, 40, 1)], guild=None)
    await results.game_of("children", [(DAVE, True, 4, 1), (CAROL, False, 1, 2)])
    rows = await store.leaderboard(GUILD, "rumble")
    assert [(r.place, r.user_id, r.won, r.played) for r in rows] == [
        (1, ALICE, 2, 2),
        (2, BOB, 2, 4),
        (3, CAROL, 1, 2),
        (4, DAVE, 1, 3),
    ]
    assert [r.best_score for r in rows] == [25, 30, 14, 30]
    assert rows[1].win_rate == 0.5


async def test_players_with_the_same_standing_share_a_place(store, results):
    """Equal wins, win rate and games: the same place, and the next place after them skips."""
    await results.game_of("ghostathome", [(ALICE, True, 6, 1), (BOB, False, 2, 2)])
    await results.game_of("ghostathome", [(BOB, True, 6, 1), (ALICE, False, 2, 2)])
    await results.game_of("ghostathome", [(CAROL, False, 2, 2), (DAVE, False, 6, 1)])
    rows = await store.leaderboard(GUILD, "ghostathome")
    assert [(r.place, r.user_id) for r in rows] == [(1, ALICE), (1, BOB), (3, CAROL), (3, DAVE)]


async def test_the_leaderboard_shows_its_first_lines_and_the_askers_own(store, results):
    """With ``limit`` 3 the first three lines come, then the asker's line where they stand."""
    for user in range(10, 16):
        await results.game_of("children", [(user, True, 1, 1)] * 1 + [(99, False, 0, 2)], day=user)
        for _ in range(user - 10):
            await results.game_of("children", [(user, True, 1, 1), (98, False, 0, 2)])
    rows = await store.leaderboard(GUILD, "children", limit=3, also=10)
    assert [r.user_id for r in rows] == [15, 14, 13, 10]
    assert rows[-1].place == 6
    assert [r.user_id for r in await store.leaderboard(GUILD, "children", limit=3, also=14)] == [15, 14, 13]
    assert [r.user_id for r in await store.leaderboard(GUILD, "children", limit=2)] == [15, 14]


async def test_an_empty_server_has_an_empty_leaderboard(store):
    """No results: no lines (and no record for anyone)."""
    assert await store.leaderboard(GUILD, "rumble", also=ALICE) == []
    assert await store.player_record(ALICE) == []
    assert await store.recent_results(ALICE) == []


# --- query plans -----------------------------------------------------------------------------------


async def plan(store: Store, sql: str, params: tuple[Any, ...]) -> str:
    """SQLite's query plan of a query, one step a line."""
    rows = await store._rows(f"EXPLAIN QUERY PLAN {sql}", params)
    return "\n".join(r["detail"] for r in rows)


async def many_results(store: Store, results: Results) -> None:
    """Enough rows in several servers and games that a scan would cost, with fresh statistics."""
    async with store.transaction() as tx:
        for i in range(600):
            kind = ("rumble", "children", "ghostathome")[i % 3]
            when = (T0 + timedelta(days=i % 50)).isoformat(timespec="seconds")
            for seat, (user, won) in enumerate(((i % 40, 1), (40 + i % 7, 0))):
                await tx.execute(
                    "INSERT INTO results (game_id, seat, user_id, guild_id, kind, won, score, rank, players,"
                    " finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 2, ?)",
                    (5000 + i, seat, user, GUILD + i % 5, kind, won, i, 2 - won, when),
                )
    await store._x("ANALYZE")


PLANS: list[tuple[str, str, tuple[Any, ...], str]] = [
    ("record", RECORD_SQL.format(scope=""), (ALICE, 0), "results_by_user (user_id=?)"),
    (
        "record of a game",
        RECORD_SQL.format(scope=_scope("", "rumble", None)[0]),
        (ALICE, 0, "rumble"),
        "results_by_user",
    ),
    (
        "record of a server",
        RECORD_SQL.format(scope=_scope("", None, GUILD)[0]),
        (ALICE, 0, GUILD),
        "results_by_",
    ),
    ("recent", RECENT_SQL.format(scope=""), (ALICE, 30), "results_by_user (user_id=?)"),
    (
        "recent of a game",
        RECENT_SQL.format(scope=_scope("", "rumble", None)[0]),
        (ALICE, "rumble", 30),
        "results_by_user (user_id=? AND kind=?)",
    ),
    ("leaderboard", LEADERBOARD_SQL, (GUILD, "rumble", 0, 10, ALICE), "results_by_guild (guild_id=? AND kind=?)"),
]


@pytest.mark.parametrize(("name", "sql", "params", "index"), PLANS, ids=[p[0] for p in PLANS])
@SQLITE_ONLY
async def test_every_query_reads_results_through_an_index(store, results, name, sql, params, index):
    """EXPLAIN QUERY PLAN: a search of ``results`` with its index, never a scan of the whole table."""
    await many_results(store, results)
    found = await plan(store, sql, params)
    assert f"USING INDEX {index}" in found or f"USING COVERING INDEX {index}" in found, found
    assert "SCAN results" not in found, found


@SQLITE_ONLY
async def test_the_leaderboard_needs_no_sort_of_the_rows_it_groups(store, results):
    """The server's rows come in user order from results_by_guild, so grouping them needs no temporary tree."""
    await many_results(store, results)
    found = await plan(store, LEADERBOARD_SQL, (GUILD, "rumble", 0, 10, ALICE))
    assert "USE TEMP B-TREE FOR GROUP BY" not in found, found


@SQLITE_ONLY
async def test_a_players_recent_games_of_one_game_come_in_index_order(store, results):
    """The chart's query for one game reads results_by_user backwards: no sort of the player's rows."""
    await many_results(store, results)
    found = await plan(store, RECENT_SQL.format(scope=_scope("", "rumble", None)[0]), (ALICE, "rumble", 30))
    assert "TEMP B-TREE" not in found, found


@SQLITE_ONLY
async def test_cancelled_games_are_found_from_the_players_seats(store, results):
    """The cancelled count starts from the player's seats (seats_by_user) and reads each game by its key."""
    await many_results(store, results)
    found = await plan(store, CANCELLED_SQL.format(scope=""), (ALICE, 0))
    assert "seats USING" in found and "seats_by_user" in found, found
    assert "games USING INTEGER PRIMARY KEY" in found, found


@SQLITE_ONLY
async def test_finding_games_without_results_reads_results_by_key(store):
    """The start-up look for finished games without results checks each one by the results' key."""
    found = await plan(store, MISSING_SQL, ())
    assert "SCAN results" not in found, found
    assert "sqlite_autoindex_results_1" in found or "PRIMARY KEY" in found, found
