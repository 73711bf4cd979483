"""Every word drawn on a board comes from the catalogue: seeded games of every kind drawn in a marked
pseudo-Polish, each string handed to FreeType read for words that were not marked (players' names allowed)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.i18n import EN, PL
from bot.registry import KITS
from tests.cogs.leaks import CLOSE, OPEN, leaked, marked_polish  # noqa: F401 - a fixture, used by name
from tests.render.drawn import drawn_words

NAMES = ("Ania", "Bartek", "Celina", "Darek", "Ela", "Franek")
EVERY = 9
"""Draw one ply in this many (and the first and the last): enough to meet every kind of board, cheaply."""


def boards(kind: str, seed: int) -> list[tuple[Any, int | None]]:
    """(view, seat) of a seeded random game of ``kind`` at its most players: every seat and the public view."""
    game = KITS[kind].game
    players = game.max_players
    rng = random.Random(f"{kind}-{seed}")
    state = game.new_game(players, seed, {})
    shown: list[tuple[Any, int | None]] = []
    ply = 0
    while game.outcome(state) is None:
        if ply % EVERY == 0:
            shown.extend((game.view(state, seat), seat) for seat in (None, *range(players)))
        seat = rng.choice(sorted(game.to_act(state)))
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        ply += 1
    shown.extend((game.view(state, seat), seat) for seat in (None, *range(players)))
    return shown


def in_marks(seen: list[str]) -> list[str]:
    """The drawn strings, each line of a wrapped message opened with the mark its first line opened."""
    lines, open_ = [], False
    for said in seen:
        line = OPEN + said if open_ else said
        lines.append(line)
        open_ = line.rfind(OPEN) > line.rfind(CLOSE)
    return lines


@pytest.mark.usefixtures("marked_polish")
@pytest.mark.parametrize("kind", sorted(KITS))
def test_every_word_drawn_on_a_polish_board_is_from_the_catalogue(monkeypatch: pytest.MonkeyPatch, kind: str):
    """Boards of a seeded game, every seat's and the public one, drawn in Polish: no word comes from code."""
    kit = KITS[kind]
    names = NAMES[: kit.game.max_players]
    found: dict[str, list[str]] = {}
    for view, _seat in boards(kind, 1):
        with drawn_words(monkeypatch) as seen:
            kit.render(view, names, PL)
        for said in in_marks(seen):
            if words := leaked(said, (*names, kit.game.title)):
                found.setdefault(said, words)
    assert found == {}


@pytest.mark.parametrize("kind", sorted(KITS))
def test_an_english_board_draws_words(monkeypatch: pytest.MonkeyPatch, kind: str):
    """The recorder sees the words of an English board (so the Polish test reads what is really drawn)."""
    kit = KITS[kind]
    view, _ = boards(kind, 1)[0]
    with drawn_words(monkeypatch) as seen:
        kit.render(view, NAMES[: kit.game.max_players], EN)
    assert any(leaked(said) for said in seen)
