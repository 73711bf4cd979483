"""``/hauntbot``: your games everywhere, this server's open lobbies, records and leaderboards, your settings and
help; the lists shown page by page, the server managers' list of games included (``/hauntbot-admin`` is
:mod:`cogs.admin`)."""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.deadlines import AWAY_MAX_DAYS
from bot.games.base import cut
from bot.i18n import LANGS, Msg, lang_of, msg, say
from bot.sessions import Refusal, Table
from bot.storage import ACTIVE, LOBBY, GameRecord, SeatedGame
from bot.storage.play import paused_reason
from cogs import players
from cogs import stats as records
from cogs.away import come_back, go_away
from cogs.components import LobbyButton
from cogs.errors import permission_refusal
from cogs.pages import Entry, Listing, page_message
from cogs.prefs import my_prefs, settings_text, settings_view
from cogs.replies import MAX_CONTENT, reply

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction

log = logging.getLogger(__name__)

EMPTY = {
    "games": msg("hb-empty-games"),
    "lobbies": msg("hb-empty-lobbies"),
    "admin": msg("hb-empty-admin"),
}
"""What each list says when it has nothing to list."""
TITLES = {
    "games": msg("hb-list-games"),
    "lobbies": msg("hb-list-lobbies"),
    "admin": msg("hb-list-admin"),
}
"""Each list's title line."""


def _when(when: datetime | None) -> Msg | str:
    return f"<t:{int(when.timestamp())}:R>" if when is not None else msg("hb-no-deadline")


def _link(record: GameRecord) -> Msg | str:
    if record.board_message_id:
        guild = record.guild_id or "@me"
        url = f"https://discord.com/channels/{guild}/{record.home_id}/{record.board_message_id}"
        return msg("hb-board-link", url=url)
    return f"<#{record.home_id}>"


