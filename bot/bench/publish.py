"""The benchmark's publish: what the bot does to show a move, short of talking to Discord.

The bot's publish (``GameCog.publish`` → ``post_board``) builds the board
message with the kind's cog (mentions, embed, controls, the PNG as a file),
sends it, records the posted board and checks who wants a turn DM. Offline,
:class:`OfflinePublish` does all of it but the HTTP request: the message is
built by the real cogs and turned into the request's multipart parameters by
discord.py (``handle_message_parameters``, as ``Messageable.send`` does), the
board is recorded with ``Sessions.board_posted`` under a made-up message id, and the real
``notify_fresh`` reads the players' preferences (no bench player asks for DMs,
so none is sent). Per-kind extras of ``show`` that need Discord (editing a
Scouting board in place, score lines at a win) are left out.
"""

from __future__ import annotations

import importlib
import time
from typing import TYPE_CHECKING, Any, cast

import discord
from discord.http import handle_message_parameters

from bot.names import named_text
from bot.sessions import MoveResult, Sessions
from bot.storage import StoreProtocol
from cogs import messages, notices

if TYPE_CHECKING:
    from bot.client import HauntBot
    from cogs.base import GameCog

MENTIONS = discord.AllowedMentions(users=True, roles=False, everyone=False)
"""What ``post_board`` lets a board ping."""


def board_message_id(game_id: int, version: int) -> int:
    """The made-up id of the message showing ``version`` of a game's board."""
    return game_id * 1_000_000 + version


class OfflineBot:
    """The parts of ``HauntBot`` a cog touches while it is loaded and while it builds a board."""

    def __init__(self, sessions: Sessions) -> None:
        self.sessions = sessions
        self.store: StoreProtocol = sessions.store
        self.cogs: dict[str, GameCog] = {}

    async def add_cog(self, cog: GameCog) -> None:
        """Keep the cog a game module's ``setup`` hands over, by kind."""
        self.cogs[cog.kind] = cog

    def add_dynamic_items(self, *items: Any) -> None:
        """Components are not dispatched offline."""


async def load_cogs(sessions: Sessions, kinds: tuple[str, ...]) -> dict[str, GameCog]:
    """Each kind's real cog, made by its module's ``setup`` as the bot loads it, bound to ``sessions``."""
    bot = OfflineBot(sessions)
    for kind in kinds:
        await importlib.import_module(sessions.kits[kind].extension).setup(bot)
    return bot.cogs


class OfflinePublish:
    """A ``Publish`` callback for ``Sessions.play`` that does the bot's publish without Discord.

    It counts what it posted per game (``posted``: game id → board versions in
    order) and how long each publish took (``times_ms``).
    """

    def __init__(self, sessions: Sessions, cogs: dict[str, GameCog]) -> None:
        self.sessions = sessions
        self.cogs = cogs
        self._bot = cast("HauntBot", OfflineBot(sessions))
        self.posted: dict[int, list[int]] = {}
        self.times_ms: list[float] = []

    async def __call__(self, result: MoveResult) -> None:
        """Build and serialise the new board message, record it as the live board, check turn DMs."""
        start = time.perf_counter()
        table = result.table
        cog = self.cogs[table.record.kind]
        embed = cog.board_embed(table, named_text(result.sentence, table.names, table.lang))
        extra: dict[str, Any] = {}
        if result.picture is None:
            messages.as_text_board(embed, table)
        else:
            extra["file"] = messages.board_file(result.picture)
        handle_message_parameters(
            content=cog.board_mentions(table) or None,
            embed=embed,
            view=cog.board_controls(table),
            allowed_mentions=MENTIONS,
            **extra,
        )
        version = table.record.version
        await self.sessions.board_posted(table, board_message_id(table.id, version))
        await notices.notify_fresh(self._bot, table, result.fresh)
        self.posted.setdefault(table.id, []).append(version)
        self.times_ms.append((time.perf_counter() - start) * 1000)
