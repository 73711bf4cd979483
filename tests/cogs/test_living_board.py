"""One living board per thread: a newer board leaves the old one as its line of text, without picture or controls;
a finished game's thread holds one picture; an edit Discord refused is retried by the next scheduler pass."""

from __future__ import annotations

import random
from typing import Any

import discord

from bot.names import named_text
from tests.cogs.rumble.test_game import play_moves
from tests.discord_play import live_board, open_table


def message_in(place: Any, message_id: int) -> discord.Message:
    """A message of the place as Discord now shows it."""
    return next(m for m in place.history() if m.id == message_id)


def pictures(place: Any) -> list[discord.Message]:
    """The messages of a place that carry a picture."""
    return [m for m in place.history() if m.attachments]


async def test_a_finished_game_leaves_one_picture_in_its_thread(simcord_env):
    """Three players play a whole Rumble: its thread holds one board picture, the final one, and every board before
    it is a line of text without controls."""
    setup = await open_table(simcord_env, 3)
    played = await play_moves(simcord_env, setup, random.Random(3), limit=2000)
    final = live_board(setup.thread)
    assert played > 30 and (await simcord_env.bot.store.game(1)).status == "finished"
    assert pictures(setup.thread) == [final]
    old = [m for m in setup.thread.history() if m.id != final.id and m.author.id == simcord_env.bot.user.id]
    assert len(old) >= 10
    assert all(m.content and not m.embeds and not m.components for m in old)
    assert await simcord_env.bot.store.old_boards() == []


async def test_an_old_board_keeps_the_sentence_it_showed(simcord_env):
    """After two moves, the second board reads as the first move's sentence and the first as the game's start."""
    setup = await open_table(simcord_env, 3)
    first = live_board(setup.thread)
    await play_moves(simcord_env, setup, random.Random(2), limit=1)
    second = live_board(setup.thread)
    await play_moves(simcord_env, setup, random.Random(2), limit=1)
    table = await simcord_env.bot.sessions.load(1)
    (move, _) = await simcord_env.bot.store.events(1)
    assert move.sentence is not None
    assert message_in(setup.thread, second.id).content == named_text(move.sentence, table.names, table.lang)
    assert message_in(setup.thread, first.id).content.startswith("Rumble in the House #1 begins! Players:")


async def test_a_reposted_board_leaves_the_old_one_as_text(simcord_env):
    """``/rumble board`` posts the live board again below; the one above keeps only its words."""
    setup = await open_table(simcord_env, 3)
    first = live_board(setup.thread)
    await setup.users[0].slash(setup.thread, "rumble board")
    again = live_board(setup.thread)
    assert again.id != first.id
    assert pictures(setup.thread) == [again]
    assert message_in(setup.thread, first.id).components == []


async def test_an_old_board_discord_would_not_edit_is_retired_by_the_next_pass(simcord_env):
    """The edit of the old board refused (a 503): it keeps its picture for now, the next scheduler pass retires it."""
    env = simcord_env
    setup = await open_table(env, 3)
    first = live_board(setup.thread)
    env.inject_error("PATCH", f"/channels/{setup.thread.id}/messages/{first.id}", status=503, times=1)
    await play_moves(env, setup, random.Random(4), limit=1)
    assert message_in(setup.thread, first.id).attachments
    assert [b.message_id for b in await env.bot.store.old_boards()] == [first.id]

    await env.bot.scheduler.tick()
    old = message_in(setup.thread, first.id)
    assert not old.attachments and not old.components and old.content.startswith("Rumble in the House #1 begins!")
    assert await env.bot.store.old_boards() == []
    assert len(pictures(setup.thread)) == 1


async def test_an_old_board_that_was_deleted_is_forgotten(simcord_env):
    """An old board someone deleted is not retried: the queue forgets it."""
    env = simcord_env
    setup = await open_table(env, 3)
    first = live_board(setup.thread)
    env.inject_error("PATCH", f"/channels/{setup.thread.id}/messages/{first.id}", status=404, times=1)
    await play_moves(env, setup, random.Random(4), limit=1)
    assert await env.bot.store.old_boards() == []


async def test_old_boards_owed_across_a_restart_are_retired_by_the_new_bot(simcord_env, db_path):
    """A crash after the new board was posted and recorded, before the old one was edited: the next bot's first
    pass retires it (the queue is written with the new board)."""
    from tests.conftest import make_bot

    env = simcord_env
    setup = await open_table(env, 3)
    first = live_board(setup.thread)
    env.inject_error("PATCH", f"/channels/{setup.thread.id}/messages/{first.id}", status=500, times=1)
    await play_moves(env, setup, random.Random(5), limit=1)
    await env.restart_bot(make_bot(db_path))
    await env.bot.scheduler.tick()
    assert not message_in(setup.thread, first.id).attachments
    assert await env.bot.store.old_boards() == []
