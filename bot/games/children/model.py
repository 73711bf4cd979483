"""State records of Children (immutable plain data that survives a JSON round trip)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any

SCHEMA = 1
NONE = -1
"""No room / no seat / not in the mansion."""
FLED = 100
"""Offset of a room fled in a ``run`` task's args (card ids stay below it)."""


class Phase(StrEnum):
    """Where the active player stands in the turn (RULINGS 4 adds ``enter``)."""

    TILE = "tile"
    """1. Place the drawn room tablet."""
    ENTER = "enter"
    """A player outside the mansion chooses the room to enter."""
    ACT = "act"
    """2. Take 2 actions (more with Skull Tokens)."""
    RESTORE = "restore"
    """3. Leave cards until the hand is at the limit (drawing up happens automatically)."""
    GHOST = "ghost"
    """4. Move one ghost along the spectral flow."""
    KITTY = "kitty"
    """5. Move Kitty Kitty and hand her card on."""
    OVER = "over"


@dataclass(frozen=True)
class Task:
    """A pending step: automatic ones run at once, the others wait for ``seat``'s decision.

    Automatic kinds: ``draw`` (the card of entering a room), ``look``, ``arrive`` (ghosts and
    Kitty Kitty met; args: the rooms already fled in the flight that brought the seat there),
    ``restock`` (drawing up to the limit), ``spring`` (args: trap), ``handover`` (args: the seat
    receiving the Kitty Kitty card). Decisions (``seat`` decides): ``place`` (args: ghost, mode),
    ``run`` (args: the cards left so far and, as ``FLED + room``, the rooms already fled in this
    flight), ``trim``, ``pounce`` (args: victim), ``kitty``, ``settle`` (args: rooms still to
    remove), ``biddle``, ``near`` (args: effect code), ``defuse`` (args: trap), ``find`` (args:
    the room the active player was moved to without entering it: look at its cards or not).
    """

    kind: str
    seat: int
    args: tuple[int, ...] = ()


@dataclass(frozen=True)
class ChildrenState:
    """The whole game, secrets included. Never shown to players as is."""

    schema: int
    seed: int
    players: int
    ply: int
    grid: tuple[int, ...]
    """Room id in every cell ``floor * 5 + column``, or NONE."""
    room_pile: tuple[int, ...]
    """Face-down room tablets, top first."""
    deck: tuple[int, ...]
    """Children draw pile, top first."""
    discard: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    under: tuple[tuple[int, ...], ...]
    """Face-down cards left under each room (by room id)."""
    haunts: tuple[tuple[int, ...], ...]
    """Ghost cards face up under each room (by room id)."""
    enraged: tuple[int, ...]
    """Ghosts in the mansion lying enraged side up."""
    minis: tuple[int, ...]
    """The ghost mini card under each toy's mini card (index: toy number 0..12). Secret."""
    revealed: tuple[int, ...]
    """Toy numbers whose mini stack has been turned over (public)."""
    trapped: tuple[tuple[int, ...], ...]
    """Per seat: ghost and toy cards taken for scoring."""
    pos: tuple[int, ...]
    """Per seat: the room its figurine stands in, or NONE."""
    skulls: tuple[int, ...]
    skull_pool: int
    kitty: int
    """Kitty Kitty's room, or NONE."""
    kitty_holder: int
    """The seat with the Kitty Kitty card in front of it, or NONE."""
    kitty_card: int
    """The Kitty Kitty card while it lies in front of a player, or NONE."""
    seen: tuple[tuple[tuple[int, ...], ...], ...]
    """Per seat, per room id: the cards this seat knows lie under that room."""
    turn: int
    phase: Phase
    actions_left: int
    tasks: tuple[Task, ...]
    ending: bool
    """The last card was drawn: the end game is running."""
    last_turns: int
    """Turns still to play once the end game started (NONE before the drawer's turn ends)."""
    insane: bool
    resigned: tuple[int, ...]

    def dump(self) -> dict[str, Any]:
        """Return JSON-ready plain data."""
        out: dict[str, Any] = {}
        for f in fields(self):
            v = getattr(self, f.name)
            if f.name == "tasks":
                v = [[t.kind, t.seat, list(t.args)] for t in v]
            elif f.name == "phase":
                v = v.value
            out[f.name] = _plain(v)
        return out

    @classmethod
    def load(cls, d: Mapping[str, Any]) -> ChildrenState:
        """Rebuild a state from :meth:`dump` output."""
        if d.get("schema") != SCHEMA:
            raise ValueError(f"unknown Children state schema {d.get('schema')!r}")
        kw: dict[str, Any] = {}
        for f in fields(cls):
            v = d[f.name]
            if f.name == "tasks":
                v = tuple(Task(k, seat, tuple(args)) for k, seat, args in v)
            elif f.name == "phase":
                v = Phase(v)
            else:
                v = _tuples(v)
            kw[f.name] = v
        return cls(**kw)

    def active(self) -> tuple[int, ...]:
        """Seats still in the game, in seat order."""
        return tuple(p for p in range(self.players) if p not in self.resigned)

    def with_seat(self, name: str, seat: int, value: Any) -> ChildrenState:
        """The state with one seat's entry of a per-seat tuple replaced."""
        old = getattr(self, name)
        return replace(self, **{name: old[:seat] + (value,) + old[seat + 1 :]})

    def with_room(self, name: str, room: int, value: tuple[int, ...]) -> ChildrenState:
        """The state with one room's entry of ``under`` or ``haunts`` replaced."""
        old = getattr(self, name)
        return replace(self, **{name: old[:room] + (value,) + old[room + 1 :]})


def _plain(v: Any) -> Any:
    if isinstance(v, tuple):
        return [_plain(x) for x in v]
    return v


def _tuples(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_tuples(x) for x in v)
    return v
