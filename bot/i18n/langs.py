"""The languages the bot speaks — one directory of catalogues each under ``bot/locales`` — and which one a
Discord locale reads."""

from __future__ import annotations

from pathlib import Path

LOCALES = Path(__file__).resolve().parent.parent / "locales"
"""Where the catalogues live: ``<lang>/<part>.ftl``."""

EN = "en"
PL = "pl"
LANGS: tuple[str, ...] = (
    EN,
    *sorted(d.name for d in LOCALES.iterdir() if d.is_dir() and d.name[:1].isalpha() and d.name != EN),
)
"""Every language with a catalogue (a directory of ``bot/locales``), English first: it is the fallback."""


def lang_of(locale: object) -> str:
    """The language of a Discord locale (``discord.Locale`` or its value, e.g. "pl", "en-GB"); English
    for any language without a catalogue, and for None. A catalogue named for a regional locale
    ("pt-BR") serves that locale; one named for the language ("pt") serves all of its regions."""
    value = getattr(locale, "value", locale)
    if not isinstance(value, str):
        return EN
    if value in LANGS:
        return value
    base = value.split("-")[0].lower()
    return base if base in LANGS else EN
