"""The game lock of the SQLite store: one ``asyncio.Lock`` per game, in this process's memory.

SQLite mode is one process (``python -m bot`` refuses a second one on the same file), so a lock in memory
is the whole of it: every change of a game (a move, a seat, a board) runs under it, one at a time. The
seam is :meth:`GameLocks.game_lock`; an engine shared by several processes makes it a database lock.
"""

from __future__ import annotations

import asyncio
import contextlib
import weakref
from collections.abc import AsyncIterator
from typing import Any


class GameLocks:
    """``game_lock(game_id)``: held by one change of a game at a time, in this process."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._game_locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def _game_lock(self, game_id: int) -> asyncio.Lock:
        """The game's lock (made when first asked for; forgotten when no change holds or waits for it)."""
        lock = self._game_locks.get(game_id)
        if lock is None:
            lock = self._game_locks[game_id] = asyncio.Lock()
        return lock

    @contextlib.asynccontextmanager
    async def game_lock(self, game_id: int) -> AsyncIterator[None]:
        """Hold game ``game_id`` for one change: another change of it waits until the block ends."""
        async with self._game_lock(game_id):
            yield
