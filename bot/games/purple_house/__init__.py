"""The Purple House: the engine object ``GAME`` and its records."""

from typing import Any

from bot.games.purple_house.data import DIFFICULTIES
from bot.games.purple_house.game import PurpleHouseGame
from bot.games.purple_house.state import PurpleHouseState
from bot.games.purple_house.views import CellView, HandCardView, PlayerView, PurpleHouseView
from bot.seeded import Random

GAME = PurpleHouseGame()


def sample_options(rng: Random) -> dict[str, Any]:
    """Options of a seeded sample game: any difficulty, kid-friendly cards and scoring or not."""
    return {
        "difficulty": rng.choice(sorted(DIFFICULTIES)),
        "kid_friendly": rng.random() < 0.5,
        "scoring": rng.random() < 0.5,
    }


__all__ = [
    "GAME",
    "CellView",
    "HandCardView",
    "PlayerView",
    "PurpleHouseGame",
    "PurpleHouseState",
    "PurpleHouseView",
    "sample_options",
]
