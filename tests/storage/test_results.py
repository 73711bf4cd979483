"""Every seat's result is recorded by the save that ends a game: all five games played to the end
through the sessions on a real SQLite file, a resignation, a removal after missed deadlines, cancelled
games (no results), and a failure or a crash never leaving a finished game without its results or
results without a finished game.

The helpers here (seeded playouts through :class:`Sessions`, reading the results rows) are shared by
``tests/bot/test_results.py``, ``tests/storage/test_stats.py`` and ``tests/cogs/test_stats.py``.
"""

from __future__ import annotations

import dataclasses
import random
import sqlite3
from collections.abc import AsyncIterator, Callable, Mapping
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

import bot.storage.games as games_module
from bot.games.base import Game
from bot.registry import KITS, GameKit
from bot.sessions import MoveResult, Sessions, Table
from bot.storage import ACTIVE, CANCELLED, FINISHED, Store
from bot.tables import engine_state
from tests.clock import Clock
from tests.cogs.purple_house.play import snake_order

GUILD = 77
KINDS = ("rumble", "ghostathome", "purplehouse", "quiethouse", "children")
PLAYERS = {"rumble": 3, "ghostathome": 3, "purplehouse": 2, "quiethouse": 2, "children": 3}
MAX_MOVES = 3000

FAST_KITS: dict[str, GameKit] = {
    kind: dataclasses.replace(kit, render=lambda view, names, lang="en": Image.new("RGB", (8, 8)))
    for kind, kit in KITS.items()
}
"""The real kits with a tiny board picture, for games played to the end (hundreds of moves)."""

Policy = Callable[[Game[Any, Any], Any, int, random.Random], str]
"""Which action a seat plays: (the engine, its state, the seat, the game's random generator) → action."""


class Recorder:
    """A publish callback that keeps every result it is given."""

    def __init__(self) -> None:
        self.results: list[MoveResult] = []

    async def __call__(self, result: MoveResult) -> None:
        self.results.append(result)


def random_move(game: Game[Any, Any], s: Any, seat: int, rng: random.Random) -> str:
    """Any legal action of the seat, at random."""
    return rng.choice(list(game.legal_actions(s, seat)))


def quiet_house_greedy(game: Game[Any, Any], s: Any, seat: int, rng: random.Random) -> str:
    """Declare once every goal tile holds, else the move that makes the most tiles hold (it wins some seeds)."""
    from bot.games.quiet_house.goals import holding

    legal = list(game.legal_actions(s, seat))

    def held(state: Any) -> int:
        return sum(holding(state.layout, state.goals, 2 in state.variants))

    if "declare" in legal and held(s) == len(s.goals):
        return "declare"
    return max((a for a in legal if a != "declare"), key=lambda a: held(game.apply(s, seat, a)))


def purple_house_winning(game: Game[Any, Any], s: Any, seat: int, rng: random.Random) -> str:
    """Scout with the deadline default, then flip the Clues in an order where each matches the last."""
    legal = set(game.legal_actions(s, seat))
    if s.phase == "escape":
        for card in snake_order():
            if card in s.grid and f"f{s.grid.index(card) + 1}" in legal:
                return f"f{s.grid.index(card) + 1}"
    action = game.default_action(s, seat)
    assert action is not None
    return action


WINNING: dict[str, Policy] = {"quiethouse": quiet_house_greedy, "purplehouse": purple_house_winning}
"""Policies that win the co-operative games (random play always loses them)."""
QUIET_HOUSE_WIN_SEED = 1
"""A seed whose two-player Quiet House the greedy policy wins (3 points)."""


async def seat_game(
    sessions: Sessions,
    kind: str,
    users: tuple[int, ...],
    *,
    channel_id: int,
    guild_id: int | None = GUILD,
    options: Mapping[str, Any] | None = None,
    settings: Mapping[str, Any] | None = None,
) -> Table:
    """Open a lobby of ``kind`` hosted by the first user, seat the others and start it."""
    table = await sessions.open_lobby(
        kind,
        guild_id=guild_id,
        channel_id=channel_id,
        user_id=users[0],
        name=f"P{users[0]}",
        options=dict(options or {}),
        settings=settings,
    )
    for uid in users[1:]:
        await sessions.join(table.id, uid, f"P{uid}")
    await sessions.start(table.id, users[0], own_thread=True)
    return await sessions.load(table.id)


