"""State and view records of Rumble in the House (immutable plain data)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from typing import Any

from bot.games.base import SeatView
from bot.i18n import Text

SCHEMA = 1
OUT = -1
"""Room id of a character that has left the house."""


@dataclass(frozen=True)
class RumbleRecord:
    """A finished rumble, revealed at its scoring."""

    secrets: tuple[tuple[int, ...], ...]
    """Each seat's secret characters that rumble."""
    exits: tuple[int, ...]
    """All twelve characters in exit order; the last is the one left standing."""
    points: tuple[int, ...]
    """Points each seat scored (its best character only)."""


@dataclass(frozen=True)
class RumbleState:
    """The whole game, secrets included. Never shown to players as is."""

    schema: int
    seed: int
    players: int
    layout: str
    rumble: int
    """1-based number of the rumble being played (stays at the last one when finished)."""
    ply: int
    positions: tuple[int, ...]
    """Room id per character id, or OUT."""
    exits: tuple[int, ...]
    """Characters knocked out this rumble, in order."""
    secrets: tuple[tuple[int, ...], ...]
    """Each seat's secret characters this rumble."""
    turn: int
    quiet: int
    """Turns played this rumble since the last fight (the anti-stall count)."""
    totals: tuple[int, ...]
    past: tuple[RumbleRecord, ...]
    resigned: tuple[int, ...]
    finished: bool

    def dump(self) -> dict[str, Any]:
        """Return JSON-ready plain data."""
        return asdict(self)

    @classmethod
    def load(cls, d: Mapping[str, Any]) -> RumbleState:
        """Rebuild a state from :meth:`dump` output."""
        if d.get("schema") != SCHEMA:
            raise ValueError(f"unknown Rumble state schema {d.get('schema')!r}")
        past = tuple(
            RumbleRecord(
                secrets=tuple(tuple(x) for x in r["secrets"]),
                exits=tuple(r["exits"]),
                points=tuple(r["points"]),
            )
            for r in d["past"]
        )
        return cls(
            schema=d["schema"],
            seed=d["seed"],
            players=d["players"],
            layout=d["layout"],
            rumble=d["rumble"],
            ply=d["ply"],
            positions=tuple(d["positions"]),
            exits=tuple(d["exits"]),
            secrets=tuple(tuple(x) for x in d["secrets"]),
            turn=d["turn"],
            quiet=d["quiet"],
            totals=tuple(d["totals"]),
            past=past,
            resigned=tuple(d["resigned"]),
            finished=d["finished"],
        )


@dataclass(frozen=True)
class SeatReveal:
    """One seat's two characters in a scored rumble, public from the moment it is scored."""

    seat: int
    characters: tuple[int, ...]
    """Its characters, best first (the one that left the house last)."""
    ranks: tuple[int, ...]
    """Exit rank 1..12 of each character, in the same order; 12 is the last one standing."""
    worth: tuple[int, ...]
    """What each of those ranks is worth, in the same order."""
    points: int
    """What the seat scored: its best character's worth, or 0 when it had left the game."""
    forfeited: bool
    """The seat had left the game before this rumble was scored, so its best character's worth was lost."""
    told: Text = ""
    """What the reveal says of the seat after its name, a message: "had Cat (out 9th, 7) and Ape (out 4th, 2): 7
    points"."""


@dataclass(frozen=True)
class RumbleReveal:
    """Who owned whom in a scored rumble, and what each player scored."""

    rumble: int
    """1-based number of the rumble."""
    seats: tuple[SeatReveal, ...]
    """One per seat, in seat order."""
    standing: int
    """The character left standing."""


@dataclass(frozen=True)
class CutShort:
    """The rumble a game ended in before it was scored (all but one player left), public once the game is over."""

    rumble: int
    """1-based number of the rumble."""
    secrets: tuple[tuple[int, ...], ...]
    """Each seat's characters, in seat order (undealt tokens stay secret)."""
    exits: tuple[int, ...]
    """The characters out of the house by then, in order; the others were still in."""
    told: tuple[Text, ...] = ()
    """Per seat, what the reveal says after its name, a message: "had Cat (still in) and Ape (out 2nd)"."""

    def held(self, seat: int) -> tuple[tuple[int, int | None], ...]:
        """A seat's characters with their exit ranks (None: still in the house), still in first, then later out."""
        rank = {c: i + 1 for i, c in enumerate(self.exits)}
        owned = sorted(self.secrets[seat], key=lambda c: -rank.get(c, len(rank) + 1))
        return tuple((c, rank.get(c)) for c in owned)


@dataclass(frozen=True)
class RoomView:
    """A room as players see it."""

    index: int
    name: str
    row: int
    col: int
    characters: tuple[int, ...]


@dataclass(frozen=True)
class RumbleView(SeatView):
    """What one seat (or a spectator, seat None) may know."""

    players: int = 0
    layout_title: str = ""
    layout_words: Text = ""
    """The layout's short name as a message ("Classic house"); ``layout_title`` is its English title."""
    rows: int = 0
    cols: int = 0
    rooms: tuple[RoomView, ...] = ()
    room_words: tuple[Text, ...] = ()
    """The rooms' names as messages, by room index (``RoomView.name`` is the English name)."""
    doors: tuple[tuple[int, int], ...] = ()
    character_names: tuple[str, ...] = ()
    """The characters' names, by id, as the picture draws them: English in the engine's view; the renderer puts
    ``character_words`` said in its language in their place."""
    character_words: tuple[Text, ...] = ()
    """The characters' names as messages, by id: what a reader's text says."""
    exits: tuple[int, ...] = ()
    """Characters out this rumble, in order."""
    exit_points: tuple[int, ...] = ()
    """Points of exit ranks 1..12."""
    rumble: int = 1
    rumbles: int = 3
    turn: int | None = None
    totals: tuple[int, ...] = ()
    my_characters: tuple[int, ...] = ()
    """This seat's secret characters; empty in the public view."""
    stalled: bool = False
    """The anti-stall rule is in force: moves must close in on someone."""
    quiet_turns_left: int = 0
    """Turns without a fight left before the anti-stall rule starts."""
    past: tuple[RumbleRecord, ...] = ()
    reveals: tuple[RumbleReveal, ...] = ()
    """Every scored rumble's reveal, in order; a rumble still in play has none."""
    cut_short: CutShort | None = None
    """Once the game is over, the rumble it ended in before that rumble was scored; None otherwise."""
    resigned: tuple[int, ...] = ()
    finished: bool = False
    part_labels: tuple[tuple[str, str, Text], ...] = ()
    """``(part, value, words)`` for the values the parts of a move may take (see ``RumbleGame.choices``), the
    words a message: each character in the house as a ``character`` and a ``victim``, "Cat (in the Attic)",
    and each room as a ``room``, by its name; what ``/rumble move`` and ``/rumble fight`` suggest; and each
    character in the house by its bare name as a ``name`` (what a player may type for it)."""


def arranged(s: RumbleState, setup: Mapping[str, Any]) -> RumbleState:
    """Apply a test scenario: positions, secrets, turn, exits, quiet, totals, rumble."""
    allowed = {"positions", "secrets", "turn", "exits", "quiet", "totals", "rumble"}
    unknown = set(setup) - allowed
    if unknown:
        raise ValueError(f"unknown setup keys {sorted(unknown)}")
    changes: dict[str, Any] = {}
    for key, value in setup.items():
        if key in {"positions", "exits", "totals"}:
            changes[key] = tuple(value)
        elif key == "secrets":
            changes[key] = tuple(tuple(sorted(x)) for x in value)
        else:
            changes[key] = value
    return replace(s, **changes)
