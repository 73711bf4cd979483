"""Each seat's result in a finished game, as the players' records keep it (``/hauntbot stats``)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.base import Outcome
from bot.storage import ResultRow, SeatRecord


def results_of(outcome: Outcome, seats: Sequence[SeatRecord], *, cooperative: bool) -> list[ResultRow]:
    """Every seat's result: won or lost, its score and its rank (winners first, then by score).

    Seats with the same result share a rank. In a cooperative game every seat has the team's
    result. A seat that left before the end is recorded as a loss by the save itself.
    """
    players = len(seats)

    def standing(seat: int) -> tuple[bool, int]:
        return (seat in outcome.winners, outcome.scores[seat] if seat < len(outcome.scores) else 0)

    rows = []
    for s in seats:
        mine = standing(s.seat)
        rank = 1 + sum(1 for other in seats if standing(other.seat) > mine)
        score = outcome.scores[s.seat] if s.seat < len(outcome.scores) else None
        rows.append(ResultRow(s.seat, s.user_id, mine[0], score, rank, players, team=cooperative))
    return rows
