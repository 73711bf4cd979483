"""SQLite mode is one process: ``python -m bot`` holds an exclusive lock beside its database for its whole life.

The lock is ``fcntl.flock`` on ``<database>.lock`` (the file is made if missing and left in place: removing it
would let two processes lock two different files). The operating system drops it when the process ends, however
it ends, so a crashed bot never leaves it held. Only the bot's start takes it: ``Store.open`` does not, so the
backup task, the bench and tests open the database beside a running bot as before.
"""

from __future__ import annotations

import fcntl
import os
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Held:
    """The lock, held while this object's file stays open (the bot keeps it for its whole life)."""

    fd: int

    def release(self) -> None:
        """Let another process have the database (closing the file drops the lock)."""
        os.close(self.fd)


class InUse(Exception):
    """Another process holds the database's lock: a bot is already running on it."""


def lock_path(database: str | Path) -> Path:
    """The lock file of a database: its path with ``.lock`` added."""
    return Path(f"{database}.lock")


def hold(database: str | Path) -> Held:
    """Take the database's lock without waiting; InUse when another process holds it, OSError when the lock file
    cannot be made (its folder is missing or closed to this user)."""
    path = lock_path(database)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise InUse(str(database)) from None
    except OSError:
        os.close(fd)
        raise
    return Held(fd)
