"""Taking a move back on Discord: the "Take back" button and ``/<game> undo``.

One ``DynamicItem`` family, ids ``hbu:<kind>:<game>:<version>``: the button sits on the live board (everyone
sees it, in the table's language, naming the mover) and in the mover's own view (in their language) while their
last move may be taken back (``GameRecord.undo_seat``); only the mover may use it, others are told what is
allowed. It carries the board's version, so a press on an older board gets the current one. The sessions decide
(:meth:`bot.sessions.Sessions.undo_move`); the restored board is published like a move's (``GameCog.publish``).

:class:`UndoCommands` holds ``/<game> undo``; it is mixed into every game's cog like :class:`cogs.bots.BotSeats`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.games.base import cut_words
from bot.i18n import lang_of, msg, say
from bot.storage import ACTIVE
from bot.tables import Table
from cogs.components import GAME, KIND, GameItem
from cogs.replies import reply

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction
    from cogs.base import GameCog

UNDO_TEMPLATE = rf"hbu:{KIND}:{GAME}:(?P<version>\d+)"
UNDO_EMOJI = "↩️"


def undo_id(kind: str, game: int, version: int) -> str:
    """The custom id of a Take back button on a board of ``version``."""
    return f"hbu:{kind}:{game}:{version}"


class UndoButton(GameItem, discord.ui.DynamicItem[discord.ui.Button[Any]], template=UNDO_TEMPLATE):
    """Take back the presser's last move (see the module's docstring)."""

    def __init__(self, kind: str, game: int, version: int, label: str = "…", *, row: int | None = None) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=cut_words(label, 80),
            emoji=UNDO_EMOJI,
            style=discord.ButtonStyle.secondary,
            custom_id=undo_id(kind, game, version),
        )
        super().__init__(button, row=row)
        self.kind, self.game, self.version = kind, game, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> UndoButton:
        """Rebuild the button from its id."""
        return cls(match["kind"], int(match["game"]), int(match["version"]))

    async def handle(self, cog: GameCog, interaction: Interaction) -> None:
        """Take the presser's move back on this board's version."""
        await take_back(cog, interaction, self.game, self.version)


async def take_back(cog: GameCog, interaction: Interaction, game_id: int, version: int | None) -> None:
    """Take back the user's last move in a game, publish the restored board, tell them, and redraw the private
    view the button was pressed in (``version``: the board's; None for the command)."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    result = await cog.bot.sessions.undo_move(game_id, interaction.user.id, version=version, publish=cog.publish)
    message = interaction.message
    if message is not None and message.flags.ephemeral:
        await cog.refresh_private(interaction, result.table)
    await reply(interaction, say(msg("undo-done"), lang_of(interaction.locale)))


def may_take_back(table: Table, seat: int | None = None) -> int | None:
    """The seat whose last move may be taken back now (``seat`` only: that seat's), or None."""
    mover = table.record.undo_seat
    if table.record.status != ACTIVE or mover is None or (seat is not None and seat != mover):
        return None
    held = table.seat(mover)
    return mover if held.reachable and held.controller is None else None


def add_undo_button(view: discord.ui.View, table: Table, seat: int | None = None, lang: str | None = None) -> None:
    """Add "Take back" to a board's controls (``seat`` None: the live board, in the table's language, naming the
    mover) or to ``seat``'s own view (in ``lang``, theirs), while that move may be taken back; nothing when the
    view has no room left."""
    mover = may_take_back(table, seat)
    if mover is None:
        return
    rec = table.record
    if seat is None:
        label = say(msg("undo-button", who=table.names[mover]), table.lang)
    else:
        label = say(msg("undo-button-own"), lang or table.lang)
    try:
        view.add_item(UndoButton(rec.kind, rec.id, rec.version, label))
    except ValueError:  # every row is full: /<game> undo still works
        return


def with_undo(view: discord.ui.View | None, table: Table, seat: int, lang: str) -> discord.ui.View | None:
    """A player's own controls with "Take back my move" added while their last move may be taken back."""
    if may_take_back(table, seat) is None:
        return view
    view = view if view is not None else discord.ui.View(timeout=None)
    add_undo_button(view, table, seat, lang)
    return view if view.children else None


class UndoCommands(commands.Cog):
    """``/<game> undo``, mixed into every game's cog (:class:`cogs.base.GameCog`)."""

    bot: HauntBot
    kind: ClassVar[str]

    @app_commands.command(name="undo", description="Take back your last move while nobody else has acted since.")
    async def undo(self, interaction: Interaction) -> None:
        """Take back the caller's last move in the game played here."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        await take_back(self, interaction, table.id, None)  # type: ignore[arg-type]  # mixed into GameCog
