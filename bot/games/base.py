"""The engine contract every game implements (shared/DESIGN.md).

A game is a stateless object with pure functions over an immutable state.
Actions are short strings (they travel inside Discord ``custom_id`` values),
randomness comes only from the seed stored in the state, and secrets leave the
engine through one door: :meth:`Game.view`.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from bot.i18n.words import Text
from bot.seeded import Random

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


def cut_words(text: str, limit: int) -> str:
    """``text`` itself when it has at most ``limit`` characters, else as much of it as fits ending on a whole
    word, then "…" (a single word longer than ``limit`` is cut inside, as :func:`cut` does)."""
    if len(text) <= limit:
        return text
    head = text[: max(limit - 1, 0)]
    inside = head and not head[-1].isspace() and not text[len(head)].isspace()
    if inside and " " in head.strip():
        head = head[: head.rfind(" ")]
    return head.rstrip(" ,;:—-(") + "…"


class IllegalAction(Exception):
    """Raised by :meth:`Game.apply` with a sentence a player can act on (a message, or English text).

    The state is never changed when this is raised.
    """

    def __init__(self, reason: Text) -> None:
        super().__init__(reason)
        self.reason = reason


class AlreadyAnswered(IllegalAction):
    """Raised for a seat that owes nothing because it already made the decision asked of it.

    E.g. a second Ready in a simultaneous phase: the session shows this sentence instead of
    its generic "it is not your turn".
    """


class BadOptions(ValueError):
    """Raised by :meth:`Game.check_options` with a sentence naming the bad option (a message, or English)."""

    def __init__(self, reason: Text) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    ``scores`` has one entry per seat; ``winners`` may hold several seats
    (shared wins) or none (everybody lost a cooperative game).
    """

    winners: frozenset[int]
    scores: tuple[int, ...]
    text: Text


@dataclass(frozen=True)
class Choice:
    """One legal action described for buttons, selects and autocomplete."""

    action: Action
    label: Text
    group: str = ""
    """Controls with the same group go in one select (e.g. ``"move"``, ``"fight"``)."""
    parts: tuple[tuple[str, str], ...] = ()
    """What the move is made of, as a typed command's options name them, e.g.
    ``(("character", "3"), ("room", "5"))``: commands and two-step selects find a move by its
    parts, so nothing outside the engine builds or reads action ids."""
    hint: Text = ""
    """A short description shown under the label (empty: none)."""

    def part(self, name: str) -> str | None:
        """The value of one of :attr:`parts`, or None."""
        return dict(self.parts).get(name)


def chance(seed: int, *parts: object) -> Random:
    """Return a private random generator for one chance event of one game.

    The generator is derived from the game's seed and a label naming the
    event (``chance(seed, "deal", rumble)``), so the same seed and the same
    actions always give the same game, and no engine touches the global
    ``random`` state.
    """
    label = ":".join(str(p) for p in (seed, *parts))
    return Random(label)


StateT = TypeVar("StateT")
ViewT = TypeVar("ViewT")


@dataclass(frozen=True)
class SeatView:
    """Fields every view carries; games extend it with their own data."""

    seat: int | None
    """The seat the view was made for; ``None`` for the public view."""
    to_act: frozenset[int] = field(default_factory=frozenset)


@dataclass(frozen=True)
class Option:
    """A game option the host picks when opening a lobby (``new``); its value goes to :meth:`Game.check_options`."""

    name: str
    description: str
    """What it does and its default, in a few words (shown by Discord; at most 100 characters)."""
    choices: tuple[tuple[str, str], ...] = ()
    """``(label, value)`` pairs of a text option; empty for an on/off option."""


@dataclass(frozen=True)
class Window:
    """An out-of-turn "respond now" decision (a cat defence, a run from a ghost).

    A seat in a window gets the reaction-window deadline; when it passes, the game's
    ``default_action`` answers for it.
    """

    name: str
    auto: Text = ""
    """The preference that answers this window at once with its default answer, in words
    (empty: the window is always answered by hand or at its deadline)."""


