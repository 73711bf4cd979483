"""What the store hands out: row records, statuses and the exceptions of its writes."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import aiosqlite

ACTIVE = "active"
LOBBY = "lobby"
FINISHED = "finished"
CANCELLED = "cancelled"


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


def game_record(row: aiosqlite.Row) -> GameRecord:
    """A ``games`` row as a record."""
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


def stamp(now: datetime) -> str:
    """A time as stored: ISO 8601 in UTC, to the second (sorts as text)."""
    return now.isoformat(timespec="seconds")
