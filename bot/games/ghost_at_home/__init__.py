"""Ghost at Home: the engine object ``GAME`` and its records."""

from bot.games.ghost_at_home.engine import GhostAtHomeGame
from bot.games.ghost_at_home.model import GhostState
from bot.games.ghost_at_home.views import GhostView

GAME = GhostAtHomeGame()

__all__ = ["GAME", "GhostAtHomeGame", "GhostState", "GhostView"]
