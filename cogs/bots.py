"""Bots at the table, on Discord: seating bots at ``new`` and from the lobby card, "play for me" and "I'm back",
a host (or Manage Server) replacing a player who left, and the one-line announcements of each change.

:class:`BotSeats` is mixed into every game's cog (:class:`cogs.base.GameCog`): its commands are the game's
``playforme``, ``back`` and ``replace``, and :meth:`BotSeats.handle_seat_control` answers the controls of
:mod:`cogs.seat_controls`. The sessions decide (``add_bot``, ``hand_over``…) and word each change; this
module says it in the game's thread, without pinging anyone: in the table's language, while each reply
speaks its asker's.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, ClassVar, cast

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.ext import commands

from bot.bots.contract import EASY, LEVELS
from bot.games.base import Option, cut_words
from bot.i18n import Text, lang_of, msg, say
from bot.players import back_sentence, level_word
from bot.registry import GameKit
from bot.sessions import MoveResult, Refusal, SeatChange, Table
from bot.storage import REPLACED
from cogs import messages, notices
from cogs.players import BOT_BADGE
from cogs.replies import reply

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction
    from cogs.base import GameCog

log = logging.getLogger(__name__)

DEFAULT_LEVEL = EASY
"""The level of a bot when none is chosen (``new``'s ``bots`` without ``bot_level``, ``playforme``)."""
LEVEL_CHOICES = [Choice(name=words, value=level) for level, words in LEVELS.items()]


def new_options(kit: GameKit) -> tuple[Option, ...]:
    """The options ``/<game> new`` gets for a game with bots: how many seats bots fill, and their level."""
    most = kit.game.max_players - 1
    if kit.bots is None or most < 1:
        return ()
    counts = tuple((f"{n} bot" + ("s" if n > 1 else ""), str(n)) for n in range(1, most + 1))
    return (
        Option("bots", "How many seats bots fill (default: none; the host adds more on the lobby card)", counts),
        Option("bot_level", "How the bots play (default: easy)", tuple((w, lv) for lv, w in LEVELS.items())),
    )


async def open_new(cog: GameCog, interaction: Interaction, options: dict[str, Any], other: dict[str, Any]) -> None:
    """What every ``new`` does (:meth:`GameCog._open_new`), then seats the bots asked for with ``bots``."""
    count = int(other.pop("bots", None) or 0)
    chosen = other.pop("bot_level", None)
    level = str(chosen or DEFAULT_LEVEL)
    kit = cog.bot.kits.get(cog.kind, cog.kit)
    if count and kit.bots is None:
        raise Refusal(msg("table-new-without-bots", game=kit.game.title))
    if chosen and not count:
        raise Refusal(msg("table-new-level-alone"))
    if count and kit.bots is not None and level not in kit.bots.levels:
        raise Refusal(msg("table-new-levels", levels=", ".join(kit.bots.levels)))
    await cog._open_new(interaction, options, other)
    if not count:
        return
    sessions = cog.bot.sessions
    table = await sessions.lobby_here(cog.kind, interaction.channel_id or 0)
    for _ in range(count):
        table = await sessions.add_bot(table.id, interaction.user.id, level)
    await cog.refresh_lobby(table)


async def announce(bot: HauntBot, table: Table, sentence: Text) -> None:
    """Say a change of who plays a seat in the game's thread, in the table's language, pinging nobody."""
    await notices.announce(bot, table, say(sentence, table.lang, table.names))


async def after_move(bot: HauntBot, result: MoveResult) -> None:
    """After a move's board: say who took their seat back with it, then tell the players now owing a decision."""
    for seat in result.returned:
        await announce(bot, result.table, back_sentence(result.table.seat(seat).name))
    await notices.notify_fresh(bot, result.table, result.fresh)


async def send_rules(cog: GameCog, interaction: Interaction) -> None:
    """The rules reminder, ephemerally, with how the game's bots play when it says so (``Bots.conventions``)."""
    kit = cog.bot.kits.get(cog.kind, cog.kit)
    lang = lang_of(interaction.locale)
    conventions = say(kit.bots.conventions, lang) if kit.bots is not None else ""
    extra: dict[str, Any] = {}
    if conventions:
        extra["embed"] = discord.Embed(
            title=f"{BOT_BADGE} {say(msg('bots-how-they-play'), lang)}", description=conventions, colour=kit.colour
        )
    await reply(interaction, say(kit.game.rules_summary(), lang), **extra)


def seat_named(table: Table, player: str) -> int:
    """The seat ``player`` names: its number as the lists show it (1 is the first seat) or its player's name."""
    text = player.strip()
    if text.isdigit() and 1 <= int(text) <= len(table.seats):
        return int(text) - 1
    for held in table.seats:
        if held.name.casefold() == text.casefold():
            return held.seat
    humans = ", ".join(s.name for s in table.seats if s.is_human)
    raise Refusal(msg("table-no-such-player", player=repr(text), players=humans))


class BotSeats(commands.Cog):
    """The bot commands and controls of every game's cog (a base of :class:`cogs.base.GameCog`)."""

    bot: HauntBot
    kind: ClassVar[str]

    @app_commands.command(name="playforme", description="Let a bot play your seat until you make a move again.")
    @app_commands.describe(level="How the bot plays (default: easy)")
    @app_commands.choices(level=LEVEL_CHOICES)
    async def playforme(self, interaction: Interaction, level: str | None = None) -> None:
        """Hand the caller's seat in the game played here to a bot."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        change = await self.bot.sessions.hand_over(table.id, interaction.user.id, level or DEFAULT_LEVEL)
        await reply(interaction, self._handed_text(level or DEFAULT_LEVEL, lang_of(interaction.locale)))
        await announce(self.bot, change.table, change.sentence)

    @app_commands.command(name="back", description="Play your own seat again after a bot played it for you.")
    async def back(self, interaction: Interaction) -> None:
        """Take the caller's seat back from the bot playing it."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        change = await self.bot.sessions.take_back(table.id, interaction.user.id)
        await reply(interaction, say(msg("table-back-yours"), lang_of(interaction.locale)))
        await announce(self.bot, change.table, change.sentence)

    @app_commands.command(name="replace", description="A bot plays a player's seat to the end (host or Manage Server).")
    @app_commands.describe(player="The player who left (pick from the list)", level="How the bot plays (default: easy)")
    @app_commands.choices(level=LEVEL_CHOICES)
    async def replace(self, interaction: Interaction, player: str, level: str | None = None) -> None:
        """Have a bot play a seat whose player left the game played here, to its end."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        seat = seat_named(table, player)
        admin = bool(interaction.permissions and interaction.permissions.manage_guild)
        change = await self.bot.sessions.replace_with_bot(
            table.id, interaction.user.id, seat, level or DEFAULT_LEVEL, admin=admin
        )
        name, word = change.table.seat(seat).name, level_word(level or DEFAULT_LEVEL)
        await reply(interaction, say(msg("table-replaced-yours", who=name, level=word), lang_of(interaction.locale)))
        await announce(self.bot, change.table, change.sentence)

    @replace.autocomplete("player")
    async def _replace_choices(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        """The human players of the game played here whom a bot does not already play for to the end."""
        try:
            table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        except Refusal:
            return []
        wanted = current.casefold()
        return [
            Choice(name=cut_words(f"{s.seat + 1}. {s.name}", 100), value=str(s.seat + 1))
            for s in table.seats
            if s.is_human and s.stand_in_why != REPLACED and wanted in s.name.casefold()
        ][:25]

    async def handle_seat_control(self, interaction: Interaction, game_id: int, op: str, arg: str | None) -> None:
        """A control of :mod:`cogs.seat_controls`: add or remove a lobby's bot, hand a seat over or take it back."""
        sessions = self.bot.sessions
        user = interaction.user.id
        if op in ("add", "remove"):
            if op == "add":
                table = await sessions.add_bot(game_id, user, arg or DEFAULT_LEVEL)
            else:
                table = await sessions.remove_bot(game_id, user, int(arg) if arg and arg.isdigit() else None)
            await interaction.response.edit_message(embed=messages.lobby_embed(table), view=messages.lobby_view(table))
            return
        await interaction.response.defer()
        lang = lang_of(interaction.locale)
        if op == "hand":
            change = await sessions.hand_over(game_id, user, arg or DEFAULT_LEVEL)
            text = self._handed_text(arg or DEFAULT_LEVEL, lang)
        else:
            change = await sessions.take_back(game_id, user)
            text = say(msg("table-back-yours"), lang)
        await self._redraw_own_view(interaction, change)
        await reply(interaction, text)
        await announce(self.bot, change.table, change.sentence)

    async def _redraw_own_view(self, interaction: Interaction, change: SeatChange) -> None:
        """Redraw the private view the control was pressed on, with the seat's new buttons."""
        message = interaction.message
        if message is None or not message.flags.ephemeral:
            return
        try:
            await cast("GameCog", self).refresh_private(interaction, change.table)
        except Exception:  # the change is saved: never answer "nothing was changed" now
            log.exception("the private view of game %s could not be redrawn", change.table.id)

    def _handed_text(self, level: str, lang: str) -> str:
        """What a player who handed their seat over is told (only them, in their ``lang``)."""
        return say(msg("table-handed-yours", level=level_word(level), kind=self.kind), lang)
