"""``/hauntbot-admin``: a server's games, default deadlines and language, for its managers.

A top-level group, because Discord applies a command's default member permissions on top-level commands
only: with Manage Server as its default, Discord shows these commands only to members who have it (and never
in DMs), and a server can open them to other roles in its Integrations settings. Discord is the authority on
who may use them, so the bot does not check the permission again: a role a server opened them to may use
them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.deadlines import TIMER_KEYS, BadTimers, Timers
from bot.i18n import LANGS, Msg, lang_of, msg, say
from bot.sessions import Refusal, Table
from bot.storage import ACTIVE, GameRecord
from bot.tables import LANG_SETTING
from cogs import notices
from cogs.options import with_deadline_options
from cogs.replies import reply

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction
    from cogs.hauntbot import HauntbotCog

LANG_NAMES = {lang: say(msg("language-name"), lang) for lang in LANGS}
"""Each language by its own name, as a server manager picks it (each catalogue's ``language-name``)."""


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class AdminCog(
    commands.GroupCog,
    group_name="hauntbot-admin",
    group_description="This server's games, default deadlines and language (Manage Server).",
):
    """The server managers' tools: every lobby and game of the server, ending or moving one, the default
    deadlines of new games and the language of the server's boards."""

    def __init__(self, bot: HauntBot, lists: HauntbotCog) -> None:
        self.bot = bot
        self.lists = lists
        super().__init__()

    def _title(self, record: GameRecord) -> Msg:
        kit = self.bot.sessions.kits.get(record.kind)
        return msg("hb-game", game=kit.game.title if kit else record.kind, id=record.id)

    @app_commands.command(name="games", description="Every open lobby and running game of this server.")
    async def games(self, interaction: Interaction) -> None:
        """List this server's lobbies and games with who they wait for, page by page."""
        await self.lists.show_list(interaction, "admin")

    @app_commands.command(
        name="end", description="End a lobby or game of this server (its state is kept, marked cancelled)."
    )
    @app_commands.describe(game="The game number (see /hauntbot-admin games)")
    async def end(self, interaction: Interaction, game: int) -> None:
        """Cancel one of this server's lobbies or games."""
        table = await self._server_game(interaction, game)
        cog = notices.game_cog(self.bot, table.record.kind)
        table = await self.bot.sessions.cancel(table.id, interaction.user.id, admin=True)
        await cog.ended_by_admin(table)
        await reply(
            interaction, say(msg("hb-admin-ended", game=self._title(table.record)), lang_of(interaction.locale))
        )

    @app_commands.command(name="move", description="Move a running game's board to another channel.")
    @app_commands.describe(game="The game number (see /hauntbot-admin games)", channel="Where to play it from now on")
    async def move(self, interaction: Interaction, game: int, channel: discord.TextChannel) -> None:
        """Play a game in another channel from now on (also un-pauses a paused game)."""
        table = await self._server_game(interaction, game)
        if table.record.status != ACTIVE:
            raise Refusal(msg("hb-admin-move-running-only"))
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = await self.bot.sessions.move_home(table.id, channel.id)
        cog = notices.game_cog(self.bot, table.record.kind)
        picture = await self.bot.sessions.render(table)
        await cog.post_board(table, say(msg("hb-admin-moved-here"), table.lang), picture)
        moved = msg("hb-admin-moved", game=self._title(table.record), channel=channel.mention)
        await reply(interaction, say(moved, lang_of(interaction.locale)))

    @app_commands.command(name="defaults", description="This server's default deadlines for new games.")
    @with_deadline_options
    async def defaults(self, interaction: Interaction, *, deadlines: dict[str, Any]) -> None:
        """Show, or change, the deadlines new games of this server get when their host does not choose."""
        guild_id = interaction.guild_id or 0
        lang = lang_of(interaction.locale)
        current = await self.bot.sessions.server_defaults(guild_id)
        merged = {**current, **deadlines}
        try:
            timers = Timers.from_settings(merged)
        except BadTimers as exc:
            raise Refusal(msg("hb-admin-defaults-unchanged", problem=exc.reason)) from exc
        if deadlines:
            kept = {k: v for k, v in merged.items() if k in TIMER_KEYS or k == LANG_SETTING}
            await self.bot.sessions.set_server_defaults(guild_id, kept)
            await reply(interaction, say(msg("hb-admin-defaults-now", timers=timers.describe(lang)), lang))
            return
        await reply(interaction, say(msg("hb-admin-defaults", timers=timers.describe(lang)), lang))

    @app_commands.command(name="language", description="The language of this server's boards, pings and game threads.")
    @app_commands.describe(language="The language to use; leave it out to see the current one")
    @app_commands.choices(language=[app_commands.Choice(name=name, value=lang) for lang, name in LANG_NAMES.items()])
    async def language(self, interaction: Interaction, language: str | None = None) -> None:
        """Show, or change, the language of this server's public words (its running games' included); each
        player's own replies stay in their Discord language."""
        guild_id = interaction.guild_id or 0
        lang = lang_of(interaction.locale)
        if language is None:
            current = await self.bot.sessions.server_language(guild_id)
            guild = interaction.guild
            spoken = current if current in LANG_NAMES else lang_of(guild.preferred_locale if guild else None)
            await reply(interaction, say(msg("admin-language-now", language=LANG_NAMES[spoken]), lang))
            return
        changed = await self.bot.sessions.set_server_language(guild_id, language)
        await reply(interaction, say(msg("admin-language-set", language=LANG_NAMES[language], games=changed), lang))

    async def _server_game(self, interaction: Interaction, game_id: int) -> Table:
        table = await self.bot.sessions.load(game_id)
        if table.record.guild_id != interaction.guild_id:
            raise Refusal(msg("hb-admin-not-this-server"))
        return table
