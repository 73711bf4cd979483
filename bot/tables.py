"""What the session hands to cogs: tables (a game as loaded), pictures, move results and refusals."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from bot.deadlines import Duty, Timers
from bot.games.base import Choice, Outcome
from bot.i18n import EN, LANGS, Text, say
from bot.names import named
from bot.registry import GameKit
from bot.storage import ACTIVE, FINISHED, REPLACED, BestScore, GameRecord, Invite, SeatRecord


class Refusal(Exception):
    """A request the bot turns down, with the sentence shown to the user: :meth:`said` in their language
    (``str(self)``: in English), its seats named from ``names``."""

    def __init__(self, text: Text, names: Sequence[str] = ()) -> None:
        super().__init__(text)
        self.text = text
        self.names = tuple(names)

    def said(self, lang: str = EN) -> str:
        """The refusal in ``lang``."""
        return say(self.text, lang, self.names)

    def __str__(self) -> str:
        return self.said(EN)


class StaleBoard(Refusal):
    """A click on a board that is no longer the live one; the answer shows the game's current board."""

    def __init__(self, text: Text, game_id: int) -> None:
        super().__init__(text)
        self.game_id = game_id


LANG_SETTING = "lang"
"""The table setting (and server default) naming the language of a table's public words."""


@dataclass(frozen=True)
class Offered(Choice):
    """A choice as one reader is shown it: its label and hint said in their language, names put in."""

    label: str
    hint: str = ""

    @classmethod
    def said(cls, choice: Choice, label: str, hint: str) -> Offered:
        """``choice`` with its words said."""
        return cls(choice.action, label, choice.group, choice.parts, hint)


