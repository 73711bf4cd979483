"""A real PostgreSQL for the tests: one cluster per test session in a temporary folder, a database of its own per test.

A test's database is at the newest version: cloned once from a template the store migrated (``CREATE DATABASE
... TEMPLATE``), then, when its test is done, emptied and handed to the next test; a test that builds an older
version asks for an empty one (dropped after it).

The cluster listens only on a Unix socket in its own folder (no TCP port to collide with), with fsync off (a
test database needs no durability). As root, PostgreSQL refuses to run: initdb and pg_ctl then run as the
``postgres`` user on a folder it owns. There is no skip path: when PostgreSQL cannot start, every PostgreSQL
test errors, and a PostgreSQL test skipped any other way fails the run (tests/conftest.py).
"""

from __future__ import annotations

import asyncio
import itertools
import os
import shutil
import subprocess
import tempfile
import threading
from pathlib import Path

import psycopg

PORT = 5432
"""The number in the socket's name (``.s.PGSQL.5432``); the socket is in the cluster's own folder."""
SETTINGS = {
    "listen_addresses": "''",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "max_connections": "200",
}


def pg_bin(tool: str) -> str:
    """The path of a PostgreSQL 15 program: on PATH, or in Debian's /usr/lib/postgresql/15/bin."""
    found = shutil.which(tool) or next(
        (str(p) for p in [Path("/usr/lib/postgresql/15/bin") / tool] if p.exists()), None
    )
    if found is None:
        raise RuntimeError(f"PostgreSQL's {tool} is not installed: the tests need PostgreSQL 15 (see the README)")
    return found


class Cluster:
    """A PostgreSQL cluster of the test session."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="hauntbot-pg-"))
        self.data = self.folder / "data"
        self._as_postgres = os.geteuid() == 0
        self._names = itertools.count(1)
        self._migrated: str | None = None
        self._free: list[str] = []
        """Migrated databases a test is done with, emptied, for the next test that wants one."""
        self._recycled: set[str] = set()
        if self._as_postgres:
            shutil.chown(self.folder, "postgres", "postgres")
        self._run(pg_bin("initdb"), "-D", str(self.data), "-U", "postgres", "-A", "trust", "-E", "UTF8")
        self._run(pg_bin("initdb"), "--version")
        options = " ".join(f"-c {k}={v}" for k, v in SETTINGS.items())
        self._run(
            pg_bin("pg_ctl"),
            *("-D", str(self.data), "-l", str(self.folder / "log"), "-w", "-t", "60"),
            *("-o", f"-k {self.folder} -p {PORT} {options}", "start"),
        )

    def _run(self, *command: str) -> None:
        """Run a PostgreSQL program (as the postgres user when we are root); its failure says its output."""
        prefix = ["runuser", "-u", "postgres", "--"] if self._as_postgres else []
        done = subprocess.run([*prefix, *command], capture_output=True, text=True, cwd=self.folder, check=False)
        if done.returncode != 0:
            log = self.folder / "log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise RuntimeError(f"{' '.join(command)} failed: {done.stdout}{done.stderr}{tail}")

    def url(self, name: str = "postgres") -> str:
        """The URL of one database of the cluster."""
        return f"postgresql://postgres@/{name}?host={self.folder}&port={PORT}"

    def new_database(self, *, migrated: bool = False) -> str:
        """A new database, its URL: empty (no migration applied), or ``migrated`` to the newest version, cloned from
        a template the store migrated once per session (cloning takes a few milliseconds, migrating ~0.3 s)."""
        if migrated and self._free:
            return self._free.pop()
        name = f"test_{next(self._names)}"
        template = self._template() if migrated else "template0"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name} TEMPLATE {template} STRATEGY file_copy")
        if migrated:
            self._recycled.add(self.url(name))
        return self.url(name)

    def _template(self) -> str:
        """The session's migrated template database (made by ``Store.open`` itself the first time it is asked for)."""
        if self._migrated is None:
            name = "migrated_template"
            with psycopg.connect(self.url(), autocommit=True) as conn:
                conn.execute(f"CREATE DATABASE {name} TEMPLATE template0 STRATEGY file_copy")
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

    def stop(self) -> None:
        """Stop the cluster and remove its folder."""
        try:
            self._run(pg_bin("pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


def _migrate(url: str, failed: list[BaseException]) -> None:
    """Open the store on ``url`` (which migrates it to the newest version) and close it; note a failure."""
    from bot.storage import Store

    async def open_and_close() -> None:
        await (await Store.open(url)).close()

    try:
        asyncio.run(open_and_close())
    except BaseException as exc:  # handed to the thread that asked
        failed.append(exc)
