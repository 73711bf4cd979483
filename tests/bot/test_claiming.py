"""Several runtimes over one PostgreSQL database: every scheduled effect once, a dead runtime's work taken over after
its lease, and each runtime acting only on the games its shards reach.

Each runtime is a store (its own connection pool), sessions and a scheduler, as a process of the bot has; their
notifiers write every effect into one shared list. The three stores share one game-lock registry, standing in for
the database game lock of issue 24 point 3 (built beside this): a move and its board are one change of a game
across runtimes, as they are in one process.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import weakref
from collections import Counter
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.claiming import Claims, lease_for
from bot.i18n import Msg
from bot.registry import KITS
from bot.scheduler import Scheduler
from bot.sessions import MoveResult, Sessions, Table
from bot.shards import ONE_PROCESS, Shards
from bot.storage import Look, OldBoard, Store
from bot.tables import engine_state
from tests.clock import Clock
from tests.conftest import database_at

pytestmark = pytest.mark.postgres

LEASE = timedelta(seconds=60)
Effect = tuple[Any, ...]


class Effects:
    """A runtime's notifier: each effect is written down as (what, game, detail, runtime) in the shared log."""

    def __init__(self, name: str, sessions: Sessions, log: list[Effect], ids: itertools.count[int]) -> None:
        self.name, self.sessions, self.log, self.ids = name, sessions, log, ids

    def publisher(self, kind: str) -> Callable[[MoveResult], Any]:
        """Write the board down, then record it as posted (as a message of its own)."""

        async def publish(result: MoveResult) -> None:
            await asyncio.sleep(0.001)  # a Discord call takes a moment: the runtimes interleave here
            self.log.append(("board", result.table.id, result.table.record.version, self.name))
            await self.sessions.board_posted(result.table, next(self.ids))

        return publish

    async def remind(self, table: Table, seat: int, note: Msg) -> None:
        """Write the reminder down."""
        await asyncio.sleep(0.001)
        self.log.append(("remind", table.id, seat, self.name))

    async def retire_board(self, old: OldBoard) -> None:
        """Write the retirement down; the old board is retired."""
        await asyncio.sleep(0.001)
        self.log.append(("retire", old.game_id, old.message_id, self.name))
        await self.sessions.store.board_retired(old.message_id)

    async def end_look(self, look: Look) -> None:
        """Write the hidden look down; it is forgotten."""
        self.log.append(("look", look.game_id, look.message_id, self.name))
        await self.sessions.store.forget_look(look.game_id, look.message_id)

    async def announce(self, table: Table, text: str) -> None:
        """Write the announcement down."""
        self.log.append(("announce", table.id, text, self.name))

    async def move_into_thread(self, game_id: int) -> bool:
        """No game here waits for its thread."""
        return False


@dataclass
class Runtime:
    """One process's worth: its store, sessions, claims and scheduler."""

    name: str
    store: Store
    sessions: Sessions
    scheduler: Scheduler


@dataclass
class Cluster:
    """Runtimes on one database, the clock they share and the effects they made."""

    clock: Clock
    log: list[Effect] = field(default_factory=list)
    runtimes: list[Runtime] = field(default_factory=list)
    ids: itertools.count[int] = field(default_factory=lambda: itertools.count(5000))
    locks: weakref.WeakValueDictionary[int, asyncio.Lock] = field(default_factory=weakref.WeakValueDictionary)

    async def add(self, url: str, name: str, shards: Shards = ONE_PROCESS) -> Runtime:
        """Start a runtime of its own store on ``url``."""
        store = await Store.open(url)
        store._game_locks = self.locks  # the database game lock's stand-in: one registry for every runtime
        sessions = Sessions(store, KITS, clock=self.clock, new_seed=lambda: 3)
        claims = Claims(store, clock=self.clock, lease=LEASE, shards=shards)
        notes = Effects(name, sessions, self.log, self.ids)
        runtime = Runtime(name, store, sessions, Scheduler(sessions, notes, clock=self.clock, claims=claims))
        self.runtimes.append(runtime)
        return runtime

    def effects(self) -> Counter[Effect]:
        """How many times each effect was made, whoever made it."""
        return Counter(e[:-1] for e in self.log)


