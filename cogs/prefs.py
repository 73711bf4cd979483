"""Each player's own settings: DMs when a game waits for them, and automatic answers to windows.

``/hauntbot settings`` shows them with one toggle button each. The buttons are
stateless (``hbp:<preference>``) and act on whoever presses them, so they
work after restarts and in anyone's ephemeral copy.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.sessions import auto_key
from cogs.errors import answer_error
from cogs.notices import DM_FAILED_PREF, DM_PREF
from cogs.replies import reply

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction

PREF_TEMPLATE = r"hbp:(?P<key>[a-z0-9:_]+)"


@dataclass(frozen=True)
class Preference:
    """One on/off setting a player can toggle."""

    key: str
    label: str


def catalogue(bot: HauntBot) -> list[Preference]:
    """Every preference: DMs first, then each game's automatic answers."""
    found = [Preference(DM_PREF, "DM me when a game is waiting for me")]
    for kind, kit in bot.sessions.kits.items():
        answers = kit.game.traits.auto_answers
        found += [Preference(auto_key(kind, w), f"{kit.game.title}: {label}") for w, label in answers.items()]
    return found


def settings_text(bot: HauntBot, mine: Mapping[str, str]) -> str:
    """The player's settings, one line each, with the buttons' meaning."""
    lines = [f"{'✅' if mine.get(p.key) == '1' else '⬜'} {p.label}" for p in catalogue(bot)]
    return (
        "**Your Hauntbot settings** (for every server). Press a button to switch one on or off.\n"
        + "\n".join(lines)
        + "\nWithout an automatic answer, a window waits for you until its deadline, then the default answer applies."
    )


def settings_view(bot: HauntBot, mine: Mapping[str, str]) -> discord.ui.View:
    """One toggle per preference."""
    view = discord.ui.View(timeout=None)
    for number, pref in enumerate(catalogue(bot)[:25]):
        view.add_item(PrefToggle(pref.key, pref.label, on=mine.get(pref.key) == "1", number=number))
    return view


async def my_prefs(bot: HauntBot, user_id: int) -> dict[str, str]:
    """A user's stored preferences."""
    return (await bot.store.prefs([user_id])).get(user_id, {})


class PrefToggle(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PREF_TEMPLATE):
    """Switch one preference of the presser on or off."""

    def __init__(self, key: str, label: str = "", *, on: bool = False, number: int = 0) -> None:
        text = f"{'Turn off' if on else 'Turn on'}: {label}" if label else key
        super().__init__(
            discord.ui.Button(
                label=text[:80],
                style=discord.ButtonStyle.success if on else discord.ButtonStyle.secondary,
                custom_id=f"hbp:{key}",
                row=min(number, 4),
            )
        )
        self.key = key

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PrefToggle:
        """Rebuild the toggle from its id."""
        return cls(match["key"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Flip the preference and redraw the settings message."""
        try:
            await self._toggle(interaction)
        except Exception as exc:
            await answer_error(interaction, exc)

    async def _toggle(self, interaction: Interaction) -> None:
        bot = interaction.client
        known = {p.key for p in catalogue(bot)}
        if self.key not in known:
            await reply(interaction, "That setting no longer exists; run `/hauntbot settings` again.")
            return
        user_id = interaction.user.id
        mine = await my_prefs(bot, user_id)
        turning_on = mine.get(self.key) != "1"
        await bot.store.set_pref(user_id, self.key, "1" if turning_on else None)
        if self.key == DM_PREF:
            await bot.store.set_pref(user_id, DM_FAILED_PREF, None)
        mine = await my_prefs(bot, user_id)
        await interaction.response.edit_message(content=settings_text(bot, mine), view=settings_view(bot, mine))
