"""Options, run order and exit status of ``python -m bot.bench`` (see :mod:`bot.bench`)."""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from bot.bench import budgets, concurrent, memory, processes, replay, startup
from bot.bench.concurrent import ConcurrentResult
from bot.bench.memory import MemoryResult
from bot.bench.moves import KindTimings, SeedFeed, play_game
from bot.bench.processes import ProcessesResult
from bot.bench.publish import OfflinePublish, load_cogs
from bot.bench.replay import ReplayResult
from bot.bench.report import (
    KindSummary,
    concurrent_lines,
    judgements,
    memory_lines,
    moves_table,
    processes_lines,
    replay_lines,
    startup_lines,
    summarise,
)
from bot.bench.startup import StartupResult
from bot.registry import KITS
from bot.sessions import Sessions
from bot.storage import Store
from bot.warmup import warm_renderers

QUICK = {
    "games": 1,
    "max_moves": 4,
    "live_games": 10,
    "live_moves": 40,
    "concurrent": 5,
    "concurrent_moves": 4,
    "startup_games": 200,
    "startup_repeats": 1,
    "replay_games": 1,
    "replay_frames": 5,
    "replay_max_moves": 40,
    "process_games": 2,
    "process_seconds": 1,
    "process_startup_games": 50,
}
FULL = {
    "games": 3,
    "max_moves": 0,
    "live_games": budgets.LIVE_GAMES,
    "live_moves": budgets.LIVE_MOVES,
    "concurrent": budgets.AT_ONCE_GAMES,
    "concurrent_moves": 25,
    "startup_games": budgets.START_GAMES,
    "startup_repeats": 3,
    "replay_games": 3,
    "replay_frames": budgets.REPLAY_FRAMES,
    "replay_max_moves": 0,
    "process_games": budgets.AT_ONCE_GAMES,
    "process_seconds": 20,
    "process_startup_games": budgets.START_GAMES,
}
PARTS = ("moves", "memory", "concurrent", "startup", "replay", "processes")
"""The parts of a run, in run order."""


@dataclass(frozen=True)
class Settings:
    """The resolved options of one run."""

    kinds: tuple[str, ...]
    games: int
    seed: int
    max_moves: int
    check: bool
    parts: tuple[str, ...] = PARTS
    live_games: int = budgets.LIVE_GAMES
    live_moves: int = budgets.LIVE_MOVES
    concurrent: int = budgets.AT_ONCE_GAMES
    """Games moving at once (0: skip that part)."""
    concurrent_moves: int = 25
    startup_games: int = budgets.START_GAMES
    startup_repeats: int = 3
    replay_games: int = 3
    """Seeded games per kind played for the replay part (the longest is looked back on)."""
    replay_frames: int = budgets.REPLAY_FRAMES
    replay_max_moves: int = 0
    """Those games stop after this many moves (0: at their end)."""
    process_games: int = budgets.AT_ONCE_GAMES
    """Games moving at once in each bot process of the processes part."""
    process_seconds: float = 20.0
    process_startup_games: int = budgets.START_GAMES
    """Games stored in PostgreSQL for its start-up."""
    process_warm: bool = True
    """Whether each process warms the renderers first, as the bot does once connected (not in a quick run)."""


