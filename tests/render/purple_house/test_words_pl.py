"""The Purple House picture and its alt text in Polish: words said from the catalogue, caches kept per language."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PIL import ImageChops

import render.purple_house.alt as alt
from bot.games.purple_house import GAME
from bot.i18n import EN, PL, Catalogue, Text
from render import cache
from render.purple_house.board import alt_text, render_board
from tests.games.purple_house.test_reveal import lost, won
from tests.render.drawn import drawn_words
from tests.render.purple_house.test_board import _escape_mid_game, _scouting

NAMES = ("Ania", "Bartek", "")
STRICT = Catalogue(strict=True)
ENGLISH = re.compile(
    r"\b(the|and|of|in|by|card|cards|back|Path|Candles|Clues?|Player|Key|round|Room|items?|left|ready|none|empty|You)\b"
)
RENDERER = Path(__file__).parents[3] / "render" / "purple_house"


@pytest.fixture
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    """The alt text says its messages from the strict catalogue (a message that cannot be said fails)."""

    def said(text: Text, lang: str = EN, names: tuple[str, ...] = ()) -> str:
        return STRICT.say(text, lang, names)

    monkeypatch.setattr(alt, "say", said)


def test_a_public_escape_board_in_polish(strict):
    """The public alt text of a crafted Escape Phase, as a Polish screen reader says it (an unnamed seat too)."""
    text = alt_text(GAME.view(_escape_mid_game(), None), NAMES, PL)
    assert text == (
        "The Purple House, runda 1 z 3, Faza Ucieczki, poziom Łatwy. Ania ma Klucz i odkrywa następną kartę. "
        "Świece: 4 z 4. Bieżący Pokój: 2 Lampy, karta 1. Ścieżka: Lampy 1; Krzesła 1, 2; Zegary 4. "
        "Odkryte Wskazówki: 5 z 16. Talia Duchów: 5. Obszar Domu: 19 pól w rzędach po 5; zakryte karty według "
        "rewersów: bez X – 3, 9, 10, 12, 17; X: lewy górny – 2, 14; X: prawy górny – 11, 15; X: lewy dolny – 6, 18; "
        "X: prawy dolny – 13; X: lewy górny + lewy dolny – 8; X: lewy górny + prawy dolny – 16; "
        "X: lewy dolny + prawy dolny – 7. Puste: 4, 5, 19. Pozostałe przedmioty (chusteczki/narożne X/środkowe X): "
        "Ania 1/1/1; Bartek 1/1/1; Gracz 3 1/1/1."
    )


def test_a_seats_scouting_alt_text_in_polish(strict):
    """A seat's Scouting alt text names its cards as labels after "karta", its items and what is left to do."""
    state = GAME.apply(_scouting(), 0, "auto")
    text = alt_text(GAME.view(state, 1), NAMES, PL)
    assert "Twoje karty: karta 1 „1 Krzesło”, rewers X: lewy górny + prawy górny + lewy dolny; " in text
    assert "karta 3 „Biała Dama”, rewers X: prawy górny + prawy dolny. " in text
    assert "Twoje przedmioty: Chusteczka ×1, Narożny X ×1, Środkowy X ×1. Zmodyfikuj jeszcze 1 kartę." in text
    assert text.endswith(
        "Gracze: Ania: gotowość zgłoszona, 3 karty; Bartek: na zwiadzie, 3 karty; Gracz 3: na zwiadzie, 3 karty."
    )


def test_a_won_game_says_its_score_with_polish_numbers(strict):
    """The score of a won game is said with a decimal comma, its parts and the ending in Polish."""
    text = alt_text(GAME.view(won("easy", 1, 4), None), NAMES, PL)
    assert "Wszyscy uciekają: odkryto wszystkie 16 Wskazówek w rundzie 1. " in text
    assert "Wynik 24,75 = (16 za Wskazówki + 12 za świece + 5 za wygraną) ×0,75: Gratulacje, wędrowcy" in text


