"""Quiet House's words as messages (catalogue ``quiethouse.ftl``): the id families and the phrases that need
no game in progress (side combinations, the random-sides note, the score table)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.quiet_house.data import ADVANCED, BASIC, RANDOM, SCORE_TABLE_ROWS, SIDED, STATUES
from bot.games.quiet_house.dealing import rules_key
from bot.i18n import Msg, Text, msg

STATUE_IDS: dict[str, str] = {
    "rook": "quiethouse-statue-rook",
    "candlestick": "quiethouse-statue-candlestick",
    "monkey": "quiethouse-statue-monkey",
    "mouse": "quiethouse-statue-mouse",
    "mirror": "quiethouse-statue-mirror",
}
"""Each statue's name (Polish with ``.gender`` and its case forms)."""

WALL_IDS: dict[str, str] = {
    "top": "quiethouse-wall-top",
    "right": "quiethouse-wall-right",
    "bottom": "quiethouse-wall-bottom",
    "left": "quiethouse-wall-left",
}
SHADE_IDS: dict[str, str] = {"bright": "quiethouse-shade-bright", "dark": "quiethouse-shade-dark"}
CORNER_IDS: dict[str, str] = {
    "bottom-left": "quiethouse-corner-bottom-left",
    "top-left": "quiethouse-corner-top-left",
    "top-right": "quiethouse-corner-top-right",
    "bottom-right": "quiethouse-corner-bottom-right",
}
RULE_IDS: dict[tuple[str, str], str] = {
    ("rook", BASIC): "quiethouse-rule-rook-basic",
    ("rook", ADVANCED): "quiethouse-rule-rook-advanced",
    ("candlestick", BASIC): "quiethouse-rule-candlestick-basic",
    ("candlestick", ADVANCED): "quiethouse-rule-candlestick-advanced",
    ("monkey", BASIC): "quiethouse-rule-monkey-basic",
    ("monkey", ADVANCED): "quiethouse-rule-monkey-advanced",
    ("mouse", BASIC): "quiethouse-rule-mouse-basic",
    ("mouse", ADVANCED): "quiethouse-rule-mouse-advanced",
}
"""How each statue moves on each side of its Movement Rule card, as a clause after the statue."""
VARIANT_IDS: dict[int, str] = {1: "quiethouse-variant-1", 2: "quiethouse-variant-2"}
BAND_IDS: tuple[tuple[int, int, str], ...] = (
    (1, 1, "quiethouse-band-low"),
    (2, 3, "quiethouse-band-middle"),
    (4, 5, "quiethouse-band-high"),
)
"""The rulebook's score bands (lowest score, highest score, what the night was like)."""


def statue(name: str) -> Msg:
    """A statue's name, by its key ("rook")."""
    return msg(STATUE_IDS[name])


def wall(name: str) -> Msg:
    """A wall ("top", "right", "bottom", "left")."""
    return msg(WALL_IDS[name])


def shade(name: str) -> Msg:
    """A goal tile's shade ("bright", "dark")."""
    return msg(SHADE_IDS[name])


def corner(name: str) -> Msg:
    """A seat's corner ("bottom-left", ...)."""
    return msg(CORNER_IDS[name])


def rule(name: str, side: str) -> Msg:
    """How ``name`` moves on ``side`` of its card (``side`` basic or advanced)."""
    return msg(RULE_IDS[(name, side)])


def variant(number: int) -> Msg:
    """A variant rule in words."""
    return msg(VARIANT_IDS[number])


def band(points: int) -> Msg:
    """The score band ``points`` falls in: its range and what the night was like."""
    return msg(next(id for low, high, id in BAND_IDS if low <= points <= high))


def closeness(rank: int) -> Msg:
    """How close to its wall a tile's statue must stand: "closest", "2nd closest" or "4th closest"."""
    return msg("quiethouse-closeness", rank=rank)


def combination_words(key: str) -> Msg:
    """A rules key in words: "the standard sides" or "advanced Rook and Mouse"."""
    if key == "standard":
        return msg("quiethouse-sides-standard")
    return msg("quiethouse-sides-advanced", statues=tuple(statue(name) for name in key.split("+")))


def chain(id: str, items: Sequence[Text]) -> Text:
    """``items`` joined two by two by the message ``id`` (its ``first`` and ``rest``): a fixed separator, where a
    list (a tuple argument, "A, B and C") would not do; one item is itself."""
    *head, out = items
    for item in reversed(head):
        out = msg(id, first=item, rest=out)
    return out


def lines(*items: Text) -> Text:
    """Texts one under the other, as one message."""
    return chain("quiethouse-lines", items)


def random_sides_note(options: Mapping[str, Any]) -> Msg | None:
    """The line above a lobby whose options leave some sides to chance, or ``None`` when none does."""
    drawn = tuple(statue(name) for name in STATUES if name in SIDED and options.get(name) == RANDOM)
    if not drawn:
        return None
    return msg("quiethouse-random-sides", count=len(drawn), statues=drawn)


def score_table(best: Mapping[str, int]) -> Msg:
    """The rulebook's score table: one row per combination of rule sides with the best score in ``best``.

    The rows are marks and numbers only (★ advanced, · basic); the heading and legend come from the catalogue.
    """
    rows: list[str] = []
    for row in SCORE_TABLE_ROWS:
        score = best.get(rules_key({name: ADVANCED for name in row}))
        marks = "  ".join(f"{'★' if name in row else '·':<6}" for name in SIDED)
        rows.append(f"{marks}  {score if score is not None else '–'}")
    return msg("quiethouse-score-table", rows="\n".join(rows))
