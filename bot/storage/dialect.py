"""The few SQL fragments that differ between the store's two engines, chosen in one place.

The query mixins write their SQL once, with ``?`` placeholders, in the part of SQL both SQLite and
PostgreSQL speak. Where the two truly differ, a mixin asks its database's ``dialect`` for the fragment
instead of writing either engine's form: the PostgreSQL database turns ``?`` into its driver's
placeholders itself (``bot.storage.postgres``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path


def is_postgres(where: str | Path) -> bool:
    """Whether a database setting names a PostgreSQL server (``postgresql://`` or ``postgres://``)."""
    return isinstance(where, str) and where.startswith(("postgresql://", "postgres://"))


@dataclass(frozen=True)
class Dialect:
    """An engine's form of the statements and expressions whose SQL is not shared."""

    name: str
    same: str
    """The null-safe equality operator: ``IS`` in SQLite, ``IS NOT DISTINCT FROM`` in PostgreSQL."""
    differs: str
    """The null-safe inequality operator: ``IS NOT`` in SQLite, ``IS DISTINCT FROM`` in PostgreSQL."""

    def owner_gone(self, owner: str) -> str:
        """A condition true when the process ``owner`` (an SQL expression naming a claim's owner) is gone: on
        PostgreSQL, no connection holds its liveness lock (``bot.storage.postgres.LIVE_LOCK``, released by the
        server the moment the process's connection drops); on SQLite never (one process: leases alone)."""
        if self.name == "sqlite":
            return "0 = 1"
        return (
            "NOT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND classid = 18771 AND objsubid = 2"
            f" AND objid = CAST(CAST(hashtext({owner}) AS bigint) & 4294967295 AS oid) AND granted)"
        )

    def insert_or_ignore(self, into: str) -> tuple[str, str]:
        """The start and end of an INSERT that skips rows conflicting with a unique key."""
        if self.name == "sqlite":
            return f"INSERT OR IGNORE INTO {into}", ""
        return f"INSERT INTO {into}", " ON CONFLICT DO NOTHING"

    def insert_or_replace(self, into: str, key: Sequence[str], columns: Sequence[str]) -> tuple[str, str]:
        """The start and end of an INSERT whose row replaces the one with the same ``key`` (SQLite's
        ``INSERT OR REPLACE``; in PostgreSQL an upsert writing every one of ``columns``)."""
        if self.name == "sqlite":
            return f"INSERT OR REPLACE INTO {into}", ""
        sets = ", ".join(f"{c} = excluded.{c}" for c in columns if c not in key)
        return f"INSERT INTO {into}", f" ON CONFLICT ({', '.join(key)}) DO UPDATE SET {sets}"

    def json_with_key(self, column: str) -> str:
        """An expression of ``column`` (a JSON object kept as text) with one key set to a text value; it takes
        two parameters: the key, then the value."""
        if self.name == "sqlite":
            return f"json_set({column}, '$.' || ?, ?)"
        return f"(CAST({column} AS jsonb) || jsonb_build_object(CAST(? AS text), CAST(? AS text)))::text"


SQLITE = Dialect(name="sqlite", same="IS", differs="IS NOT")
POSTGRES = Dialect(name="postgres", same="IS NOT DISTINCT FROM", differs="IS DISTINCT FROM")
