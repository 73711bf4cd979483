"""What the session hands to cogs: tables (a game as loaded), pictures, move results and refusals."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.deadlines import Duty, Timers
from bot.games.base import Outcome
from bot.registry import GameKit
from bot.storage import ACTIVE, BestScore, GameRecord, SeatRecord

PLAYER = re.compile(r"\bPlayer ([1-9])\b")
"""How engines name a seat in their sentences ("Player 2")."""


def named(text: str, names: Sequence[str]) -> str:
    """The engine's text with every "Player N" replaced by that seat's display name."""

    def swap(match: re.Match[str]) -> str:
        seat = int(match[1]) - 1
        return names[seat] if seat < len(names) else match[0]

    return PLAYER.sub(swap, text)


def named_text(text: str, names: Sequence[str]) -> str:
    """Board text with display names for the engine's "Player N", line by line.

    A move line is ``"**name** <engine text>"``: only the engine's part is renamed, so a player
    whose display name is "Player 2" keeps it.
    """

    def line(sentence: str) -> str:
        if sentence.startswith("**"):
            end = sentence.find("** ", 2)
            if end > 0:
                return sentence[: end + 3] + named(sentence[end + 3 :], names)
        return named(sentence, names)

    return "\n".join(line(part) for part in text.split("\n"))


class Refusal(Exception):
    """A request the bot turns down; ``str(self)`` is the sentence shown to the user."""


class StaleBoard(Refusal):
    """A click on a board that is no longer the live one."""


@dataclass(frozen=True)
class Table:
    """A game as loaded: its row, its seats and (once started) its engine state."""

    record: GameRecord
    seats: tuple[SeatRecord, ...]
    state: Any | None
    kit: GameKit

    @property
    def id(self) -> int:
        """The game id."""
        return self.record.id

    @property
    def names(self) -> list[str]:
        """Display names in seat order."""
        return [s.name for s in self.seats]

    def seat_of(self, user_id: int) -> int | None:
        """The seat of a user, or None when they are not playing."""
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    def user_of(self, seat: int) -> int:
        """The user sitting in a seat."""
        return self.seats[seat].user_id

    def to_act(self) -> frozenset[int]:
        """Seats that owe a decision now."""
        if self.state is None or self.record.status != ACTIVE:
            return frozenset()
        return self.kit.game.to_act(self.state)

    def outcome(self) -> Outcome | None:
        """The result once the game is over."""
        return None if self.state is None else self.kit.game.outcome(self.state)

    @property
    def timers(self) -> Timers:
        """The table's deadline settings."""
        return Timers.from_settings(self.record.settings)

    def duties(self) -> dict[int, Duty]:
        """The decisions seats owe, with their deadlines, as stored."""
        return {s.seat: s.duty for s in self.seats if s.duty is not None}

    def owing(self) -> dict[int, str | None]:
        """Each seat that must act now, with its window's name (None for a turn)."""
        return owing(self.kit, self.state, self.record.status)


def owing(kit: GameKit, state: Any | None, status: str) -> dict[int, str | None]:
    """Seats that must act in ``state`` and the window each one is in (None: a turn).

    Engines with "respond now" windows name them with ``window(state, seat)``.
    """
    if state is None or status != ACTIVE:
        return {}
    window: Callable[[Any, int], str | None] | None = getattr(kit.game, "window", None)
    return {seat: window(state, seat) if window else None for seat in kit.game.to_act(state)}


def same_duty(stored: Duty | None, seen: Duty) -> bool:
    """Whether a stored duty is still the decision ``seen`` was (its times may have moved)."""
    return stored is not None and (stored.window, stored.since) == (seen.window, seen.since)


def auto_key(kind: str, window: str) -> str:
    """The user preference that answers a window automatically."""
    return f"auto:{kind}:{window}"


@dataclass(frozen=True)
class Picture:
    """A rendered board: PNG bytes and the alt text for the attachment."""

    png: bytes
    alt: str


@dataclass(frozen=True)
class MoveResult:
    """What a move did: the game after it and the public sentence about it."""

    table: Table
    sentence: str
    picture: Picture | None
    """The public board; None when it could not be drawn (the board is then posted as text)."""
    fresh: tuple[int, ...] = ()
    """Seats that owe a new decision since this move (to notify)."""
    best: BestScore | None = None
    """For a finished game that keeps scores: where its score stands in its server's table."""
    same_seats: bool = False
    """Whether the seats that must act are the ones that had to act before the move (the board may be
    edited in place instead of posting a new one and pinging again)."""


Publish = Callable[[MoveResult], Awaitable[None]]
"""Posts a move's result to Discord; failures there never touch the saved state."""
