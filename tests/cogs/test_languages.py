"""Whose language, through real discord.py dispatch: each player's ephemeral replies and history in their own
Discord language, DMs in the language they last used, the board in the server's; a mixed table works."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import make_bot
from tests.discord_play import answer, live_board, lobby_button
from tests.tiny.conftest import tiny_kits


@pytest.fixture
def simcord_bot(db_path):
    """A bot playing Three in a row."""
    return make_bot(db_path, kits=tiny_kits())


async def start(env: Any, *, preferred: str | None = None) -> tuple[Any, Any, Any, Any]:
    """A started Three in a row between ada (the guild's owner, the host) and bob: (guild, thread, ada, bob)."""
    owner = env.create_user("ada")
    guild = env.create_guild(owner=owner, preferred_locale=preferred)
    channel = guild.create_text_channel("games")
    ada, bob = guild.add_member(owner), guild.add_member(env.create_user("bob"))
    await ada.slash(channel, "tiny new")
    card = channel.last_message
    await bob.click(card, custom_id=lobby_button(card, "join"))
    await ada.click(card, custom_id=lobby_button(card, "start"))
    return guild, channel.threads[0], ada, bob


def history_of(result: Any) -> Any:
    """The history embed an interaction answered with."""
    message = result.followups[-1] if result.followups else result.response.message
    return message.embeds[0]


async def test_each_player_reads_the_history_in_their_own_language(simcord_env: Any, locales: dict[int, str]) -> None:
    """A Polish player's history is Polish and an English player's English, on the same table."""
    _, thread, ada, bob = await start(simcord_env)
    locales[ada.id] = "pl"
    await bob.slash(thread, "tiny resign")
    polish, english = (
        history_of(await ada.slash(thread, "tiny history")),
        history_of(await bob.slash(thread, "tiny history")),
    )
    assert "**bob** rezygnuje z gry." in polish.description and polish.footer.text.startswith("Strona 1 z 1")
    assert "**bob** resigned." in english.description and english.footer.text.startswith("Page 1 of 1")
    assert "historia" in polish.title and "history" in english.title


async def test_the_board_speaks_the_servers_language_whoever_plays(simcord_env: Any, locales: dict[int, str]) -> None:
    """After a manager sets the server to Polish, the running game's board says moves in Polish, while an
    English player's own reply stays English."""
    _, thread, ada, bob = await start(simcord_env)
    done = answer(await ada.slash(thread, "hauntbot-admin language", language="pl"))
    assert done.startswith("This server's boards, pings and game threads now speak Polski (one open game")
    await bob.slash(thread, "tiny resign")
    assert "**bob** rezygnuje z gry." in live_board(thread).embeds[0].description
    settings = (await simcord_env.bot.sessions.load(1)).record.settings
    assert settings["lang"] == "pl"


async def test_a_manager_sees_the_servers_language(simcord_env: Any, locales: dict[int, str]) -> None:
    """Without a language the command says the current one, in the asker's language."""
    _, thread, ada, _bob = await start(simcord_env, preferred="pl")
    locales[ada.id] = "pl"
    assert "w języku: Polski" in answer(await ada.slash(thread, "hauntbot-admin language"))
    assert (await simcord_env.bot.sessions.load(1)).record.settings["lang"] == "pl"


async def test_a_new_game_speaks_the_servers_preferred_locale(simcord_env: Any, locales: dict[int, str]) -> None:
    """With no server setting, a table takes the language the server prefers in Discord."""
    _, thread, _, bob = await start(simcord_env, preferred="pl")
    await bob.slash(thread, "tiny resign")
    assert "**bob** rezygnuje z gry." in live_board(thread).embeds[0].description


async def test_a_dm_speaks_the_language_its_reader_last_used(simcord_env: Any, locales: dict[int, str]) -> None:
    """Bob's Discord speaks Polish: the DM telling him the game waits for him is Polish."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ada, bob = guild.add_member(simcord_env.create_user("ada")), guild.add_member(simcord_env.create_user("bob"))
    locales[bob.id] = "pl"
    settings = await bob.slash(channel, "hauntbot settings")
    await bob.click(settings.response.message, custom_id="hbp:dm")
    await ada.slash(channel, "tiny new")
    await bob.click(channel.last_message, custom_id=lobby_button(channel.last_message, "join"))
    await ada.click(channel.last_message, custom_id=lobby_button(channel.last_message, "start"))
    thread = channel.threads[0]
    await ada.slash(thread, "tiny mark", cell=4)
    dm = bob.user.dm_channel.history()[-1].content
    assert "czeka na ciebie" in dm
