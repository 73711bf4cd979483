"""Silence: the paddles, variant 1, and strict silence deleting players' chat."""

from __future__ import annotations

import discord

from tests.cogs.quiet_house.play import button_labels, ephemeral, live_board, open_quiet, snapshot
from tests.conftest import make_bot


async def test_paddles_post_public_reaction_lines_and_change_nothing(simcord_env):
    """Heart and Whirlwind post a line everyone sees; the game is untouched."""
    setup = await open_quiet(simcord_env)
    alice, bob = setup.users
    board = live_board(setup.thread)
    before = await snapshot(simcord_env)
    heart = await alice.click(board, label="Heart")
    storm = await bob.click(board, label="Whirlwind")
    assert heart.response.content == "💜 alice raises the heart." and not heart.ephemeral
    assert storm.response.content == "🌀 bob raises the whirlwind." and not storm.ephemeral
    seen_by_bob = [m.content for m in setup.thread.history(viewer=bob)]
    assert "💜 alice raises the heart." in seen_by_bob
    assert await snapshot(simcord_env) == before


async def test_spectators_cannot_raise_paddles(simcord_env):
    """Someone who is not seated is refused privately and no line is posted."""
    setup = await open_quiet(simcord_env)
    stranger = setup.guild.add_member(simcord_env.create_user("mallory"))
    result = await stranger.click(live_board(setup.thread), label="Heart")
    assert "Only the players raise paddles" in ephemeral(result).content
    assert not any("raises the heart" in (m.content or "") for m in setup.thread.history())


async def test_variant_one_has_no_paddles(simcord_env):
    """Under variant 1 the board has no paddle buttons and the reminder says why."""
    setup = await open_quiet(simcord_env, variant1=True)
    board = live_board(setup.thread)
    assert "Heart" not in button_labels(board) and "Whirlwind" not in button_labels(board)
    assert "Declare solved" in button_labels(board)
    assert any("Variant 1 is on" in (m.content or "") for m in setup.thread.history())


async def test_strict_silence_deletes_a_players_message(simcord_env):
    """With strict silence a seated player's chat in the thread is deleted; a spectator's stays."""
    setup = await open_quiet(simcord_env, strict_silence=True)
    stranger = setup.guild.add_member(simcord_env.create_user("mallory"))
    spoken = await setup.users[1].send(setup.thread, "the rook is close to the top wall")
    watched = await stranger.send(setup.thread, "good luck!")
    ids = {m.id for m in setup.thread.history()}
    assert spoken.id not in ids
    assert watched.id in ids
    assert any("Strict silence" in (m.content or "") for m in setup.thread.history())


async def test_chat_is_kept_without_strict_silence(simcord_env):
    """Without the option the bot leaves players' messages alone."""
    setup = await open_quiet(simcord_env)
    spoken = await setup.users[0].send(setup.thread, "hello")
    assert spoken.id in {m.id for m in setup.thread.history()}


async def test_strict_silence_ends_with_the_game(simcord_env):
    """Once the game is cancelled players may talk again in the thread."""
    setup = await open_quiet(simcord_env, strict_silence=True)
    await setup.users[0].slash(setup.thread, "quiethouse cancel")
    spoken = await setup.users[1].send(setup.thread, "that was hard")
    assert spoken.id in {m.id for m in setup.thread.history()}


async def test_strict_silence_needs_manage_messages(simcord_env):
    """Without Manage Messages the option is refused at new with the reason, and no lobby opens."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel(
        "games", overwrites={guild.me: discord.PermissionOverwrite(manage_messages=False)}
    )
    alice = guild.add_member(simcord_env.create_user("alice"))
    result = await alice.slash(channel, "quiethouse new", strict_silence=True)
    assert "Manage Messages" in ephemeral(result).content
    assert await simcord_env.bot.store.open_lobby("quiethouse", channel.id) is None


async def test_strict_silence_survives_a_restart(simcord_env, db_path):
    """A new bot on the same database still deletes players' chat in a strict game."""
    setup = await open_quiet(simcord_env, strict_silence=True)
    await simcord_env.restart_bot(make_bot(db_path))
    spoken = await setup.users[0].send(setup.thread, "psst")
    assert spoken.id not in {m.id for m in setup.thread.history()}
