"""``/hauntbot help``: the games with their player counts and length, how to start one, where the controls are,
and every slash command the bot has, walked from its command tree, all in the reader's language.

The commands are read from ``bot.tree`` when the help is asked for, so a new command or game is listed without
a change here; each name and description is the one a Discord client in the reader's language shows (the
catalogue's ``cmd-`` messages, found as :class:`~bot.i18n.commands.CatalogueTranslator` finds them). What
every game's group shares is listed once, as ``/<game> …``; commands Discord keeps for server managers
(default permissions on them or their group) are listed apart.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContext, TranslationContextLocation, locale_str

from bot.i18n import CATALOGUE, Msg, Text, lang_of, msg, say
from bot.i18n.commands import CatalogueTranslator, Node, game_of
from bot.registry import GameKit

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction

MAX_FIELD = 1024
"""Characters Discord accepts in an embed field's value."""
MAX_FIELDS = 25
"""Fields Discord accepts in one embed."""
MAX_TOTAL = 6000
"""Characters Discord accepts in all the embeds of one message together."""
MAX_EMBEDS = 10
"""Embeds Discord accepts in one message."""
MORE = "\u200b"
"""The name of a field that goes on with the list above it (Discord needs a name; this one shows nothing)."""


@dataclass(frozen=True)
class Length:
    """How long a game lasts: its course in the rulebook's own terms, and the box's playing time at a table
    (None where neither the rulebook nor the publisher gives one)."""

    course: Msg
    minutes: int | None = None


LENGTHS: dict[str, Length] = {
    # The publisher's description (Flatlined Games): "3 to 6 players aged 8+. Duration: 20 minutes".
    "rumble": Length(msg("help-length-rumble"), 20),
    # The rulebook's notes: "2–4 players, about 20 minutes".
    "ghostathome": Length(msg("help-length-ghostathome"), 20),
    "purplehouse": Length(msg("help-length-purplehouse")),
    # Mandoo Games' box: 2–4 players, 20 minutes.
    "quiethouse": Length(msg("help-length-quiethouse"), 20),
    "children": Length(msg("help-length-children")),
}
"""Each game's length by kind, said next to its player counts (a kind without one shows its counts only)."""

SAID_ONCE = {"new": msg("help-every-new")}
"""Descriptions of shared commands whose own words name the game ("Open a Rumble in the House lobby…"),
said once for every game instead."""

_TRANSLATOR = CatalogueTranslator()
"""The translator used when the tree has none of its own (the bot installs one at start)."""


@dataclass(frozen=True)
class Line:
    """One command in the list: its name as the reader's client shows it and what it does."""

    name: str
    about: Text


def translator_of(bot: HauntBot) -> CatalogueTranslator:
    """The command tree's translator (the one whose names the reader's Discord shows), else a new one."""
    found = bot.tree.translator
    return found if isinstance(found, CatalogueTranslator) else _TRANSLATOR


def local(translator: CatalogueTranslator, node: Node, lang: str, *, description: bool = False) -> Text:
    """A command's or group's name (or description) in ``lang``: the catalogue message whose English says
    exactly the code's words, else the code's words."""
    where = TranslationContextLocation
    context: TranslationContext[Any, Any]
    if isinstance(node, app_commands.Group):
        context = TranslationContext(where.group_description if description else where.group_name, node)
    elif isinstance(node, app_commands.Command) and description:
        context = TranslationContext(where.command_description, node)
    elif description:
        return msg("help-context-menu")
    else:
        context = TranslationContext(where.command_name, node)
    english = node.description if description and not isinstance(node, app_commands.ContextMenu) else node.name
    found = translator.message(locale_str(english), context)
    return found if found is not None and CATALOGUE.has(found.id, lang) else english


