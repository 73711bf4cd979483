"""Helpers for tables with bots through SimCord: bots that think inline, the bots' turns played by the scheduler
as the test clock passes their pause, and what the bot sent to Discord about whom."""

from __future__ import annotations

import re
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any

from bot.bots.runner import BotRunner
from bot.deadlines import BOT_PAUSE_SECONDS
from tests.clock import Clock
from tests.discord_play import sent_texts

BOT_MENTION = re.compile(r"<@!?-\d+>")
"""A mention of a bot's (negative) user id: never sent."""


class InlineExecutor(Executor):
    """Runs each thought at once in the event loop's thread, so a test's bots decide deterministically."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        """Run ``fn`` now and return its finished future."""
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as exc:
            future.set_exception(exc)
        return future


def think_inline(env: Any) -> None:
    """Give the running bot a runner whose bots think inline (tests never start a process pool)."""
    env.bot.scheduler.runner = BotRunner(env.bot.sessions, executor=InlineExecutor())


async def bot_seats_owing(env: Any, game_id: int = 1) -> list[int]:
    """The seats of a game that owe a decision a bot makes (its own bot, or one standing in)."""
    table = await env.bot.sessions.load(game_id)
    return [s for s in sorted(table.to_act()) if table.controller(s) is not None]


async def let_bots_play(env: Any, clock: Clock, game_id: int = 1, *, limit: int = 200) -> int:
    """Pass the bots' pause and run the scheduler until no bot owes a decision; return how many passes it took."""
    for passes in range(limit):
        if not await bot_seats_owing(env, game_id):
            return passes
        clock.advance(seconds=BOT_PAUSE_SECONDS)
        await env.bot.scheduler.tick()
    raise AssertionError(f"the bots still owe decisions after {limit} passes")


def bot_mentions(env: Any) -> list[str]:
    """Every mention of a bot the bot sent to Discord (should be none)."""
    return [m for text in sent_texts(env, commands=False) for m in BOT_MENTION.findall(text)]


def dm_requests(env: Any) -> list[Any]:
    """The requests that opened a DM channel, with the recipient each was for."""
    return [r for r in env.http_requests if r.method == "POST" and r.path.endswith("/users/@me/channels")]
