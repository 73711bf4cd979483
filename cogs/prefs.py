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

from bot.games.base import cut_words
from bot.i18n import Text, lang_of, msg, say
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
    label: Text


def catalogue(bot: HauntBot) -> list[Preference]:
    """Every preference: DMs first, then each game's automatic answers."""
    found = [Preference(DM_PREF, msg("hb-pref-dm"))]
    for kind, kit in bot.sessions.kits.items():
        title, answers = kit.game.title, kit.game.traits.auto_answers
        found += [Preference(auto_key(kind, w), msg("hb-pref-auto", game=title, answer=a)) for w, a in answers.items()]
    return found


def settings_text(bot: HauntBot, mine: Mapping[str, str], lang: str) -> str:
    """The player's settings in ``lang``, one line each, with the buttons' meaning."""
    lines = [f"{'✅' if mine.get(p.key) == '1' else '⬜'} {say(p.label, lang)}" for p in catalogue(bot)]
    return "\n".join([say(msg("hb-settings-head"), lang), *lines, say(msg("hb-settings-foot"), lang)])


def settings_view(bot: HauntBot, mine: Mapping[str, str], lang: str) -> discord.ui.View:
    """One toggle per preference, labelled in ``lang``."""
    view = discord.ui.View(timeout=None)
    for number, pref in enumerate(catalogue(bot)[:25]):
        on = mine.get(pref.key) == "1"
        label = say(msg("hb-pref-turn-off" if on else "hb-pref-turn-on", setting=pref.label), lang)
        view.add_item(PrefToggle(pref.key, label, on=on, number=number))
    return view


async def my_prefs(bot: HauntBot, user_id: int) -> dict[str, str]:
    """A user's stored preferences."""
    return await bot.sessions.user_prefs(user_id)


class PrefToggle(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PREF_TEMPLATE):
    """Switch one preference of the presser on or off."""

    def __init__(self, key: str, label: str = "", *, on: bool = False, number: int = 0) -> None:
        """``label``: the button's words, said ("Turn on: …"); without them the button shows its key."""
        super().__init__(
            discord.ui.Button(
                label=cut_words(label or key, 80),
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
        lang = lang_of(interaction.locale)
        known = {p.key for p in catalogue(bot)}
        if self.key not in known:
            await reply(interaction, say(msg("hb-pref-gone"), lang))
            return
        user_id = interaction.user.id
        mine = await my_prefs(bot, user_id)
        turning_on = mine.get(self.key) != "1"
        await bot.sessions.set_pref(user_id, self.key, "1" if turning_on else None)
        if self.key == DM_PREF:
            await bot.sessions.set_pref(user_id, DM_FAILED_PREF, None)
        mine = await my_prefs(bot, user_id)
        await interaction.response.edit_message(
            content=settings_text(bot, mine, lang), view=settings_view(bot, mine, lang)
        )
