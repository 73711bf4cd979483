"""A game's cog: the commands every game shares, composed from parts with one job each.

Each game's cog subclasses :class:`GameCog` (an ``app_commands`` group) naming its ``kind``; its ``new``
command is made from the game's declared options (:mod:`cogs.options`), and it adds its own move commands.
The parts (see :mod:`cogs.cog_core`) hold the rest: :mod:`cogs.lobby_life`, :mod:`cogs.first_boards`,
:mod:`cogs.boards`, :mod:`cogs.private_views` and :mod:`cogs.bots`. What a game may change is a few public
hooks (``board_controls``, ``board_embed``, ``private_summary``, ``private_controls``, ``handle_step``...);
errors are raised as :class:`Refusal` and answered in one place (:mod:`cogs.errors`).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import lang_of, msg, say
from bot.names import named_text
from bot.registry import KITS
from bot.sessions import Refusal
from cogs import bots, undo
from cogs.cog_core import display_name
from cogs.history import history_controls, history_embed
from cogs.lobby_life import LobbyLife
from cogs.options import new_command
from cogs.private_views import PrivateViews
from cogs.replies import reply

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction

log = logging.getLogger(__name__)

__all__ = ["GameCog", "display_name"]


class GameCog(LobbyLife, PrivateViews, bots.BotSeats, undo.UndoCommands, commands.GroupCog):
    """Shared subcommands: new, join, leave, start, cancel, kick, board, view, history, rules, resign, replay."""

    new_description: ClassVar[str] = ""
    """The ``new`` command's description (default: "Open a <title> lobby in this channel.")."""
    new: ClassVar[app_commands.Command[Any, ..., None]]
    """``/<game> new``, made from the game's declared options when the subclass is created."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "kind" not in cls.__dict__:
            return
        if "kit" not in cls.__dict__:
            cls.kit = KITS[cls.kind]
        title = cls.kit.game.title
        description = cls.new_description or f"Open a {title} lobby in this channel."
        options, settings = cls.kit.game.traits.options, (*cls.setting_options, *bots.new_options(cls.kit))
        windows = bool(cls.kit.game.traits.windows)
        cls.new = new_command(cls.__name__, title, description, options, settings, bots.open_new, windows=windows)

    def __init__(self, bot: HauntBot) -> None:
        self.bot = bot
        super().__init__()

    async def cog_load(self) -> None:
        """Register as the cog playing ``kind``: components route to it by the kind in their ids."""
        self.bot.game_cogs[self.kind] = self

    async def cog_unload(self) -> None:
        """Stop receiving this kind's components."""
        if self.bot.game_cogs.get(self.kind) is self:
            del self.bot.game_cogs[self.kind]

    # --- shared slash commands ------------------------------------------------------

    @app_commands.command(name="join", description="Join the open lobby in this channel.")
    async def join(self, interaction: Interaction) -> None:
        """Join this channel's open lobby."""
        lobby = await self.bot.sessions.lobby_here(self.kind, interaction.channel_id or 0)
        table = await self.bot.sessions.join(lobby.id, interaction.user.id, display_name(interaction.user))
        await self.refresh_lobby(table)
        await reply(interaction, say(msg("g-joined", game=self.title, id=table.id), lang_of(interaction.locale)))

    @app_commands.command(name="leave", description="Leave the open lobby in this channel.")
    async def leave(self, interaction: Interaction) -> None:
        """Leave this channel's open lobby."""
        lobby = await self.bot.sessions.lobby_here(self.kind, interaction.channel_id or 0)
        table = await self.bot.sessions.leave(lobby.id, interaction.user.id)
        await self.refresh_lobby(table)
        await reply(interaction, say(msg("g-left", game=self.title, id=table.id), lang_of(interaction.locale)))

    @app_commands.command(name="start", description="Start the game (host only).")
    async def start(self, interaction: Interaction) -> None:
        """Start this channel's lobby."""
        lobby = await self.bot.sessions.lobby_here(self.kind, interaction.channel_id or 0)
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = await self._start(lobby.id, interaction.user.id)
        home = (await self.bot.sessions.game_record(table.id) or table.record).home_id
        await reply(interaction, say(msg("g-started", id=table.id, place=f"<#{home}>"), lang_of(interaction.locale)))

    @app_commands.command(name="cancel", description="Cancel the lobby or game here (host or Manage Server).")
    async def cancel(self, interaction: Interaction) -> None:
        """Cancel this channel's lobby, or the game played here."""
        table = await self.bot.sessions.lobby_or_game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        admin = bool(interaction.permissions and interaction.permissions.manage_guild)
        table = await self.bot.sessions.cancel(table.id, interaction.user.id, admin=admin)
        await self._retire(table)
        await reply(interaction, say(msg("g-cancelled", game=self.title, id=table.id), table.lang), ephemeral=False)

    @app_commands.command(name="kick", description="Remove a player from the lobby (host only).")
    @app_commands.describe(player="Who to remove from the lobby")
    async def kick(self, interaction: Interaction, player: discord.User) -> None:
        """Remove a player from this channel's lobby."""
        lobby = await self.bot.sessions.lobby_here(self.kind, interaction.channel_id or 0)
        table = await self.bot.sessions.kick(lobby.id, interaction.user.id, player.id)
        await self.refresh_lobby(table)
        await reply(interaction, say(msg("g-kicked", who=display_name(player)), lang_of(interaction.locale)))

    @app_commands.command(name="board", description="Post the live board again at the bottom of the game.")
    async def board(self, interaction: Interaction) -> None:
        """Re-post the live board."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        picture = await self.bot.sessions.picture(table)
        sentence = await self.bot.sessions.last_sentence(table.id)
        place = await self.post_board(
            table, None if sentence is None else named_text(sentence, table.names, table.lang), picture
        )
        if place is not None and place.id != interaction.channel_id:
            await reply(interaction, say(msg("g-board-posted-in", place=place.mention), lang_of(interaction.locale)))
        else:
            await reply(interaction, say(msg("g-board-posted-below"), lang_of(interaction.locale)))

    @app_commands.command(name="view", description="See your private view (only you can see it).")
    async def view(self, interaction: Interaction) -> None:
        """Show the caller's private view."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        await self.show_private_view(interaction, table)

    @app_commands.command(name="history", description="The game's moves so far, newest last (only you can see it).")
    @app_commands.describe(page="Which page (1 is the first moves; the default is the newest)")
    async def history(self, interaction: Interaction, page: app_commands.Range[int, 1, 9999] | None = None) -> None:
        """Show the history of the game played here (or the last one that ended here)."""
        game_id = await self.bot.sessions.log_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        await self.show_history(interaction, game_id, page)

    @app_commands.command(name="rules", description="The rules in short, with this project's rulings.")
    async def rules(self, interaction: Interaction) -> None:
        """Show the rules reminder."""
        await self.send_rules(interaction)

    @app_commands.command(name="resign", description="Leave the game you are playing here.")
    async def resign(self, interaction: Interaction) -> None:
        """Resign from the game played here."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.bot.sessions.resign(table.id, interaction.user.id, publish=self.publish)
        await reply(interaction, say(msg("g-you-left"), lang_of(interaction.locale)))

    @app_commands.command(name="replay", description="Step through a finished game's boards (only you see it).")
    @app_commands.describe(
        game="The game's number (default: the last one that finished here)",
        move="The move to start at (default 0: the first board)",
    )
    async def replay(
        self,
        interaction: Interaction,
        game: app_commands.Range[int, 1] | None = None,
        move: app_commands.Range[int, 0] | None = None,
    ) -> None:
        """Replay a finished game of this kind board by board, for the user asking (see :mod:`cogs.replay`)."""
        from cogs.replay import open_replay

        await open_replay(self, interaction, game, move)

    # --- moves, history, rules and steps ---------------------------------------------------

    async def handle_move(self, interaction: Interaction, game_id: int, action: str, version: int) -> None:
        """A move button or select was used on a board."""
        await interaction.response.defer()
        result = await self.bot.sessions.play(
            game_id, interaction.user.id, action, version=version, publish=self.publish
        )
        message = interaction.message
        if message is not None and message.flags.ephemeral:
            try:
                await self.refresh_private(interaction, result.table)
            except Exception:  # the move is saved: never answer "nothing was changed" now
                log.exception("the private view of game %s could not be redrawn", game_id)

    async def play_command(self, interaction: Interaction, action: str) -> None:
        """A move typed as a slash command in the game's thread."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        result = await self.bot.sessions.play(table.id, interaction.user.id, action, version=None, publish=self.publish)
        lang = lang_of(interaction.locale)
        await reply(interaction, say(msg("g-done", move=named_text(result.sentence, result.table.names, lang)), lang))

    async def show_history(
        self, interaction: Interaction, game_id: int, page: int | None, *, in_place: bool = False
    ) -> None:
        """A page of the game's history (None: the newest) for the user asking, sent ephemerally; with
        ``in_place`` (a page button of a history message) that message is redrawn instead."""
        lang = lang_of(interaction.locale)
        table, shown = await self.bot.sessions.history(game_id, interaction.user.id, page, lang)
        embed = history_embed(table, shown, spectator=table.reader_of(interaction.user.id) is None, lang=lang)
        controls = history_controls(table, shown, lang)
        if in_place:
            await interaction.response.edit_message(embed=embed, view=controls)
            return
        await reply(interaction, "", embed=embed, view=controls)

    async def send_rules(self, interaction: Interaction) -> None:
        """Send the rules reminder of this game, ephemerally."""
        await bots.send_rules(self, interaction)

    async def handle_step(
        self, interaction: Interaction, game_id: int, stamp: int, step: str, values: tuple[str, ...]
    ) -> None:
        """A step of this game's own controls (``cogs.components.StepButton``/``StepSelect``); games that
        draw such controls override it."""
        raise Refusal(msg("g-old-controls"))
