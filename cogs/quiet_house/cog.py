"""``/quiethouse``: Quiet House in Discord, played in silence.

Moves are public, so the statue menus sit on the board; declaring is a button
on the board that is refused privately until the presser's own tiles hold (the
engine's ``declare`` choice itself never appears in public). The paddles post
a reaction line and change nothing. With ``strict_silence`` the bot deletes
players' chat in the game's thread while the game runs. Won games feed the
server's score table (one best score per combination of rule sides).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.ext import commands

from bot.games.quiet_house import GAME, QuietHouseView
from bot.games.quiet_house.data import ADVANCED, BASIC, RANDOM
from bot.games.quiet_house.engine import DECLARE
from bot.sessions import MoveResult, Picture, Refusal, Table
from bot.storage import ACTIVE
from cogs.base import GameCog
from cogs.notices import Place
from cogs.quiet_house.controls import DYNAMIC_ITEMS, board_view, square_choices, statue_choices
from cogs.quiet_house.text import (
    NOT_READY,
    STRICT_NEEDS_PERMISSION,
    STRICT_NOTE,
    paddle_line,
    private_summary,
    random_note,
    record_line,
    score_table,
    sides_line,
    silence_reminder,
)
from cogs.replies import reply
from cogs.timer_options import timer_options, timer_settings

if TYPE_CHECKING:
    from bot.client import HauntBot

log = logging.getLogger(__name__)

SIDE_CHOICES = [
    Choice(name="basic (standard side)", value=BASIC),
    Choice(name="advanced (spider-web side)", value=ADVANCED),
    Choice(name="random (drawn when the game starts)", value=RANDOM),
]
CHAT_TYPES = (discord.MessageType.default, discord.MessageType.reply)


@app_commands.guild_only()  # played with others in a server; only a solo Purple House fits a DM
class QuietHouseCog(
    GameCog, group_name="quiethouse", group_description="Quiet House: 2–4 silent ghosts arrange five statues."
):
    """Quiet House: lobby, statue moves, declaring, paddles, strict silence and the score table."""

    kind = "quiethouse"

    # --- commands -----------------------------------------------------------------------

    @app_commands.command(name="new", description="Open a Quiet House lobby in this channel.")
    @app_commands.describe(
        rook="Side of the Rook's Movement Rule card: basic (default), advanced or random",
        candlestick="Side of the Candlestick's Movement Rule card: basic (default), advanced or random",
        monkey="Side of the Monkey's Movement Rule card: basic (default), advanced or random",
        mouse="Mouse's card: basic (default), advanced (spider-web board) or random",
        variant1="Variant 1: no paddles except to answer a declaration (+1 point on a win)",
        variant2="Variant 2: dark goal tiles name the fourth closest statue (+1 point on a win)",
        strict_silence="Delete players' chat in the game's thread while it runs (needs Manage Messages)",
    )
    @app_commands.choices(rook=SIDE_CHOICES, candlestick=SIDE_CHOICES, monkey=SIDE_CHOICES, mouse=SIDE_CHOICES)
    @timer_options
    async def new(
        self,
        interaction: discord.Interaction,
        rook: str = BASIC,
        candlestick: str = BASIC,
        monkey: str = BASIC,
        mouse: str = BASIC,
        variant1: bool = False,
        variant2: bool = False,
        strict_silence: bool = False,
        turn_time: int | None = None,
        reminders: int | None = None,
        reaction_window: int | None = None,
        on_timeout: str | None = None,
        remove_after: app_commands.Range[int, 1, 10] | None = None,
    ) -> None:
        """Open a lobby with the chosen rule sides and variants; others join with the button or `/quiethouse join`.

        A side chosen as random is drawn from the game's seed when the game starts and shown on the first board.
        """
        options: dict[str, Any] = {
            "rook": rook,
            "candlestick": candlestick,
            "monkey": monkey,
            "mouse": mouse,
            "variant1": variant1,
            "variant2": variant2,
        }

        if strict_silence and not _can_manage_messages(interaction):
            await reply(interaction, STRICT_NEEDS_PERMISSION)
            return
        settings: dict[str, Any] = {"strict_silence": True} if strict_silence else {}
        settings.update(timer_settings(turn_time, reminders, reaction_window, on_timeout, remove_after))
        notes = [note for note in (random_note(options), STRICT_NOTE if strict_silence else None) if note]
        await self.open_lobby(interaction, options, settings=settings, note="\n".join(notes) or None)

    @app_commands.command(name="move", description="Move a statue (pick the statue, then its destination).")
    @app_commands.describe(statue="A statue that may move this turn", square="Where it goes (column A–F, row 1–6)")
    async def move(self, interaction: discord.Interaction, statue: str, square: str) -> None:
        """Move one statue by its rule this turn."""
        await self.play_command(interaction, f"{statue.strip().lower()}.{square.strip().upper()}")

    @app_commands.command(name="declare", description="Declare the puzzle solved (only when your four tiles hold).")
    async def declare(self, interaction: discord.Interaction) -> None:
        """Declare the puzzle solved; every paddle answers by itself."""

        async def work() -> None:
            table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
            _check_ready(table, interaction.user.id, None)
            await interaction.response.defer(ephemeral=True, thinking=True)
            result = await self.bot.sessions.play(
                table.id, interaction.user.id, DECLARE, version=None, publish=self.publish
            )
            await reply(interaction, f"Done: {result.sentence}")

        await self._run(interaction, work)

    @app_commands.command(name="scores", description="This server's best score for each combination of rule sides.")
    async def scores(self, interaction: discord.Interaction) -> None:
        """Show the rulebook's score table with this server's best scores."""

        async def work() -> None:
            if interaction.guild_id is None:
                raise Refusal("Best scores are kept per server; use this command in a server's channel.")
            best = await self.bot.sessions.best_scores(interaction.guild_id, self.kind)
            await reply(interaction, score_table(best), ephemeral=False)

        await self._run(interaction, work)

    @move.autocomplete("statue")
    async def _statue_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        table, seat = await self._my_turn(interaction)
        return _filtered(statue_choices(table, seat) if table and seat is not None else {}, current)

    @move.autocomplete("square")
    async def _square_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        table, seat = await self._my_turn(interaction)
        statue = str(interaction.namespace.statue or "").strip().lower()
        return _filtered(square_choices(table, seat, statue) if table and seat is not None else {}, current)

    async def _my_turn(self, interaction: discord.Interaction) -> tuple[Table | None, int | None]:
        """The game played here and the caller's seat, when it is the caller's turn."""
        try:
            table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        except Refusal:
            return None, None
        seat = table.seat_of(interaction.user.id)
        if seat is None or table.state is None or seat not in table.to_act():
            return table, None
        return table, seat

    # --- board controls -------------------------------------------------------------------

    async def handle_declare(self, interaction: discord.Interaction, game_id: int, version: int) -> None:
        """The Declare solved button: refused privately unless the presser's four tiles hold."""

        async def work() -> None:
            table = await self.bot.sessions.load(game_id)
            _check_ready(table, interaction.user.id, version)
            await interaction.response.defer()
            await self.bot.sessions.play(game_id, interaction.user.id, DECLARE, version=version, publish=self.publish)

        await self._run(interaction, work)

    async def handle_paddle(self, interaction: discord.Interaction, game_id: int, side: str) -> None:
        """A paddle button: post the reaction line in the thread; nothing in the game changes."""

        async def work() -> None:
            table = await self.bot.sessions.load(game_id)
            if table.record.status != ACTIVE or table.state is None:
                raise Refusal("This game is not running, so there is no paddle to raise.")
            seat = table.seat_of(interaction.user.id)
            if seat is None:
                raise Refusal("Only the players raise paddles; you are watching this game, so enjoy the silence.")
            if not GAME.paddles_allowed(table.state):
                raise Refusal(
                    "Variant 1 is on: paddles are raised only to answer a declaration, and that happens by itself."
                )
            await interaction.response.send_message(
                paddle_line(table.names[seat], side), allowed_mentions=discord.AllowedMentions.none()
            )

        await self._run(interaction, work)

    # --- boards ----------------------------------------------------------------------------

    async def show(self, result: MoveResult) -> None:
        """Show the new board (see ``show_board``); a win that set the server's record (kept by the save) says so."""
        sentence = result.sentence
        if result.best is not None and result.best.new:
            sentence += f"\n{record_line(result.best.score, result.best.rules_key)}"
        await self.show_board(result, sentence)

    async def first_board(self, table: Table, picture: Picture | None, sentence: str = "") -> None:
        """The first board also says which side each Movement Rule card shows, and which sides were drawn."""
        if table.state is not None:
            sides = sides_line(GAME.view(table.state, None))
            sentence = f"{sides}\n\n{sentence}" if sentence else sides
        await super().first_board(table, picture, sentence)

    async def before_board(self, place: Place, table: Table) -> None:
        """Before the first board, remind everyone of the silence rule."""
        if table.record.board_message_id is None and table.state is not None:
            reminder = silence_reminder(paddles=GAME.paddles_allowed(table.state), strict=self._is_strict(table))
            await place.send(reminder)

    def board_controls(self, table: Table) -> discord.ui.View:
        """Paddles, declaration and move controls, My view and Rules."""
        return board_view(table)

    def private_summary(self, view: QuietHouseView, names: Sequence[str]) -> str:
        """The seat's four goal tiles, whether each holds, and whether it may declare."""
        return private_summary(view)

    # --- strict silence ------------------------------------------------------------------------

    @staticmethod
    def _is_strict(table: Table) -> bool:
        """Whether the game was opened with strict silence."""
        return bool(table.record.settings.get("strict_silence"))

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Under strict silence, delete chat from seated players in the game's thread while it runs."""
        if message.guild is None or message.author.bot or message.type not in CHAT_TYPES:
            return
        try:
            table = await self.bot.sessions.game_here(self.kind, message.channel.id, message.author.id)
        except Refusal:
            return
        try:
            if table.record.home_id != message.channel.id or table.seat_of(message.author.id) is None:
                return
            if not self._is_strict(table):
                return
            await message.delete()
        except discord.HTTPException:
            log.info("could not delete a chat message in silent game %s", table.id, exc_info=True)
        except Exception:
            log.exception("strict silence failed in game %s", table.id)


def _check_ready(table: Table, user_id: int, version: int | None) -> None:
    """Refuse a declaration from the seat on turn whose tiles do not hold (other refusals come from the pipeline)."""
    seat = table.seat_of(user_id)
    if seat is None or table.state is None or table.record.status != ACTIVE or seat not in table.to_act():
        return
    if version is not None and version != table.record.version:
        return
    if DECLARE not in GAME.legal_actions(table.state, seat):
        raise Refusal(NOT_READY)


def _can_manage_messages(interaction: discord.Interaction) -> bool:
    """Whether the bot may delete other people's messages where the command was used."""
    channel, guild = interaction.channel, interaction.guild
    if guild is None or not isinstance(channel, discord.abc.GuildChannel | discord.Thread):
        return False
    return channel.permissions_for(guild.me).manage_messages


def _filtered(options: dict[str, str], current: str) -> list[Choice[str]]:
    needle = current.strip().lower()
    return [
        Choice(name=label[:100], value=value)
        for value, label in options.items()
        if needle in label.lower() or needle == value.lower()
    ][:25]


async def setup(bot: HauntBot) -> None:
    """Load the cog and its board buttons (discord.py extension entry point)."""
    await bot.add_cog(QuietHouseCog(bot))
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
