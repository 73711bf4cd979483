"""Taking a move back: what the save of an undoable move keeps (``games.undo_seat`` and ``games.undo``,
migration 12), and the one transaction that restores it."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.deadlines import Duty
from bot.i18n.words import Text, to_data
from bot.storage.connection import Database
from bot.storage.records import (
    EventRecord,
    VersionConflict,
    duty_row,
    duty_statements,
    earliest_deadline,
    event_record,
    parse_stamp,
    stamp,
)

UNDO = "undo"
"""The action of the event that takes the move before it back (replays and history read it)."""


@dataclass(frozen=True)
class UndoPoint:
    """What taking back the newest move restores: the state before it, the duties owed then (with their
    deadlines: the mover gains no time) and the mover's missed deadlines in a row."""

    seat: int
    state: Mapping[str, Any]
    duties: tuple[Duty, ...] = ()
    missed: int = 0
    version: int = 0
    """The version the move made (set when read back): the point holds only while the game is at it."""


def undo_data(point: UndoPoint, version: int) -> str:
    """An undo point as the ``games.undo`` column keeps it, for the move that makes ``version``."""
    return json.dumps(
        {
            "seat": point.seat,
            "version": version,
            "state": dict(point.state),
            "duties": [list(duty_row(d)) for d in point.duties],
            "missed": point.missed,
        }
    )


def undo_point(kept: str) -> UndoPoint:
    """An undo point back from its column."""
    d = json.loads(kept)
    duties = []
    for seat, window, since, due, remind in d["duties"]:
        start = parse_stamp(since)
        assert start is not None
        duties.append(Duty(seat, window, start, parse_stamp(due), parse_stamp(remind)))
    return UndoPoint(d["seat"], d["state"], tuple(duties), int(d["missed"]), int(d["version"]))


class UndoQueries(Database):
    """Reading and restoring the point a game's newest move may be taken back to."""

    async def undo_point(self, game_id: int) -> UndoPoint | None:
        """What taking back the game's newest move restores (None: it may not be taken back)."""
        rows = await self._rows("SELECT undo FROM games WHERE id = ?", (game_id,))
        return undo_point(rows[0]["undo"]) if rows and rows[0]["undo"] else None

    async def newest_event(self, game_id: int) -> EventRecord | None:
        """The game's newest event (None before its first move)."""
        rows = await self._rows("SELECT * FROM events WHERE game_id = ? ORDER BY seq DESC LIMIT 1", (game_id,))
        return event_record(rows[0]) if rows else None

    async def take_back(self, game_id: int, point: UndoPoint, *, sentence: Text, now: datetime) -> int:
        """Restore ``point`` as one unit and return the game's new version.

        In one transaction: the state before the move under a new version (which its live board must show),
        the undo point forgotten, an ``undo`` event of the mover with its public ``sentence``, the duties owed
        before the move (their deadlines and the game's earliest one) and the mover's missed deadlines.
        VersionConflict, and nothing written, when the game is no longer running at the version the move made.
        """
        when = stamp(now)
        version = point.version + 1
        async with self.transaction() as tx:
            changed = await tx.execute(
                "UPDATE games SET state = ?, version = ?, board_due = ?, updated_at = ?, deadline = ?,"
                " undo_seat = NULL, undo = NULL WHERE id = ? AND version = ? AND status = 'active'"
                " AND undo_seat = ?",
                (
                    json.dumps(dict(point.state)),
                    version,
                    version,
                    when,
                    earliest_deadline(point.duties),
                    game_id,
                    point.version,
                    point.seat,
                ),
            )
            if changed != 1:
                raise VersionConflict(game_id)
            await tx.execute(
                "INSERT INTO events (game_id, seq, seat, action, version, created_at, said, auto)"
                " VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM events WHERE game_id = ?), ?, ?, ?, ?, ?, 0)",
                (game_id, game_id, point.seat, UNDO, version, when, json.dumps(to_data(sentence))),
            )
            for sql, params in duty_statements(game_id, point.duties):
                await tx.execute(sql, params)
            await tx.execute(
                "UPDATE seats SET missed = ? WHERE game_id = ? AND seat = ?", (point.missed, game_id, point.seat)
            )
        return version
