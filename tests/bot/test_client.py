"""The bot's start-up: command sync rules, persistent lobby buttons, clean shutdown."""

from __future__ import annotations

import pytest

from tests.conftest import make_bot
from tests.discord_play import open_table


async def test_first_start_syncs_globally(simcord_env):
    """A new database has no command hash, so the first start syncs globally and stores it."""
    assert simcord_env.bot.synced == "global"
    assert await simcord_env.bot.store.get_meta("command_hash") == await simcord_env.bot.command_hash()


async def test_sync_flag_forces_a_global_sync(simcord_env, db_path):
    """``--sync`` syncs again even when the commands did not change."""
    bot = make_bot(db_path)
    bot.force_sync = True
    await simcord_env.restart_bot(bot)
    assert simcord_env.bot.synced == "global"


async def test_changed_commands_are_synced_again(simcord_env, db_path):
    """A different stored hash (commands changed since) triggers a global sync."""
    await simcord_env.bot.store.set_meta("command_hash", "an older command set")
    await simcord_env.restart_bot(make_bot(db_path))
    assert simcord_env.bot.synced == "global"


@pytest.mark.simcord(strict_sync=False)
async def test_dev_guild_syncs_to_that_guild_only(simcord_env, db_path):
    """With DEV_GUILD_ID the commands go to that server on every start."""
    guild = simcord_env.create_guild()
    await simcord_env.restart_bot(make_bot(db_path, dev_guild_id=guild.id))
    assert simcord_env.bot.synced == "guild"


async def test_lobby_buttons_survive_a_restart(simcord_env, db_path):
    """A lobby posted before a restart still takes Join and Start afterwards."""
    setup = await open_table(simcord_env, 2, start=False)
    lobby = setup.channel.last_message
    await simcord_env.restart_bot(make_bot(db_path))
    carol = setup.guild.add_member(simcord_env.create_user("carol"))
    await carol.click(lobby, label="Join")
    await setup.users[0].click(lobby, label="Start")
    assert (await simcord_env.bot.store.game(1)).status == "active"
    assert setup.channel.threads


async def test_close_refuses_new_moves_and_closes_the_database(simcord_env):
    """Closing the bot drains the session pipeline and closes the store."""
    bot = simcord_env.bot
    await bot.close()
    assert bot.sessions.closing
    with pytest.raises(ValueError):
        await bot.store.count_games()


@pytest.mark.simcord(strict_sync=False)
async def test_clearing_a_guild_removes_its_copy_of_the_commands_only(simcord_env, db_path):
    """``--clear-guild-commands``: the server DEV_GUILD_ID doubled sees each command once; nothing else runs."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    member = guild.add_member(simcord_env.create_user("dana"))
    await simcord_env.restart_bot(make_bot(db_path, dev_guild_id=guild.id))
    backend = simcord_env.backend
    global_commands = dict(backend.commands[None])
    doubled = [c["name"] for c in backend.visible_commands(user_id=member.id, channel_id=channel.id)]
    assert global_commands and len(doubled) == 2 * len(set(doubled))  # the guild copy doubles every command
    clearing = make_bot(db_path)
    clearing.clear_guild = guild.id
    await simcord_env.restart_bot(clearing)
    assert clearing.synced == "cleared" and backend.commands[guild.id] == {}
    assert backend.commands[None] == global_commands
    names = [c["name"] for c in backend.visible_commands(user_id=member.id, channel_id=channel.id)]
    assert sorted(names) == sorted(set(doubled))
    assert not hasattr(clearing, "store") and not clearing.cogs  # no database opened, no cog loaded
