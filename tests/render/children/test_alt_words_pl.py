"""The Children board's alt text in Polish: every view of seeded games said from a strict catalogue."""

from __future__ import annotations

import random
import re

import pytest

from bot.games.children import GAME
from bot.i18n import PL, Catalogue
from render.children import alt

STRICT = Catalogue(strict=True)
ENGLISH = re.compile(r"\b(the|and|you|Player|ghosts?|cards?|rooms?|trapped|skulls?|left|Hand|Rooms|Players)\b")
"""English words the Polish alt text may not hold."""


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 8)])
def test_every_alt_text_of_a_game_is_said_in_polish(monkeypatch: pytest.MonkeyPatch, players: int, seed: int) -> None:
    """Each seat's and the public alt text of every ply is said by a strict catalogue, without English words."""
    monkeypatch.setattr(alt, "say", STRICT.say)
    rng = random.Random(f"alt-pl:{players}:{seed}")
    s = GAME.new_game(players, seed, {})
    names = ["Ania", "Bartek", "Celina", "Darek"][:players]
    said = 0
    while True:
        for seat in (None, *range(players)):
            text = alt.alt_text(GAME.view(s, seat), names, PL)
            assert text.startswith(f"Plansza Children dla {players} graczy.") and not ENGLISH.search(text), text
            said += 1
        if GAME.outcome(s) is not None:
            break
        seat = rng.choice(sorted(GAME.to_act(s)))
        s = GAME.apply(s, seat, rng.choice(list(GAME.legal_actions(s, seat))))
    assert said > 100


def test_a_finished_board_says_the_winner_in_polish() -> None:
    """The result of a finished game is said in Polish with the plural form of the ghosts trapped."""
    s = GAME.new_game(2, 5, {})
    rng = random.Random(5)
    while GAME.outcome(s) is None:
        seat = rng.choice(sorted(GAME.to_act(s)))
        s = GAME.apply(s, seat, rng.choice(list(GAME.legal_actions(s, seat))))
    view = GAME.view(s, None)
    text = alt.result_text(view, ["Ania", "Bartek"], PL)
    assert re.fullmatch(
        r"Koniec gry — (Ania|Bartek|Ania i Bartek) wygrywa(ją)?: \d+ złapan(y duch|e duchy|ych duchów)\.", text
    )
