"""A game's thread survives Discord's bad moments: a thread opened just before a crash is adopted, a slow thread
still gives one first board, a server error is asked again, and a thread Discord will not open yet is opened by a
later pass, the game moving into it."""

from __future__ import annotations

import asyncio
import importlib
import random
from typing import Any

import discord
import pytest

from tests.cogs.rumble.test_game import play_moves
from tests.conftest import make_bot
from tests.discord_play import live_board, open_table


def posted_boards(env: Any) -> list[tuple[str, dict[str, Any]]]:
    """(path, body) of every board the bot posted anywhere (a post with an embed and a picture or footer)."""
    return [
        (r.path, r.json)
        for r in env.http_requests
        if r.method == "POST" and r.path.endswith("/messages") and (r.json or {}).get("embeds")
    ]


@pytest.fixture
def quick_retries(monkeypatch):
    """Thread retries without waiting."""
    first_boards = importlib.import_module("cogs.first_boards")
    monkeypatch.setattr(first_boards.FirstBoards, "THREAD_RETRY_DELAYS", (0.0, 0.0))


async def test_a_thread_opened_just_before_a_crash_is_adopted(simcord_env, db_path, monkeypatch):
    """Discord opened the thread but the bot died before saving it: after the restart Discord refuses a second
    thread from the lobby message, and the game adopts the one that exists instead of playing in the channel."""
    env = simcord_env
    setup = await open_table(env, 3, start=False)
    lobby = setup.channel.last_message

    async def crash(*_args: Any, **places: Any) -> None:
        raise RuntimeError("the process died here")

    monkeypatch.setattr(env.bot.sessions, "set_places", crash)
    await setup.users[0].click(lobby, label="Start")
    assert len(setup.channel.threads) == 1 and (await env.bot.store.game(1)).thread_id is None
    await env.restart_bot(make_bot(db_path))
    env.inject_error(
        "POST", f"/channels/{setup.channel.id}/messages/{lobby.id}/threads", status=400, code=160004,
        message="A thread has already been created for this message",
    )  # fmt: skip
    await env.bot.scheduler.tick()
    record = await env.bot.store.game(1)
    thread = setup.channel.threads[0]
    assert record.thread_id == thread.id == lobby.id
    board = live_board(thread)
    assert "could not open a thread" not in board.embeds[0].description
    assert [path for path, _ in posted_boards(env)] == [f"/channels/{thread.id}/messages"]


async def test_a_slow_thread_still_gives_one_first_board(simcord_env, monkeypatch):
    """While the thread takes its time to open, a scheduler pass repairing owed boards runs: it waits for the start,
    finds the first board posted, and posts none; the players are pinged once."""
    env = simcord_env
    setup = await open_table(env, 3, start=False)
    real = discord.PartialMessage.create_thread
    passes: list[asyncio.Task[int]] = []

    async def slow(self: discord.PartialMessage, **kwargs: Any) -> discord.Thread:
        if not passes:
            passes.append(asyncio.get_running_loop().create_task(env.bot.scheduler.tick()))
            for _ in range(500):  # the pass runs meanwhile, as far as it can
                if passes[0].done():
                    break
                await asyncio.sleep(0)
        return await real(self, **kwargs)

    monkeypatch.setattr(discord.PartialMessage, "create_thread", slow)
    await setup.users[0].click(setup.channel.last_message, label="Start")
    await passes[0]
    thread = setup.channel.threads[0]
    boards = posted_boards(env)
    assert [path for path, _ in boards] == [f"/channels/{thread.id}/messages"]
    assert "<@" in boards[0][1]["content"]  # the one ping


async def test_a_server_error_on_the_thread_is_asked_again(simcord_env, quick_retries):
    """One 503 when opening the thread (discord.py does not retry it): asked again, the game gets its thread."""
    env = simcord_env
    setup = await open_table(env, 3, start=False)
    lobby = setup.channel.last_message
    env.inject_error("POST", f"/channels/{setup.channel.id}/messages/{lobby.id}/threads", status=503, times=1)
    await setup.users[0].click(lobby, label="Start")
    record = await env.bot.store.game(1)
    assert record.thread_id == lobby.id and not record.thread_wanted
    assert [path for path, _ in posted_boards(env)] == [f"/channels/{lobby.id}/messages"]


async def test_a_thread_discord_will_not_open_yet_is_opened_by_a_later_pass(simcord_env, quick_retries):
    """Discord fails every try at the start: the game starts in its channel (one first board, saying it will move),
    and the next pass opens the thread, moves the live board there without pinging anyone again, leaves the
    channel's board as its text and says where the game went; the game goes on in the thread."""
    env = simcord_env
    setup = await open_table(env, 3, start=False)
    lobby = setup.channel.last_message
    env.inject_error("POST", f"/channels/{setup.channel.id}/messages/{lobby.id}/threads", status=503, times=3)
    await setup.users[0].click(lobby, label="Start")
    record = await env.bot.store.game(1)
    assert record.thread_id is None and record.thread_wanted
    in_channel = live_board(setup.channel)
    assert "moves into its own thread as soon as Discord lets me" in in_channel.embeds[0].description
    assert len(posted_boards(env)) == 1

    await env.bot.scheduler.tick()
    record = await env.bot.store.game(1)
    assert record.thread_id == lobby.id and not record.thread_wanted
    thread = setup.channel.threads[0]
    moved = live_board(thread)
    assert "now has its thread" in moved.embeds[0].description
    ((path, body),) = posted_boards(env)[1:]
    mentions = body["allowed_mentions"]
    assert path == f"/channels/{thread.id}/messages" and not mentions.get("users") and not mentions.get("parse")
    old = next(m for m in setup.channel.history() if m.id == in_channel.id)
    assert not old.attachments and not old.components and old.content.startswith("Rumble in the House #1 begins!")
    assert setup.channel.last_message.content == f"Rumble in the House #1 goes on in its thread: <#{thread.id}>"

    setup.thread = thread
    assert await play_moves(env, setup, random.Random(1), limit=2) == 2
    await env.bot.scheduler.tick()
    assert len([m for m in setup.channel.history() if m.attachments]) == 0


async def test_a_thread_refused_for_good_plays_in_the_channel_and_waits_for_none(simcord_env):
    """A refusal that is not a server error and names no existing thread: the game is played in its channel, said
    once, and no pass asks for a thread again."""
    env = simcord_env
    setup = await open_table(env, 3, start=False)
    lobby = setup.channel.last_message
    env.inject_error("POST", f"/channels/{setup.channel.id}/messages/{lobby.id}/threads", status=400, code=50035)
    await setup.users[0].click(lobby, label="Start")
    record = await env.bot.store.game(1)
    assert record.thread_id is None and not record.thread_wanted
    assert "I could not open a thread here" in live_board(setup.channel).embeds[0].description
    await env.bot.scheduler.tick()
    assert setup.channel.threads == [] and len(posted_boards(env)) == 1
