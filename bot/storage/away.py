"""Queries of players who are away (``/hauntbot away``): kept per user, for every server, in ``user_prefs``.

A user who is away has the preference ``away`` (the end of the away, a stamp); every seat query joins it
(``records.AWAY_JOIN``), so a loaded seat knows its human is away. When the away is over (its end came, or
they acted before it) the key becomes ``away-over`` (the moment it ended) until the scheduler has given
every game its deadlines back and handed back the seats bots played for them; then it is forgotten. The
seats a bot took over because the player went away (tables whose deadline policy is "bot") are kept as
``away-seat:<game id>`` (the seat), so only those are handed back.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from bot.deadlines import Duty
from bot.storage.connection import Database
from bot.storage.records import AWAY, DEADLINE, deadline_refresh, duty_statements, parse_stamp, stamp

AWAY_OVER = "away-over"
"""The preference holding when a user's away ended, until every game has its deadlines back."""
AWAY_SEAT = "away-seat:"
"""The prefix of the preferences naming, per game, the seat a bot plays because its human went away."""


class AwayQueries(Database):
    """Starting, ending and finding aways, and the seats bots play for away players."""

    async def away_until(self, user_id: int) -> datetime | None:
        """When a user's away ends (None: they are not away, or it is over)."""
        rows = await self._rows("SELECT value FROM user_prefs WHERE user_id = ? AND key = ?", (user_id, AWAY))
        return parse_stamp(rows[0][0]) if rows else None

    async def set_away(self, user_id: int, until: datetime) -> None:
        """The user is away until ``until`` (replacing an away they were on, and one that just ended)."""
        await self._transaction(
            [
                ("DELETE FROM user_prefs WHERE user_id = ? AND key = ?", (user_id, AWAY_OVER)),
                (
                    "INSERT INTO user_prefs (user_id, key, value) VALUES (?, ?, ?)"
                    " ON CONFLICT(user_id, key) DO UPDATE SET value = excluded.value",
                    (user_id, AWAY, stamp(until)),
                ),
            ]
        )

    async def end_away(self, user_id: int, now: datetime) -> bool:
        """End a user's away at ``now`` (they acted, or said they are back); False when they were not away."""
        _, count = await self._transaction(
            [
                (  # the UPDATE below replaces an older away-over (SQLite's UPDATE OR REPLACE, in both engines)
                    "DELETE FROM user_prefs WHERE user_id = ? AND key = ?"
                    " AND EXISTS (SELECT 1 FROM user_prefs AS a WHERE a.user_id = ? AND a.key = ?)",
                    (user_id, AWAY_OVER, user_id, AWAY),
                ),
                (
                    "UPDATE user_prefs SET key = ?, value = ? WHERE user_id = ? AND key = ?",
                    (AWAY_OVER, stamp(now), user_id, AWAY),
                ),
            ]
        )
        return count == 1

    async def aways_over(self, now: datetime) -> list[tuple[int, datetime]]:
        """Every away that is over and not yet undone, as (user, when it ended); aways whose end came are
        marked over first (their end is the moment they ended)."""
        await self._transaction(
            [
                (  # an older away-over of the same user is replaced (SQLite's UPDATE OR REPLACE, in both engines)
                    "DELETE FROM user_prefs WHERE key = ? AND user_id IN"
                    " (SELECT a.user_id FROM user_prefs AS a WHERE a.key = ? AND a.value <= ?)",
                    (AWAY_OVER, AWAY, stamp(now)),
                ),
                ("UPDATE user_prefs SET key = ? WHERE key = ? AND value <= ?", (AWAY_OVER, AWAY, stamp(now))),
            ]
        )
        found = await self._rows("SELECT user_id, value FROM user_prefs WHERE key = ? ORDER BY user_id", (AWAY_OVER,))
        out: list[tuple[int, datetime]] = []
        for r in found:
            when = parse_stamp(r["value"])
            assert when is not None
            out.append((int(r["user_id"]), when))
        return out

    async def forget_away(self, user_id: int, ended: datetime) -> None:
        """Forget an away once every game had its deadlines back (kept if the user went away again since)."""
        await self._transaction(
            [
                (
                    "DELETE FROM user_prefs WHERE user_id = ? AND key = ? AND value = ?",
                    (user_id, AWAY_OVER, stamp(ended)),
                ),
                (
                    "DELETE FROM user_prefs WHERE user_id = ? AND key LIKE ? AND NOT EXISTS"
                    " (SELECT 1 FROM user_prefs p WHERE p.user_id = ? AND p.key IN (?, ?))",
                    (user_id, AWAY_SEAT + "%", user_id, AWAY, AWAY_OVER),
                ),
            ]
        )

    async def away_seats(self, user_id: int) -> dict[int, int]:
        """The seats bots play because the user went away, by game."""
        rows = await self._rows(
            "SELECT key, value FROM user_prefs WHERE user_id = ? AND key LIKE ?", (user_id, AWAY_SEAT + "%")
        )
        return {int(r["key"][len(AWAY_SEAT) :]): int(r["value"]) for r in rows}

    async def set_away_stand_in(
        self, game_id: int, seat: int, user_id: int, level: str, *, duties: Sequence[Duty]
    ) -> bool:
        """A bot of ``level`` plays for an away player (the table's policy "bot"), in one transaction with the
        game's ``duties`` and the note that it is the away's; False, nothing written, when a bot already does."""
        async with self.transaction() as tx:
            changed = await tx.execute(
                "UPDATE seats SET stand_in = ?, stand_in_why = ?, handed = 1 WHERE game_id = ? AND seat = ?"
                " AND user_id = ? AND bot IS NULL AND stand_in IS NULL",
                (level, DEADLINE, game_id, seat, user_id),
            )
            if changed != 1:
                return False
            await tx.execute(
                "INSERT INTO user_prefs (user_id, key, value) VALUES (?, ?, ?)"
                " ON CONFLICT(user_id, key) DO UPDATE SET value = excluded.value",
                (user_id, f"{AWAY_SEAT}{game_id}", str(seat)),
            )
            for statement, values in [*duty_statements(game_id, duties), deadline_refresh(game_id)]:
                await tx.execute(statement, values)
        return True

    async def forget_away_seat(self, user_id: int, game_id: int) -> None:
        """The seat of ``game_id`` is no longer played because its human went away."""
        await self._x("DELETE FROM user_prefs WHERE user_id = ? AND key = ?", (user_id, f"{AWAY_SEAT}{game_id}"))
