"""The Rumble board's alt text in Polish: pinned sentences, plural forms, and every seeded view said in both
languages from the strict catalogue, as long in Polish as the limit allows."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bot.games.rumble import GAME
from bot.i18n import PL
from render.rumble.board import ALT_LIMIT, alt_text
from tests.games.rumble.test_notes import last_fight
from tests.games.rumble.test_words_pl import ENGLISH

NAMES = ["Ania", "Bartek", "Celina", "Darek", "Ela", "Franek"]


def test_a_seats_alt_text_in_polish() -> None:
    """Whose turn, the seat's characters, the rooms and the quiet turns left, in Polish."""
    view = GAME.view(GAME.new_game(4, 2, {"layout": "manor"}), 1)
    text = alt_text(view, NAMES[:4], PL)
    assert text.startswith("Rumble in the House, runda 1 z 3, Dwór. Ruch: Ania. Twoje postacie: Małpa i Robot. ")
    assert "Pokoje: Strych: Pingwin; Biblioteka: Dzieciak;" in text
    assert text.endswith(
        "Nikt jeszcze nie opuścił domu. Punkty: Ania 0, Bartek 0, Celina 0, Darek 0. "
        "Do zakazu przeciągania zostało 8 spokojnych tur."
    )


def test_the_reveal_in_the_alt_text_agrees_with_each_characters_gender() -> None:
    """After rumble 1 the alt text tells who had whom: "Małpa (odpadła jako 2.)", "Surykatki (odpadły jako 8.)"."""
    view = GAME.view(GAME.apply(last_fight(4), 0, "f10"), None)
    text = alt_text(view, NAMES[:4], PL)
    assert (
        "Runda 1 odkryta: Ania – Małpa (odpadła jako 2.) i Ninja (odpadł jako 1.): 0 punktów; "
        "Bartek – Kot (odpadł jako 4.) i Pingwin (odpadł jako 3.): 2 punkty;"
    ) in text
    assert "Darek – Surykatki (odpadły jako 8.) i Człowiek-Kurczak (odpadł jako 7.): 6 punktów." in text


@pytest.mark.parametrize(
    ("quiet", "english", "polish"),
    [
        (1, "1 quiet turn left", "została 1 spokojna tura"),
        (2, "2 quiet turns left", "zostały 2 spokojne tury"),
        (5, "5 quiet turns left", "zostało 5 spokojnych tur"),
        (12, "12 quiet turns left", "zostało 12 spokojnych tur"),
        (22, "22 quiet turns left", "zostały 22 spokojne tury"),
    ],
)
def test_quiet_turns_take_each_languages_plural_form(quiet: int, english: str, polish: str) -> None:
    """The turns left before the anti-stall rule: 1 turn / 2 turns; 1 tura, 2 tury, 5 tur, 12 tur, 22 tury."""
    view = GAME.view(GAME.new_game(3, 1, {}), None)
    view = dataclasses.replace(view, quiet_turns_left=quiet)
    assert english in alt_text(view, NAMES[:3])
    assert polish in alt_text(view, NAMES[:3], PL)


def test_every_alt_text_of_seeded_games_is_said_in_polish() -> None:
    """Seeded games with resignations: every view's Polish alt text is said, fits the limit and has no English."""
    seen = 0
    for players in (3, 4, 6):
        rng = random.Random(players)
        s = GAME.new_game(players, players, {"layout": ("classic", "manor", "ring")[players % 3]})
        while True:
            if rng.random() < 0.05 or s.finished:
                for viewer in (None, *range(players)):
                    view = GAME.view(s, viewer)
                    polish = alt_text(view, NAMES[:players], PL)
                    assert len(polish) <= ALT_LIMIT and polish != alt_text(view, NAMES[:players])
                    assert not ENGLISH.search(polish.removeprefix("Rumble in the House")), polish
                    seen += 1
            if s.finished:
                break
            if rng.random() < 0.004 and len(s.resigned) < players - 1:
                s = GAME.resign(s, rng.choice([p for p in range(players) if p not in s.resigned]))
                continue
            s = GAME.apply(s, s.turn, rng.choice(list(GAME.legal_actions(s, s.turn))))
    assert seen > 50
