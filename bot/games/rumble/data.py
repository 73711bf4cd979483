"""Component data for Rumble in the House ([data] in shared/RULINGS.md).

The rulebook names eight of the twelve characters; the other four and the
house layouts are this project's own. Change them here and nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass

CHARACTERS: tuple[str, ...] = (
    "Ninja",
    "Ape",
    "Penguin",
    "Cat",
    "Kid",
    "Cthulhu",
    "Chicken-Man",
    "Meerkats",
    "Vampire",
    "Mummy",
    "Witch",
    "Robot",
)
"""The twelve characters' English names (the catalogue's); a character's id is its index here.

What a reader sees is said from :data:`CHARACTER_WORDS`; these names stay for code that matches
English, such as the pictures and the tests that pin English."""

CHARACTER_WORDS: tuple[str, ...] = (
    "rumble-character-ninja",
    "rumble-character-ape",
    "rumble-character-penguin",
    "rumble-character-cat",
    "rumble-character-kid",
    "rumble-character-cthulhu",
    "rumble-character-chicken-man",
    "rumble-character-meerkats",
    "rumble-character-vampire",
    "rumble-character-mummy",
    "rumble-character-witch",
    "rumble-character-robot",
)
"""The message id of each character's name, by character id (bot/locales/*/rumble.ftl)."""

RUMBLES = 3
SECRETS_PER_PLAYER = 2

POINTS_BY_EXIT_RANK: tuple[int, ...] = (0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
"""Points for exit ranks 1..12 (RULINGS 4); rank 12 is the last one standing."""


@dataclass(frozen=True)
class Layout:
    """A house: twelve rooms on a grid and the doors between them."""

    key: str
    title: str
    rows: int
    cols: int
    rooms: tuple[tuple[str, int, int], ...]
    """(name, row, column) per room; a room's id is its index here."""
    doors: tuple[tuple[int, int], ...]
    """Pairs of room ids joined by a door, lower id first."""


ROOM_NAMES: tuple[str, ...] = (
    "Attic",
    "Library",
    "Chapel",
    "Tower",
    "Bedroom",
    "Hall",
    "Parlor",
    "Study",
    "Cellar",
    "Kitchen",
    "Pantry",
    "Crypt",
)
"""The rooms' English names (the catalogue's), as :class:`Layout` keeps them."""

ROOM_WORDS: dict[str, str] = {
    "Attic": "rumble-room-attic",
    "Library": "rumble-room-library",
    "Chapel": "rumble-room-chapel",
    "Tower": "rumble-room-tower",
    "Bedroom": "rumble-room-bedroom",
    "Hall": "rumble-room-hall",
    "Parlor": "rumble-room-parlor",
    "Study": "rumble-room-study",
    "Cellar": "rumble-room-cellar",
    "Kitchen": "rumble-room-kitchen",
    "Pantry": "rumble-room-pantry",
    "Crypt": "rumble-room-crypt",
}
"""The message id of each room's name, by its English name (bot/locales/*/rumble.ftl)."""


def _grid_doors(rows: int, cols: int, walls: frozenset[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    doors: list[tuple[int, int]] = []
    for r in range(rows):
        for c in range(cols):
            here = r * cols + c
            if c + 1 < cols and (here, here + 1) not in walls:
                doors.append((here, here + 1))
            if r + 1 < rows and (here, here + cols) not in walls:
                doors.append((here, here + cols))
    return tuple(sorted(doors))


def _grid_rooms(rows: int, cols: int) -> tuple[tuple[str, int, int], ...]:
    return tuple((ROOM_NAMES[r * cols + c], r, c) for r in range(rows) for c in range(cols))


def _ring() -> Layout:
    """Twelve rooms around a 4x4 courtyard, each with exactly two doors."""
    cells = [(0, c) for c in range(4)] + [(r, 3) for r in (1, 2)]
    cells += [(3, c) for c in (3, 2, 1, 0)] + [(r, 0) for r in (2, 1)]
    rooms = tuple((ROOM_NAMES[i], r, c) for i, (r, c) in enumerate(cells))
    doors = tuple(sorted((min(i, (i + 1) % 12), max(i, (i + 1) % 12)) for i in range(12)))
    return Layout("ring", "Ring around the courtyard", 4, 4, rooms, doors)


LAYOUTS: dict[str, Layout] = {
    "classic": Layout(
        "classic", "Classic house (3 x 4, every wall a door)", 3, 4, _grid_rooms(3, 4), _grid_doors(3, 4, frozenset())
    ),
    "manor": Layout(
        "manor",
        "Manor (3 x 4, some walls without doors)",
        3,
        4,
        _grid_rooms(3, 4),
        _grid_doors(3, 4, frozenset({(1, 2), (0, 4), (5, 9), (6, 7), (10, 11)})),
    ),
    "ring": _ring(),
}
DEFAULT_LAYOUT = "classic"

LAYOUT_WORDS: dict[str, str] = {
    "classic": "rumble-layout-classic",
    "manor": "rumble-layout-manor",
    "ring": "rumble-layout-ring",
}
"""The message id of each layout's short name ("Classic house"), by key (bot/locales/*/rumble.ftl)."""
