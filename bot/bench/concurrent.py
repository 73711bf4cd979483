"""Moves per second with many games moving at once, on one Store and one Sessions (issue 13).

As the bot runs: one event loop, one database connection, one ``Sessions``.
``count`` seeded games are opened and started first (kinds in turn: 20 games
are 4 of each kind, the mix a bot serving every game sees; ``--kind`` gives
one kind), then each is played by its own asyncio task, all released at once,
as full moves (:func:`bot.bench.play.full_move`: the real renderers, the
mover's private view, :class:`~bot.bench.publish.OfflinePublish`). A task plays random legal moves
back to back (no thinking time: the figure is what the bot can take), passing
the board version a click would carry, until its game has made ``moves``
moves or ended. The default of 25 keeps all games moving to the end: random
Quiet House games last 25 moves, the other kinds longer.

Reported: moves acknowledged, wall time from the release to the last task's
end (and when the first task ended: after that fewer games were moving),
moves per second, the CPU the process used meanwhile (how many cores it kept
busy), p50/p95 of one full move and of the publish alone, and the moves refused as out of date (0 expected: each game
has one driver). Then an integrity check per game: the stored version is the
start version plus the acknowledged moves, the event log holds exactly those
actions with versions rising by one from the start, every move was published
once and the stored live board is the last one.
"""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field
from pathlib import Path

from bot.bench.moves import SeedFeed
from bot.bench.play import full_move, seat_game
from bot.bench.publish import OfflinePublish, board_message_id, load_cogs
from bot.bench.stats import Spread
from bot.registry import KITS
from bot.sample_games import NAMES
from bot.sessions import Refusal, Sessions, StaleBoard, Table
from bot.storage import Store, StoreProtocol
from bot.tables import engine_state
from bot.warmup import warm_renderers

CONCURRENT_CHANNELS = 300_000


@dataclass
class GameRun:
    """What one game's task was told back."""

    game_id: int
    kind: str
    start_version: int
    acked: list[str] = field(default_factory=list)
    """The actions ``Sessions.play`` acknowledged, in order."""
    latencies_ms: list[float] = field(default_factory=list)
    stale: int = 0
    refusals: list[str] = field(default_factory=list)
    """Any other refusal: a bug in the benchmark or the pipeline (the task stops at the first)."""
    done_at: float = 0.0


@dataclass(frozen=True)
class ConcurrentResult:
    """The figure and its integrity check."""

    games: int
    mix: str
    moves_per_game: int
    moves: int
    wall_s: float
    cpu_s: float
    """CPU time of the whole process (event loop, database and drawing threads) over ``wall_s``."""
    first_done_s: float
    latency: Spread
    publish: Spread
    stale: int
    problems: tuple[str, ...]
    """Integrity failures, one sentence each (empty: every acknowledged move is stored and published)."""

    @property
    def rate(self) -> float:
        """Acknowledged moves per second of wall time."""
        return self.moves / self.wall_s if self.wall_s > 0 else 0.0

    @property
    def cpu_per_move_ms(self) -> float:
        """CPU time of the process per acknowledged move."""
        return self.cpu_s * 1000 / self.moves if self.moves else 0.0

    @property
    def cores(self) -> float:
        """How many cores the process kept busy on average during the run."""
        return self.cpu_s / self.wall_s if self.wall_s > 0 else 0.0

    @property
    def passed(self) -> bool:
        """Whether the integrity check found nothing wrong."""
        return not self.problems


def describe_mix(kinds: list[str]) -> str:
    """How many games of each kind, e.g. "4 children, 4 ghostathome, ..."."""
    return ", ".join(f"{kinds.count(k)} {k}" for k in sorted(set(kinds)))


async def open_game(
    sessions: Sessions, seeds: SeedFeed, kind: str, index: int, seed: int | str, *, channel: int
) -> tuple[Table, random.Random]:
    """Open and start one seeded game of ``kind`` in ``channel`` and post its first board; its move picker."""
    game = KITS[kind].game
    rng = random.Random(f"{seed}:concurrent:{kind}:{index}")
    players = rng.randint(game.min_players, game.max_players)
    seeds.value = rng.getrandbits(52)
    names = [f"{NAMES[s % len(NAMES)]} {index}" for s in range(players)]
    table = await seat_game(sessions, kind, channel_id=channel, players=players, names=names)
    # As the cog's first board does once the game has started.
    await sessions.board_posted(table, board_message_id(table.id, table.record.version))
    return table, rng


async def open_games(
    sessions: Sessions, seeds: SeedFeed, kinds: tuple[str, ...], count: int, seed: int | str
) -> list[tuple[Table, random.Random]]:
    """Open and start ``count`` seeded games, kinds in turn, and post their first boards (untimed)."""
    return [
        await open_game(sessions, seeds, kinds[i % len(kinds)], i, seed, channel=CONCURRENT_CHANNELS + i)
        for i in range(count)
    ]


