"""A bot never sees more than its seat: no bot module imports an engine state type, and a bot is only
ever handed a view and its choices."""

from __future__ import annotations

import ast
import importlib.util
import random
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from bot.bots.arena import play_table, random_player, seat_bot
from bot.bots.contract import Budget
from bot.games.base import Choice, SeatView
from bot.registry import KITS

ROOT = Path(__file__).resolve().parents[2]
WITH_BOTS = sorted(kind for kind, kit in KITS.items() if kit.bots is not None)


def _state_type(kind: str) -> type:
    game = KITS[kind].game
    return type(game.new_game(game.min_players, 1, game.check_options({})))


def _package_dir(kind: str) -> Path:
    module = sys.modules[type(KITS[kind].game).__module__]
    assert module.__file__ is not None
    return Path(module.__file__).parent


def bot_modules(kind: str) -> list[Path]:
    """A game's bot modules (``bots.py``, ``bots_*.py``, ``bots/``) and the shared ``bot/bots/`` package."""
    here = _package_dir(kind)
    own = sorted({*here.glob("bots.py"), *here.glob("bots_*.py"), *here.glob("bots/*.py")})
    return own + sorted((ROOT / "bot" / "bots").glob("*.py"))


def _module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def _imports(path: Path) -> Iterator[tuple[str, str | None]]:
    """Every (module, imported name or None) a file imports, relative imports resolved."""
    tree = ast.parse(path.read_text(), filename=str(path))
    package = _module_name(path).rsplit(".", 1)[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, None
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = importlib.util.resolve_name("." * node.level + base, package)
            for alias in node.names:
                yield base, alias.name


def test_every_game_has_bots():
    """Every registered game carries its bots (a game without them could not seat one)."""
    assert sorted(KITS) == WITH_BOTS


@pytest.mark.parametrize("kind", WITH_BOTS)
def test_bot_modules_import_no_state_type(kind: str):
    """No bot module imports the engine's state class, nor the module that defines it."""
    state = _state_type(kind)
    modules = bot_modules(kind)
    assert any(p.parent != ROOT / "bot" / "bots" for p in modules), f"{kind} has no bots module of its own"
    bad = []
    for path in modules:
        for module, name in _imports(path):
            if module == state.__module__ or name == state.__name__:
                bad.append(f"{path.relative_to(ROOT)} imports {module}.{name or ''}")
    assert bad == []


class Spy:
    """Wraps a level and records the types of what it is handed."""

    def __init__(self, decide: Any) -> None:
        self.decide = decide
        self.handed: list[tuple[type, set[type]]] = []

    def __call__(self, view: Any, choices: Sequence[Choice], rng: random.Random, budget: Budget) -> str:
        self.handed.append((type(view), {type(c) for c in choices}))
        action: str = self.decide(view, choices, rng, budget)
        return action


@pytest.mark.parametrize("kind", WITH_BOTS)
def test_a_bot_is_handed_its_seat_view_and_choices_only(kind: str):
    """Through a whole table, every level is called with its seat's view and Choice objects, never a state."""
    kit = KITS[kind]
    assert kit.bots is not None
    game = kit.game
    state = _state_type(kind)
    spies = {level: Spy(decide) for level, decide in kit.bots.levels.items()}
    count = max(game.min_players, 2)
    players = [seat_bot(game, spies[level], Budget(iterations=4, seconds=0)) for level in sorted(spies)]
    players = (players + [random_player(game)] * count)[:count]
    play_table(game, players, seed=7)
    for spy in spies.values():
        assert spy.handed
        for view_type, choice_types in spy.handed:
            assert issubclass(view_type, SeatView) and not issubclass(view_type, state)
            assert choice_types == {Choice}
