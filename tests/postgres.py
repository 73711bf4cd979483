"""A real PostgreSQL for the tests: one cluster per test session in a temporary folder, a database of its own per test.

A test's database is at the newest version: cloned once from a template the store migrated (``CREATE DATABASE
... TEMPLATE``), then, when its test is done, emptied and handed to the next test; a test that builds an older
version asks for an empty one (dropped after it).

The cluster (:mod:`bot.bench.pgcluster`, shared with the benchmark) listens only on a Unix socket in its own
folder, with fsync off (a test database needs no durability). There is no skip path: when PostgreSQL cannot
start, every PostgreSQL test errors, and a PostgreSQL test skipped any other way fails the run (tests/conftest.py).
"""

from __future__ import annotations

import asyncio
import itertools
import threading

import psycopg

from bot.bench import pgcluster


class Cluster(pgcluster.Cluster):
    """The PostgreSQL cluster of the test session (fsync off), and its databases for the tests."""

    def __init__(self) -> None:
        self._names = itertools.count(1)
        self._migrated: str | None = None
        self._free: list[str] = []
        """Migrated databases a test is done with, emptied, for the next test that wants one."""
        self._recycled: set[str] = set()
        super().__init__()

    def new_database(self, *, migrated: bool = False) -> str:
        """A new database, its URL: empty (no migration applied), or ``migrated`` to the newest version, cloned from
        a template the store migrated once per session (cloning takes a few milliseconds, migrating ~0.3 s)."""
        if migrated and self._free:
            return self._free.pop()
        url = self.create(f"test_{next(self._names)}", self._template() if migrated else "template0")
        if migrated:
            self._recycled.add(url)
        return url

    def _template(self) -> str:
        """The session's migrated template database (made by ``Store.open`` itself the first time it is asked for)."""
        if self._migrated is None:
            name = "migrated_template"
            self.create(name)
            # The store's own migrations, on an event loop of their own (the test's loop may be running here).
            failed: list[BaseException] = []
            worker = threading.Thread(target=_migrate, args=(self.url(name), failed))
            worker.start()
            worker.join()
            if failed:
                raise failed[0]
            self._migrated = name
        return self._migrated

    def drop_database(self, url: str) -> None:
        """Be done with a test's database (its connections closed by force): a migrated one is emptied (every
        table but the schema's version truncated, identities restarted: 30 ms, where a clone takes 150-400) and
        kept for the next test; any other is dropped."""
        name = url.split("/")[3].split("?")[0]
        with psycopg.connect(self.url(), autocommit=True) as conn:
            if url not in self._recycled:
                conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
                return
            conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s", (name,))
        with psycopg.connect(url, autocommit=True) as conn:
            tables = [
                r[0]
                for r in conn.execute(
                    "SELECT quote_ident(tablename) FROM pg_tables"
                    " WHERE schemaname = 'public' AND tablename <> 'schema_migrations'"
                )
            ]
            conn.execute(f"TRUNCATE {', '.join(tables)} RESTART IDENTITY CASCADE")
        self._free.append(url)


def _migrate(url: str, failed: list[BaseException]) -> None:
    """Open the store on ``url`` (which migrates it to the newest version) and close it; note a failure."""
    from bot.storage import Store

    async def open_and_close() -> None:
        await (await Store.open(url)).close()

    try:
        asyncio.run(open_and_close())
    except BaseException as exc:  # handed to the thread that asked
        failed.append(exc)
