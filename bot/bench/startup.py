"""The bot's real start-up with many stored games, and its first moves after it, in fresh processes.

Start-up is what ``python -m bot`` does before it connects to Discord: start
Python, import the bot, open the Store (pragmas, migrations), create the
Sessions, load every cog, re-attach the components and check whether the
slash commands changed (their hash against the stored one: a restart with the
same commands does not sync). :func:`measure` fills a database with
``games`` lobbies and one started game of each kind, lets a first start store
the command hash (its sync is skipped: no Discord), then starts the bot
``repeats`` times, each in a fresh process (``python -m bot.bench.startup``),
timing from the launch of the process to the commands checked. Each of those
processes then makes a first move in every started game, with the renderers
cold, then a few more, as players would after a restart; one more start first
warms the renderers as the bot does once connected (:mod:`bot.warmup`), to
show what the warm-up buys.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from bot.bench.play import full_move, pick, seat_game
from bot.bench.publish import OfflinePublish, board_message_id, load_cogs
from bot.client import HauntBot
from bot.config import Settings
from bot.registry import KITS
from bot.sample_games import NAMES
from bot.sessions import Sessions, utcnow
from bot.storage import Store
from bot.storage.dialect import is_postgres
from bot.warmup import warm_renderers

FILL_CHANNELS = 1_000_000
FILL_HOST_ID = 99
STARTED_CHANNELS = 2_000_000
LATER_MOVES = 5
"""Moves timed after the first one of each kind, for comparison."""
FAST_TMP = Path("/dev/shm")
"""tmpfs where the filler may write (fsync is free there) before the file is copied to disk."""


@dataclass(frozen=True)
class StartupResult:
    """Start-up (median over the fresh processes) and the first moves after it."""

    games: int
    repeats: int
    start_s: float
    """From launching the process to the commands checked."""
    setup_ms: float
    """Of which the bot's ``setup_hook`` (Store, Sessions, cogs, components, command check)."""
    first_ms: dict[str, float]
    """Per kind: the first full move after the start (median over the processes)."""
    later_ms: dict[str, float]
    """Per kind: the median of the next moves."""
    warm_s: float
    """How long the bot's warm-up took in the process that ran it before its first moves."""
    warm_first_ms: dict[str, float]
    """Per kind: the first full move after that warm-up."""
    fill_s: float
    db_bytes: int


async def fill(path: Path | str, count: int) -> None:
    """Store ``count`` lobbies (kinds in turn, one transaction each) and start one game of every kind, in the
    SQLite file or PostgreSQL database ``path`` names."""
    kinds = sorted(KITS)
    store = await Store.open(path)
    try:
        for i in range(count):
            kind = kinds[i % len(kinds)]
            await store.create_lobby(
                kind=kind,
                guild_id=FILL_CHANNELS,
                channel_id=FILL_CHANNELS + i,
                host_id=FILL_HOST_ID,
                host_name="Host",
                options=KITS[kind].game.check_options({}),
                seed=i,
                now=utcnow(),
            )
        sessions = Sessions(store, KITS, new_seed=lambda: 20261201)
        for i, kind in enumerate(kinds):
            game = KITS[kind].game
            players = min(game.max_players, max(game.min_players, 3))
            table = await seat_game(
                sessions, kind, channel_id=STARTED_CHANNELS + i, players=players, names=list(NAMES[:players])
            )
            await sessions.board_posted(table, board_message_id(table.id, table.record.version))
    finally:
        await store.close()


def _bot(path: Path | str) -> HauntBot:
    url = str(path) if is_postgres(str(path)) else None
    settings = Settings(
        token=None,
        database_path=Path("unused.db") if url else Path(path),
        database_url=url,
        dev_guild_id=None,
        log_level="WARNING",
        poll_seconds=0,
        warm_renderers=False,
    )
    return HauntBot(settings)


async def first_start(path: Path | str) -> None:
    """Start once so the command hash is stored, as the bot's first start does (its global sync skipped)."""
    bot = _bot(path)

    async def no_sync(*args: object, **kwargs: object) -> list[object]:
        return []

    bot.tree.sync = no_sync  # type: ignore[method-assign,assignment]
    async with bot:
        await bot.setup_hook()


@dataclass(frozen=True)
class StartRun:
    """What one fresh process measured (times in seconds or milliseconds, as named)."""

    ready_s: float
    setup_ms: float
    warm_s: float
    first_ms: dict[str, float]
    later_ms: dict[str, float]


