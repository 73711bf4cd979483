"""The store's second engine: PostgreSQL through psycopg 3 and its connection pool.

``PostgresDatabase`` has the methods of the SQLite ``Database`` the query mixins speak through, so the
mixins' SQL is shared: their ``?`` placeholders become psycopg's ``%s`` here (outside string literals),
rows read by name and by position as ``aiosqlite.Row`` does, and ``dialect`` gives the few fragments that
differ. Writes are serialised by transaction-level advisory locks (docs/architecture.md, "Two engines"): the
save of a move holds its game's lock (and ``WRITE_LOCK`` shared), so saves of one game, from any process, run
one at a time and the version check refuses the loser, while saves of different games run side by side;
every other write holds ``WRITE_LOCK`` alone, the PostgreSQL form of SQLite's ``BEGIN IMMEDIATE``. Reads run
beside them on other pooled connections and never wait.
"""

from __future__ import annotations

import contextlib
import functools
import re
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, ClassVar, Self

import psycopg
from psycopg.abc import Buffer
from psycopg.adapt import Dumper, Loader
from psycopg.cursor import BaseCursor
from psycopg.rows import BaseRowFactory
from psycopg_pool import AsyncConnectionPool

from bot.storage.connection import Database, Row, Transaction, migrations
from bot.storage.dialect import POSTGRES, Dialect

MIGRATIONS = "bot.migrations.postgres"
"""The package holding PostgreSQL's migrations: the same numbers as SQLite's, in PostgreSQL's types."""
WRITE_LOCK = 0x4861756E74
"""The advisory lock every write holds until its transaction ends (``pg_advisory_xact_lock``): alone (exclusive)
for a write that is not one game's move (lobbies, seats, numbering across games, preferences, a game's end with
its server's best scores and results), shared by the saves of moves, which lock their game besides."""
GAME_LOCKS = 0x4862
"""The first key of a game's advisory lock (``pg_advisory_xact_lock(GAME_LOCKS, game id)``), taken by the save
of its move while it is saved (keys of two integers never meet ``WRITE_LOCK``'s one bigint key)."""
LIVE_LOCK = 18771
"""The first key of each process's liveness lock (``pg_advisory_lock(LIVE_LOCK, hashtext(owner))``), held by a
connection of its own for the store's life: its claims are another process's to take once it is gone."""
POOL_SIZE = 8
"""Connections in the pool: one for the write in flight, the others for reads beside it."""
_READ = re.compile(r"\s*(SELECT|WITH)\b", re.IGNORECASE)


@functools.lru_cache(maxsize=1024)
def placeholders(sql: str) -> str:
    """The shared SQL in psycopg's form: ``?`` outside string literals and quoted names becomes ``%s``, and
    every ``%`` that is not one is doubled."""
    out: list[str] = []
    quote: str | None = None
    for ch in sql:
        if ch == "%":
            out.append("%%")
        elif quote is not None:
            out.append(ch)
            if ch == quote:
                quote = None  # a doubled quote closes and reopens: the same text
        elif ch in "'\"":
            quote = ch
            out.append(ch)
        elif ch == "?":
            out.append("%s")
        else:
            out.append(ch)
    return "".join(out)


class PgRow(tuple[Any, ...]):
    """A row read by position (it is a tuple) and by column name, as ``aiosqlite.Row`` is."""

    names: dict[str, int]

    def __getitem__(self, key: Any) -> Any:
        """The column at a position, or of a name."""
        if isinstance(key, str):
            return super().__getitem__(self.names[key])
        return super().__getitem__(key)

    def keys(self) -> list[str]:
        """The row's column names, in order."""
        return list(self.names)


def pg_rows(cursor: BaseCursor[Any, Any]) -> Callable[[Sequence[Any]], PgRow]:
    """psycopg's row factory for ``PgRow``: the names come from the cursor's description."""
    names = {c.name: i for i, c in reversed(list(enumerate(cursor.description or [])))}

    def make(values: Sequence[Any]) -> PgRow:
        row = PgRow(values)
        row.names = names
        return row

    return make


class BoolAsInteger(Dumper):
    """Python's True and False sent as 1 and 0, as SQLite stores them: the flag columns are integers in both
    engines, and the shared SQL compares them with 1 and 0."""

    oid = psycopg.adapters.types["int2"].oid

    def dump(self, obj: Any) -> bytes:
        """1 or 0."""
        return b"1" if obj else b"0"


class IsoTimeLoader(Loader):
    """A ``timestamptz`` read back as the text the store writes and SQLite returns: ISO 8601 in UTC, to the second
    (``bot.storage.records.stamp``), so records are the same on both engines. Times are written as that text and
    PostgreSQL casts it."""

    def load(self, data: Buffer) -> str:
        """The time as ISO text in UTC."""
        return datetime.fromisoformat(bytes(data).decode()).astimezone(UTC).isoformat(timespec="seconds")


async def _configure(conn: psycopg.AsyncConnection[Any]) -> None:
    """Set up each new pooled connection: booleans as integers, times as the store's ISO text."""
    conn.adapters.register_dumper(bool, BoolAsInteger)
    conn.adapters.register_loader("timestamptz", IsoTimeLoader)


