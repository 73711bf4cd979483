"""Component data for Quiet House ([data] in shared/RULINGS.md, rulings 1, 3 and 5).

Change the board, the seating or the Time Deck here and nowhere else; their words are messages of the
catalogue (``bot/games/quiet_house/words.py``).
"""

from __future__ import annotations

SIZE = 6
"""The board is SIZE x SIZE squares; row 0 is along the top wall, column 0 along the left wall."""

STATUES: tuple[str, ...] = ("rook", "candlestick", "monkey", "mouse", "mirror")
"""The five statues; a statue's id is its index here."""

SIDED: tuple[str, ...] = ("rook", "candlestick", "mouse", "monkey")
"""Statues whose Movement Rule card has an advanced (spider-web) side, in score-table column order.

The Mirror's card has two identical faces, so 2**4 = 16 side combinations exist.
"""

BASIC = "basic"
ADVANCED = "advanced"
RANDOM = "random"
"""A side option only: the engine draws basic or advanced from the game's seed when the game starts."""
SIDE_OPTIONS: tuple[str, ...] = (BASIC, ADVANCED, RANDOM)
"""What each sided statue's option at ``new`` may be (the state always holds basic or advanced)."""

RED_DOTS_STANDARD: frozenset[tuple[int, int]] = frozenset({(0, 1), (1, 4), (2, 0), (3, 5), (4, 2), (5, 3)})
"""Red-dot squares (row, column) on the standard side of the board (RULINGS 1)."""

RED_DOTS_SPIDER: frozenset[tuple[int, int]] = frozenset({(0, 0), (1, 3), (4, 5), (5, 2)})
"""Red-dot squares on the spider-web side, used when the Mouse's advanced side is chosen (RULINGS 1)."""

WALLS: tuple[str, ...] = ("top", "right", "bottom", "left")

GOAL_SLOTS: tuple[tuple[str, str], ...] = tuple((wall, shade) for wall in WALLS for shade in ("bright", "dark"))
"""The eight goal-tile slots as (wall, shade): the bright tile names the closest statue,
the dark tile the second closest (the fourth closest under variant 2)."""

CORNERS: tuple[str, ...] = ("bottom-left", "top-left", "top-right", "bottom-right")
"""The four corners in clockwise order (play passes to the left, i.e. clockwise)."""

SEATING: dict[int, tuple[str, ...]] = {
    2: ("bottom-left", "top-right"),
    3: ("bottom-left", "top-left", "top-right"),
    4: CORNERS,
}
"""Corner of each seat by player count: 2 players sit opposite, 3 leave the bottom-right corner empty."""

VISIBLE_WALLS: dict[str, tuple[str, str]] = {
    "bottom-left": ("top", "right"),
    "top-left": ("right", "bottom"),
    "top-right": ("bottom", "left"),
    "bottom-right": ("left", "top"),
}
"""A corner sees the tiles on the two walls away from it (RULINGS 3)."""

TIME_SCORES: tuple[int, ...] = (5, 4, 3, 2, 1)
"""Time Deck stacks from the top down; each stack holds one card per statue (RULINGS 5)."""

DECK_SIZE = len(TIME_SCORES) * len(STATUES)

MAX_SCORE = 5
"""A win scores at most this, variants included (each variant adds a point)."""

SCORE_TABLE_ROWS: tuple[tuple[str, ...], ...] = (
    (),
    ("rook",),
    ("candlestick",),
    ("mouse",),
    ("monkey",),
    ("rook", "candlestick"),
    ("candlestick", "mouse"),
    ("mouse", "monkey"),
    ("rook", "monkey"),
    ("rook", "mouse"),
    ("candlestick", "monkey"),
    ("candlestick", "mouse", "monkey"),
    ("rook", "mouse", "monkey"),
    ("rook", "candlestick", "monkey"),
    ("rook", "candlestick", "mouse"),
    ("rook", "candlestick", "mouse", "monkey"),
)
"""The 16 rows of the rulebook's score table: the advanced sides of each row, in printed order."""
