"""The boundary between Discord and the rules: cogs see tables, views and choices, never engine state."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

COGS = Path(__file__).resolve().parents[2] / "cogs"
FILES = sorted(COGS.rglob("*.py"))
GAME_FACTS = {"title", "key", "traits", "min_players", "max_players", "rules_summary"}
"""What a cog may read from a game object: facts about the game, nothing that takes a state."""


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(), filename=str(path))


def _names(path: Path) -> Iterator[tuple[int, str]]:
    """Every module a file imports at run time, with its line (``if TYPE_CHECKING:`` imports are types only)."""
    tree = _tree(path)
    typing_only = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
        for inner in ast.walk(node)
    }
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.ImportFrom) and node.module:
            yield node.lineno, node.module
        elif isinstance(node, ast.Import):
            yield from ((node.lineno, alias.name) for alias in node.names)


def _where(path: Path, line: int) -> str:
    return f"{path.relative_to(COGS.parent)}:{line}"


def test_the_cogs_are_all_checked():
    """The scan below sees every cog module (a moved tree would make it pass vacuously)."""
    assert len(FILES) > 20 and any(p.parent.name == "purple_house" for p in FILES)


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(COGS)))
def test_cogs_import_no_engine_internals(path):
    """A cog imports nothing of a game's engine package at run time (view types for annotations only)."""
    bad = [
        _where(path, line) for line, name in _names(path) if name.startswith("bot.games.") and name != "bot.games.base"
    ]
    assert bad == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(COGS)))
def test_cogs_never_touch_engine_state(path):
    """No cog reads a table's state (``.state``, ``._state``, ``engine_state``) nor calls a game on a state."""
    bad: list[str] = []
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.Attribute) and node.attr in {"state", "_state"}:
            bad.append(_where(path, node.lineno))
        if isinstance(node, ast.Name) and node.id == "engine_state":
            bad.append(_where(path, node.lineno))
        game = node.value if isinstance(node, ast.Attribute) else None
        if isinstance(game, ast.Attribute) and game.attr == "game" and node.attr not in GAME_FACTS:  # type: ignore[union-attr]
            bad.append(_where(path, node.lineno))
    assert bad == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(COGS)))
def test_cogs_reach_the_bot_without_type_ignores(path):
    """Interactions are typed with this bot as their client: no ``type: ignore`` to reach it."""
    bad = [
        _where(path, n)
        for n, line in enumerate(path.read_text().splitlines(), 1)
        if "type: ignore" in line and "client" in line
    ]
    assert bad == []


def _store_touches(tree: ast.Module) -> list[int]:
    """The lines reaching a store: an attribute ``store`` (``bot.store``, ``sessions.store``) or the name as a
    string (``getattr(bot, "store")``)."""
    return [
        node.lineno
        for node in ast.walk(tree)
        if (isinstance(node, ast.Attribute) and node.attr == "store")
        or (isinstance(node, ast.Constant) and node.value == "store")
    ]


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(COGS)))
def test_cogs_reach_data_through_the_sessions_only(path):
    """No cog touches the store: data goes through ``bot.sessions``, the one way a cog asks for or changes what
    is saved."""
    assert [_where(path, line) for line in _store_touches(_tree(path))] == []


def test_the_store_scan_sees_a_store_reached_past_the_sessions():
    """The scan above is not vacuous: the lines cogs used to write are caught."""
    tree = ast.parse(
        "async def f(bot, s):\n    await bot.store.prefs([1])\n    getattr(s, 'store')\n    s.sessions.x\n"
    )
    assert sorted(_store_touches(tree)) == [2, 3]
