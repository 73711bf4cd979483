"""Moves per second with 1, 2 and 3 bot processes on one PostgreSQL, beside one process on SQLite (issue 24).

:func:`measure` starts a throwaway PostgreSQL cluster in a temporary folder (:mod:`bot.bench.pgcluster`,
PostgreSQL's defaults: fsync and synchronous commits on, as SQLite's ``synchronous=FULL``), then for each count N
starts N runtime processes (``python -m bot.bench.processes``) on a fresh database: each has its own Store
(its own pool), Sessions with the real kits, a scheduler claiming its work as one of N shard processes
(passes every :data:`POLL_SECONDS`), and the bot's publish minus HTTP (:class:`~bot.bench.publish.OfflinePublish`).
Each opens ``games`` games (kinds in turn), says it is ready, and once every process is ready they are released
together: each game is played by its own task, full moves back to back, for ``seconds``; a game that ends is
replaced by a new one. Each process reports its moves, the latency of every full move, its CPU and its peak RSS,
and checks its games (:func:`bot.bench.concurrent.verify`: every acknowledged move stored once and published).
One SQLite process does the same. Last, the bot's real start-up with ``startup_games`` games stored in
PostgreSQL (:mod:`bot.bench.startup`).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bot.bench import startup as bench_startup
from bot.bench.concurrent import CONCURRENT_CHANNELS, GameRun, drive, open_game, verify
from bot.bench.moves import SeedFeed
from bot.bench.pgcluster import Cluster
from bot.bench.publish import OfflinePublish, load_cogs
from bot.bench.startup import StartupResult
from bot.bench.stats import Spread
from bot.claiming import Claims, lease_for
from bot.i18n import Msg
from bot.registry import KITS
from bot.scheduler import Scheduler
from bot.sessions import Sessions, Table
from bot.shards import ONE_PROCESS, Shards
from bot.storage import Look, OldBoard, Store
from bot.tables import Publish
from bot.warmup import warm_renderers

COUNTS = (1, 2, 3)
"""The numbers of PostgreSQL processes measured."""
POLL_SECONDS = 2.0
"""A scheduler pass in each process this often (the bot's default is 30 s: here the passes weigh more)."""
CHANNELS_PER_PROCESS = 100_000
"""Each process opens its games in channels of its own."""


def utcnow() -> datetime:
    """The wall clock of the scheduler and claims."""
    return datetime.now(UTC)


class QuietNotifier:
    """The scheduler's notifier in a bench process: owed boards go through the offline publish, the old boards
    the offline publish left are retired (as the bot's edit would, minus HTTP); nothing else is due (no deadline
    is set), and anything that is is counted."""

    def __init__(self, publish: OfflinePublish) -> None:
        self.publish = publish
        self.retired = 0
        self.other = 0

    def publisher(self, kind: str) -> Publish:
        """The offline publish, for any kind."""
        return self.publish

    async def remind(self, table: Table, seat: int, note: Msg) -> None:
        """Count it."""
        self.other += 1

    async def end_look(self, look: Look) -> None:
        """Count it."""
        self.other += 1

    async def announce(self, table: Table, text: str) -> None:
        """Count it."""
        self.other += 1

    async def retire_board(self, old: OldBoard) -> None:
        """Forget the old board, as the bot does once its edit is done."""
        await self.publish.sessions.store.board_retired(old.message_id)
        self.retired += 1

    async def move_into_thread(self, game_id: int) -> bool:
        """Count it; nothing moves."""
        self.other += 1
        return False


@dataclass(frozen=True)
class ProcessRun:
    """What one runtime process measured."""

    moves: int
    latencies_ms: list[float]
    wall_s: float
    cpu_s: float
    rss_peak_mb: float
    games: int
    """Games played, the replacements of ended ones included."""
    problems: list[str]


async def keep_playing(
    sessions: Sessions,
    seeds: SeedFeed,
    first: tuple[Table, Any],
    run: GameRun,
    *,
    publish: OfflinePublish,
    go: asyncio.Event,
    until: float,
    replace: Any,
) -> list[GameRun]:
    """Play a game until ``until``; each time it ends, play a new one ``replace()`` opens. Every game's run."""
    runs = [run]
    table, rng = first
    while True:
        await drive(sessions, table, rng, run, moves=1_000_000, publish=publish, go=go, until=until)
        if time.perf_counter() >= until or run.refusals:
            return runs
        table, rng = await replace()
        run = GameRun(table.id, table.record.kind, table.record.version)
        runs.append(run)


async def play(target: str, index: int, count: int, games: int, seconds: float, seed: int, warm: bool) -> ProcessRun:
    """One runtime process: open ``games`` games, say ``ready``, wait for ``go`` on stdin, play for ``seconds``."""
    store = await Store.open(target)
    try:
        seeds = SeedFeed()
        sessions = Sessions(store, KITS, new_seed=seeds)
        kinds = tuple(KITS)
        if warm:
            await asyncio.to_thread(warm_renderers, KITS)
        publish = OfflinePublish(sessions, await load_cogs(sessions, kinds))
        shards = Shards(count=count, ids=(index,)) if count > 1 else ONE_PROCESS
        claims = Claims(store, clock=utcnow, lease=lease_for(POLL_SECONDS), shards=shards)
        notifier = QuietNotifier(publish)
        scheduler = Scheduler(sessions, notifier, clock=utcnow, poll_seconds=POLL_SECONDS, claims=claims)
        channel = CONCURRENT_CHANNELS + index * CHANNELS_PER_PROCESS
        opened = [0]

        async def one() -> tuple[Table, Any]:
            i = opened[0]
            opened[0] += 1
            return await open_game(sessions, seeds, kinds[i % len(kinds)], i, f"{seed}:{index}", channel=channel + i)

        firsts = [await one() for _ in range(games)]
        print("ready", flush=True)
        await asyncio.to_thread(sys.stdin.readline)
        go = asyncio.Event()
        start, cpu = time.perf_counter(), time.process_time()
        until = start + seconds
        tasks = [
            asyncio.create_task(
                keep_playing(
                    sessions,
                    seeds,
                    first,
                    GameRun(first[0].id, first[0].record.kind, first[0].record.version),
                    publish=publish,
                    go=go,
                    until=until,
                    replace=one,
                )
            )
            for first in firsts
        ]
        scheduler.start()
        go.set()
        runs = [run for done in await asyncio.gather(*tasks) for run in done]
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu
        await scheduler.stop()
        problems = await verify(store, runs, publish)
        if notifier.other:
            problems.append(f"the scheduler did {notifier.other} thing(s) no bench game asked for")
    finally:
        await store.close()
    latencies = [round(ms, 3) for run in runs for ms in run.latencies_ms]
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return ProcessRun(len(latencies), latencies, wall, cpu, rss, len(runs), problems)


@dataclass(frozen=True)
class Group:
    """N processes released together on one database: their moves in all, and each one's figures."""

    engine: str
    """"postgresql" or "sqlite"."""
    runs: list[ProcessRun]

    @property
    def moves(self) -> int:
        """Moves acknowledged by every process."""
        return sum(r.moves for r in self.runs)

    @property
    def rate(self) -> float:
        """Moves per second of all the processes together (over the longest process's wall time)."""
        wall = max((r.wall_s for r in self.runs), default=0.0)
        return self.moves / wall if wall > 0 else 0.0

    @property
    def cpu_per_move_ms(self) -> float:
        """CPU time of the bot processes (not PostgreSQL's) per acknowledged move."""
        return sum(r.cpu_s for r in self.runs) * 1000 / self.moves if self.moves else 0.0

    @property
    def latency(self) -> Spread:
        """p50/p95 of a full move over every process."""
        every = [ms for r in self.runs for ms in r.latencies_ms]
        return Spread.of(every) if every else Spread(0.0, 0.0)

    @property
    def problems(self) -> list[str]:
        """Integrity failures of every process, and any process that acknowledged no move."""
        found = [p for r in self.runs for p in r.problems]
        return found + [f"process {i} acknowledged no move" for i, r in enumerate(self.runs) if not r.moves]


@dataclass(frozen=True)
class ProcessesResult:
    """The groups on PostgreSQL (1, 2, 3 processes), the SQLite one, and the start-up on PostgreSQL."""

    games: int
    """Games moving at once in each process."""
    seconds: float
    postgres: list[Group]
    sqlite: Group
    startup: StartupResult

    @property
    def passed(self) -> bool:
        """Whether every process's integrity check found nothing wrong."""
        return not any(g.problems for g in [*self.postgres, self.sqlite])


def run_group(target: str, engine: str, count: int, *, games: int, seconds: float, seed: int, warm: bool) -> Group:
    """Start ``count`` runtime processes on ``target``, release them together once all are ready, collect them."""
    children = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "bot.bench.processes",
                target,
                str(i),
                str(count),
                str(games),
                repr(seconds),
                str(seed),
                "warm" if warm else "cold",
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for i in range(count)
    ]
    try:
        for child in children:
            assert child.stdout is not None and child.stdin is not None
            if child.stdout.readline().strip() != "ready":
                raise RuntimeError(f"a bench process failed before its start:\n{_rest(child)}")
        for child in children:
            assert child.stdin is not None
            child.stdin.write("go\n")
            child.stdin.flush()
        runs = []
        for child in children:
            out, err = child.communicate()
            if child.returncode != 0:
                raise RuntimeError(f"a bench process failed (status {child.returncode}):\n{err[-2000:]}")
            runs.append(ProcessRun(**json.loads(out.strip().splitlines()[-1])))
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait()
    return Group(engine, runs)


