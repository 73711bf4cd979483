"""A lobby's life on Discord: ``new`` opens it, its card's buttons seat and unseat players, ``start`` begins the
game (then its thread and first board), ``cancel`` and a manager's end retire it."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from bot.games.base import Option
from bot.i18n import Text, lang_of, msg, say
from bot.sessions import Table
from cogs import messages, notices
from cogs.cog_core import display_name
from cogs.first_boards import FirstBoards
from cogs.options import deadline_settings
from cogs.replies import reply

if TYPE_CHECKING:
    from bot.client import Interaction

log = logging.getLogger(__name__)


class LobbyLife(FirstBoards):
    """From a new lobby to a started (or cancelled) game."""

    setting_options: ClassVar[tuple[Option, ...]] = ()
    """Options of ``new`` that are table settings the rules do not know (e.g. Quiet House's strict silence)."""

    async def _open_new(self, interaction: Interaction, options: dict[str, Any], other: dict[str, Any]) -> None:
        """What every ``new`` does: the game's options to the rules, the rest as table settings."""
        settings = {o.name: other[o.name] for o in self.setting_options if other.get(o.name)}  # off: not stored
        settings |= deadline_settings(other)
        await self.check_new(interaction, options, settings)
        await self.open_lobby(interaction, options, settings=settings, note=self.lobby_note(options, settings))

    async def check_new(self, interaction: Interaction, options: dict[str, Any], settings: dict[str, Any]) -> None:
        """Refuse a ``new`` the caller may not open (raise Refusal); games with such limits override it."""

    def lobby_note(self, options: dict[str, Any], settings: dict[str, Any]) -> tuple[Text, ...]:
        """The lines shown above a new lobby card, said in the table's language (none by default); games override
        it."""
        return ()

    async def open_lobby(
        self,
        interaction: Interaction,
        options: dict[str, Any],
        *,
        settings: dict[str, Any] | None = None,
        note: Sequence[Text] = (),
    ) -> None:
        """Open a lobby here with the caller as host (what ``new`` does).

        ``options`` go to the rules engine; ``settings`` are table settings it does not know;
        ``note`` are lines shown above the lobby card (in the table's language).
        """

        table = await self.bot.sessions.open_lobby(
            self.kind,
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id or 0,
            user_id=interaction.user.id,
            name=display_name(interaction.user),
            options=options,
            settings=settings,
            lang=lang_of(interaction.guild.preferred_locale if interaction.guild else interaction.locale),
        )
        content = "\n".join(say(line, table.lang) for line in note) or None
        await interaction.response.send_message(
            content=content, embed=messages.lobby_embed(table), view=messages.lobby_view(table)
        )
        message = await interaction.original_response()
        await self.bot.sessions.set_places(table.id, lobby_message_id=message.id)

    async def _retire(self, table: Table) -> None:
        """After a cancel: the lobby card says so and the last board loses its controls."""
        await self.refresh_lobby(table)
        if table.record.board_message_id:
            await self._strip_old_board(table.record.home_id, table.record.board_message_id)

    async def ended_by_admin(self, table: Table) -> None:
        """A server manager ended the game from ``/hauntbot-admin end``: retire it and say so in its home."""
        await self._retire(table)
        place, _ = await notices.reach_home(self.bot, table)
        if place is not None:
            try:
                await place.send(say(msg("g-ended-by-manager", game=self.title, id=table.id), table.lang))
            except discord.HTTPException:
                log.info("could not announce the end of game %s", table.id, exc_info=True)

    async def handle_lobby_button(self, interaction: Interaction, game_id: int, op: str) -> None:
        """Join, Leave or Start pressed on a lobby message."""
        sessions = self.bot.sessions
        user = interaction.user
        if op == "start":
            await interaction.response.defer()
            await self._start(game_id, user.id)
            return
        if op == "enter":
            table = await sessions.join(game_id, user.id, display_name(user))
            await self.refresh_lobby(table)
            where = f"<#{table.record.channel_id}>"
            joined = msg("g-joined-in", game=self.title, id=table.id, place=where)
            await reply(interaction, say(joined, lang_of(interaction.locale)))
            return
        if op == "join":
            table = await sessions.join(game_id, user.id, display_name(user))
        else:
            table = await sessions.leave(game_id, user.id)
        await interaction.response.edit_message(embed=messages.lobby_embed(table), view=messages.lobby_view(table))

    async def _start(self, game_id: int, user_id: int) -> Table:
        """Start the game, then give it its thread and first board (a failure there is repaired later)."""
        lobby = await self.bot.sessions.load(game_id)
        channel = await self._channel(lobby.record.channel_id)
        table = await self.bot.sessions.start(game_id, user_id, own_thread=self._can_thread(channel))
        try:
            # Posted as an owed board is, under the game's lock: a scheduler pass repairing owed boards while the
            # thread is slow to open waits, then finds the first board posted. One first board, always.
            await self.bot.sessions.republish(table.id, self.publish)
        except Exception:
            # The game has started: its first board stays owed and the next scheduler pass posts it.
            log.exception("the first board of game %s could not be posted; it stays owed", table.id)
        return table
