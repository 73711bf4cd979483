"""Test-only players that see every secret (the cooperative games' yardstick in ``python -m bot.bench bots``).

They read the engine state, so they live here, in the benchmark, and never in a game's bots.
"""

from __future__ import annotations

import importlib
from typing import Any

from bot.bots.arena import Player
from bot.games.base import Game

MODULES = {"purplehouse": "purple_house", "quiethouse": "quiet_house"}
"""The module of each cooperative game's all-seeing team."""


def seeing_player(game: Game[Any, Any]) -> Player:
    """The all-seeing player of a cooperative game (``bot.bench.seeing.<module>.player``)."""
    module = importlib.import_module(f"bot.bench.seeing.{MODULES[game.key]}")
    made: Player = module.player(game)
    return made
