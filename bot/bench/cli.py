"""Options, run order and exit status of ``python -m bot.bench`` (see :mod:`bot.bench`)."""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import resource
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bot.bench import concurrent
from bot.bench.budgets import startup_is_flat
from bot.bench.concurrent import ConcurrentResult
from bot.bench.moves import KindTimings, SeedFeed, play_game
from bot.bench.report import KindSummary, budget_table, concurrent_lines, moves_table, startup_lines, summarise
from bot.bench.startup import StartupResult, measure
from bot.registry import KITS
from bot.sessions import Sessions
from bot.storage import Store
from bot.warmup import warm_renderers

QUICK = {
    "games": 1,
    "max_moves": 4,
    "startup_games": 200,
    "startup_repeats": 5,
    "concurrent": 5,
    "concurrent_moves": 4,
}
FULL = {
    "games": 3,
    "max_moves": 0,
    "startup_games": 10_000,
    "startup_repeats": 21,
    "concurrent": 20,
    "concurrent_moves": 25,
}
PARTS = ("moves", "concurrent", "startup")
"""The parts of a run, in run order: per-kind moves (with budgets), games at once, start-up."""


@dataclass(frozen=True)
class Settings:
    """The resolved options of one run."""

    kinds: tuple[str, ...]
    games: int
    seed: int
    max_moves: int
    startup_games: int
    startup_repeats: int
    check: bool
    parts: tuple[str, ...] = PARTS
    concurrent: int = 20
    """Games moving at once (0: skip that part)."""
    concurrent_moves: int = 25


def parse(argv: list[str] | None) -> Settings:
    """Read the command line; ``--quick`` changes the defaults of the options not given."""
    parser = argparse.ArgumentParser(prog="python -m bot.bench", description="Benchmark the move pipeline.")
    parser.add_argument("--games", type=int, help="seeded games per kind (default 3; quick: 1)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random legal actions (default 1)")
    parser.add_argument("--kind", choices=sorted(KITS), help="benchmark one kind only (default: every kind)")
    parser.add_argument("--max-moves", type=int, help="stop each game after N moves (default 0: to its end)")
    parser.add_argument("--startup-games", type=int, help="games stored for the start-up test (default 10000)")
    parser.add_argument(
        "--concurrent", type=int, help="games moving at once on one Store/Sessions (default 20; quick: 5; 0: skip)"
    )
    parser.add_argument(
        "--concurrent-moves", type=int, help="moves each of those games makes, at most (default 25; quick: 4)"
    )
    parser.add_argument("--only", choices=PARTS, help="run one part only (e.g. concurrent: the games at once)")
    parser.add_argument(
        "--quick", action="store_true", help="a smoke run: 1 game of 4 moves, 5 games at once of 4, 200 stored games"
    )
    parser.add_argument("--check", action="store_true", help="exit with status 1 when a budget fails")
    args = parser.parse_args(argv)
    defaults = QUICK if args.quick else FULL
    games_at_once = defaults["concurrent"] if args.concurrent is None else args.concurrent
    parts = (args.only,) if args.only else PARTS
    settings = Settings(
        kinds=(args.kind,) if args.kind else tuple(KITS),
        games=defaults["games"] if args.games is None else args.games,
        seed=args.seed,
        max_moves=defaults["max_moves"] if args.max_moves is None else args.max_moves,
        startup_games=defaults["startup_games"] if args.startup_games is None else args.startup_games,
        startup_repeats=defaults["startup_repeats"],
        check=args.check,
        parts=parts if games_at_once else tuple(p for p in parts if p != "concurrent"),
        concurrent=games_at_once,
        concurrent_moves=defaults["concurrent_moves"] if args.concurrent_moves is None else args.concurrent_moves,
    )
    if settings.games < 1 or settings.max_moves < 0 or settings.startup_games < 0:
        parser.error("--games must be at least 1; --max-moves and --startup-games cannot be negative")
    if settings.concurrent < 0 or settings.concurrent_moves < 1:
        parser.error("--concurrent cannot be negative and --concurrent-moves must be at least 1")
    if not settings.parts:
        parser.error("--only concurrent needs --concurrent of at least 1")
    return settings


