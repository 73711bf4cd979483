"""What a game says when Discord takes its home away, in each reader's language: the note above the board when
the game leaves its thread (the table's language), the pause's reason kept as a message and shown to managers
in theirs, the host's pause DM in the language they last used, and a pause saved as English text before
reasons were kept as messages."""

from __future__ import annotations

import sqlite3
from typing import Any

from bot.i18n import PL, msg, say
from tests import clocked
from tests.clock import Clock
from tests.discord_play import answer, live_board, open_table

clock = clocked.clock
simcord_bot = clocked.simcord_bot
"""The bot and its clock, which the tests move."""

PAUSED_DM = (
    "Your Rumble in the House game #1 is paused: its channel was deleted or I can no longer see it. Nothing is "
    "lost. A server manager can move it to another channel with `/hauntbot-admin move game:1`, and it goes on "
    "from where it stopped."
)
"""The host's DM when the game lost its thread and its channel, word for word as before messages."""


async def lose_home(env: Any, setup: Any, clock: Clock) -> None:
    """Delete the game's thread and channel, and let the next reminder find nowhere to post."""
    await env.bot.get_channel(setup.thread.id).delete()
    await env.bot.get_channel(setup.channel.id).delete()
    clock.advance(hours=12)
    await env.bot.scheduler.tick()


async def test_an_english_host_is_told_of_the_pause_as_before_and_managers_see_why(simcord_env, clock):
    """The host's DM says the pause word for word as before; ``/hauntbot-admin games`` gives the reason."""
    setup = await open_table(simcord_env, 3)
    await lose_home(simcord_env, setup, clock)
    assert setup.users[0].user.dm_channel.last_message.content == PAUSED_DM
    owner = setup.guild.add_member(setup.guild.owner)
    listed = answer(await owner.slash(setup.guild.create_text_channel("admin"), "hauntbot-admin games"))
    assert "⏸️ paused: its channel was deleted or I can no longer see it" in listed


async def test_a_polish_host_and_a_polish_manager_read_the_pause_in_polish(simcord_env, clock, locales):
    """The host last used Polish: the pause DM is Polish; a Polish manager reads the reason in Polish, an
    English one in English, from the same saved pause."""
    setup = await open_table(simcord_env, 3)
    host = setup.users[0]
    locales[host.id] = "pl"
    await host.slash(setup.thread, "rumble rules")
    await lose_home(simcord_env, setup, clock)
    why = msg("nt-why-channel-gone")
    told = msg("nt-paused", game="Rumble in the House", id=1, why=why)
    assert host.user.dm_channel.last_message.content == say(told, PL)
    owner = setup.guild.add_member(setup.guild.owner)
    place = setup.guild.create_text_channel("admin")
    locales[owner.id] = "pl"
    assert say(msg("hb-paused-why", why=why), PL) in answer(await owner.slash(place, "hauntbot-admin games"))
    locales.pop(owner.id)
    assert "paused: its channel was deleted" in answer(await owner.slash(place, "hauntbot-admin games"))


async def test_a_pause_saved_as_english_text_still_shows(simcord_env, db_path):
    """A game paused before reasons were messages holds plain English: it is listed with it, and still paused."""
    setup = await open_table(simcord_env, 3)
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE games SET paused = ? WHERE id = 1", ("I can no longer post in its channel",))
    owner = setup.guild.add_member(setup.guild.owner)
    listed = answer(await owner.slash(setup.channel, "hauntbot-admin games"))
    assert "⏸️ paused: I can no longer post in its channel" in listed
    assert (await simcord_env.bot.store.game(1)).paused == "I can no longer post in its channel"


async def test_a_game_leaving_its_thread_says_so_in_the_tables_language(simcord_env):
    """At a table set to Polish, the board posted in the channel after the thread is deleted says why in Polish."""
    setup = await open_table(simcord_env, 3)
    owner = setup.guild.add_member(setup.guild.owner)
    await owner.slash(setup.channel, "hauntbot-admin language", language="pl")
    await simcord_env.bot.get_channel(setup.thread.id).delete()
    await setup.users[0].slash(setup.channel, "rumble board")
    assert say(msg("nt-thread-deleted"), PL) in live_board(setup.channel).embeds[0].description


async def test_a_thread_refusing_posts_is_said_in_the_tables_language(simcord_env):
    """At a table set to Polish, a thread that refuses the board hands the game to its channel, saying so in
    Polish."""
    setup = await open_table(simcord_env, 3)
    owner = setup.guild.add_member(setup.guild.owner)
    await owner.slash(setup.channel, "hauntbot-admin language", language="pl")
    path = f"/channels/{setup.thread.id}/messages"
    simcord_env.inject_error("POST", path, status=403, code=50013, message="Missing Permissions", times=None)
    await setup.users[0].slash(setup.channel, "rumble board")
    assert say(msg("nt-lost-thread"), PL) in live_board(setup.channel).embeds[0].description
