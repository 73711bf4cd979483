"""Whether the database answers, for ``python -m bot health`` (:mod:`bot.health`): one short query, no migration."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.storage.dialect import is_postgres

TIMEOUT_SECONDS = 5
"""How long the check waits for the database."""


def database_problem(target: str | Path) -> str | None:
    """None when the database ``target`` names (a SQLite file or a ``postgresql://`` URL) answers a query; else
    what went wrong, in a few words."""
    if is_postgres(target):
        try:
            import psycopg

            with psycopg.connect(str(target), connect_timeout=TIMEOUT_SECONDS) as conn:
                conn.execute("SELECT 1").fetchone()
        except Exception as exc:
            return f"PostgreSQL does not answer ({str(exc).strip() or type(exc).__name__})"
        return None
    path = Path(target)
    if not path.is_file():
        return f"there is no database file at {str(path)!r}"
    try:
        with sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=TIMEOUT_SECONDS) as conn:
            conn.execute("PRAGMA user_version").fetchone()
    except sqlite3.Error as exc:
        return f"the database file {str(path)!r} cannot be read ({exc})"
    return None
