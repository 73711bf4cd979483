"""A game's start on Discord: its thread (or why it has none) and its first board, and publishing each move
after it (the first board first, if a crash or a refused post left it owed)."""

from __future__ import annotations

import asyncio
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
    THREAD_RETRY_DELAYS: ClassVar[tuple[float, ...]] = (1.0, 3.0)
    """Seconds before asking Discord again for a game's thread at its start, after a server error (discord.py
    itself retries only some of them); after the last, the game starts in its channel and moves later."""

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

        ``sentence`` is a move already made when the first board was never posted before it. When Discord
        will not open the thread now (it failed again after a few tries), the game starts in its channel and a
        scheduler pass moves it into its thread when Discord lets it (:meth:`move_into_thread`).
        """
        sessions = self.bot.sessions
        note = None
        if table.record.thread_id is None:
            channel = await self._channel(table.record.channel_id)
            if isinstance(channel, discord.Thread | discord.DMChannel):
                pass  # already a place of its own (a solo game in a DM needs no thread)
            elif isinstance(channel, discord.TextChannel) and self._can_thread(channel):
                thread, worth_retrying = await self._open_thread(channel, table, self.THREAD_RETRY_DELAYS)
                if thread is not None:
                    await sessions.set_places(table.id, thread_id=thread.id)
                elif worth_retrying:
                    await sessions.want_thread(table.id, True)
                    note = say(msg("g-no-thread-yet"), table.lang)
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

    async def move_into_thread(self, table: Table) -> bool:
        """A game played in its channel because Discord would not open its thread: try once more; once open, the
        live board moves there (posted without a ping: nobody's decision changed) and the channel says where the
        game went. Called by a scheduler pass under the game's lock; True when the game moved."""
        sessions, rec = self.bot.sessions, table.record
        channel = await self._channel(rec.channel_id)
        if not (isinstance(channel, discord.TextChannel) and self._can_thread(channel)):
            await sessions.want_thread(rec.id, False)  # no thread can be had here any more: the channel it is
            return False
        thread, worth_retrying = await self._open_thread(channel, table, ())
        if thread is None:
            if not worth_retrying:
                await sessions.want_thread(rec.id, False)
            return False
        await sessions.thread_found(rec.id, thread.id)
        table = await sessions.load(rec.id)
        moved = say(msg("g-moved-into-thread", game=self.title, id=rec.id), table.lang)
        text = f"{moved}\n\n{rec.board_text}" if rec.board_text else moved
        await self.post_board(table, text, await self.bot.sessions.picture(table), ping=False)
        try:
            where = say(msg("g-moved-to", game=self.title, id=rec.id, place=thread.mention), table.lang)
            await channel.send(where, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.info("could not say in its channel where game %s went", rec.id, exc_info=True)
        return True

    async def _open_thread(
        self, channel: discord.TextChannel, table: Table, delays: tuple[float, ...]
    ) -> tuple[discord.Thread | None, bool]:
        """Open the game's thread from its lobby message: (the thread, or None and whether asking again later may
        help). A server error is asked again after each of ``delays``; a thread the lobby message already has
        (opened just before a crash) is adopted."""
        name = f"{self.title} #{table.id}"
        lobby = table.record.lobby_message_id
        for delay in (*delays, None):
            try:
                if lobby:
                    return await channel.get_partial_message(lobby).create_thread(name=name), False
                return await channel.create_thread(name=name, type=discord.ChannelType.public_thread), False
            except discord.HTTPException as exc:
                if exc.status >= 500:  # Discord's own trouble: worth asking again
                    log.warning("Discord failed to open a thread for game %s", table.id, exc_info=True)
                    if delay is None:
                        return None, True
                    await asyncio.sleep(delay)
                    continue
                found = await self._lobby_thread(channel, lobby)
                if found is not None:
                    log.info("game %s adopts the thread its lobby message already has", table.id)
                    return found, False
                log.warning("could not open a thread for game %s", table.id, exc_info=True)
                return None, False
        return None, True

    async def _lobby_thread(self, channel: discord.TextChannel, lobby: int | None) -> discord.Thread | None:
        """The thread opened from the lobby message, if it has one (a thread started from a message has its id)."""
        if not lobby:
            return None
        try:
            found = channel.guild.get_thread(lobby) or await self.bot.fetch_channel(lobby)
        except discord.HTTPException:
            return None
        return found if isinstance(found, discord.Thread) and found.parent_id == channel.id else None
