"""The database connection under the store: opening, migrations and one-trip statements."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable
from importlib import resources
from pathlib import Path
from typing import Any, Self

import aiosqlite

_MIGRATION_NAME = re.compile(r"(\d{4})_[a-z0-9_]+\.sql")


def migrations() -> list[tuple[int, str, str]]:
    """The packaged migrations as (number, file name, SQL), in order."""
    found: list[tuple[int, str, str]] = []
    for entry in resources.files("bot.migrations").iterdir():
        m = _MIGRATION_NAME.fullmatch(entry.name)
        if m:
            found.append((int(m[1]), entry.name, entry.read_text(encoding="utf-8")))
    found.sort()
    numbers = [n for n, _, _ in found]
    if numbers != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 1..n without gaps, found {numbers}")
    return found


class Database:
    """One aiosqlite connection in WAL mode with ``synchronous=FULL`` and foreign keys on."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

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

    async def close(self) -> None:
        """Close the connection (the WAL is checkpointed by SQLite)."""
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
            await self._x("BEGIN IMMEDIATE")
            try:
                for statement in split_statements(sql):
                    await self._x(statement)
                await self._x(f"PRAGMA user_version = {number:d}")
                await self._x("COMMIT")
            except BaseException:
                await self._x("ROLLBACK")
                raise

    async def _x(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        """Execute one statement in a single trip to the database thread; return the rows it changed."""
        before = self._conn.total_changes
        await self._conn.execute_fetchall(sql, params)
        return self._conn.total_changes - before

    async def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[aiosqlite.Row]:
        """Run a query in a single trip to the database thread."""
        return list(await self._conn.execute_fetchall(sql, params))

    async def _transaction(self, statements: Iterable[tuple[str, tuple[Any, ...]]]) -> list[int]:
        """Run statements in one transaction; return each one's rowcount."""
        counts: list[int] = []
        await self._x("BEGIN IMMEDIATE")
        try:
            for sql, params in statements:
                counts.append(await self._x(sql, params))
            await self._x("COMMIT")
        except BaseException:
            await self._x("ROLLBACK")
            raise
        return counts


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
