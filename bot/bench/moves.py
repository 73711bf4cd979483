"""Seeded games of every kind played one move at a time, each full move timed.

Per move the benchmark picks a random legal action (``random.Random`` seeded
per game: the benchmark is not a rules engine), plays it with
:func:`bot.bench.play.full_move` and records its wall time (from the call to
the last picture drawn and published), the CPU time of the whole process over
it (every thread: the event loop, the database thread, drawing threads), the
publish's part, the private view's part and the size of every PNG.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from bot.bench.play import full_move, pick, seat_game
from bot.bench.publish import OfflinePublish, board_message_id
from bot.registry import KITS, GameKit
from bot.sample_games import NAMES
from bot.sessions import Sessions

GAME_CHANNELS = 100_000
KIND_CHANNELS = 1_000
"""Channels per kind: a channel holds one running game at a time, so every game gets its own."""


@dataclass
class KindTimings:
    """Every sample of one game kind; times in milliseconds."""

    kind: str
    games: int = 0
    moves: int = 0
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    publish: list[float] = field(default_factory=list)
    private: list[float] = field(default_factory=list)
    png_sizes: list[int] = field(default_factory=list)

    @property
    def play(self) -> list[float]:
        """``Sessions.play`` without its publish: load, apply, save, public board."""
        return [w - p - v for w, p, v in zip(self.wall, self.publish, self.private, strict=True)]


class SeedFeed:
    """The ``new_seed`` of the benchmark's Sessions: returns the seed set for the next lobby."""

    def __init__(self) -> None:
        self.value = 0

    def __call__(self) -> int:
        """The seed of the lobby being opened."""
        return self.value


async def play_game(
    sessions: Sessions,
    seeds: SeedFeed,
    publish: OfflinePublish,
    kit: GameKit,
    timings: KindTimings,
    *,
    index: int,
    seed: int,
    max_moves: int,
) -> None:
    """Play one seeded game to its end (or ``max_moves``), adding each move's figures."""
    kind = timings.kind
    rng = random.Random(f"{seed}:{kind}:{index}")
    players = rng.randint(kit.game.min_players, kit.game.max_players)
    seeds.value = rng.getrandbits(52)
    names = [f"{NAMES[s % len(NAMES)]} {index}" for s in range(players)]
    channel = GAME_CHANNELS + KIND_CHANNELS * sorted(KITS).index(kind) + index
    table = await seat_game(
        sessions, kind, channel_id=channel, players=players, names=names, options=kit.sample_options(rng)
    )
    await sessions.board_posted(table, board_message_id(table.id, table.record.version))
    timings.games += 1
    moves = 0
    while table.outcome() is None and (max_moves <= 0 or moves < max_moves):
        seat, action = pick(rng, table)
        published = len(publish.times_ms)
        start, cpu = time.perf_counter(), time.process_time()
        move = await full_move(sessions, table, seat, action, publish)
        timings.wall.append((time.perf_counter() - start) * 1000)
        timings.cpu.append((time.process_time() - cpu) * 1000)
        timings.publish.append(sum(publish.times_ms[published:]))
        timings.private.append(move.private_ms)
        if move.result.picture is None:
            raise RuntimeError(f"{kind}: the pipeline could not draw the board of move {moves + 1}")
        timings.png_sizes.extend(move.pngs)
        table = move.result.table
        moves += 1
    timings.moves += moves
