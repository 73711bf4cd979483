"""Rumble in the House: the engine object ``GAME`` and its records."""

from typing import Any

from bot.games.rumble.data import LAYOUTS
from bot.games.rumble.engine import RumbleGame
from bot.games.rumble.model import RumbleRecord, RumbleState, RumbleView
from bot.seeded import Random

GAME = RumbleGame()


def sample_options(rng: Random) -> dict[str, Any]:
    """Options of a seeded sample game: a layout at random."""
    return {"layout": rng.choice(sorted(LAYOUTS))}


__all__ = ["GAME", "RumbleGame", "RumbleRecord", "RumbleState", "RumbleView", "sample_options"]
