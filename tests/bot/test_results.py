"""Results from outcomes (``bot.results.results_of``) for every game, and the start-up backfill: a database
made by an earlier version (migration 8) with finished games and no results is upgraded, and each finished
game gets exactly the results a save of the current version would have written, once."""

from __future__ import annotations

import json
import logging
import random
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.games.base import Outcome
from bot.registry import KITS
from bot.results import record_missing_results, results_of, stored_results
from bot.sessions import Sessions
from bot.storage import SeatRecord, Store
from tests.clock import Clock
from tests.contract.playouts import all_playouts
from tests.storage.test_results import (
    FAST_KITS,
    QUIET_HOUSE_WIN_SEED,
    WINNING,
    Policy,
    Recorder,
    random_move,
    result_rows,
    results_match_status,
)

T0 = datetime(2026, 10, 1, 8, 0, tzinfo=UTC)
OLD_VERSION = 8
"""The last migration before results were kept."""
GUILD = 55


def seats(n: int) -> list[SeatRecord]:
    """``n`` seats of users 100, 101, …"""
    return [SeatRecord(1, s, 100 + s, f"P{s}", False) for s in range(n)]


# --- results from outcomes -----------------------------------------------------------------------------


def test_winners_come_first_then_scores_and_equal_results_share_a_rank() -> None:
    """A winner with fewer points ranks above losers; two equal losers share 2nd, the next is 4th."""
    outcome = Outcome(frozenset({1}), (10, 7, 10, 3), "")
    rows = results_of(outcome, seats(4), cooperative=False)
    assert [(r.seat, r.user_id, r.won, r.score, r.rank, r.players, r.team) for r in rows] == [
        (0, 100, False, 10, 2, 4, False),
        (1, 101, True, 7, 1, 4, False),
        (2, 102, False, 10, 2, 4, False),
        (3, 103, False, 3, 4, 4, False),
    ]


def test_a_shared_win_ranks_every_winner_first() -> None:
    """Tied winners are all 1st."""
    rows = results_of(Outcome(frozenset({0, 2}), (5, 9, 5), ""), seats(3), cooperative=False)
    assert [(r.won, r.rank) for r in rows] == [(True, 1), (False, 3), (True, 1)]


def test_a_cooperative_game_is_one_team_result() -> None:
    """Every seat of a won co-operative game wins, with the team's score and rank 1, marked as a team."""
    rows = results_of(Outcome(frozenset({0, 1, 2}), (4, 4, 4), ""), seats(3), cooperative=True)
    assert {(r.won, r.score, r.rank, r.team) for r in rows} == {(True, 4, 1, True)}
    lost = results_of(Outcome(frozenset(), (0, 0), ""), seats(2), cooperative=True)
    assert {(r.won, r.rank, r.team) for r in lost} == {(False, 1, True)}


def test_a_seat_without_a_score_has_none() -> None:
    """An outcome with fewer scores than seats gives the rest no score (and ranks them as 0)."""
    rows = results_of(Outcome(frozenset({0}), (3,), ""), seats(2), cooperative=False)
    assert [(r.score, r.rank) for r in rows] == [(3, 1), (None, 2)]


def test_every_games_playouts_give_one_consistent_result_per_seat() -> None:
    """Over the contract's seeded playouts of all five games: a row per seat, won exactly for the winners,
    ranks from 1 with the winners before everyone else, and team results exactly for co-operative games."""
    kinds = set()
    for p in all_playouts():
        game = KITS[p.kind].game
        outcome = game.outcome(p.states[-1])
        assert outcome is not None
        rows = results_of(outcome, seats(p.players), cooperative=game.traits.cooperative)
        kinds.add(p.kind)
        assert [r.seat for r in rows] == list(range(p.players))
        assert {r.seat for r in rows if r.won} == outcome.winners
        assert min(r.rank for r in rows) == 1 and all(1 <= r.rank <= p.players for r in rows)
        if outcome.winners:
            assert max(r.rank for r in rows if r.won) < min((r.rank for r in rows if not r.won), default=99)
        assert all(r.team == game.traits.cooperative for r in rows)
    assert kinds == set(KITS)


# --- a database made by an earlier version ------------------------------------------------------------


