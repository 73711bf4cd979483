"""How lists name a seat a bot plays for its human: why it plays, an away player's seat said as away."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.i18n import EN, PL
from bot.storage import ASKED, DEADLINE, SeatRecord
from cogs.players import stand_in_note

BACK = datetime(2026, 12, 9, 12, 0, tzinfo=UTC)


def seat(why: str, away: datetime | None = None) -> SeatRecord:
    """A human's seat a bot stands in for, for ``why``, its human away until ``away``."""
    return SeatRecord(1, 0, 7, "ada", False, stand_in="easy", stand_in_why=why, away_until=away)


def test_an_away_players_stand_in_is_said_as_away_not_as_a_missed_deadline():
    """A bot playing while its human is away is listed with the away's end, in each language, never as a miss."""
    english, polish = stand_in_note(seat(DEADLINE, BACK), EN), stand_in_note(seat(DEADLINE, BACK), PL)
    assert "away until <t:" in english and "missed" not in english
    assert "nieobecność do <t:" in polish


def test_a_missed_deadline_and_a_players_own_ask_keep_their_words():
    """Without an away, a deadline's stand-in says the deadline was missed; "play for me" says so too."""
    assert "missed a deadline" in stand_in_note(seat(DEADLINE), EN)
    assert "until they make a move" in stand_in_note(seat(ASKED, BACK), EN) and "away" not in stand_in_note(
        seat(ASKED, BACK), EN
    )
