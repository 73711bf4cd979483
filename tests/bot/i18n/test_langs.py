"""Which language a Discord locale reads."""

from __future__ import annotations

import discord
import pytest

from bot.i18n import EN, PL, lang_of


@pytest.mark.parametrize(
    ("locale", "lang"),
    [
        (discord.Locale.polish, PL),
        ("pl", PL),
        (discord.Locale.american_english, EN),
        (discord.Locale.british_english, EN),
        (discord.Locale.german, EN),
        ("zh-CN", EN),
        (None, EN),
    ],
)
def test_a_locale_reads_its_language_or_english(locale: object, lang: str) -> None:
    """Polish and English locales read their language; any other falls back to English."""
    assert lang_of(locale) == lang
