"""The words of Children as messages: the family ids of rooms, cards and floors, and small builders.

Every id is a literal here so the catalogue checker finds it; the English and Polish forms are in
``bot/locales/<lang>/children.ftl`` (Polish nouns carry their case forms as attributes: see that file's
head). The names in :mod:`bot.games.children.data` stay the game's own keys (bots and views read them).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from bot.games.children.data import CARDS
from bot.i18n import LANGS, Msg, Text, msg, say

ROOM_IDS: tuple[str, ...] = (
    "children-room-wine-cellar",
    "children-room-boiler-room",
    "children-room-coal-cellar",
    "children-room-root-cellar",
    "children-room-crypt",
    "children-room-parlor",
    "children-room-billiards-room",
    "children-room-kitchen",
    "children-room-library",
    "children-room-foyer",
    "children-room-master-bedroom",
    "children-room-wash-room",
    "children-room-dormitory",
    "children-room-nursery",
    "children-room-sewing-room",
    "children-room-spire",
    "children-room-attic",
    "children-room-chapel",
    "children-room-observatory",
    "children-room-music-room",
)
"""One message per room, by room id (``data.ROOMS`` order)."""

FLOOR_IDS: tuple[str, ...] = (
    "children-floor-basement",
    "children-floor-first",
    "children-floor-second",
    "children-floor-third",
)
"""One message per floor, basement first."""

CARD_IDS: dict[str, str] = {
    "Rosie": "children-card-rosie",
    "The Twins": "children-card-the-twins",
    "Penny": "children-card-penny",
    "Oliver": "children-card-oliver",
    "Mabel": "children-card-mabel",
    "Edgar": "children-card-edgar",
    "Clara": "children-card-clara",
    "Thomas": "children-card-thomas",
    "Agnes": "children-card-agnes",
    "Walter": "children-card-walter",
    "Lucy": "children-card-lucy",
    "Henry": "children-card-henry",
    "Violet": "children-card-violet",
    "Teddy Bear": "children-card-teddy-bear",
    "Parasol": "children-card-parasol",
    "Rag Doll": "children-card-rag-doll",
    "Tin Soldier": "children-card-tin-soldier",
    "Jump Rope": "children-card-jump-rope",
    "Spinning Top": "children-card-spinning-top",
    "Porcelain Doll": "children-card-porcelain-doll",
    "Rocking Horse": "children-card-rocking-horse",
    "Marbles": "children-card-marbles",
    "Kite": "children-card-kite",
    "Jack-in-the-Box": "children-card-jack-in-the-box",
    "Yo-Yo": "children-card-yo-yo",
    "Tea Set": "children-card-tea-set",
    "Catnip": "children-card-catnip",
    "Hatpin": "children-card-hatpin",
    "Feather": "children-card-feather",
    "Secret Passage": "children-card-secret-passage",
    "Snow Globe": "children-card-snow-globe",
    "Cricket Cage": "children-card-cricket-cage",
    "Music Box": "children-card-music-box",
    "Medico Della Peste": "children-card-medico-della-peste",
    "Dental Tools": "children-card-dental-tools",
    "Toad": "children-card-toad",
    "Mouse": "children-card-mouse",
    "Crickets": "children-card-crickets",
    "Raven's Skull": "children-card-ravens-skull",
    "Voodoo Doll": "children-card-voodoo-doll",
    "House Settles": "children-card-house-settles",
    "Irwin Biddle": "children-card-irwin-biddle",
    "Kitty Kitty": "children-card-kitty-kitty",
}
"""One message per card name (the 70 cards bear 43 names), keyed by the name in ``data``."""


@cache
def room_msg(room: int) -> Msg:
    """A room's name as a message (Polish: with its case forms and prepositional phrases)."""
    return msg(ROOM_IDS[room])


@cache
def floor_msg(floor: int) -> Msg:
    """A floor's name as a message (Polish: ``.on``, "on that floor")."""
    return msg(FLOOR_IDS[floor])


@cache
def card_msg(card: int) -> Msg:
    """A card's name as a message (Polish: ``.acc`` and ``.gen``; toys also ``.with``)."""
    return msg(CARD_IDS[CARDS[card].name])


@cache
def name_msg(name: str) -> Msg:
    """The message of a card name as ``data`` spells it (e.g. ``"Hatpin"``)."""
    return msg(CARD_IDS[name])


def then(first: Text, *more: Text) -> Text:
    """Sentences one after another, separated by a space."""
    out = first
    for text in more:
        out = msg("children-then", first=out, next=text)
    return out


def commas(items: Sequence[Msg]) -> Msg:
    """Items separated by commas only ("Rosie, Mabel, Clara"), as a reveal lists them."""
    out = items[-1]
    for item in reversed(items[:-1]):
        out = msg("children-comma", first=item, rest=out)
    return out


def lines(first: Text, *more: Text) -> Text:
    """Lines one under another."""
    items = (first, *more)
    out = items[-1]
    for text in reversed(items[:-1]):
        out = msg("children-lines", head=text, tail=out)
    return out


def longest(text: Text) -> int:
    """How many characters ``text`` takes in the longest of the bot's languages (seats as "Player N")."""
    return max(len(say(text, lang)) for lang in LANGS)
