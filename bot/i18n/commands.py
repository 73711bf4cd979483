"""Slash commands in the reader's language: discord.py's translator over the catalogue's ``cmd-`` messages.

At sync discord.py asks the translator for every command, group, option and choice name and description in
every Discord locale, and sends what it gets as ``name_localizations`` and ``description_localizations``;
Discord shows each user their own language and still sends the bot the English names, so dispatch is as
before. :class:`CatalogueTranslator` answers from ``bot/locales/<lang>/commands.ftl``; English (the
commands' own words) and languages without a catalogue get None.

A string's message id comes from where it sits in the command tree, most particular first (the first id
whose English says exactly the code's English is used, so a changed English never gets a stale
translation; it gets none until the catalogue follows):

* a command or group: ``cmd-<path>`` (name) and ``cmd-<path>-desc``, the path its names joined by ``-``:
  ``cmd-hauntbot-admin-end``. In a game's group the path starts with the game's kind, then with ``game``
  for what every game shares: ``cmd-rumble-move``, then ``cmd-game-join``; their messages get ``$title``
  and ``$kind`` (the game's group is ``cmd-<kind>``, then ``cmd-game``).
* an option: ``cmd-<path>-<option>`` (and ``-desc``) for each path above, then ``cmd-opt-<option>`` for an
  option of that name anywhere: ``cmd-opt-turn-time``.
* a choice: ``<option id>-<value>`` for each option id above, then ``<option id>-choice``, a message for
  every choice of the option, given ``$value`` (a number when it is one) and ``$label`` (the English name,
  for names that are the same in every language: game titles, languages by their own names).

Underscores in names become ``-``. A new game therefore needs messages only for its group, its own commands
and its own ``new`` options.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, TypeAlias

from discord import Locale, app_commands
from discord.app_commands import Choice, TranslationContextLocation, TranslationContextTypes, locale_str

from bot.i18n.catalogue import CATALOGUE, Catalogue
from bot.i18n.langs import EN, lang_of
from bot.i18n.words import Arg, Msg, msg

log = logging.getLogger(__name__)

PREFIX = "cmd-"
"""Every command message's id starts so."""
SHARED = "game"
"""The path word standing for any game's group: ``cmd-game-join`` is every game's ``join``."""
OPTION = "opt"
"""The path word of an option of one name in any command: ``cmd-opt-turn-time``."""
EVERY_CHOICE = "choice"
"""The last word of a message saying every choice of an option from its ``$value`` and ``$label``."""
DESCRIPTION = "-desc"
"""The end of a description's id."""

Node: TypeAlias = "app_commands.Command[Any, ..., Any] | app_commands.Group | app_commands.ContextMenu"
COMMANDS = (
    TranslationContextLocation.command_name,
    TranslationContextLocation.command_description,
    TranslationContextLocation.group_name,
    TranslationContextLocation.group_description,
)
OPTIONS = (TranslationContextLocation.parameter_name, TranslationContextLocation.parameter_description)
DESCRIPTIONS = (
    TranslationContextLocation.command_description,
    TranslationContextLocation.group_description,
    TranslationContextLocation.parameter_description,
)


@dataclass(frozen=True)
class Spot:
    """Where a string sits in the command tree: its ids without the prefix (most particular first) and the
    arguments its messages get."""

    bases: tuple[str, ...]
    args: tuple[tuple[str, Arg], ...] = ()

    def messages(self, end: str = "", **more: Arg) -> Iterator[Msg]:
        """The candidate messages, each id ending with ``end``."""
        for base in self.bases:
            yield msg(f"{PREFIX}{base}{end}", **dict(self.args), **more)


def word(name: object) -> str:
    """A name or value as a word of an id: lower case, underscores and anything else but letters and digits
    as ``-``."""
    return re.sub(r"[^a-z0-9]+", "-", str(name).lower()).strip("-")


def game_of(root: Node) -> tuple[str, str] | None:
    """The kind and title of the game whose group ``root`` is (the cog of its commands names them), or None."""
    nodes = [root, *root.walk_commands()] if isinstance(root, app_commands.Group) else [root]
    for node in nodes:
        binding = getattr(node, "binding", None)
        kind, title = getattr(binding, "kind", None), getattr(binding, "title", None)
        if isinstance(kind, str) and isinstance(title, str):
            return kind, title
    return None


def command_spot(node: Node) -> Spot:
    """Where a command or group sits: its own path, and for a game's command also the path every game shares."""
    path = [word(name) for name in node.qualified_name.split()]
    root = node if isinstance(node, app_commands.ContextMenu) else (node.root_parent or node)
    game = game_of(root)
    if game is None:
        return Spot(("-".join(path),))
    kind, title = game
    rest = path[1:]
    return Spot(("-".join([word(kind), *rest]), "-".join([SHARED, *rest])), (("kind", kind), ("title", title)))


def option_spot(command: Spot, option: str) -> Spot:
    """Where an option sits: under each path of its command (at ``command``), then as any option of its name."""
    name = word(option)
    return Spot((*(f"{base}-{name}" for base in command.bases), f"{OPTION}-{name}"), command.args)


def _value(value: object) -> Arg:
    """A choice's value as an argument: a number when it is one, so plural rules can read it."""
    if isinstance(value, str) and value.isdigit():
        return int(value)
    if isinstance(value, int | float | str):
        return value
    return str(value)


