"""The Polish rulings (docs/rulings/pl/) mirror the English ones: same files, headings, rulings and working links."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.registry import KITS

ROOT = Path(__file__).resolve().parents[2]
RULINGS = ROOT / "docs" / "rulings"
POLISH = RULINGS / "pl"
ENGLISH = sorted(RULINGS.glob("*.md"))
NAMES = [path.stem for path in ENGLISH]
KNOWN = {"children", "deadlines", "ghost-at-home", "purple-house", "quiet-house", "rumble"}
"""The rulings files the Polish translation was written for; any later English one needs a Polish one too."""

FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.MULTILINE | re.DOTALL)
CODE = re.compile(r"`[^`]*`")
LINK = re.compile(r"\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$", re.MULTILINE)
TABLE_RULING = re.compile(r"^\|\s*([A-Z]+\d+)\s*\|", re.MULTILINE)
LIST_RULING = re.compile(r"^(\d+)\.\s", re.MULTILINE)
WORD = re.compile(r"[^\W\d_]+")
STOP = frozenset({"the", "and", "of", "player"})
RUN = 4
TITLES = tuple(tuple(kit.game.title.split()) for kit in KITS.values())
"""The games' titles are proper names, the same in every language ("Rumble in the House")."""


def text(path: Path) -> str:
    """The file's Markdown, without fenced code blocks (their lines are not headings or prose)."""
    return FENCE.sub("", path.read_text(encoding="utf-8"))


def polish(name: str) -> Path:
    """The Polish translation of the English rulings file ``name``."""
    return POLISH / f"{name}.md"


def headings(path: Path) -> list[int]:
    """The level of every heading, in order."""
    return [len(m.group(1)) for m in HEADING.finditer(text(path))]


def rulings(path: Path) -> list[str]:
    """The numbered rulings, in order: table rows led by an id ("| C1 |") and numbered list items ("1. ")."""
    body = text(path)
    return [m.group(1) for m in TABLE_RULING.finditer(body)] + [m.group(1) for m in LIST_RULING.finditer(body)]


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens."""
    plain = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return plain.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """The anchors of the file's headings."""
    return {slug(m.group(2)) for m in HEADING.finditer(text(path))}


def broken_links(path: Path) -> list[str]:
    """Every relative link of the file that does not lead to a repository file (and heading, when it names one)."""
    broken = []
    for m in LINK.finditer(CODE.sub("", text(path))):
        target = m.group(2)
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):
            continue
        where, _, anchor = target.partition("#")
        goal = (path.parent / where).resolve() if where else path.resolve()
        missing = not goal.is_file() or not goal.is_relative_to(ROOT)
        if missing or (anchor and anchor not in anchors(goal)):
            broken.append(target)
    return broken


def english_runs(markdown: str) -> list[str]:
    """Runs of 4+ words written in ASCII letters only, with a word of the stop-list, outside code and links.

    Polish prose has diacritics every few words and never "the", "and", "of" or "player", so such a run is
    English left untranslated. The games' titles are proper names and break a run instead of making one.
    """
    prose = LINK.sub(lambda m: f" {m.group(1)} ", CODE.sub(" ", FENCE.sub(" ", markdown)))
    words: list[str | None] = list(WORD.findall(prose))
    for title in TITLES:
        for i in range(len(words) - len(title) + 1):
            if tuple(words[i : i + len(title)]) == title:
                words[i : i + len(title)] = [None] * len(title)
    runs, run = [], []
    for word in [*words, None]:
        if word is not None and word.isascii():
            run.append(word)
            continue
        if len(run) >= RUN and STOP & {w.lower() for w in run}:
            runs.append(" ".join(run))
        run = []
    return runs


def test_every_rulings_file_is_checked() -> None:
    """The English rulings this test walks include all six files the Polish ones were written for."""
    assert set(NAMES) >= KNOWN


@pytest.mark.parametrize("name", NAMES)
def test_polish_file_exists(name: str) -> None:
    """Each English rulings file has a Polish translation of the same name in docs/rulings/pl/."""
    assert polish(name).is_file(), f"docs/rulings/pl/{name}.md is missing"


@pytest.mark.parametrize("name", NAMES)
def test_files_link_each_other(name: str) -> None:
    """The English file links its Polish version near the top, and the Polish file links back."""
    english = (RULINGS / f"{name}.md").read_text(encoding="utf-8").splitlines()[:3]
    assert f"Po polsku: [pl/{name}.md](pl/{name}.md)" in english
    translated = polish(name).read_text(encoding="utf-8").splitlines()[:3]
    assert f"In English: [../{name}.md](../{name}.md)" in translated


@pytest.mark.parametrize("name", NAMES)
def test_same_headings(name: str) -> None:
    """Both files have headings of the same levels in the same order."""
    assert headings(polish(name)) == headings(RULINGS / f"{name}.md")


@pytest.mark.parametrize("name", NAMES)
def test_same_numbered_rulings(name: str) -> None:
    """Both files have the same numbered rulings (C1…, R1…, G1…, 1. …), in the same order."""
    assert rulings(polish(name)) == rulings(RULINGS / f"{name}.md")


@pytest.mark.parametrize("name", NAMES)
def test_links_resolve(name: str) -> None:
    """Every relative link in the English and the Polish file leads to an existing file of the repository."""
    assert broken_links(RULINGS / f"{name}.md") == []
    assert broken_links(polish(name)) == []


@pytest.mark.parametrize("name", NAMES)
def test_polish_has_no_english_prose(name: str) -> None:
    """The Polish file has no run of English words (outside backticks and code)."""
    assert english_runs(polish(name).read_text(encoding="utf-8")) == []


def test_english_runs_are_found() -> None:
    """The check finds an English sentence but not Polish prose, code, links or a game's title."""
    assert english_runs("Gracz ma kartę. The player keeps the hand and its cards.") == [
        "The player keeps the hand and its cards"
    ]
    assert english_runs("Gra `the rest of the hand` i [plik](of/the/player.md); Rumble in the House to gra.") == []