class OldBot:
    """Writes games into a migration-8 database as the version before results did: lobby, seats and start
    through that version's store, then each move as its event and the final state, in raw SQL."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.logs: dict[int, list[tuple[int, str]]] = {}
        self.ended: dict[int, str] = {}

    def play(
        self,
        game_id: int,
        kind: str,
        players: int,
        seed: int,
        options: dict[str, Any],
        policy: Policy,
        *,
        resign_at: dict[int, int] | None = None,
        end: str = "finished",
        moves: int | None = None,
        when: datetime,
    ) -> None:
        """Play ``game_id`` with ``policy`` to its end (or ``moves`` moves); ``resign_at``: ply → seat that
        resigns there; ``end`` the status written ("finished", "cancelled" or "active")."""
        game = KITS[kind].game
        rng = random.Random(f"old:{kind}:{seed}")
        s = game.new_game(players, seed, game.check_options(options))
        log: list[tuple[int, str]] = []
        while game.outcome(s) is None and (moves is None or len(log) < moves):
            if resign_at and len(log) in resign_at:
                seat, action = resign_at[len(log)], "resign"
                s = game.resign(s, seat)
            else:
                seat = rng.choice(sorted(game.to_act(s)))
                action = policy(game, s, seat, rng)
                s = game.apply(s, seat, action)
            log.append((seat, action))
            stamp = (when + timedelta(minutes=len(log))).isoformat(timespec="seconds")
            self.conn.execute(
                "INSERT INTO events (game_id, seq, seat, action, version, created_at, sentence)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (game_id, len(log), seat, action, 1 + len(log), stamp, f"move {len(log)}"),
            )
        assert (game.outcome(s) is not None) == (end == "finished")
        stamp = (when + timedelta(minutes=len(log), seconds=30)).isoformat(timespec="seconds")
        self.conn.execute(
            "UPDATE games SET state = ?, status = ?, version = ?, board_due = ?, updated_at = ? WHERE id = ?",
            (json.dumps(game.dump(s)), end, 1 + len(log), 1 + len(log), stamp, game_id),
        )
        self.logs[game_id] = log
        self.ended[game_id] = stamp


GAMES: list[dict[str, Any]] = [
    {"kind": "rumble", "players": 3, "seed": 1, "resign_at": {20: 1}},
    {"kind": "ghostathome", "players": 2, "seed": 2},
    {"kind": "purplehouse", "players": 2, "seed": 3, "options": {"scoring": True}, "policy": "win"},
    {"kind": "quiethouse", "players": 2, "seed": QUIET_HOUSE_WIN_SEED, "policy": "win"},
    {"kind": "children", "players": 3, "seed": 5},
    {"kind": "purplehouse", "players": 1, "seed": 6, "guild": None},
    {"kind": "rumble", "players": 3, "seed": 7, "end": "cancelled", "moves": 9},
    {"kind": "ghostathome", "players": 3, "seed": 8, "end": "active", "moves": 6},
]
"""The old database: five finished games of every kind (one with a resignation), a finished solo game in a
DM, a game cancelled after it started and a game still running."""
FINISHED_GAMES = 6


async def old_database(path: Path) -> OldBot:
    """Build the migration-8 database of ``GAMES`` (game ids 1, 2, … in order)."""
    store = await Store.open(path, upto=OLD_VERSION)
    ids = []
    try:
        for i, spec in enumerate(GAMES):
            kind, players = spec["kind"], spec["players"]
            users = [1000 * (i + 1) + s for s in range(players)]
            record = await store.create_lobby(
                kind=kind,
                guild_id=spec.get("guild", GUILD),
                channel_id=500 + i,
                host_id=users[0],
                host_name=f"u{users[0]}",
                options=KITS[kind].game.check_options(spec.get("options", {})),
                seed=spec["seed"],
                now=T0,
            )
            for user in users[1:]:
                await store.add_seat(record.id, user, f"u{user}")
            game = KITS[kind].game
            state = game.new_game(players, spec["seed"], game.check_options(spec.get("options", {})))
            await store.start(record.id, state=game.dump(state), seat_order=users, now=T0)
            ids.append(record.id)
    finally:
        await store.close()
    assert ids == list(range(1, len(GAMES) + 1))
    conn = sqlite3.connect(path)
    old = OldBot(conn)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == OLD_VERSION
        for game_id, spec in zip(ids, GAMES, strict=True):
            policy = WINNING[spec["kind"]] if spec.get("policy") == "win" else random_move
            old.play(
                game_id,
                spec["kind"],
                spec["players"],
                spec["seed"],
                spec.get("options", {}),
                policy,
                resign_at=spec.get("resign_at"),
                end=spec.get("end", "finished"),
                moves=spec.get("moves"),
                when=T0 + timedelta(days=game_id),
            )
        conn.commit()
    finally:
        conn.close()
    return old


def without_ids(rows: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    """Result rows without their game and time, to compare two databases' games."""
    keep = ("seat", "user_id", "guild_id", "kind", "won", "score", "rank", "players", "team", "left_game")
    return [tuple(r[k] for k in keep) for r in rows]


