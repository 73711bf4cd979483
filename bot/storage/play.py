"""Queries of asynchronous play: owed decisions and their deadlines, preferences, finding games."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.deadlines import Duty
from bot.i18n.words import Text, from_data, to_data
from bot.storage.connection import Database
from bot.storage.records import (
    GameRecord,
    deadline_refresh,
    duty_record,
    duty_statements,
    game_record,
    stamp,
    stamp_or_none,
)

DUE_BATCH = 200
"""At most this many due duties are handed to the scheduler per pass."""


def paused_reason(kept: str) -> Text:
    """Why a game is paused, from its ``paused`` column: the message :meth:`set_paused` kept, or the English
    text a game paused before messages were kept holds."""
    try:
        return from_data(json.loads(kept))
    except ValueError:
        return kept


@dataclass(frozen=True)
class DueDuty:
    """A duty whose deadline or reminder time has come, with its game's id."""

    game_id: int
    duty: Duty


@dataclass(frozen=True)
class SeatedGame:
    """A game a user plays in, their seat, and what that seat owes (None: nothing now)."""

    record: GameRecord
    seat: int
    duty: Duty | None
    waiting_on: int
    """How many seats owe a decision in the game."""


class PlayQueries(Database):
    """Duties, missed deadlines, pauses, user preferences, server defaults and game lists."""

    # --- duties ------------------------------------------------------------------

    async def duties(self, game_id: int) -> dict[int, Duty]:
        """The decisions a game's seats owe, by seat."""
        rows = await self._rows("SELECT * FROM duties WHERE game_id = ? ORDER BY seat", (game_id,))
        return {r["seat"]: duty_record(r) for r in rows}

    async def due_duties(self, now: datetime, *, limit: int = DUE_BATCH) -> list[DueDuty]:
        """Duties of running games whose deadline or reminder time is ``now`` or earlier."""
        when = stamp(now)
        rows = await self._rows(
            "SELECT duties.* FROM duties JOIN games ON games.id = duties.game_id"
            " WHERE games.status = 'active' AND games.paused IS NULL"
            " AND ((duties.due_at IS NOT NULL AND duties.due_at <= ?)"
            " OR (duties.remind_at IS NOT NULL AND duties.remind_at <= ?))"
            " ORDER BY duties.game_id, duties.seat LIMIT ?",
            (when, when, limit),
        )
        return [DueDuty(r["game_id"], duty_record(r)) for r in rows]

    async def next_due(self) -> datetime | None:
        """The earliest deadline or reminder time of any running game."""
        rows = await self._rows(
            "SELECT MIN(t) FROM (SELECT MIN(due_at) AS t FROM duties WHERE due_at IS NOT NULL"
            " UNION ALL SELECT MIN(remind_at) FROM duties WHERE remind_at IS NOT NULL) AS due"
        )
        value = rows[0][0] if rows else None
        return None if value is None else datetime.fromisoformat(value)

    async def reschedule(self, game_id: int, duty: Duty) -> bool:
        """Change a duty's deadline and reminder time, if it is still the same duty; True if it was."""
        count, _ = await self._transaction(
            [
                (
                    "UPDATE duties SET due_at = ?, remind_at = ? WHERE game_id = ? AND seat = ? AND since = ?",
                    (stamp_or_none(duty.due_at), stamp_or_none(duty.remind_at), game_id, duty.seat, stamp(duty.since)),
                ),
                deadline_refresh(game_id),
            ]
        )
        return count == 1

    async def games_without_duties(self) -> list[int]:
        """Running games that owe nothing on record (e.g. started before deadlines were kept)."""
        rows = await self._rows(
            "SELECT id FROM games WHERE status = 'active'"
            " AND NOT EXISTS (SELECT 1 FROM duties WHERE duties.game_id = games.id) ORDER BY id"
        )
        return [int(r[0]) for r in rows]

    async def set_duties(self, game_id: int, duties: Sequence[Duty]) -> None:
        """Replace a game's duties outside a move (and keep its earliest deadline)."""
        await self._transaction([*duty_statements(game_id, duties), deadline_refresh(game_id)])

    async def add_missed(self, game_id: int, seat: int, since: Duty) -> int | None:
        """Count one more missed deadline for a seat that still owes ``since``; its count in a row.

        None (and nothing counted) when the seat no longer owes that decision: it moved in time.
        """
        rows = await self._rows(
            "UPDATE seats SET missed = missed + 1 WHERE game_id = ? AND seat = ? AND EXISTS"
            " (SELECT 1 FROM duties WHERE duties.game_id = ? AND duties.seat = ? AND duties.since = ?"
            f" AND duties.window {self.dialect.same} ?) RETURNING missed",
            (game_id, seat, game_id, seat, stamp(since.since), since.window),
        )
        return int(rows[0][0]) if rows else None

    async def set_paused(self, game_id: int, reason: Text | None) -> None:
        """Pause a game with the reason, kept as a message in the reader's words to come (None: run it again)."""
        kept = None if reason is None else json.dumps(to_data(reason))
        await self._x("UPDATE games SET paused = ? WHERE id = ?", (kept, game_id))

    async def move_home(self, game_id: int, channel_id: int) -> None:
        """Play a game in another channel from now on (no thread; its board is owed there); unpauses it."""
        await self._x(
            "UPDATE games SET channel_id = ?, thread_id = NULL, board_message_id = NULL, paused = NULL WHERE id = ?",
            (channel_id, game_id),
        )

    # --- preferences and defaults ---------------------------------------------------

    async def prefs(self, user_ids: list[int]) -> dict[int, dict[str, str]]:
        """The preferences of some users (users without any are left out)."""
        if not user_ids:
            return {}
        marks = ",".join("?" * len(user_ids))
        rows = await self._rows(f"SELECT * FROM user_prefs WHERE user_id IN ({marks})", tuple(user_ids))
        out: dict[int, dict[str, str]] = {}
        for r in rows:
            out.setdefault(r["user_id"], {})[r["key"]] = r["value"]
        return out

    async def set_pref(self, user_id: int, key: str, value: str | None) -> None:
        """Set (or with None, clear) one preference of a user."""
        if value is None:
            await self._transaction([("DELETE FROM user_prefs WHERE user_id = ? AND key = ?", (user_id, key))])
            return
        await self._transaction(
            [
                (
                    "INSERT INTO user_prefs (user_id, key, value) VALUES (?, ?, ?)"
                    " ON CONFLICT(user_id, key) DO UPDATE SET value = excluded.value",
                    (user_id, key, value),
                )
            ]
        )

    async def guild_defaults(self, guild_id: int) -> dict[str, Any]:
        """A server's default table settings."""
        rows = await self._rows("SELECT key, value FROM guild_defaults WHERE guild_id = ?", (guild_id,))
        return {r["key"]: json.loads(r["value"]) for r in rows}

    async def set_guild_defaults(self, guild_id: int, values: Mapping[str, Any]) -> None:
        """Replace a server's default table settings."""
        await self._transaction(
            [
                ("DELETE FROM guild_defaults WHERE guild_id = ?", (guild_id,)),
                *(
                    ("INSERT INTO guild_defaults (guild_id, key, value) VALUES (?, ?, ?)", (guild_id, k, json.dumps(v)))
                    for k, v in values.items()
                ),
            ]
        )

    async def set_guild_lang(self, guild_id: int, key: str, lang: str) -> int:
        """Set a server's language (default ``key``) for its new tables and its open lobbies and running
        games, in one transaction; returns how many lobbies and games now speak it."""
        async with self.transaction() as tx:
            await tx.execute(
                "INSERT INTO guild_defaults (guild_id, key, value) VALUES (?, ?, ?)"
                " ON CONFLICT(guild_id, key) DO UPDATE SET value = excluded.value",
                (guild_id, key, json.dumps(lang)),
            )
            return await tx.execute(
                f"UPDATE games SET settings = {self.dialect.json_with_key('settings')}"
                " WHERE guild_id = ? AND status IN ('lobby', 'active')",
                (key, lang, guild_id),
            )

    # --- finding games -------------------------------------------------------------

    async def user_games(self, user_id: int) -> list[SeatedGame]:
        """The running games a user is seated in, in every server, the most urgent first."""
        rows = await self._rows(
            "SELECT games.*, seats.seat AS my_seat,"
            " (SELECT COUNT(*) FROM duties d WHERE d.game_id = games.id) AS waiting_on,"
            " duties.seat AS d_seat, duties.window AS d_window, duties.since AS d_since,"
            " duties.due_at AS d_due, duties.remind_at AS d_remind"
            " FROM seats JOIN games ON games.id = seats.game_id"
            " LEFT JOIN duties ON duties.game_id = games.id AND duties.seat = seats.seat"
            " WHERE seats.user_id = ? AND games.status = 'active'"
            " ORDER BY duties.seat IS NULL,"
            " COALESCE(duties.due_at, games.deadline, '9999-12-31T23:59:59+00:00'), games.id",
            (user_id,),
        )
        out: list[SeatedGame] = []
        for r in rows:
            duty = None
            if r["d_seat"] is not None:
                duty = Duty(
                    r["d_seat"],
                    r["d_window"],
                    datetime.fromisoformat(r["d_since"]),
                    datetime.fromisoformat(r["d_due"]) if r["d_due"] else None,
                    datetime.fromisoformat(r["d_remind"]) if r["d_remind"] else None,
                )
            out.append(SeatedGame(game_record(r), r["my_seat"], duty, int(r["waiting_on"])))
        return out

    async def guild_games(self, guild_id: int, statuses: tuple[str, ...]) -> list[GameRecord]:
        """A server's games with one of ``statuses``, oldest first."""
        marks = ",".join("?" * len(statuses))
        rows = await self._rows(
            f"SELECT * FROM games WHERE guild_id = ? AND status IN ({marks}) ORDER BY id", (guild_id, *statuses)
        )
        return [game_record(r) for r in rows]

    async def missed(self, game_id: int) -> dict[int, int]:
        """Missed deadlines in a row, by seat."""
        rows = await self._rows("SELECT seat, missed FROM seats WHERE game_id = ?", (game_id,))
        return {r["seat"]: int(r["missed"]) for r in rows}
