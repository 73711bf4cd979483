"""The SQLite store: the only module that speaks SQL (shared/DESIGN.md, "Persistence").

One aiosqlite connection in WAL mode with ``synchronous=FULL`` and foreign
keys on. Every write is one transaction; a move checks the version it read
so two writers can never both win.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from importlib import resources
from pathlib import Path
from typing import Any

import aiosqlite

ACTIVE = "active"
LOBBY = "lobby"
FINISHED = "finished"
CANCELLED = "cancelled"

_MIGRATION_NAME = re.compile(r"(\d{4})_[a-z0-9_]+\.sql")


class VersionConflict(Exception):
    """The game changed since it was read; nothing was written."""


class LobbyExists(Exception):
    """This channel already has an open lobby of that game."""


@dataclass(frozen=True)
class GameRecord:
    """One row of ``games``."""

    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    lobby_message_id: int | None
    board_message_id: int | None
    host_id: int
    status: str
    options: dict[str, Any]
    seed: int
    state: dict[str, Any] | None
    version: int
    created_at: str
    updated_at: str
    deadline: str | None
    settings: dict[str, Any]
    """Table settings chosen at ``new`` that the rules engine does not know about."""

    @property
    def home_id(self) -> int:
        """The channel or thread where the game is played."""
        return self.thread_id or self.channel_id


@dataclass(frozen=True)
class SeatRecord:
    """One row of ``seats``."""

    game_id: int
    seat: int
    user_id: int
    name: str
    is_bot: bool


@dataclass(frozen=True)
class EventRecord:
    """One row of ``events``: an applied action."""

    game_id: int
    seq: int
    seat: int | None
    action: str
    version: int
    created_at: str


def migrations() -> list[tuple[int, str, str]]:
    """The packaged migrations as (number, file name, SQL), in order."""
    found: list[tuple[int, str, str]] = []
    for entry in resources.files("bot.migrations").iterdir():
        m = _MIGRATION_NAME.fullmatch(entry.name)
        if m:
            found.append((int(m[1]), entry.name, entry.read_text(encoding="utf-8")))
    found.sort()
    numbers = [n for n, _, _ in found]
    if numbers != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 1..n without gaps, found {numbers}")
    return found


def _game(row: aiosqlite.Row) -> GameRecord:
    return GameRecord(
        id=row["id"],
        kind=row["kind"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        lobby_message_id=row["lobby_message_id"],
        board_message_id=row["board_message_id"],
        host_id=row["host_id"],
        status=row["status"],
        options=json.loads(row["options"]),
        seed=row["seed"],
        state=json.loads(row["state"]) if row["state"] is not None else None,
        version=row["version"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        deadline=row["deadline"],
        settings=json.loads(row["settings"]),
    )


def _stamp(now: datetime) -> str:
    return now.isoformat(timespec="seconds")


class Store:
    """Async access to the games database."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    @classmethod
    async def open(cls, path: str | Path, *, upto: int | None = None) -> Store:
        """Open (creating if needed) the database and bring its schema up to date.

        ``upto`` stops at an older migration (used by tests to build old databases).
        """
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(path, isolation_level=None)
        conn.row_factory = aiosqlite.Row
        store = cls(conn)
        for pragma in ("journal_mode=WAL", "synchronous=FULL", "foreign_keys=ON", "busy_timeout=5000"):
            await store._x(f"PRAGMA {pragma}")
        await store._migrate(upto)
        return store

    async def close(self) -> None:
        """Close the connection (the WAL is checkpointed by SQLite)."""
        await self._conn.close()

    async def schema_version(self) -> int:
        """The number of the last migration applied."""
        found = await self._rows("PRAGMA user_version")
        row = found[0] if found else None
        return int(row[0]) if row else 0

    async def _migrate(self, upto: int | None) -> None:
        current = await self.schema_version()
        for number, _name, sql in migrations():
            if number <= current or (upto is not None and number > upto):
                continue
            await self._x("BEGIN IMMEDIATE")
            try:
                for statement in _statements(sql):
                    await self._x(statement)
                await self._x(f"PRAGMA user_version = {number:d}")
                await self._x("COMMIT")
            except BaseException:
                await self._x("ROLLBACK")
                raise

    async def _x(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        """Execute one statement in a single trip to the database thread; return the rows it changed."""
        before = self._conn.total_changes
        await self._conn.execute_fetchall(sql, params)
        return self._conn.total_changes - before

    async def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[aiosqlite.Row]:
        """Run a query in a single trip to the database thread."""
        return list(await self._conn.execute_fetchall(sql, params))

    async def _transaction(self, statements: Iterable[tuple[str, tuple[Any, ...]]]) -> list[int]:
        """Run statements in one transaction; return each one's rowcount."""
        counts: list[int] = []
        await self._x("BEGIN IMMEDIATE")
        try:
            for sql, params in statements:
                counts.append(await self._x(sql, params))
            await self._x("COMMIT")
        except BaseException:
            await self._x("ROLLBACK")
            raise
        return counts

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
        stamp = _stamp(now)
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
                    stamp,
                    stamp,
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
        return _game(row) if row else None

    async def open_lobby(self, kind: str, channel_id: int) -> GameRecord | None:
        """The open lobby of ``kind`` in a channel, if any."""
        found = await self._rows(
            "SELECT * FROM games WHERE kind = ? AND channel_id = ? AND status = 'lobby'", (kind, channel_id)
        )
        row = found[0] if found else None
        return _game(row) if row else None

    async def games_here(self, kind: str, place_id: int, statuses: tuple[str, ...]) -> list[GameRecord]:
        """Games of ``kind`` whose channel or thread is ``place_id``, newest first."""
        marks = ",".join("?" * len(statuses))
        rows = await self._rows(
            f"SELECT * FROM games WHERE kind = ? AND (thread_id = ? OR channel_id = ?) AND status IN ({marks})"
            " ORDER BY id DESC",
            (kind, place_id, place_id, *statuses),
        )
        return [_game(r) for r in rows]

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
        self, game_id: int, *, state: Mapping[str, Any], seat_order: list[int], now: datetime
    ) -> GameRecord:
        """Turn a lobby into an active game: seats renumbered 0..n-1, first state saved.

        ``seat_order`` lists user ids in seat order. Raises VersionConflict if
        the game is no longer a lobby.
        """
        stamp = _stamp(now)
        statements: list[tuple[str, tuple[Any, ...]]] = [
            (
                "UPDATE games SET status = 'active', state = ?, version = version + 1, updated_at = ?"
                " WHERE id = ? AND status = 'lobby'",
                (json.dumps(state), stamp, game_id),
            ),
            ("UPDATE seats SET seat = -1 - seat WHERE game_id = ?", (game_id,)),
        ]
        statements += [
            ("UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?", (i, game_id, uid))
            for i, uid in enumerate(seat_order)
        ]
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
    ) -> int:
        """Save a new state and its event in one transaction; return the new version.

        Raises VersionConflict (and writes nothing) when the stored version is
        not ``expected_version``.
        """
        stamp = _stamp(now)
        new_version = expected_version + 1
        await self._x("BEGIN IMMEDIATE")
        try:
            count = await self._x(
                "UPDATE games SET state = ?, status = ?, version = ?, updated_at = ? WHERE id = ? AND version = ?",
                (json.dumps(state), status, new_version, stamp, game_id, expected_version),
            )
            if count != 1:
                raise VersionConflict(game_id)
            await self._x(
                "INSERT INTO events (game_id, seq, seat, action, version, created_at)"
                " VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM events WHERE game_id = ?), ?, ?, ?, ?)",
                (game_id, game_id, seat, action, new_version, stamp),
            )
            await self._x("COMMIT")
        except BaseException:
            await self._x("ROLLBACK")
            raise
        return new_version

    async def set_status(self, game_id: int, status: str, *, only_from: tuple[str, ...], now: datetime) -> bool:
        """Change a game's status if it is currently one of ``only_from``."""
        marks = ",".join("?" * len(only_from))
        (count,) = await self._transaction(
            [
                (
                    f"UPDATE games SET status = ?, version = version + 1, updated_at = ?"
                    f" WHERE id = ? AND status IN ({marks})",
                    (status, _stamp(now), game_id, *only_from),
                )
            ]
        )
        return count == 1

    # --- seats -------------------------------------------------------------------

    async def seats(self, game_id: int) -> list[SeatRecord]:
        """The game's seats in seat order."""
        rows = await self._rows("SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
        return [SeatRecord(r["game_id"], r["seat"], r["user_id"], r["name"], bool(r["is_bot"])) for r in rows]

    async def game_and_seats(self, game_id: int) -> tuple[GameRecord, list[SeatRecord]] | None:
        """A game and its seats in one query (the hot path of every move)."""
        rows = await self._rows(
            "SELECT games.*, seats.seat AS s_seat, seats.user_id AS s_user, seats.name AS s_name,"
            " seats.is_bot AS s_bot FROM games LEFT JOIN seats ON seats.game_id = games.id"
            " WHERE games.id = ? ORDER BY seats.seat",
            (game_id,),
        )
        if not rows:
            return None
        seats = [
            SeatRecord(game_id, r["s_seat"], r["s_user"], r["s_name"], bool(r["s_bot"]))
            for r in rows
            if r["s_seat"] is not None
        ]
        return _game(rows[0]), seats

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
                    (guild_id, kind, rules_key, score, game_id, _stamp(now)),
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


def _statements(sql: str) -> list[str]:
    """Split a migration file into statements (no semicolons inside our SQL strings)."""
    lines = [line for line in sql.splitlines() if not line.strip().startswith("--")]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]
