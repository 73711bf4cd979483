"""The health check ``python -m bot health``: the database answers and this process's scheduler passed recently.

After each scheduler pass that completed, the bot writes the time into its heartbeat file (:class:`Heartbeat`):
``<DATABASE_PATH>.heartbeat`` in SQLite mode; in PostgreSQL mode ``heartbeat-shards-<SHARD_IDS>`` (or
``heartbeat-shards-all``) in DATABASE_PATH's folder, one file per process. ``python -m bot health``, run with
the same settings as the process it checks, exits 0 when the database answers and that file was written within
:func:`stale_after` (a claim's lease and one more poll: 90 s by default); otherwise it says why and exits 1.
"""

from __future__ import annotations

import logging
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bot.claiming import lease_for
from bot.config import Settings
from bot.storage.health import database_problem

log = logging.getLogger(__name__)


def heartbeat_path(settings: Settings) -> Path:
    """The heartbeat file of the process these settings run."""
    path = settings.database_path
    if settings.database_url is None:
        return path.with_name(path.name + ".heartbeat")
    ids = settings.shards.ids
    return path.parent / f"heartbeat-shards-{'all' if ids is None else '-'.join(map(str, ids))}"


def stale_after(poll_seconds: float) -> timedelta:
    """How old a heartbeat may be: a claim's lease (two polls, at least a minute) and one more poll."""
    return lease_for(poll_seconds) + timedelta(seconds=poll_seconds)


class Heartbeat:
    """The file a scheduler writes the time into after each completed pass."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def beat(self, now: datetime) -> None:
        """Record ``now`` (written aside, then moved in place: a reader never sees half a time); a failure to
        write is logged, and the health check then says the passes stopped."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            aside = self.path.with_name(self.path.name + ".tmp")
            aside.write_text(now.isoformat() + "\n")
            os.replace(aside, self.path)
        except OSError:
            log.exception("the heartbeat file %s could not be written", self.path)

    def last(self) -> datetime | None:
        """The time of the last completed pass, or None when there is none to read."""
        try:
            return datetime.fromisoformat(self.path.read_text().strip())
        except (OSError, ValueError):
            return None


def check(settings: Settings, now: datetime | None = None) -> tuple[bool, str]:
    """Whether the process these settings run is healthy, and the sentence saying so or why not."""
    problem = database_problem(settings.database)
    if problem is not None:
        return False, f"unhealthy: {problem}."
    heartbeat = Heartbeat(heartbeat_path(settings))
    last = heartbeat.last()
    if last is None:
        return False, f"unhealthy: the database answers, but no scheduler pass is recorded in {str(heartbeat.path)!r}."
    age = ((now or datetime.now(UTC)) - last).total_seconds()
    limit = stale_after(settings.poll_seconds).total_seconds()
    if age > limit:
        return (
            False,
            f"unhealthy: the database answers, but the scheduler's last pass was {age:.0f} s ago (over {limit:.0f} s).",
        )
    return True, f"healthy: the database answers and the scheduler passed {max(age, 0):.0f} s ago."


def run(settings: Settings) -> int:
    """The ``health`` task: print the verdict; exit status 0 healthy, 1 not."""
    healthy, sentence = check(settings)
    print(sentence)
    return 0 if healthy else 1
