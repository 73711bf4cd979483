"""Finding English that did not come from the catalogue: a pseudo-Polish catalogue marks every word it
says, and whatever the bot sends with letters outside those marks leaked from code.

The catalogue is the real Polish one with every text element wrapped in ⟦ ⟧ (what arguments put in —
players' names, numbers, mentions, links — stays unwrapped and is allowed). Selector values such as a
noun's ``.gender`` are left alone so every variant is still chosen as in Polish.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Transformer, Visitor

from bot.i18n import CATALOGUE, LOCALES, PL
from tests.discord_play import json_strings

OPEN, CLOSE = "⟦", "⟧"
MARKED = re.compile(f"{OPEN}[^{CLOSE}]*(?:{CLOSE}|…|$)")
"""A marked stretch: to its closing mark, or to where the text was cut ("…") or ends."""
ALLOWED = re.compile(r"<(?:@!?|#|@&|t:)[^>]+>|https?://\S+|`/[^`]*`|:[a-z_0-9]+:")
"""Mentions, channels, timestamps, links, command names in backticks and emoji codes: not words of the bot."""
WORD = re.compile(r"[^\W\d_]{2,}")
SHOWN_KEYS = {"content", "title", "description", "name", "value", "text", "label", "placeholder"}
"""The keys of a request's JSON whose strings a player reads (not ids, urls, or option values)."""


class _Selectors(Visitor):
    """The attribute names used to choose a variant (``{ $ghost_gender -> … }`` uses ``gender``)."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference) and "_" in node.selector.id.name:
            self.names.add(node.selector.id.name.rsplit("_", 1)[1])
        self.generic_visit(node)


class _Mark(Transformer):
    def __init__(self, keep: set[str]) -> None:
        super().__init__()
        self.keep = keep

    def visit_Attribute(self, node: ast.Attribute) -> ast.Attribute:
        return node if node.id.name in self.keep else self.generic_visit(node)

    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        if any(c.isalpha() for c in node.value):
            node.value = f"{OPEN}{node.value}{CLOSE}"
        return node


def marked_catalogues(into: Path) -> Path:
    """A copy of the catalogues with Polish marked; returns its root."""
    shutil.copytree(LOCALES, into, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    parser, serializer = FluentParser(), FluentSerializer()
    resources = {path: parser.parse(path.read_text(encoding="utf-8")) for path in sorted((into / PL).glob("*.ftl"))}
    selectors = _Selectors()
    for resource in resources.values():
        selectors.visit(resource)
    for path, resource in resources.items():
        path.write_text(serializer.serialize(_Mark(selectors.names).visit(resource)), encoding="utf-8")
    return into


@pytest.fixture
def marked_polish(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The bot's catalogue swapped for one whose Polish words are marked, for the test's duration."""
    root = marked_catalogues(tmp_path / "locales")
    monkeypatch.setattr(CATALOGUE, "root", root)
    monkeypatch.delitem(CATALOGUE.__dict__, "bundles", raising=False)
    yield
    CATALOGUE.__dict__.pop("bundles", None)


def leaked(text: str, names: Sequence[str] = ()) -> list[str]:
    """The words of ``text`` that are neither marked catalogue words nor players' names, links or mentions."""
    rest = MARKED.sub(" ", ALLOWED.sub(" ", text))
    for name in sorted(names, key=len, reverse=True):
        rest = rest.replace(name, " ")
    return WORD.findall(rest)


def leaks(env: Any, names: Sequence[str] = (), *, since: int = 0) -> list[tuple[str, str, list[str]]]:
    """(where, text, leaked words) for every string a player reads that the bot sent after request ``since``."""
    found = []
    for request in env.http_requests[since:]:
        if "/commands" in request.path:
            continue
        for where, text in json_strings(request.json):
            key = where.rsplit(".", 1)[-1].split("[")[0]
            if key == "value" and ".options[" in where:
                continue  # a select option's value is the move's id, never shown
            if key in SHOWN_KEYS and (words := leaked(text, names)):
                found.append((f"{request.method} {request.path} {where}", text, words))
    return found
