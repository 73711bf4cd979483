"""A real PostgreSQL for the tests: one cluster per test session in a temporary folder, one database per test.

The cluster listens only on a Unix socket in its own folder (no TCP port to collide with), with fsync off (a
test database needs no durability). As root, PostgreSQL refuses to run: initdb and pg_ctl then run as the
``postgres`` user on a folder it owns. There is no skip path: when PostgreSQL cannot start, every PostgreSQL
test errors, and a PostgreSQL test skipped any other way fails the run (tests/conftest.py).
"""

from __future__ import annotations

import itertools
import os
import shutil
import subprocess
import tempfile
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

    def new_database(self) -> str:
        """A new, empty database (no migration applied); its URL."""
        name = f"test_{next(self._names)}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name} TEMPLATE template0 STRATEGY file_copy")
        return self.url(name)

    def drop_database(self, url: str) -> None:
        """Drop a test's database (its connections closed by force)."""
        name = url.split("/")[3].split("?")[0]
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def stop(self) -> None:
        """Stop the cluster and remove its folder."""
        try:
            self._run(pg_bin("pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)
