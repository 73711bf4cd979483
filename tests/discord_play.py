"""Helpers for playing games through SimCord: open a table, find the live board, pick a move."""

from __future__ import annotations

import contextlib
import random
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any
from unittest import mock

import discord

MENTION = re.compile(r"<@!?(\d+)>")


@dataclass
class TableSetup:
    """A guild with a games channel, the players, and the game's thread once started."""

    guild: Any
    channel: Any
    users: list[Any]
    thread: Any | None = None


async def open_table(env: Any, players: int = 3, *, start: bool = True, **options: Any) -> TableSetup:
    """Open a Rumble lobby as the first user, let the others join with the button, and start."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    names = ["alice", "bob", "carol", "dave", "erin", "frank", "gwen"]
    users = [guild.add_member(env.create_user(n)) for n in names[:players]]
    await users[0].slash(channel, "rumble new", **options)
    lobby = channel.last_message
    for user in users[1:]:
        await user.click(lobby, label="Join")
    setup = TableSetup(guild, channel, users)
    if start:
        await users[0].click(lobby, label="Start")
        setup.thread = channel.threads[0]
    return setup


def live_board(thread: Any) -> discord.Message:
    """The newest message in the thread that carries a board image."""
    for message in reversed(thread.history()):
        if message.attachments and message.embeds:
            return message
    raise AssertionError("no board in the thread")


def acting_user(board: discord.Message, users: list[Any]) -> Any:
    """The user the board mentions (whose turn it is)."""
    ids = {int(m) for m in MENTION.findall(board.content or "")}
    acting = [u for u in users if u.id in ids]
    assert len(acting) == 1, f"expected one mention, got {board.content!r}"
    return acting[0]


def move_options(board: discord.Message) -> list[tuple[str, str, str]]:
    """Every (select custom_id, value, label) on the board."""
    out: list[tuple[str, str, str]] = []
    for row in board.components:
        for item in getattr(row, "children", []):
            if isinstance(item, discord.SelectMenu):
                out.extend((item.custom_id or "", o.value, o.label) for o in item.options)
    return out


def pick(options: list[tuple[str, str, str]], rng: random.Random) -> tuple[str, str, str]:
    """A fight when there is one (so games end quickly), else a random move."""
    fights = [o for o in options if o[1].startswith("f")]
    return rng.choice(fights or options)


def answer(result: Any) -> str:
    """The text of an interaction's answer: its response, then any follow-ups (after deferring)."""
    texts = [m.content for m in result.followups]
    if result.response is not None and result.response.content:
        texts.insert(0, result.response.content)
    return "\n".join(texts)


@contextlib.asynccontextmanager
async def at_once(env: Any) -> AsyncIterator[None]:
    """Users' clicks and commands inside the block reach the bot together, as simultaneous presses do.

    SimCord runs one user action at a time (``asyncio.gather`` of clicks raises "operation overlaps"): each
    action sends its interaction, then waits for the bot to settle. Inside the block that wait is skipped, so
    every interaction is sent before the bot runs any of them; leaving the block lets the bot handle them all
    concurrently and settles once. Each action's result fills in once the block has ended.
    """

    async def sent_only(*_args: Any, **_kwargs: Any) -> None:
        return None

    with mock.patch.object(env, "_settle_internal", sent_only):
        yield
    await env.settle()