class CatalogueTranslator(app_commands.Translator):
    """Names and descriptions of commands, options and choices from the catalogue's ``cmd-`` messages.

    ``tree.set_translator(CatalogueTranslator())`` before ``tree.sync()``; see the module's notes for ids.
    """

    def __init__(self, catalogue: Catalogue = CATALOGUE) -> None:
        self.catalogue = catalogue
        self._langs = {locale: lang_of(locale) for locale in Locale}
        self._spots: dict[tuple[int, str], tuple[object, Spot]] = {}
        """Each command's and option's spot, by the command's identity (kept with it, so the id stays its)."""
        self._owners: dict[int, tuple[Choice[Any], Spot]] = {}
        """Each choice seen with its option's spot, by the choice's identity: discord.py translates an option's
        name before its choices, and a choice alone does not say whose it is."""
        self._found: dict[tuple[str, tuple[Msg, ...]], Msg | None] = {}

    async def translate(self, string: locale_str, locale: Locale, context: TranslationContextTypes) -> str | None:
        """``string`` in ``locale``'s language, or None for English and for a language without a catalogue."""
        if context.location is TranslationContextLocation.parameter_name and isinstance(
            context.data, app_commands.Parameter
        ):
            self._note_choices(context.data)
        lang = self._langs.get(locale) or lang_of(locale)
        if lang == EN or lang not in self.catalogue.langs:
            return None
        found = self.message(string, context)
        if found is None or not self.catalogue.has(found.id, lang):
            return None
        return self.catalogue.say(found, lang)

    def message(self, string: locale_str, context: TranslationContextTypes) -> Msg | None:
        """The message saying ``string`` where ``context`` puts it: the first candidate whose English is exactly
        ``string`` (None when there is none)."""
        candidates = tuple(self.candidates(context))
        key = (string.message, candidates)
        if key not in self._found:
            said = (c for c in candidates if self.catalogue.has(c.id, EN) and self.catalogue.say(c, EN) == key[0])
            self._found[key] = next(said, None)
            if self._found[key] is None:
                tried = ", ".join(c.id for c in candidates) or "nothing: an unknown place"
                log.warning("no command message says %r (tried %s)", string.message, tried)
        return self._found[key]

    def candidates(self, context: TranslationContextTypes) -> Iterator[Msg]:
        """The messages that may say a string where ``context`` puts it, most particular first."""
        where, data = context.location, context.data
        end = DESCRIPTION if where in DESCRIPTIONS else ""
        if where in COMMANDS and isinstance(data, app_commands.Command | app_commands.Group | app_commands.ContextMenu):
            yield from self._spot(data).messages(end)
        elif where in OPTIONS and isinstance(data, app_commands.Parameter):
            yield from self._spot(data.command, data.display_name).messages(end)
        elif where is TranslationContextLocation.choice_name and isinstance(data, Choice):
            owner = self._owners.get(id(data))
            if owner is None or owner[0] is not data:
                return
            value, label = _value(data.value), data.name
            yield from owner[1].messages(f"-{word(data.value)}", value=value, label=label)
            yield from owner[1].messages(f"-{EVERY_CHOICE}", value=value, label=label)

    def _note_choices(self, parameter: app_commands.Parameter) -> None:
        """Remember whose choices ``parameter``'s are, for their names translated next."""
        choices = parameter.choices
        if not choices:
            return
        spot = self._spot(parameter.command, parameter.display_name)
        noted = self._owners.get(id(choices[0]))
        if noted is not None and noted[0] is choices[0] and noted[1] is spot:
            return  # noted for an earlier locale
        for choice in choices:
            self._owners[id(choice)] = (choice, spot)

    def _spot(self, node: Node, option: str = "") -> Spot:
        """The spot of ``node``, or of its option named ``option`` (worked out once for each)."""
        kept = self._spots.get((id(node), option))
        if kept is None or kept[0] is not node:
            kept = node, command_spot(node) if not option else option_spot(command_spot(node), option)
            self._spots[id(node), option] = kept
        return kept[1]


def option_words(kind: str, name: str, value: object, lang: str, catalogue: Catalogue = CATALOGUE) -> str:
    """One of a table's options as its lobby card says it in ``lang``: the option's and the choice's command
    words ("layout: Classic house (3 x 4, …)", "układ: Klasyczny dom (3 x 4, …)", "beginner: on"); an option or
    value the catalogue has no words for is shown as the code names it."""
    spot = option_spot(Spot((f"{word(kind)}-new", f"{SHARED}-new"), (("kind", kind),)), name)
    label = _first(catalogue, lang, (Msg(PREFIX + base, ()) for base in spot.bases)) or name.replace("_", " ")
    if isinstance(value, bool):
        shown = catalogue.say(msg("cmd-value-on") if value else msg("cmd-value-off"), lang)
    else:
        ids = [Msg(f"{PREFIX}{base}-{word(value)}", ()) for base in spot.bases]
        ids += [msg(f"{PREFIX}{base}-{EVERY_CHOICE}", value=_value(value), label=str(value)) for base in spot.bases]
        shown = _first(catalogue, lang, ids) or str(value)
    return f"{label.replace('_', ' ')}: {shown}"


def _first(catalogue: Catalogue, lang: str, messages: Iterator[Msg] | list[Msg]) -> str | None:
    """The first of ``messages`` that ``lang`` defines, said; None when it defines none."""
    for found in messages:
        if catalogue.has(found.id, lang):
            return catalogue.say(found, lang)
    return None
