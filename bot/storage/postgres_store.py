"""The store on PostgreSQL: the same queries as ``Store`` over ``PostgresDatabase`` (imported only when a
``postgresql://`` URL is opened, so SQLite needs no PostgreSQL driver installed)."""

from __future__ import annotations

from bot.storage import Store
from bot.storage.postgres import PostgresDatabase


class PostgresStore(Store, PostgresDatabase):
    """Async access to the games database on PostgreSQL (``Store.open`` with a ``postgresql://`` URL)."""
