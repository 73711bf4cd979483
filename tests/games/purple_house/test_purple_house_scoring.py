"""Scoring Variant (RULINGS 14) and the Kid-Friendly Variant flag."""

from __future__ import annotations

import pytest

from bot.games.purple_house.scoring import ending_text, score
from bot.i18n import say
from tests.games.purple_house.purple_house_helpers import GAME, all_but, clue, escape, flip


def won(difficulty, round_no, candles):
    """A game won by flipping the last Clue with ``candles`` left in ``round_no``."""
    s = escape(
        current=clue("Lamp", 1),
        path=all_but(clue("Lamp", 1), clue("Lamp", 2)),
        round=round_no,
        candles=candles,
        options={"difficulty": difficulty, "scoring": True},
    )
    return flip(s, clue("Lamp", 2))


def lost(difficulty, cleared):
    """A game lost in round 3 with ``cleared`` Clues face-up."""
    path = list(range(cleared - 1))
    s = escape(
        current=clue("Clock", 4),
        path=path,
        round=3,
        candles=1,
        options={"difficulty": difficulty, "scoring": True},
    )
    return flip(s, 16)


def test_normal_win_in_round_two_with_one_candle_scores_25():
    """RULINGS 14: (16 + 1 + 3 + 5) × 1 = 25."""
    sc = score(won("normal", 2, 1))
    assert (sc.clues, sc.candles, sc.bonus, sc.points) == (16, 4, 5, 25)


def test_impossible_win_in_round_one_with_two_candles_scores_54():
    """RULINGS 14: (16 + 2 + 2 + 2 + 5) × 2 = 54."""
    sc = score(won("impossible", 1, 2))
    assert (sc.candles, sc.points, sc.total) == (6, 54, "54")


def test_hard_loss_with_twelve_cleared_scores_18():
    """RULINGS 14: 12 × 1.5 = 18."""
    s = lost("hard", 12)
    sc = score(s)
    assert (sc.clues, sc.candles, sc.bonus, sc.points) == (12, 0, 0, 18)
    assert GAME.outcome(s).scores == (18,)


def test_easy_multiplier_keeps_quarters_and_rounds_down():
    """Easy ×0.75: 13 Clues give 9.75, rounded down to 9 for the ending."""
    sc = score(lost("easy", 13))
    assert (sc.total, sc.points, sc.multiplier) == ("9.75", 9, "×0.75")


@pytest.mark.parametrize(
    ("points", "start"),
    [
        (21, "Unfortunately"),
        (22, "Congratulations"),
        (30, "Congratulations"),
        (31, "Brave"),
        (37, "Brave"),
        (38, "You are legendary"),
        (44, "You are legendary"),
        (45, "Are you secretly"),
    ],
)
def test_ending_text_bands(points, start):
    """The ending table: ~21, 22–30, 31–37, 38–44, 45+."""
    assert say(ending_text(points)).startswith(start)


def test_score_is_shown_at_game_end_when_the_variant_is_on():
    """The view and the outcome text carry the score and its ending when scoring is on."""
    s = won("normal", 2, 1)
    assert GAME.view(s, None).score.points == 25
    assert "Score 25" in say(GAME.outcome(s).text)
    assert "Congratulations" in say(GAME.outcome(s).text)


def test_no_score_without_the_variant():
    """Without the Scoring Variant the view shows no score."""
    s = flip(escape(current=clue("Lamp", 1), path=all_but(clue("Lamp", 1), clue("Lamp", 2))), clue("Lamp", 2))
    assert GAME.view(s, None).score is None
    assert "Score" not in say(GAME.outcome(s).text)


def test_kid_friendly_flag_is_in_every_view():
    """RULINGS 15: the Kid-Friendly Variant only changes talk; the views say whether it is on."""
    s = GAME.new_game(2, 1, {"kid_friendly": True})
    assert GAME.view(s, None).kid_friendly
    assert GAME.view(s, 1).kid_friendly
    assert GAME.legal_actions(s, 0) == GAME.legal_actions(GAME.new_game(2, 1, {}), 0)
