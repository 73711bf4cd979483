"""The words of The Purple House pictures: a view's card keys read, and the catalogue's names for cards,
symbols and players.

A view names a card front by a key (``"3 Wardrobes"``, ``"White Lady"``, ``"Ube"``); a reader is shown the
engine's message for the same card (``purplehouse-clue-*``, ``purplehouse-card-*``) in the picture's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.purple_house.words import CLUE_IDS, LADY, UBE
from bot.i18n import EN, Arg, Msg, Seat, msg, say

SYMBOL_NAMES = ("Lamp", "Chair", "Wardrobe", "Clock")
"""The symbols as a view's card keys spell them (one), and the icons' names."""
SYMBOL_PLURALS = ("Lamps", "Chairs", "Wardrobes", "Clocks")
"""The symbols as a view's card keys spell them (more than one)."""
WORD_IDS = (
    "purplehouse-pic-word-lamp",
    "purplehouse-pic-word-chair",
    "purplehouse-pic-word-wardrobe",
    "purplehouse-pic-word-clock",
)
"""A symbol's word on a Clue's front, agreeing with the card's number (``count``): "Lamp", "Lamps"."""
SYMBOL_IDS = ("purplehouse-pic-lamps", "purplehouse-pic-chairs", "purplehouse-pic-wardrobes", "purplehouse-pic-clocks")
"""A symbol named for all its cards ("Lamps"), as in "any Lamps" or "Path: Lamps 1, 2"."""


def parse_card(name: str) -> tuple[str, int, int]:
    """Split a view's card name into (kind, symbol index, number); symbol and number are -1 unless a Clue.

    ``"3 Wardrobes"`` → ``("clue", 2, 3)``; ``"White Lady"`` → ``("white_lady", -1, -1)``.
    """
    if name == "White Lady":
        return "white_lady", -1, -1
    if name == "Ube":
        return "ube", -1, -1
    number, word = name.split(" ", 1)
    names = SYMBOL_PLURALS if word in SYMBOL_PLURALS else SYMBOL_NAMES
    return "clue", names.index(word), int(number)


def card_msg(name: str) -> Msg:
    """The catalogue's name of the card front a view calls ``name`` ("3 Wardrobes", "3 Szafy")."""
    kind, symbol, number = parse_card(name)
    if kind == "clue":
        return msg(CLUE_IDS[symbol], count=number)
    return msg(LADY if kind == "white_lady" else UBE)


def card_said(name: str, lang: str = EN) -> str:
    """The card front a view calls ``name``, said in ``lang``."""
    return say(card_msg(name), lang)


def symbol_msg(symbol: int) -> Msg:
    """A symbol named for all its cards ("Lamps", "Lampy")."""
    return msg(SYMBOL_IDS[symbol])


def who(names: Sequence[str], seat: int) -> Arg:
    """A seat as a message argument: its display name, else the seat itself (said "Player N")."""
    return names[seat] if seat < len(names) and names[seat] else Seat(seat)


def player_name(names: Sequence[str], seat: int, lang: str = EN) -> str:
    """Display name of ``seat``, or "Player N" in ``lang`` when none is given."""
    if seat < len(names) and names[seat]:
        return names[seat]
    return say(msg("seat-number", number=seat + 1), lang)
