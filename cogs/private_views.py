"""My view: a player's private view of a game (their secrets, their own controls), sent ephemerally and redrawn
after a move made from it, and a private look hidden when its time is up."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.games.base import cut
from bot.i18n import EN, lang_of, msg, say
from bot.sessions import Refusal, Table
from bot.storage import ACTIVE, LOBBY, REPLACED, Look
from cogs import messages
from cogs.cog_core import CogCore
from cogs.languages import dm_lang
from cogs.looks import hide_look
from cogs.replies import MAX_CONTENT, reply
from cogs.seat_controls import with_seat_controls
from cogs.undo import with_undo

if TYPE_CHECKING:
    from bot.client import Interaction

log = logging.getLogger(__name__)

MIN_DIGEST = 150
"""The least of a digest worth showing above a private view (a shorter cut is left out)."""


class PrivateViews(CogCore):
    """Each player's own view of the game, only ever sent to them."""

    async def handle_private_view(self, interaction: Interaction, game_id: int) -> None:
        """The "My view" button."""
        await self.show_private_view(interaction, await self.bot.sessions.load(game_id))

    async def show_private_view(self, interaction: Interaction, table: Table) -> None:
        """Send the caller their private view with their own controls, ephemerally."""
        seat = self.viewer_seat(table, interaction.user.id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        picture = await self.bot.sessions.render(table, seat, lang_of(interaction.locale))
        view = table.view(seat)
        controls = self.own_controls(table, seat, lang_of(interaction.locale))
        text = await self.private_text(table, seat, view, lang_of(interaction.locale))
        await reply(interaction, text, file=messages.board_file(picture, "my-view.png"), view=controls)

    @staticmethod
    def viewer_seat(table: Table, user_id: int) -> int:
        """The seat whose private view ``user_id`` may see; Refusal before the start or for a spectator."""
        seat = table.seat_of(user_id)
        if table.record.status == LOBBY:
            raise Refusal(msg("g-nothing-private-yet"))
        if seat is None or table.seat(seat).stand_in_why == REPLACED:  # a player replaced by a bot left the game
            raise Refusal(msg("g-no-private-view"))
        return seat

    async def refresh_private(self, interaction: Interaction, table: Table) -> None:
        """After a move made from a private view, redraw that ephemeral message in place."""
        seat = table.seat_of(interaction.user.id)
        if seat is None or not table.started:
            return
        picture = await self.bot.sessions.render(table, seat, lang_of(interaction.locale))
        view = table.view(seat)
        text = await self.private_text(table, seat, view, lang_of(interaction.locale))
        try:
            await interaction.edit_original_response(
                content=cut(text, MAX_CONTENT),
                attachments=[messages.board_file(picture, "my-view.png")],
                view=self.own_controls(table, seat, lang_of(interaction.locale)),
            )
        except discord.HTTPException:
            log.info("private view of game %s could not be refreshed", table.id, exc_info=True)

    async def end_look(self, table: Table, look: Look) -> None:
        """A private look's time is up (the scheduler calls this): hide what it shows."""
        user_id = table.user_of(look.seat)
        lang = dm_lang(await self.bot.sessions.user_prefs(user_id))
        await hide_look(self.bot, look, say(msg("g-look-hidden"), lang))

    async def private_text(self, table: Table, seat: int, view: Any, lang: str = EN) -> str:
        """A private view's text: what happened since the seat last moved (with its own secrets, in ``lang``),
        then the game's summary of the view, within one message."""
        summary = self.private_summary(view, table.names, lang)
        if table.record.status != ACTIVE:
            return summary
        since = await self.bot.sessions.digest(table, seat, secrets=True, lang=lang)
        room = MAX_CONTENT - len(summary) - 2
        if since and len(since) > room:  # the view's own text comes first: the digest gives way
            since = cut(since, room) if room >= MIN_DIGEST else ""
        return f"{since}\n\n{summary}" if since else summary

    def private_summary(self, view: Any, names: Sequence[str], lang: str = EN) -> str:
        """The text of a private view in ``lang`` (``names``: the seats' display names); games override it."""
        return say(msg("g-only-you"), lang)

    def private_controls(self, table: Table, seat: int, lang: str = EN) -> discord.ui.View | None:
        """The seat's own controls in its private view, in its player's ``lang`` (None: nothing to do now)."""
        return messages.private_view(table, seat, lang)

    def own_controls(self, table: Table, seat: int, lang: str = EN) -> discord.ui.View | None:
        """A player's controls in their own view: the game's, then "Play for me" or "I'm back", and "Take back my move"
        while it may be taken back (in ``lang``, theirs)."""
        return with_undo(
            with_seat_controls(self.private_controls(table, seat, lang), table, seat, lang), table, seat, lang
        )
