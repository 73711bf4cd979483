"""One runtime's claims on scheduled work: each effect once across the bot's processes, a dead one's work taken over.

Every process (a runtime: its store, sessions and scheduler) has an owner id, a fresh uuid each start. Before
the effect of a piece of scheduled work (a due duty, an owed board, an old board to retire, a look to end, a game
to move into its thread, an away that ended, a start-up task) the scheduler claims the work's key in the store
(``bot.storage.claims``) for a lease; another process holding it is skipped this pass, and the claim is given
back when the effect is done (or failed: the next pass tries again). A process that dies holding a claim never
gives it back: its lease lapses and the next pass of any other process takes the work over.

The lease is :func:`lease_for` the poll interval: two polls, at least a minute (60 s with the default 30 s
poll). So work a dead process held is done by a survivor at most one lease and one poll after it was claimed
(90 s by default), in the first pass after the lease lapsed. A live process finishes a piece of work well within
a lease (one Discord call, or one bot decision of at most ``BOT_THINK_SECONDS``); if one ever took longer, the
work's own checks (a duty still owed, a board still behind, a move's version) stop the second effect.

The claims also hold the shard filter: a process keeps only the work of games its shards reach
(:class:`bot.shards.Shards`), so it never posts where it has no gateway.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from datetime import datetime, timedelta
from typing import TypeVar

from bot.shards import ONE_PROCESS, Shards
from bot.storage import StoreProtocol

LEASE_POLLS = 2
"""A claim's lease, in poll intervals of the scheduler."""
LEASE_FLOOR_SECONDS = 60.0
"""The shortest lease: long enough for one piece of work's Discord calls (a bot's thought included)."""

T = TypeVar("T")


def lease_for(poll_seconds: float) -> timedelta:
    """How long a claim holds: two poll intervals, and at least a minute."""
    return timedelta(seconds=max(LEASE_FLOOR_SECONDS, LEASE_POLLS * poll_seconds))


def new_owner() -> str:
    """A fresh owner id for one runtime (a process that starts again is a new owner)."""
    return uuid.uuid4().hex


class Claims:
    """Claims of one runtime on the shared store: take, hold, give back; and the games its shards reach."""

    def __init__(
        self,
        store: StoreProtocol,
        *,
        clock: Callable[[], datetime],
        lease: timedelta | None = None,
        shards: Shards = ONE_PROCESS,
        owner: str | None = None,
    ) -> None:
        self.store = store
        self.clock = clock
        self.lease = lease if lease is not None else lease_for(30.0)
        """How long a claim holds (two polls of the default 30 s when not given)."""
        self.shards = shards
        self.owner = owner or new_owner()
        self._alive = False

    async def take(self, key: str) -> bool:
        """Claim the work ``key`` for one lease from now; False when another live claim holds it."""
        if not self._alive:  # first claim: this runtime says it lives (its claims are free once it is gone)
            await self.store.keep_alive(self.owner)
            self._alive = True
        now = self.clock()
        return await self.store.claim(key, self.owner, now + self.lease, now)

    async def give_back(self, key: str) -> None:
        """Release the claim ``key`` (nothing happens if the lease lapsed and another process took it)."""
        await self.store.release(key, self.owner)

    @contextlib.asynccontextmanager
    async def held(self, key: str) -> AsyncIterator[bool]:
        """Hold the work ``key`` for the block: yields whether it is ours; given back when the block ends, whether
        the work was done or failed (the next pass then tries again)."""
        mine = await self.take(key)
        try:
            yield mine
        finally:
            if mine:
                await self.give_back(key)

    async def once(self, name: str, work: Callable[[], Awaitable[T]]) -> T | None:
        """Run a start-up task (``start:<name>``) unless another process is running it now; None when it is."""
        async with self.held(f"start:{name}") as mine:
            return await work() if mine else None

    async def forget_lapsed(self) -> int:
        """Delete the claims whose lease has lapsed (left by processes that died); return how many."""
        return await self.store.forget_lapsed_claims(self.clock())

    async def mine(self, game_ids: Iterable[int]) -> set[int]:
        """The games among ``game_ids`` whose servers this process's shards reach (every one when it runs all)."""
        ids = set(game_ids)
        if self.shards.everything or not ids:
            return ids
        guilds = await self.store.guilds_of(sorted(ids))
        return {game_id for game_id, guild_id in guilds.items() if self.shards.owns(guild_id)}
