"""Looking back on long games: a replay frame, a history page and a digest, as the bot makes them.

For each kind, seeded games are played to their end (or ``max_moves``) through ``Sessions``
on a real SQLite file, untimed and with tiny pictures; the longest is looked back on with the
real kits and cogs:

- a **replay frame** is what a click on a replay control costs short of Discord: the game and
  its seats loaded, its events read, the board of move N rebuilt from the first one and drawn
  and encoded in a worker thread, the message (embed, file, controls) built by the real cog
  (:func:`cogs.replay.frame`) and turned into a request's parameters by discord.py; ``frames``
  moves evenly spaced over the game, in a seeded random order, as jumps come. Its rebuild
  alone (``bot.replay.state_at``) is timed apart;
- the replay's **opening** adds the check that the moves rebuild the stored end (one full rebuild);
- a **history page** is ``Sessions.history`` for each player and a spectator: opening it (the newest page;
  the first opening lays the pages out, kept for later requests), then pages spread over the game;
- a **digest** is ``Sessions.digest`` ("since your last move", with the seat's own notes) per seat;
- the **animation** of the longest game of all (:mod:`render.animation`, the default 10 MiB
  limit): its bytes, frames, scale and time, not judged.
"""

from __future__ import annotations

import asyncio
import dataclasses
import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from discord.http import handle_message_parameters
from PIL import Image

import bot.replay as replays
from bot.bench.moves import GAME_CHANNELS, KIND_CHANNELS, SeedFeed
from bot.bench.play import pick, seat_game
from bot.bench.publish import load_cogs
from bot.bench.stats import Spread
from bot.registry import KITS, GameKit
from bot.sample_games import NAMES
from bot.sessions import MoveResult, Sessions, Table
from bot.storage import Store
from cogs.replay import DEFAULT_LIMIT, frame
from render.animation import animate

if TYPE_CHECKING:
    from cogs.base import GameCog

REPLAY_CHANNELS = 500
"""Channels of the replay part start this far after each kind's channels of the moves part."""


@dataclass(frozen=True)
class KindReplay:
    """One kind's longest game looked back on; times in milliseconds."""

    kind: str
    game_id: int
    moves: int
    frame: Spread
    rebuild_p50: float
    open_ms: float
    history: Spread
    history_cold: float
    """The slowest first opening of the history (its pages laid out for a reader, as after a move)."""
    digest: Spread


@dataclass(frozen=True)
class AnimationFigure:
    """The animation of the longest game of the run."""

    kind: str
    moves: int
    bytes: int
    frames: int
    scale: float
    seconds: float


@dataclass(frozen=True)
class ReplayResult:
    """Every kind's figures, and the animation of the longest game."""

    kinds: list[KindReplay]
    animation: AnimationFigure | None

    @property
    def longest(self) -> KindReplay | None:
        """The kind whose game was the longest (its figures are the ones judged)."""
        return max(self.kinds, key=lambda k: k.moves, default=None)


async def _ignore(result: MoveResult) -> None:
    """The games are played untimed and without publishing."""


def _tiny(kit: GameKit) -> GameKit:
    return dataclasses.replace(kit, render=lambda view, names, lang="en": Image.new("RGB", (8, 8)))


async def _longest_game(
    sessions: Sessions, seeds: SeedFeed, kind: str, *, games: int, seed: int, max_moves: int
) -> int:
    """Play ``games`` seeded games of ``kind`` at its most players; the id of the longest."""
    kit = sessions.kits[kind]
    best, best_moves = 0, -1
    for index in range(games):
        rng = random.Random(f"{seed}:replay:{kind}:{index}")
        seeds.value = rng.getrandbits(52)
        players = kit.game.max_players
        names = [f"{NAMES[s % len(NAMES)]} {index}" for s in range(players)]
        channel = GAME_CHANNELS + KIND_CHANNELS * sorted(KITS).index(kind) + REPLAY_CHANNELS + index
        table: Table = await seat_game(sessions, kind, channel_id=channel, players=players, names=names)
        moves = 0
        while table.outcome() is None and (max_moves <= 0 or moves < max_moves):
            seat, action = pick(rng, table)
            result = await sessions.play(table.id, table.user_of(seat), action, version=None, publish=_ignore)
            table = result.table
            moves += 1
        if moves > best_moves:
            best, best_moves = table.id, moves
    return best


