"""The database connection under the store: opening, migrations, and one unit of work at a time."""

from __future__ import annotations

import asyncio
import contextlib
import re
import sqlite3
from collections.abc import AsyncIterator, Iterable
from importlib import resources
from pathlib import Path
from typing import Any, ClassVar, Protocol, Self

import aiosqlite

from bot.storage.dialect import SQLITE, Dialect

_MIGRATION_NAME = re.compile(r"(\d{4})_[a-z0-9_]+\.sql")


class Row(Protocol):
    """A row as either engine hands it out: its columns by name and by position (``aiosqlite.Row`` is one)."""

    def __getitem__(self, key: int | str, /) -> Any: ...

    def keys(self) -> list[str]:
        """The row's column names."""
        ...


def migrations(package: str = "bot.migrations") -> list[tuple[int, str, str]]:
    """The packaged migrations of an engine (SQLite's by default) as (number, file name, SQL), in order."""
    found: list[tuple[int, str, str]] = []
    for entry in resources.files(package).iterdir():
        m = _MIGRATION_NAME.fullmatch(entry.name)
        if m:
            found.append((int(m[1]), entry.name, entry.read_text(encoding="utf-8")))
    found.sort()
    numbers = [n for n, _, _ in found]
    if numbers != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 1..n without gaps, found {numbers}")
    return found


def unusable(path: str | Path) -> str | None:
    """What keeps the bot from using the database file, said after its path (None: it can), checked at start.

    The file (created if missing) must open as a database, pass ``PRAGMA quick_check`` and take a write:
    a real one, inside a transaction that is rolled back, because permission bits do not say whether
    SQLite may write the file (root ignores them; a folder without room for the journal refuses too).
    """
    try:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        _read_ahead(Path(path))
        with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as conn:
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            found = [str(row[0]) for row in conn.execute("PRAGMA quick_check(1)")]
            if found != ["ok"]:
                said = " ".join(found[0].replace("*** in database main ***", "").split())
                return f"is damaged (SQLite's integrity check says: {said}): {RESTORE}"
            conn.execute("BEGIN IMMEDIATE")
            try:
                conn.execute(f"PRAGMA user_version = {version:d}")  # rewrites page 1: a real write, never committed
            finally:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
    except OSError as exc:
        return f"cannot be opened as a database ({exc.strerror or exc})"
    except sqlite3.Error as exc:
        name = getattr(exc, "sqlite_errorname", "")
        if name.startswith("SQLITE_READONLY"):
            return "is read-only to the bot: give the user it runs as write access to the file and its folder"
        if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")):
            return f"is damaged ({exc}): {RESTORE}"
        return f"cannot be opened as a database ({exc})"
    return None


def _read_ahead(path: Path) -> None:
    """Read the file from end to end first: a cold check's page-by-page reads are then ~4x faster."""
    with contextlib.suppress(OSError), path.open("rb", buffering=0) as file:
        block = bytearray(1 << 20)
        while file.readinto(block):
            pass


RESTORE = "restore the last backup (see docs/operating.md)"
"""What an operator does about a damaged database."""


