"""``/children``: Children in Discord.

The public board shows the mansion, the ghosts, the players and Kitty Kitty.
Hands are secret, so every control is private: "My view" (or ``/children
view``) shows the seat's hand, what it remembers of the rooms, and selects
with its legal moves; the move commands offer the same moves by autocomplete.
Out-of-turn decisions (trimming, running, Kitty Kitty's owner, Irwin Biddle)
ping the player, show their deadline, and get the default answer when it
passes (``bot/scheduler.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Choice

from bot.games.children import GAME, ChildrenView
from bot.sessions import Refusal, Table
from bot.storage import ACTIVE
from bot.tables import named
from cogs import messages
from cogs.base import GameCog
from cogs.notices import deadline_text
from cogs.timer_options import timer_options, timer_settings

if TYPE_CHECKING:
    from bot.client import HauntBot

MAX_AUTOCOMPLETE = 25


@app_commands.guild_only()  # played with others in a server; only a solo Purple House fits a DM
class ChildrenCog(
    GameCog, group_name="children", group_description="Children: 2–4 players trap the ghosts of Thornhill Mansion."
):
    """Children: lobby, private controls and move commands."""

    kind = "children"

    @app_commands.command(name="new", description="Open a Children lobby in this channel.")
    @timer_options
    async def new(
        self,
        interaction: discord.Interaction,
        turn_time: int | None = None,
        reminders: int | None = None,
        reaction_window: int | None = None,
        on_timeout: str | None = None,
        remove_after: app_commands.Range[int, 1, 10] | None = None,
    ) -> None:
        """Open a lobby; others join with the button or `/children join`."""
        settings = timer_settings(turn_time, reminders, reaction_window, on_timeout, remove_after)
        await self.open_lobby(interaction, {}, settings=settings)

    @app_commands.command(name="play", description="Make any move you may make now (the list shows them).")
    @app_commands.describe(action="Your move; start typing to filter the list")
    async def play(self, interaction: discord.Interaction, action: str) -> None:
        """Play one of the caller's legal moves, chosen from the autocomplete list."""
        await self.play_command(interaction, action)

    @app_commands.command(name="move", description="Enter or move to a room (through a door or trapdoor).")
    @app_commands.describe(room="A room you can reach now")
    async def move(self, interaction: discord.Interaction, room: str) -> None:
        """Move the caller's ghost hunter to a room."""
        await self.play_command(interaction, room)

    @app_commands.command(name="device", description="Use a device card from your hand.")
    @app_commands.describe(device="A device use you can make now")
    async def device(self, interaction: discord.Interaction, device: str) -> None:
        """Use a device from the caller's hand."""
        await self.play_command(interaction, device)

    @play.autocomplete("action")
    async def _any_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._choices(interaction, current, lambda action: True)

    @move.autocomplete("room")
    async def _room_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._choices(interaction, current, lambda action: action.startswith(("m.", "e.", "r.")))

    @device.autocomplete("device")
    async def _device_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._choices(interaction, current, lambda action: action.startswith("u."))

    async def _choices(
        self, interaction: discord.Interaction, current: str, wanted: Callable[[str], bool]
    ) -> list[Choice[str]]:
        """The caller's legal moves matching ``wanted`` and what they typed (none when it is not their turn)."""
        try:
            table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        except Refusal:
            return []
        seat = table.seat_of(interaction.user.id)
        if seat is None or table.state is None or table.record.status != ACTIVE:
            return []
        if seat in table.to_act():
            offered = GAME.choices(table.state, seat)
        else:
            offered = GAME.interrupt_choices(table.state, seat) if hasattr(GAME, "interrupt_choices") else ()
        needle = current.strip().lower()
        found = [
            Choice(name=c.label[:100], value=c.action)
            for c in offered
            if wanted(c.action) and (not needle or needle in c.label.lower() or needle == c.action)
        ]
        return found[:MAX_AUTOCOMPLETE]

    # --- boards -----------------------------------------------------------------------------

    def board_embed(self, table: Table, sentence: str | None) -> discord.Embed:
        """The board's embed with names in the engine's sentences and the open decision's deadline."""
        names = table.names
        embed = messages.board_embed(table, sentence)
        if table.state is not None and table.record.status == ACTIVE:
            view = GAME.view(table.state, None)
            status = named(view.status, names)
            if view.window is not None:
                status += deadline_text(table, view.window.seat)
            embed.add_field(name="Now", value=status[:1024], inline=False)
        return embed

    def private_summary(self, view: ChildrenView, names: Sequence[str]) -> str:
        """The seat's hand in words, its limit and skulls, and what it must do now."""
        if view.seat is None:
            return "Only you can see this."
        me = view.table[view.seat]
        hand = ", ".join(f"**{c.name}**" + (f" ({c.action} action)" if c.action else "") for c in view.hand)
        lines = [
            f"Your hand ({len(view.hand)}/{view.hand_limit}): {hand or 'empty'}.",
            f"Skull Tokens: {me.skulls}. Ghosts trapped: {me.ghosts_trapped}.",
        ]
        remembered = [f"{r.name}: {', '.join(c.name for c in r.seen)}" for r in view.rooms if r.seen]
        if remembered:
            lines.append("You remember: " + "; ".join(remembered) + ".")
        if view.seat in view.to_act:
            lines.append(f"Now: {named(view.status, names)} Choose below.")
        lines.append("Only you can see this.")
        return "\n".join(lines)


async def setup(bot: HauntBot) -> None:
    """Load the cog (discord.py extension entry point)."""
    await bot.add_cog(ChildrenCog(bot))
