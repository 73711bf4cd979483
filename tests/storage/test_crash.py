"""Crash safety with a real process killed by SIGKILL in the middle of its moves (issue 13).

A child process (tests/crash_child.py) plays Rumble moves in several games at once on a real SQLite file (or a
PostgreSQL database: issue 24), telling the parent what it has done line by line. The parent kills it
(SIGKILL: no clean-up, no rollback, no checkpoint) after a seeded number of acknowledged moves, right after a
move was saved and while its board is being posted, or after a seeded time, so kills land inside saves,
between a save and its board, and inside the publish step. Then, as a restarting bot would, it reopens the
file and checks that:

- the file is sound (``PRAGMA integrity_check``) and the migrations run on it (on PostgreSQL: the store opens);
- every move the child acknowledged is there, and nothing it never asked for;
- each game holds whole moves only: an event per version, no gaps, and a state, a status and duties
  that are exactly what replaying its events from its seed gives;
- the start-up repair of the outbox (``Scheduler.repair_boards``) posts the boards of exactly the
  games that were behind, and afterwards every live board shows its game's saved version.

Each seed runs several rounds on the same file: the next child takes over the same games.
"""

from __future__ import annotations

import asyncio
import json
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import Msg
from bot.registry import KITS
from bot.scheduler import Scheduler
from bot.sessions import MoveResult, Publish, Sessions, Table
from bot.storage import ACTIVE, FINISHED, LOBBY, EventRecord, GameRecord, Store
from bot.storage.records import earliest_deadline
from bot.tables import owing
from tests.conftest import database_at
from tests.crash_child import FAST_KITS, PLAYERS, T0

ROOT = Path(__file__).resolve().parents[2]
GAME = KITS["rumble"].game
START_VERSION = 1
"""The version a game has once started; each move adds one."""
SEEDS = (1, 2, 3, 4, 5)
ROUNDS = 4
KILLS = ("ack", "saved", "time")
"""When the parent kills: after the n-th acknowledged move, right after the n-th saved move (its board
is being posted), or a seeded time after the child is ready. Round r of seed s kills the
``KILLS[(s + r) % 3]`` way, so every seed runs each."""
WAIT_SECONDS = 20.0
"""How long the parent waits for the line it kills after (the child plays ~300 moves a second)."""


@dataclass
class Promises:
    """What the children told the parent, highest version per game, over every round on one file."""

    started: dict[int, int] = field(default_factory=dict)
    moves: dict[int, int] = field(default_factory=dict)
    """The highest version a move was asked to make."""
    saved: dict[int, int] = field(default_factory=dict)
    acked: dict[int, int] = field(default_factory=dict)

    def note(self, line: str) -> None:
        """Take in one line of the child."""
        kind, *rest = line.split()
        if kind == "ready":
            return
        game_id, version = (int(w) for w in rest)
        book = {"started": self.started, "move": self.moves, "saved": self.saved, "ack": self.acked}[kind]
        book[game_id] = max(book.get(game_id, 0), version)


@dataclass
class Round:
    """One run of the child and what its kill left."""

    kill: str
    amount: float
    lines: list[str]
    in_flight: dict[int, int] = field(default_factory=dict)
    """Moves asked for and not yet saved when the kill came: game → the version they would make."""
    behind: list[int] = field(default_factory=list)
    """Games whose board was behind at start-up."""

    def describe(self, stored: dict[int, int]) -> str:
        """One line for the test's output."""
        acks = sum(line.startswith("ack") for line in self.lines)
        landed = sorted("whole" if stored.get(g) == v else "absent" for g, v in self.in_flight.items())
        return (
            f"kill {self.kill} {self.amount:g}: {acks} acks, in flight {landed or 'none'},"
            f" boards behind {self.behind or 'none'}"
        )


