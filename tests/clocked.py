"""A bot on a clock the test moves: import both fixtures into a test module to use them
(``from tests.clocked import clock, simcord_bot  # noqa: F401``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.client import HauntBot
from tests.clock import Clock
from tests.conftest import make_bot


@pytest.fixture
def clock() -> Clock:
    """The time the bot sees."""
    return Clock()


@pytest.fixture
def simcord_bot(db_path: Path, clock: Clock) -> HauntBot:
    """A bot whose clock the test moves."""
    return make_bot(db_path, clock=clock)
