"""The catalogues: Fluent files under ``bot/locales/<lang>/``, one directory per language.

:meth:`Catalogue.say` turns a :class:`~bot.i18n.words.Msg` into text in a language: numbers choose
plural forms by the language's own rules, lists are joined by its own rule, a seat becomes its display
name, and a message given as an argument is said first and put in (with its attributes, so a Polish
pattern can ask for another form of a noun: ``{ $room_loc }``, see docs/translating.md). A message
missing from a language is said in English; English is complete by test.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from functools import cached_property
from pathlib import Path
from typing import Any

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax import ast

from bot.i18n.langs import EN, LANGS, LOCALES
from bot.i18n.words import Arg, Msg, OneOf, Seat, Text

log = logging.getLogger(__name__)

LIST_LOCALES = {EN: "en_GB"}
"""Whose rule joins a list in a language, when not the language's own: the bot's English says "A, B and C"."""

SEAT_NUMBER = "seat-number"
"""The message for a seat the table has no name for: "Player N"."""


class CatalogueError(ValueError):
    """A catalogue file that does not parse, or an id defined twice in one language."""


class Catalogue:
    """Every language's messages, loaded once from ``root``."""

    def __init__(self, root: Path = LOCALES, langs: Sequence[str] = LANGS, *, strict: bool = False) -> None:
        self.root = root
        self.langs = tuple(langs)
        self.strict = strict
        """Raise on a message that cannot be said (tests); otherwise log it and say what Fluent could."""

    @cached_property
    def bundles(self) -> dict[str, FluentBundle]:
        """One Fluent bundle per language, every file of its directory in it."""
        return {lang: self._bundle(lang) for lang in self.langs}

    def _bundle(self, lang: str) -> FluentBundle:
        bundle = FluentBundle([lang], use_isolating=False)
        seen: dict[str, Path] = {}
        for path in sorted((self.root / lang).glob("*.ftl")):
            resource = FluentResource(path.read_text(encoding="utf-8"))
            for entry in resource.body:
                if isinstance(entry, ast.Junk):
                    raise CatalogueError(f"{path}: cannot parse {(entry.content or '').strip()[:80]!r}")
                if isinstance(entry, ast.Message | ast.Term):
                    key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
                    if key in seen:
                        raise CatalogueError(f"{path}: {key} is already defined in {seen[key]}")
                    seen[key] = path
            bundle.add_resource(resource)
        return bundle

    def ids(self, lang: str) -> frozenset[str]:
        """The message ids a language defines."""
        return frozenset(self.bundles[lang]._messages)

    def has(self, id: str, lang: str = EN) -> bool:
        """Whether ``lang`` defines message ``id``."""
        return self.bundles[lang].has_message(id)

    def say(self, text: Text, lang: str = EN, names: Sequence[str] = ()) -> str:
        """``text`` in ``lang`` (English when the language lacks the message), seats named from ``names``.

        Plain text is English from before messages: only its "Player N" seats are named.
        """
        if isinstance(text, str):
            from bot.names import named  # the one place old text's seats get names

            return named(text, names)
        value, _ = self._said(text, lang if lang in self.bundles else EN, names)
        return value

    def _said(self, message: Msg, lang: str, names: Sequence[str]) -> tuple[str, dict[str, str]]:
        """A message's value and its attributes, said in ``lang``."""
        bundle = self.bundles[lang]
        if not bundle.has_message(message.id):
            if lang != EN:
                return self._said(message, EN, names)
            return self._fail(f"no message {message.id!r} in the English catalogue", message.id), {}
        entry = bundle.get_message(message.id)
        args = dict(self._args(message, lang, names))
        value = self._format(bundle, entry.value, args, message, lang) if entry.value is not None else ""
        attributes = {
            name: self._format(bundle, pattern, args, message, lang) for name, pattern in entry.attributes.items()
        }
        return value, attributes

    def _args(self, message: Msg, lang: str, names: Sequence[str]) -> Iterator[tuple[str, Any]]:
        for name, value in message.args:
            if isinstance(value, Msg):
                said, attributes = self._said(value, lang, names)
                yield name, said
                for attribute, form in attributes.items():
                    yield f"{name}_{attribute}", form
            else:
                yield name, self._plain(value, lang, names)

    def _plain(self, value: Arg, lang: str, names: Sequence[str]) -> Any:
        if isinstance(value, Seat):
            if 0 <= value.seat < len(names):
                return names[value.seat]
            return self._said(Msg(SEAT_NUMBER, (("number", value.seat + 1),)), lang, names)[0]
        if isinstance(value, Msg):
            return self._said(value, lang, names)[0]
        if isinstance(value, tuple | OneOf):
            alternatives = isinstance(value, OneOf)
            items = [str(self._plain(v, lang, names)) for v in (value.items if isinstance(value, OneOf) else value)]
            if not items:
                return ""
            return format_list(items, style="or" if alternatives else "standard", locale=LIST_LOCALES.get(lang, lang))
        if isinstance(value, int | float) and not isinstance(value, bool):
            return fluent_number(value, useGrouping=False)  # "game #1234", never "#1,234"
        return value

    def _format(self, bundle: FluentBundle, pattern: Any, args: dict[str, Any], message: Msg, lang: str) -> str:
        value, errors = bundle.format_pattern(pattern, args)
        if errors:
            return self._fail(f"{lang} {message.id}: {errors}", str(value))
        return str(value)

    def _fail(self, problem: str, fallback: str) -> str:
        if self.strict:
            raise CatalogueError(problem)
        log.error("cannot say a message: %s", problem)
        return fallback


CATALOGUE = Catalogue()
"""The bot's catalogues (tests make it strict)."""


def say(text: Text, lang: str = EN, names: Sequence[str] = ()) -> str:
    """``text`` in ``lang`` from the bot's catalogues (see :meth:`Catalogue.say`)."""
    return CATALOGUE.say(text, lang, names)
