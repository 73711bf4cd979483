"""Whose language: each user's is the one their Discord speaks in their last interaction, kept for the DMs
and reminders the bot sends them later; a table's public words speak its server's (``Table.lang``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.i18n import EN, LANGS, lang_of

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction

LANG_PREF = "lang"
"""The user preference holding the language of a user's last interaction."""


async def remember(bot: HauntBot, interaction: Interaction) -> None:
    """Keep the language of a user's interaction for later DMs (written only when it changed)."""
    user_id = interaction.user.id
    lang = lang_of(interaction.locale)
    if bot.user_langs.get(user_id) == lang:
        return
    await bot.sessions.set_pref(user_id, LANG_PREF, lang)
    bot.user_langs[user_id] = lang


def dm_lang(prefs: dict[str, str]) -> str:
    """The language to DM a user in, from their preferences: their last interaction's (English before any)."""
    found = prefs.get(LANG_PREF, EN)
    return found if found in LANGS else EN
