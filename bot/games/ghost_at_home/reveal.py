"""The end-of-game reveal of Ghost at Home: every hand, the result and how the scores were reached.

Houses are public all game long; what was hidden is the cards in hand (the draw pile's order and
the face-down discards are not told). A score is the rooms a house explored, floor by floor.
The reveal is one message of lines (``ghostathome-lines``), said in the reader's language.
"""

from __future__ import annotations

from bot.games.base import Outcome
from bot.games.ghost_at_home.data import CARDS
from bot.games.ghost_at_home.house import FLOOR_NUMBERS, explored, rooms_on
from bot.games.ghost_at_home.model import SLOTS, GhostState
from bot.games.ghost_at_home.views import hand_order
from bot.games.ghost_at_home.words import commas
from bot.i18n import Msg, Seat, Text, msg


def lines(first: Msg, *more: Msg) -> Msg:
    """Messages said one per line."""
    if not more:
        return first
    return msg("ghostathome-lines", first=first, rest=lines(*more))


def outcome_text(s: GhostState) -> Msg:
    """How a finished game ended: the winner escaped, or everybody else left."""
    if len(s.active()) == 1 and explored(s.houses[s.winner]) < SLOTS:
        return msg("ghostathome-won-alone", winner=Seat(s.winner))
    return msg("ghostathome-won-escaped", winner=Seat(s.winner))


def hand_line(s: GhostState, seat: int) -> Msg:
    """One seat's hand at the end, in words."""
    if seat in s.resigned:
        return msg("ghostathome-reveal-left", player=Seat(seat))
    cards = tuple(CARDS[c].label for c in hand_order(s.hands[seat]))
    if not cards:
        return msg("ghostathome-reveal-empty", player=Seat(seat))
    return msg("ghostathome-reveal-hand", player=Seat(seat), cards=cards)


def score_words(s: GhostState, seat: int, score: int) -> Msg:
    """A seat's score with the rooms of each floor that make it, e.g. "Player 2 3 (2+1+0)"."""
    if seat in s.resigned:
        return msg("ghostathome-score-left", player=Seat(seat))
    first, second, third = (len(rooms_on(s.houses[seat], f)) for f in FLOOR_NUMBERS)
    return msg("ghostathome-score", player=Seat(seat), score=score, first=first, second=second, third=third)


def reveal(s: GhostState, outcome: Outcome | None) -> Text:
    """For a finished game: the result, one line per hand, then the scores; empty while it runs."""
    if outcome is None:
        return ""
    scores = commas([score_words(s, q, n) for q, n in enumerate(outcome.scores)])
    return lines(
        outcome_text(s), *(hand_line(s, q) for q in range(s.players)), msg("ghostathome-scores", scores=scores)
    )
