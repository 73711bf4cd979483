"""Start-up time with many stored games: what the bot does before it connects to Discord.

Start-up opens the Store (pragmas, migration check) and creates the Sessions;
it must not load the games, so its time must not grow with their number.
"""

from __future__ import annotations

import os
import shutil
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from bot.registry import KITS
from bot.sessions import Sessions, utcnow
from bot.storage import Store

FILL_CHANNELS = 1_000_000
FILL_HOST_ID = 99
FAST_TMP = Path("/dev/shm")
"""tmpfs where the filler may write (fsync is free there) before the file is copied to disk."""


@dataclass(frozen=True)
class StartupResult:
    """Start-up times (median of several opens) on an empty and on a filled database."""

    games: int
    repeats: int
    empty_ms: float
    full_ms: float
    fill_s: float
    fill_place: str
    db_bytes: int


async def fill(path: Path, count: int) -> None:
    """Store ``count`` lobbies, kinds in turn, through ``Store.create_lobby`` (one transaction each)."""
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
    finally:
        await store.close()


async def start_once(path: Path) -> float:
    """Milliseconds for ``Store.open`` + ``Sessions`` (then closed, untimed)."""
    start = time.perf_counter()
    store = await Store.open(path)
    Sessions(store, KITS)
    elapsed = (time.perf_counter() - start) * 1000
    await store.close()
    return elapsed


async def count_games(path: Path) -> int:
    """How many games the database holds."""
    store = await Store.open(path)
    try:
        return await store.count_games()
    finally:
        await store.close()


def _fast_dir() -> str | None:
    return str(FAST_TMP) if FAST_TMP.is_dir() and os.access(FAST_TMP, os.W_OK) else None


async def measure(workdir: Path, games: int, repeats: int) -> StartupResult:
    """Fill a database with ``games`` games and time start-up on it and on an empty one."""
    empty, full = workdir / "empty.db", workdir / "stored.db"
    await (await Store.open(empty)).close()
    fast = _fast_dir()
    start = time.perf_counter()
    if fast is None:
        await fill(full, games)
    else:
        with tempfile.TemporaryDirectory(prefix="hauntbot-bench-", dir=fast) as tmp:
            await fill(Path(tmp) / "stored.db", games)
            shutil.copyfile(Path(tmp) / "stored.db", full)
    fill_s = time.perf_counter() - start
    stored = await count_games(full)
    if stored != games:
        raise RuntimeError(f"the filled database holds {stored} games, not {games}")
    empty_times: list[float] = []
    full_times: list[float] = []
    for _ in range(repeats):
        empty_times.append(await start_once(empty))
        full_times.append(await start_once(full))
    return StartupResult(
        games=games,
        repeats=repeats,
        empty_ms=statistics.median(empty_times),
        full_ms=statistics.median(full_times),
        fill_s=fill_s,
        fill_place="on tmpfs, then copied to disk" if fast else "on disk",
        db_bytes=full.stat().st_size,
    )
