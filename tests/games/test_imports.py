"""Engines and their bots are pure: no module under bot/games imports Discord, Pillow, the database, the event
loop or the clock, and randomness comes only from seeded ``random.Random`` instances, taken from
``bot.seeded`` (never the ``random`` module)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAMES = Path(__file__).resolve().parents[2] / "bot" / "games"
FORBIDDEN = ("discord", "PIL", "aiosqlite", "asyncio", "time")
MODULES = sorted(GAMES.rglob("*.py"))


def imported(path: Path) -> list[tuple[str, str | None]]:
    """(module, name or None) for every import of a file."""
    out: list[tuple[str, str | None]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(alias.name, None) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            out += [(node.module, alias.name) for alias in node.names]
    return out


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(GAMES)))
def test_an_engine_module_imports_nothing_impure(path: Path) -> None:
    """No Discord, Pillow, database, event loop, clock or ``random`` module: the seeded ``Random`` class comes
    from ``bot.seeded``."""
    for module, _name in imported(path):
        assert module.split(".")[0] not in (*FORBIDDEN, "random"), f"{path.name} imports {module}"


def test_every_engine_module_is_checked() -> None:
    """The check reads the five games' packages."""
    assert len({p.relative_to(GAMES).parts[0] for p in MODULES if len(p.relative_to(GAMES).parts) > 1}) >= 5
