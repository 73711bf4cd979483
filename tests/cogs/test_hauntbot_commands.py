"""/hauntbot: your games, this server's lobbies, your settings and DMs, and the server managers' tools."""

from __future__ import annotations

import random

import discord
import pytest
from simcord.backend.errors import SetupError

from tests import clocked
from tests.discord_play import acting_user, answer, live_board, move_options, open_table, pick

clock = clocked.clock
simcord_bot = clocked.simcord_bot
"""The bot and its clock, which the tests move."""


async def second_table(env, setup, players):
    """Another Rumble game in a second channel of the same server, for ``players``."""
    channel = setup.guild.create_text_channel("more-games")
    await players[0].slash(channel, "rumble new")
    lobby = channel.last_message
    for user in players[1:]:
        await user.click(lobby, label="Join")
    await players[0].click(lobby, label="Start")
    return channel


async def test_games_lists_only_the_callers_games_with_links(simcord_env):
    """Alice sees her two games; dave, seated only in the second, sees one; erin sees none."""
    setup = await open_table(simcord_env, 3)
    alice, bob, _carol = setup.users
    dave = setup.guild.add_member(simcord_env.create_user("dave"))
    erin = setup.guild.add_member(simcord_env.create_user("erin"))
    await second_table(simcord_env, setup, [alice, dave, bob])
    mine = answer(await alice.slash(setup.channel, "hauntbot games"))
    assert "Rumble in the House #1" in mine and "Rumble in the House #2" in mine
    assert "https://discord.com/channels/" in mine
    theirs = answer(await dave.slash(setup.channel, "hauntbot games"))
    assert "#2" in theirs and "#1" not in theirs
    assert "not playing any game" in answer(await erin.slash(setup.channel, "hauntbot games"))


async def test_games_says_whose_turn_it_is_with_the_deadline(simcord_env):
    """The acting player's line says it is their turn and shows the deadline; the others' say they wait."""
    setup = await open_table(simcord_env, 3)
    record = await simcord_env.bot.store.game(1)
    acting = next(s.user_id for s in await simcord_env.bot.store.seats(1) if s.duty is not None)
    for user in setup.users:
        text = answer(await user.slash(setup.channel, "hauntbot games"))
        if user.id == acting:
            assert "**your turn** — deadline <t:" in text
        else:
            assert "waiting for 1 other player" in text
    assert record.deadline is not None


async def test_lobbies_lists_open_lobbies_and_joins_with_a_button(simcord_env):
    """An open lobby is listed with a Join button that seats the presser."""
    setup = await open_table(simcord_env, 2, start=False)
    dave = setup.guild.add_member(simcord_env.create_user("dave"))
    result = await dave.slash(setup.channel, "hauntbot lobbies")
    listing = result.response.message
    assert "Rumble in the House #1" in listing.content
    pressed = await dave.click(listing, custom_id="hbl:rumble:1:enter")
    assert "You joined Rumble in the House lobby #1" in answer(pressed)
    assert dave.id in [s.user_id for s in await simcord_env.bot.store.seats(1)]


async def test_settings_toggle_on_and_off_for_the_presser_only(simcord_env):
    """The DM toggle switches bob's setting on, then off, and never alice's."""
    setup = await open_table(simcord_env, 2, start=False)
    alice, bob = setup.users
    result = await bob.slash(setup.channel, "hauntbot settings")
    message = result.response.message
    assert "⬜ DM me when a game is waiting for me" in message.content
    await bob.click(message, custom_id="hbp:dm")
    prefs = await simcord_env.bot.store.prefs([alice.id, bob.id])
    assert [prefs.get(user, {}).get("dm") for user in (alice.id, bob.id)] == [None, "1"]
    await bob.click(message, custom_id="hbp:dm")
    assert "dm" not in (await simcord_env.bot.store.prefs([bob.id])).get(bob.id, {})


async def test_a_player_who_asked_for_dms_gets_one_when_the_game_waits_for_them(simcord_env):
    """With DMs on, the player the game starts waiting for gets a DM with a link."""
    setup = await open_table(simcord_env, 3, start=False)
    for user in setup.users:
        result = await user.slash(setup.channel, "hauntbot settings")
        await user.click(result.response.message, custom_id="hbp:dm")
    await setup.users[0].click(setup.channel.last_message, label="Start")
    acting = next(s.user_id for s in await simcord_env.bot.store.seats(1) if s.duty is not None)
    user = next(u for u in setup.users if u.id == acting)
    dm = user.user.dm_channel.last_message
    assert "Rumble in the House #1 is waiting for you." in dm.content


async def test_a_failed_dm_does_not_stall_the_game_and_is_said_once(simcord_env):
    """Closed DMs: the game starts and goes on for three moves, and each player is told in the thread once."""
    setup = await open_table(simcord_env, 3, start=False)
    for user in setup.users:
        result = await user.slash(setup.channel, "hauntbot settings")
        await user.click(result.response.message, custom_id="hbp:dm")
    simcord_env.inject_error("POST", "/channels/*/messages", status=403, code=50007, times=None)
    simcord_env.backend.faults[-1]["path"] = "/users/@me/channels"
    await setup.users[0].click(setup.channel.last_message, label="Start")
    record = await simcord_env.bot.store.game(1)
    assert record.status == "active" and record.board_message_id
    thread = setup.channel.threads[0]
    for step in range(3):
        board = live_board(thread)
        custom_id, value, _ = pick(move_options(board), random.Random(step))
        await acting_user(board, setup.users).select(board, [value], custom_id=custom_id)
    assert (await simcord_env.bot.store.game(1)).version == record.version + 3
    told = [m.content for m in thread.history() if "could not DM you" in (m.content or "")]
    assert told, "the player whose DM failed is told in the thread"
    assert len(told) == len(set(told)), "each player is told once"


