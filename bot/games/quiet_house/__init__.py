"""Quiet House: the engine object ``GAME``, its records and the score-table key."""

from bot.games.quiet_house.dealing import rules_key
from bot.games.quiet_house.engine import QuietHouseGame
from bot.games.quiet_house.model import GoalTileView, QuietHouseState, QuietHouseView, StatueView, Status

GAME = QuietHouseGame()

__all__ = [
    "GAME",
    "GoalTileView",
    "QuietHouseGame",
    "QuietHouseState",
    "QuietHouseView",
    "StatueView",
    "Status",
    "rules_key",
]
