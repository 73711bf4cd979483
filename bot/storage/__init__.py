"""The store: the only package that speaks SQL (shared/DESIGN.md, "Persistence").

Two engines under one set of queries: SQLite (the default, a file: one aiosqlite connection in WAL mode
with ``synchronous=FULL`` and foreign keys on, ``connection``) and PostgreSQL (a ``postgresql://`` URL:
psycopg 3 with its pool, ``postgres``). Every write is one transaction; a move checks the version it read
so two writers can never both win. The queries are grouped by what they are
about: games and moves (``games``), the live board (``boards``), seats, bot players and stand-ins
(``seats``), deadlines, preferences and finding games across servers (``play``), players who are away
(``away``), taking a move back (``undo``), rematches (``rematch``) and claims on scheduled work, so each
effect happens once across processes (``claims``). What the platform may ask of a store
is :class:`StoreProtocol` (``protocol``, ``operations``); the game lock is ``locks``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Self, cast

from bot.storage.away import AwayQueries
from bot.storage.boards import BoardQueries, OldBoard
from bot.storage.claims import ClaimQueries
from bot.storage.connection import migrations
from bot.storage.games import GameQueries
from bot.storage.history import HistoryQueries
from bot.storage.locks import GameLocks
from bot.storage.looks import Look, LookQueries
from bot.storage.play import DueDuty, PlayQueries, SeatedGame
from bot.storage.protocol import StoreProtocol
from bot.storage.records import (
    ACTIVE,
    ASKED,
    CANCELLED,
    DEADLINE,
    FINISHED,
    LOBBY,
    REPLACED,
    BestScore,
    EventRecord,
    GameRecord,
    LobbyExists,
    ResultRow,
    Saved,
    SeatRecord,
    VersionConflict,
)
from bot.storage.rematch import Invite, RematchQueries
from bot.storage.seats import SeatQueries
from bot.storage.stats import GameTally, LeaderRow, ResultEntry, StatsQueries
from bot.storage.undo import UNDO, UndoPoint, UndoQueries

__all__ = [
    "ACTIVE",
    "ASKED",
    "CANCELLED",
    "DEADLINE",
    "FINISHED",
    "LOBBY",
    "REPLACED",
    "UNDO",
    "BestScore",
    "DueDuty",
    "EventRecord",
    "GameRecord",
    "GameTally",
    "Invite",
    "LeaderRow",
    "LobbyExists",
    "Look",
    "OldBoard",
    "ResultEntry",
    "ResultRow",
    "Saved",
    "SeatRecord",
    "SeatedGame",
    "Store",
    "StoreProtocol",
    "UndoPoint",
    "VersionConflict",
    "migrations",
]


class Store(
    GameLocks,
    GameQueries,
    BoardQueries,
    SeatQueries,
    HistoryQueries,
    PlayQueries,
    LookQueries,
    StatsQueries,
    UndoQueries,
    RematchQueries,
    AwayQueries,
    ClaimQueries,
):
    """Async access to the games database: the SQLite implementation of :class:`StoreProtocol` (``open`` a
    ``postgresql://`` URL for the PostgreSQL one)."""

    @classmethod
    async def open(cls, path: str | Path, *, upto: int | None = None) -> Self:
        """Open the database ``path`` names and bring its schema up to date: a file path (or ``sqlite:PATH``)
        for SQLite, a ``postgresql://`` URL for PostgreSQL. ``upto`` stops at an older migration (tests)."""
        from bot.storage.dialect import is_postgres

        if is_postgres(path) and cls is Store:
            from bot.storage.postgres_store import PostgresStore

            return cast(Self, await PostgresStore.open(path, upto=upto))
        if isinstance(path, str) and path.startswith("sqlite:"):
            path = path.removeprefix("sqlite:").removeprefix("//")
        return await super().open(path, upto=upto)