async def test_admin_games_lists_lobbies_and_games_with_who_they_wait_for(simcord_env):
    """A server manager sees the running game and whom it waits for."""
    setup = await open_table(simcord_env, 3)
    owner = setup.guild.add_member(setup.guild.owner)
    text = answer(await owner.slash(setup.channel, "hauntbot-admin games"))
    assert "Rumble in the House #1" in text and "waiting for <@" in text and "deadline <t:" in text


async def test_admin_end_cancels_a_game_and_says_so_in_its_thread(simcord_env):
    """The game is marked cancelled, its board loses its controls and the thread is told."""
    setup = await open_table(simcord_env, 3)
    owner = setup.guild.add_member(setup.guild.owner)
    board = live_board(setup.thread)
    result = await owner.slash(setup.channel, "hauntbot-admin end", game=1)
    assert "was ended" in answer(result)
    assert (await simcord_env.bot.store.game(1)).status == "cancelled"
    assert "ended by a server manager" in setup.thread.last_message.content
    assert next(m for m in setup.thread.history() if m.id == board.id).components == []
    assert await simcord_env.bot.store.duties(1) == {}


async def test_admin_end_refuses_another_servers_game(simcord_env):
    """A manager of one server cannot end a game of another; nothing changes."""
    await open_table(simcord_env, 3)
    other = simcord_env.create_guild()
    channel = other.create_text_channel("x")
    owner = other.add_member(other.owner)
    result = await owner.slash(channel, "hauntbot-admin end", game=1)
    assert "not one of this server's" in answer(result)
    assert (await simcord_env.bot.store.game(1)).status == "active"


async def test_admin_defaults_apply_to_new_games_of_the_server(simcord_env):
    """After setting a 6 h turn time for the server, a new lobby shows it."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    owner = guild.add_member(guild.owner)
    result = await owner.slash(channel, "hauntbot-admin defaults", turn_time=360, on_timeout="remove")
    assert "turn time 6 h" in answer(result)
    await owner.slash(channel, "rumble new")
    deadlines = next(f.value for f in channel.last_message.embeds[0].fields if f.name == "Deadlines")
    assert deadlines.startswith("turn time 6 h") and "remove a player after 3 missed deadlines" in deadlines


async def test_admin_defaults_refuse_an_impossible_combination(simcord_env):
    """Skipping with no turn time is refused and the defaults stay as they were."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    owner = guild.add_member(guild.owner)
    result = await owner.slash(channel, "hauntbot-admin defaults", turn_time=0, on_timeout="skip")
    assert "turn time" in answer(result) and "not changed" in answer(result)
    assert await simcord_env.bot.store.guild_defaults(guild.id) == {}


def synced_commands(env) -> dict[str, dict]:
    """The top-level commands as the bot registered them with Discord, by name (the last sync's payload)."""
    synced = [r.json for r in env.http_requests if r.method == "PUT" and r.path.endswith("/commands")]
    assert synced, "the bot never synced its commands"
    return {c["name"]: c for c in synced[-1]}


async def test_admin_commands_are_their_own_top_level_command_for_server_managers(simcord_env):
    """/hauntbot-admin is registered apart from /hauntbot, guild-only, with Manage Server as its default
    permission (Discord honours default permissions on top-level commands only, and lets a server change them)."""
    synced = synced_commands(simcord_env)
    admin = synced["hauntbot-admin"]
    assert int(admin["default_member_permissions"]) == discord.Permissions(manage_guild=True).value
    assert admin.get("dm_permission") is False or admin.get("contexts") == [0]
    names = {o["name"] for o in admin["options"]}
    assert names == {"games", "end", "move", "defaults", "language"}
    assert "admin" not in {o["name"] for o in synced["hauntbot"]["options"]}
    assert synced["hauntbot"].get("default_member_permissions") is None


async def test_a_plain_member_is_not_shown_the_admin_commands(simcord_env):
    """Discord keeps /hauntbot-admin from a member without Manage Server: they cannot run it at all."""
    setup = await open_table(simcord_env, 3)
    with pytest.raises(SetupError, match="not visible"):
        await setup.users[1].slash(setup.channel, "hauntbot-admin end", game=1)
    assert (await simcord_env.bot.store.game(1)).status == "active"


async def test_a_member_the_server_opened_the_admin_commands_to_may_use_them(simcord_env):
    """Discord decides who may use /hauntbot-admin: a member the server opened it to in Integrations, without
    Manage Server, ends a game like a manager."""
    setup = await open_table(simcord_env, 3)
    admin = next(c for c in await simcord_env.bot.tree.fetch_commands() if c.name == "hauntbot-admin")
    setup.guild.set_command_permissions(admin, {setup.users[1]: True})
    result = await setup.users[1].slash(setup.channel, "hauntbot-admin end", game=1)
    assert "was ended" in answer(result)
    assert (await simcord_env.bot.store.game(1)).status == "cancelled"
