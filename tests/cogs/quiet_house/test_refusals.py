"""Refusals: each one is an ephemeral sentence and nothing changes."""

from __future__ import annotations

import pytest
import simcord

from tests.cogs.quiet_house.play import acting_user, ephemeral, live_board, move_options, open_quiet, snapshot


async def test_out_of_turn_move_is_refused(simcord_env):
    """A seated player choosing a move on the other's turn is told whose turn it is."""
    setup = await open_quiet(simcord_env)
    board = live_board(setup.thread)
    actor = acting_user(board, setup.users)
    other = next(u for u in setup.users if u is not actor)
    before = await snapshot(simcord_env)
    custom_id, value, _ = move_options(board)[0]
    result = await other.select(board, [value], custom_id=custom_id)
    text = ephemeral(result).content
    assert "not your turn" in text and actor.name in text
    assert await snapshot(simcord_env) == before


async def test_unseated_user_cannot_move(simcord_env):
    """Someone who is not playing cannot move a statue."""
    setup = await open_quiet(simcord_env)
    board = live_board(setup.thread)
    stranger = setup.guild.add_member(simcord_env.create_user("mallory"))
    before = await snapshot(simcord_env)
    custom_id, value, _ = move_options(board)[0]
    result = await stranger.select(board, [value], custom_id=custom_id)
    assert "not playing in this game" in ephemeral(result).content
    assert await snapshot(simcord_env) == before


async def test_declare_is_refused_while_the_tiles_do_not_hold(simcord_env):
    """Declare solved at the start (no seat's tiles hold) is refused privately and changes nothing."""
    setup = await open_quiet(simcord_env)
    board = live_board(setup.thread)
    before = await snapshot(simcord_env)
    result = await acting_user(board, setup.users).click(board, label="Declare solved")
    assert "Your four tiles do not all hold yet" in ephemeral(result).content
    assert await snapshot(simcord_env) == before


async def test_declare_out_of_turn_is_refused(simcord_env):
    """The other seated player pressing Declare solved is told whose turn it is."""
    setup = await open_quiet(simcord_env)
    board = live_board(setup.thread)
    actor = acting_user(board, setup.users)
    other = next(u for u in setup.users if u is not actor)
    before = await snapshot(simcord_env)
    result = await other.click(board, label="Declare solved")
    assert "not your turn" in ephemeral(result).content
    assert await snapshot(simcord_env) == before


async def test_declare_command_is_refused_while_the_tiles_do_not_hold(simcord_env):
    """/quiethouse declare gives the same private refusal."""
    setup = await open_quiet(simcord_env)
    actor = acting_user(live_board(setup.thread), setup.users)
    before = await snapshot(simcord_env)
    result = await actor.slash(setup.thread, "quiethouse declare")
    assert "Your four tiles do not all hold yet" in ephemeral(result).content
    assert await snapshot(simcord_env) == before


async def test_stale_board_answers_with_the_current_board(simcord_env):
    """A choice on an outdated board is refused and the current board is shown privately."""
    setup = await open_quiet(simcord_env)
    old = live_board(setup.thread)
    simcord_env.inject_error("PATCH", "/channels/*/messages/*", times=None)
    custom_id, value, _ = move_options(old)[0]
    await acting_user(old, setup.users).select(old, [value], custom_id=custom_id)
    old = next(m for m in setup.thread.history() if m.id == old.id)
    current = live_board(setup.thread)
    before = await snapshot(simcord_env)
    custom_id, value, _ = move_options(old)[-1]
    result = await acting_user(current, setup.users).select(old, [value], custom_id=custom_id)
    reply = ephemeral(result)
    assert "out of date" in reply.content and str(current.id) in reply.content
    assert reply.attachments and reply.attachments[0].filename == "board.png"
    assert await snapshot(simcord_env) == before


async def test_stale_declare_button_is_refused(simcord_env):
    """Declare solved on an outdated board answers with the current board."""
    setup = await open_quiet(simcord_env)
    old = live_board(setup.thread)
    simcord_env.inject_error("PATCH", "/channels/*/messages/*", times=None)
    custom_id, value, _ = move_options(old)[0]
    await acting_user(old, setup.users).select(old, [value], custom_id=custom_id)
    old = next(m for m in setup.thread.history() if m.id == old.id)
    before = await snapshot(simcord_env)
    result = await acting_user(live_board(setup.thread), setup.users).click(old, label="Declare solved")
    assert "out of date" in ephemeral(result).content
    assert await snapshot(simcord_env) == before


async def test_bad_option_is_refused_at_new(simcord_env):
    """A side that is neither basic nor advanced cannot be chosen and no lobby opens."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    with pytest.raises(simcord.OptionError, match="only allows"):  # Discord's client offers only the choices
        await alice.slash(channel, "quiethouse new", rook="sideways")
    assert await simcord_env.bot.store.open_lobby("quiethouse", channel.id) is None


async def test_illegal_slash_move_is_refused(simcord_env):
    """A typed move to a square the statue cannot reach is refused with the reason."""
    setup = await open_quiet(simcord_env)
    actor = acting_user(live_board(setup.thread), setup.users)
    before = await snapshot(simcord_env)
    result = await actor.slash(setup.thread, "quiethouse move", statue="dragon", square="Z9")
    assert "not a Quiet House move" in ephemeral(result).content
    assert await snapshot(simcord_env) == before


async def test_move_in_a_cancelled_game_is_refused(simcord_env):
    """A board left with controls after a cancel answers that the game is over."""
    setup = await open_quiet(simcord_env)
    board = live_board(setup.thread)
    simcord_env.inject_error("PATCH", "/channels/*/messages/*", times=None)
    await setup.users[0].slash(setup.thread, "quiethouse cancel")
    before = await snapshot(simcord_env)
    custom_id, value, _ = move_options(board)[0]
    result = await acting_user(board, setup.users).select(board, [value], custom_id=custom_id)
    assert "over" in ephemeral(result).content
    paddle = await setup.users[0].click(board, label="Heart")
    assert "not running" in ephemeral(paddle).content
    assert await snapshot(simcord_env) == before
