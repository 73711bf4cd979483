"""The bot for the tiny game's tests offers Three in a row only, registered as the five games are."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.client import HauntBot
from bot.registry import GameKit, register
from tests.conftest import make_bot
from tests.tiny.kit import TINY_KIT


def tiny_kits() -> dict[str, GameKit]:
    """A registry holding Three in a row alone (checked by ``register`` like every game)."""
    kits: dict[str, GameKit] = {}
    register(kits, TINY_KIT)
    return kits


@pytest.fixture
def simcord_bot(db_path: Path) -> HauntBot:
    """A bot that plays Three in a row and nothing else."""
    return make_bot(db_path, kits=tiny_kits())
