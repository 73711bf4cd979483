"""Deadlines and reminders of the decisions seats owe: the table's timers and the plan of duties.

Pure functions and values only (no database, no Discord): the session plans
the duties of a game after every change, the store keeps them, the scheduler
acts on them when they fall due.

- A **turn** (or a simultaneous phase) gets the table's turn time and is
  reminded every reminder interval while it is owed.
- A **window** ("respond now": a cat defence, an escape stop) gets the
  reaction window and no reminder; at its deadline the seat's default answer
  is applied.
- A seat that keeps owing a decision of the same kind keeps its deadline: a
  turn of several actions is one turn.
- A seat a bot decides for owes its decision after a short pause (the same for
  every decision, so it never tells anything) and is never reminded; each of its
  actions gets a fresh pause.
- A player who is **away** (``/hauntbot away``, at most ``AWAY_MAX_DAYS``) owes
  their turns from the end of the away: a turn's deadline and first reminder are
  counted from then (``away_turn``), so nothing falls due while they are away.
  Windows are minutes long and close as usual.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from bot.i18n import EN, Msg, msg, say

WAIT = "wait"
SKIP = "skip"
REMOVE = "remove"
BOT = "bot"
POLICIES: dict[str, str] = {
    WAIT: "wait (remind only)",
    SKIP: "skip the turn (default move)",
    REMOVE: "remove the player after missed deadlines",
    BOT: "a bot plays for the absent player",
}
"""What happens at a turn deadline, as the host chooses at ``new`` (the English of the command's choices)."""
POLICY_WORDS: dict[str, Msg] = {
    WAIT: msg("timers-policy-wait"),
    SKIP: msg("timers-policy-skip"),
    REMOVE: msg("timers-policy-remove"),
    BOT: msg("timers-policy-bot"),
}
"""The policies as messages, for lobby cards and lists."""

TIMER_KEYS = ("turn_minutes", "remind_minutes", "reaction_minutes", "on_timeout", "remove_after")
"""The table settings that hold the timers (0 minutes = off)."""

TIMER_LIMITS = {"turn_minutes": "timers-bad-turn", "remind_minutes": "timers-bad-remind"}
"""The refusal of each timer that may be off (0) when it is out of range."""

MAX_MINUTES = 14 * 24 * 60
MAX_REMOVE_AFTER = 10

BOT_PAUSE_SECONDS = 3.0
"""How long a bot waits before it acts (``BOT_PAUSE_SECONDS`` in the environment): a constant, never a tell."""
AWAY_MAX_DAYS = 14
"""The longest a player may be away at a time (``/hauntbot away``); they may go away again after."""
DEADLINE_BOT_LEVEL = "deadline_bot_level"
"""The table setting naming the level of the bot that plays for an absent player (policy ``bot``; default easy)."""


class BadTimers(ValueError):
    """Timer settings out of range; the message (``reason``) says what is allowed."""

    def __init__(self, reason: Msg) -> None:
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        return say(self.reason, EN)


@dataclass(frozen=True)
class Timers:
    """A table's deadline settings."""

    turn_minutes: int = 24 * 60
    """Time to play a turn; 0 = no turn deadline."""
    remind_minutes: int = 12 * 60
    """Reminder interval while a turn is owed; 0 = no reminders."""
    reaction_minutes: int = 10
    """Time to answer a "respond now" window (never off: windows must close)."""
    on_timeout: str = WAIT
    remove_after: int = 3
    """Missed turn deadlines in a row before a player is removed (policy ``remove``)."""

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any], defaults: Mapping[str, Any] | None = None) -> Timers:
        """Timers from table settings, falling back to ``defaults`` (a server's) and then the built-ins."""
        merged: dict[str, Any] = {k: v for k, v in (defaults or {}).items() if k in TIMER_KEYS}
        merged.update({k: v for k, v in settings.items() if k in TIMER_KEYS and v is not None})
        return cls(**merged).checked()

    def checked(self) -> Timers:
        """Self, or BadTimers with a sentence saying what is allowed."""
        for name in ("turn_minutes", "remind_minutes"):
            value = getattr(self, name)
            if not isinstance(value, int) or not 0 <= value <= MAX_MINUTES:
                raise BadTimers(msg(TIMER_LIMITS[name], most=MAX_MINUTES))
        if not isinstance(self.reaction_minutes, int) or not 1 <= self.reaction_minutes <= MAX_MINUTES:
            raise BadTimers(msg("timers-bad-reaction", most=MAX_MINUTES))
        if self.on_timeout not in POLICIES:
            raise BadTimers(msg("timers-bad-policy", policies=", ".join(POLICIES), chosen=str(self.on_timeout)))
        if not isinstance(self.remove_after, int) or not 1 <= self.remove_after <= MAX_REMOVE_AFTER:
            raise BadTimers(msg("timers-bad-remove", most=MAX_REMOVE_AFTER))
        if self.on_timeout != WAIT and self.turn_minutes == 0:
            raise BadTimers(msg("timers-need-turn-time"))
        return self

    def to_settings(self) -> dict[str, Any]:
        """The timers as table settings."""
        return {k: getattr(self, k) for k in TIMER_KEYS}

    def describe(self, lang: str = EN) -> str:
        """The timers in one line of ``lang``, for lobby cards and lists."""
        policy = (
            msg("timers-remove-after", missed=self.remove_after)
            if self.on_timeout == REMOVE
            else POLICY_WORDS[self.on_timeout]
        )
        told = msg(
            "timers-line",
            turn_minutes=self.turn_minutes,
            remind_minutes=self.remind_minutes,
            turn=duration_words(self.turn_minutes),
            remind=duration_words(self.remind_minutes),
            reaction=duration_words(self.reaction_minutes),
            policy=policy,
        )
        return say(told, lang)


