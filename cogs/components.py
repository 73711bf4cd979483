"""Stateless components that outlive restarts (discord.py ``DynamicItem``).

Every id carries the game id, and moves also carry the board version:

* ``hb:<game>:<version>:<action>`` — a move button
* ``hbs:<game>:<version>:<group>`` — a select whose chosen value is the move
* ``hbv:<game>`` — "My view" (ephemeral private view)
* ``hbr:<game>`` — the rules reminder
* ``hbl:<game>:<join|leave|start>`` — lobby buttons
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar

import discord

if TYPE_CHECKING:
    from cogs.base import GameCog

MOVE_ID = "hb:{game}:{version}:{action}"
SELECT_ID = "hbs:{game}:{version}:{group}"


async def _cog_for(interaction: discord.Interaction, game_id: int) -> GameCog | None:
    from bot.sessions import Refusal
    from cogs.base import GameCog
    from cogs.replies import reply

    try:
        table = await interaction.client.sessions.load(game_id)  # type: ignore[attr-defined]
    except Refusal as exc:
        await reply(interaction, str(exc))
        return None
    for cog in interaction.client.cogs.values():  # type: ignore[attr-defined]
        if isinstance(cog, GameCog) and cog.kind == table.record.kind:
            return cog
    await reply(interaction, "This game is not available on this bot any more.")
    return None


MOVE_TEMPLATE = r"hb:(?P<game>\d+):(?P<version>\d+):(?P<action>[\w.\-]+)"
SELECT_TEMPLATE = r"hbs:(?P<game>\d+):(?P<version>\d+):(?P<group>\w+)"
LOBBY_TEMPLATE = r"hbl:(?P<game>\d+):(?P<op>join|leave|start|enter)"


class MoveButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=MOVE_TEMPLATE):
    """A button that plays one action on one version of a board."""

    def __init__(
        self, game: int, version: int, action: str, label: str, *, style: discord.ButtonStyle, row: int | None = None
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=style, custom_id=MOVE_ID.format(game=game, version=version, action=action)
            ),
            row=row,
        )
        self.game, self.version, self.action = game, version, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> MoveButton:
        """Rebuild the button from its id."""
        return cls(int(match["game"]), int(match["version"]), match["action"], "…", style=discord.ButtonStyle.secondary)

    async def callback(self, interaction: discord.Interaction) -> None:
        """Play the action."""
        if cog := await _cog_for(interaction, self.game):
            await cog.handle_move(interaction, self.game, self.action, self.version)


class MoveSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    """A select listing moves; choosing one plays it."""

    def __init__(
        self,
        game: int,
        version: int,
        group: str,
        placeholder: str = "",
        options: list[discord.SelectOption] | None = None,
        *,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=SELECT_ID.format(game=game, version=version, group=group),
                placeholder=placeholder[:150] or None,
                options=options or [discord.SelectOption(label="…")],
                min_values=1,
                max_values=1,
            ),
            row=row,
        )
        self.game, self.version = game, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> MoveSelect:
        """Rebuild the select from its id (the chosen value arrives with the interaction)."""
        return cls(int(match["game"]), int(match["version"]), match["group"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Play the chosen action."""
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        if not values:
            return
        if cog := await _cog_for(interaction, self.game):
            await cog.handle_move(interaction, self.game, str(values[0]), self.version)


class MyViewButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"hbv:(?P<game>\d+)"):
    """Shows the clicking player their private view, ephemerally."""

    def __init__(self, game: int) -> None:
        super().__init__(
            discord.ui.Button(label="My view", emoji="👁️", style=discord.ButtonStyle.primary, custom_id=f"hbv:{game}")
        )
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> MyViewButton:
        """Rebuild the button from its id."""
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Send the private view."""
        if cog := await _cog_for(interaction, self.game):
            await cog.handle_private_view(interaction, self.game)


class RulesButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"hbr:(?P<game>\d+)"):
    """Shows the rules reminder, ephemerally."""

    def __init__(self, game: int) -> None:
        super().__init__(
            discord.ui.Button(label="Rules", emoji="📖", style=discord.ButtonStyle.secondary, custom_id=f"hbr:{game}")
        )
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> RulesButton:
        """Rebuild the button from its id."""
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Send the rules."""
        if cog := await _cog_for(interaction, self.game):
            await cog.send_rules(interaction)


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=LOBBY_TEMPLATE):
    """Join, Leave and Start on a lobby message; "enter" joins from the ``/hauntbot lobbies`` list."""

    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary,
        "enter": discord.ButtonStyle.success,
    }

    def __init__(self, game: int, op: str, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(label=label or op.capitalize(), style=self.STYLES[op], custom_id=f"hbl:{game}:{op}")
        )
        self.game, self.op = game, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LobbyButton:
        """Rebuild the button from its id."""
        return cls(int(match["game"]), match["op"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Join, leave or start."""
        if cog := await _cog_for(interaction, self.game):
            await cog.handle_lobby_button(interaction, self.game, self.op)


DYNAMIC_ITEMS = (MoveButton, MoveSelect, MyViewButton, RulesButton, LobbyButton)
