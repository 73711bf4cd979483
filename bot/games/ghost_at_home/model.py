"""State records of Ghost at Home (immutable plain data that survives JSON)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from bot.games.ghost_at_home.data import FLOORS, ROOMS_PER_FLOOR

SCHEMA = 1
EMPTY = -1
"""No card in this place."""
SLOTS = FLOORS * ROOMS_PER_FLOOR


class Phase(StrEnum):
    """What the game waits for."""

    TURN = "turn"
    """The active player chooses one of the six actions."""
    DEFEND = "defend"
    """A ghost is arriving: its target may discard a cat from hand to cancel it."""
    STOP = "stop"
    """Someone is escaping: the player asked may add a ghost to stop them."""
    OVER = "over"


class Via(StrEnum):
    """How a ghost arrives."""

    GHOST = "ghost"
    """Played from hand on the attacker's turn."""
    HOLE = "hole"
    """Moved by the Space-time hole."""
    STOP = "stop"
    """Played out of turn to stop an escape."""


@dataclass(frozen=True)
class House:
    """One haunted house. Slot ``i`` is floor ``i // 2 + 1``, left (even) or right (odd)."""

    rooms: tuple[int, ...] = (EMPTY,) * SLOTS
    """Room card (or wild room) in each slot, or EMPTY."""
    cats: tuple[int, ...] = (EMPTY,) * SLOTS
    """Cat sitting on the room of each slot, or EMPTY."""
    ghosts: tuple[int, ...] = (EMPTY,) * FLOORS
    """Ghost staying on each floor (lit floors only), or EMPTY."""
    lights: tuple[bool, ...] = (False,) * FLOORS


@dataclass(frozen=True)
class Attack:
    """A ghost waiting for its target's answer (cat defence window)."""

    ghost: int
    target: int
    floor: int
    by: int
    via: Via


@dataclass(frozen=True)
class Escape:
    """An escape attempt: the other players are asked in turn order."""

    escaper: int
    queue: tuple[int, ...]
    """Seats still to be asked; the first is asked now."""
    left: int
    """Ghosts the first seat of the queue may still add."""
    per_seat: int
    """Ghosts each stopper may add: 2 with two players, else 1."""


@dataclass(frozen=True)
class GhostState:
    """The whole game, secrets included. Never shown to players as is."""

    schema: int
    seed: int
    players: int
    beginner: bool
    always_ask: bool
    """Open every cat/escape window even for a seat that cannot answer (keeps hands secret)."""
    deck: tuple[int, ...]
    """Draw pile, top card first."""
    discard: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    houses: tuple[House, ...]
    turn: int
    """The active player."""
    phase: Phase
    attack: Attack | None
    escape: Escape | None
    resigned: tuple[int, ...]
    winner: int
    """The seat that escaped (or was left alone), or EMPTY."""
    shuffles: int
    """Reshuffles so far (labels the chance of the next one)."""
    ply: int

    def dump(self) -> dict[str, Any]:
        """Return JSON-ready plain data."""
        a, e = self.attack, self.escape
        return {
            "schema": self.schema,
            "seed": self.seed,
            "players": self.players,
            "beginner": self.beginner,
            "always_ask": self.always_ask,
            "deck": list(self.deck),
            "discard": list(self.discard),
            "hands": [list(h) for h in self.hands],
            "houses": [
                {"rooms": list(h.rooms), "cats": list(h.cats), "ghosts": list(h.ghosts), "lights": list(h.lights)}
                for h in self.houses
            ],
            "turn": self.turn,
            "phase": self.phase.value,
            "attack": None
            if a is None
            else {"ghost": a.ghost, "target": a.target, "floor": a.floor, "by": a.by, "via": a.via.value},
            "escape": None
            if e is None
            else {"escaper": e.escaper, "queue": list(e.queue), "left": e.left, "per_seat": e.per_seat},
            "resigned": list(self.resigned),
            "winner": self.winner,
            "shuffles": self.shuffles,
            "ply": self.ply,
        }

    @classmethod
    def load(cls, d: Mapping[str, Any]) -> GhostState:
        """Rebuild a state from :meth:`dump` output."""
        if d.get("schema") != SCHEMA:
            raise ValueError(f"unknown Ghost at Home state schema {d.get('schema')!r}")
        a, e = d["attack"], d["escape"]
        return cls(
            schema=d["schema"],
            seed=d["seed"],
            players=d["players"],
            beginner=d["beginner"],
            always_ask=d["always_ask"],
            deck=tuple(d["deck"]),
            discard=tuple(d["discard"]),
            hands=tuple(tuple(h) for h in d["hands"]),
            houses=tuple(
                House(tuple(h["rooms"]), tuple(h["cats"]), tuple(h["ghosts"]), tuple(h["lights"])) for h in d["houses"]
            ),
            turn=d["turn"],
            phase=Phase(d["phase"]),
            attack=None if a is None else Attack(a["ghost"], a["target"], a["floor"], a["by"], Via(a["via"])),
            escape=None if e is None else Escape(e["escaper"], tuple(e["queue"]), e["left"], e["per_seat"]),
            resigned=tuple(d["resigned"]),
            winner=d["winner"],
            shuffles=d["shuffles"],
            ply=d["ply"],
        )

    def active(self) -> tuple[int, ...]:
        """Seats still in the game, in turn order from seat 0."""
        return tuple(p for p in range(self.players) if p not in self.resigned)

    def with_hand(self, seat: int, hand: tuple[int, ...]) -> GhostState:
        """The state with one seat's hand replaced."""
        return replace(self, hands=self.hands[:seat] + (hand,) + self.hands[seat + 1 :])

    def with_house(self, seat: int, house: House) -> GhostState:
        """The state with one seat's house replaced."""
        return replace(self, houses=self.houses[:seat] + (house,) + self.houses[seat + 1 :])