def test_the_polish_board_draws_polish_words(monkeypatch: pytest.MonkeyPatch):
    """The Escape board drawn in Polish shows the panel titles, the Current Room and its hint in Polish."""
    with drawn_words(monkeypatch) as seen:
        render_board(GAME.view(_escape_mid_game(), None), NAMES, PL)
    for words in (
        "Runda 1 z 3 · Ucieczka",
        "▶ Kartę odkrywa Ania",
        "Poziom: Łatwy · +1 Biała Dama na rundę",
        "Bieżący Pokój",
        "2 Lampy",
        "karta 1",
        "Świece",
        "4 z 4",
        "Talia Duchów",
        "5 kart",
        "Ścieżka",
        "Wskazówki na Ścieżce: 4 · odkryte: 5 z 16",
        "dżoker",
        "Gracz 3",
        "Chusteczka",
        "Złota ramka: Bieżący Pokój",
        "puste",
    ):
        assert words in seen, words
    assert "Pasuje: ten sam symbol (Lampy), ta sama liczba (2) albo Ube." in " ".join(seen)


def test_the_final_board_in_polish(monkeypatch: pytest.MonkeyPatch):
    """The final reveal says who is trapped, the reveal legend and the score in Polish."""
    with drawn_words(monkeypatch) as seen:
        render_board(GAME.view(lost("hard", 5, players=3), None), NAMES, PL)
    assert "Wszyscy zostają uwięzieni w Fioletowym Domu · wszystkie karty odkryte · Poziom: Trudny" in seen
    assert {"UWIĘZIENI", "Odkryte Wskazówki: 5 z 16.", "Wynik 7,5", "Odsłonięcie: wszystkie karty są odkryte."} <= set(
        seen
    )
    assert "= (5 za Wskazówki + 0 za świece + 0 za wygraną) ×1,5" in seen


@pytest.mark.parametrize(
    "view",
    [
        GAME.view(_escape_mid_game(), None),
        GAME.view(_scouting(), 1),
        GAME.view(_scouting(), None),
        GAME.view(lost("hard", 5, players=3), None),
    ],
    ids=["escape", "scouting-seat", "scouting-public", "final"],
)
def test_pictures_are_cached_per_language(view):
    """A Polish picture differs from the English one; drawn after each other from kept parts, each is the same as
    drawn from empty caches."""
    cache.clear_all()
    polish = render_board(view, NAMES, PL)
    cache.clear_all()
    english = render_board(view, NAMES)
    assert english.size == polish.size and ImageChops.difference(english, polish).getbbox() is not None
    assert ImageChops.difference(polish, render_board(view, NAMES, PL)).getbbox() is None
    assert ImageChops.difference(english, render_board(view, NAMES)).getbbox() is None


def test_polish_alt_text_keeps_no_english_through_a_game(strict):
    """Every third ply of seeded games (a solo and a full table), every view's Polish alt text is said from the
    strict catalogue, has none of the English words, differs from the English and fits Discord's 1,000."""
    checked = 0
    for players, options in ((1, {"scoring": True}), (5, {"difficulty": "hard", "kid_friendly": True})):
        rng = random.Random(f"alt-pl-{players}")
        state = GAME.new_game(players, 4, options)
        ply = 0
        while True:
            over = GAME.outcome(state) is not None
            if over or ply % 3 == 0:
                for seat in (None, *range(players)):
                    view = GAME.view(state, seat)
                    polish = alt_text(view, NAMES[:players], PL)
                    assert polish != alt_text(view, NAMES[:players]) and len(polish) <= 1000
                    assert not ENGLISH.search(polish.replace("The Purple House", "")), polish
                    checked += 1
            if over:
                break
            seat = rng.choice(sorted(GAME.to_act(state)))
            state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
            ply += 1
    assert checked > 100


def test_the_renderer_uses_exactly_its_own_messages():
    """The picture's and alt text's messages in the catalogue are the ones the renderer's code names."""
    written = {
        i
        for path in RENDERER.glob("*.py")
        for i in re.findall(r'"(purplehouse-(?:pic|alt)-[a-z-]+)"', path.read_text())
    }
    defined = {i for i in STRICT.ids(EN) if i.startswith(("purplehouse-pic-", "purplehouse-alt-"))}
    assert written == defined
    assert defined <= STRICT.ids(PL)