@dataclass(frozen=True)
class Traits:
    """What a game is, declared once and checked when it is registered (``bot.registry``)."""

    simultaneous: bool = False
    """Some phases wait for several seats at once (each answers in its own time)."""
    windows: tuple[Window, ...] = ()
    """The out-of-turn windows ``Game.window`` may name."""
    interrupts: bool = False
    """Seats the game does not wait for may make moves of their own (``Game.interrupts``)."""
    skip: bool = False
    """``Game.default_action`` also plays a turn, so the "skip" deadline policy is offered."""
    best_scores: bool = False
    """Finished games keep a best score per server and rule set (``Game.best_score``)."""
    options: tuple[Option, ...] = ()
    """The options of ``new``, in the order they are offered."""
    cooperative: bool = False
    """The players win or lose together (every seat or none is a winner); records count a team result."""
    hidden: bool = False
    """The game hides information (secret hands, face-down cards, future chance that matters): it reveals
    what was hidden at the end (``Game.reveal``), and its bots re-deal what a seat may not know."""
    undo: bool = False
    """Some moves may be taken back by their player while nobody else has acted (``Game.undoable``)."""

    @property
    def auto_answers(self) -> dict[str, Text]:
        """The windows a player may have answered at once, with the preference's words."""
        return {w.name: w.auto for w in self.windows if w.auto}

    @property
    def window_names(self) -> frozenset[str]:
        """The names of the declared windows."""
        return frozenset(w.name for w in self.windows)


SEAT = re.compile(r"\bPlayer ([1-9])\b")
"""How engine text refers to a seat (made by :func:`seat_name`; read by ``bot.names``)."""


def seat_name(seat: int) -> str:
    """How engine text refers to ``seat`` (0-based): "Player N"; the bot puts display names in."""
    return f"Player {seat + 1}"