async def start_and_play(path: Path | str, launched: float, warm: bool) -> StartRun:
    """In a fresh process: start the bot, then move in every started game.

    ``launched`` is when the process was launched (``time.time()``); with ``warm`` the bot's warm-up
    runs before the first moves, as it does once connected.
    """
    bot = _bot(path)
    async with bot:
        start = time.perf_counter()
        await bot.setup_hook()
        setup_ms = (time.perf_counter() - start) * 1000
        ready_s = time.time() - launched
        if bot.synced is not None:
            raise RuntimeError("the start-up synced the commands: their stored hash was missing or stale")
        warm_s = 0.0
        if warm:
            start = time.perf_counter()
            await asyncio.to_thread(warm_renderers, KITS)
            warm_s = time.perf_counter() - start
        sessions = bot.sessions
        publish = OfflinePublish(sessions, await load_cogs(sessions, tuple(KITS)))
        first: dict[str, float] = {}
        later: dict[str, list[float]] = {}
        rng = random.Random(f"startup:{launched}")
        for index, kind in enumerate(sorted(KITS)):
            table = await sessions.game_here(kind, STARTED_CHANNELS + index, 0)
            for move in range(1 + LATER_MOVES):
                if table.outcome() is not None:
                    break
                seat, action = pick(rng, table)
                began = time.perf_counter()
                table = (await full_move(sessions, table, seat, action, publish)).result.table
                ms = (time.perf_counter() - began) * 1000
                if move == 0:
                    first[kind] = ms
                else:
                    later.setdefault(kind, []).append(ms)
    return StartRun(ready_s, setup_ms, warm_s, first, {k: statistics.median(v) for k, v in later.items()})


def _run_child(*args: str) -> str:
    command = [sys.executable, "-m", "bot.bench.startup", *args]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"the start-up child failed (status {done.returncode}):\n{done.stderr[-2000:]}")
    return done.stdout.strip().splitlines()[-1]


def _start(mode: str, path: Path | str) -> StartRun:
    return StartRun(**json.loads(_run_child(mode, str(path), repr(time.time()))))


def _fast_dir() -> str | None:
    return str(FAST_TMP) if FAST_TMP.is_dir() and os.access(FAST_TMP, os.W_OK) else None


def _median_by_kind(runs: list[dict[str, float]]) -> dict[str, float]:
    kinds = sorted({k for run in runs for k in run})
    return {k: statistics.median(run[k] for run in runs if k in run) for k in kinds}


def measure(workdir: Path, games: int, repeats: int, *, url: str | None = None) -> StartupResult:
    """Fill a database with ``games`` games, then start the bot on it ``repeats`` times in fresh processes.

    The database is a SQLite file in ``workdir``, or the empty PostgreSQL database at ``url``.
    """
    path = workdir / "stored.db"
    fast = _fast_dir()
    began = time.perf_counter()
    if url is not None:
        asyncio.run(fill(url, games))
    elif fast is None:
        asyncio.run(fill(path, games))
    else:
        with tempfile.TemporaryDirectory(prefix="hauntbot-bench-", dir=fast) as tmp:
            asyncio.run(fill(Path(tmp) / "stored.db", games))
            shutil.copyfile(Path(tmp) / "stored.db", path)
    fill_s = time.perf_counter() - began
    target = url or str(path)
    _run_child("prime", target)
    runs = [_start("start", target) for _ in range(repeats)]
    warmed = _start("start-warm", target)
    starts = [*runs, warmed]
    return StartupResult(
        games=games,
        repeats=len(starts),
        start_s=statistics.median(r.ready_s for r in starts),
        setup_ms=statistics.median(r.setup_ms for r in starts),
        first_ms=_median_by_kind([r.first_ms for r in runs]),
        later_ms=_median_by_kind([r.later_ms for r in runs]),
        warm_s=warmed.warm_s,
        warm_first_ms=warmed.first_ms,
        fill_s=fill_s,
        db_bytes=0 if url is not None else path.stat().st_size,
    )


def main(argv: list[str] | None = None) -> int:
    """The child: ``prime PATH`` (a first start), ``start PATH LAUNCHED`` or ``start-warm PATH LAUNCHED``.

    The last two print one JSON line (a :class:`StartRun`); ``start-warm`` warms the renderers first.
    """
    parser = argparse.ArgumentParser(prog="python -m bot.bench.startup")
    parser.add_argument("mode", choices=("prime", "start", "start-warm"))
    parser.add_argument("path", help="the SQLite file, or a postgresql:// URL")
    parser.add_argument("launched", type=float, nargs="?", default=0.0)
    args = parser.parse_args(argv)
    if args.mode == "prime":
        asyncio.run(first_start(args.path))
        print("{}")
    else:
        print(json.dumps(asdict(asyncio.run(start_and_play(args.path, args.launched, args.mode == "start-warm")))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