def parse(argv: list[str] | None) -> Settings:
    """Read the command line; ``--quick`` changes the defaults of the options not given."""
    parser = argparse.ArgumentParser(prog="python -m bot.bench", description="Benchmark the bot as it runs.")
    parser.add_argument("--games", type=int, help="seeded games per kind, one move at a time (default 3; quick: 1)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random legal actions (default 1)")
    parser.add_argument("--kind", choices=sorted(KITS), help="one kind only (default: every kind)")
    parser.add_argument("--max-moves", type=int, help="stop each of those games after N moves (default 0: the end)")
    parser.add_argument("--live-games", type=int, help="live games in the memory process (default 100; quick: 10)")
    parser.add_argument("--live-moves", type=int, help="moves the memory process makes (default 2000; quick: 40)")
    parser.add_argument("--concurrent", type=int, help="games moving at once (default 20; quick: 5; 0: skip)")
    parser.add_argument("--concurrent-moves", type=int, help="moves each of those games makes (default 25; quick: 4)")
    parser.add_argument("--startup-games", type=int, help="games stored for the start-up (default 10000; quick: 200)")
    parser.add_argument("--replay-games", type=int, help="games per kind for the replay part (default 3; quick: 1)")
    parser.add_argument("--replay-frames", type=int, help="replay frames timed per kind (default 40; quick: 5)")
    parser.add_argument("--process-games", type=int, help="games at once in each process (default 20; quick: 2)")
    parser.add_argument("--process-seconds", type=float, help="how long the processes play (default 20; quick: 1)")
    parser.add_argument(
        "--process-startup-games", type=int, help="games stored in PostgreSQL for its start-up (default 10000)"
    )
    parser.add_argument("--only", choices=PARTS, help="run one part only")
    parser.add_argument("--quick", action="store_true", help="a smoke run, too short to judge the budgets")
    parser.add_argument("--check", action="store_true", help="exit with status 1 when a budget is missed")
    args = parser.parse_args(argv)
    d = QUICK if args.quick else FULL

    def given(name: str) -> int:
        value = getattr(args, name)
        return int(d[name]) if value is None else int(value)

    seconds = float(d["process_seconds"] if args.process_seconds is None else args.process_seconds)

    at_once = given("concurrent")
    parts = (args.only,) if args.only else PARTS
    settings = Settings(
        kinds=(args.kind,) if args.kind else tuple(KITS),
        games=given("games"),
        seed=args.seed,
        max_moves=given("max_moves"),
        check=args.check,
        parts=parts if at_once else tuple(p for p in parts if p != "concurrent"),
        live_games=given("live_games"),
        live_moves=given("live_moves"),
        concurrent=at_once,
        concurrent_moves=given("concurrent_moves"),
        startup_games=given("startup_games"),
        startup_repeats=int(d["startup_repeats"]),
        replay_games=given("replay_games"),
        replay_frames=given("replay_frames"),
        replay_max_moves=int(d["replay_max_moves"]),
        process_games=given("process_games"),
        process_seconds=seconds,
        process_startup_games=given("process_startup_games"),
        process_warm=not args.quick,
    )
    if settings.games < 1 or settings.max_moves < 0 or settings.startup_games < 0:
        parser.error("--games must be at least 1; --max-moves and --startup-games cannot be negative")
    if settings.live_games < 1 or settings.live_moves < 1:
        parser.error("--live-games and --live-moves must be at least 1")
    if settings.concurrent < 0 or settings.concurrent_moves < 1:
        parser.error("--concurrent cannot be negative and --concurrent-moves must be at least 1")
    if settings.replay_games < 1 or settings.replay_frames < 1:
        parser.error("--replay-games and --replay-frames must be at least 1")
    if settings.process_games < 1 or settings.process_seconds <= 0 or settings.process_startup_games < 0:
        parser.error("--process-games must be at least 1, --process-seconds above 0, --process-startup-games 0 or more")
    if not settings.parts:
        parser.error("--only concurrent needs --concurrent of at least 1")
    return settings


async def bench_moves(workdir: Path, settings: Settings) -> list[KindTimings]:
    """Play every kind's seeded games one move at a time on a fresh database file in ``workdir``."""
    store = await Store.open(workdir / "bench.db")
    seeds = SeedFeed()
    sessions = Sessions(store, KITS, new_seed=seeds)
    results: list[KindTimings] = []
    try:
        publish = OfflinePublish(sessions, await load_cogs(sessions, settings.kinds))
        # As the bot does once connected (untimed).
        await asyncio.to_thread(warm_renderers, {kind: KITS[kind] for kind in settings.kinds})
        for kind in settings.kinds:
            timings = KindTimings(kind)
            for index in range(settings.games):
                await play_game(
                    sessions,
                    seeds,
                    publish,
                    KITS[kind],
                    timings,
                    index=index,
                    seed=settings.seed,
                    max_moves=settings.max_moves,
                )
            results.append(timings)
    finally:
        await store.close()
    return results


@dataclass(frozen=True)
class Results:
    """What the parts of a run measured (a part not run is empty or None)."""

    kinds: list[KindSummary] = field(default_factory=list)
    memory: MemoryResult | None = None
    concurrent: ConcurrentResult | None = None
    startup: StartupResult | None = None
    replay: ReplayResult | None = None
    processes: ProcessesResult | None = None