class Transaction:
    """An open transaction: its statements run one after another, and nobody else's in between."""

    dialect: ClassVar[Dialect] = SQLITE
    """The engine's forms of the SQL that differs, for statements written inside the transaction."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        """Run one statement in the transaction; return the rows it changed."""
        before = self._conn.total_changes
        await self._conn.execute_fetchall(sql, params)
        return self._conn.total_changes - before

    async def rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[Row]:
        """Run a query (or a statement with RETURNING) in the transaction."""
        return list(await self._conn.execute_fetchall(sql, params))


class Database:
    """One aiosqlite connection in WAL mode with ``synchronous=FULL`` and foreign keys on.

    Every game shares the connection, so it is used by one unit of work at a time: a read,
    a single-statement write, or a whole transaction (``transaction()``) holds the
    connection's lock from its first statement to its COMMIT or ROLLBACK. No other
    statement can enter a transaction, be rolled back with it, or see its uncommitted rows.

    This is the SQLite engine; ``bot.storage.postgres.PostgresDatabase`` is the other one, with the same
    methods. The query mixins speak through ``_rows``, ``_x``, ``_transaction`` and ``transaction`` only,
    catch ``integrity_errors`` and take the SQL that differs from ``dialect``.
    """

    dialect: ClassVar[Dialect] = SQLITE
    """The engine's forms of the SQL that differs (``bot.storage.dialect``)."""
    integrity_errors: ClassVar[tuple[type[Exception], ...]] = (sqlite3.IntegrityError,)
    """What the engine raises when a write breaks a unique key or another constraint."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path, *, upto: int | None = None) -> Self:
        """Open (creating if needed) the database and bring its schema up to date.

        ``upto`` stops at an older migration (used by tests to build old databases).
        """
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(path, isolation_level=None)
        conn.row_factory = aiosqlite.Row
        store = cls(conn)
        for pragma in ("journal_mode=WAL", "synchronous=FULL", "foreign_keys=ON", "busy_timeout=5000"):
            await store._x(f"PRAGMA {pragma}")
        await store._migrate(upto)
        return store

    async def keep_alive(self, owner: str) -> None:
        """Say, for as long as this store is open, that the process ``owner`` lives: PostgreSQL then hands its
        claims over as soon as it is gone, without waiting for their leases (``PostgresDatabase.keep_alive``). On
        SQLite (one process) there is nobody to tell."""

    async def close(self) -> None:
        """Close the connection once the work in flight is done (the WAL is checkpointed by SQLite)."""
        async with self._lock:
            await self._conn.close()

    async def schema_version(self) -> int:
        """The number of the last migration applied."""
        found = await self._rows("PRAGMA user_version")
        row = found[0] if found else None
        return int(row[0]) if row else 0

    async def _migrate(self, upto: int | None) -> None:
        current = await self.schema_version()
        for number, _name, sql in migrations():
            if number <= current or (upto is not None and number > upto):
                continue
            async with self.transaction() as tx:
                for statement in split_statements(sql):
                    await tx.execute(statement)
                await tx.execute(f"PRAGMA user_version = {number:d}")

    @contextlib.asynccontextmanager
    async def transaction(self, *, game: int | None = None) -> AsyncIterator[Transaction]:
        """Hold the connection for one transaction: committed when the block ends, rolled back if it raises.
        ``game`` (a save of that game's move) changes nothing here: SQLite's ``BEGIN IMMEDIATE`` serialises every
        write; PostgreSQL locks only that game (``bot.storage.postgres``).

        Nothing else runs on the connection until it is over. A block cancelled half-way is
        rolled back too: its ROLLBACK is queued on the database thread before anyone else's work.
        """
        async with self._lock:
            if self._conn.in_transaction:  # left open by an earlier failure: never build on it
                await self._conn.execute_fetchall("ROLLBACK")
            await self._conn.execute_fetchall("BEGIN IMMEDIATE")
            try:
                yield Transaction(self._conn)
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    await asyncio.shield(self._conn.execute_fetchall("ROLLBACK"))
                raise
            await self._conn.execute_fetchall("COMMIT")

    async def _x(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        """Run one statement on its own (its own transaction); return the rows it changed."""
        async with self._lock:
            before = self._conn.total_changes
            await self._conn.execute_fetchall(sql, params)
            return self._conn.total_changes - before

    async def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[Row]:
        """Run a query (or one statement with RETURNING) on its own."""
        async with self._lock:
            return list(await self._conn.execute_fetchall(sql, params))

    async def _transaction(self, statements: Iterable[tuple[str, tuple[Any, ...]]]) -> list[int]:
        """Run statements in one transaction; return each one's rowcount."""
        async with self.transaction() as tx:
            return [await tx.execute(sql, params) for sql, params in statements]


def split_statements(sql: str) -> list[str]:
    """Split a migration file into statements; a trigger's body (BEGIN ... END) stays whole.

    Comment lines are dropped; lines gather until SQLite calls the text a complete statement.
    """
    found: list[str] = []
    pending = ""
    for line in sql.splitlines():
        if line.strip().startswith("--"):
            continue
        pending += line + "\n"
        if sqlite3.complete_statement(pending):
            found.append(pending.strip().removesuffix(";").strip())
            pending = ""
    if pending.strip():
        found.append(pending.strip())
    return [s for s in found if s]
