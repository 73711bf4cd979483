"""Three in a row on Discord: the shared lobby and board commands, plus ``/tiny mark``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands

from bot.tables import Refusal
from cogs.base import GameCog
from tests.tiny.kit import TINY_KIT

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction


class TinyCog(GameCog, group_name="tiny", group_description="Three in a row (a test-only game)."):
    """Three in a row: its one move command."""

    kind = "tiny"
    kit = TINY_KIT

    @app_commands.command(name="mark", description="Mark an empty cell (0–8, left to right, top to bottom).")
    @app_commands.describe(cell="The cell: 0 is top left, 4 the centre, 8 bottom right")
    async def mark(self, interaction: Interaction, cell: app_commands.Range[int, 0, 8]) -> None:
        """Mark a cell of the grid played here."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        seat = table.seat_of(interaction.user.id)
        choice = table.choice(seat, "mark", cell=str(cell)) if seat is not None else None
        if choice is None:
            raise Refusal("That cell cannot be marked now; mark an empty cell on your turn.")
        await self.play_command(interaction, choice.action)


async def setup(bot: HauntBot) -> None:
    """Load the cog (discord.py extension entry point)."""
    await bot.add_cog(TinyCog(bot))
