"""A game outlives what Discord takes away: a deleted board, an archived or deleted thread, a deleted channel."""

from __future__ import annotations

import random

from bot.games.rumble import GAME
from tests import clocked
from tests.discord_play import acting_user, answer, live_board, move_options, open_table, pick

clock = clocked.clock
simcord_bot = clocked.simcord_bot
"""The bot and its clock, which the tests move."""


async def slash_move(env, setup) -> object:
    """The acting player plays their first legal move with a slash command typed in ``where``."""
    record = await env.bot.store.game(1)
    state = GAME.load(record.state)
    (seat,) = GAME.to_act(state)
    action = GAME.legal_actions(state, seat)[0]
    user = setup.users[seat]
    where = env.bot.get_channel(record.home_id)
    place = setup.thread if setup.thread and where and where.id == setup.thread.id else setup.channel
    if action.startswith("f"):
        return await user.slash(place, "rumble fight", victim=action[1:])
    character, room = action[1:].split("-")
    return await user.slash(place, "rumble move", character=character, room=room)


async def test_a_deleted_board_is_posted_again_by_the_next_reminder(simcord_env, clock):
    """The reminder notices the board message is gone and posts it again, saying why."""
    setup = await open_table(simcord_env, 3)
    board = live_board(setup.thread)
    await simcord_env.bot.get_channel(setup.thread.id).get_partial_message(board.id).delete()
    clock.advance(hours=12)
    await simcord_env.bot.scheduler.tick()
    again = live_board(setup.thread)
    assert again.id != board.id
    assert "The board message was deleted, so here it is again." in again.embeds[0].description
    record = await simcord_env.bot.store.game(1)
    assert record.board_message_id == again.id


async def test_a_deleted_board_is_replaced_by_the_next_move(simcord_env):
    """After the board message is deleted, the next move (a slash command) posts a new live board."""
    setup = await open_table(simcord_env, 3)
    board = live_board(setup.thread)
    await simcord_env.bot.get_channel(setup.thread.id).get_partial_message(board.id).delete()
    result = await slash_move(simcord_env, setup)
    assert "Done:" in answer(result)
    assert live_board(setup.thread).id != board.id


async def test_an_archived_thread_is_unarchived_for_the_next_board(simcord_env):
    """A thread Discord archived is opened again and the game goes on in it."""
    setup = await open_table(simcord_env, 3)
    await simcord_env.bot.get_channel(setup.thread.id).edit(archived=True)
    await slash_move(simcord_env, setup)
    thread = simcord_env.bot.get_channel(setup.thread.id)
    assert not thread.archived
    assert (await simcord_env.bot.store.game(1)).thread_id == setup.thread.id


async def test_a_deleted_thread_moves_the_game_to_its_channel(simcord_env):
    """With the thread gone, the next board goes to the parent channel and says what happened."""
    setup = await open_table(simcord_env, 3)
    before = await simcord_env.bot.store.game(1)
    await simcord_env.bot.get_channel(setup.thread.id).delete()
    result = await slash_move(simcord_env, setup)
    assert "Done:" in answer(result)
    board = live_board(setup.channel)
    assert "thread was deleted" in board.embeds[0].description
    after = await simcord_env.bot.store.game(1)
    assert after.thread_id is None and after.version == before.version + 1


async def test_a_game_with_nowhere_to_post_is_paused_and_its_host_told(simcord_env, clock):
    """Thread and channel deleted: the reminder pauses the game (state untouched) and DMs the host."""
    setup = await open_table(simcord_env, 3)
    before = await simcord_env.bot.store.game(1)
    await simcord_env.bot.get_channel(setup.thread.id).delete()
    await simcord_env.bot.get_channel(setup.channel.id).delete()
    clock.advance(hours=12)
    await simcord_env.bot.scheduler.tick()
    after = await simcord_env.bot.store.game(1)
    assert after.paused and after.state == before.state and after.version == before.version
    dm = setup.users[0].user.dm_channel.last_message
    assert "is paused" in dm.content and "/hauntbot-admin move" in dm.content
    clock.advance(hours=12)
    assert await simcord_env.bot.store.due_duties(clock()) == []


async def test_a_paused_game_moved_by_a_manager_goes_on_in_the_new_channel(simcord_env, clock):
    """/hauntbot-admin move un-pauses the game and posts its board in the chosen channel."""
    setup = await open_table(simcord_env, 3)
    await simcord_env.bot.get_channel(setup.thread.id).delete()
    await simcord_env.bot.get_channel(setup.channel.id).delete()
    clock.advance(hours=12)
    await simcord_env.bot.scheduler.tick()
    other = setup.guild.create_text_channel("elsewhere")
    owner = setup.guild.add_member(setup.guild.owner)
    result = await owner.slash(other, "hauntbot-admin move", game=1, channel=other)
    assert "is now played in" in answer(result)
    record = await simcord_env.bot.store.game(1)
    assert record.paused is None and record.channel_id == other.id
    assert "A server manager moved this game here." in live_board(other).embeds[0].description


async def test_a_gateway_drop_and_resume_mid_game_loses_nothing(simcord_env):
    """After a disconnect and a resume (even a fresh READY) the live board's controls still play."""
    setup = await open_table(simcord_env, 3)
    before = await simcord_env.bot.store.game(1)
    for event in ("disconnect", "resumed", "connect", "ready"):
        simcord_env.bot.dispatch(event)
    board = live_board(setup.thread)
    custom_id, value, _ = pick(move_options(board), random.Random(0))
    result = await acting_user(board, setup.users).select(board, [value], custom_id=custom_id)
    assert not result.followups
    assert (await simcord_env.bot.store.game(1)).version == before.version + 1


async def test_a_thread_that_refuses_posts_hands_the_game_to_its_channel(simcord_env):
    """Permissions removed in the thread: the board goes to the parent channel and says why."""
    setup = await open_table(simcord_env, 3)
    path = f"/channels/{setup.thread.id}/messages"
    simcord_env.inject_error("POST", path, status=403, code=50013, message="Missing Permissions", times=None)
    result = await slash_move(simcord_env, setup)
    assert "Done:" in answer(result)
    board = live_board(setup.channel)
    assert "can no longer post in the game's thread" in board.embeds[0].description
    record = await simcord_env.bot.store.game(1)
    assert record.thread_id is None and record.paused is None and record.board_message_id == board.id