def run_child(db: str | Path, seed: int, round_: int, kill: str, amount: float, log: Path) -> list[str]:
    """Run the child until the chosen moment, SIGKILL it, and return every line it wrote.

    ``kill`` "ack" or "saved": right after the ``amount``-th line of that kind (the reader thread sends
    the signal itself, so the kill follows the line at once); "time": ``amount`` seconds after "ready".
    """
    with log.open("w") as errors:
        child = subprocess.Popen(
            [sys.executable, "-m", "tests.crash_child", str(db), str(seed), str(round_)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
        )
        assert child.stdout is not None
        lines: list[str] = []
        ready = threading.Event()

        def read() -> None:
            assert child.stdout is not None
            seen = 0
            for line in child.stdout:
                lines.append(line.strip())
                if line.startswith("ready"):
                    ready.set()
                if kill != "time" and line.startswith(kill):
                    seen += 1
                    if seen == amount:
                        child.send_signal(signal.SIGKILL)

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        try:
            if kill == "time":
                assert ready.wait(WAIT_SECONDS), "the child never opened the store"
                time.sleep(amount)
                child.send_signal(signal.SIGKILL)
            child.wait(WAIT_SECONDS)
        except subprocess.TimeoutExpired:
            pytest.fail(f"the child did not get to its {amount:g}th {kill} line:\n{log.read_text()}")
        finally:
            if child.poll() is None:
                child.kill()
                child.wait()
            reader.join(WAIT_SECONDS)
    assert child.returncode == -signal.SIGKILL, f"the child ended by itself:\n{log.read_text()}"
    return lines


def sound(db: Path) -> None:
    """The file passes SQLite's own checks, read through a plain connection of its own."""
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    finally:
        conn.close()


def gaps(events: list[EventRecord], rec: GameRecord) -> str:
    """What is wrong with a game's event versions, in a few words."""
    due = range(START_VERSION + 1, rec.version + 1)
    seen = Counter(e.version for e in events)
    missing = [v for v in due if v not in seen]
    extra = sorted(v for v, n in seen.items() if n > 1 or v not in due)
    return f"versions missing {missing}, extra or repeated {extra}"


def replay(seats: int, seed: int, options: dict[str, object], actions: list[tuple[int | None, str]]) -> object:
    """A game's state rebuilt from its seed, options and event log."""
    state = GAME.new_game(seats, seed, options)
    for seat, action in actions:
        assert seat is not None
        state = GAME.resign(state, seat) if action == "resign" else GAME.apply(state, seat, action)
    return state


async def game_ids(store: Store) -> list[int]:
    """Every game's id (PostgreSQL may skip the id a killed transaction took)."""
    return [int(row[0]) for row in await store._rows("SELECT id FROM games ORDER BY id")]


async def problems(store: Store, promises: Promises) -> list[str]:
    """Everything wrong with the reopened games, as sentences (empty: every move is whole or absent)."""
    found: list[str] = []
    ids = await game_ids(store)
    for game_id in promises.started.keys() | promises.moves.keys():
        if game_id not in ids:
            found.append(f"game {game_id} was started but is not stored")
    for game_id in ids:
        rec = await store.game(game_id)
        if rec is None:
            found.append(f"game {game_id} is missing")
            continue
        seats = await store.seats(game_id)
        events = await store.events(game_id)
        where = f"game {game_id} v{rec.version}"
        if rec.status == LOBBY:
            if rec.version != 0 or rec.state is not None or events or any(s.duty for s in seats):
                found.append(f"{where}: a lobby with a state, events or duties")
            if game_id in promises.started:
                found.append(f"{where}: started, but a lobby again")
            continue
        if rec.status not in (ACTIVE, FINISHED):
            found.append(f"{where}: status {rec.status}")
            continue
        if [s.seat for s in seats] != list(range(PLAYERS)):
            found.append(f"{where}: seats {[s.seat for s in seats]}")
            continue
        # Promises: acknowledged and saved moves are there; no move the child never asked for is.
        for name, book in (("acknowledged", promises.acked), ("saved", promises.saved)):
            if rec.version < book.get(game_id, 0):
                found.append(f"{where}: the {name} v{book[game_id]} is lost")
        if rec.version > max(promises.moves.get(game_id, START_VERSION), START_VERSION):
            found.append(f"{where}: newer than any move asked for")
        if (rec.board_version or 0) < promises.acked.get(game_id, 0):
            found.append(f"{where}: board v{rec.board_version} older than the acknowledged move")
        if rec.board_due != rec.version:
            found.append(f"{where}: board due v{rec.board_due}")
        # Whole moves: one event per version, in order, no gaps and no duplicates.
        if [e.seq for e in events] != list(range(1, len(events) + 1)):
            found.append(f"{where}: event numbers {[e.seq for e in events]}")
        if [e.version for e in events] != list(range(START_VERSION + 1, rec.version + 1)):
            found.append(f"{where}: {len(events)} events for {rec.version - START_VERSION} moves, {gaps(events, rec)}")
            continue
        if any(e.sentence is None for e in events):
            found.append(f"{where}: an event without its sentence")
        # The state is what its events make, and the status and duties are what that state owes.
        assert rec.state is not None
        state = GAME.load(rec.state)
        replayed = replay(len(seats), rec.seed, rec.options, [(e.seat, e.action) for e in events])
        if state != replayed or json.loads(json.dumps(GAME.dump(replayed))) != rec.state:
            found.append(f"{where}: the state is not what its {len(events)} events make")
            continue
        if (rec.status == FINISHED) != (GAME.outcome(state) is not None):
            found.append(f"{where}: status {rec.status} for a game whose outcome is {GAME.outcome(state)}")
        duties = [s.duty for s in seats if s.duty is not None]
        owed = {d.seat: d.window for d in duties}
        if owed != owing(FAST_KITS["rumble"], state, rec.status) or set(owed) != set(GAME.to_act(state)):
            found.append(f"{where}: duties {owed}, the state owes {sorted(GAME.to_act(state))}")
        if rec.deadline != earliest_deadline(duties):
            found.append(f"{where}: deadline {rec.deadline} for duties {duties}")
    return found


class Posting:
    """The notifier of start-up: its publish records the board as the bot's does, and keeps what it posted."""

    def __init__(self, sessions: Sessions) -> None:
        self.sessions = sessions
        self.posted: list[tuple[int, int]] = []
        self.said: dict[int, str] = {}

    def publisher(self, kind: str) -> Publish:
        async def publish(result: MoveResult) -> None:
            table = result.table
            assert result.picture is not None, "the owed board could not be drawn"
            self.posted.append((table.id, table.record.version))
            self.said[table.id] = result.sentence
            await self.sessions.board_posted(table, 50_000_000 + len(self.posted))

        return publish

    async def retire_board(self, old: Any) -> None:
        """No Discord here: an old board is retired at once."""
        await self.sessions.store.board_retired(old.message_id)

    async def remind(self, table: Table, seat: int, note: Msg) -> None:
        raise AssertionError("start-up repairs boards; it reminds nobody")


async def start_up(store: Store) -> list[int]:
    """Repair the outbox as the bot's start-up does; check it posted exactly the boards behind. Return those."""
    records = [await store.game(i) for i in await game_ids(store)]
    running = {r.id: r for r in records if r is not None and r.status in (ACTIVE, FINISHED)}
    behind = await store.boards_behind()
    assert behind == sorted(i for i, r in running.items() if r.board_behind)
    sessions = Sessions(store, FAST_KITS, clock=lambda: T0)
    notifier = Posting(sessions)
    posted = await Scheduler(sessions, notifier, clock=lambda: T0).repair_boards()
    assert notifier.posted == [(i, running[i].version) for i in behind]
    assert posted == len(behind)
    for game_id in behind:  # the late board says what the last move did
        assert notifier.said[game_id] == (await store.last_sentence(game_id) or "")
    assert await store.boards_behind() == []
    for game_id, rec in running.items():
        now = await store.game(game_id)
        assert now is not None
        assert now.version == rec.version
        assert (now.board_version, now.board_message_id is not None) == (now.version, True), game_id
    return behind


async def reopen(db: str | Path, promises: Promises) -> tuple[list[str], list[int], dict[int, int]]:
    """Reopen after a kill: the problems found, the boards start-up posted, and each game's stored version."""
    store = await Store.open(db)  # the bot's own connection recovers the WAL and runs the migrations
    try:
        if isinstance(db, Path):
            await asyncio.to_thread(sound, db)
        found = await problems(store, promises)
        stored = {i: rec.version for i in await game_ids(store) if (rec := await store.game(i))}
        behind = await start_up(store) if not found else []
    finally:
        await store.close()
    return found, behind, stored


def kill_for(seed: int, round_: int) -> tuple[str, float]:
    """The seeded moment of a round's kill."""
    rng = random.Random(f"crash:{seed}:{round_}")
    kill = KILLS[(seed + round_) % len(KILLS)]
    if kill == "time":
        return kill, round(rng.uniform(0.0, 1.2), 3)
    return kill, rng.randint(1, 300)


def in_flight(lines: list[str]) -> dict[int, int]:
    """Moves the child asked for whose save it never reported."""
    asked: dict[int, int] = {}
    for line in lines:
        kind, *rest = line.split()
        if kind in ("move", "saved"):
            game_id, version = (int(w) for w in rest)
            if kind == "move":
                asked[game_id] = version
            elif asked.get(game_id) == version:
                del asked[game_id]
    return asked


@pytest.mark.parametrize("seed", SEEDS)
async def test_a_killed_child_leaves_whole_moves_and_startup_catches_the_boards_up(tmp_path: Path, seed: int) -> None:
    """Round after round on one file: kill, reopen, check every game, repair the boards, play on."""
    await kill_rounds(tmp_path / "games.db", seed, ROUNDS, tmp_path)


@pytest.mark.postgres
async def test_a_child_killed_on_postgres_leaves_whole_moves_and_startup_catches_the_boards_up(
    tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """The same on a PostgreSQL database, two rounds (killed right after a save, then at a seeded instant): every
    acknowledged move is there once, versions run on without a gap, and the next child opens the store and plays on."""
    await kill_rounds(database_at("postgres", tmp_path / "unused.db", request), SEEDS[0], 2, tmp_path)


async def kill_rounds(db: str | Path, seed: int, rounds: int, tmp_path: Path) -> None:
    """Run ``rounds`` children one after another on ``db``, each killed at its seeded moment; check after each."""
    promises = Promises()
    done_rounds: list[Round] = []
    for round_ in range(rounds):
        kill, amount = kill_for(seed, round_)
        lines = await asyncio.to_thread(run_child, db, seed, round_, kill, amount, tmp_path / f"child{round_}.log")
        for line in lines:
            promises.note(line)
        found, behind, stored = await reopen(db, promises)
        done = Round(kill, amount, lines, in_flight(lines), behind)
        done_rounds.append(done)
        print(f"seed {seed} round {round_}: {done.describe(stored)}")
        assert not found, f"round {round_} ({kill} {amount}):\n" + "\n".join(found)
    assert promises.acked, "no child acknowledged a move"
    assert any(r.behind for r in done_rounds), "no kill left a board behind: the outbox was not exercised"


# --- the checker catches what it should --------------------------------------------------


@pytest.fixture(scope="module")
def crashed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Promises]:
    """A file a child was killed on after 200 acknowledged moves, and what it promised."""
    db = tmp_path_factory.mktemp("crashed") / "games.db"
    promises = Promises()
    for line in run_child(db, 99, 0, "ack", 200, db.with_suffix(".log")):
        promises.note(line)
    sound(db)  # closing the plain connection checkpoints the WAL into the file
    return db, promises


def _longest(conn: sqlite3.Connection) -> int:
    (game_id,) = conn.execute("SELECT game_id FROM events GROUP BY game_id ORDER BY COUNT(*) DESC LIMIT 1").fetchone()
    return int(game_id)


def delete_an_event(conn: sqlite3.Connection, promises: Promises) -> None:
    game_id = _longest(conn)
    conn.execute("DELETE FROM events WHERE game_id = ? AND seq = 5", (game_id,))


def half_undo_a_move(conn: sqlite3.Connection, promises: Promises) -> None:
    """The version and event of the last move go, its state stays: half a move."""
    game_id = _longest(conn)
    conn.execute(
        "DELETE FROM events WHERE game_id = ? AND seq = (SELECT MAX(seq) FROM events WHERE game_id = ?)",
        (
            game_id,
            game_id,
        ),
    )
    conn.execute("UPDATE games SET version = version - 1, board_due = board_due - 1 WHERE id = ?", (game_id,))
    promises.acked.pop(game_id, None)
    promises.saved.pop(game_id, None)


def drop_a_duty(conn: sqlite3.Connection, promises: Promises) -> None:
    conn.execute("DELETE FROM duties WHERE game_id = (SELECT MIN(game_id) FROM duties)")


def lose_an_acknowledged_move(conn: sqlite3.Connection, promises: Promises) -> None:
    game_id = max(promises.acked)
    promises.acked[game_id] += 1
    promises.moves[game_id] = max(promises.moves[game_id], promises.acked[game_id])


def leave_nothing_out(conn: sqlite3.Connection, promises: Promises) -> None:
    return None


CORRUPTIONS: dict[str, tuple[Callable[[sqlite3.Connection, Promises], None], str]] = {
    "sound": (leave_nothing_out, ""),
    "deleted event": (delete_an_event, "versions missing [6]"),
    "half a move": (half_undo_a_move, "is not what its"),
    "duty lost": (drop_a_duty, "duties {}"),
    "acked move lost": (lose_an_acknowledged_move, "acknowledged"),
}


@dataclass
class Damaged:
    """A copy of the crashed file, damaged one way, with what the child promised and the complaint expected."""

    db: Path
    promises: Promises
    complaint: str
    """A part of the sentence the checker must say ("": the file is sound and nothing may be said)."""


@pytest.fixture(params=CORRUPTIONS, ids=str)
def damaged(request: pytest.FixtureRequest, crashed: tuple[Path, Promises], tmp_path: Path) -> Damaged:
    """The crashed file copied and damaged as the parameter says."""
    source, promises = crashed
    db = tmp_path / "games.db"
    shutil.copy(source, db)
    damage, complaint = CORRUPTIONS[request.param]
    mine = Promises(dict(promises.started), dict(promises.moves), dict(promises.saved), dict(promises.acked))
    conn = sqlite3.connect(db, isolation_level=None)
    try:
        damage(conn, mine)
    finally:
        conn.close()
    return Damaged(db, mine, complaint)


async def test_the_checker_complains_about_a_damaged_file(damaged: Damaged) -> None:
    """An event deleted, half a move undone, a duty lost, an acknowledged move missing: each is reported."""
    found, _, _ = await reopen(damaged.db, damaged.promises)
    if damaged.complaint:
        assert any(damaged.complaint in p for p in found), found or "the checker missed the damage"
    else:
        assert found == []