class HauntbotCog(commands.GroupCog, group_name="hauntbot", group_description="Your games, lobbies and settings."):
    """Finding games across servers, records, personal settings and help."""

    def __init__(self, bot: HauntBot) -> None:
        self.bot = bot
        super().__init__()

    def _title(self, record: GameRecord) -> Msg:
        kit = self.bot.sessions.kits.get(record.kind)
        return msg("hb-game", game=kit.game.title if kit else record.kind, id=record.id)

    async def _server_lang(self, interaction: Interaction) -> str:
        """The language of this server's public words: its setting, else its preferred locale's."""
        found = await self.bot.sessions.server_language(interaction.guild_id or 0)
        if found in LANGS:
            return str(found)
        return lang_of(interaction.guild.preferred_locale if interaction.guild else interaction.locale)

    # --- lists shown page by page -------------------------------------------------------

    async def show_list(self, interaction: Interaction, kind: str, page: int = 0) -> None:
        """Answer with one page of a list, ephemerally; a page button redraws its own message instead (only for
        the user it was shown to). Discord decides who may open the server managers' list; turning its pages
        asks for Manage Server again, so a manager who lost it cannot read on."""
        if kind == "admin" and interaction.type is discord.InteractionType.component and not manages(interaction):
            raise Refusal(permission_refusal(app_commands.MissingPermissions(["manage_guild"])))
        lang = lang_of(interaction.locale)
        listing = await self._listing(interaction, kind, lang)
        if listing.entries:
            content, view = page_message(listing, page, interaction.user.id, lang)
        else:
            content, view = say(EMPTY[kind], lang), None
        content = cut(content, MAX_CONTENT)
        if interaction.type is discord.InteractionType.component:
            await interaction.response.edit_message(content=content, view=view)
        else:
            await reply(interaction, content, view=view)

    async def _listing(self, interaction: Interaction, kind: str, lang: str) -> Listing:
        """The whole list ``kind`` for this interaction's user or server, read from the database, in ``lang``."""
        title = say(TITLES[kind], lang)
        if kind == "games":
            mine = await self.bot.sessions.games_of(interaction.user.id)
            return Listing(kind, title, [Entry(await self._game_line(g, lang)) for g in mine])
        if kind == "lobbies":
            found = await self.bot.sessions.server_games(interaction.guild_id or 0, (LOBBY,))
            return Listing(kind, title, [await self._lobby_entry(rec, lang) for rec in found])
        found = await self.bot.sessions.server_games(interaction.guild_id or 0, (LOBBY, ACTIVE))
        return Listing(kind, title, [Entry(say(await self._admin_line(rec), lang)) for rec in found])

    # --- everyone ---------------------------------------------------------------------

    @app_commands.command(name="games", description="Your running games in every server, whose turn it is and links.")
    async def games(self, interaction: Interaction) -> None:
        """List the caller's active games, the most urgent first, page by page (only the caller sees it)."""
        await self.show_list(interaction, "games")

    async def _game_line(self, game: SeatedGame, lang: str) -> str:
        rec = game.record
        guild = self.bot.get_guild(rec.guild_id) if rec.guild_id else None
        seats = await self.bot.sessions.seats_of(rec.id)
        held = next((s for s in seats if s.seat == game.seat), None)
        status: Msg | str
        if held is not None and held.stand_in is not None:
            status = players.own_seat_note(held, lang)
        elif game.duty is not None:
            status = msg("hb-your-turn", deadline=_when(game.duty.due_at))
        else:
            status = msg("hb-waiting-for-others", others=game.waiting_on)
        line = msg(
            "hb-game-line",
            game=self._title(rec),
            where=msg("hb-in-server", server=guild.name) if guild else "",
            bots=players.with_bots_note(seats, lang),
            status=status,
            paused=msg("hb-paused") if rec.paused else "",
            link=_link(rec),
        )
        return say(line, lang)

    @app_commands.command(name="lobbies", description="Open lobbies in this server, with Join buttons.")
    @app_commands.guild_only()
    async def lobbies(self, interaction: Interaction) -> None:
        """List this server's open lobbies with a Join button each, page by page (only the caller sees it)."""
        await self.show_list(interaction, "lobbies")

    async def _lobby_entry(self, rec: GameRecord, lang: str) -> Entry:
        seats = await self.bot.sessions.seats_of(rec.id)
        line = msg(
            "hb-lobby-line",
            game=self._title(rec),
            channel=f"<#{rec.channel_id}>",
            host=f"<@{rec.host_id}>",
            count=len(seats),
            bots=players.with_bots_note(seats, lang),
        )
        label = say(msg("hb-lobby-join", game=self._title(rec)), lang)[:80]
        return Entry(say(line, lang), LobbyButton(rec.kind, rec.id, "enter", label=label))

    @app_commands.command(name="settings", description="Your settings: DMs and automatic answers (for every server).")
    async def settings(self, interaction: Interaction) -> None:
        """Show the caller's settings with a toggle button each (only the caller sees it)."""
        mine = await my_prefs(self.bot, interaction.user.id)
        lang = lang_of(interaction.locale)
        await reply(interaction, settings_text(self.bot, mine, lang), view=settings_view(self.bot, mine, lang))

    @app_commands.command(
        name="help", description="The games, how to start one, where the controls are, and every command."
    )
    async def help(self, interaction: Interaction) -> None:
        """Show the help in the caller's language: the games, how to play, and the commands (only they see it)."""
        from cogs.help import send_help

        await send_help(self.bot, interaction)

    @app_commands.command(
        name="away", description="Away for a few days: your turns wait, or a bot plays where a table chose it."
    )
    @app_commands.describe(days="How many days, 1 to 14 (at most 14 at a time; run it again to change the end)")
    async def away(self, interaction: Interaction, days: app_commands.Range[int, 1, AWAY_MAX_DAYS]) -> None:
        """The caller is away in every game they play, in every server, until the end said (only they see it)."""
        await go_away(self.bot, interaction, days)

    @app_commands.command(name="back", description="Back before the end of your away: your deadlines run again now.")
    async def back(self, interaction: Interaction) -> None:
        """End the caller's away now, in every game (only they see the answer)."""
        await come_back(self.bot, interaction)

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
        sessions = self.bot.sessions
        lang = lang_of(interaction.locale)
        tallies = await sessions.player_record(who.id, kind=game, guild_id=guild_id)
        with_bots = await sessions.player_record(who.id, kind=game, guild_id=guild_id, with_bots=True)
        everywhere = guild_id is None
        text = records.stats_text(who.mention, tallies, self.bot.kits, lang, everywhere=everywhere, with_bots=with_bots)
        recent = await sessions.recent_results(who.id, kind=game, guild_id=guild_id)
        extra: dict[str, Any] = {"allowed_mentions": discord.AllowedMentions.none()}
        if recent:
            title = records.chart_title(who.display_name, game, self.bot.kits, lang, everywhere=everywhere)
            extra["file"] = await asyncio.to_thread(records.chart_file, recent, title, lang)
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
        sessions = self.bot.sessions
        rows = await sessions.leaderboard(interaction.guild_id, game, also=interaction.user.id)
        with_bots = await sessions.leaderboard(interaction.guild_id, game, also=interaction.user.id, with_bots=True)
        best = (
            await sessions.best_scores(interaction.guild_id, game)
            if self.bot.kits[game].game.traits.best_scores
            else None
        )
        caller = interaction.user.id
        lang = await self._server_lang(interaction)
        text = records.leaderboard_text(game, rows, self.bot.kits, lang, caller=caller, best=best, with_bots=with_bots)
        await reply(interaction, text, ephemeral=False, allowed_mentions=discord.AllowedMentions.none())

    # --- server managers' list (the commands are cogs.admin's) -------------------------------------

    async def _admin_line(self, rec: GameRecord) -> Msg:
        if rec.status == LOBBY:
            channel, host = f"<#{rec.channel_id}>", f"<@{rec.host_id}>"
            return msg("hb-admin-lobby-line", game=self._title(rec), channel=channel, host=host)
        table = await self.bot.sessions.load(rec.id)
        waiting = ", ".join(players.mention(table, s) for s in sorted(table.duties()))
        return msg(
            "hb-admin-game-line",
            game=self._title(rec),
            link=_link(rec),
            waiting=waiting or msg("hb-admin-nobody"),
            deadline=_when(_deadline(table)),
            paused=msg("hb-paused-why", why=paused_reason(rec.paused)) if rec.paused else "",
        )


def manages(interaction: Interaction) -> bool:
    """Whether the user has Manage Server where they clicked."""
    return bool(interaction.permissions and interaction.permissions.manage_guild)


def _deadline(table: Table) -> datetime | None:
    dues = [d.due_at for d in table.duties().values() if d.due_at is not None]
    return min(dues) if dues else None


async def setup(bot: HauntBot) -> None:
    """Load ``/hauntbot`` and ``/hauntbot-admin`` (discord.py extension entry point)."""
    from cogs.admin import AdminCog

    lists = HauntbotCog(bot)
    await bot.add_cog(lists)
    await bot.add_cog(AdminCog(bot, lists))
