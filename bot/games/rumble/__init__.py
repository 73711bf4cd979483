"""Rumble in the House: the engine object ``GAME`` and its records."""

from bot.games.rumble.engine import RumbleGame
from bot.games.rumble.model import RumbleRecord, RumbleState, RumbleView

GAME = RumbleGame()

__all__ = ["GAME", "RumbleGame", "RumbleRecord", "RumbleState", "RumbleView"]
