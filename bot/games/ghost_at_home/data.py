"""Component data for Ghost at Home ([data] in shared/RULINGS.md).

The rulebook gives the card counts; the light-bulb icons per card are this
project's own table (RULINGS 1). Change them here and nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.i18n import Msg, msg

FLOORS = 3
"""Floors per house (floor 1 is the ground floor; the roof card sits on floor 3)."""
ROOMS_PER_FLOOR = 2
"""A left and a right room space on every floor."""
HAND_SIZE = 3
"""Cards dealt at the start and drawn up to at the end of a turn."""
MIN_LIGHT_BULBS = 5
"""Bulb icons needed to turn on a light (RULINGS 2)."""
LIGHT_CARDS = (2, 3)
"""How many cards a light costs (RULINGS 2)."""


class Kind(StrEnum):
    """What a card does."""

    ROOM = "room"
    GHOST = "ghost"
    CAT = "cat"
    HOLE = "hole"
    BULB = "bulb"
    FOOD = "food"
    ELEVATOR = "elevator"
    LIGHTNING = "lightning"
    WILD = "wild"


SPECIAL_KINDS = frozenset({Kind.HOLE, Kind.BULB, Kind.FOOD, Kind.ELEVATOR, Kind.LIGHTNING, Kind.WILD})
"""The seven special cards (left out of a beginner game, RULINGS 9)."""

NAMES: dict[Kind, str] = {
    Kind.GHOST: "ghostathome-card-ghost",
    Kind.CAT: "ghostathome-card-cat",
    Kind.HOLE: "ghostathome-card-hole",
    Kind.BULB: "ghostathome-card-bulb",
    Kind.FOOD: "ghostathome-card-food",
    Kind.ELEVATOR: "ghostathome-card-elevator",
    Kind.LIGHTNING: "ghostathome-card-lightning",
    Kind.WILD: "ghostathome-card-wild",
}
"""The message naming each kind of card but rooms (``ghostathome-card-room`` takes its floor)."""

ROOM_BULBS: dict[int, tuple[int, ...]] = {
    1: (1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3),
    2: (1, 1, 1, 2, 2, 2, 2, 3, 3, 3),
    3: (1, 1, 1, 2, 2, 2, 2, 3, 3, 3),
}
"""Bulb icons of the room cards of each floor (RULINGS 1): 12, 10 and 10 cards."""
GHOSTS = 8
CATS = 6
CAT_BULBS = 1
SPECIALS: tuple[Kind, ...] = (Kind.HOLE, Kind.BULB, Kind.FOOD, Kind.ELEVATOR, Kind.LIGHTNING, Kind.WILD, Kind.WILD)


@dataclass(frozen=True)
class Card:
    """One card: its kind, its floor (rooms only, else 0) and its bulb icons."""

    id: int
    kind: Kind
    floor: int
    bulbs: int

    @property
    def name(self) -> Msg:
        """Short name, e.g. "Floor 2 room", "Cat", "Lightning" (Polish: "Pokój 2. piętra", "Kot", "Błyskawica")."""
        return card_name(self.kind, self.floor)

    @property
    def label(self) -> Msg:
        """Name with the bulb icons, e.g. "Floor 2 room (3 bulbs)"."""
        if not self.bulbs:
            return self.name
        return msg("ghostathome-card-bulbs", card=self.name, bulbs=self.bulbs)


def card_name(kind: Kind, floor: int = 0) -> Msg:
    """The name of a kind of card (a room card names its floor)."""
    if kind is Kind.ROOM:
        return msg("ghostathome-card-room", floor=floor)
    return msg(NAMES[kind])


def _build() -> tuple[Card, ...]:
    faces = [(Kind.ROOM, floor, b) for floor, bulbs in ROOM_BULBS.items() for b in bulbs]
    faces += [(Kind.GHOST, 0, 0)] * GHOSTS + [(Kind.CAT, 0, CAT_BULBS)] * CATS
    faces += [(kind, 0, 0) for kind in SPECIALS]
    return tuple(Card(i, *face) for i, face in enumerate(faces))


CARDS: tuple[Card, ...] = _build()
"""All 53 cards; a card's id is its index here."""


def card_ids(beginner: bool) -> tuple[int, ...]:
    """Ids of the cards in play: all 53, or the 46 basic cards in a beginner game."""
    return tuple(c.id for c in CARDS if not (beginner and c.kind in SPECIAL_KINDS))


def is_room(card: int) -> bool:
    """Whether the card can be played as a room (a room card or a wild room)."""
    return CARDS[card].kind in (Kind.ROOM, Kind.WILD)