async def play_out(
    sessions: Sessions, table: Table, policy: Policy = random_move, *, seed: int = 0, publish: Any = None
) -> Table:
    """Play ``policy``'s moves for the lowest owing seat (a random one in simultaneous phases) to the end."""
    rng = random.Random(f"results:{table.record.kind}:{seed}")
    publish = publish or Recorder()
    for _ in range(MAX_MOVES):
        if table.record.status != ACTIVE:
            return table
        seat = rng.choice(sorted(table.to_act()))
        action = policy(table.kit.game, engine_state(table), seat, rng)
        result = await sessions.play(table.id, table.user_of(seat), action, version=None, publish=publish)
        table = result.table
    raise AssertionError(f"{table.record.kind} did not end in {MAX_MOVES} moves")


def result_rows(path: Path, game_id: int | None = None) -> list[dict[str, Any]]:
    """The ``results`` rows (of one game), read with a plain sqlite3 connection, by game and seat."""
    with sqlite3.connect(path) as conn:
        conn.row_factory = sqlite3.Row
        where, params = ("WHERE game_id = ?", (game_id,)) if game_id is not None else ("", ())
        rows = conn.execute(f"SELECT * FROM results {where} ORDER BY game_id, seat", params).fetchall()
    return [dict(r) for r in rows]


def results_match_status(path: Path) -> list[str]:
    """Every game whose results are not exactly one row per seat when finished, or none otherwise."""
    with sqlite3.connect(path) as conn:
        rows = conn.execute(
            "SELECT games.id, games.status, (SELECT COUNT(*) FROM seats WHERE game_id = games.id),"
            " (SELECT COUNT(*) FROM results WHERE game_id = games.id) FROM games ORDER BY games.id"
        ).fetchall()
        orphans = conn.execute("SELECT DISTINCT game_id FROM results WHERE game_id NOT IN (SELECT id FROM games)")
        found = [f"results of a game that is not stored: {r[0]}" for r in orphans]
    for game_id, status, seats, results in rows:
        expected = seats if status == FINISHED else 0
        if results != expected:
            found.append(f"game {game_id} ({status}) has {results} results for {seats} seats")
    return found


@pytest.fixture
def clock() -> Clock:
    """The time the sessions see."""
    return Clock()


@pytest.fixture
def path(tmp_path: Path) -> Path:
    """The database file."""
    return tmp_path / "results.db"


@pytest.fixture
async def store(path: Path) -> AsyncIterator[Store]:
    """An opened store on a fresh file, closed after the test."""
    s = await Store.open(path)
    yield s
    await s.close()


@pytest.fixture
def sessions(store: Store, clock: Clock) -> Sessions:
    """Sessions with the tiny-picture kits, the test's clock and seed 11."""
    return Sessions(store, FAST_KITS, clock=clock, new_seed=lambda: 11)


def users_for(kind: str, base: int = 100) -> tuple[int, ...]:
    """User ids for a game of ``kind``."""
    return tuple(base + i for i in range(PLAYERS[kind]))


# --- every game, played to the end -------------------------------------------------------


@pytest.mark.parametrize("kind", KINDS)
async def test_a_finished_game_records_every_seats_result(kind, sessions, path, clock):
    """Each seat gets one row: its user, server and game, won exactly when the engine says so, the score,
    the rank (winners first), the player count, team for co-operative games, and the time of the end."""
    users = users_for(kind)
    table = await seat_game(sessions, kind, users, channel_id=1)
    clock.advance(hours=3)
    table = await play_out(sessions, table, seed=2)
    outcome = table.kit.game.outcome(engine_state(table))
    assert table.record.status == FINISHED and outcome is not None
    rows = result_rows(path, table.id)
    assert [(r["seat"], r["user_id"]) for r in rows] == list(enumerate(users))
    team = table.kit.game.traits.cooperative
    for r in rows:
        seat = r["seat"]
        assert (r["guild_id"], r["kind"], r["players"], r["team"], r["left_game"]) == (GUILD, kind, len(users), team, 0)
        assert r["won"] == (seat in outcome.winners)
        assert r["score"] == outcome.scores[seat]
        assert r["finished_at"] == clock.now.isoformat(timespec="seconds")
        better = {
            o for o in range(len(users)) if (o in outcome.winners, outcome.scores[o]) > (r["won"] == 1, r["score"])
        }
        assert r["rank"] == 1 + len(better)
    assert team == (kind in ("purplehouse", "quiethouse"))
    assert results_match_status(path) == []


@pytest.mark.parametrize("kind", ["purplehouse", "quiethouse"])
async def test_a_won_cooperative_game_is_a_team_win_for_every_seat(kind, store, path, clock):
    """Played to a win, a co-operative game records a win with the same score and rank for every seat."""
    seed = QUIET_HOUSE_WIN_SEED if kind == "quiethouse" else 11
    sessions = Sessions(store, FAST_KITS, clock=clock, new_seed=lambda: seed)
    options = {"scoring": True} if kind == "purplehouse" else {}
    table = await seat_game(sessions, kind, users_for(kind), channel_id=1, options=options)
    table = await play_out(sessions, table, WINNING[kind])
    outcome = table.kit.game.outcome(engine_state(table))
    assert outcome is not None and outcome.winners == frozenset(range(len(table.seats)))
    rows = result_rows(path, table.id)
    assert {(r["won"], r["team"], r["rank"], r["score"], r["left_game"]) for r in rows} == {
        (1, 1, 1, outcome.scores[0], 0)
    }
    assert outcome.scores[0] > 0
    assert await store.best_scores(GUILD, kind) != {}


