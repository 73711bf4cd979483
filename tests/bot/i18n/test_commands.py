"""Slash commands in Polish: the real command tree walked through the translator as discord.py's sync does it;
every name, description, option and choice localised within Discord's rules, English unchanged, and commands
still dispatched by their English names."""

from __future__ import annotations

import shutil
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord.interactions
from discord.app_commands import Command, TranslationContext, TranslationContextLocation, locale_str

from bot.i18n import CATALOGUE, PL, Catalogue, msg
from bot.i18n.catalogue import LOCALES
from bot.i18n.commands import CatalogueTranslator
from tests.discord_play import open_game

POLISH = discord.Locale.polish
NESTED = (1, 2)
"""Option types that are commands themselves: a subcommand and a subcommand group."""


async def translated(tree: discord.app_commands.CommandTree[Any]) -> list[dict[str, Any]]:
    """Every command's payload as :meth:`CommandTree.sync` makes it with the tree's translator."""
    translator = tree.translator
    assert isinstance(translator, CatalogueTranslator)
    return [await c.get_translated_payload(tree, translator) for c in tree.get_commands()]


def nodes(payloads: list[dict[str, Any]], path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every command, group, subcommand and option of ``payloads`` with its path ("/rumble new turn_time")."""
    for node in payloads:
        where = f"{path} {node['name']}" if path else f"/{node['name']}"
        yield where, node
        yield from nodes(node.get("options") or [], where)


def choices(payloads: list[dict[str, Any]]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every choice of every option, with its option's path."""
    for where, node in nodes(payloads):
        for choice in node.get("choices") or []:
            yield f"{where} = {choice['value']!r}", choice


def english(payload: Any) -> Any:
    """``payload`` without its localisations."""
    if isinstance(payload, dict):
        return {k: english(v) for k, v in payload.items() if not k.endswith("_localizations")}
    if isinstance(payload, list):
        return [english(v) for v in payload]
    return payload


def discord_name(name: str) -> bool:
    """Whether Discord takes ``name`` as a command or option name: 1–32 lower-case letters, digits, - or _."""
    allowed = all(c in "-_" or unicodedata.category(c)[0] in "LN" for c in name)
    return 1 <= len(name) <= 32 and allowed and name == name.lower()


def polish(node: dict[str, Any], key: str) -> str | None:
    """The Polish localisation of a node's ``name`` or ``description``."""
    return (node.get(f"{key}_localizations") or {}).get(POLISH.value)


def leaf(tree: discord.app_commands.CommandTree[Any], path: str) -> Any:
    """The command or group at ``path`` ("rumble new")."""
    first, *rest = path.split()
    node: Any = tree.get_command(first)
    for name in rest:
        node = node.get_command(name)
    return node


async def test_the_bot_syncs_its_commands_with_the_catalogue_translator(simcord_env: Any) -> None:
    """``setup_hook`` installs the translator before the sync: what Discord received carries the Polish."""
    tree = simcord_env.bot.tree
    registered = simcord_env.backend.commands[None]
    for payload in await translated(tree):
        sent = registered[(payload["name"], payload["type"])]
        kept = {"name", "description", "name_localizations", "description_localizations", "options"}
        assert {k: sent[k] for k in kept} == {k: payload[k] for k in kept}
    assert polish(registered[("rumble", 1)]["options"][0], "name")


async def test_every_name_description_option_and_choice_has_a_polish_form(simcord_env: Any) -> None:
    """Nothing in the tree is left without Polish, and only Polish is sent (English is the commands' own)."""
    payloads = await translated(simcord_env.bot.tree)
    missing = [f"{where} {key}" for where, node in nodes(payloads) for key in ("name", "description")
               if node.get(f"{key}_localizations", {}).keys() != {POLISH.value}]  # fmt: skip
    missing += [where for where, choice in choices(payloads) if choice.get("name_localizations", {}).keys() != {"pl"}]
    assert missing == []
    commands = list(simcord_env.bot.tree.walk_commands())
    options = sum(len(c.parameters) for c in commands if isinstance(c, Command))
    assert len(list(nodes(payloads))) == len(commands) + options  # the walk saw the whole tree


async def test_polish_names_and_descriptions_obey_discords_rules(simcord_env: Any) -> None:
    """Names: 1–32 lower-case letters (Polish too), digits, - or _; descriptions and choices: 1–100 characters."""
    payloads = await translated(simcord_env.bot.tree)
    wrong = [f"{where}: {polish(node, 'name')!r}" for where, node in nodes(payloads)
             if not discord_name(polish(node, "name") or "")]  # fmt: skip
    wrong += [f"{where}: {polish(node, 'description')!r}" for where, node in nodes(payloads)
              if not 1 <= len(polish(node, "description") or "") <= 100]  # fmt: skip
    wrong += [f"{where}: {polish(choice, 'name')!r}" for where, choice in choices(payloads)
              if not 1 <= len(polish(choice, "name") or "") <= 100]  # fmt: skip
    assert wrong == []


async def test_no_two_commands_subcommands_or_options_share_a_polish_name(simcord_env: Any) -> None:
    """Within the top level, a group, or a command's options, every Polish name is different."""
    payloads = await translated(simcord_env.bot.tree)
    siblings = [("/", payloads), *((where, node.get("options") or []) for where, node in nodes(payloads))]
    clashes = []
    for where, group in siblings:
        names = [polish(child, "name") for child in group]
        clashes += [f"{where}: {name}" for name in sorted({n for n in names if names.count(n) > 1} - {None})]
    assert clashes == []


async def test_the_english_payload_is_unchanged(simcord_env: Any) -> None:
    """Translating adds localisations only: names, descriptions and choices stay the code's English."""
    tree = simcord_env.bot.tree
    assert english(await translated(tree)) == [c.to_dict(tree) for c in tree.get_commands()]


async def test_every_polish_description_is_polish(simcord_env: Any) -> None:
    """No description's Polish is its English said again (a catalogue that only echoes would pass the rest)."""
    payloads = await translated(simcord_env.bot.tree)
    echoed = [where for where, node in nodes(payloads) if polish(node, "description") == node["description"]]
    assert echoed == []


async def test_english_and_languages_without_a_catalogue_get_none(simcord_env: Any) -> None:
    """The translator answers Polish from the catalogue and None for English and for German."""
    join = leaf(simcord_env.bot.tree, "rumble join")
    context = TranslationContext(TranslationContextLocation.command_name, join)
    translator = CatalogueTranslator()
    said = {locale: await translator.translate(locale_str("join"), locale, context) for locale in discord.Locale}
    assert {locale for locale, text in said.items() if text is not None} == {POLISH}
    assert said[POLISH] == CATALOGUE.say(msg("cmd-game-join"), PL)


async def test_a_changed_english_gets_no_stale_polish(simcord_env: Any) -> None:
    """A string whose English the catalogue does not say exactly (the code changed) is not translated."""
    join = leaf(simcord_env.bot.tree, "rumble join")
    context = TranslationContext(TranslationContextLocation.command_description, join)
    translator = CatalogueTranslator()
    assert await translator.translate(locale_str(join.description), POLISH, context) is not None
    assert await translator.translate(locale_str("Join a lobby anywhere."), POLISH, context) is None


@pytest.mark.parametrize("kind", ["rumble", "children"])
async def test_every_game_shares_one_message_for_a_shared_command_naming_the_game(simcord_env: Any, kind: str) -> None:
    """Every game's ``new`` says the same message, the game's title its argument; its ``move`` is its own."""
    tree = simcord_env.bot.tree
    new = leaf(tree, f"{kind} new")
    context = TranslationContext(TranslationContextLocation.command_description, new)
    found = CatalogueTranslator().message(locale_str(new.description), context)
    title = simcord_env.bot.kits[kind].game.title
    assert found == msg("cmd-game-new-desc", kind=kind, title=title)
    assert title in CATALOGUE.say(found, PL)
    move = leaf(tree, f"{kind} move")
    own = CatalogueTranslator().message(
        locale_str("move"), TranslationContext(TranslationContextLocation.command_name, move)
    )
    assert own is not None and own.id == f"cmd-{kind}-move"


async def test_a_catalogue_change_changes_the_command_hash(simcord_env: Any, tmp_path: Path) -> None:
    """The stored fingerprint covers the translations, so a changed Polish name is synced again."""
    bot = simcord_env.bot
    before = await bot.command_hash()
    assert before == await bot.store.get_meta("command_hash")
    shutil.copytree(LOCALES, tmp_path / "locales")
    changed = tmp_path / "locales" / PL / "commands.ftl"
    text = changed.read_text(encoding="utf-8")
    changed.write_text(text.replace("cmd-game-join = dołącz", "cmd-game-join = wejdź"), encoding="utf-8")
    await bot.tree.set_translator(CatalogueTranslator(Catalogue(tmp_path / "locales", strict=True)))
    assert await bot.command_hash() != before
    await bot.tree.set_translator(CatalogueTranslator())
    assert await bot.command_hash() == before


@pytest.fixture
def polish_users(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every interaction SimCord sends carries the Polish locale, as a Polish Discord client's would."""
    original = simcord.interactions.base_payload

    def in_polish(backend: Any, **fields: Any) -> Any:
        record, payload = original(backend, **fields)
        payload["locale"] = POLISH.value
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", in_polish)


@pytest.mark.usefixtures("polish_users")
async def test_polish_users_commands_dispatch_by_their_english_names(simcord_env: Any) -> None:
    """Polish users' ``/rumble new`` (options and choices), ``leave`` and ``join`` arrive by English names and work."""
    options = {"layout": "manor", "turn_time": 60, "on_timeout": "remove", "remove_after": 2}
    setup = await open_game(simcord_env, "rumble", 2, start=False, **options)
    await setup.users[1].slash(setup.channel, "rumble leave")
    await setup.users[1].slash(setup.channel, "rumble join")
    game = await simcord_env.bot.store.game(1)
    assert game.options["layout"] == "manor"
    assert (game.settings["turn_minutes"], game.settings["on_timeout"], game.settings["remove_after"]) == (
        60,
        "remove",
        2,
    )
    assert [s.user_id for s in await simcord_env.bot.store.seats(1)] == [u.id for u in setup.users]