SPECTATOR = 1
"""A user who plays no seat: reads the public history."""


def _ms(start: float) -> float:
    return (time.perf_counter() - start) * 1000


async def _look_back(sessions: Sessions, cogs: dict[str, GameCog], game_id: int, frames: int, seed: int) -> KindReplay:
    """Time a game's replay frames, opening, history pages and digests."""
    store = sessions.store
    table = await sessions.load(game_id)
    kind = table.record.kind
    cog = cogs[kind]
    last = len(await store.events(game_id))
    wanted = replays.spaced(last, frames)
    random.Random(f"{seed}:frames:{kind}").shuffle(wanted)
    frame_ms: list[float] = []
    rebuild_ms: list[float] = []
    for n in wanted:
        start = time.perf_counter()
        table = await sessions.load(game_id)
        replay = replays.replay_of(table, await store.events(game_id))
        drawn = await frame(cog, replay, n)
        handle_message_parameters(embed=drawn.embed, file=drawn.file, view=drawn.view)
        frame_ms.append(_ms(start))
        start = time.perf_counter()
        replays.state_at(replay, n)
        rebuild_ms.append(_ms(start))
    start = time.perf_counter()
    table = await sessions.load(game_id)
    replay = replays.replay_of(table, await store.events(game_id))
    await asyncio.to_thread(replays.check, replay, table)
    await frame(cog, replay, 0)
    opened = _ms(start)
    history_ms: list[float] = []
    cold_ms: list[float] = []
    for user in (*(table.user_of(s) for s in range(len(table.seats))), SPECTATOR):
        start = time.perf_counter()  # opening the history: its pages laid out for this reader, the newest shown
        pages = (await sessions.history(game_id, user))[1].pages
        cold_ms.append(_ms(start))
        history_ms.append(cold_ms[-1])
        for page in sorted({1, *(1 + i * (pages - 1) // 9 for i in range(10))}):
            start = time.perf_counter()  # turning to a page
            await sessions.history(game_id, user, page)
            history_ms.append(_ms(start))
    digest_ms: list[float] = []
    for _ in range(3):
        for seat in range(len(table.seats)):
            start = time.perf_counter()
            await sessions.digest(table, seat, secrets=True)
            digest_ms.append(_ms(start))
    rebuild_ms.sort()
    return KindReplay(
        kind,
        game_id,
        last,
        Spread.of(frame_ms),
        rebuild_ms[len(rebuild_ms) // 2],
        opened,
        Spread.of(history_ms),
        max(cold_ms),
        Spread.of(digest_ms),
    )


async def _animation(sessions: Sessions, figure: KindReplay) -> AnimationFigure:
    """Make the animation of one game as the Animation button does (in a worker thread)."""
    table = await sessions.load(figure.game_id)
    replay = replays.replay_of(table, await sessions.store.events(figure.game_id))
    start = time.perf_counter()
    made = await asyncio.to_thread(
        animate, replays.Boards(replay), replay.last, limit=DEFAULT_LIMIT, palette=table.kit.palette
    )
    seconds = time.perf_counter() - start
    return AnimationFigure(figure.kind, replay.last, len(made.data), len(made.moves), made.scale, seconds)


async def measure(
    workdir: Path,
    kinds: tuple[str, ...],
    *,
    games: int,
    frames: int,
    seed: int,
    max_moves: int = 0,
    animation: bool = True,
) -> ReplayResult:
    """Play each kind's games on a fresh file in ``workdir``, then look back on the longest of each."""
    store = await Store.open(workdir / "replay.db")
    try:
        seeds = SeedFeed()
        player = Sessions(store, {k: _tiny(KITS[k]) for k in kinds}, new_seed=seeds)
        ids = {k: await _longest_game(player, seeds, k, games=games, seed=seed, max_moves=max_moves) for k in kinds}
        sessions = Sessions(store, {k: KITS[k] for k in kinds})
        cogs = await load_cogs(sessions, kinds)
        figures = [await _look_back(sessions, cogs, ids[k], frames, seed) for k in kinds]
        result = ReplayResult(figures, None)
        longest = result.longest
        if animation and longest is not None:
            result = ReplayResult(figures, await _animation(sessions, longest))
        return result
    finally:
        await store.close()
