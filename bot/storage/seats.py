"""Queries about seats: who sits where in a lobby, bot players, and bots standing in for humans."""

from __future__ import annotations

from collections.abc import Sequence

from bot.deadlines import Duty
from bot.storage.connection import Database
from bot.storage.records import (
    AWAY_JOIN,
    SEAT_COLUMNS,
    STAND_IN_REASONS,
    SeatRecord,
    deadline_refresh,
    duty_statements,
    seat_record,
)


class SeatQueries(Database):
    """Seats of lobbies and games: humans joining and leaving, bots added, stand-ins set and cleared."""

    async def seats(self, game_id: int) -> list[SeatRecord]:
        """The game's seats in seat order."""
        rows = await self._rows(
            f"SELECT {SEAT_COLUMNS} FROM seats LEFT JOIN duties ON duties.game_id = seats.game_id"
            f" AND duties.seat = seats.seat{AWAY_JOIN} WHERE seats.game_id = ? ORDER BY seats.seat",
            (game_id,),
        )
        return [seat_record(game_id, r) for r in rows]

    async def add_seat(self, game_id: int, user_id: int, name: str) -> bool:
        """Seat a user in a lobby after the others; False if already seated."""
        try:
            await self._transaction(
                [
                    (
                        "INSERT INTO seats (game_id, seat, user_id, name) VALUES"
                        " (?, (SELECT COALESCE(MAX(seat), -1) + 1 FROM seats WHERE game_id = ?), ?, ?)",
                        (game_id, game_id, user_id, name),
                    )
                ]
            )
        except self.integrity_errors:
            return False
        return True

    async def remove_seat(self, game_id: int, user_id: int) -> bool:
        """Remove a user from a lobby; False if they were not seated."""
        (count,) = await self._transaction(
            [("DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id))]
        )
        return count == 1

    async def rename_seat(self, game_id: int, user_id: int, name: str) -> None:
        """Keep a seat's display name current."""
        await self._transaction(
            [
                (
                    "UPDATE seats SET name = ? WHERE game_id = ? AND user_id = ? AND name != ?",
                    (name, game_id, user_id, name),
                )
            ]
        )

    async def add_bot_seat(self, game_id: int, level: str, name: str) -> int:
        """Seat a bot of ``level`` in a lobby after the others; return its user id (negative, new in its game)."""
        async with self.transaction() as tx:
            (row,) = await tx.rows(
                "INSERT INTO seats (game_id, seat, user_id, name, is_bot, bot) VALUES"
                " (?, (SELECT COALESCE(MAX(seat), -1) + 1 FROM seats WHERE game_id = ?),"
                " (SELECT CASE WHEN MIN(user_id) < 0 THEN MIN(user_id) ELSE 0 END - 1 FROM seats WHERE game_id = ?),"
                " ?, 1, ?)"
                " RETURNING user_id",
                (game_id, game_id, game_id, name, level),
            )
        return int(row["user_id"])

    async def set_stand_in(
        self, game_id: int, seat: int, level: str, why: str, *, duties: Sequence[Duty] | None = None
    ) -> bool:
        """A bot of ``level`` plays for a human's seat from now on (``why``: asked, deadline or replaced).

        In one transaction: the stand-in, the seat marked as handed for good (its result counts for
        nobody), and the game's ``duties`` when given (the seat's decision becomes the bot's). False,
        and nothing written, when the seat is a bot's or is already played by one (only "replaced"
        may take over from another stand-in, and nothing takes over from it).
        """
        if why not in STAND_IN_REASONS:
            raise ValueError(f"a bot stands in for a human only when {', '.join(STAND_IN_REASONS)}, not {why!r}")
        return await self._seat_change(
            game_id,
            "UPDATE seats SET stand_in = ?, stand_in_why = ?, handed = 1 WHERE game_id = ? AND seat = ?"
            " AND bot IS NULL AND (stand_in IS NULL OR ? = 'replaced')"
            f" AND stand_in_why {self.dialect.differs} 'replaced'",
            (level, why, game_id, seat, why),
            duties,
        )

    async def clear_stand_in(self, game_id: int, seat: int, *, duties: Sequence[Duty] | None = None) -> bool:
        """The human plays their own seat again (and the game's ``duties`` when given), in one transaction.

        False, and nothing written, when no bot stands in there or it replaced a player who left.
        """
        return await self._seat_change(
            game_id,
            "UPDATE seats SET stand_in = NULL, stand_in_why = NULL WHERE game_id = ? AND seat = ?"
            " AND stand_in IS NOT NULL AND stand_in_why != 'replaced'",
            (game_id, seat),
            duties,
        )

    async def _seat_change(
        self, game_id: int, sql: str, params: tuple[object, ...], duties: Sequence[Duty] | None
    ) -> bool:
        async with self.transaction() as tx:
            if await tx.execute(sql, params) != 1:
                return False
            if duties is not None:
                for statement, values in [*duty_statements(game_id, duties), deadline_refresh(game_id)]:
                    await tx.execute(statement, values)
        return True
