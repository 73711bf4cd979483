"""The one store interface: the unit of work and every operation the platform asks of a database.

:class:`StoreProtocol` is the only way to the data. Sessions, the scheduler, the bots' runner, results and
the bench are typed against it; cogs reach data through the sessions only (``tests/cogs/test_boundary.py``).
The SQLite :class:`bot.storage.Store` implements it as it always has; a second engine implements the same
protocol (``tests/storage/test_protocol.py`` checks that the SQLite one does, method by method).

The unit-of-work pieces:

- ``transaction()``: an async context holding one transaction, committed when the block ends and rolled back
  if it raises; its statements see nobody else's in between (used inside ``bot/storage`` only);
- ``game_lock(game_id)``: an async context holding one game for one change (load, check, save), so two
  changes of a game never interleave. On SQLite it is an ``asyncio.Lock`` in this process (SQLite mode is one
  process); an engine shared by several processes makes it a database lock.
"""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from bot.storage.operations import (
    AwayOps,
    BoardOps,
    ClaimOps,
    GameOps,
    HistoryOps,
    LookOps,
    PlayOps,
    RematchOps,
    SeatOps,
    StatsOps,
    UndoOps,
)

__all__ = ["Statements", "StoreProtocol", "UnitOfWork"]


class Statements(Protocol):
    """An open transaction: its statements run one after another, and nobody else's in between."""

    async def execute(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        """Run one statement in the transaction; return the rows it changed."""

    async def rows(self, sql: str, params: tuple[Any, ...] = ()) -> Any:
        """Run a query (or a statement with RETURNING) in the transaction; its rows, each indexable by column."""


class UnitOfWork(Protocol):
    """A transaction, the game lock, and the life of the connection."""

    def transaction(self, *, game: int | None = None) -> AbstractAsyncContextManager[Statements]:
        """Hold one transaction: committed when the block ends, rolled back if it raises; ``game``: it saves that
        game's move, and locks that game only where the engine can (PostgreSQL)."""

    def game_lock(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """Hold one game for one change: another change of the same game waits until the block ends."""

    async def schema_version(self) -> int:
        """The number of the last migration applied."""

    async def close(self) -> None:
        """Close the store once the work in flight is done."""


@runtime_checkable
class StoreProtocol(
    UnitOfWork,
    GameOps,
    BoardOps,
    SeatOps,
    HistoryOps,
    PlayOps,
    LookOps,
    StatsOps,
    UndoOps,
    RematchOps,
    AwayOps,
    ClaimOps,
    Protocol,
):
    """Everything the platform asks of a store: what every engine (SQLite today) implements."""


if TYPE_CHECKING:
    from bot.storage import Store

    def _sqlite_is_a_store(store: Store) -> StoreProtocol:
        """mypy checks here, signature by signature, that the SQLite store implements the protocol."""
        return store
