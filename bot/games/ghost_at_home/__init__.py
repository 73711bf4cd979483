"""Ghost at Home: the engine object ``GAME`` and its records."""

from typing import Any

from bot.games.ghost_at_home.engine import GhostAtHomeGame
from bot.games.ghost_at_home.model import GhostState
from bot.games.ghost_at_home.views import GhostView
from bot.seeded import Random

GAME = GhostAtHomeGame()


def sample_options(rng: Random) -> dict[str, Any]:
    """Options of a seeded sample game: the beginner rules now and then."""
    return {"beginner": rng.random() < 0.3}


__all__ = ["GAME", "GhostAtHomeGame", "GhostState", "GhostView", "sample_options"]
