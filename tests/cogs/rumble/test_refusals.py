"""Refusals: each one is an ephemeral sentence and nothing changes."""

from __future__ import annotations

import random

from tests.discord_play import acting_user, live_board, move_options, open_table, pick


async def snapshot(env):
    """The stored game and its event log, to prove nothing changed."""
    return await env.bot.store.game(1), await env.bot.store.events(1)


def only_followup(result):
    """The one ephemeral message a refusal produced (a response or a follow-up after deferring)."""
    messages = [m for m in (result.response, *result.followups) if m is not None and m.ephemeral]
    assert len(messages) == 1, messages
    return messages[0]


async def test_out_of_turn_click_is_refused(simcord_env):
    """A seated player who clicks a move on someone else's turn is told whose turn it is."""
    setup = await open_table(simcord_env, 3)
    board = live_board(setup.thread)
    actor = acting_user(board, setup.users)
    other = next(u for u in setup.users if u is not actor)
    before = await snapshot(simcord_env)
    custom_id, value, _ = pick(move_options(board), random.Random(1))
    result = await other.select(board, [value], custom_id=custom_id)
    text = only_followup(result).content
    assert "not your turn" in text and actor.name in text
    assert await snapshot(simcord_env) == before


async def test_unseated_user_is_refused(simcord_env):
    """Someone who is not playing cannot move."""
    setup = await open_table(simcord_env, 3)
    board = live_board(setup.thread)
    stranger = setup.guild.add_member(simcord_env.create_user("mallory"))
    before = await snapshot(simcord_env)
    custom_id, value, _ = move_options(board)[0]
    result = await stranger.select(board, [value], custom_id=custom_id)
    assert "not playing in this game" in only_followup(result).content
    assert await snapshot(simcord_env) == before


async def test_stale_board_answers_with_the_current_board(simcord_env):
    """A click on an outdated board is refused and the current board is shown privately."""
    setup = await open_table(simcord_env, 3)
    old = live_board(setup.thread)
    # The old board keeps its controls when Discord fails to edit it (or a client has not refreshed).
    simcord_env.inject_error("PATCH", "/channels/*/messages/*", times=None)
    custom_id, value, _ = pick(move_options(old), random.Random(2))
    await acting_user(old, setup.users).select(old, [value], custom_id=custom_id)
    old = next(m for m in setup.thread.history() if m.id == old.id)
    before = await snapshot(simcord_env)
    current = live_board(setup.thread)
    user = acting_user(current, setup.users)
    custom_id, value, _ = move_options(old)[0]
    result = await user.select(old, [value], custom_id=custom_id)
    reply = only_followup(result)
    assert "out of date" in reply.content
    assert str(current.id) in reply.content
    assert reply.attachments and reply.attachments[0].filename == "board.png"
    assert await snapshot(simcord_env) == before


async def test_bad_option_is_refused_at_new(simcord_env):
    """An unknown layout cannot be chosen and no lobby opens."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    try:
        await alice.slash(channel, "rumble new", layout="castle")
    except Exception as exc:  # SimCord validates choices like Discord's client does
        assert "castle" in str(exc) or "choice" in str(exc).lower()
    assert await simcord_env.bot.store.open_lobby("rumble", channel.id) is None


async def test_illegal_slash_move_is_refused(simcord_env):
    """A typed move through a wall is refused with the reason and nothing changes."""
    setup = await open_table(simcord_env, 3)
    board = live_board(setup.thread)
    actor = acting_user(board, setup.users)
    before = await snapshot(simcord_env)
    result = await actor.slash(setup.thread, "rumble move", character="0", room="99")
    assert only_followup(result).content
    assert await snapshot(simcord_env) == before


async def test_move_in_a_finished_game_is_refused(simcord_env):
    """A board left with controls after a cancel answers that the game is over."""
    setup = await open_table(simcord_env, 3)
    board = live_board(setup.thread)
    simcord_env.inject_error("PATCH", "/channels/*/messages/*", times=None)
    await setup.users[0].slash(setup.thread, "rumble cancel")
    custom_id, value, _ = move_options(board)[0]
    before = await snapshot(simcord_env)
    result = await acting_user(board, setup.users).select(board, [value], custom_id=custom_id)
    assert "over" in only_followup(result).content
    assert await snapshot(simcord_env) == before