class PostgresTransaction(Transaction):
    """An open PostgreSQL transaction on one pooled connection, holding the write lock."""

    dialect: ClassVar[Dialect] = POSTGRES

    def __init__(self, conn: psycopg.AsyncConnection[Any]) -> None:
        self._pg = conn

    async def execute(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        """Run one statement in the transaction; return the rows it changed."""
        cur = await self._pg.execute(placeholders(sql), params)
        return max(cur.rowcount, 0)

    async def rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[Row]:
        """Run a query (or a statement with RETURNING) in the transaction."""
        cur = await self._pg.execute(placeholders(sql), params)
        return list(await cur.fetchall()) if cur.description else []


class PostgresDatabase(Database):
    """A psycopg 3 connection pool on one PostgreSQL database, with SQLite ``Database``'s methods."""

    dialect: ClassVar[Dialect] = POSTGRES
    integrity_errors: ClassVar[tuple[type[Exception], ...]] = (psycopg.IntegrityError,)

    def __init__(self, pool: AsyncConnectionPool[psycopg.AsyncConnection[Any]], url: str = "") -> None:
        self._pool = pool
        self._url = url
        self._alive: dict[str, psycopg.AsyncConnection[Any]] = {}

    @classmethod
    async def open(cls, path: str | Path, *, upto: int | None = None) -> Self:
        """Connect to the database at the URL ``path`` and bring its schema up to date (``upto``: stop at an
        older migration, for tests)."""
        row_factory: BaseRowFactory[PgRow] = pg_rows
        pool: AsyncConnectionPool[psycopg.AsyncConnection[Any]] = AsyncConnectionPool(
            str(path),
            min_size=1,
            max_size=POOL_SIZE,
            open=False,
            configure=_configure,
            kwargs={"autocommit": True, "row_factory": row_factory, "prepare_threshold": None},
        )
        await pool.open(wait=True, timeout=30)
        store = cls(pool, str(path))
        try:
            await store._migrate(upto)
        except BaseException:
            await pool.close()
            raise
        return store

    async def close(self) -> None:
        """Close the pool once the work in flight is done, and the liveness connections (their claims are then
        free to take)."""
        for conn in self._alive.values():
            await conn.close()
        self._alive.clear()
        await self._pool.close()

    async def keep_alive(self, owner: str) -> None:
        """Hold the liveness lock of the process ``owner`` on a connection of its own until the store closes (the
        server releases it the moment the process dies); once per owner."""
        if owner in self._alive:
            return
        conn = await psycopg.AsyncConnection.connect(self._url, autocommit=True)
        await conn.execute("SELECT pg_advisory_lock(%s, hashtext(%s))", (LIVE_LOCK, owner))
        self._alive[owner] = conn

    async def schema_version(self) -> int:
        """The number of the last migration applied (0 before the first)."""
        found = await self._rows(
            "SELECT CASE WHEN to_regclass('schema_migrations') IS NULL THEN 0"
            " ELSE (SELECT COALESCE(MAX(version), 0) FROM schema_migrations) END"
        )
        return int(found[0][0])

    async def _migrate(self, upto: int | None) -> None:
        """Apply the migrations after the schema's version, each in its own transaction with its number."""
        for number, name, sql in migrations(MIGRATIONS):
            if upto is not None and number > upto:
                break
            async with self.transaction() as tx:
                await tx.execute(
                    "CREATE TABLE IF NOT EXISTS schema_migrations"
                    " (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
                )
                if await tx.rows("SELECT 1 FROM schema_migrations WHERE version = ?", (number,)):
                    continue
                if any(line.strip() and not line.strip().startswith("--") for line in sql.splitlines()):
                    assert isinstance(tx, PostgresTransaction)
                    await tx._pg.execute(sql.encode())  # a whole file, no parameters: one simple query
                await tx.execute("INSERT INTO schema_migrations (version, name) VALUES (?, ?)", (number, name))

    @contextlib.asynccontextmanager
    async def transaction(self, *, game: int | None = None) -> AsyncIterator[Transaction]:
        """One connection from the pool for one transaction: committed when the block ends, rolled back if it
        raises (or is cancelled). It holds the write lock; or, for the save of ``game``'s move, that game's lock
        with the write lock shared (every transaction takes the write lock first: no two wait on each other)."""
        async with self._pool.connection() as conn, conn.transaction():
            if game is None:
                await conn.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
            else:
                await conn.execute(
                    "SELECT pg_advisory_xact_lock_shared(%s), pg_advisory_xact_lock(%s, %s)",
                    (WRITE_LOCK, GAME_LOCKS, game % 2**31),
                )
            yield PostgresTransaction(conn)

    async def _x(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        """Run one write on its own (its own transaction, holding the write lock); return the rows it changed."""
        async with self.transaction() as tx:
            return await tx.execute(sql, params)

    async def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[Row]:
        """Run a query on its own; a statement with RETURNING (a write) holds the write lock."""
        if not _READ.match(sql):
            async with self.transaction() as tx:
                return await tx.rows(sql, params)
        async with self._pool.connection() as conn:
            cur = await conn.execute(placeholders(sql), params)
            return list(await cur.fetchall()) if cur.description else []

    async def _transaction(self, statements: Iterable[tuple[str, tuple[Any, ...]]]) -> list[int]:
        """Run statements in one transaction; return each one's rowcount."""
        async with self.transaction() as tx:
            return [await tx.execute(sql, params) for sql, params in statements]


def create_database(server_url: str, name: str, template: str = "template0") -> None:
    """Create the database ``name`` on the server of ``server_url`` as a copy of ``template`` (the benchmark's and the
    tests' throwaway clusters: an operator creates theirs with ``createdb``)."""
    if not name.isidentifier() or not template.isidentifier():
        raise ValueError(f"not a plain database name: {name!r} or {template!r}")
    with psycopg.connect(server_url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name} TEMPLATE {template} STRATEGY file_copy")
