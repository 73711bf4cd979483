"""Resident memory as the bot runs: many live games, many moves, in a process of its own.

The child process (``python -m bot.bench.memory``) imports what the bot
imports, opens a real Store on a database file and one ``Sessions``, loads
the game cogs, warms the renderers as the bot does once connected, then
opens ``games`` games (kinds in turn, random options and player counts,
names that differ from game to game as on real servers) and plays ``moves``
full moves (:func:`bot.bench.play.full_move`: publish and private views
included) in games picked at random. A game that ends is replaced by a new
one, so ``games`` stay live. It samples its resident set size (RSS) as it
goes and prints one JSON line; :func:`measure` runs it and reads that line.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import bot.client  # noqa: F401  (the bot's own modules, as the bot imports them)
from bot.bench.play import full_move, pick, seat_game
from bot.bench.publish import OfflinePublish, board_message_id, load_cogs
from bot.registry import KITS
from bot.sample_games import NAMES
from bot.sessions import Sessions, Table
from bot.storage import Store
from bot.warmup import warm_renderers
from render.cache import budget_bytes, held_bytes

LIVE_CHANNELS = 400_000
SAMPLE_EVERY = 100
"""Moves between two RSS samples."""


@dataclass(frozen=True)
class MemoryResult:
    """RSS of the child at each step of its run, in MiB (as ``ps`` and ``top`` count them)."""

    games: int
    moves: int
    base_mb: float
    """After the imports, the Store, the Sessions and the cogs, before the warm-up."""
    warm_mb: float
    """After the warm-up."""
    end_mb: float
    peak_mb: float
    """The most the process held at any time (the kernel's high-water mark)."""
    samples: tuple[tuple[int, float], ...]
    """(moves played, RSS) every ``SAMPLE_EVERY`` moves."""
    cache_mb: float
    """What the renderers' caches hold at the end, by their own count of bytes."""
    cache_budget_mb: float
    """The most they may hold together."""
    replaced: int
    """Games that ended and were replaced by new ones."""
    wall_s: float
    cpu_s: float
    """CPU time of the whole process (every thread) over the moves."""


def rss_mb() -> float:
    """The resident set size of this process now, in MiB."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        return peak_mb()


def peak_mb() -> float:
    """The most this process has held, in MiB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def live(
    workdir: Path, games: int, moves: int, seed: int, kinds: tuple[str, ...] | None = None, warm: bool = True
) -> MemoryResult:
    """Play ``moves`` full moves over ``games`` live games in this process, sampling its RSS.

    ``kinds`` are opened in turn (default: every kind); ``warm`` runs the bot's warm-up first.
    """
    rng = random.Random(f"{seed}:memory")
    path = workdir / "memory.db"
    for old in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        old.unlink(missing_ok=True)
    store = await Store.open(path)
    started = time.perf_counter()
    try:
        sessions = Sessions(store, KITS, new_seed=lambda: rng.getrandbits(52))
        kinds = kinds or tuple(KITS)
        publish = OfflinePublish(sessions, await load_cogs(sessions, kinds))
        base = rss_mb()
        if warm:
            await asyncio.to_thread(warm_renderers, {kind: KITS[kind] for kind in kinds})
        warmed = rss_mb()
        opened = 0

        async def open_one(kind: str) -> Table:
            nonlocal opened
            game = KITS[kind].game
            players = rng.randint(game.min_players, game.max_players)
            names = [f"{NAMES[(opened + s) % len(NAMES)]} {opened}" for s in range(players)]
            table = await seat_game(
                sessions,
                kind,
                channel_id=LIVE_CHANNELS + opened,
                players=players,
                names=names,
                options=KITS[kind].sample_options(rng),
            )
            opened += 1
            await sessions.board_posted(table, board_message_id(table.id, table.record.version))
            return table

        tables = [await open_one(kinds[i % len(kinds)]) for i in range(games)]
        samples: list[tuple[int, float]] = []
        replaced = 0
        cpu = time.process_time()
        for move in range(1, moves + 1):
            slot = rng.randrange(games)
            table = tables[slot]
            seat, action = pick(rng, table)
            after = (await full_move(sessions, table, seat, action, publish)).result.table
            tables[slot] = after
            if after.outcome() is not None:
                tables[slot] = await open_one(after.record.kind)
                replaced += 1
            if move % SAMPLE_EVERY == 0 or move == moves:
                samples.append((move, round(rss_mb(), 1)))
        cpu = time.process_time() - cpu
    finally:
        await store.close()
    return MemoryResult(
        games=games,
        moves=moves,
        base_mb=round(base, 1),
        warm_mb=round(warmed, 1),
        end_mb=round(rss_mb(), 1),
        peak_mb=round(peak_mb(), 1),
        samples=tuple(samples),
        cache_mb=round(held_bytes() / 2**20, 1),
        cache_budget_mb=round(budget_bytes() / 2**20, 1),
        replaced=replaced,
        wall_s=round(time.perf_counter() - started, 2),
        cpu_s=round(cpu, 2),
    )


def measure(workdir: Path, games: int, moves: int, seed: int, kinds: tuple[str, ...]) -> MemoryResult:
    """Run :func:`live` in a fresh Python process (so its RSS is that of a bot, not of this benchmark)."""
    command = [sys.executable, "-m", "bot.bench.memory", str(workdir), str(games), str(moves), str(seed), *kinds]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"the memory run failed (status {done.returncode}):\n{done.stderr[-2000:]}")
    found = json.loads(done.stdout.strip().splitlines()[-1])
    found["samples"] = tuple(tuple(s) for s in found["samples"])
    return MemoryResult(**found)


def main(argv: list[str] | None = None) -> int:
    """The child: ``python -m bot.bench.memory WORKDIR GAMES MOVES SEED [KIND...]``; prints one JSON line."""
    parser = argparse.ArgumentParser(prog="python -m bot.bench.memory")
    parser.add_argument("workdir", type=Path)
    parser.add_argument("games", type=int)
    parser.add_argument("moves", type=int)
    parser.add_argument("seed", type=int)
    parser.add_argument("kinds", nargs="*")
    args = parser.parse_args(argv)
    result = asyncio.run(live(args.workdir, args.games, args.moves, args.seed, tuple(args.kinds) or None))
    print(json.dumps(asdict(result)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
