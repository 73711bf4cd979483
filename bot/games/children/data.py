"""Components of Children (RULINGS "Children" 1–3): room tablets, ghosts, toys and the 70 cards.

Everything marked [data] in RULINGS is this project's own invention and lives here only.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

FLOORS = 4
"""Basement (0), 1st (1), 2nd (2) and 3rd (3) floor."""
COLUMNS = 5
"""Every floor holds up to 5 rooms, left to right."""
FLOOR_NAMES = ("basement", "1st floor", "2nd floor", "3rd floor")
START_LIMIT = 5
"""The hand limit with no enraged ghost in the mansion."""
HAND_SIZE = 5
SKULLS_PER_PLAYER = 2
MAX_SKULLS = 3
INSANITY = 5
"""Enraged ghosts present in the mansion that drive every player insane (RULINGS 6)."""

L, R, U, D = "L", "R", "U", "D"
SIDES = (L, R, U, D)
STEP = {L: (0, -1), R: (0, 1), U: (1, 0), D: (-1, 0)}
"""(floor, column) change of each side: U is the floor above, D the floor below."""
OPPOSITE = {L: R, R: L, U: D, D: U}


@dataclass(frozen=True)
class Room:
    """One room tablet: its floor, its doors (L/R) and trapdoors (U/D), and its spectral arrows."""

    id: int
    name: str
    floor: int
    doors: frozenset[str]
    arrows: frozenset[str]


def _room(i: int, name: str, floor: int, doors: str, arrows: str) -> Room:
    return Room(i, name, floor, frozenset(doors), frozenset(arrows))


ROOMS: tuple[Room, ...] = (
    # basement [data] except the Wine Cellar
    _room(0, "Wine Cellar", 0, "LRU", "UR"),
    _room(1, "Boiler Room", 0, "LU", "LR"),
    _room(2, "Coal Cellar", 0, "R", "U"),
    _room(3, "Root Cellar", 0, "LRU", "LU"),
    _room(4, "Crypt", 0, "U", "LR"),
    # 1st floor: Parlor, Billiards Room and Kitchen from the rulebook
    _room(5, "Parlor", 1, "RD", "RU"),
    _room(6, "Billiards Room", 1, "U", "LR"),
    _room(7, "Kitchen", 1, "LD", "LD"),
    _room(8, "Library", 1, "LR", "UD"),
    _room(9, "Foyer", 1, "LRU", "LRU"),
    # 2nd floor: Master Bedroom, Wash Room and Dormitory from the rulebook
    _room(10, "Master Bedroom", 2, "LR", "DR"),
    _room(11, "Wash Room", 2, "U", "LD"),
    _room(12, "Dormitory", 2, "RD", "LU"),
    _room(13, "Nursery", 2, "LD", "RU"),
    _room(14, "Sewing Room", 2, "LRU", "LD"),
    # 3rd floor: the Spire from the rulebook
    _room(15, "Spire", 3, "D", "DL"),
    _room(16, "Attic", 3, "LR", "RD"),
    _room(17, "Chapel", 3, "LD", "L"),
    _room(18, "Observatory", 3, "R", "LD"),
    _room(19, "Music Room", 3, "LRD", "LRD"),
)
ROOM_BY_NAME = {r.name: r.id for r in ROOMS}


class Kind(StrEnum):
    """The five kinds of Children cards."""

    GHOST = "ghost"
    TOY = "toy"
    DEVICE = "device"
    TRAP = "trap"
    FATE = "fate"


class Device(StrEnum):
    """The 10 devices (3 cards each)."""

    CATNIP = "Catnip"
    HATPIN = "Hatpin"
    FEATHER = "Feather"
    SECRET_PASSAGE = "Secret Passage"
    SNOW_GLOBE = "Snow Globe"
    CRICKET_CAGE = "Cricket Cage"
    MUSIC_BOX = "Music Box"
    MEDICO = "Medico Della Peste"
    DENTAL_TOOLS = "Dental Tools"
    TOAD = "Toad"


FREE_DEVICES = frozenset({Device.CATNIP, Device.HATPIN, Device.FEATHER})
"""Free Action devices: playable out of turn with a Skull Token."""


class Trap(StrEnum):
    """The 4 traps (2 cards each)."""

    MOUSE = "Mouse"
    CRICKETS = "Crickets"
    RAVENS_SKULL = "Raven's Skull"
    VOODOO_DOLL = "Voodoo Doll"


class Fate(StrEnum):
    """The 3 fates."""

    HOUSE_SETTLES = "House Settles"
    IRWIN_BIDDLE = "Irwin Biddle"
    KITTY_KITTY = "Kitty Kitty"


GHOST_TOYS: tuple[tuple[str, str], ...] = (
    ("Rosie", "Teddy Bear"),
    ("The Twins", "Parasol"),
    ("Penny", "Rag Doll"),  # [data] Penny's toy
    ("Oliver", "Tin Soldier"),  # [data] the next ten
    ("Mabel", "Jump Rope"),
    ("Edgar", "Spinning Top"),
    ("Clara", "Porcelain Doll"),
    ("Thomas", "Rocking Horse"),
    ("Agnes", "Marbles"),
    ("Walter", "Kite"),
    ("Lucy", "Jack-in-the-Box"),
    ("Henry", "Yo-Yo"),
    ("Violet", "Tea Set"),
)
GHOST_COUNT = len(GHOST_TOYS)
FATE_COUNTS = ((Fate.HOUSE_SETTLES, 3), (Fate.IRWIN_BIDDLE, 2), (Fate.KITTY_KITTY, 1))


@dataclass(frozen=True)
class Card:
    """One Children card. ``kind_of`` is the Device/Trap/Fate it is (empty for ghosts and toys).

    ``pair`` links a ghost to its beloved toy and a toy to its ghost.
    """

    id: int
    kind: Kind
    name: str
    pair: int = -1
    kind_of: str = ""


def _cards() -> tuple[Card, ...]:
    out = [Card(i, Kind.GHOST, g, GHOST_COUNT + i) for i, (g, _) in enumerate(GHOST_TOYS)]
    out += [Card(GHOST_COUNT + i, Kind.TOY, t, i) for i, (_, t) in enumerate(GHOST_TOYS)]
    named: list[tuple[Kind, str]] = [(Kind.DEVICE, d.value) for d in Device for _ in range(3)]
    named += [(Kind.TRAP, t.value) for t in Trap for _ in range(2)]
    named += [(Kind.FATE, f.value) for f, n in FATE_COUNTS for _ in range(n)]
    out += [Card(len(out) + i, kind, name, -1, name) for i, (kind, name) in enumerate(named)]
    return tuple(out)


CARDS: tuple[Card, ...] = _cards()
CARD_COUNT = len(CARDS)
GHOSTS = tuple(c.id for c in CARDS if c.kind is Kind.GHOST)
TOYS = frozenset(c.id for c in CARDS if c.kind is Kind.TOY)


def ids_of(name: str) -> tuple[int, ...]:
    """Ids of every card with that name (e.g. the 3 Hatpins)."""
    return tuple(c.id for c in CARDS if c.name == name)


def card_id(name: str) -> int:
    """The first card with that name."""
    return ids_of(name)[0]


def toy_of(ghost: int) -> int:
    """The beloved toy of a ghost."""
    return CARDS[ghost].pair
