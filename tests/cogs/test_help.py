"""/hauntbot help through real discord.py dispatch: the games with player counts and length, how to start one,
where the controls are, and every command of the tree, in the reader's language and within Discord's limits."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.registry import KITS
from cogs.help import LENGTHS, MAX_FIELD, fields, messages
from tests.cogs.leaks import leaks, marked_polish  # noqa: F401 - a fixture, used by name

TITLES = [kit.game.title for kit in KITS.values()]


async def ask_help(env: Any, name: str = "ada") -> tuple[Any, list[list[discord.Embed]]]:
    """``/hauntbot help`` by a new member of a new server: the result and each answering message's embeds."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    user = guild.add_member(env.create_user(name))
    result = await user.slash(channel, "hauntbot help")
    messages = [result.response, *result.followups]
    return result, [m.embeds for m in messages]


def text_of(messages: list[list[discord.Embed]]) -> str:
    """Every title, description, field name and value of the answer, in order, one per line."""
    out = []
    for embeds in messages:
        for embed in embeds:
            out += [embed.title or "", embed.description or ""]
            out += [f"{f.name}\n{f.value}" for f in embed.fields]
    return "\n".join(out)


def field(messages: list[list[discord.Embed]], name: str) -> str:
    """The value of the field named ``name`` with the unnamed fields that go on with it."""
    found, taking = [], False
    for embeds in messages:
        for embed in embeds:
            for f in embed.fields:
                taking = f.name == name or (taking and f.name == "\u200b")
                if taking:
                    found.append(f.value or "")
    return "\n".join(found)


async def test_help_is_ephemeral_and_names_every_game_with_its_player_counts(simcord_env: Any) -> None:
    """Only the asker sees the help; each game has a line with its title, its group and its player counts."""
    result, messages = await ask_help(simcord_env)
    assert result.response.ephemeral and all(m.ephemeral for m in result.followups)
    lines = text_of(messages).splitlines()
    for kit in KITS.values():
        game = kit.game
        (line,) = [line for line in lines if line.startswith(f"**{game.title}** · `/{game.key}`")]
        assert f"{game.min_players}–{game.max_players} players" in line


async def test_help_gives_each_game_its_length_and_says_a_game_here_takes_longer(simcord_env: Any) -> None:
    """The lengths are the rulebooks' and the boxes' (for a table); the help says a game here lasts hours or days."""
    _, messages = await ask_help(simcord_env)
    text = text_of(messages)
    assert "**Ghost at Home** · `/ghostathome` · 2–4 players · until someone escapes their house, about 20 min" in text
    assert "**The Purple House** · `/purplehouse` · 1–5 players · up to three rounds\n" in text
    assert "Here a game lasts hours or days" in text
    assert set(LENGTHS) == set(KITS)


async def test_help_says_how_to_start_and_where_the_controls_are(simcord_env: Any) -> None:
    """The first embed says how to open, join and start a lobby, and names the board, My view and typed commands."""
    _, messages = await ask_help(simcord_env)
    first = messages[0][0].description or ""
    assert "Type `/<game> new` in a channel" in first and "press **Join**" in first and "**Start**" in first
    assert "**Add a bot…**" in first
    assert "live board at the bottom" in first and "**My view**" in first and "typed commands" in first


async def test_help_lists_every_command_of_the_tree_once(simcord_env: Any) -> None:
    """Every top-level command is listed, every subcommand too, and what every game shares only once."""
    _, messages = await ask_help(simcord_env)
    text = text_of(messages)
    tree = simcord_env.bot.tree.get_commands()
    for root in tree:
        assert f"`/{root.name}" in text, root.name
        for leaf in root.walk_commands() if isinstance(root, discord.app_commands.Group) else [root]:
            if isinstance(leaf, discord.app_commands.Group):
                continue
            sub = leaf.qualified_name.split(" ", 1)[-1]
            assert f"`/{leaf.qualified_name}` — " in text or f"`/<game> {sub}` — " in text, leaf.qualified_name
    assert text.count("`/<game> join` — ") == 1 and "`/rumble join`" not in text
    assert "`/<game> new` — Open a lobby of that game in this channel." in text
    assert "`/hauntbot help` — The games, how to start one, where the controls are, and every command." in text


