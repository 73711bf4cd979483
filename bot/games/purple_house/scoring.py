"""Scoring variant (rulebook "Scoring Variant", RULINGS 14)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from bot.games.purple_house.data import DIFFICULTIES, ENDINGS, ROUNDS, WIN_BONUS
from bot.games.purple_house.escape import clues_face_up
from bot.games.purple_house.state import WIN, PurpleHouseState


@dataclass(frozen=True)
class Score:
    """A scored game, ready to show."""

    clues: int
    """Clue cards face-up at the end (Path + Current Room)."""
    candles: int
    """Candles left, plus the full allowance of every later round after an early win."""
    bonus: int
    multiplier: str
    """Difficulty multiplier as shown, e.g. ``"×1.5"``."""
    total: str
    """Exact score, e.g. ``"18.75"``."""
    points: int
    """Score rounded down (used for the ending text)."""
    ending: str


def score(s: PurpleHouseState) -> Score:
    """Score the game as it stands (meant for a finished game)."""
    diff = DIFFICULTIES[s.difficulty]
    won = s.result == WIN
    candles = s.candles + ((ROUNDS - s.round) * diff.candles if won else 0)
    clues = clues_face_up(s)
    bonus = WIN_BONUS if won else 0
    total = (clues + candles + bonus) * diff.multiplier
    points = math.floor(total)
    return Score(
        clues=clues,
        candles=candles,
        bonus=bonus,
        multiplier=f"×{_number(diff.multiplier)}",
        total=_number(total),
        points=points,
        ending=ending_text(points),
    )


def ending_text(points: int) -> str:
    """The Scoring Variant's ending for a score (rounded down)."""
    for top, text in ENDINGS:
        if top is None or points <= top:
            return text
    raise AssertionError("ENDINGS must end with an open band")


def _number(value: Fraction) -> str:
    return f"{float(value):g}"
