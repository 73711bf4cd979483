"""Children: the engine object ``GAME`` and its records."""

from bot.games.children.engine import ChildrenGame
from bot.games.children.model import ChildrenState
from bot.games.children.views import ChildrenView

GAME = ChildrenGame()

__all__ = ["GAME", "ChildrenGame", "ChildrenState", "ChildrenView"]
