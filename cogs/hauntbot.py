"""``/hauntbot``: your games everywhere, this server's open lobbies, records and leaderboards, your settings,
and server admin."""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.deadlines import TIMER_KEYS, BadTimers, Timers
from bot.games.base import cut
from bot.sessions import Refusal, Table
from bot.storage import ACTIVE, LOBBY, GameRecord, SeatedGame
from cogs import notices, players
from cogs import stats as records
from cogs.components import LobbyButton
from cogs.errors import NO_PERMISSION
from cogs.options import with_deadline_options
from cogs.pages import Entry, Listing, page_message
from cogs.prefs import my_prefs, settings_text, settings_view
from cogs.replies import MAX_CONTENT, reply

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction

log = logging.getLogger(__name__)

EMPTY = {
    "games": "You are not playing any game right now; open one with a game's `new`.",
    "lobbies": "No lobby is open in this server; open one with a game's `new` command.",
    "admin": "This server has no open lobby or running game.",
}


def _when(when: datetime | None) -> str:
    return f"<t:{int(when.timestamp())}:R>" if when is not None else "none"


def _link(record: GameRecord) -> str:
    if record.board_message_id:
        guild = record.guild_id or "@me"
        return f"[board](https://discord.com/channels/{guild}/{record.home_id}/{record.board_message_id})"
    return f"<#{record.home_id}>"


