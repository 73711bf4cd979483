"""The Purple House game state: immutable plain data with a JSON round trip."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

SCHEMA = 1
SCOUTING = "scouting"
ESCAPE = "escape"
OVER = "over"
EMPTY = -1
"""A grid cell whose card went to the Path; also ``current`` when there is no Current Room."""
WIN = "win"
LOSS = "loss"


@dataclass(frozen=True)
class PurpleHouseState:
    """The whole game, secrets included. Never shown to players as is.

    Cards are ids (see ``data``); X markings are per-card bit masks.
    """

    schema: int
    seed: int
    players: int
    difficulty: str
    kid_friendly: bool
    scoring: bool
    phase: str
    """``scouting``, ``escape`` or ``over``."""
    round: int
    key: int
    """Seat holding the Starting Player Key (whose turn it is in the Escape Phase)."""
    candles: int
    marks: tuple[int, ...]
    """X mask of every card's back, by card id."""
    deck: tuple[int, ...]
    """Undealt House deck, top first (empty during the Escape Phase)."""
    ghosts: tuple[int, ...]
    """Ghost deck, top first."""
    hands: tuple[tuple[int, ...], ...]
    """Cards dealt to each seat this Scouting Phase."""
    modified: tuple[tuple[int, ...], ...]
    """Hand slots (1-based) each seat modified this Scouting Phase."""
    ready: tuple[bool, ...]
    handkerchiefs: tuple[int, ...]
    corner_x: tuple[int, ...]
    centre_x: tuple[int, ...]
    grid: tuple[int, ...]
    """House area: card id per cell or EMPTY. Only the Current Room lies face-up."""
    current: int
    """Card id of the Current Room or EMPTY."""
    path: tuple[int, ...]
    """Cleared cards in clearing order."""
    discarded: int
    """Corner X markers removed from the game with a Handkerchief."""
    box: tuple[int, int]
    """Corner and Centre X markers left in the box at setup (never used)."""
    gone: tuple[bool, ...]
    """Seats whose players left the game."""
    result: str
    """``win``, ``loss`` or empty while the game goes on."""


def dump_state(s: PurpleHouseState) -> dict[str, Any]:
    """The state as JSON-ready plain data (tuples become lists)."""
    return {f.name: _plain(getattr(s, f.name)) for f in fields(s)}


def load_state(d: Mapping[str, Any]) -> PurpleHouseState:
    """Rebuild a state from :func:`dump_state` output."""
    if d.get("schema") != SCHEMA:
        raise ValueError(f"unknown Purple House state schema {d.get('schema')!r}")
    try:
        values = {f.name: _frozen(d[f.name]) for f in fields(PurpleHouseState)}
    except KeyError as missing:
        raise ValueError(f"Purple House state lacks field {missing}") from None
    return PurpleHouseState(**values)


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_frozen(v) for v in value)
    return value
