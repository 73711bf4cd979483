"""Quiet House: the engine object ``GAME``, its records and the score-table key."""

from typing import Any

from bot.games.quiet_house.data import ADVANCED, BASIC, SIDED
from bot.games.quiet_house.dealing import rules_key
from bot.games.quiet_house.engine import QuietHouseGame
from bot.games.quiet_house.model import GoalTileView, QuietHouseState, QuietHouseView, StatueView, Status
from bot.seeded import Random

GAME = QuietHouseGame()


def sample_options(rng: Random) -> dict[str, Any]:
    """Options of a seeded sample game: each statue's rule side and both variants at random."""
    return {
        **{name: rng.choice((BASIC, ADVANCED)) for name in SIDED},
        "variant1": rng.random() < 0.5,
        "variant2": rng.random() < 0.5,
    }


__all__ = [
    "GAME",
    "GoalTileView",
    "QuietHouseGame",
    "QuietHouseState",
    "QuietHouseView",
    "StatueView",
    "Status",
    "rules_key",
    "sample_options",
]
