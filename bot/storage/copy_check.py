"""The check after a copy to PostgreSQL: every record the store hands out, read on both engines, is the same.

The copy (``bot.storage.copy``) compares the tables row by row first; this compares what the platform sees:
each game's record, seats, events, duties, private looks, undo point, rematch and invitations, every player's
results, records and preferences, every server's settings, leaderboards and best scores, the notes, the old
boards to retire and the players who are away. It reads PostgreSQL through :class:`PinnedStore`, the store on
the copy's own open transaction, so the check sees the uncommitted copy and a difference rolls it all back.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from typing import Any

import psycopg

from bot.storage import Store
from bot.storage.connection import Row, Transaction
from bot.storage.postgres import PostgresDatabase, PostgresTransaction, placeholders

EVERYTHING = 1 << 30
"""A limit no real database reaches: lists read whole."""


class PinnedDatabase(PostgresDatabase):
    """PostgreSQL's database on one connection whose transaction is already open (the copy's): reads see its
    uncommitted rows, and a transaction of the store's is a savepoint inside it."""

    def __init__(self, conn: psycopg.AsyncConnection[Any]) -> None:
        self._pinned = conn

    @contextlib.asynccontextmanager
    async def transaction(self, *, game: int | None = None) -> AsyncIterator[Transaction]:
        """A savepoint in the open transaction (the copy holds the whole database: no game lock is needed)."""
        async with self._pinned.transaction():
            yield PostgresTransaction(self._pinned)

    async def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[Row]:
        """Run a query in the open transaction."""
        cur = await self._pinned.execute(placeholders(sql), params)
        return list(await cur.fetchall()) if cur.description else []


class PinnedStore(Store, PinnedDatabase):
    """The store's queries on the copy's open transaction (for reading the copy back before it is committed)."""


@dataclasses.dataclass(frozen=True)
class Difference:
    """The first record read differently on the two engines."""

    what: str
    """What was read (e.g. "game 12's seats")."""
    sqlite: Any
    postgres: Any

    def __str__(self) -> str:
        return f"{self.what} differ: SQLite's {_shown(self.sqlite, self.postgres)}"


def _shown(a: Any, b: Any) -> str:
    """The first part of two differing values that differs, said as "X, PostgreSQL's Y"."""
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            if x != y:
                return f"item {i + 1}: {_shown(x, y)}"
        return f"{len(a)} items, PostgreSQL's {len(b)}"
    if dataclasses.is_dataclass(a) and type(a) is type(b):
        for f in dataclasses.fields(a):
            x, y = getattr(a, f.name), getattr(b, f.name)
            if x != y:
                return f"{f.name} is {x!r}, PostgreSQL's is {y!r}"
    return f"is {a!r}, PostgreSQL's is {b!r}"


@dataclasses.dataclass(frozen=True)
class Read:
    """One read of the check: a store method with its arguments, and what it reads (for the message)."""

    what: str
    method: str
    args: tuple[Any, ...] = ()
    kwargs: tuple[tuple[str, Any], ...] = ()

    async def on(self, store: Store) -> Any:
        """What ``store`` answers."""
        method: Callable[..., Awaitable[Any]] = getattr(store, self.method)
        return await method(*self.args, **dict(self.kwargs))


def reads(ids: dict[str, list[Any]]) -> Iterable[Read]:
    """Every read of the check, given the keys found in the copied tables (``ids``: game ids, user ids, user ids
    with preferences, (guild, kind) pairs, guild ids, meta keys)."""
    for g in ids["games"]:
        yield Read(f"game {g}'s record", "game", (g,))
        yield Read(f"game {g}'s seats", "seats", (g,))
        yield Read(f"game {g}'s events", "events", (g,))
        yield Read(f"game {g}'s duties", "duties", (g,))
        yield Read(f"game {g}'s private looks", "looks_of", (g,))
        yield Read(f"game {g}'s undo point", "undo_point", (g,))
        yield Read(f"game {g}'s rematch", "rematch_of", (g,))
        yield Read(f"game {g}'s invitations", "invites", (g,))
        yield Read(f"game {g}'s move count", "move_count", (g,))
    for u in ids["players"]:
        yield Read(f"player {u}'s results", "recent_results", (u,), (("limit", EVERYTHING),))
        yield Read(f"player {u}'s record", "player_record", (u,))
        yield Read(f"player {u}'s record with bots", "player_record", (u,), (("with_bots", True),))
        yield Read(f"player {u}'s games", "user_games", (u,))
        yield Read(f"player {u}'s away seats", "away_seats", (u,))
    yield Read("the players' preferences", "prefs", (ids["prefs"],))
    for guild, kind in ids["boards"]:
        yield Read(f"server {guild}'s {kind} leaderboard", "leaderboard", (guild, kind), (("limit", EVERYTHING),))
        yield Read(f"server {guild}'s {kind} best scores", "best_scores", (guild, kind))
    for guild in ids["guilds"]:
        yield Read(f"server {guild}'s settings", "guild_defaults", (guild,))
    for key in ids["meta"]:
        yield Read(f"the note {key!r}", "get_meta", (key,))
    yield Read("the old boards to retire", "old_boards", (), (("limit", EVERYTHING),))
    yield Read("the boards owed", "boards_behind", (), (("limit", EVERYTHING),))
    yield Read("the finished games without results", "finished_without_results")


async def first_difference(sqlite: Store, postgres: Store, ids: dict[str, list[Any]]) -> tuple[Difference | None, int]:
    """The first read whose records differ between the engines (None: all equal), and how many reads were made.

    Only reads: the SQLite file is left as it was (``aways_over``, which marks aways over as it lists them, is
    not among them; the aways are preferences, compared whole).
    """
    made = 0
    for read in reads(ids):
        a, b = await read.on(sqlite), await read.on(postgres)
        made += 1
        if a != b:
            return Difference(read.what, a, b), made
    return None, made
