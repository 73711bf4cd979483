"""The live board of a game's thread: posting a new one (and retiring the old), editing it in place while the same
seats act, its embed, mentions and controls, and the current board shown to a click on an outdated one."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.games.base import cut
from bot.i18n import Text, lang_of, msg, say
from bot.names import named_text
from bot.sessions import MoveResult, Picture, Refusal, Table
from bot.storage import OldBoard
from cogs import messages, notices, players
from cogs.cog_core import CogCore, channel_of
from cogs.replies import MAX_CONTENT, reply

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction

log = logging.getLogger(__name__)

BOARD_MENTIONS = discord.AllowedMentions(users=True, roles=False, everyone=False)
"""A board pings the players it names, never a role or everyone."""


def board_nonce(game_id: int, version: int) -> str:
    """The nonce of the live board of ``game_id`` at ``version`` (Discord's idempotency key, at most 25 characters).

    Sent with ``enforce_nonce``: a second post of the same board within a few minutes (a process died after
    posting it and before recording it, and another posted it again after the claim's lease) returns the first
    message instead of making a second one."""
    return f"b{game_id}v{version}"[:25]


async def retire_board(bot: HauntBot, old: OldBoard) -> None:
    """Leave a board a newer one replaced as its line of text: no picture, no embed, no controls (a board posted
    before boards kept their text only loses its controls). The board is forgotten once edited, or when it is
    gone or Discord will never let it be edited; otherwise the next scheduler pass tries again."""
    sessions = bot.sessions
    text = cut(old.text or "", MAX_CONTENT)
    try:
        channel = await channel_of(bot, old.channel_id)
        message = channel.get_partial_message(old.message_id)  # type: ignore[union-attr]
        if text:
            await message.edit(
                content=text, embed=None, attachments=[], view=None, allowed_mentions=discord.AllowedMentions.none()
            )
        else:
            await message.edit(view=None)
    except (discord.NotFound, discord.Forbidden, AttributeError):
        log.info("old board %s of game %s is gone or not ours to edit", old.message_id, old.game_id, exc_info=True)
    except discord.HTTPException:
        if await sessions.board_not_retired(old.message_id):
            log.warning("old board %s of game %s could not be retired; given up", old.message_id, old.game_id)
        else:
            log.info("old board %s of game %s: retiring it waits for the next pass", old.message_id, old.game_id)
        return
    await sessions.board_retired(old.message_id)


class BoardPosting(CogCore):
    """The live board: one per game, posted in the game's home, its controls on the newest only."""

    async def show(self, result: MoveResult) -> None:
        """Show the board after a move (games may do more first); see :meth:`show_board`."""
        await self.show_board(result, result.sentence)

    async def show_board(self, result: MoveResult, sentence: Text) -> None:
        """A quiet thread: while the same seats keep acting, or only bots, the live board is edited in place (no
        new ping), listing the moves made on it; when a player must act anew, a new board is posted and pings them.

        Sentences are said in the table's language (its server's)."""
        table = result.table
        said = named_text(sentence, table.names, table.lang)
        if players.quiet(result) and table.record.board_message_id and table.record.board_started is not None:
            earlier = await self.bot.sessions.sentences_from(table.id, table.record.board_started)
            lines = [named_text(s, table.names, table.lang) for s in earlier[:-1]]
            told = "\n".join([*lines, said]) if earlier else said
            if await self.edit_board(table, told, result.picture):
                return
        await self.post_board(table, said, result.picture, ping=not result.by_the_one_to_act)

    async def edit_board(self, table: Table, sentence: str, picture: Picture | None) -> bool:
        """Redraw the live board in place with ``table``'s version; False when it cannot be edited."""
        rec = table.record
        if not rec.board_message_id:
            return False
        embed, files = self._board_parts(table, sentence, picture)
        try:
            channel = await self._channel(rec.home_id)
            await channel.get_partial_message(rec.board_message_id).edit(  # type: ignore[union-attr]
                content=self.board_mentions(table) or None,
                embed=embed,
                attachments=files,
                view=self.board_controls(table),
                allowed_mentions=BOARD_MENTIONS,
            )
        except (discord.HTTPException, AttributeError):
            log.info("board of game %s could not be edited; posting a new one", rec.id, exc_info=True)
            return False
        await self.bot.sessions.board_posted(table, rec.board_message_id, text=sentence)
        return True

    def board_mentions(self, table: Table) -> str:
        """Who the live board pings: the seats that must act."""
        return messages.mention_line(table)

    def board_embed(self, table: Table, sentence: str | None) -> discord.Embed:
        """The live board's embed."""
        return messages.board_embed(table, sentence)

    def board_controls(self, table: Table) -> discord.ui.View:
        """The live board's buttons and selects."""
        return messages.board_view(table)

    async def before_board(self, place: notices.Place, table: Table) -> None:
        """Anything a game posts just before a board (nothing by default)."""

    async def post_board(
        self, table: Table, sentence: str | None, picture: Picture | None, *, ping: bool = True
    ) -> notices.Place | None:
        """Send a new live board to the game's home and leave the previous one as its line of text.

        When the thread or channel is gone the board goes where it still can, with a note;
        when nowhere is left the game is paused and its host told. A board whose picture could
        not be drawn (``picture`` None) is posted as text, with its controls. Without ``ping``
        the seats to act are named but not pinged (the board only moved). Returns where it
        was posted; the board is recorded as posted with the version it shows and what it says.
        """
        rec = table.record
        said = [sentence]

        async def send(place: notices.Place, note: str | None) -> tuple[discord.Message, notices.Place]:
            shown, text = table, sentence
            if note:
                text = said[0] = f"{note}\n\n{sentence}" if sentence else note
                shown = await self.bot.sessions.load(table.id)
            await self.before_board(place, shown)
            embed, files = self._board_parts(shown, text, picture)
            since = await self.bot.sessions.ping_digest(shown, players.pinged(shown, shown.to_act()), on_board=True)
            content = "\n".join(x for x in (self.board_mentions(shown), since) if x)
            message = await place.send(
                content=cut(content, MAX_CONTENT) or None,
                embed=embed,
                files=files,
                view=self.board_controls(shown),
                allowed_mentions=BOARD_MENTIONS if ping else discord.AllowedMentions.none(),
                nonce=board_nonce(rec.id, rec.version),
            )
            return message, place

        posted, _ = await notices.post_home(self.bot, table, send)
        if posted is None:
            return None
        message, place = posted
        old = rec.board_message_id
        await self.bot.sessions.board_posted(table, message.id, text=said[0], channel_id=place.id)
        if rec.paused:
            await self.bot.sessions.unpause(rec.id)
        if old and old != message.id:
            await retire_board(self.bot, OldBoard(old, rec.id, rec.board_channel_id or rec.home_id, rec.board_text, 0))
        return place

    def _board_parts(
        self, table: Table, sentence: str | None, picture: Picture | None
    ) -> tuple[discord.Embed, list[discord.File]]:
        """The live board's embed and attachment; a board whose picture failed is the board in words."""
        embed = self.board_embed(table, sentence)
        messages.add_reveal(embed, table)
        if picture is None:
            messages.as_text_board(embed, table)
            return embed, []
        return embed, [messages.board_file(picture)]

    async def _strip_old_board(self, channel_id: int, message_id: int) -> None:
        try:
            channel = await self._channel(channel_id)
            await channel.get_partial_message(message_id).edit(view=None)  # type: ignore[union-attr]
        except (discord.HTTPException, AttributeError):
            log.info("old board %s could not be edited", message_id, exc_info=True)

    async def send_current_board(self, interaction: Interaction, game_id: int, text: str) -> None:
        """Answer a click on an outdated board with ``text`` and the current board, ephemerally."""
        try:
            table = await self.bot.sessions.load(game_id)
            picture = await self.bot.sessions.render(table)
        except Refusal:
            await reply(interaction, text)
            return
        rec = table.record
        if rec.board_behind and self.bot.sessions.on_due is not None:
            self.bot.sessions.on_due()  # the live board is owed: let the scheduler post it now
        link = ""
        if rec.board_message_id and interaction.guild_id and not rec.board_behind:
            url = f"https://discord.com/channels/{interaction.guild_id}/{rec.home_id}/{rec.board_message_id}"
            link = "\n" + say(msg("g-live-board", link=url), lang_of(interaction.locale))
        cog = self.bot.game_cogs.get(rec.kind, self)
        await reply(interaction, text + link, embed=cog.board_embed(table, None), file=messages.board_file(picture))
