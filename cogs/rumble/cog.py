"""``/rumble``: Rumble in the House in Discord."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Choice

from bot.games.rumble import GAME, RumbleView
from bot.games.rumble.data import CHARACTERS, LAYOUTS
from bot.games.rumble.reveal import seat_reveal_sentence
from bot.sessions import Refusal, Table
from cogs.base import GameCog
from cogs.timer_options import timer_options, timer_settings

if TYPE_CHECKING:
    from bot.client import HauntBot

LAYOUT_CHOICES = [app_commands.Choice(name=lay.title, value=key) for key, lay in LAYOUTS.items()]


@app_commands.guild_only()  # played with others in a server; only a solo Purple House fits a DM
class RumbleCog(GameCog, group_name="rumble", group_description="Rumble in the House: 3–6 players, last one standing."):
    """Rumble in the House: lobby, moves and fights."""

    kind = "rumble"

    @app_commands.command(name="new", description="Open a Rumble in the House lobby in this channel.")
    @app_commands.describe(layout="The shape of the house (default: classic 3 x 4)")
    @app_commands.choices(layout=LAYOUT_CHOICES)
    @timer_options
    async def new(
        self,
        interaction: discord.Interaction,
        layout: str | None = None,
        turn_time: int | None = None,
        reminders: int | None = None,
        reaction_window: int | None = None,
        on_timeout: str | None = None,
        remove_after: app_commands.Range[int, 1, 10] | None = None,
    ) -> None:
        """Open a lobby; others join with the button or `/rumble join`."""
        settings = timer_settings(turn_time, reminders, reaction_window, on_timeout, remove_after)
        await self.open_lobby(interaction, {"layout": layout} if layout else {}, settings=settings)

    @app_commands.command(name="move", description="Move a lone character through a door.")
    @app_commands.describe(character="A character alone in its room", room="The room next door to move it to")
    async def move(self, interaction: discord.Interaction, character: str, room: str) -> None:
        """Move a lone character to an adjacent room."""
        await self.play_command(interaction, f"m{character}-{room}")

    @app_commands.command(name="fight", description="Start a fight: knock out a character in a crowded room.")
    @app_commands.describe(victim="A character sharing its room with others")
    async def fight(self, interaction: discord.Interaction, victim: str) -> None:
        """Knock a character out of the house."""
        await self.play_command(interaction, f"f{victim}")

    @move.autocomplete("character")
    async def _character_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        table, actions = await self._my_actions(interaction)
        movers = {a[1:].split("-")[0] for a in actions if a.startswith("m")}
        return _filtered({c: self._where(table, int(c)) for c in sorted(movers, key=int)}, current)

    @move.autocomplete("room")
    async def _room_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        table, actions = await self._my_actions(interaction)
        char = str(interaction.namespace.character or "")
        rooms = [a.split("-")[1] for a in actions if a.startswith(f"m{char}-")]
        return _filtered({r: LAYOUTS[table.state.layout].rooms[int(r)][0] for r in rooms} if table else {}, current)

    @fight.autocomplete("victim")
    async def _victim_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        table, actions = await self._my_actions(interaction)
        return _filtered({a[1:]: self._where(table, int(a[1:])) for a in actions if a.startswith("f")}, current)

    async def _my_actions(self, interaction: discord.Interaction) -> tuple[Table | None, tuple[str, ...]]:
        """The caller's legal actions in the game played here (none when it is not their turn)."""
        try:
            table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        except Refusal:
            return None, ()
        seat = table.seat_of(interaction.user.id)
        if seat is None or table.state is None or seat not in table.to_act():
            return table, ()
        return table, tuple(GAME.legal_actions(table.state, seat))

    @staticmethod
    def _where(table: Table | None, character: int) -> str:
        assert table is not None and table.state is not None
        room = LAYOUTS[table.state.layout].rooms[table.state.positions[character]][0]
        return f"{CHARACTERS[character]} (in the {room})"

    # --- My view ---------------------------------------------------------------------------------

    def private_summary(self, view: RumbleView, names: Sequence[str]) -> str:
        """The seat's own two characters while a rumble is played; once the game is over, who had whom in each."""
        lines: list[str] = []
        if view.finished:
            lines.append("The game is over." + (" Who had whom:" if view.reveals else ""))
        elif view.my_characters:
            mine = " and ".join(f"**{view.character_names[c]}**" for c in view.my_characters)
            lines.append(f"Your secret characters this rumble: {mine}. Only you can see this.")
        if view.reveals and not view.finished:
            lines.append("")
            lines.append("Revealed so far (public since each rumble was scored):")
        for reveal in view.reveals:
            lines.append(f"**Rumble {reveal.rumble}**")
            lines += [f"• {seat_reveal_sentence(s, f'**{_name(names, s.seat)}**')}" for s in reveal.seats]
        if view.finished and len(view.reveals) < view.rumbles:
            unscored = len(view.reveals) + 1
            lines.append(f"The game ended before rumble {unscored} was scored, so its characters were never revealed.")
        return "\n".join(lines)


def _name(names: Sequence[str], seat: int) -> str:
    """A seat's display name (the engine's "Player N" when it is unknown)."""
    return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"


def _filtered(options: dict[str, str], current: str) -> list[Choice[str]]:
    needle = current.lower()
    return [
        Choice(name=label[:100], value=value)
        for value, label in options.items()
        if needle in label.lower() or needle == value
    ][:25]


async def setup(bot: HauntBot) -> None:
    """Load the cog (discord.py extension entry point)."""
    await bot.add_cog(RumbleCog(bot))
