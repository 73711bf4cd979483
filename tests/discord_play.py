"""Helpers for playing games through SimCord: open a table, find the live board, pick a move, read what was sent."""

from __future__ import annotations

import contextlib
import random
import re
from collections.abc import AsyncIterator, Iterator, Sequence
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


NAMES = ("alice", "bob", "carol", "dave", "erin", "frank", "gwen")
"""The user names of the players :func:`open_game` seats, in seat order."""


async def open_game(
    env: Any,
    kind: str,
    players: int = 3,
    *,
    names: Sequence[str] = NAMES,
    display_names: Sequence[str] | None = None,
    start: bool = True,
    **options: Any,
) -> TableSetup:
    """Open a ``kind`` lobby (``/{kind} new`` with ``options``) as the first user, let the others join, and start.

    The players are users called ``names``; given ``display_names``, they are ``user0``, ``user1``, … with
    those Discord global (display) names instead, the names the bot should show. ``start=False`` leaves the
    lobby open (the setup has no thread yet).
    """
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    users = [
        guild.add_member(env.create_user(n) if display_names is None else env.create_user(f"user{i}", global_name=n))
        for i, n in enumerate((names if display_names is None else display_names)[:players])
    ]
    await users[0].slash(channel, f"{kind} new", **options)
    lobby = channel.last_message
    for user in users[1:]:
        await user.click(lobby, label="Join")
    setup = TableSetup(guild, channel, users)
    if start:
        await users[0].click(lobby, label="Start")
        setup.thread = channel.threads[0]
    return setup


async def open_table(env: Any, players: int = 3, *, start: bool = True, **options: Any) -> TableSetup:
    """Open a Rumble lobby as the first user, let the others join with the button, and start."""
    return await open_game(env, "rumble", players, start=start, **options)


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


SEAT_CONTROLS = "hbb:"
"""The custom_id prefix of the seat controls (add a bot, play for me, I'm back), beside a game's own controls."""


def game_controls(message: discord.Message) -> list[Any]:
    """The message's controls but the seat controls: what a player uses to play the game itself."""
    return [
        item
        for row in message.components
        for item in getattr(row, "children", [])
        if not (getattr(item, "custom_id", None) or "").startswith(SEAT_CONTROLS)
    ]


def pick(options: list[tuple[str, str, str]], rng: random.Random) -> tuple[str, str, str]:
    """A fight when there is one (so games end quickly), else a random move."""
    fights = [o for o in options if o[1].startswith("f")]
    return rng.choice(fights or options)


def my_view_message(result: Any) -> discord.Message:
    """The ephemeral reply to pressing My view: its follow-up after deferring, else the response."""
    return result.followups[0].message if result.followups else result.response.message


def json_strings(payload: Any, where: str = "") -> Iterator[tuple[str, str]]:
    """(where, text) of every string inside a request's JSON body; ``where`` is its path, e.g. ``.embeds[0].title``."""
    if isinstance(payload, str):
        yield where, payload
    elif isinstance(payload, dict):
        for key, value in payload.items():
            yield from json_strings(value, f"{where}.{key}")
    elif isinstance(payload, list | tuple):
        for i, value in enumerate(payload):
            yield from json_strings(value, f"{where}[{i}]")


def sent_texts_where(env: Any, *, commands: bool = True) -> list[tuple[str, str]]:
    """(where, text) of every string the bot has sent to Discord so far, in the order sent.

    Read from the JSON bodies of the REST requests SimCord recorded (``env.http_requests``): message
    contents, embeds, buttons, selects and their options, attachment descriptions, ephemeral replies,
    autocomplete choices. ``where`` is the request's method and path and the string's path in its body.
    ``commands=False`` leaves out the registration of the slash commands.
    """
    return [
        (f"{request.method} {request.path} {where}", text)
        for request in env.http_requests
        if commands or "/commands" not in request.path
        for where, text in json_strings(request.json)
    ]


def sent_texts(env: Any, *, commands: bool = True) -> list[str]:
    """Every string the bot has sent to Discord so far, in the order sent (see :func:`sent_texts_where`)."""
    return [text for _where, text in sent_texts_where(env, commands=commands)]


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


def lobby_button(message: discord.Message, op: str) -> str:
    """The custom id of a lobby card's Join / Leave / Start button (``op``: join, leave, start), whatever the
    language its label is in."""
    for row in message.components:
        for item in getattr(row, "children", []):
            if (item.custom_id or "").startswith("hbl:") and item.custom_id.endswith(f":{op}"):
                return str(item.custom_id)
    raise AssertionError(f"no {op} button on the lobby card")