def path_name(translator: CatalogueTranslator, node: Node, lang: str, first: str | None = None) -> str:
    """``/group sub command`` in ``lang``, in backticks; ``first`` stands for the top group's name if given."""
    chain: list[Node] = []
    step: Node | None = node
    while step is not None:
        chain.append(step)
        step = step.parent if not isinstance(step, app_commands.ContextMenu) else None
    words = [say(local(translator, n, lang), lang) for n in reversed(chain)]
    if first is not None:
        words[0] = first
    return f"`/{' '.join(words)}`"


def for_managers(node: Node) -> bool:
    """Whether Discord shows ``node`` only to members with a permission (set on it or on a group above it)."""
    step: Any = node
    while step is not None:
        permissions = getattr(step, "default_permissions", None)
        if permissions is not None and permissions.value:
            return True
        step = getattr(step, "parent", None)
    return False


def inherited(node: Node) -> int:
    """How far up its cog's classes a command is declared: 0 for the cog's own class, 1 for its parent, … (a
    game's shared lobby commands come before the bots' commands its base class inherits)."""
    binding = getattr(node, "binding", None)
    callback = getattr(node, "callback", None)
    if binding is None or callback is None:
        return 0
    owner = callback.__qualname__.split(".")[0]
    names = [cls.__name__ for cls in type(binding).__mro__]
    return names.index(owner) if owner in names else len(names)


def leaves(root: Node) -> Iterator[Node]:
    """The commands a user runs under ``root`` (itself when it is one), in the tree's order."""
    if isinstance(root, app_commands.Group):
        for child in root.walk_commands():
            if not isinstance(child, app_commands.Group):
                yield child
    else:
        yield root


@dataclass
class Commands:
    """The tree's commands sorted for the help: shared by every game, each game's own, each other group's,
    and the server managers'."""

    shared: list[Line]
    shared_names: dict[str, str]
    """Each shared command's name as the list shows it (``/<game> new``), by its English name (``new``)."""
    games: list[tuple[str, list[Line]]]
    """(the game's title, its own commands), in the tree's order."""
    others: list[tuple[str, list[Line]]]
    """(the group's name in backticks, its commands): every top-level command that is not a game's."""
    managers: list[Line]


def commands_of(tree: Sequence[Node], translator: CatalogueTranslator, lang: str) -> Commands:
    """Sort the top-level commands ``tree`` into :class:`Commands`, names and descriptions in ``lang``."""
    games = [(root, game_of(root)) for root in tree]
    groups = {
        root.name: {leaf.qualified_name.split(" ", 1)[-1]: leaf for leaf in leaves(root)} for root, g in games if g
    }
    common = set.intersection(*(set(g) for g in groups.values())) if groups else set()
    any_game = say(msg("help-any-game"), lang)
    out = Commands([], {}, [], [], [])
    if groups:
        first = next(iter(groups.values()))
        order = list(first)
        ordered = sorted(common, key=lambda p: (p not in SAID_ONCE, inherited(first[p]), order.index(p)))
        for sub in ordered:
            about: Text = SAID_ONCE.get(sub) or local(translator, first[sub], lang, description=True)
            out.shared_names[sub] = path_name(translator, first[sub], lang, any_game)
            out.shared.append(Line(out.shared_names[sub], about))
    for root, game in games:
        lines: list[Line] = []
        managers: list[Line] = []
        for leaf in leaves(root):
            if game and leaf.qualified_name.split(" ", 1)[-1] in common:
                continue
            line = Line(path_name(translator, leaf, lang), local(translator, leaf, lang, description=True))
            (managers if for_managers(leaf) else lines).append(line)
        out.managers += managers
        if game:
            out.games.append((game[1], lines))
        elif lines:
            out.others.append((path_name(translator, root, lang), lines))
    return out


def fields(name: str, lines: Sequence[str]) -> Iterator[tuple[str, str]]:
    """``lines`` as embed fields of at most :data:`MAX_FIELD` characters, whole lines each; the first is
    named ``name``, the ones after it go on without a name of their own."""
    chunk: list[str] = []
    for line in lines:
        if chunk and len("\n".join([*chunk, line])) > MAX_FIELD:
            yield name, "\n".join(chunk)
            name, chunk = MORE, []
        chunk.append(line[:MAX_FIELD])
    if chunk:
        yield name, "\n".join(chunk)


