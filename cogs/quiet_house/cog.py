"""``/quiethouse``: Quiet House in Discord, played in silence.

Moves are public, so the statue menus sit on the board; declaring is a button on the
board that the rules refuse privately until the presser's own tiles hold (the engine's
``declare`` choice itself never appears in public). The paddles post a reaction line and
change nothing. With the ``strict_silence`` table setting the bot deletes players' chat in
the game's thread while the game runs. Won games feed the server's score table (one best
score per combination of rule sides).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, runtime_checkable

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.ext import commands

from bot.games.base import Option, cut_words
from bot.i18n import EN, Text, lang_of, msg, say
from bot.names import named_text
from bot.sessions import MoveResult, Picture, Refusal, Table
from bot.storage import ACTIVE
from cogs.base import GameCog
from cogs.notices import Place
from cogs.quiet_house.controls import board_view, public_view, square_choices, statue_choices
from cogs.quiet_house.text import (
    NO_PADDLES,
    NOT_A_MOVE,
    NOT_RUNNING,
    PADDLES,
    SPECTATOR_PADDLE,
    STRICT_NEEDS_PERMISSION,
    STRICT_NOTE,
    paddle_line,
    private_summary,
    record_line,
    sides_line,
    silence_reminder,
)
from cogs.replies import reply

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction
    from bot.games.quiet_house import QuietHouseView

log = logging.getLogger(__name__)

CHAT_TYPES = (discord.MessageType.default, discord.MessageType.reply)
STRICT_SILENCE = "strict_silence"
MOVE_GROUP = "move"
"""The group of the engine's ``compose`` that makes a statue move of a statue and a square."""
OLD_STEP = msg("quiethouse-old-paddles")


@runtime_checkable
class HouseWords(Protocol):
    """What ``/quiethouse`` asks its engine besides the contract: words that need no game in progress."""

    def random_sides_note(self, options: Mapping[str, Any]) -> Text | None:
        """The lobby's line about sides left to chance, or None."""
        ...

    def score_table(self, best: Mapping[str, int]) -> Text:
        """The rulebook's score table with a server's best scores."""
        ...


