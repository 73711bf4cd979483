"""``python -m bot backup FILE``: copy the database while the bot runs, with SQLite's online backup.

The copy is made in one step of ``sqlite3.Connection.backup``: one read transaction, so it is a
snapshot of the database as of one moment (every committed move, none half-saved). The database is
in WAL mode, where a reader never blocks the writer: the running bot keeps saving moves while the
copy is made, and the copy never waits for a move. The copy is written beside the target as
``FILE.part``, checked with ``PRAGMA quick_check`` and only then renamed to ``FILE``, so ``FILE`` is
always either the previous backup or a whole new one.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import sys
import time
from dataclasses import dataclass
from pathlib import Path


class BackupError(Exception):
    """The backup could not be made; the message says why in one sentence."""


@dataclass(frozen=True)
class Backup:
    """What a backup copied."""

    target: Path
    bytes: int
    games: int | None
    """Games in the copy (None when the database has no games table yet)."""
    seconds: float


def backup(source: Path, target: Path) -> Backup:
    """Copy the database at ``source`` to ``target`` while other connections may be writing it.

    Raises :class:`BackupError` when there is no database at ``source``, when ``target`` is the
    database itself or cannot be written, or when the copy fails its integrity check.
    """
    began = time.perf_counter()
    if not source.is_file():
        raise BackupError(f"There is no database at {str(source)!r} to back up (check DATABASE_PATH).")
    if target.exists() and target.resolve() == source.resolve():
        raise BackupError("The backup must go to another file than the database itself.")
    if target.is_dir():
        raise BackupError(f"{str(target)!r} is a folder: give the backup file's name.")
    partial = target.with_name(target.name + ".part")
    try:
        # mode=rw: never create an empty database where the real one was expected.
        with contextlib.closing(sqlite3.connect(f"{source.resolve().as_uri()}?mode=rw", uri=True)) as src:
            src.execute("PRAGMA busy_timeout = 5000")
            partial.unlink(missing_ok=True)
            with contextlib.closing(sqlite3.connect(partial)) as copy:
                src.backup(copy)  # pages=-1: the whole database in one step, one consistent snapshot
                found = [str(row[0]) for row in copy.execute("PRAGMA quick_check(3)")]
                if found != ["ok"]:
                    raise BackupError(f"The copy failed its integrity check ({found[0]}); the database may be damaged.")
                games = _games(copy)
        os.replace(partial, target)
    except (OSError, sqlite3.Error) as exc:
        partial.unlink(missing_ok=True)
        reason = getattr(exc, "strerror", None) or str(exc)
        raise BackupError(f"The backup of {str(source)!r} to {str(target)!r} failed: {reason}.") from exc
    except BackupError:
        partial.unlink(missing_ok=True)
        raise
    return Backup(target=target, bytes=target.stat().st_size, games=games, seconds=time.perf_counter() - began)


def _games(conn: sqlite3.Connection) -> int | None:
    """How many games the copy holds (None before the first migration made the table)."""
    try:
        return int(conn.execute("SELECT count(*) FROM games").fetchone()[0])
    except sqlite3.OperationalError:
        return None


def run(source: Path, target: Path) -> int:
    """The ``backup`` command: make the copy, say what it holds in one line, and return the exit status."""
    try:
        done = backup(source, target)
    except BackupError as exc:
        print(f"Hauntbot could not back up its database: {exc}", file=sys.stderr)
        return 2
    games = "" if done.games is None else f"{done.games} games, "
    print(
        f"Backed up {str(source)!r} to {str(done.target)!r} ({games}{done.bytes / 1e6:.1f} MB) in {done.seconds:.1f} s."
    )
    return 0