class HauntbotCog(commands.GroupCog, group_name="hauntbot", group_description="Your games, lobbies and settings."):
    """Finding games across servers, personal settings, and the server managers' tools."""

    admin = app_commands.Group(
        name="admin",
        description="This server's games and default deadlines (Manage Server).",
        default_permissions=discord.Permissions(manage_guild=True),
        guild_only=True,
    )

    def __init__(self, bot: HauntBot) -> None:
        self.bot = bot
        super().__init__()

    def _title(self, record: GameRecord) -> str:
        kit = self.bot.sessions.kits.get(record.kind)
        return f"{kit.game.title if kit else record.kind} #{record.id}"

    # --- lists shown page by page -------------------------------------------------------

    async def show_list(self, interaction: Interaction, kind: str, page: int = 0) -> None:
        """Answer with one page of a list, ephemerally; a page button redraws its own message instead."""
        if kind == "admin" and not (interaction.permissions and interaction.permissions.manage_guild):
            raise Refusal(NO_PERMISSION)
        listing = await self._listing(interaction, kind)
        content, view = page_message(listing, page, interaction.user.id) if listing.entries else (EMPTY[kind], None)
        content = cut(content, MAX_CONTENT)
        if interaction.type is discord.InteractionType.component:
            await interaction.response.edit_message(content=content, view=view)
        else:
            await reply(interaction, content, view=view)

    async def _listing(self, interaction: Interaction, kind: str) -> Listing:
        """The whole list ``kind`` for this interaction's user or server, read from the database."""
        if kind == "games":
            mine = await self.bot.store.user_games(interaction.user.id)
            return Listing(kind, "**Your games**", [Entry(await self._game_line(g)) for g in mine])
        if kind == "lobbies":
            found = await self.bot.store.guild_games(interaction.guild_id or 0, (LOBBY,))
            return Listing(kind, "**Open lobbies**", [await self._lobby_entry(rec) for rec in found])
        found = await self.bot.store.guild_games(interaction.guild_id or 0, (LOBBY, ACTIVE))
        return Listing(kind, "**This server's games**", [Entry(await self._admin_line(rec)) for rec in found])

    # --- everyone ---------------------------------------------------------------------

    @app_commands.command(name="games", description="Your running games in every server, whose turn it is and links.")
    async def games(self, interaction: Interaction) -> None:
        """List the caller's active games, the most urgent first, page by page (only the caller sees it)."""
        await self.show_list(interaction, "games")

    async def _game_line(self, game: SeatedGame) -> str:
        rec = game.record
        guild = self.bot.get_guild(rec.guild_id) if rec.guild_id else None
        where = f" in {guild.name}" if guild else ""
        seats = await self.bot.store.seats(rec.id)
        held = next((s for s in seats if s.seat == game.seat), None)
        where += players.with_bots_note(seats)
        if held is not None and held.stand_in is not None:
            status = players.own_seat_note(held)
        elif game.duty is not None:
            status = f"**your turn** — deadline {_when(game.duty.due_at)}"
        else:
            status = f"waiting for {game.waiting_on} other player" + ("s" if game.waiting_on != 1 else "")
        paused = " ⏸️ paused" if rec.paused else ""
        return f"• **{self._title(rec)}**{where}: {status}{paused} · {_link(rec)}"

    @app_commands.command(name="lobbies", description="Open lobbies in this server, with Join buttons.")
    @app_commands.guild_only()
    async def lobbies(self, interaction: Interaction) -> None:
        """List this server's open lobbies with a Join button each, page by page (only the caller sees it)."""
        await self.show_list(interaction, "lobbies")

    async def _lobby_entry(self, rec: GameRecord) -> Entry:
        seats = await self.bot.store.seats(rec.id)
        bots = players.with_bots_note(seats)
        line = f"• **{self._title(rec)}** in <#{rec.channel_id}>, host <@{rec.host_id}>: {len(seats)} in{bots}"
        return Entry(line, LobbyButton(rec.kind, rec.id, "enter", label=f"Join {self._title(rec)}"[:80]))

    @app_commands.command(name="settings", description="Your settings: DMs and automatic answers (for every server).")
    async def settings(self, interaction: Interaction) -> None:
        """Show the caller's settings with a toggle button each (only the caller sees it)."""
        mine = await my_prefs(self.bot, interaction.user.id)
        await reply(interaction, settings_text(self.bot, mine), view=settings_view(self.bot, mine))

    # --- records -------------------------------------------------------------------------

    @app_commands.command(name="stats", description="A player's record: games played, won and lost, best scores.")
    @app_commands.describe(player="Whose record (default: yours)", game="Only this game (default: every game)")
    @app_commands.choices(game=records.GAME_CHOICES)
    async def stats(
        self, interaction: Interaction, player: discord.User | None = None, game: str | None = None
    ) -> None:
        """Show a player's record per game with a chart of their recent results (only the caller sees it).

        Your own record counts every server and DM; another player's, asked in a server, only that
        server's games (and in a DM only your own can be asked for).
        """
        who = player or interaction.user
        if who.bot:
            raise Refusal(records.BOTS_DO_NOT_PLAY)
        mine = who.id == interaction.user.id
        if not mine and interaction.guild_id is None:
            raise Refusal(records.IN_A_DM_ONLY_YOURS)
        if game is not None and game not in self.bot.kits:
            raise Refusal(records.unknown_game(game))
        guild_id = None if mine else interaction.guild_id
        store = self.bot.store
        tallies = await store.player_record(who.id, kind=game, guild_id=guild_id)
        with_bots = await store.player_record(who.id, kind=game, guild_id=guild_id, with_bots=True)
        everywhere = guild_id is None
        text = records.stats_text(who.mention, tallies, self.bot.kits, everywhere=everywhere, with_bots=with_bots)
        recent = await store.recent_results(who.id, kind=game, guild_id=guild_id)
        extra: dict[str, Any] = {"allowed_mentions": discord.AllowedMentions.none()}
        if recent:
            title = records.chart_title(who.display_name, game, self.bot.kits, everywhere=guild_id is None)
            extra["file"] = await asyncio.to_thread(records.chart_file, recent, title)
        await reply(interaction, text, **extra)

    @app_commands.command(name="leaderboard", description="This server's best players of a game, and its best scores.")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=records.GAME_CHOICES)
    async def leaderboard(self, interaction: Interaction, game: str) -> None:
        """Post this server's leaderboard of one game in the channel, with the game's best scores if it keeps
        them (refused in a DM: leaderboards are per server). Nobody is pinged."""
        if interaction.guild_id is None:
            raise Refusal(records.LEADERBOARD_NEEDS_A_SERVER)
        if game not in self.bot.kits:
            raise Refusal(records.unknown_game(game))
        store = self.bot.store
        rows = await store.leaderboard(interaction.guild_id, game, also=interaction.user.id)
        with_bots = await store.leaderboard(interaction.guild_id, game, also=interaction.user.id, with_bots=True)
        best = (
            await store.best_scores(interaction.guild_id, game) if self.bot.kits[game].game.traits.best_scores else None
        )
        caller = interaction.user.id
        text = records.leaderboard_text(game, rows, self.bot.kits, caller=caller, best=best, with_bots=with_bots)
        await reply(interaction, text, ephemeral=False, allowed_mentions=discord.AllowedMentions.none())

    # --- server managers ---------------------------------------------------------------

    @admin.command(name="games", description="Every open lobby and running game of this server.")
    @app_commands.checks.has_permissions(manage_guild=True)
    async def admin_games(self, interaction: Interaction) -> None:
        """List this server's lobbies and games with who they wait for, page by page."""
        await self.show_list(interaction, "admin")

    async def _admin_line(self, rec: GameRecord) -> str:
        if rec.status == LOBBY:
            return f"• **{self._title(rec)}** lobby in <#{rec.channel_id}>, host <@{rec.host_id}>"
        table = await self.bot.sessions.load(rec.id)
        waiting = ", ".join(players.mention(table, s) for s in sorted(table.duties())) or "nobody"
        deadline = _when(_deadline(table))
        paused = f" ⏸️ paused: {rec.paused}" if rec.paused else ""
        return f"• **{self._title(rec)}** {_link(rec)}: waiting for {waiting}, deadline {deadline}{paused}"

    @admin.command(name="end", description="End a lobby or game of this server (its state is kept, marked cancelled).")
    @app_commands.checks.has_permissions(manage_guild=True)
    @app_commands.describe(game="The game number (see /hauntbot admin games)")
    async def admin_end(self, interaction: Interaction, game: int) -> None:
        """Cancel one of this server's lobbies or games."""
        table = await self._server_game(interaction, game)
        cog = notices.game_cog(self.bot, table.record.kind)
        table = await self.bot.sessions.cancel(table.id, interaction.user.id, admin=True)
        await cog.ended_by_admin(table)
        await reply(interaction, f"{self._title(table.record)} was ended.")

    @admin.command(name="move", description="Move a running game's board to another channel.")
    @app_commands.checks.has_permissions(manage_guild=True)
    @app_commands.describe(game="The game number (see /hauntbot admin games)", channel="Where to play it from now on")
    async def admin_move(self, interaction: Interaction, game: int, channel: discord.TextChannel) -> None:
        """Play a game in another channel from now on (also un-pauses a paused game)."""
        table = await self._server_game(interaction, game)
        if table.record.status != ACTIVE:
            raise Refusal("Only a running game can be moved; lobbies stay where they were opened.")
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = await self.bot.sessions.move_home(table.id, channel.id)
        cog = notices.game_cog(self.bot, table.record.kind)
        picture = await self.bot.sessions.render(table)
        await cog.post_board(table, "A server manager moved this game here.", picture)
        await reply(interaction, f"{self._title(table.record)} is now played in {channel.mention}.")

    @admin.command(name="defaults", description="This server's default deadlines for new games.")
    @app_commands.checks.has_permissions(manage_guild=True)
    @with_deadline_options
    async def admin_defaults(self, interaction: Interaction, *, deadlines: dict[str, Any]) -> None:
        """Show, or change, the deadlines new games of this server get when their host does not choose."""
        guild_id = interaction.guild_id or 0
        current = await self.bot.store.guild_defaults(guild_id)
        changes = deadlines
        merged = {**current, **changes}
        try:
            timers = Timers.from_settings(merged)
        except BadTimers as exc:
            raise Refusal(f"{exc} The defaults were not changed.") from exc
        if changes:
            await self.bot.store.set_guild_defaults(guild_id, {k: v for k, v in merged.items() if k in TIMER_KEYS})
            await reply(interaction, f"New games here now default to: {timers.describe()}.")
            return
        await reply(interaction, f"New games here default to: {timers.describe()}.")

    async def _server_game(self, interaction: Interaction, game_id: int) -> Table:
        table = await self.bot.sessions.load(game_id)
        if table.record.guild_id != interaction.guild_id:
            raise Refusal("That game is not one of this server's; see `/hauntbot admin games` for the list.")
        return table


def _deadline(table: Table) -> datetime | None:
    dues = [d.due_at for d in table.duties().values() if d.due_at is not None]
    return min(dues) if dues else None


async def setup(bot: HauntBot) -> None:
    """Load the cog, its settings toggles and its list pages (discord.py extension entry point)."""
    await bot.add_cog(HauntbotCog(bot))
