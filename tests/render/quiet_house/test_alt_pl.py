"""The board's alt text in Polish: a pinned public board, and seeded views said from a strict catalogue in both
languages, the Polish with no English left and within Discord's 1,000 characters."""

from __future__ import annotations

import random
import re

import pytest

import render.quiet_house.alt as alt
from bot.games.quiet_house import GAME
from bot.i18n import Catalogue, Text
from render.quiet_house.alt import alt_text

STRICT = Catalogue(strict=True)
NAMES = ("Ada", "Bea", "Cyd", "Dot")
ENGLISH = re.compile(r"\b(the|and|of|with|Player|tiles?|points?|cards?|wall|board)\b")
OPTIONS = ({}, {"rook": "random", "mouse": "advanced", "variant1": True}, {"variant2": True, "monkey": "advanced"})


@pytest.fixture
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    """The alt text says its messages from the strict catalogue (a message that cannot be said fails)."""

    def said(text: Text, lang: str = "en", names: tuple[str, ...] = ()) -> str:
        return STRICT.say(text, lang, names)

    monkeypatch.setattr(alt, "say", said)


def test_a_public_board_in_polish(strict):
    """The start of a seeded game, as a spectator's screen reader hears it in Polish."""
    text = alt_text(GAME.view(GAME.new_game(2, 0, {}), None), NAMES[:2], "pl")
    assert text == (
        "Quiet House, graczy: 2. Teraz gra Ada. Karta Czasu: Świecznik za 5 pkt; Świecznik nie może się ruszyć, "
        "a Lustro porusza się jak Świecznik. Zostały 24 karty; wygrana teraz daje 5 pkt. Posągi: Wieża B6, "
        "Świecznik D3, Małpa E4, Mysz C5, Lustro F1. Czerwone kropki (plansza standardowa): B1, E2, A3, F4, C5, D6. "
        "Miejsca: Ada – lewy dolny róg, Bea – prawy górny róg. Żadna z ośmiu płytek celu nie jest odkryta."
    )


def test_seeded_views_are_said_in_both_languages(strict):
    """Every view of a few seeded games (a resignation, declarations, the end) says in English and Polish."""
    checked = 0
    for players in (2, 4):
        for seed, options in enumerate(OPTIONS):
            rng = random.Random(f"alt-pl:{players}:{seed}")
            s = GAME.new_game(players, seed, options)
            while True:
                for seat in (None, *range(players)):
                    view = GAME.view(s, seat)
                    english, polish = alt_text(view, NAMES[:players]), alt_text(view, NAMES[:players], "pl")
                    assert polish != english and len(polish) <= 1000
                    assert not ENGLISH.search(polish), polish
                    checked += 1
                if GAME.outcome(s) is not None:
                    break
                if seed == 0 and s.drawn == 6:
                    s = GAME.resign(s, rng.randrange(players))
                    continue
                legal = list(GAME.legal_actions(s, s.turn))
                action = "declare" if "declare" in legal else rng.choice(legal)
                s = GAME.apply(s, s.turn, action)
    assert checked > 300