async def live_results(tmp_path: Path, old: OldBot, spec: dict[str, Any], game_id: int) -> list[dict[str, Any]]:
    """The results the current version's saves record for the same game (same seats, seed and moves)."""
    path = tmp_path / f"live{game_id}.db"
    store = await Store.open(path)
    try:
        sessions = Sessions(store, FAST_KITS, clock=Clock(T0), new_seed=lambda: spec["seed"])
        users = [1000 * game_id + s for s in range(spec["players"])]
        table = await sessions.open_lobby(
            spec["kind"],
            guild_id=spec.get("guild", GUILD),
            channel_id=1,
            user_id=users[0],
            name=f"u{users[0]}",
            options=spec.get("options", {}),
        )
        for user in users[1:]:
            await sessions.join(table.id, user, f"u{user}")
        await sessions.start(table.id, users[0], own_thread=True)
        for seat, action in old.logs[game_id]:
            if action == "resign":
                await sessions.resign(table.id, users[seat], publish=Recorder())
            else:
                await sessions.play(table.id, users[seat], action, version=None, publish=Recorder())
        assert (await store.game(table.id)).status == "finished"
    finally:
        await store.close()
    return result_rows(path, table.id)


async def test_an_upgraded_database_gets_the_results_of_its_finished_games(tmp_path: Path) -> None:
    """Opened by this version, the old file gets results for its six finished games only, the very rows a
    save of this version records for the same games, dated when each game ended."""
    path = tmp_path / "old.db"
    old = await old_database(path)
    store = await Store.open(path)
    try:
        assert await store.finished_without_results() == list(range(1, FINISHED_GAMES + 1))
        assert await record_missing_results(store, KITS) == FINISHED_GAMES
        assert await store.finished_without_results() == []
    finally:
        await store.close()
    assert results_match_status(path) == []
    for game_id, spec in enumerate(GAMES[:FINISHED_GAMES], 1):
        rows = result_rows(path, game_id)
        assert {r["finished_at"] for r in rows} == {old.ended[game_id]}
        assert without_ids(rows) == without_ids(await live_results(tmp_path, old, spec, game_id)), spec
    rumble = result_rows(path, 1)
    assert [(r["won"], r["left_game"]) for r in rumble][1] == (0, 1)
    assert {(r["won"], r["team"]) for r in result_rows(path, 3)} == {(1, 1)}
    assert {(r["won"], r["team"]) for r in result_rows(path, 4)} == {(1, 1)}
    assert result_rows(path, 6)[0]["guild_id"] is None


async def test_the_backfill_is_idempotent(tmp_path: Path) -> None:
    """Run again (every later start-up does), it finds nothing to do and changes no row."""
    path = tmp_path / "old.db"
    await old_database(path)
    store = await Store.open(path)
    try:
        await record_missing_results(store, KITS)
        first = result_rows(path)
        assert await record_missing_results(store, KITS) == 0
        for game_id in range(1, FINISHED_GAMES + 1):
            rows = await stored_results(store, KITS, game_id)
            assert rows is not None
            assert not await store.record_missing_results(game_id, rows)
    finally:
        await store.close()
    assert result_rows(path) == first


async def test_a_backfill_cut_short_is_finished_by_the_next_start(tmp_path: Path, monkeypatch) -> None:
    """A failure while the third game is written leaves the first two with their results and the rest
    without; the next run records the rest, each game once."""
    path = tmp_path / "old.db"
    await old_database(path)
    store = await Store.open(path)
    try:
        original = Store.record_missing_results
        calls = 0

        async def third_fails(self: Store, game_id: int, rows: Any) -> bool:
            nonlocal calls
            calls += 1
            if calls == 3:
                raise sqlite3.OperationalError("database or disk is full")
            return await original(self, game_id, rows)

        monkeypatch.setattr(Store, "record_missing_results", third_fails)
        with pytest.raises(sqlite3.OperationalError):
            await record_missing_results(store, KITS)
        assert {r["game_id"] for r in result_rows(path)} == {1, 2}
        monkeypatch.setattr(Store, "record_missing_results", original)
        assert await record_missing_results(store, KITS) == FINISHED_GAMES - 2
    finally:
        await store.close()
    assert results_match_status(path) == []


class Logged(logging.Handler):
    """Keeps the messages logged by ``bot.results`` (the tests run without pytest's logging plugin)."""

    def __init__(self) -> None:
        super().__init__()
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


async def test_games_whose_results_cannot_be_computed_are_left_alone(tmp_path: Path) -> None:
    """A finished game of a kind not played here and one whose state no longer loads are logged and left
    without results; the others get theirs."""
    path = tmp_path / "old.db"
    await old_database(path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE games SET kind = 'oldgame' WHERE id = 2")
        conn.execute("UPDATE games SET state = '{\"broken\": true}' WHERE id = 5")
    store = await Store.open(path)
    logged = Logged()
    logging.getLogger("bot.results").addHandler(logged)
    try:
        assert await record_missing_results(store, KITS) == FINISHED_GAMES - 2
        assert await store.finished_without_results() == [2, 5]
    finally:
        logging.getLogger("bot.results").removeHandler(logged)
        await store.close()
    assert any("finished game 2 has no results" in m for m in logged.messages), logged.messages
    assert any("finished game 5 could not be computed" in m for m in logged.messages), logged.messages
