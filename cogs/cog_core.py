"""What every part of a game's cog stands on: its kind and kit, the bot, the game's title, finding a channel, and
redrawing the lobby card.

A game's cog (:class:`cogs.base.GameCog`) is composed of parts, each a class in a module of its own:
:class:`cogs.boards.BoardPosting` (the live board), :class:`cogs.first_boards.FirstBoards` (a game's thread and
first board, and publishing a move), :class:`cogs.lobby_life.LobbyLife` (a lobby from ``new`` to ``start``),
:class:`cogs.private_views.PrivateViews` (My view) and :class:`cogs.bots.BotSeats` (bots at the table).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, ClassVar

import discord
from discord.ext import commands

from bot.registry import GameKit
from bot.sessions import Table
from cogs import messages

if TYPE_CHECKING:
    from bot.client import HauntBot

log = logging.getLogger(__name__)


def display_name(user: discord.abc.User) -> str:
    """The name shown on boards for a user."""
    return getattr(user, "display_name", None) or user.name


class CogCore(commands.Cog):
    """The ground of a game's cog: the game it plays, the bot it runs in."""

    bot: HauntBot
    kind: ClassVar[str]
    kit: ClassVar[GameKit]
    """The game's kit; a subclass names its ``kind`` and gets the registered kit (or sets its own)."""

    @property
    def title(self) -> str:
        """The game's title."""
        return self.kit.game.title

    async def refresh_lobby(self, table: Table) -> None:
        """Redraw the lobby message (players, buttons) after a change."""
        rec = table.record
        if not rec.lobby_message_id:
            return
        try:
            channel = await self._channel(rec.channel_id)
            await channel.get_partial_message(rec.lobby_message_id).edit(  # type: ignore[union-attr]
                embed=messages.lobby_embed(table), view=messages.lobby_view(table)
            )
        except (discord.HTTPException, AttributeError):
            log.info("lobby message of game %s could not be updated", rec.id, exc_info=True)

    async def _channel(self, channel_id: int) -> discord.abc.GuildChannel | discord.Thread | discord.abc.PrivateChannel:
        """The channel or thread ``channel_id``, from the cache or else from Discord."""
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            channel = await self.bot.fetch_channel(channel_id)
        return channel