def _rest(child: subprocess.Popen[str]) -> str:
    child.kill()
    _, err = child.communicate()
    return err[-2000:]


def measure(
    workdir: Path, *, games: int, seconds: float, seed: int, startup: tuple[int, int], warm: bool
) -> ProcessesResult:
    """Every group on a throwaway PostgreSQL cluster (and a SQLite file in ``workdir``), then the start-up there
    with ``startup`` = (games stored, fresh starts timed)."""
    cluster = Cluster(durable=True)
    try:
        template = cluster.create("bench_template")
        asyncio.run(_migrate(template))
        kw: dict[str, Any] = {"games": games, "seconds": seconds, "seed": seed, "warm": warm}
        postgres = [run_group(cluster.create(f"bench_{n}", "bench_template"), "postgresql", n, **kw) for n in COUNTS]
        sqlite = run_group(str(workdir / "processes.db"), "sqlite", 1, **kw)
        started = bench_startup.measure(workdir, *startup, url=cluster.create("bench_startup", "bench_template"))
    finally:
        cluster.stop()
    return ProcessesResult(games, seconds, postgres, sqlite, started)


async def _migrate(url: str) -> None:
    await (await Store.open(url)).close()


def main(argv: list[str] | None = None) -> int:
    """A runtime process: ``TARGET INDEX COUNT GAMES SECONDS SEED warm|cold``; prints ``ready``, then, after a line
    on stdin, one JSON line (a :class:`ProcessRun`)."""
    parser = argparse.ArgumentParser(prog="python -m bot.bench.processes")
    parser.add_argument("target", help="the SQLite file, or a postgresql:// URL")
    for name in ("index", "count", "games"):
        parser.add_argument(name, type=int)
    parser.add_argument("seconds", type=float)
    parser.add_argument("seed", type=int)
    parser.add_argument("warm", choices=("warm", "cold"))
    a = parser.parse_args(argv)
    run = asyncio.run(play(a.target, a.index, a.count, a.games, a.seconds, a.seed, a.warm == "warm"))
    print(json.dumps(asdict(run)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
