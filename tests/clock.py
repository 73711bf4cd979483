"""A clock the tests move by hand (the bot's ``clock``), for deadlines and reminders."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta


class Clock:
    """Returns the time it was set to; ``advance`` moves it forward."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2026, 11, 30, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        """The current (test) time."""
        return self.now

    def advance(self, **delta: float) -> None:
        """Move the time forward, e.g. ``advance(hours=12)``."""
        self.now += timedelta(**delta)
