"""Shared helpers for The Purple House engine tests."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import pytest

from bot.games.base import IllegalAction
from bot.games.purple_house import GAME
from bot.games.purple_house.data import GHOST_LADIES, STARTING_HOUSE, SYMBOLS, UBE
from bot.games.purple_house.state import EMPTY, PurpleHouseState
from bot.i18n import say

LADIES = (16, 17, 18, 19, 20, 21, 22, 23)


@contextmanager
def refused(match: str) -> Iterator[None]:
    """Expect an IllegalAction whose reason, said in English, contains the pattern ``match``."""
    with pytest.raises(IllegalAction) as caught:
        yield
    reason = say(caught.value.reason)
    assert re.search(match, reason), reason


def clue(sym: str, n: int) -> int:
    """Card id of the Clue with symbol ``sym`` (Lamp, Chair, Wardrobe/Cabinet, Clock) and number ``n``."""
    sym = "Wardrobe" if sym == "Cabinet" else sym
    return SYMBOLS.index(sym) * 4 + n - 1


def escape(
    *,
    current: int | None = None,
    path: Iterable[int] = (),
    grid: Sequence[int | None] | None = None,
    players: int = 1,
    seed: int = 7,
    options: dict[str, Any] | None = None,
    **setup: Any,
) -> PurpleHouseState:
    """A game placed in the Escape Phase.

    Without ``grid``, every starting House card not in the Path lies face-down,
    followed by the Current Room; Ghost Ladies not placed stay in the Ghost deck.
    """
    path = list(path)
    if grid is None:
        grid = [c for c in STARTING_HOUSE if c not in path and c != current]
        if current is not None:
            grid.append(current)
    placed = set(path) | {c for c in grid if c is not None}
    ghosts = [c for c in GHOST_LADIES if c not in placed]
    return GAME.new_game(
        players,
        seed,
        options or {},
        {"grid": list(grid), "path": path, "current": current, "ghosts": ghosts, **setup},
    )


def cell_of(s: PurpleHouseState, card: int) -> int:
    """1-based grid cell of ``card``."""
    return s.grid.index(card) + 1


def flip(s: PurpleHouseState, card: int) -> PurpleHouseState:
    """The Key holder flips ``card`` (found by its grid cell)."""
    return GAME.apply(s, s.key, f"f{cell_of(s, card)}")


def face_down(s: PurpleHouseState) -> list[int]:
    """Cards lying face-down in the House area."""
    return [c for c in s.grid if c not in (EMPTY, s.current)]


def all_but(*cards: int) -> list[int]:
    """Every Clue not listed (for building a Path)."""
    return [c for c in range(16) if c not in cards]


__all__ = ["EMPTY", "GAME", "LADIES", "UBE", "all_but", "cell_of", "clue", "escape", "face_down", "flip"]
