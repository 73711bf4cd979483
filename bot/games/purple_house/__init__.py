"""The Purple House: the engine object ``GAME`` and its records."""

from bot.games.purple_house.game import PurpleHouseGame
from bot.games.purple_house.state import PurpleHouseState
from bot.games.purple_house.views import CellView, HandCardView, PlayerView, PurpleHouseView

GAME = PurpleHouseGame()

__all__ = ["GAME", "CellView", "HandCardView", "PlayerView", "PurpleHouseGame", "PurpleHouseState", "PurpleHouseView"]
