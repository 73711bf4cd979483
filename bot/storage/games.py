"""Queries about games, seats, events, best scores and bot-wide values."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

import aiosqlite

from bot.deadlines import Duty
from bot.storage.connection import Database
from bot.storage.records import (
    SEAT_COLUMNS,
    EventRecord,
    GameRecord,
    LobbyExists,
    SeatRecord,
    VersionConflict,
    duty_row,
    duty_statements,
    earliest_deadline,
    game_record,
    seat_record,
    stamp,
)


class GameQueries(Database):
    """Lobbies, moves and their history."""

    # --- games -------------------------------------------------------------------

    async def create_lobby(
        self,
        *,
        kind: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        options: Mapping[str, Any],
        seed: int,
        now: datetime,
        settings: Mapping[str, Any] | None = None,
    ) -> GameRecord:
        """Open a lobby with the host in seat 0; raise LobbyExists if the channel has one."""
        when = stamp(now)
        await self._x("BEGIN IMMEDIATE")
        try:
            (row,) = await self._rows(
                "INSERT INTO games (kind, guild_id, channel_id, host_id, status, options, seed,"
                " created_at, updated_at, settings) VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?) RETURNING id",
                (
                    kind,
                    guild_id,
                    channel_id,
                    host_id,
                    json.dumps(dict(options)),
                    seed,
                    when,
                    when,
                    json.dumps(dict(settings or {})),
                ),
            )
            game_id = int(row["id"])
            await self._x(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                (game_id, host_id, host_name),
            )
            await self._x("COMMIT")
        except aiosqlite.IntegrityError as exc:
            await self._x("ROLLBACK")
            raise LobbyExists(kind) from exc
        except BaseException:
            await self._x("ROLLBACK")
            raise
        game = await self.game(game_id)
        assert game is not None
        return game

    async def game(self, game_id: int) -> GameRecord | None:
        """Load one game row."""
        found = await self._rows("SELECT * FROM games WHERE id = ?", (game_id,))
        row = found[0] if found else None
        return game_record(row) if row else None

    async def open_lobby(self, kind: str, channel_id: int) -> GameRecord | None:
        """The open lobby of ``kind`` in a channel, if any."""
        found = await self._rows(
            "SELECT * FROM games WHERE kind = ? AND channel_id = ? AND status = 'lobby'", (kind, channel_id)
        )
        row = found[0] if found else None
        return game_record(row) if row else None

    async def games_here(self, kind: str, place_id: int, statuses: tuple[str, ...]) -> list[GameRecord]:
        """Games of ``kind`` whose channel or thread is ``place_id``, newest first."""
        marks = ",".join("?" * len(statuses))
        rows = await self._rows(
            f"SELECT * FROM games WHERE kind = ? AND (thread_id = ? OR channel_id = ?) AND status IN ({marks})"
            " ORDER BY id DESC",
            (kind, place_id, place_id, *statuses),
        )
        return [game_record(r) for r in rows]

    async def count_games(self) -> int:
        """How many games are stored (any status)."""
        found = await self._rows("SELECT COUNT(*) FROM games")
        row = found[0] if found else None
        return int(row[0]) if row else 0

    async def set_places(
        self,
        game_id: int,
        *,
        lobby_message_id: int | None = None,
        board_message_id: int | None = None,
        thread_id: int | None = None,
    ) -> None:
        """Remember where the game's messages live (only the values given change)."""
        changes = {
            k: v
            for k, v in (
                ("lobby_message_id", lobby_message_id),
                ("board_message_id", board_message_id),
                ("thread_id", thread_id),
            )
            if v is not None
        }
        if not changes:
            return
        sets = ", ".join(f"{k} = ?" for k in changes)
        await self._transaction([(f"UPDATE games SET {sets} WHERE id = ?", (*changes.values(), game_id))])

    async def start(
        self,
        game_id: int,
        *,
        state: Mapping[str, Any],
        seat_order: list[int],
        now: datetime,
        duties: Sequence[Duty] = (),
    ) -> GameRecord:
        """Turn a lobby into an active game: seats renumbered 0..n-1, first state saved.

        ``seat_order`` lists user ids in seat order. Raises VersionConflict if
        the game is no longer a lobby.
        """
        when = stamp(now)
        statements: list[tuple[str, tuple[Any, ...]]] = [
            (
                "UPDATE games SET status = 'active', state = ?, version = version + 1, updated_at = ?, deadline = ?"
                " WHERE id = ? AND status = 'lobby'",
                (json.dumps(state), when, earliest_deadline(duties), game_id),
            ),
            ("UPDATE seats SET seat = -1 - seat WHERE game_id = ?", (game_id,)),
        ]
        statements += [
            ("UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?", (i, game_id, uid))
            for i, uid in enumerate(seat_order)
        ]
        statements += duty_statements(game_id, duties)
        await self._x("BEGIN IMMEDIATE")
        try:
            for i, (sql, params) in enumerate(statements):
                count = await self._x(sql, params)
                if i == 0 and count != 1:
                    raise VersionConflict(game_id)
            await self._x("COMMIT")
        except BaseException:
            await self._x("ROLLBACK")
            raise
        game = await self.game(game_id)
        assert game is not None
        return game

    async def save_move(
        self,
        game_id: int,
        *,
        expected_version: int,
        state: Mapping[str, Any],
        status: str,
        seat: int | None,
        action: str,
        now: datetime,
        duties: Sequence[Duty] | None = None,
        acted: int | None = None,
    ) -> int:
        """Save a new state, its event and the duties it leaves in one transaction; return the new version.

        ``duties`` replace the game's owed decisions (None leaves them alone);
        ``acted`` is a seat that played in person after missing deadlines: its
        count starts again from zero. Raises VersionConflict (and writes nothing) when the
        stored version is not ``expected_version``.
        """
        when = stamp(now)
        rows = None if duties is None else json.dumps([duty_row(d) for d in duties])
        try:
            # One statement, one trip: the move_saves trigger (migration 0006) does the rest.
            await self._x(
                "INSERT INTO move_saves (game_id, expected_version, state, status, updated_at, seat, action,"
                " duties, deadline, acted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game_id,
                    expected_version,
                    json.dumps(state),
                    status,
                    when,
                    seat,
                    action,
                    rows,
                    None if duties is None else earliest_deadline(duties),
                    acted,
                ),
            )
        except aiosqlite.IntegrityError as exc:
            if "stale version" in str(exc):
                raise VersionConflict(game_id) from exc
            raise
        return expected_version + 1

    async def set_status(self, game_id: int, status: str, *, only_from: tuple[str, ...], now: datetime) -> bool:
        """Change a game's status if it is currently one of ``only_from``; an ended game owes nothing."""
        marks = ",".join("?" * len(only_from))
        count, *_ = await self._transaction(
            [
                (
                    f"UPDATE games SET status = ?, version = version + 1, updated_at = ?,"
                    f" deadline = CASE WHEN ? = 'active' THEN deadline END WHERE id = ? AND status IN ({marks})",
                    (status, stamp(now), status, game_id, *only_from),
                ),
                *([] if status == "active" else duty_statements(game_id, ())),
            ]
        )
        return count == 1

    # --- seats -------------------------------------------------------------------

    async def seats(self, game_id: int) -> list[SeatRecord]:
        """The game's seats in seat order."""
        rows = await self._rows(
            f"SELECT {SEAT_COLUMNS} FROM seats LEFT JOIN duties ON duties.game_id = seats.game_id"
            " AND duties.seat = seats.seat WHERE seats.game_id = ? ORDER BY seats.seat",
            (game_id,),
        )
        return [seat_record(game_id, r) for r in rows]

    async def game_and_seats(self, game_id: int) -> tuple[GameRecord, list[SeatRecord]] | None:
        """A game and its seats in one query (the hot path of every move)."""
        rows = await self._rows(
            f"SELECT games.*, {SEAT_COLUMNS} FROM games LEFT JOIN seats ON seats.game_id = games.id"
            " LEFT JOIN duties ON duties.game_id = games.id AND duties.seat = seats.seat"
            " WHERE games.id = ? ORDER BY seats.seat",
            (game_id,),
        )
        if not rows:
            return None
        seats = [seat_record(game_id, r) for r in rows if r["s_seat"] is not None]
        return game_record(rows[0]), seats

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
        except aiosqlite.IntegrityError:
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

    # --- best scores -----------------------------------------------------------------

    async def record_best_score(
        self, *, guild_id: int, kind: str, rules_key: str, score: int, game_id: int, now: datetime
    ) -> bool:
        """Keep ``score`` if it beats the server's best for that rule combination; True if it did."""
        (count,) = await self._transaction(
            [
                (
                    "INSERT INTO best_scores (guild_id, kind, rules_key, score, game_id, created_at)"
                    " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(guild_id, kind, rules_key) DO UPDATE SET"
                    " score = excluded.score, game_id = excluded.game_id, created_at = excluded.created_at"
                    " WHERE excluded.score > best_scores.score",
                    (guild_id, kind, rules_key, score, game_id, stamp(now)),
                )
            ]
        )
        return count == 1

    async def best_scores(self, guild_id: int, kind: str) -> dict[str, int]:
        """The server's best score per rule combination of one game."""
        rows = await self._rows(
            "SELECT rules_key, score FROM best_scores WHERE guild_id = ? AND kind = ?", (guild_id, kind)
        )
        return {r["rules_key"]: int(r["score"]) for r in rows}

    # --- events and meta -----------------------------------------------------------

    async def events(self, game_id: int) -> list[EventRecord]:
        """Every action applied to the game, in order."""
        rows = await self._rows("SELECT * FROM events WHERE game_id = ? ORDER BY seq", (game_id,))
        return [
            EventRecord(r["game_id"], r["seq"], r["seat"], r["action"], r["version"], r["created_at"]) for r in rows
        ]

    async def get_meta(self, key: str) -> str | None:
        """A bot-wide value, e.g. the hash of the last synced command tree."""
        found = await self._rows("SELECT value FROM meta WHERE key = ?", (key,))
        row = found[0] if found else None
        return row[0] if row else None

    async def set_meta(self, key: str, value: str) -> None:
        """Store a bot-wide value."""
        await self._transaction(
            [
                (
                    "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    (key, value),
                )
            ]
        )
