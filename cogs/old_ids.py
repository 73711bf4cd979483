"""Components posted before kinds were part of every id (``hb:<game>:…`` and the games' own prefixes): they
still work, their game's kind read from the database."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import lang_of, msg, say
from cogs.components import GONE, LobbyButton, chosen_values, cog_for
from cogs.errors import answer_error
from cogs.replies import reply

if TYPE_CHECKING:
    from bot.client import Interaction
    from cogs.base import GameCog

OLD_TEMPLATE = r"(?P<prefix>hb|hbs|hbv|hbr|hbl|gah|gahw|phs|phk|qhd|qhp):(?P<game>\d{1,20})(?P<rest>(?::[\w.\-]*)*)"
"""Ids of boards posted before the kind was part of every id."""

OUTDATED = msg("ctl-outdated")
"""The answer to a click on a game's own control posted before kinds were part of every id."""


class OldControl(discord.ui.DynamicItem[discord.ui.Button[Any]], template=OLD_TEMPLATE):
    """A component posted before kinds were part of every id: moves, views, rules and lobby buttons
    still work (their game's kind is read from the database); a game's own old controls say how to
    get working ones."""

    def __init__(self, item: discord.ui.Item[Any], prefix: str, game: int, rest: str) -> None:
        super().__init__(item)  # type: ignore[arg-type]  # the old component as it is: a button or a select
        self.prefix, self.game, self.rest = prefix, game, rest.split(":")[1:]

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> OldControl:
        """Keep the old component and what its id says."""
        return cls(item, match["prefix"], int(match["game"]), match["rest"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Find the game's kind, then do what the old id meant."""
        await self._routed(interaction)

    async def _routed(self, interaction: Interaction) -> None:
        try:
            record = await interaction.client.sessions.game_record(self.game)
            cog = cog_for(interaction, record.kind) if record is not None else None
            if cog is None:
                await reply(interaction, say(GONE, lang_of(interaction.locale)))
                return
            await self._route(cog, interaction)
        except Exception as exc:
            await answer_error(interaction, exc)

    async def _route(self, cog: GameCog, interaction: Interaction) -> None:
        rest = self.rest
        if self.prefix == "hb" and len(rest) == 2 and rest[0].isdigit():
            await cog.handle_move(interaction, self.game, rest[1], int(rest[0]))
        elif self.prefix == "hbs" and rest and rest[0].isdigit():
            values = chosen_values(interaction)
            if values:
                await cog.handle_move(interaction, self.game, values[0], int(rest[0]))
        elif self.prefix == "hbv":
            await cog.handle_private_view(interaction, self.game)
        elif self.prefix == "hbr":
            await cog.send_rules(interaction)
        elif self.prefix == "hbl" and rest and rest[0] in LobbyButton.STYLES:
            await cog.handle_lobby_button(interaction, self.game, rest[0])
        else:
            await reply(interaction, say(OUTDATED, lang_of(interaction.locale)))
