"""``/hauntbot``: your games everywhere, this server's open lobbies, your settings, and server admin."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.deadlines import TIMER_KEYS, BadTimers, Timers
from bot.sessions import Refusal, Table
from bot.storage import ACTIVE, LOBBY, GameRecord, SeatedGame
from cogs import notices
from cogs.components import LobbyButton
from cogs.prefs import PrefToggle, my_prefs, settings_text, settings_view
from cogs.replies import reply
from cogs.timer_options import timer_options, timer_settings

if TYPE_CHECKING:
    from bot.client import HauntBot

log = logging.getLogger(__name__)

MAX_LINES = 25
OOPS = "Something went wrong on our side and nothing was changed; please try again."


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

    async def _run(self, interaction: discord.Interaction, work: Callable[[], Awaitable[None]]) -> None:
        try:
            await work()
        except Refusal as exc:
            await reply(interaction, str(exc))
        except Exception:
            log.exception("handling /hauntbot %s failed", interaction.data)
            await reply(interaction, OOPS)

    def _title(self, record: GameRecord) -> str:
        kit = self.bot.sessions.kits.get(record.kind)
        return f"{kit.game.title if kit else record.kind} #{record.id}"

    # --- everyone ---------------------------------------------------------------------

    @app_commands.command(name="games", description="Your running games in every server, whose turn it is and links.")
    async def games(self, interaction: discord.Interaction) -> None:
        """List the caller's active games, the most urgent first (only the caller sees it)."""

        async def work() -> None:
            mine = await self.bot.store.user_games(interaction.user.id)
            if not mine:
                await reply(interaction, "You are not playing any game right now; open one with a game's `new`.")
                return
            lines = [self._game_line(g) for g in mine[:MAX_LINES]]
            more = f"\n…and {len(mine) - MAX_LINES} more." if len(mine) > MAX_LINES else ""
            await reply(interaction, "**Your games**\n" + "\n".join(lines) + more)

        await self._run(interaction, work)

    def _game_line(self, game: SeatedGame) -> str:
        rec = game.record
        guild = self.bot.get_guild(rec.guild_id) if rec.guild_id else None
        where = f" in {guild.name}" if guild else ""
        if game.duty is not None:
            status = f"**your turn** — deadline {_when(game.duty.due_at)}"
        else:
            status = f"waiting for {game.waiting_on} other player" + ("s" if game.waiting_on != 1 else "")
        paused = " ⏸️ paused" if rec.paused else ""
        return f"• **{self._title(rec)}**{where}: {status}{paused} · {_link(rec)}"

    @app_commands.command(name="lobbies", description="Open lobbies in this server, with Join buttons.")
    @app_commands.guild_only()
    async def lobbies(self, interaction: discord.Interaction) -> None:
        """List this server's open lobbies with a Join button each (only the caller sees it)."""

        async def work() -> None:
            found = await self.bot.store.guild_games(interaction.guild_id or 0, (LOBBY,))
            if not found:
                await reply(interaction, "No lobby is open in this server; open one with a game's `new` command.")
                return
            view = discord.ui.View(timeout=None)
            lines = []
            for rec in found[:MAX_LINES]:
                seats = await self.bot.store.seats(rec.id)
                lines.append(f"• **{self._title(rec)}** in <#{rec.channel_id}>, host <@{rec.host_id}>: {len(seats)} in")
                view.add_item(LobbyButton(rec.id, "enter", label=f"Join {self._title(rec)}"[:80]))
            await reply(interaction, "**Open lobbies**\n" + "\n".join(lines), view=view)

        await self._run(interaction, work)

    @app_commands.command(name="settings", description="Your settings: DMs and automatic answers (for every server).")
    async def settings(self, interaction: discord.Interaction) -> None:
        """Show the caller's settings with a toggle button each (only the caller sees it)."""

        async def work() -> None:
            mine = await my_prefs(self.bot, interaction.user.id)
            await reply(interaction, settings_text(self.bot, mine), view=settings_view(self.bot, mine))

        await self._run(interaction, work)

    # --- server managers ---------------------------------------------------------------

    @admin.command(name="games", description="Every open lobby and running game of this server.")
    @app_commands.checks.has_permissions(manage_guild=True)
    async def admin_games(self, interaction: discord.Interaction) -> None:
        """List this server's lobbies and games with who they wait for."""

        async def work() -> None:
            found = await self.bot.store.guild_games(interaction.guild_id or 0, (LOBBY, ACTIVE))
            if not found:
                await reply(interaction, "This server has no open lobby or running game.")
                return
            lines = []
            for rec in found[:MAX_LINES]:
                if rec.status == LOBBY:
                    lines.append(f"• **{self._title(rec)}** lobby in <#{rec.channel_id}>, host <@{rec.host_id}>")
                    continue
                table = await self.bot.sessions.load(rec.id)
                waiting = ", ".join(f"<@{table.user_of(s)}>" for s in sorted(table.duties())) or "nobody"
                deadline = _when(_deadline(table))
                paused = f" ⏸️ paused: {rec.paused}" if rec.paused else ""
                lines.append(
                    f"• **{self._title(rec)}** {_link(rec)}: waiting for {waiting}, deadline {deadline}{paused}"
                )
            more = f"\n…and {len(found) - MAX_LINES} more." if len(found) > MAX_LINES else ""
            await reply(interaction, "**This server's games**\n" + "\n".join(lines) + more)

        await self._run(interaction, work)

    @admin.command(name="end", description="End a lobby or game of this server (its state is kept, marked cancelled).")
    @app_commands.checks.has_permissions(manage_guild=True)
    @app_commands.describe(game="The game number (see /hauntbot admin games)")
    async def admin_end(self, interaction: discord.Interaction, game: int) -> None:
        """Cancel one of this server's lobbies or games."""

        async def work() -> None:
            table = await self._server_game(interaction, game)
            cog = notices.game_cog(self.bot, table.record.kind)
            table = await self.bot.sessions.cancel(table.id, interaction.user.id, admin=True)
            await cog.ended_by_admin(table)
            await reply(interaction, f"{self._title(table.record)} was ended.")

        await self._run(interaction, work)

    @admin.command(name="move", description="Move a running game's board to another channel.")
    @app_commands.checks.has_permissions(manage_guild=True)
    @app_commands.describe(game="The game number (see /hauntbot admin games)", channel="Where to play it from now on")
    async def admin_move(self, interaction: discord.Interaction, game: int, channel: discord.TextChannel) -> None:
        """Play a game in another channel from now on (also un-pauses a paused game)."""

        async def work() -> None:
            table = await self._server_game(interaction, game)
            if table.record.status != ACTIVE:
                raise Refusal("Only a running game can be moved; lobbies stay where they were opened.")
            await interaction.response.defer(ephemeral=True, thinking=True)
            table = await self.bot.sessions.move_home(table.id, channel.id)
            cog = notices.game_cog(self.bot, table.record.kind)
            picture = await self.bot.sessions.render(table)
            await cog.post_board(table, "A server manager moved this game here.", picture)
            await reply(interaction, f"{self._title(table.record)} is now played in {channel.mention}.")

        await self._run(interaction, work)

    @admin.command(name="defaults", description="This server's default deadlines for new games.")
    @app_commands.checks.has_permissions(manage_guild=True)
    @timer_options
    async def admin_defaults(
        self,
        interaction: discord.Interaction,
        turn_time: int | None = None,
        reminders: int | None = None,
        reaction_window: int | None = None,
        on_timeout: str | None = None,
        remove_after: app_commands.Range[int, 1, 10] | None = None,
    ) -> None:
        """Show, or change, the deadlines new games of this server get when their host does not choose."""

        async def work() -> None:
            guild_id = interaction.guild_id or 0
            current = await self.bot.store.guild_defaults(guild_id)
            changes = timer_settings(turn_time, reminders, reaction_window, on_timeout, remove_after)
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

        await self._run(interaction, work)

    async def _server_game(self, interaction: discord.Interaction, game_id: int) -> Table:
        table = await self.bot.sessions.load(game_id)
        if table.record.guild_id != interaction.guild_id:
            raise Refusal("That game is not one of this server's; see `/hauntbot admin games` for the list.")
        return table


def _deadline(table: Table) -> datetime | None:
    dues = [d.due_at for d in table.duties().values() if d.due_at is not None]
    return min(dues) if dues else None


async def setup(bot: HauntBot) -> None:
    """Load the cog and its settings toggles (discord.py extension entry point)."""
    bot.add_dynamic_items(PrefToggle)
    await bot.add_cog(HauntbotCog(bot))