async def test_admin_commands_are_listed_apart_for_server_managers(simcord_env: Any) -> None:
    """Commands Discord shows only to server managers are in their own section, and only there."""
    _, messages = await ask_help(simcord_env)
    managers = field(messages, "For server managers (Manage Server)")
    everyone = field(messages, "`/hauntbot`")
    assert "`/hauntbot-admin end` — End a lobby or game of this server" in managers
    assert "`/hauntbot stats`" in everyone and "admin" not in everyone and "`/hauntbot stats`" not in managers


@pytest.mark.parametrize("locale", ["en-US", "pl"])
async def test_help_fits_discords_limits(simcord_env: Any, locales: dict[int, str], locale: str) -> None:
    """In either language each message holds at most 10 embeds and 6,000 characters, fields within their limits."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    user = guild.add_member(simcord_env.create_user("ada"))
    locales[user.id] = locale
    result = await user.slash(channel, "hauntbot help")
    for message in [result.response, *result.followups]:
        embeds = message.embeds
        assert 1 <= len(embeds) <= 10 and sum(len(e) for e in embeds) <= 6000
        for embed in embeds:
            assert len(embed.title or "") <= 256 and len(embed.description or "") <= 4096 and len(embed.fields) <= 25
            assert all(0 < len(f.name or "") <= 256 and 0 < len(f.value or "") <= MAX_FIELD for f in embed.fields)


async def test_a_polish_user_reads_the_help_in_polish(simcord_env: Any, locales: dict[int, str]) -> None:
    """A Polish client's help is Polish, with the Polish command names its Discord shows."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("gry")
    user = guild.add_member(simcord_env.create_user("ada"))
    locales[user.id] = "pl"
    result = await user.slash(channel, "hauntbot help")
    text = text_of([m.embeds for m in [result.response, *result.followups]])
    assert text.startswith("Hauntbot: pomoc\n")
    assert "**Jak zacząć grę.** Wpisz `/<gra> nowa` na kanale: pojawi się karta lobby." in text
    assert "**Rumble in the House** · `/rumble` · 3–6 graczy · trzy rundy, przy stole około 20 min" in text
    assert "**Mój widok** pokazuje tylko tobie twoje karty" in text
    assert "`/rumble bójka` — Zacznij bójkę: znokautuj postać w zatłoczonym pokoju." in text
    assert "`/hauntbot pomoc` — Gry, jak zacząć grę, gdzie są przyciski i wszystkie polecenia." in text
    assert "`/hauntbot-admin zakończ` — Zakończ lobby lub grę tego serwera" in text


@pytest.mark.usefixtures("marked_polish")
async def test_nothing_english_leaks_into_the_polish_help(simcord_env: Any, locales: dict[int, str]) -> None:
    """With every Polish word of the catalogue marked, the help holds no word that came from code."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("gry")
    user = guild.add_member(simcord_env.create_user("ada"))
    locales[user.id] = "pl"
    since = len(simcord_env.http_requests)
    result = await user.slash(channel, "hauntbot help")
    assert "⟦" in text_of([m.embeds for m in [result.response, *result.followups]])
    assert leaks(simcord_env, TITLES, since=since) == []


def test_a_long_list_is_cut_into_fields_of_whole_lines() -> None:
    """Lines past one field's 1,024 characters go on in unnamed fields, none cut mid-line and none lost."""
    lines = [f"`/game command{n}` — " + "word " * 18 for n in range(40)]
    cut = list(fields("Commands", lines))
    assert len(cut) > 1 and cut[0][0] == "Commands" and all(name == "\u200b" for name, _ in cut[1:])
    assert all(len(value) <= MAX_FIELD for _, value in cut)
    assert [line for _, value in cut for line in value.split("\n")] == lines


def test_embeds_past_one_messages_limit_go_on_in_more_messages() -> None:
    """Embeds are packed in order into messages of at most 6,000 characters and 10 embeds each."""
    embeds = [discord.Embed(description="x" * 2500) for _ in range(5)] + [discord.Embed(title="t") for _ in range(12)]
    packed = messages(embeds)
    assert [e for group in packed for e in group] == embeds
    assert all(sum(map(len, group)) <= 6000 and len(group) <= 10 for group in packed) and len(packed) == 4
