"""The engine contract every game implements (shared/DESIGN.md).

A game is a stateless object with pure functions over an immutable state.
Actions are short strings (they travel inside Discord ``custom_id`` values),
randomness comes only from the seed stored in the state, and secrets leave the
engine through one door: :meth:`Game.view`.
"""

from __future__ import annotations

import random as stdlib_random  # only the seeded Random class; never the module's global functions
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

Action = str
"""An action is its own short text encoding, e.g. ``"m3.5"``; at most 40 characters."""

Options = Mapping[str, Any]
"""Game options chosen at ``new`` (validated by :meth:`Game.check_options`)."""

MAX_ACTION_LENGTH = 40


def cut(text: str, limit: int = MAX_ACTION_LENGTH) -> str:
    """``text`` itself when it has at most ``limit`` characters, else its start and "…" in ``limit`` characters.

    For echoing what a player typed in a sentence, and for anything sent where a length is capped.
    """
    if len(text) <= limit:
        return text
    return text[: max(limit - 1, 0)].rstrip() + "…"


def joined(items: Sequence[str]) -> str:
    """Items as a sentence says them: "A", "A and B", "A, B and C"."""
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


class IllegalAction(Exception):
    """Raised by :meth:`Game.apply` with a sentence a player can act on.

    The state is never changed when this is raised.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class AlreadyAnswered(IllegalAction):
    """Raised for a seat that owes nothing because it already made the decision asked of it.

    E.g. a second Ready in a simultaneous phase: the session shows this sentence instead of
    its generic "it is not your turn".
    """


class BadOptions(ValueError):
    """Raised by :meth:`Game.check_options` with a sentence naming the bad option."""


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    ``scores`` has one entry per seat; ``winners`` may hold several seats
    (shared wins) or none (everybody lost a cooperative game).
    """

    winners: frozenset[int]
    scores: tuple[int, ...]
    text: str


@dataclass(frozen=True)
class Choice:
    """One legal action described for buttons, selects and autocomplete."""

    action: Action
    label: str
    group: str = ""
    """Controls with the same group go in one select (e.g. ``"move"``, ``"fight"``)."""


def chance(seed: int, *parts: object) -> stdlib_random.Random:
    """Return a private random generator for one chance event of one game.

    The generator is derived from the game's seed and a label naming the
    event (``chance(seed, "deal", rumble)``), so the same seed and the same
    actions always give the same game, and no engine touches the global
    ``random`` state.
    """
    label = ":".join(str(p) for p in (seed, *parts))
    return stdlib_random.Random(label)


StateT = TypeVar("StateT")
ViewT = TypeVar("ViewT")


@dataclass(frozen=True)
class SeatView:
    """Fields every view carries; games extend it with their own data."""

    seat: int | None
    """The seat the view was made for; ``None`` for the public view."""
    to_act: frozenset[int] = field(default_factory=frozenset)


class Game(Protocol, Generic[StateT, ViewT]):
    """The engine contract of shared/DESIGN.md.

    Engines are stateless singletons; every method is a pure function.

    Optional hooks the session and scheduler use when an engine has them:

    - ``default_action(s, seat) -> str``: what is played for an absent seat at a
      deadline (a window's default answer; a turn's default move for the "skip" policy).
    - ``window(s, seat) -> str | None``: the name of the "respond now" window the
      seat is in (None for a turn); windows get the reaction-window deadline.
    - ``auto_answers: Mapping[str, str]``: windows a player may have answered at once.
    - ``may_answer_at_once(s, seat) -> bool``: whether a seat that chose an automatic answer
      for its window may be answered at once in ``s`` (absent: always). False when answering
      at once would show something the others may not know (e.g. "no cat in hand"): the seat
      then gets the usual reaction-window deadline, like a player answering by hand.
    - ``interrupts(s, seat) -> tuple[str, ...]`` and ``interrupt_choices(s, seat)``:
      moves a seat not in ``to_act`` may make without being asked.
    """

    key: str
    title: str
    min_players: int
    max_players: int

    def check_options(self, options: Options) -> dict[str, Any]:
        """Return the options with defaults filled in; raise BadOptions when one is wrong."""
        ...

    def new_game(self, seats: int, seed: int, options: Options, setup: Mapping[str, Any] | None = None) -> StateT:
        """Set up a new game; ``setup`` lets tests place pieces or stack decks."""
        ...

    def to_act(self, s: StateT) -> frozenset[int]:
        """Seats that owe a decision now (several in simultaneous phases)."""
        ...

    def legal_actions(self, s: StateT, seat: int) -> Sequence[Action]:
        """Every action ``seat`` may take now (empty when it owes nothing)."""
        ...

    def choices(self, s: StateT, seat: int) -> Sequence[Choice]:
        """The legal actions of ``seat`` with labels for controls."""
        ...

    def apply(self, s: StateT, seat: int, a: Action) -> StateT:
        """Return the state after ``seat`` plays ``a``; raise IllegalAction otherwise."""
        ...

    def describe(self, before: StateT, seat: int, a: Action, after: StateT) -> str:
        """One public sentence (no secrets) saying what the action did.

        It starts with a verb whose subject is the acting player, because the
        caller puts the player's name in front: ``"moved the Ninja from the
        Hall to the Kitchen."`` Automatic consequences (a round ending, a
        score) follow in further sentences of the same string.
        """
        ...

    def resign(self, s: StateT, seat: int) -> StateT:
        """Remove ``seat`` from the game as the rules allow (the game may end)."""
        ...

    def outcome(self, s: StateT) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""
        ...

    def view(self, s: StateT, seat: int | None) -> ViewT:
        """Exactly what ``seat`` may know; ``None`` gives public information only."""
        ...

    def dump(self, s: StateT) -> dict[str, Any]:
        """The state as JSON-ready plain data, with its schema version."""
        ...

    def load(self, d: Mapping[str, Any]) -> StateT:
        """Rebuild a state from :meth:`dump` output."""
        ...

    def rules_summary(self) -> str:
        """A short rules reminder with this project's rulings, for ``/<game> rules``."""
        ...