def peak_rss_mb() -> float:
    """Peak resident memory of this process so far, in MB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def bench_moves(workdir: Path, settings: Settings) -> list[KindTimings]:
    """Play every kind's seeded games on a fresh database file in ``workdir``."""
    store = await Store.open(workdir / "bench.db")
    seeds = SeedFeed()
    sessions = Sessions(store, KITS, new_seed=seeds)
    results: list[KindTimings] = []
    # As the bot does once connected: the first boards after a start are not what a move costs.
    await asyncio.to_thread(warm_renderers, {kind: KITS[kind] for kind in settings.kinds})
    try:
        for kind in settings.kinds:
            timings = KindTimings(kind)
            for index in range(settings.games):
                await play_game(
                    sessions, seeds, KITS[kind], timings, index=index, seed=settings.seed, max_moves=settings.max_moves
                )
            results.append(timings)
    finally:
        await store.close()
    return results


@dataclass(frozen=True)
class Results:
    """What the parts of a run measured (a part not run is empty or None)."""

    kinds: list[KindSummary]
    rss: list[str]
    """Peak RSS after each part, as printed ("180.2 MB after the moves")."""
    concurrent: ConcurrentResult | None
    startup: StartupResult | None


async def run(workdir: Path, settings: Settings) -> Results:
    """The parts asked for, in order: the moves, the games at once, then the start-up test."""
    kinds: list[KindSummary] = []
    rss: list[str] = []
    games_at_once: ConcurrentResult | None = None
    startup: StartupResult | None = None
    if "moves" in settings.parts:
        kinds = [summarise(t) for t in await bench_moves(workdir, settings)]
        rss.append(f"{peak_rss_mb():.1f} MB after the moves")
    if "concurrent" in settings.parts:
        games_at_once = await concurrent.measure(
            workdir,
            settings.kinds,
            count=settings.concurrent,
            moves=settings.concurrent_moves,
            seed=settings.seed,
            warm="moves" not in settings.parts,
        )
        rss.append(f"{peak_rss_mb():.1f} MB after the games at once")
    if "startup" in settings.parts:
        startup = await measure(workdir, settings.startup_games, settings.startup_repeats)
    return Results(kinds, rss, games_at_once, startup)


def load_line(before: float, after: float) -> str:
    """The machine's 1-minute load average around the run; above the CPU count, timings are inflated."""
    cpus = os.cpu_count() or 1
    note = "the machine was busy: timings are inflated" if max(before, after) > cpus else "the machine was quiet"
    return f"load average {before:.2f} at the start, {after:.2f} at the end ({cpus} CPUs): {note}"


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark, print its tables, and return the exit status."""
    settings = parse(argv)
    with tempfile.TemporaryDirectory(prefix="hauntbot-bench-") as tmp:
        workdir = Path(tmp)
        print(
            f"Hauntbot benchmark ({', '.join(settings.parts)}): seed {settings.seed}, "
            + (
                f"{settings.games} game(s) per kind, "
                + (f"at most {settings.max_moves} moves each" if settings.max_moves else "every game to its end")
                if "moves" in settings.parts
                else f"{settings.concurrent} games at once"
            )
            + f"; Python {platform.python_version()}, {os.cpu_count()} CPUs"
        )
        print(f"databases: in {workdir} (real files, WAL, synchronous=FULL)", flush=True)
        load_before = os.getloadavg()[0]
        results = asyncio.run(run(workdir, settings))
    print()
    print(load_line(load_before, os.getloadavg()[0]))
    if results.kinds:
        print()
        print("\n".join(moves_table(results.kinds)))
        print()
        print("\n".join(budget_table(results.kinds)))
    if results.concurrent is not None:
        print()
        print("\n".join(concurrent_lines(results.concurrent)))
    print()
    print("peak RSS: " + ", ".join([*results.rss, f"{peak_rss_mb():.1f} MB at the end"]))
    startup = results.startup
    if startup is not None:
        print("\n".join(startup_lines(startup)))
    if results.kinds or startup is not None:
        failed = not all(k.passed for k in results.kinds) or (
            startup is not None and not startup_is_flat(startup.empty_ms, startup.full_ms)
        )
        print("budgets: " + ("FAIL" if failed else "PASS"))
    else:
        failed = False
        print("budgets: none measured in this run")
    lost = results.concurrent is not None and not results.concurrent.passed
    return 1 if lost or (settings.check and failed) else 0
