"""State and view records of Quiet House (immutable plain data)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any

from bot.games.base import SeatView
from bot.i18n import Msg, Text

SCHEMA = 2
"""Version of the dumped state: 2 added ``random_sides``; a schema 1 dump loads with no side drawn at random."""
NOBODY = -1
"""Seat number meaning "no seat" (no declaration yet, nobody resigned)."""
DECLARE = "declare"
"""The action declaring the puzzle solved."""


class Status(StrEnum):
    """Where the game stands."""

    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


@dataclass(frozen=True)
class QuietHouseState:
    """The whole game, secrets included (goal tiles, target, deck order). Never shown as is."""

    schema: int
    seed: int
    players: int
    advanced: tuple[str, ...]
    """Statues whose Movement Rule card shows its spider-web side, in ``SIDED`` order (random sides as drawn)."""
    random_sides: tuple[str, ...]
    """Statues whose side was chosen as ``random`` at ``new`` and drawn from the seed, in ``SIDED`` order."""
    variants: tuple[int, ...]
    """Variant rules in use (1 and/or 2), ascending."""
    layout: tuple[tuple[int, int], ...]
    """(row, column) of each statue, in ``STATUES`` order."""
    target: tuple[tuple[int, int], ...]
    """The hidden layout the goal tiles were taken from (one solution among many)."""
    goals: tuple[str, ...]
    """Statue named by each goal tile, in ``GOAL_SLOTS`` order."""
    deck: tuple[str, ...]
    """The Time Deck's statues in draw order; card ``i`` scores ``TIME_SCORES[i // 5]``."""
    drawn: int
    """Time Cards flipped so far; the current card is ``deck[drawn - 1]``."""
    turn: int
    status: Status
    resigned: int
    """The seat that left the game (ending it), or ``NOBODY``."""
    declarer: int
    """Seat of the latest declaration, or ``NOBODY``."""
    paddles: tuple[bool, ...]
    """Paddles shown at the latest declaration, per seat (True = heart)."""
    last_seat: int
    last_action: str

    def dump(self) -> dict[str, Any]:
        """Return JSON-ready plain data (tuples become lists, the status its string)."""
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self)}

    @classmethod
    def load(cls, d: Mapping[str, Any]) -> QuietHouseState:
        """Rebuild a state from :meth:`dump` output (a schema 1 dump is upgraded: no side drawn at random)."""
        if d.get("schema") not in (1, SCHEMA):
            raise ValueError(f"unknown Quiet House state schema {d.get('schema')!r}")
        return cls(
            schema=SCHEMA,
            seed=d["seed"],
            players=d["players"],
            advanced=tuple(d["advanced"]),
            random_sides=tuple(d.get("random_sides", ())),
            variants=tuple(d["variants"]),
            layout=tuple((r, c) for r, c in d["layout"]),
            target=tuple((r, c) for r, c in d["target"]),
            goals=tuple(d["goals"]),
            deck=tuple(d["deck"]),
            drawn=d["drawn"],
            turn=d["turn"],
            status=Status(d["status"]),
            resigned=d["resigned"],
            declarer=d["declarer"],
            paddles=tuple(d["paddles"]),
            last_seat=d["last_seat"],
            last_action=d["last_action"],
        )


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, StrEnum):
        return value.value
    return value


@dataclass(frozen=True)
class StatueView:
    """A statue as everyone sees it."""

    key: str
    name: Msg
    row: int
    col: int
    square: str
    side: str
    """"basic" or "advanced" (the Mirror is always "basic": its card has identical faces)."""
    rule: Msg
    """How it moves this turn, a clause after its name (the Mirror's follows the Time Card)."""
    frozen: bool
    """It is on the current Time Card and may not move this turn."""
    random_side: bool = False
    """Its side was chosen as "random" at ``new`` and drawn from the game's seed (``side`` is the side drawn)."""
    sided: bool = False
    """Its Movement Rule card has an advanced side (every statue but the Mirror, whose faces are identical)."""
    label: Text = ""
    """The statue where it stands, as a typed move suggests it: "Rook (on C4)"."""
    moves_as: Text = ""
    """Name (a message) of the statue whose rule it moves by this turn (its own; the Time Card's for the Mirror), or ""
    when it may not move (it is on the Time Card, or the game is over)."""


@dataclass(frozen=True)
class GoalTileView:
    """One of the eight goal-tile slots, face-up only for a seat that sees it (or once the game is over)."""

    slot: int
    wall: str
    shade: str
    """"bright" (closest) or "dark" (second closest, fourth under variant 2)."""
    rank: int
    statue: Msg | None
    """Name of the statue on the tile, or ``None`` while it is face-down for this viewer."""
    holds: bool | None
    """Whether the tile holds now, or ``None`` while it is face-down for this viewer."""


@dataclass(frozen=True)
class QuietHouseView(SeatView):
    """What one seat (or a spectator, seat None) may know."""

    players: int = 0
    status: str = Status.PLAYING.value
    turn: int | None = None
    corners: tuple[str, ...] = ()
    """Corner of each seat ("bottom-left", ...), clockwise = turn order."""
    my_walls: tuple[str, ...] = ()
    """Walls whose tiles this seat sees; empty in the public view."""
    board_side: str = "standard"
    """"standard" or "spider-web" (the advanced Mouse)."""
    red_dots: tuple[tuple[int, int], ...] = ()
    statues: tuple[StatueView, ...] = ()
    goal_tiles: tuple[GoalTileView, ...] = ()
    time_card: Msg | None = None
    """Name of the statue on the current Time Card (it may not move; the Mirror moves as it)."""
    time_score: int | None = None
    """Score printed on the current Time Card."""
    win_points: int | None = None
    """Points a win scores this turn: the card's score plus one per variant, at most 5."""
    cards_left: int = 0
    drawn_cards: tuple[str, ...] = ()
    """Keys of the statues on the Time Cards flipped so far, in order (everyone saw them flipped; the last is
    the current card)."""
    next_score: int | None = None
    """Score printed on the back of the next Time Card, or ``None`` when the deck is empty."""
    variants: tuple[int, ...] = ()
    variant_rules: tuple[Msg, ...] = ()
    """The variant rules in use, in words."""
    rules_key: str = ""
    """The side combination, for the score table (see ``rules_key``)."""
    rules_words: Text = ""
    """The side combination in words: "the standard sides", "advanced Rook and Mouse"."""
    paddles_allowed: bool = False
    """Whether heart/whirlwind reactions may be shown now (variant 1 forbids them outside declarations)."""
    can_declare: bool = False
    """This seat may declare the puzzle solved now (its four tiles hold); always False in the public view."""
    declarer: int | None = None
    paddles: tuple[bool, ...] = ()
    """Paddles at the latest declaration, per seat (True = heart)."""
    last_seat: int | None = None
    last_action: str = ""
    score: int | None = None
    """Points won, once the game is won."""
    resigned: int | None = None
    declare_action: str = ""
    """The action of the board's **Declare solved** button while the game runs ("" once it is over). It is
    offered to every seat alike, so the board does not tell whose tiles hold; the rules refuse it until they do."""