async def test_a_game_that_goes_on_records_nothing_until_it_ends(sessions, path):
    """Moves of a running game write no results; the last one writes them all at once."""
    table = await seat_game(sessions, "rumble", users_for("rumble"), channel_id=1)
    publish = Recorder()
    for _ in range(5):
        (seat,) = table.to_act()
        action = random_move(table.kit.game, engine_state(table), seat, random.Random(0))
        table = (await sessions.play(table.id, table.user_of(seat), action, version=None, publish=publish)).table
        assert result_rows(path) == []
    await play_out(sessions, table)
    assert len(result_rows(path)) == 3


# --- leaving before the end --------------------------------------------------------------------


async def test_a_player_who_resigned_is_a_loss_that_left_the_game(sessions, path):
    """In Rumble a resigned seat stays out of the win: recorded lost, left_game, whatever its score."""
    users = users_for("rumble")
    table = await seat_game(sessions, "rumble", users, channel_id=1)
    publish = Recorder()
    table = (await sessions.resign(table.id, users[1], publish=publish)).table
    assert table.record.status == ACTIVE
    table = await play_out(sessions, table, seed=4)
    rows = {r["seat"]: r for r in result_rows(path, table.id)}
    assert (rows[1]["won"], rows[1]["left_game"]) == (0, 1)
    assert [rows[s]["left_game"] for s in (0, 2)] == [0, 0]
    assert sum(r["won"] for r in rows.values()) >= 1


async def test_resigning_the_last_opponent_ends_the_game_with_the_result(sessions, path):
    """Two of three Rumble players resign at once: the one left wins, the leavers lose, in that very save."""
    users = users_for("rumble")
    table = await seat_game(sessions, "rumble", users, channel_id=1)
    await sessions.resign(table.id, users[0], publish=Recorder())
    assert result_rows(path) == []
    finished = (await sessions.resign(table.id, users[2], publish=Recorder())).table
    assert finished.record.status == FINISHED
    rows = result_rows(path, table.id)
    assert [(r["seat"], r["won"], r["left_game"], r["rank"]) for r in rows] == [
        (0, 0, 1, rows[0]["rank"]),
        (1, 1, 0, 1),
        (2, 0, 1, rows[2]["rank"]),
    ]


async def test_resigning_a_quiet_house_loses_for_the_team_and_marks_only_the_leaver(sessions, path):
    """Quiet House ends as a loss when a player leaves: everyone lost as a team, only the leaver left."""
    users = users_for("quiethouse")
    table = await seat_game(sessions, "quiethouse", users, channel_id=1)
    await sessions.resign(table.id, users[1], publish=Recorder())
    rows = result_rows(path, table.id)
    assert [(r["won"], r["team"], r["left_game"]) for r in rows] == [(0, 1, 0), (0, 1, 1)]


async def test_a_player_removed_after_missed_deadlines_loses_while_the_team_wins(sessions, path, clock):
    """The Purple House with a deadline and removal after one miss: the absent scout is removed, the other
    escapes alone; the team's win is the stayer's, the removed player has a loss that left the game."""
    users = users_for("purplehouse")
    settings = {"turn_minutes": 60, "remind_minutes": 0, "on_timeout": "remove", "remove_after": 1}
    table = await seat_game(sessions, "purplehouse", users, channel_id=1, settings=settings)
    absent = 1
    owed = table.duties()[absent]
    clock.advance(minutes=61)
    missed = await sessions.miss_deadline(table.id, absent, since=owed, publish=Recorder())
    assert missed == (1, True)
    table = await sessions.load(table.id)
    assert table.record.status == ACTIVE and result_rows(path) == []
    table = await play_out(sessions, table, purple_house_winning)
    rows = result_rows(path, table.id)
    assert [(r["seat"], r["won"], r["team"], r["left_game"]) for r in rows] == [(0, 1, 1, 0), (1, 0, 1, 1)]
    events = await sessions.store.events(table.id)
    assert [(e.seat, e.auto) for e in events if e.action == "resign"] == [(absent, True)]


# --- cancelled games ----------------------------------------------------------------------------