@app_commands.guild_only()  # played with others in a server; only a solo Purple House fits a DM
class QuietHouseCog(
    GameCog, group_name="quiethouse", group_description="Quiet House: 2–4 silent ghosts arrange five statues."
):
    """Quiet House: lobby, statue moves, declaring, paddles, strict silence and the score table."""

    kind = "quiethouse"
    setting_options: ClassVar[tuple[Option, ...]] = (
        Option(STRICT_SILENCE, "Delete players' chat in the game's thread while it runs (needs Manage Messages)"),
    )

    @property
    def words(self) -> HouseWords:
        """The engine, for the words it gives without a game (the lobby note, the score table)."""
        game = self.kit.game
        if not isinstance(game, HouseWords):
            raise TypeError(f"{game.title} gives no lobby note or score table")
        return game

    # --- new ---------------------------------------------------------------------------

    async def check_new(self, interaction: Interaction, options: dict[str, Any], settings: dict[str, Any]) -> None:
        """Strict silence needs the bot to be allowed to delete messages where the lobby opens."""
        if settings.get(STRICT_SILENCE) and not _can_manage_messages(interaction):
            raise Refusal(STRICT_NEEDS_PERMISSION)

    def lobby_note(self, options: dict[str, Any], settings: dict[str, Any]) -> tuple[Text, ...]:
        """Which sides are drawn at random when the game starts, and whether chat will be deleted."""
        sides = self.words.random_sides_note(options)
        notes = (sides, STRICT_NOTE if settings.get(STRICT_SILENCE) else None)
        return tuple(note for note in notes if note)

    # --- commands ----------------------------------------------------------------------

    @app_commands.command(name="move", description="Move a statue (pick the statue, then its destination).")
    @app_commands.describe(statue="A statue that may move this turn", square="Where it goes (column A–F, row 1–6)")
    async def move(self, interaction: Interaction, statue: str, square: str) -> None:
        """Move one statue by its rule this turn."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        action = typed_move(table, table.seat_of(interaction.user.id), statue, square)
        if action is None:
            raise Refusal(NOT_A_MOVE)
        await self.play_command(interaction, action)

    @app_commands.command(name="declare", description="Declare the puzzle solved (only when your four tiles hold).")
    async def declare(self, interaction: Interaction) -> None:
        """Declare the puzzle solved; every paddle answers by itself (refused until your four tiles hold)."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        await self.play_command(interaction, _playing(table).declare_action)

    @app_commands.command(name="scores", description="This server's best score for each combination of rule sides.")
    async def scores(self, interaction: Interaction) -> None:
        """Show the rulebook's score table with this server's best scores."""
        if interaction.guild_id is None:
            raise Refusal(msg("quiethouse-scores-in-server"))
        best = await self.bot.sessions.best_scores(interaction.guild_id, self.kind)
        await reply(interaction, say(self.words.score_table(best)), ephemeral=False)

    @move.autocomplete("statue")
    async def _statue_choices(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        table, seat = await self._my_turn(interaction)
        lang = lang_of(interaction.locale)
        return _filtered(statue_choices(table, seat, lang) if table and seat is not None else {}, current)

    @move.autocomplete("square")
    async def _square_choices(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        table, seat = await self._my_turn(interaction)
        statue = str(interaction.namespace.statue or "").strip().lower()
        lang = lang_of(interaction.locale)
        return _filtered(square_choices(table, seat, statue, lang) if table and seat is not None else {}, current)

    async def _my_turn(self, interaction: Interaction) -> tuple[Table | None, int | None]:
        """The game played here and the caller's seat, when it is the caller's turn."""
        try:
            table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        except Refusal:
            return None, None
        seat = table.seat_of(interaction.user.id)
        if seat is None or not table.started or seat not in table.to_act():
            return table, None
        return table, seat

    # --- the paddles -----------------------------------------------------------------------

    async def handle_step(
        self, interaction: Interaction, game_id: int, stamp: int, step: str, values: tuple[str, ...]
    ) -> None:
        """A paddle button: post the reaction line in the thread; nothing in the game changes."""
        if step not in PADDLES:
            raise Refusal(OLD_STEP)
        table = await self.bot.sessions.load(game_id)
        public = public_view(table)
        if table.record.status != ACTIVE or public is None:
            raise Refusal(NOT_RUNNING)
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise Refusal(SPECTATOR_PADDLE)
        if not public.paddles_allowed:
            raise Refusal(NO_PADDLES)
        await interaction.response.send_message(
            say(paddle_line(table.names[seat], step), table.lang), allowed_mentions=discord.AllowedMentions.none()
        )

    # --- boards ----------------------------------------------------------------------------

    async def show(self, result: MoveResult) -> None:
        """Show the new board (see ``show_board``); a win that set the server's record (kept by the save) says so."""
        sentence: Text = result.sentence
        table = result.table
        best, public = result.best, public_view(table)
        if best is not None and best.new and public is not None:
            said = named_text(result.sentence, table.names, table.lang)
            sentence = f"{said}\n{say(record_line(best.score, public.rules_words), table.lang)}"
        await self.show_board(result, sentence)

    async def first_board(self, table: Table, picture: Picture | None, sentence: Text = "") -> None:
        """The first board also says which side each Movement Rule card shows, and which sides were drawn."""
        public = public_view(table)
        if public is not None:
            sides = say(sides_line(public), table.lang)
            sentence = f"{sides}\n\n{named_text(sentence, table.names, table.lang)}" if sentence else sides
        await super().first_board(table, picture, sentence)

    async def before_board(self, place: Place, table: Table) -> None:
        """Before the first board, remind everyone of the silence rule."""
        public = public_view(table)
        if table.record.board_message_id is None and public is not None:
            reminder = say(silence_reminder(paddles=public.paddles_allowed, strict=_is_strict(table)), table.lang)
            await place.send(reminder)

    def board_controls(self, table: Table) -> discord.ui.View:
        """Statue menus, Declare and the paddles, My view and Rules."""
        return board_view(table)

    def private_summary(self, view: QuietHouseView, names: Sequence[str], lang: str = EN) -> str:
        """The seat's four goal tiles, whether each holds, and whether it may declare."""
        return say(private_summary(view), lang, names)

    # --- strict silence ------------------------------------------------------------------------

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
            if not _is_strict(table):
                return
            await message.delete()
        except discord.HTTPException:
            log.info("could not delete a chat message in silent game %s", table.id, exc_info=True)
        except Exception:
            log.exception("strict silence failed in game %s", table.id)


def typed_move(table: Table, seat: int | None, statue: str, square: str) -> str | None:
    """The move a typed ``/quiethouse move`` names: the seat's choice made of this statue and square, else the
    engine's move of them (playing it says why it is refused now); None when they name no statue or square."""
    statue, square = statue.strip().lower(), square.strip().upper()
    if seat is None:  # a spectator: the move the words name is refused when played, saying why
        return table.compose(0, MOVE_GROUP, (statue, square))
    found = table.choice(seat, statue=statue, square=square)
    return found.action if found is not None else table.compose(seat, MOVE_GROUP, (statue, square))


def _playing(table: Table) -> QuietHouseView:
    """The public view of a game being played (a game found by ``game_here`` has begun)."""
    public = public_view(table)
    if public is None:
        raise Refusal(msg("quiethouse-not-started"))
    return public


def _is_strict(table: Table) -> bool:
    """Whether the game was opened with strict silence."""
    return bool(table.record.settings.get(STRICT_SILENCE))


def _can_manage_messages(interaction: Interaction) -> bool:
    """Whether the bot may delete other people's messages where the command was used."""
    channel, guild = interaction.channel, interaction.guild
    if guild is None or not isinstance(channel, discord.abc.GuildChannel | discord.Thread):
        return False
    return channel.permissions_for(guild.me).manage_messages


def _filtered(options: dict[str, str], current: str) -> list[Choice[str]]:
    """Autocomplete suggestions whose label holds what was typed (or whose value is it), at most 25."""
    needle = current.strip().lower()
    return [
        Choice(name=cut_words(label, 100), value=value)
        for value, label in options.items()
        if needle in label.lower() or needle == value.lower()
    ][:25]


async def setup(bot: HauntBot) -> None:
    """Load the cog (discord.py extension entry point); its controls are the shared component families."""
    await bot.add_cog(QuietHouseCog(bot))
