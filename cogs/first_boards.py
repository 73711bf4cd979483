"""A game's start on Discord: its thread (or why it has none) and its first board, and publishing each move
after it (the first board first, if a crash or a refused post left it owed)."""

from __future__ import annotations

import logging
from typing import ClassVar

import discord

from bot.i18n import Text, msg, say
from bot.names import named_text
from bot.sessions import MoveResult, Picture, Table
from bot.storage import FINISHED
from cogs import bots, notices, players
from cogs.boards import BoardPosting

log = logging.getLogger(__name__)


class FirstBoards(BoardPosting):
    """A game's thread and first board, and the publishing of every move."""

    first_board_how: ClassVar[Text | None] = None
    """Where the moves are, said on the first board (None: the game's boards say it themselves)."""

    async def publish(self, result: MoveResult) -> None:
        """Show the move on Discord, then DM the players who asked to be told it is their turn.

        A game whose first board was never posted (a crash or a refused post right after its
        start) gets its thread and first board now, then the move.
        """
        if result.table.record.board_version is None:
            await self.first_board(result.table, result.picture, result.sentence)
            return
        await self.show(result)
        if result.table.record.status == FINISHED:
            await self.refresh_lobby(result.table)  # the lobby card says when the game ended and who won
        await bots.after_move(self.bot, result)

    @staticmethod
    def _can_thread(channel: object) -> bool:
        """Whether a game started from ``channel`` gets a thread of its own."""
        return (
            isinstance(channel, discord.TextChannel) and channel.permissions_for(channel.guild.me).create_public_threads
        )

    async def first_board(self, table: Table, picture: Picture | None, sentence: Text = "") -> None:
        """Open the game's thread (or explain why not), then post its first board with everyone mentioned.

        ``sentence`` is a move already made when the first board was never posted before it.
        """
        sessions = self.bot.sessions
        note = None
        if table.record.thread_id is None:
            channel = await self._channel(table.record.channel_id)
            if isinstance(channel, discord.Thread | discord.DMChannel):
                pass  # already a place of its own (a solo game in a DM needs no thread)
            elif isinstance(channel, discord.TextChannel) and self._can_thread(channel):
                thread = await self._open_thread(channel, table)
                if thread is not None:
                    await sessions.set_places(table.id, thread_id=thread.id)
                else:
                    note = say(msg("g-no-thread"), table.lang)
            else:
                note = say(msg("g-no-thread-permission"), table.lang)
            table = await sessions.load(table.id)
        await self.refresh_lobby(table)
        names = players.mentions(table, range(len(table.seats)))
        intro = say(msg("g-begins", game=self.title, id=table.id, players=names), table.lang)
        if note:
            intro += f"\n{note}"
        if self.first_board_how is not None:
            intro += f"\n{say(self.first_board_how, table.lang)}"
        if sentence:
            intro += f"\n\n{named_text(sentence, table.names, table.lang)}"
        await self.post_board(table, intro, picture)
        await notices.notify_fresh(self.bot, table, tuple(sorted(table.to_act())))

    async def _open_thread(self, channel: discord.TextChannel, table: Table) -> discord.Thread | None:
        name = f"{self.title} #{table.id}"
        try:
            if table.record.lobby_message_id:
                return await channel.get_partial_message(table.record.lobby_message_id).create_thread(name=name)
            return await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
        except discord.HTTPException:
            log.warning("could not open a thread for game %s", table.id, exc_info=True)
            return None