async def drive(
    sessions: Sessions,
    table: Table,
    rng: random.Random,
    run: GameRun,
    *,
    moves: int,
    publish: OfflinePublish,
    go: asyncio.Event,
    until: float = float("inf"),
) -> None:
    """Play one game's moves back to back once ``go`` is set, timing each ``Sessions.play``; stop at ``moves``
    moves, the game's end, or ``until`` (a ``time.perf_counter`` instant)."""
    game = table.kit.game
    await go.wait()
    while len(run.acked) < moves and table.outcome() is None and run.stale <= moves and time.perf_counter() < until:
        seat = rng.choice(sorted(table.to_act()))
        action = rng.choice(list(game.legal_actions(engine_state(table), seat)))
        start = time.perf_counter()
        try:
            move = await full_move(sessions, table, seat, action, publish)
        except StaleBoard:
            run.stale += 1
            table = await sessions.load(table.id)
            continue
        except Refusal as exc:
            run.refusals.append(f"{action!r}: {exc}")
            break
        run.latencies_ms.append((time.perf_counter() - start) * 1000)
        run.acked.append(action)
        table = move.result.table
    run.done_at = time.perf_counter()


async def verify(store: StoreProtocol, runs: list[GameRun], publish: OfflinePublish) -> list[str]:
    """Every acknowledged move stored once, in order, and published; one sentence per problem."""
    problems: list[str] = []
    for run in runs:
        name = f"game {run.game_id} ({run.kind})"
        problems += [f"{name}: a move was refused: {r}" for r in run.refusals]
        record = await store.game(run.game_id)
        if record is None:
            problems.append(f"{name}: missing from the database")
            continue
        expected = run.start_version + len(run.acked)
        if record.version != expected:
            problems.append(
                f"{name}: stored version {record.version}, expected {run.start_version} + {len(run.acked)} = {expected}"
            )
        events = await store.events(run.game_id)
        versions = [e.version for e in events]
        wanted = list(range(run.start_version + 1, expected + 1))
        if versions != wanted:
            problems.append(f"{name}: {len(events)} events with versions {versions}, expected {wanted}")
        elif [e.action for e in events] != run.acked:
            problems.append(f"{name}: the event log's actions differ from the acknowledged moves")
        if publish.posted.get(run.game_id, []) != wanted:
            problems.append(f"{name}: boards published for versions {publish.posted.get(run.game_id, [])}")
        if record.board_version != expected or record.board_message_id != board_message_id(run.game_id, expected):
            problems.append(
                f"{name}: the stored live board is message {record.board_message_id} showing version "
                f"{record.board_version}, not version {expected}'s"
            )
    return problems


async def measure(
    workdir: Path, kinds: tuple[str, ...], *, count: int, moves: int, seed: int, warm: bool = True
) -> ConcurrentResult:
    """Open ``count`` games on a fresh database in ``workdir``, play them all at once, and check the result.

    ``warm``: first warm the renderers as the bot does once connected (untimed; skip it when this
    process has already done so).
    """
    store = await Store.open(workdir / "concurrent.db")
    try:
        seeds = SeedFeed()
        sessions = Sessions(store, KITS, new_seed=seeds)
        if warm:
            await asyncio.to_thread(warm_renderers, {kind: KITS[kind] for kind in kinds})
        publish = OfflinePublish(sessions, await load_cogs(sessions, kinds))
        games = await open_games(sessions, seeds, kinds, count, seed)
        runs = [GameRun(t.id, t.record.kind, t.record.version) for t, _ in games]
        go = asyncio.Event()
        tasks = [
            asyncio.create_task(drive(sessions, t, rng, run, moves=moves, publish=publish, go=go))
            for (t, rng), run in zip(games, runs, strict=True)
        ]
        await asyncio.sleep(0)  # every task is now waiting for the release
        start, cpu = time.perf_counter(), time.process_time()
        go.set()
        await asyncio.gather(*tasks)
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu
        problems = await verify(store, runs, publish)
    finally:
        await store.close()
    latencies = [ms for run in runs for ms in run.latencies_ms]
    return ConcurrentResult(
        games=count,
        mix=describe_mix([run.kind for run in runs]),
        moves_per_game=moves,
        moves=len(latencies),
        wall_s=wall,
        cpu_s=cpu,
        first_done_s=min(run.done_at for run in runs) - start,
        latency=Spread.of(latencies) if latencies else Spread(0.0, 0.0),
        publish=Spread.of(publish.times_ms) if publish.times_ms else Spread(0.0, 0.0),
        stale=sum(run.stale for run in runs),
        problems=tuple(problems) + (() if latencies else ("no move was acknowledged",)),
    )