async def test_cancelled_games_have_no_results(sessions, path):
    """A running game and a lobby, both cancelled, leave no results: neither won nor lost."""
    running = await seat_game(sessions, "ghostathome", users_for("ghostathome"), channel_id=1)
    await play_out_some(sessions, running, 10)
    await sessions.cancel(running.id, users_for("ghostathome")[0], admin=False)
    lobby = await sessions.open_lobby("rumble", guild_id=GUILD, channel_id=2, user_id=100, name="P100", options={})
    await sessions.cancel(lobby.id, 100, admin=False)
    assert [(await sessions.store.game(g)).status for g in (running.id, lobby.id)] == [CANCELLED, CANCELLED]
    assert result_rows(path) == []
    assert results_match_status(path) == []


async def play_out_some(sessions: Sessions, table: Table, moves: int) -> Table:
    """Play ``moves`` random moves of a running game (fewer if it ends)."""
    rng = random.Random(moves)
    for _ in range(moves):
        if table.record.status != ACTIVE:
            break
        seat = min(table.to_act())
        action = random_move(table.kit.game, engine_state(table), seat, rng)
        table = (await sessions.play(table.id, table.user_of(seat), action, version=None, publish=Recorder())).table
    return table


# --- all or nothing ----------------------------------------------------------------------------------


async def finishing_move(sessions: Sessions) -> tuple[Table, int, str]:
    """A Rumble game one move from its end: (table, seat, the move that ends it)."""
    users = users_for("rumble")
    table = await seat_game(sessions, "rumble", users, channel_id=1)
    table = (await sessions.resign(table.id, users[0], publish=Recorder())).table
    rng = random.Random(5)
    while True:
        (seat,) = table.to_act()
        for action in table.kit.game.legal_actions(engine_state(table), seat):
            if table.kit.game.outcome(table.kit.game.apply(engine_state(table), seat, action)) is not None:
                return table, seat, action
        action = random_move(table.kit.game, engine_state(table), seat, rng)
        table = (await sessions.play(table.id, table.user_of(seat), action, version=None, publish=Recorder())).table


async def test_a_failure_while_recording_results_leaves_the_game_running(sessions, path, monkeypatch):
    """A save that fails after writing one result writes nothing at all: the game is still running at its
    version, with no event and no result; played again, the move finishes it with every result."""
    table, seat, action = await finishing_move(sessions)
    before = await sessions.store.game(table.id), await sessions.store.events(table.id)
    original = games_module.record_results

    async def one_then_fail(tx: Any, game_id: int, results: Any, when: str) -> None:
        await original(tx, game_id, results[:1], when)
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(games_module, "record_results", one_then_fail)
    with pytest.raises(sqlite3.OperationalError):
        await sessions.play(table.id, table.user_of(seat), action, version=None, publish=Recorder())
    assert (await sessions.store.game(table.id), await sessions.store.events(table.id)) == before
    assert result_rows(path) == []
    monkeypatch.setattr(games_module, "record_results", original)
    finished = (await sessions.play(table.id, table.user_of(seat), action, version=None, publish=Recorder())).table
    assert finished.record.status == FINISHED
    assert len(result_rows(path, table.id)) == 3
    assert results_match_status(path) == []


async def test_results_exist_exactly_for_finished_games_after_many_games(sessions, path):
    """After games of every kind are finished, cancelled or left running, finished games hold one result
    per seat and no other game holds any."""
    for i, kind in enumerate(KINDS):
        table = await seat_game(sessions, kind, users_for(kind, 100 + 10 * i), channel_id=10 + i)
        await play_out(sessions, table, seed=i)
        running = await seat_game(sessions, kind, users_for(kind, 200 + 10 * i), channel_id=20 + i)
        await play_out_some(sessions, running, 3)
        if i % 2:
            await sessions.cancel(running.id, 200 + 10 * i, admin=True)
    assert results_match_status(path) == []
    assert len({r["game_id"] for r in result_rows(path)}) >= len(KINDS)


def test_a_killed_process_never_splits_a_game_from_its_results(tmp_path: Path) -> None:
    """A child playing Rumble games to their ends (and starting new ones) is SIGKILLed at seeded moments;
    reopened, every finished game has one result per seat and no unfinished game has any."""
    from tests.storage.test_crash import run_child, sound

    db = tmp_path / "crash.db"
    finished = 0
    for round_, seconds in enumerate((5.0, 2.0)):
        run_child(db, 7, round_, "time", seconds, tmp_path / f"child{round_}.log")
        sound(db)
        assert results_match_status(db) == []
        with sqlite3.connect(db) as conn:
            finished = conn.execute("SELECT COUNT(*) FROM games WHERE status = 'finished'").fetchone()[0]
    assert finished >= 1, "no game finished before the kills: the check above proved nothing"
