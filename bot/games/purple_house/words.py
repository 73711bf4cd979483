"""The Purple House's words: the catalogue ids of its cards, places and items, and how text is strung.

Every message of the game lives in ``bot/locales/<lang>/purplehouse.ftl``. The families here keep their
ids as literals (one per symbol, position, difficulty and match reason; the endings' are in ``data.ENDINGS``)
so that a checker finds them, and the
helpers build the few compound messages the engine needs: a card's name, an X marking, a list joined
by commas or semicolons (not by the language's "and", so the English stays as it always read).

A Polish sentence names a card as a label after the word "karta" (``karta „2 Lampy”``): the grammar
agrees with "karta", so a card's name needs no case forms. Positions carry Polish prepositional
forms as attributes (``.at``, ``.from``, ``.to``): ``w lewym górnym rogu``, ``na środku``.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.purple_house.cards import is_clue, is_lady, number, positions, symbol
from bot.i18n import Msg, Text, msg

CLUE_IDS = ("purplehouse-clue-lamp", "purplehouse-clue-chair", "purplehouse-clue-wardrobe", "purplehouse-clue-clock")
"""A Clue's name by its symbol index, with its number as ``count`` ("2 Lamps")."""
LADY = "purplehouse-card-lady"
UBE = "purplehouse-card-ube"
POSITION_IDS = {
    "ul": "purplehouse-position-ul",
    "ur": "purplehouse-position-ur",
    "ll": "purplehouse-position-ll",
    "lr": "purplehouse-position-lr",
    "c": "purplehouse-position-c",
}
"""An X position's name ("upper left"); Polish attributes ``.at``, ``.from``, ``.to`` with prepositions."""
DIFFICULTY_IDS = {
    "easy": "purplehouse-difficulty-easy",
    "normal": "purplehouse-difficulty-normal",
    "hard": "purplehouse-difficulty-hard",
    "impossible": "purplehouse-difficulty-impossible",
}
"""A difficulty's name ("Easy"), by its option value."""
REASON_IDS = {
    "wild": "purplehouse-reason-wild",
    "symbol": "purplehouse-reason-symbol",
    "number": "purplehouse-reason-number",
}
"""Why a flipped card matches the Current Room (``cards.match_reason``)."""


def card_words(card: int) -> Msg:
    """The name of a card's front, e.g. "2 Lamps", "1 Clock", "White Lady", "Ube"."""
    if is_clue(card):
        return msg(CLUE_IDS[symbol(card)], count=number(card))
    return msg(LADY if is_lady(card) else UBE)


def position_words(position: str) -> Msg:
    """The name of an X position: "upper left", ..., "centre"."""
    return msg(POSITION_IDS[position])


def difficulty_words(key: str) -> Msg:
    """The name of a difficulty ("Easy") by its option value ("easy")."""
    return msg(DIFFICULTY_IDS[key])


def marks_words(mask: int) -> Msg:
    """Short words for a card back, e.g. "X upper left, centre" or "no X"."""
    found = positions(mask)
    if not found:
        return msg("purplehouse-marks-none")
    return msg("purplehouse-marks", where=commas([position_words(p) for p in found]))


def backs_words(marks: Sequence[str]) -> Msg:
    """A card back as a view gives its X positions, e.g. "X upper left + centre" or "no X"."""
    if not marks:
        return msg("purplehouse-marks-none")
    return msg("purplehouse-marks", where=_chain("purplehouse-pluses", [position_words(p) for p in marks]))


def commas(items: Sequence[Text]) -> Text:
    """Items joined by commas ("A, B, C"), with no "and": a list of equals, each said in full."""
    return _chain("purplehouse-commas", items)


def semicolons(items: Sequence[Text]) -> Text:
    """Clauses joined by semicolons ("A; B; C"), as one sentence says what happened step by step."""
    return _chain("purplehouse-semicolons", items)


def lines(items: Sequence[Text]) -> Text:
    """Items one a line."""
    return _chain("purplehouse-lines", items)


def _chain(id: str, items: Sequence[Text]) -> Text:
    """``items`` joined pairwise from the right by the two-argument message ``id`` (``first``, ``rest``)."""
    if not items:
        raise ValueError("nothing to join")
    out = items[-1]
    for item in reversed(items[:-1]):
        out = msg(id, first=item, rest=out)
    return out
