"""What the store hands out: row records, statuses and the exceptions of its writes."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from bot.deadlines import Duty
from bot.i18n.words import Text, from_data
from bot.storage.connection import Row

ACTIVE = "active"
LOBBY = "lobby"
FINISHED = "finished"
CANCELLED = "cancelled"


ASKED = "asked"
DEADLINE = "deadline"
REPLACED = "replaced"
STAND_IN_REASONS = (ASKED, DEADLINE, REPLACED)
"""Why a bot stands in for a human: they asked, the table's deadline policy, or they left and were replaced."""


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
    paused: str | None = None
    """Why the game is paused (Discord left it nowhere to post); None while it runs."""
    board_due: int | None = None
    """The version the live board must show (None: no board is owed)."""
    board_version: int | None = None
    """The version the posted live board shows (None: none posted yet)."""
    board_started: int | None = None
    """The version the live board message showed when it was first posted (it may be edited since)."""
    board_text: str | None = None
    """What the live board says (its sentences, in the table's language): the line it leaves when replaced."""
    board_channel_id: int | None = None
    """Where the live board was posted (None: before this was kept; the game's home)."""
    thread_wanted: bool = False
    """Played in its channel until Discord opens the game's thread (a scheduler pass moves it there)."""
    undo_seat: int | None = None
    """The seat whose newest move may be taken back (``Game.undoable``, saved with it); None: no move may."""

    @property
    def board_behind(self) -> bool:
        """Whether the live board is missing or still has to show a saved change (the outbox is not empty)."""
        if self.board_due is None:
            return False
        return self.board_version is None or self.board_version < self.board_due or self.board_message_id is None

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
    missed: int = 0
    """Turn deadlines missed in a row."""
    duty: Duty | None = None
    """The decision this seat owes now, with its deadline (None: nothing)."""
    bot: str | None = None
    """The level of the bot holding this seat from the lobby on (its ``user_id`` is negative); None: a human."""
    stand_in: str | None = None
    """The level of a bot playing now for this seat's human (None: the human plays)."""
    stand_in_why: str | None = None
    """Why a bot stands in: "asked" (play for me), "deadline" (the table's policy) or "replaced" (for good)."""
    handed: bool = False
    """A bot has stood in for this seat at some moment of this game: its result counts for nobody."""
    away_until: datetime | None = None
    """When the seat's human said they are back from being away (``/hauntbot away``); None: not away."""

    @property
    def controller(self) -> str | None:
        """The level of the bot deciding for this seat now (its own bot or a stand-in); None: its human."""
        return self.bot or self.stand_in

    @property
    def is_human(self) -> bool:
        """Whether a Discord user holds the seat (even while a bot stands in for them)."""
        return self.bot is None

    @property
    def reachable(self) -> bool:
        """Whether the seat's player is a human we may mention or DM (not a bot, not replaced by one)."""
        return self.is_human and self.stand_in_why != REPLACED


@dataclass(frozen=True)
class EventRecord:
    """One row of ``events``: an applied action."""

    game_id: int
    seq: int
    seat: int | None
    action: str
    version: int
    created_at: str
    sentence: Text | None = None
    """What the move did, as the board said it: a message (English text for events saved before messages;
    None for events saved before sentences were kept)."""
    notes: dict[int, Text] = field(default_factory=dict)
    """What seats learned from it in secret, per seat (``Game.notes``); empty for older events."""
    auto: bool = False
    """Whether it was played for its seat (a deadline, an automatic answer, a removal), not by the player."""


@dataclass(frozen=True)
class ResultRow:
    """One seat's result in a finished game, as the save that ends the game records it."""

    seat: int
    user_id: int
    won: bool
    score: int | None
    rank: int
    """1 for the best; seats with the same result share a rank."""
    players: int
    team: bool = False
    """A cooperative game: the seats won or lost together."""
    counted: bool = True
    """Whether the result counts for its player: not for a bot seat, nor a seat a bot stood in for."""
    with_bots: bool = False
    """Whether any seat of the game was a bot or handed to one (kept apart from all-human results)."""


@dataclass(frozen=True)
class Saved:
    """What a saved move left: the game's new version and, for a finished game, its score's place."""

    version: int
    best: BestScore | None = None


@dataclass(frozen=True)
class BestScore:
    """A finished game's score in its server's table of best scores."""

    rules_key: str
    score: int
    new: bool
    """Whether this game set the server's best for its rules."""
    best: int
    """The server's best score for these rules, this game's included."""


def game_record(row: Row) -> GameRecord:
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
        paused=_column(row, "paused"),
        board_due=_column(row, "board_due"),
        board_version=_column(row, "board_version"),
        board_started=_column(row, "board_started"),
        board_text=_column(row, "board_text"),
        board_channel_id=_column(row, "board_channel_id"),
        thread_wanted=bool(_column(row, "thread_wanted")),
        undo_seat=_column(row, "undo_seat"),
    )


