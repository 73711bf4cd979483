"""Component data of The Purple House (rulebook tables and RULINGS [data]).

Card ids: 0–15 are the Clues (``symbol * 4 + number - 1``), 16–23 the eight
White Ladies (16–18 start in the House deck, 19–23 form the Ghost deck) and 24
is Ube. X positions are bits of a per-card mask: the four corners and the centre.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

SYMBOLS = ("Lamp", "Chair", "Wardrobe", "Clock")
"""Clue symbols; the rulebook also calls the Wardrobe a Cabinet (RULINGS 13)."""
SYMBOL_PLURALS = ("Lamps", "Chairs", "Wardrobes", "Clocks")
NUMBERS = (1, 2, 3, 4)

CLUES = tuple(range(16))
WHITE_LADIES = tuple(range(16, 24))
HOUSE_LADIES = (16, 17, 18)
"""The 3 White Ladies of the starting House deck."""
GHOST_LADIES = (19, 20, 21, 22, 23)
"""The 5 White Ladies set aside as the Ghost deck."""
UBE = 24
CARD_COUNT = 25
STARTING_HOUSE = (*CLUES, *HOUSE_LADIES, UBE)
"""The 20-card starting House deck (setup step 2)."""

CORNERS = ("ul", "ur", "ll", "lr")
CENTRE = "c"
POSITIONS = (*CORNERS, CENTRE)
BITS = {p: 1 << i for i, p in enumerate(POSITIONS)}

CORNER_X_TOTAL = 25
CENTRE_X_TOTAL = 5

SCENARIO_CARDS_PER_CORNER = 4
"""[data] RULINGS 1: each corner orientation goes on 4 different random House cards (16 markers)."""
GHOST_CORNERS = ("ul", "ur", "ll", "lr", "")
"""[data] RULINGS 2: four Ghost-deck White Ladies get one corner each; the fifth stays blank."""

ITEMS_BY_PLAYERS = {1: 3, 2: 2, 3: 1, 4: 1, 5: 1}
"""Setup table: Handkerchiefs, Corner X and Centre X markers per player (the same number of each)."""
DEAL_BY_PLAYERS = {1: 7, 2: 4, 3: 3, 4: 3, 5: 2}
"""Scouting: House cards dealt to each player."""
MODS_BY_PLAYERS = {1: 3, 2: 2, 3: 1, 4: 1, 5: 1}
"""Scouting: cards each player modifies per round."""

ROUNDS = 3
LADY_COST = 2
MISS_COST = 1
DEAD_END_COST = 2
WIN_BONUS = 5
GRID_COLUMNS = 5
"""Columns of the digital House area grid."""


@dataclass(frozen=True)
class Difficulty:
    """One row of the difficulty table, with its scoring multiplier."""

    name: str
    candles: int
    ghosts: int
    multiplier: Fraction


DIFFICULTIES = {
    "easy": Difficulty("Easy", 4, 1, Fraction(3, 4)),
    "normal": Difficulty("Normal", 3, 1, Fraction(1)),
    "hard": Difficulty("Hard", 3, 2, Fraction(3, 2)),
    "impossible": Difficulty("Impossible", 2, 2, Fraction(2)),
}
DEFAULT_DIFFICULTY = "easy"
"""The rulebook suggests Easy for a first game."""

ENDINGS = (
    (21, "purplehouse-ending-trapped"),
    (30, "purplehouse-ending-wanderers"),
    (37, "purplehouse-ending-explorers"),
    (44, "purplehouse-ending-legendary"),
    (None, "purplehouse-ending-ghostbusters"),
)
"""Scoring variant: (highest score of the band or None, the catalogue id of its ending text)."""