def duration_words(minutes: int) -> Msg:
    """A duration as a message: ``90`` → "1 h 30 min"; ``2880`` → "2 days"; 0 → "0 min" ("off" to timers)."""
    if minutes and minutes % (24 * 60) == 0:
        return msg("duration-days", days=minutes // (24 * 60))
    hours, mins = divmod(minutes, 60)
    return msg("duration", hours=hours, minutes=mins)


def duration(minutes: int, lang: str = EN) -> str:
    """``90`` → ``"1 h 30 min"``; ``2880`` → ``"2 days"`` (in ``lang``)."""
    return say(duration_words(minutes), lang)


@dataclass(frozen=True)
class Duty:
    """A decision a seat owes: since when, until when, and when to remind it next."""

    seat: int
    window: str | None
    """The window's name for a "respond now" window; None for a turn."""
    since: datetime
    due_at: datetime | None
    remind_at: datetime | None


def plan(
    owing: Mapping[int, str | None],
    previous: Mapping[int, Duty],
    now: datetime,
    timers: Timers,
    *,
    answer_now: frozenset[int] = frozenset(),
    acted: int | None = None,
    bots: frozenset[int] = frozenset(),
    pause: timedelta = timedelta(seconds=BOT_PAUSE_SECONDS),
    away: Mapping[int, datetime] | None = None,
) -> list[Duty]:
    """The duties after a change: ``owing`` maps each seat that must act to its window (None: a turn).

    Seats still owing the same kind of decision keep their duty (a turn of
    several actions is one turn); new ones get fresh deadlines, and so does a
    window the seat that just ``acted`` is asked again. ``answer_now`` seats
    have chosen to answer this window automatically: their deadline is now.
    ``bots`` are the seats a bot decides for: their decision is due after
    ``pause``, with no reminder, fresh after each of their own actions.
    ``away`` maps the seats whose human is away to the end of their away: a new
    turn of theirs is counted from then (windows are not).
    """
    duties: list[Duty] = []
    for seat in sorted(owing):
        window = owing[seat]
        kept = previous.get(seat)
        if seat in bots:
            keep = kept is not None and seat != acted and kept.window == window and _a_bots(kept, pause)
            duties.append(kept if keep and kept is not None else Duty(seat, window, now, now + pause, None))
            continue
        renewed = window is not None and seat == acted
        if kept is not None and kept.window == window and seat not in answer_now and not renewed:
            duties.append(kept)
            continue
        if window is not None:
            due = now if seat in answer_now else now + timedelta(minutes=timers.reaction_minutes)
            duties.append(Duty(seat, window, now, due, None))
            continue
        fresh = Duty(seat, None, now, None, None)
        duties.append(away_turn(fresh, (away or {}).get(seat, now), timers))
    return duties


def _a_bots(duty: Duty, pause: timedelta) -> bool:
    """Whether a duty was planned for a bot (due after the pause, never reminded), not for a human."""
    return duty.remind_at is None and duty.due_at is not None and duty.due_at <= duty.since + pause


def next_reminder(now: datetime, timers: Timers) -> datetime | None:
    """When to remind again after a reminder sent ``now`` (one per interval, however late the bot is)."""
    return now + timedelta(minutes=timers.remind_minutes) if timers.remind_minutes else None


def restarted_turn(duty: Duty, now: datetime, timers: Timers) -> Duty:
    """The same turn with a fresh deadline (after a missed one that did not end it)."""
    due = now + timedelta(minutes=timers.turn_minutes) if timers.turn_minutes else None
    return Duty(duty.seat, duty.window, duty.since, due, next_reminder(now, timers))


def away_turn(duty: Duty, start: datetime, timers: Timers) -> Duty:
    """The same turn with its deadline and first reminder counted from ``start`` (the end of an away, or now).

    A turn owed by a player who is away waits for them: nothing falls due before they are back, and
    then they have the table's whole turn time. Without a turn time there is no deadline.
    """
    due = start + timedelta(minutes=timers.turn_minutes) if timers.turn_minutes else None
    remind = start + timedelta(minutes=timers.remind_minutes) if timers.remind_minutes else None
    return Duty(duty.seat, duty.window, duty.since, due, remind)
