"""The lobby: new, join, leave, kick, start and cancel, with buttons and commands."""

from __future__ import annotations

import discord

from tests.discord_play import live_board, open_table


def ephemeral_text(result) -> str:
    """The text of the ephemeral answer to an interaction."""
    return next(m for m in (result.response, *result.followups) if m is not None and m.ephemeral).content


def players_field(message) -> str:
    """The players list shown on a lobby message."""
    return next(f.value for f in message.embeds[0].fields if f.name.startswith("Players"))


async def test_join_and_leave_buttons_update_the_lobby(simcord_env):
    """Join adds a player to the lobby card and Leave removes them."""
    setup = await open_table(simcord_env, 2, start=False)
    lobby = setup.channel.last_message
    assert str(setup.users[1].id) in players_field(lobby)
    await setup.users[1].click(lobby, label="Leave")
    assert str(setup.users[1].id) not in players_field(setup.channel.last_message)


async def test_one_open_lobby_per_channel(simcord_env):
    """A second /rumble new in the same channel is refused and points to the open lobby."""
    setup = await open_table(simcord_env, 1, start=False)
    result = await setup.users[0].slash(setup.channel, "rumble new")
    assert result.ephemeral and "already has an open" in result.response.content


async def test_start_with_too_few_players_is_refused(simcord_env):
    """Rumble needs three players; starting with two is refused and the lobby stays open."""
    setup = await open_table(simcord_env, 2, start=False)
    result = await setup.users[0].click(setup.channel.last_message, label="Start")
    assert "needs 3–6 players" in ephemeral_text(result)
    assert (await simcord_env.bot.store.game(1)).status == "lobby"


async def test_only_the_host_can_start(simcord_env):
    """A guest pressing Start is told only the host can."""
    setup = await open_table(simcord_env, 3, start=False)
    result = await setup.users[1].click(setup.channel.last_message, label="Start")
    assert "Only the host" in ephemeral_text(result)


async def test_host_kicks_a_player(simcord_env):
    """/rumble kick removes a player from the lobby."""
    setup = await open_table(simcord_env, 3, start=False)
    result = await setup.users[0].slash(setup.channel, "rumble kick", player=setup.users[2])
    assert "removed" in ephemeral_text(result)
    assert str(setup.users[2].id) not in players_field(setup.channel.last_message)


async def test_guest_cannot_kick(simcord_env):
    """Only the host may kick."""
    setup = await open_table(simcord_env, 3, start=False)
    result = await setup.users[1].slash(setup.channel, "rumble kick", player=setup.users[2])
    assert "Only the host" in ephemeral_text(result)


async def test_join_and_leave_commands(simcord_env):
    """/rumble join and /rumble leave work like the buttons."""
    setup = await open_table(simcord_env, 1, start=False)
    bob = setup.guild.add_member(simcord_env.create_user("bob"))
    assert "You joined" in ephemeral_text(await bob.slash(setup.channel, "rumble join"))
    assert "already in" in ephemeral_text(await bob.slash(setup.channel, "rumble join"))
    assert "You left" in ephemeral_text(await bob.slash(setup.channel, "rumble leave"))


async def test_host_cancels_the_lobby(simcord_env):
    """/rumble cancel closes the lobby and removes its buttons."""
    setup = await open_table(simcord_env, 2, start=False)
    await setup.users[0].slash(setup.channel, "rumble cancel")
    lobby = setup.channel.history()[0]
    assert lobby.components == []
    assert "cancelled" in lobby.embeds[0].description


async def test_manage_server_can_cancel_a_game(simcord_env):
    """A moderator who is not the host can cancel a running game."""
    setup = await open_table(simcord_env, 3)
    mods = setup.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = setup.guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    await mod.slash(setup.thread, "rumble cancel")
    assert (await simcord_env.bot.store.game(1)).status == "cancelled"


async def test_guest_cannot_cancel_a_game(simcord_env):
    """A player who is not the host and not a moderator cannot cancel."""
    setup = await open_table(simcord_env, 3)
    result = await setup.users[1].slash(setup.thread, "rumble cancel")
    assert "Only the host" in ephemeral_text(result)
    assert (await simcord_env.bot.store.game(1)).status == "active"


async def test_without_thread_permission_the_game_runs_in_the_channel(simcord_env):
    """When the bot may not create threads, the board goes in the channel with the reason."""
    guild = simcord_env.create_guild()
    me = guild.me
    channel = guild.create_text_channel(
        "games", overwrites={me: discord.PermissionOverwrite(create_public_threads=False)}
    )
    users = [guild.add_member(simcord_env.create_user(n)) for n in ("alice", "bob", "carol")]
    await users[0].slash(channel, "rumble new")
    lobby = channel.last_message
    for user in users[1:]:
        await user.click(lobby, label="Join")
    await users[0].click(lobby, label="Start")
    assert channel.threads == []
    board = live_board(channel)
    assert "Create Public Threads" in board.embeds[0].description


async def test_the_lobby_card_says_when_the_game_ended_and_who_won(simcord_env):
    """Once the game is over, its lobby card names where it was played, the day it ended and its result."""
    setup = await open_table(simcord_env, 3)
    await setup.users[1].slash(setup.thread, "rumble resign")
    await setup.users[2].slash(setup.thread, "rumble resign")
    card = setup.channel.history()[0].embeds[0].description
    assert card.startswith(f"The game was played in <#{setup.thread.id}> and ended on <t:")
    assert ":D>." in card and "🏆 **alice** wins" in card


async def test_the_lobby_card_says_options_in_words(simcord_env):
    """Options read as the command offers them: a choice's words, on/off for a switch, never True or keys."""
    setup = await open_table(simcord_env, 3, start=False, layout="manor")
    options = setup.channel.last_message.embeds[0].fields[0].value
    assert options.startswith("layout: Manor")
