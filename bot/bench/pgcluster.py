"""A throwaway PostgreSQL cluster in a temporary folder: for the benchmark's processes part and for the tests.

The cluster listens only on a Unix socket in its own folder (no TCP port to collide with). As root, PostgreSQL
refuses to run: initdb and pg_ctl then run as the ``postgres`` user on a folder it owns. ``durable`` keeps
PostgreSQL's defaults (fsync and synchronous commits on, as a server runs); otherwise they are off (a test
database needs no durability).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from bot.storage.postgres import create_database

PORT = 5432
"""The number in the socket's name (``.s.PGSQL.5432``); the socket is in the cluster's own folder."""
SETTINGS = {"listen_addresses": "''", "max_connections": "200"}
FAST = {"fsync": "off", "synchronous_commit": "off", "full_page_writes": "off"}
"""Settings of a cluster that needs no durability (the tests')."""


def pg_bin(tool: str) -> str:
    """The path of a PostgreSQL 15 program: on PATH, or in Debian's /usr/lib/postgresql/15/bin."""
    found = shutil.which(tool) or next(
        (str(p) for p in [Path("/usr/lib/postgresql/15/bin") / tool] if p.exists()), None
    )
    if found is None:
        raise RuntimeError(f"PostgreSQL's {tool} is not installed: PostgreSQL 15 is needed (see the README)")
    return found


class Cluster:
    """A PostgreSQL cluster started in a temporary folder, stopped and removed by :meth:`stop`."""

    def __init__(self, *, durable: bool = False) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="hauntbot-pg-"))
        self.data = self.folder / "data"
        self._as_postgres = os.geteuid() == 0
        if self._as_postgres:
            shutil.chown(self.folder, "postgres", "postgres")
        self._run(pg_bin("initdb"), "-D", str(self.data), "-U", "postgres", "-A", "trust", "-E", "UTF8")
        settings = SETTINGS if durable else {**SETTINGS, **FAST}
        options = " ".join(f"-c {k}={v}" for k, v in settings.items())
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

    def create(self, name: str, template: str = "template0") -> str:
        """Create the database ``name`` (a copy of ``template``) and return its URL."""
        create_database(self.url(), name, template)
        return self.url(name)

    def stop(self) -> None:
        """Stop the cluster and remove its folder."""
        try:
            self._run(pg_bin("pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)