def event_record(row: Row) -> EventRecord:
    """An ``events`` row as a record."""
    notes = _column(row, "notes")
    return EventRecord(
        row["game_id"],
        row["seq"],
        row["seat"],
        row["action"],
        row["version"],
        row["created_at"],
        sentence_of(row),
        {int(k): from_data(v) for k, v in json.loads(notes).items()} if notes else {},
        bool(_column(row, "auto")),
    )


def sentence_of(row: Row) -> Text | None:
    """An event row's public sentence: its saved message, else its English text (older events), else None."""
    said = _column(row, "said")
    return from_data(json.loads(said)) if said else row["sentence"]


def _column(row: Row, name: str) -> Any:
    """A column added by a later migration (None on a database opened at an older one, as tests do)."""
    return row[name] if name in row.keys() else None  # noqa: SIM118 - Row "in" checks values


def stamp(now: datetime) -> str:
    """A time as stored: ISO 8601 in UTC, to the second (sorts as text)."""
    return now.isoformat(timespec="seconds")


def stamp_or_none(when: datetime | None) -> str | None:
    """``stamp`` that lets None through."""
    return None if when is None else stamp(when)


def duty_row(duty: Duty) -> tuple[int, str | None, str, str | None, str | None]:
    """A duty as stored, without its game: seat, window, since, due_at, remind_at."""
    return (duty.seat, duty.window, stamp(duty.since), stamp_or_none(duty.due_at), stamp_or_none(duty.remind_at))


def duty_statements(game_id: int, duties: Sequence[Duty]) -> list[tuple[str, tuple[Any, ...]]]:
    """Statements replacing a game's duties (two trips: one delete, one multi-row insert).

    The caller keeps ``games.deadline`` in step (see ``earliest_deadline``).
    """
    out: list[tuple[str, tuple[Any, ...]]] = [("DELETE FROM duties WHERE game_id = ?", (game_id,))]
    if duties:
        rows = ", ".join("(?, ?, ?, ?, ?, ?)" for _ in duties)
        params = tuple(v for d in duties for v in (game_id, *duty_row(d)))
        out.append((f'INSERT INTO duties (game_id, seat, "window", since, due_at, remind_at) VALUES {rows}', params))
    return out


def earliest_deadline(duties: Sequence[Duty]) -> str | None:
    """The earliest deadline among duties, as stored on the game row."""
    dues = [d.due_at for d in duties if d.due_at is not None]
    return stamp(min(dues)) if dues else None


def deadline_refresh(game_id: int) -> tuple[str, tuple[Any, ...]]:
    """The statement keeping ``games.deadline`` at the game's earliest due duty."""
    return (
        "UPDATE games SET deadline = (SELECT MIN(due_at) FROM duties WHERE game_id = ?) WHERE id = ?",
        (game_id, game_id),
    )


def parse_stamp(text: str | None) -> datetime | None:
    """A stored time back as an aware datetime."""
    return None if text is None else datetime.fromisoformat(text)


def duty_record(row: Row) -> Duty:
    """A ``duties`` row as a Duty."""
    since = parse_stamp(row["since"])
    assert since is not None
    return Duty(row["seat"], row["window"], since, parse_stamp(row["due_at"]), parse_stamp(row["remind_at"]))


SEAT_COLUMNS = (
    "seats.seat AS s_seat, seats.user_id AS s_user, seats.name AS s_name, seats.is_bot AS s_bot,"
    " seats.missed AS s_missed, seats.bot AS s_level, seats.stand_in AS s_stand_in, seats.stand_in_why AS s_why,"
    " seats.handed AS s_handed, duties.window AS d_window, duties.since AS d_since, duties.due_at AS d_due,"
    " duties.remind_at AS d_remind, away.value AS s_away"
)
"""The columns ``seat_record`` reads, from ``seats`` joined with ``duties`` on game and seat and with
``AWAY_JOIN``."""

AWAY = "away"
"""The user preference holding the end of a user's away (a stamp); gone once they are back."""
AWAY_JOIN = f" LEFT JOIN user_prefs AS away ON away.user_id = seats.user_id AND away.key = '{AWAY}'"
"""Joins each seat with its human's away, for ``SEAT_COLUMNS``."""


def seat_record(game_id: int, row: Row) -> SeatRecord:
    """A seat (with the duty it owes) from a row selected with ``SEAT_COLUMNS``."""
    duty = None
    since = parse_stamp(row["d_since"])
    if since is not None:
        duty = Duty(row["s_seat"], row["d_window"], since, parse_stamp(row["d_due"]), parse_stamp(row["d_remind"]))
    return SeatRecord(
        game_id,
        row["s_seat"],
        row["s_user"],
        row["s_name"],
        bool(row["s_bot"]),
        row["s_missed"],
        duty,
        bot=row["s_level"],
        stand_in=row["s_stand_in"],
        stand_in_why=row["s_why"],
        handed=bool(row["s_handed"]),
        away_until=parse_stamp(_column(row, "s_away")),
    )
