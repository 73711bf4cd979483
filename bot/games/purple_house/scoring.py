"""Scoring variant (rulebook "Scoring Variant", RULINGS 14)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from bot.games.purple_house.data import DIFFICULTIES, ENDINGS, ROUNDS, WIN_BONUS
from bot.games.purple_house.escape import clues_face_up
from bot.games.purple_house.state import WIN, PurpleHouseState
from bot.i18n import Msg, msg


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
    ending: Msg
    """The ending of the score's band (a message: ``data.ENDINGS``)."""
    exact: int | float = 0
    """The exact score as a number (``total``), for messages: an int when whole."""
    times: int | float = 1
    """The difficulty multiplier as a number (``multiplier``), for messages."""

    def words(self) -> Msg:
        """The score and its parts: "Score 18.75 = (13 Clues + 7 candles + 5 win bonus) ×0.75"."""
        return msg(
            "purplehouse-score",
            total=self.exact,
            clues=self.clues,
            candles=self.candles,
            bonus=self.bonus,
            multiplier=self.times,
        )


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
        exact=_value(total),
        times=_value(diff.multiplier),
    )


def ending_text(points: int) -> Msg:
    """The Scoring Variant's ending for a score (rounded down)."""
    for top, id in ENDINGS:
        if top is None or points <= top:
            return msg(id)
    raise AssertionError("ENDINGS must end with an open band")


def _number(value: Fraction) -> str:
    return f"{float(value):g}"


def _value(value: Fraction) -> int | float:
    """A score's number as a message argument: an int when whole, else a float (said "9.75", "9,75")."""
    return int(value) if value.denominator == 1 else float(value)
