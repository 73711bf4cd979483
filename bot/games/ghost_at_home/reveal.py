"""The end-of-game reveal of Ghost at Home: every hand, the result and how the scores were reached.

Houses are public all game long; what was hidden is the cards in hand (the draw pile's order and
the face-down discards are not told). A score is the rooms a house explored, floor by floor.
"""

from __future__ import annotations

from bot.games.base import Outcome, joined, seat_name
from bot.games.ghost_at_home.data import CARDS
from bot.games.ghost_at_home.house import FLOOR_NUMBERS, rooms_on
from bot.games.ghost_at_home.model import GhostState
from bot.games.ghost_at_home.views import hand_order


def hand_line(s: GhostState, seat: int) -> str:
    """One seat's hand at the end, in words."""
    who = seat_name(seat)
    if seat in s.resigned:
        return f"{who} left the game: their hand was discarded."
    cards = [CARDS[c].label for c in hand_order(s.hands[seat])]
    return f"{who} held {joined(cards)}." if cards else f"{who} held no cards."


def score_words(s: GhostState, seat: int, score: int) -> str:
    """A seat's score with the rooms of each floor that make it, e.g. "Player 2 3 (2+1+0)"."""
    if seat in s.resigned:
        return f"{seat_name(seat)} 0 (left)"
    floors = "+".join(str(len(rooms_on(s.houses[seat], f))) for f in FLOOR_NUMBERS)
    return f"{seat_name(seat)} {score} ({floors})"


def reveal(s: GhostState, outcome: Outcome | None) -> str:
    """For a finished game: the result, one line per hand, then the scores; empty while it runs."""
    if outcome is None:
        return ""
    lines = [outcome.text]
    lines += [hand_line(s, q) for q in range(s.players)]
    scores = ", ".join(score_words(s, q, n) for q, n in enumerate(outcome.scores))
    lines.append(f"Scores, rooms explored (floors 1+2+3): {scores}.")
    return "\n".join(lines)
