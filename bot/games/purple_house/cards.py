"""House cards and X markings: names, matching and mask helpers."""

from __future__ import annotations

from bot.games.purple_house.data import (
    BITS,
    CENTRE,
    CORNERS,
    POSITIONS,
    SYMBOL_PLURALS,
    SYMBOLS,
    UBE,
)


def is_clue(card: int) -> bool:
    """Whether ``card`` is one of the 16 Clue cards."""
    return 0 <= card < 16


def is_lady(card: int) -> bool:
    """Whether ``card`` is a White Lady."""
    return 16 <= card < 24


def symbol(card: int) -> int:
    """Symbol index (into ``SYMBOLS``) of a Clue card."""
    return card // 4


def number(card: int) -> int:
    """Number (1–4) of a Clue card."""
    return card % 4 + 1


def kind(card: int) -> str:
    """``"clue"``, ``"white_lady"`` or ``"ube"``."""
    if is_clue(card):
        return "clue"
    return "white_lady" if is_lady(card) else "ube"


def card_name(card: int) -> str:
    """A card front's key in views, e.g. ``"2 Lamps"``, ``"1 Clock"``, ``"White Lady"``, ``"Ube"``: what bots,
    the re-dealer and the renderer read; a reader is shown ``words.card_words``."""
    if is_clue(card):
        n = number(card)
        return f"{n} {SYMBOLS[symbol(card)] if n == 1 else SYMBOL_PLURALS[symbol(card)]}"
    return "White Lady" if is_lady(card) else "Ube"


def clue_sort_key(card: int) -> tuple[int, int]:
    """Order for the Path display: by symbol, then number; Ube last."""
    return (symbol(card), number(card)) if is_clue(card) else (9, 0)


def match_reason(card: int, room: int) -> str | None:
    """Why a flipped Clue or Ube ``card`` matches the Current Room ``room`` (``"wild"``, ``"symbol"`` or
    ``"number"``, keys of ``words.REASON_IDS``), or None.

    Ube is wild both ways (RULINGS 10); Clues match by symbol or number.
    """
    if card == UBE or room == UBE:
        return "wild"
    if symbol(card) == symbol(room):
        return "symbol"
    if number(card) == number(room):
        return "number"
    return None


def has(mask: int, position: str) -> bool:
    """Whether a card back with ``mask`` holds an X at ``position``."""
    return bool(mask & BITS[position])


def positions(mask: int) -> tuple[str, ...]:
    """The X positions of a card back, in the fixed order ul, ur, ll, lr, c."""
    return tuple(p for p in POSITIONS if has(mask, p))


def mask_of(names: str) -> int:
    """Mask from a dotted position list such as ``"ul.c"`` (empty string: no X)."""
    mask = 0
    for p in filter(None, names.split(".")):
        if p not in BITS or mask & BITS[p]:
            raise ValueError(f"bad or repeated X position {p!r} in {names!r}")
        mask |= BITS[p]
    return mask


def corner_count(mask: int) -> int:
    """Corner X markers on a card back."""
    return sum(has(mask, p) for p in CORNERS)


def centre_count(mask: int) -> int:
    """Centre X markers on a card back (0 or 1)."""
    return int(has(mask, CENTRE))


def sort_key(mask: int) -> tuple[int, int]:
    """Sorting order of card backs (RULINGS 7): fewer Xs first, then by position."""
    return (bin(mask).count("1"), mask)