@pytest.fixture
async def cluster(tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[tuple[Cluster, str]]:
    """A cluster on a fresh PostgreSQL database (its URL beside it); every runtime's store is closed at the end."""
    url = str(database_at("postgres", tmp_path / "unused.db", request))
    made = Cluster(Clock())
    yield made, url
    for runtime in made.runtimes:
        await runtime.store.close()


async def rumble(sessions: Sessions, guild: int | None, channel: int, *, owe_board: bool = False) -> int:
    """A started three-player Rumble game in ``guild`` with its first board posted; ``owe_board``: a move is then
    saved whose board was never posted (a crash), so the game owes it."""
    table = await sessions.open_lobby(
        "rumble", guild_id=guild, channel_id=channel, user_id=10, name="A", options={}, settings={}
    )
    for user in (11, 12):
        await sessions.join(table.id, user, f"P{user}")
    started = await sessions.start(table.id, 10)
    await sessions.board_posted(started, channel * 10)
    if owe_board:
        (seat,) = started.to_act()
        action = started.kit.game.legal_actions(engine_state(started), seat)[0]

        async def lost(result: MoveResult) -> None:
            """The bot died before the board was posted."""

        await sessions.play(started.id, started.user_of(seat), action, version=None, publish=lost)
    return started.id


async def ghost(sessions: Sessions, guild: int | None, channel: int) -> int:
    """A started Ghost at Home game whose turn deadline (60 minutes) skips the absent player."""
    settings = {"turn_minutes": 60, "on_timeout": "skip"}
    table = await sessions.open_lobby(
        "ghostathome", guild_id=guild, channel_id=channel, user_id=10, name="A", options={}, settings=settings
    )
    await sessions.join(table.id, 11, "B")
    started = await sessions.start(table.id, 10)
    await sessions.board_posted(started, channel * 10)
    return started.id


async def many_games(sessions: Sessions, guilds: list[int | None]) -> dict[str, list[int]]:
    """Games of every kind of due work in each of ``guilds``: a reminder, an owed board (and the reminder after
    its move), a deadline that skips; then the clock is moved on 12 hours, so all of it is due."""
    made: dict[str, list[int]] = {"remind": [], "owed": [], "skip": []}
    for n, guild in enumerate(guilds):
        made["remind"].append(await rumble(sessions, guild, 100 + 3 * n))
        made["owed"].append(await rumble(sessions, guild, 101 + 3 * n, owe_board=True))
        made["skip"].append(await ghost(sessions, guild, 102 + 3 * n))
    return made


async def expected(sessions: Sessions, made: dict[str, list[int]]) -> set[Effect]:
    """Every effect the due work owes, read from the games before any pass: one reminder per rumble game's seat to
    act, one board per owed board and per skipped turn, and each of those boards retires the one before."""
    owed: set[Effect] = set()
    for game_id in made["remind"] + made["owed"]:
        (seat,) = (await sessions.load(game_id)).to_act()
        owed.add(("remind", game_id, seat))
    for game_id in made["owed"] + made["skip"]:
        table = await sessions.load(game_id)
        version = table.record.version + (game_id in made["skip"])
        owed.add(("board", game_id, version))
        owed.add(("retire", game_id, table.record.board_message_id))
    return owed


async def passes(cluster: Cluster, runtimes: list[Runtime] | None = None) -> None:
    """One scheduler pass of each runtime, all at the same time."""
    await asyncio.gather(*(r.scheduler.tick() for r in runtimes or cluster.runtimes))


async def test_three_runtimes_make_every_effect_once(cluster: tuple[Cluster, str]) -> None:
    """Three runtimes passing at once over 24 games with due reminders, deadlines and owed boards: each effect is
    made exactly once in all, the work is shared, and nothing is left due."""
    made_cluster, url = cluster
    runtimes = [await made_cluster.add(url, name) for name in ("a", "b", "c")]
    made = await many_games(runtimes[0].sessions, [n << 22 for n in range(8)])
    made_cluster.clock.advance(hours=12)
    owed = await expected(runtimes[0].sessions, made)
    for _ in range(2):
        await passes(made_cluster)
    done = made_cluster.effects()
    assert set(done) == owed and set(done.values()) == {1}, done
    assert len({e[-1] for e in made_cluster.log}) > 1  # more than one runtime took work
    store = runtimes[0].store
    assert await store.boards_behind() == [] and await store.old_boards() == []
    assert await store.due_duties(made_cluster.clock()) == []


@pytest.mark.parametrize("dies_at", ["board:", "duty:"])
async def test_a_runtime_that_dies_holding_a_claim_loses_it_to_the_next_pass_after_its_lease(
    cluster: tuple[Cluster, str], monkeypatch: pytest.MonkeyPatch, dies_at: str
) -> None:
    """A runtime freezes for good right after claiming a piece of work (as at a SIGKILL): the survivors leave that
    work while its lease holds, and the first pass of theirs after the lease does it, once."""
    made_cluster, url = cluster
    dead, *alive = [await made_cluster.add(url, name) for name in ("dead", "b", "c")]
    made = await many_games(dead.sessions, [n << 22 for n in range(3)])
    made_cluster.clock.advance(hours=12)
    owed = await expected(dead.sessions, made)
    claim = dead.store.claim
    held: list[str] = []

    async def claim_then_die(key: str, owner: str, until: Any, now: Any) -> bool:
        """Claim; the first claim of a ``dies_at`` key is the last thing this runtime does."""
        got = await claim(key, owner, until, now)
        if got and key.startswith(dies_at) and not held:
            held.append(key)
            await asyncio.Event().wait()
        return got

    monkeypatch.setattr(dead.store, "claim", claim_then_die)
    dying = asyncio.create_task(dead.scheduler.tick())
    while not held:
        await asyncio.sleep(0.01)
    for _ in range(2):  # a board a skipped turn posts retires its old one in the next pass
        await passes(made_cluster, alive)
    left = owed - set(made_cluster.effects())
    game_id = int(held[0].split(":")[1])
    assert left and {e[1] for e in left} == {game_id}  # only the dead runtime's work waits
    made_cluster.clock.advance(seconds=LEASE.total_seconds() + 1)
    await passes(made_cluster, alive)
    done = made_cluster.effects()
    dying.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await dying
    assert set(done) == owed and set(done.values()) == {1}, done
    assert {e[-1] for e in made_cluster.log if e[1] == game_id} <= {"b", "c"}


async def test_each_runtime_acts_only_on_the_games_its_shards_reach(cluster: tuple[Cluster, str]) -> None:
    """Three runtimes of one shard each (of three): every game's effects are made by the runtime of its server's
    shard, a game without a server by shard 0's, and all of them once."""
    made_cluster, url = cluster
    shards = [Shards(count=3, ids=(i,)) for i in range(3)]
    runtimes = [await made_cluster.add(url, f"shard{i}", shards[i]) for i in range(3)]
    guilds: list[int | None] = [(n << 22) + 77 for n in range(6)] + [None]
    made = await many_games(runtimes[0].sessions, guilds)
    made_cluster.clock.advance(hours=12)
    owed = await expected(runtimes[0].sessions, made)
    for _ in range(2):
        await passes(made_cluster)
    done = made_cluster.effects()
    assert set(done) == owed and set(done.values()) == {1}, done
    guild_of = await runtimes[0].store.guilds_of([e[1] for e in made_cluster.log])
    for what, game_id, _, name in made_cluster.log:
        shard = shards[0].shard_of(guild_of[game_id])
        assert name == f"shard{shard}", (what, game_id, guild_of[game_id], name)
    assert {e[-1] for e in made_cluster.log} == {"shard0", "shard1", "shard2"}


def test_the_lease_is_two_polls_and_at_least_a_minute() -> None:
    """With the default 30 s poll a claim holds 60 s; a longer poll holds two of them."""
    assert lease_for(30) == timedelta(seconds=60)
    assert lease_for(5) == timedelta(seconds=60)
    assert lease_for(300) == timedelta(seconds=600)
