"""The bot's own catalogues: every language complete, every id the code uses defined, no pattern asking for an
argument English does not give."""

from __future__ import annotations

from bot.i18n import CATALOGUE, EN, LANGS
from bot.i18n.tools import missing_from_english, problems


def test_every_language_loads() -> None:
    """Every catalogue file parses, with no id defined twice in a language."""
    assert all(CATALOGUE.ids(lang) for lang in LANGS)


def test_every_language_defines_what_english_does() -> None:
    """Each language has every English message and none English lacks."""
    wrong = [line for line in problems(CATALOGUE) if line.endswith(("is missing", "is not in English"))]
    assert wrong == []


def test_every_id_the_code_uses_is_in_the_catalogue() -> None:
    """No msg("…") names a message English lacks."""
    assert [f"{u.path}:{u.line}: {u.id}" for u in missing_from_english(CATALOGUE)] == []


def test_other_languages_ask_only_for_what_english_gives_or_its_forms() -> None:
    """A Polish pattern uses the English message's arguments, or a form of one of them ({ $room_loc })."""
    assert [line for line in problems(CATALOGUE) if "which English does not give" in line] == []


def test_the_catalogues_are_whole() -> None:
    """The check command's own verdict: nothing to fix."""
    assert problems(CATALOGUE) == [] and EN in LANGS
