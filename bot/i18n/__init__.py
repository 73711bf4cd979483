"""What the bot says, in the reader's language: messages, catalogues and languages (docs/translating.md)."""

from bot.i18n.catalogue import CATALOGUE, Catalogue, CatalogueError, say
from bot.i18n.langs import EN, LANGS, LOCALES, PL, lang_of
from bot.i18n.words import Arg, Msg, OneOf, Seat, Text, chained, from_data, msg, to_data

__all__ = [
    "CATALOGUE",
    "EN",
    "LANGS",
    "LOCALES",
    "PL",
    "Arg",
    "Catalogue",
    "CatalogueError",
    "Msg",
    "OneOf",
    "Seat",
    "Text",
    "chained",
    "from_data",
    "lang_of",
    "msg",
    "say",
    "to_data",
]
