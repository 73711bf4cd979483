"""Queries reading a game's log: pages of moves and the moves since a seat last moved by hand.

Both read a range of the ``events`` primary key (``game_id, seq``, with ``seq`` counting a game's
moves from 1), so showing page 1 of a 300-move game reads ten rows.
"""

from __future__ import annotations

from bot.storage.connection import Database
from bot.storage.records import EventRecord, event_record


class HistoryQueries(Database):
    """A game's moves, read a page at a time."""

    async def move_count(self, game_id: int) -> int:
        """How many moves the game has had."""
        rows = await self._rows("SELECT COALESCE(MAX(seq), 0) FROM events WHERE game_id = ?", (game_id,))
        return int(rows[0][0])

    async def moves_since_own(
        self, game_id: int, seat: int, *, tail: int
    ) -> tuple[int, dict[int | None, int], list[EventRecord]]:
        """The moves after ``seat``'s last move made by hand (all of them when it has made none):
        their number, how many each seat made, and the last ``tail`` of them, oldest first.

        Moves played for the seat (a deadline, an automatic answer) are in the gap: the player
        was not there and wants to know.
        """
        rows = await self._rows(
            "SELECT COALESCE(MAX(seq), 0) FROM events WHERE game_id = ? AND seat = ? AND auto = 0", (game_id, seat)
        )
        after = int(rows[0][0])
        counts = await self._rows(
            "SELECT seat, COUNT(*) AS n FROM events WHERE game_id = ? AND seq > ? GROUP BY seat", (game_id, after)
        )
        per_seat = {r["seat"]: int(r["n"]) for r in counts}
        last = await self._rows(
            "SELECT * FROM (SELECT * FROM events WHERE game_id = ? AND seq > ? ORDER BY seq DESC LIMIT ?) AS newest"
            " ORDER BY seq",
            (game_id, after, tail),
        )
        return sum(per_seat.values()), per_seat, [event_record(r) for r in last]
