"""Queries about private looks: ephemeral views showing a seat's secrets, kept until they are hidden."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from bot.storage.connection import Database, Row
from bot.storage.records import stamp


@dataclass(frozen=True)
class Look:
    """An ephemeral message showing a seat's secret fronts, and how to edit it (its interaction's webhook)."""

    game_id: int
    message_id: int
    seat: int
    round: int
    application_id: int
    token: str
    hide_at: datetime


class LookQueries(Database):
    """Keeping, finding and forgetting private looks."""

    async def keep_look(self, look: Look) -> None:
        """Remember a look (a newer interaction on the same message replaces its token and hiding time)."""
        await self._x(
            "INSERT INTO private_looks (game_id, message_id, seat, round, application_id, token, hide_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(game_id, message_id) DO UPDATE SET seat = excluded.seat,"
            " round = excluded.round, application_id = excluded.application_id, token = excluded.token,"
            " hide_at = excluded.hide_at",
            (
                look.game_id,
                look.message_id,
                look.seat,
                look.round,
                look.application_id,
                look.token,
                stamp(look.hide_at),
            ),
        )

    async def looks_due(self, now: datetime, *, limit: int = 100) -> list[Look]:
        """Looks whose time to hide has come."""
        rows = await self._rows(
            "SELECT * FROM private_looks WHERE hide_at <= ? ORDER BY hide_at LIMIT ?", (stamp(now), limit)
        )
        return [_look(r) for r in rows]

    async def looks_of(self, game_id: int) -> list[Look]:
        """Every look still open in a game."""
        rows = await self._rows("SELECT * FROM private_looks WHERE game_id = ? ORDER BY message_id", (game_id,))
        return [_look(r) for r in rows]

    async def forget_look(self, game_id: int, message_id: int) -> None:
        """A look was hidden (or can no longer be edited)."""
        await self._x("DELETE FROM private_looks WHERE game_id = ? AND message_id = ?", (game_id, message_id))


def _look(r: Row) -> Look:
    return Look(
        r["game_id"],
        r["message_id"],
        r["seat"],
        r["round"],
        r["application_id"],
        r["token"],
        datetime.fromisoformat(r["hide_at"]),
    )
