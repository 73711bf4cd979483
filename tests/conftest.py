"""Shared fixtures: a real bot on a real SQLite file, driven offline by SimCord."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.client import HauntBot
from bot.config import Settings


def make_bot(db_path: Path, *, seed: int = 20261130) -> HauntBot:
    """A Hauntbot on ``db_path`` whose games all use ``seed``."""
    settings = Settings(token=None, database_path=db_path, dev_guild_id=None, log_level="INFO")
    return HauntBot(settings, new_seed=lambda: seed)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A fresh database file for one test."""
    return tmp_path / "hauntbot.db"


@pytest.fixture
def simcord_bot(db_path: Path) -> HauntBot:
    """The bot SimCord runs for each Discord test."""
    return make_bot(db_path)