def game_lines(kits: Sequence[GameKit], translator: CatalogueTranslator, tree: Sequence[Node], lang: str) -> list[str]:
    """One line per game: its command group, its player counts and its length."""
    groups = {found[0]: root for root in tree if (found := game_of(root))}
    out = []
    for kit in kits:
        game = kit.game
        root = groups.get(game.key)
        command = path_name(translator, root, lang) if root is not None else f"`/{game.key}`"
        length = LENGTHS.get(game.key)
        low, high = game.min_players, game.max_players
        players = msg("help-players", low=low, high=high) if low < high else msg("help-players-exactly", count=low)
        course: Text = ""
        if length is not None:
            table = msg("help-table-minutes", minutes=length.minutes) if length.minutes else ""
            course = msg("help-length", course=length.course, table=table)
        said = msg("help-game", title=game.title, command=command, players=players, length=course)
        out.append(say(said, lang))
    return out


def help_embeds(bot: HauntBot, lang: str) -> list[discord.Embed]:
    """The whole help in ``lang``: the games and how to play (one embed), then the commands (as many embeds
    as Discord's limits need)."""
    translator = translator_of(bot)
    tree = bot.tree.get_commands()
    found = commands_of(tree, translator, lang)
    colour = discord.Colour(0x6A4C93)

    any_game = say(msg("help-any-game"), lang)
    new, rules = (found.shared_names.get(name, f"`/{any_game} {name}`") for name in ("new", "rules"))
    about = discord.Embed(title=say(msg("help-title"), lang), colour=colour)
    parts = (msg("help-intro"), msg("help-start", new=new), msg("help-controls", rules=rules), msg("help-pace"))
    about.description = "\n\n".join(say(part, lang) for part in parts)
    kits = list(bot.sessions.kits.values())
    for name, value in fields(say(msg("help-games"), lang), game_lines(kits, translator, tree, lang)):
        about.add_field(name=name, value=value, inline=False)

    def said(lines: Sequence[Line]) -> list[str]:
        return [say(msg("help-command", name=line.name, about=line.about), lang) for line in lines]

    sections = [(say(msg("help-every-game", group=f"`/{any_game} …`"), lang), said(found.shared))]
    sections += [(say(msg("help-own", title=title), lang), said(lines)) for title, lines in found.games if lines]
    sections += [(name, said(lines)) for name, lines in found.others]
    if found.managers:
        sections.append((say(msg("help-managers"), lang), said(found.managers)))
    embeds = [about]
    current = discord.Embed(title=say(msg("help-commands"), lang), colour=colour)
    for title, lines in sections:
        for name, value in fields(title, lines):
            if len(current.fields) >= MAX_FIELDS or len(current) + len(name) + len(value) > MAX_TOTAL // 2:
                embeds.append(current)
                current = discord.Embed(colour=colour)
            current.add_field(name=name, value=value, inline=False)
    embeds.append(current)
    return embeds


def messages(embeds: Sequence[discord.Embed]) -> list[list[discord.Embed]]:
    """``embeds`` packed into as few messages as Discord's limits allow, in order."""
    out: list[list[discord.Embed]] = [[]]
    for embed in embeds:
        if out[-1] and (len(out[-1]) >= MAX_EMBEDS or sum(map(len, out[-1])) + len(embed) > MAX_TOTAL):
            out.append([])
        out[-1].append(embed)
    return out


async def send_help(bot: HauntBot, interaction: Interaction) -> None:
    """Answer with the help in the reader's own language, only they see it (one message, or a few when the
    list is longer than one message may be)."""
    lang = lang_of(interaction.locale)
    for embeds in messages(help_embeds(bot, lang)):
        if interaction.response.is_done():
            await interaction.followup.send(embeds=embeds, ephemeral=True)
        else:
            await interaction.response.send_message(embeds=embeds, ephemeral=True)