class Game(ABC, Generic[StateT, ViewT]):
    """The engine contract (docs/architecture.md); every engine subclasses it.

    Engines are stateless singletons; every method is a pure function. What a game is
    (windows, interrupts, simultaneous phases, scores, options) is declared in ``traits``;
    the hooks below have defaults for games without that trait, and the registry checks
    that a game overrides exactly the hooks its traits need.
    """

    key: str
    title: str
    min_players: int
    max_players: int
    traits: Traits

    @abstractmethod
    def check_options(self, options: Options) -> dict[str, Any]:
        """Return the options with defaults filled in; raise BadOptions when one is wrong."""
        ...

    @abstractmethod
    def new_game(self, seats: int, seed: int, options: Options, setup: Mapping[str, Any] | None = None) -> StateT:
        """Set up a new game; ``setup`` lets tests place pieces or stack decks."""
        ...

    @abstractmethod
    def to_act(self, s: StateT) -> frozenset[int]:
        """Seats that owe a decision now (several in simultaneous phases)."""
        ...

    @abstractmethod
    def legal_actions(self, s: StateT, seat: int) -> Sequence[Action]:
        """Every action ``seat`` may take now (empty when it owes nothing)."""
        ...

    @abstractmethod
    def choices(self, s: StateT, seat: int) -> Sequence[Choice]:
        """The legal actions of ``seat`` with labels for controls."""
        ...

    @abstractmethod
    def apply(self, s: StateT, seat: int, a: Action) -> StateT:
        """Return the state after ``seat`` plays ``a``; raise IllegalAction otherwise."""
        ...

    @abstractmethod
    def describe(self, before: StateT, seat: int, a: Action, after: StateT) -> Text:
        """One public sentence (no secrets) saying what the action did, as a message.

        It starts with a verb whose subject is the acting player, because the
        caller puts the player's name in front: ``"moved the Ninja from the
        Hall to the Kitchen."`` (in Polish a present tense, which needs no
        gender: ``"przesuwa Ninję z Holu do Kuchni."``). Automatic consequences
        (a round ending, a score) follow in further sentences of the same message.
        """
        ...

    @abstractmethod
    def resign(self, s: StateT, seat: int) -> StateT:
        """Remove ``seat`` from the game as the rules allow (the game may end)."""
        ...

    @abstractmethod
    def outcome(self, s: StateT) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""
        ...

    @abstractmethod
    def view(self, s: StateT, seat: int | None) -> ViewT:
        """Exactly what ``seat`` may know; ``None`` gives public information only."""
        ...

    @abstractmethod
    def dump(self, s: StateT) -> dict[str, Any]:
        """The state as JSON-ready plain data, with its schema version."""
        ...

    @abstractmethod
    def load(self, d: Mapping[str, Any]) -> StateT:
        """Rebuild a state from :meth:`dump` output."""
        ...

    @abstractmethod
    def rules_summary(self) -> Text:
        """A short rules reminder with this project's rulings, for ``/<game> rules``."""
        ...

    # --- hooks with defaults, overridden by games with the trait ---------------------------

    def window(self, s: StateT, seat: int) -> str | None:
        """The "respond now" window ``seat`` is in (one of ``traits.windows``); None for a turn."""
        return None

    def default_action(self, s: StateT, seat: int) -> Action | None:
        """What is played for an absent seat at its deadline: a window's default answer, or a turn's
        default move when ``traits.skip``; None when the game has none."""
        return None

    def may_answer_at_once(self, s: StateT, seat: int) -> bool:
        """Whether a seat that chose an automatic answer for its window may be answered at once in ``s``.

        False when answering at once would show something the others may not know (e.g. "no cat
        in hand"): the seat then gets the usual reaction-window deadline, like a player answering by hand.
        """
        return True

    def interrupts(self, s: StateT, seat: int) -> Sequence[Action]:
        """Moves a seat not in ``to_act`` may make without being asked (``traits.interrupts``)."""
        return ()

    def interrupt_choices(self, s: StateT, seat: int) -> Sequence[Choice]:
        """:meth:`interrupts` labelled for controls."""
        return ()

    def compose(self, s: StateT, seat: int, group: str, picks: Sequence[str]) -> Action | None:
        """The move made of several parts picked together (e.g. cards of a hand in one select of
        ``group``), or None when the picks make no move. Parts are what the game's view offers."""
        return None

    def best_score(self, s: StateT) -> tuple[str, int] | None:
        """For a finished game with ``traits.best_scores``: its rule set's key and its score."""
        return None

    def notes(self, before: StateT, seat: int, a: Action, after: StateT) -> Mapping[int, Text]:
        """What seats learned in secret from ``seat`` playing ``a``: one short text per seat that learned
        something (the mover's own hidden choice included), written to that seat, e.g. ``{2: "You drew
        the Ninja."}``. Seats are named with :func:`seat_name`.

        Kept with the move: before the game ends only that seat's history and digests show it
        (``describe`` stays public). Games without secrets learned in play keep the default.
        """
        return {}

    def undoable(self, before: StateT, seat: int, a: Action, after: StateT) -> bool:
        """Whether ``seat``, having played ``a`` (``before`` → ``after``), may take it back while nobody else
        has acted since (``traits.undo``), as Board Game Arena allows it.

        Only a move that showed nothing hidden to anyone (no card, tile or character seen that was not seen
        before; no reveal, no scoring of secrets), drew no chance (the seeded generator was not used: no
        shuffle, no draw, no deal) and did not end the game: restoring ``before`` then gives nobody anything.
        Be conservative: False when in doubt.
        """
        return False

    def reveal(self, s: StateT) -> Text:
        """For a finished game: what was hidden, in a few lines (every seat's secrets, how the scores were
        reached), seats named with :func:`seat_name`. The final board shows it; empty while the game runs."""
        return ""