@dataclass(frozen=True)
class Table:
    """A game as the cogs see it: its row, its seats and names, the public view, and on request a
    seat's own view and choices. The engine state stays inside (the session reads it through
    :func:`engine_state`); cogs never see it.
    """

    record: GameRecord
    seats: tuple[SeatRecord, ...]
    kit: GameKit
    _state: Any | None = field(default=None, repr=False, compare=False)
    invited: tuple[Invite, ...] = ()
    """The players a rematch lobby invites (``Play again``); the card lists those not seated yet."""

    @property
    def lang(self) -> str:
        """The language of the table's public words (its boards, pings and thread messages): its server's."""
        found = self.record.settings.get(LANG_SETTING)
        return found if found in LANGS else EN

    @property
    def started(self) -> bool:
        """Whether the game has begun (it has a board)."""
        return self._state is not None

    @cached_property
    def public(self) -> Any | None:
        """The public view (what a spectator may know); None before the game starts."""
        return self.view(None)

    def view(self, seat: int | None) -> Any | None:
        """Exactly what ``seat`` may know (None: the public view); None before the game starts."""
        return None if self._state is None else self.kit.game.view(self._state, seat)

    def choices(self, seat: int, lang: str = EN) -> tuple[Offered, ...]:
        """What ``seat`` may do now, labelled in ``lang`` with display names: its decision when the game
        waits for it, else the moves it may make out of turn (none when the game is not running)."""
        if self._state is None or self.record.status != ACTIVE:
            return ()
        game = self.kit.game
        found = game.choices(self._state, seat) if seat in self.to_act() else game.interrupt_choices(self._state, seat)
        names = self.names
        return tuple(Offered.said(c, named(c.label, names, lang), named(c.hint, names, lang)) for c in found)

    def choice(self, seat: int, group: str | None = None, **parts: str) -> Offered | None:
        """The one choice of ``seat`` (in ``group`` when given) made of exactly these parts, or None."""
        wanted = {k: str(v) for k, v in parts.items()}
        for c in self.choices(seat):
            if (group is None or c.group == group) and dict(c.parts) == wanted:
                return c
        return None

    def compose(self, seat: int, group: str, picks: Sequence[str]) -> str | None:
        """The move made of parts picked together in one select (see ``Game.compose``), or None."""
        if self._state is None or self.record.status != ACTIVE:
            return None
        return self.kit.game.compose(self._state, seat, group, picks)

    def window(self, seat: int) -> str | None:
        """The "respond now" window ``seat`` is in (None: a turn, or nothing owed)."""
        return self.owing().get(seat)

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

    def reader_of(self, user_id: int) -> int | None:
        """The seat whose secrets a user may read: their own, unless a bot replaced them when they left
        (then, like any spectator, None)."""
        seat = self.seat_of(user_id)
        if seat is None or self.seat(seat).stand_in_why == REPLACED:
            return None
        return seat

    def user_of(self, seat: int) -> int:
        """The user sitting in a seat."""
        return self.seats[seat].user_id

    def seat(self, seat: int) -> SeatRecord:
        """A seat's record (who holds it, who decides for it now); KeyError when there is no such seat."""
        for s in self.seats:
            if s.seat == seat:
                return s
        raise KeyError(seat)

    def is_bot(self, seat: int) -> bool:
        """Whether a bot player holds the seat (from the lobby on; not a human a bot stands in for)."""
        return not self.seat(seat).is_human

    def controller(self, seat: int) -> str | None:
        """The level of the bot deciding for the seat now (its own bot or a stand-in); None: its human."""
        return self.seat(seat).controller

    def reachable(self, seat: int) -> bool:
        """Whether the seat's player is a human we may mention or DM (not a bot, not replaced by one).

        Ping a seat for its turn only when it is reachable and no bot decides for it (``controller``).
        """
        return self.seat(seat).reachable

    def to_act(self) -> frozenset[int]:
        """Seats that owe a decision now."""
        if self._state is None or self.record.status != ACTIVE:
            return frozenset()
        return self.kit.game.to_act(self._state)

    def outcome(self, lang: str = EN) -> Outcome | None:
        """The result once the game is over (its text in ``lang``, with display names)."""
        if self._state is None:
            return None
        found = self.kit.game.outcome(self._state)
        return None if found is None else replace(found, text=named(found.text, self.names, lang))

    def reveal(self, lang: str = EN) -> str:
        """Once the game is over: everything that was hidden, in ``lang`` with display names (empty while
        it runs)."""
        if self._state is None or self.record.status != FINISHED:
            return ""
        return named(self.kit.game.reveal(self._state), self.names, lang)

    @property
    def timers(self) -> Timers:
        """The table's deadline settings."""
        return Timers.from_settings(self.record.settings)

    def duties(self) -> dict[int, Duty]:
        """The decisions seats owe, with their deadlines, as stored."""
        return {s.seat: s.duty for s in self.seats if s.duty is not None}

    def owing(self) -> dict[int, str | None]:
        """Each seat that must act now, with its window's name (None for a turn)."""
        return owing(self.kit, self._state, self.record.status)


def engine_state(table: Table) -> Any | None:
    """The engine state inside a table: for the session and the scheduler only, never for cogs."""
    return table._state


def owing(kit: GameKit, state: Any | None, status: str) -> dict[int, str | None]:
    """Seats that must act in ``state`` and the window each one is in (None: a turn)."""
    if state is None or status != ACTIVE:
        return {}
    return {seat: kit.game.window(state, seat) for seat in kit.game.to_act(state)}


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
    sentence: Text
    picture: Picture | None
    """The public board; None when it could not be drawn (the board is then posted as text)."""
    fresh: tuple[int, ...] = ()
    """Seats that owe a new decision since this move (to notify)."""
    best: BestScore | None = None
    """For a finished game that keeps scores: where its score stands in its server's table."""
    same_seats: bool = False
    """Whether the seats that must act are the ones that had to act before the move (the board may be
    edited in place instead of posting a new one and pinging again)."""
    returned: tuple[int, ...] = ()
    """Seats whose human took their seat back from a stand-in bot with this very move."""
    by_the_one_to_act: bool = False
    """The change was made by the very player who must act after it (a move taken back): its board names them
    without pinging them."""


@dataclass(frozen=True)
class SeatChange:
    """A change of who plays a seat, and its announcement: one sentence for the game's thread (a message, said
    in the table's language where it is posted)."""

    table: Table
    sentence: Text


Publish = Callable[[MoveResult], Awaitable[None]]
"""Posts a move's result to Discord; failures there never touch the saved state."""
