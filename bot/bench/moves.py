"""Seeded games played through the real move pipeline, each stage of every move timed.

Per move the benchmark picks a random legal action (``random.Random`` seeded
per game: the benchmark is not a rules engine), then times

- ``apply``: ``game.apply`` on the loaded state;
- ``pipeline``: ``Sessions.play`` end to end with a publish that does nothing;
- ``save``: ``Store.save_move`` of the same new state and event, on a twin
  game row in the same database (the real game has just been saved);
- ``render``: ``kit.render`` of the public view, as the pipeline draws it;
- ``encode``: ``encode_png`` of that picture with the kind's palette, as the pipeline does;
- the floor: ``encode_png(blank_like(picture))`` plus one Store commit
  (``set_meta``) of a value as long as the state's JSON.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, ParamSpec, TypeVar

from bot.games.base import Outcome
from bot.registry import KITS, GameKit
from bot.sample_games import NAMES
from bot.sessions import MoveResult, Sessions, Table, utcnow
from bot.storage import ACTIVE, FINISHED, Store
from render.encode import blank_like, encode_png

STAGES: tuple[str, ...] = ("apply", "save", "render", "encode")
"""The stages timed one by one, in pipeline order."""


GUILD_ID = 1_000
FIRST_USER_ID = 10_000
GAME_CHANNELS = 100_000
TWIN_CHANNELS = 200_000
KIND_CHANNELS = 1_000
"""Channels per kind: a channel holds one running game at a time, so every game gets its own."""
FLOOR_KEY = "bench_floor"

T = TypeVar("T")
P = ParamSpec("P")


@dataclass
class KindTimings:
    """Every sample of one game kind; times in milliseconds."""

    kind: str
    games: int = 0
    moves: int = 0
    stages: dict[str, list[float]] = field(default_factory=lambda: {s: [] for s in STAGES})
    pipeline: list[float] = field(default_factory=list)
    floor_encode: list[float] = field(default_factory=list)
    floor_commit: list[float] = field(default_factory=list)
    png_sizes: list[int] = field(default_factory=list)

    @property
    def floor(self) -> list[float]:
        """The floor of each move: blank encode plus one commit."""
        return [e + c for e, c in zip(self.floor_encode, self.floor_commit, strict=True)]


class SeedFeed:
    """The ``new_seed`` of the benchmark's Sessions: returns the seed set for the next lobby."""

    def __init__(self) -> None:
        self.value = 0

    def __call__(self) -> int:
        """The seed of the lobby being opened."""
        return self.value


async def _no_publish(result: MoveResult) -> None:
    """Publishing to Discord is not part of the benchmark."""


def _timed(work: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> tuple[T, float]:
    start = time.perf_counter()
    value = work(*args, **kwargs)
    return value, (time.perf_counter() - start) * 1000


async def _timed_async(work: Callable[P, Awaitable[T]], *args: P.args, **kwargs: P.kwargs) -> tuple[T, float]:
    start = time.perf_counter()
    value = await work(*args, **kwargs)
    return value, (time.perf_counter() - start) * 1000


async def seat_game(
    sessions: Sessions, seeds: SeedFeed, kind: str, *, channel_id: int, players: int, seed: int
) -> Table:
    """Open a lobby, seat ``players`` users and start it, as the cogs would."""
    seeds.value = seed
    host = FIRST_USER_ID
    table = await sessions.open_lobby(
        kind, guild_id=GUILD_ID, channel_id=channel_id, user_id=host, name=NAMES[0], options={}
    )
    for seat in range(1, players):
        await sessions.join(table.id, host + seat, NAMES[seat % len(NAMES)])
    return await sessions.start(table.id, host)


async def warm_up(table: Table) -> None:
    """Draw and encode the opening board once, untimed (fonts, caches, worker thread)."""
    view = table.kit.game.view(table.state, None)
    image = await asyncio.to_thread(table.kit.render, view, table.names)
    encode_png(image, table.kit.palette)
    encode_png(blank_like(image))


async def play_game(
    sessions: Sessions, seeds: SeedFeed, kit: GameKit, timings: KindTimings, *, index: int, seed: int, max_moves: int
) -> None:
    """Play one seeded game to its end (or ``max_moves``), adding each move's timings."""
    store: Store = sessions.store
    game = kit.game
    rng = random.Random(f"{seed}:{timings.kind}:{index}")
    players = rng.randint(game.min_players, game.max_players)
    game_seed = rng.getrandbits(52)
    channel = KIND_CHANNELS * sorted(KITS).index(timings.kind) + index
    table = await seat_game(
        sessions, seeds, timings.kind, channel_id=GAME_CHANNELS + channel, players=players, seed=game_seed
    )
    twin = await seat_game(
        sessions, seeds, timings.kind, channel_id=TWIN_CHANNELS + channel, players=players, seed=game_seed
    )
    twin_version = twin.record.version
    if timings.games == 0:
        await warm_up(table)
    timings.games += 1
    moves = 0
    outcome: Outcome | None = table.outcome()
    while outcome is None and (max_moves <= 0 or moves < max_moves):
        seat = rng.choice(sorted(table.to_act()))
        actions = list(game.legal_actions(table.state, seat))
        if not actions:
            raise RuntimeError(f"{timings.kind}: seat {seat} must act but has no legal action")
        action = rng.choice(actions)

        after, ms = _timed(game.apply, table.state, seat, action)
        timings.stages["apply"].append(ms)

        result, ms = await _timed_async(
            sessions.play, table.id, table.user_of(seat), action, version=table.record.version, publish=_no_publish
        )
        timings.pipeline.append(ms)
        if result.picture is None:
            raise RuntimeError(f"{timings.kind}: the pipeline could not draw the board of move {moves + 1}")
        timings.png_sizes.append(len(result.picture.png))
        if result.table.state != after:
            raise RuntimeError(f"{timings.kind}: the pipeline and the timed apply disagree on move {moves + 1}")

        state: dict[str, Any] = game.dump(after)
        status = FINISHED if game.outcome(after) is not None else ACTIVE
        saved, ms = await _timed_async(
            store.save_move,
            twin.id,
            expected_version=twin_version,
            state=state,
            status=status,
            seat=seat,
            action=action,
            now=utcnow(),
        )
        timings.stages["save"].append(ms)
        twin_version = saved.version

        view = game.view(after, None)
        image, ms = _timed(kit.render, view, table.names)
        timings.stages["render"].append(ms)
        png, ms = _timed(encode_png, image, kit.palette)
        timings.stages["encode"].append(ms)
        timings.png_sizes.append(len(png))

        _, ms = _timed(encode_png, blank_like(image))
        timings.floor_encode.append(ms)
        _, ms = await _timed_async(store.set_meta, FLOOR_KEY, "x" * len(json.dumps(state)))
        timings.floor_commit.append(ms)

        table = result.table
        outcome = table.outcome()
        moves += 1
    timings.moves += moves