def run(workdir: Path, settings: Settings) -> Results:
    """The parts asked for, in order; the memory and start-up parts run in processes of their own."""
    kinds: list[KindSummary] = []
    live: MemoryResult | None = None
    at_once: ConcurrentResult | None = None
    started: StartupResult | None = None
    looked: ReplayResult | None = None
    if "moves" in settings.parts:
        kinds = [summarise(t) for t in asyncio.run(bench_moves(workdir, settings))]
    if "memory" in settings.parts:
        live = memory.measure(workdir, settings.live_games, settings.live_moves, settings.seed, settings.kinds)
    if "concurrent" in settings.parts:
        at_once = asyncio.run(
            concurrent.measure(
                workdir,
                settings.kinds,
                count=settings.concurrent,
                moves=settings.concurrent_moves,
                seed=settings.seed,
                warm="moves" not in settings.parts,
            )
        )
    if "startup" in settings.parts:
        started = startup.measure(workdir, settings.startup_games, settings.startup_repeats)
    if "replay" in settings.parts:
        looked = asyncio.run(
            replay.measure(
                workdir,
                settings.kinds,
                games=settings.replay_games,
                frames=settings.replay_frames,
                seed=settings.seed,
                max_moves=settings.replay_max_moves,
            )
        )
    several: ProcessesResult | None = None
    if "processes" in settings.parts:
        stored = (settings.process_startup_games, settings.startup_repeats)
        games, seconds = settings.process_games, settings.process_seconds
        several = processes.measure(
            workdir, games=games, seconds=seconds, seed=settings.seed, startup=stored, warm=settings.process_warm
        )
    return Results(kinds, live, at_once, started, looked, several)


def load_line(before: float, after: float) -> str:
    """The machine's 1-minute load average around the run; above the CPU count, timings are inflated."""
    cpus = os.cpu_count() or 1
    note = "the machine was busy: timings are inflated" if max(before, after) > cpus else "the machine was quiet"
    return f"load average {before:.2f} at the start, {after:.2f} at the end ({cpus} CPUs): {note}"


def report(results: Results, settings: Settings) -> tuple[list[str], list[budgets.Judged]]:
    """Every table of the run, then the budgets judged, then the verdict line; and the judged budgets."""
    blocks: list[list[str]] = []
    if results.kinds:
        blocks.append(moves_table(results.kinds))
    if results.memory is not None:
        blocks.append(memory_lines(results.memory))
    if results.concurrent is not None:
        blocks.append(concurrent_lines(results.concurrent))
    if results.startup is not None:
        blocks.append(startup_lines(results.startup))
    if results.replay is not None:
        blocks.append(replay_lines(results.replay))
    if results.processes is not None:
        blocks.append(processes_lines(results.processes))
    judged = judgements(
        results.kinds,
        results.memory,
        results.concurrent,
        results.startup,
        all_kinds=set(settings.kinds) == set(KITS),
        replay=results.replay,
        processes=results.processes,
    )
    if judged:
        blocks.append(["budgets (absolute, on the 2-core reference machine)", *(j.line() for j in judged)])
    lines: list[str] = []
    for block in blocks:
        lines += [*block, ""]
    return [*lines, budgets.overall(judged)], judged


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark, print its tables and verdicts, and return the exit status."""
    settings = parse(argv)
    with tempfile.TemporaryDirectory(prefix="hauntbot-bench-") as tmp:
        print(
            f"Hauntbot benchmark ({', '.join(settings.parts)}): seed {settings.seed}, "
            f"kinds {', '.join(settings.kinds)}; Python {platform.python_version()}, {os.cpu_count()} CPUs"
        )
        print(f"databases: in {tmp} (real files, WAL, synchronous=FULL)", flush=True)
        load_before = os.getloadavg()[0]
        results = run(Path(tmp), settings)
    print()
    print(load_line(load_before, os.getloadavg()[0]))
    print()
    lines, judged = report(results, settings)
    print("\n".join(lines))
    lost = (results.concurrent is not None and not results.concurrent.passed) or (
        results.processes is not None and not results.processes.passed
    )
    return budgets.exit_status(judged, check=settings.check, lost=lost)
