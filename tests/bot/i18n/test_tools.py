"""The catalogue commands: check, extract and update, on a small tree of code and catalogues of its own."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import EN, PL, Catalogue, msg
from bot.i18n.__main__ import main
from bot.i18n.tools import missing_from_english, problems, update, uses


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A repository with one module naming two messages, English defining one, Polish another."""
    (tmp_path / "bot").mkdir()
    (tmp_path / "bot" / "mod.py").write_text('A = msg("hello", who=1)\nB = msg(\n    "bye")\n', encoding="utf-8")
    for lang, text in ((EN, "hello = Hello { $who }.\nthanks = Thanks.\n"), (PL, "hello = Cześć { $kto }.\n")):
        (tmp_path / "locales" / lang).mkdir(parents=True)
        (tmp_path / "locales" / lang / "core.ftl").write_text(text, encoding="utf-8")
    return tmp_path


def test_uses_are_found_with_their_lines(tree: Path) -> None:
    """Every msg("…") in the code is found, even when the id is on the next line."""
    assert [(u.path, u.line, u.id) for u in uses(tree)] == [("bot/mod.py", 1, "hello"), ("bot/mod.py", 2, "bye")]


def test_problems_name_unknown_ids_missing_messages_and_stray_arguments(tree: Path) -> None:
    """An unknown id, a message Polish lacks and a Polish argument English does not give are each reported."""
    catalogue = Catalogue(tree / "locales")
    assert problems(catalogue, tree) == [
        "bot/mod.py:2: bye is not in the English catalogue",
        "pl: thanks is missing",
        "pl: hello asks for $kto, which English does not give",
    ]
    assert [u.id for u in missing_from_english(catalogue, tree)] == ["bye"]


def test_update_gives_a_new_language_every_message_as_english_to_translate(tree: Path) -> None:
    """A third language starts as one directory: update fills it with English entries marked untranslated."""
    catalogue = Catalogue(tree / "locales", langs=(EN, PL, "de"))
    added = update(catalogue, "de")
    assert {p.name: ids for p, ids in added.items()} == {"core.ftl": ["hello", "thanks"]}
    written = (tree / "locales" / "de" / "core.ftl").read_text(encoding="utf-8")
    assert written.count("# untranslated") == 2
    fresh = Catalogue(tree / "locales", langs=(EN, PL, "de"), strict=True)
    assert fresh.say(msg("hello", who=3), "de") == "Hello 3."
    assert update(Catalogue(tree / "locales", langs=(EN, PL)), PL) == {tree / "locales" / PL / "core.ftl": ["thanks"]}


def test_the_check_command_passes_on_the_bots_own_catalogues(capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m bot.i18n check`` exits 0 and says the catalogues are whole."""
    assert main(["check"]) == 0
    assert "catalogues whole: en, pl" in capsys.readouterr().out
