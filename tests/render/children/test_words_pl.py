"""The Children board picture in Polish: the words drawn, hand-checked, and the caches kept per language."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PIL import ImageChops

from bot.games.children import GAME
from bot.games.children.data import ids_of
from bot.games.children.views import ChildrenView, WindowView, card_view
from bot.i18n import EN, PL, msg
from render import cache
from render.children.board import render
from tests.render.children.test_board import HATPINS, TEDDY, _state
from tests.render.drawn import drawn_words

NAMES = ["Ania", ""]


def _drawn(monkeypatch: pytest.MonkeyPatch, view: ChildrenView, lang: str = PL) -> set[str]:
    """Every string drawn on ``view``'s board in ``lang`` (seat 1 has no name)."""
    with drawn_words(monkeypatch) as seen:
        render(view, NAMES, lang)
    return set(seen)


def test_a_seats_board_draws_its_words_in_polish(monkeypatch: pytest.MonkeyPatch) -> None:
    """Captions, columns, floors, steps, the private panel, a card face and a nameless seat, all in Polish."""
    view = GAME.view(_state(2, hands=[[HATPINS[0], TEDDY], []]), 0)
    drawn = _drawn(monkeypatch, view)
    assert {
        "1 Kafel",
        "2 Akcje (zostały 2)",
        "▶ Ania musi wykonać akcje (zostały 2; żetony czaszki dają kolejne).",
        "kolumna 1",
        "PIWNICA",
        "1. PIĘTRO",
        "Gracze",
        "POKÓJ",
        "ZŁAPANE",
        "Ania (ty)",
        "Gracz 2",
        "RUCH",
        "Sala bilardowa",
        "Stół",
        "Limit ręki",
        "−1: rozwścieczony duch",
        "Pula czaszek",
        "Odrzucone karty: 0",
        "★ Widzisz to tylko ty — twoja ręka: 2 karty",
        "limit ręki: 4",
        "DARMOWA AKCJA",
        "ZABAWKA",
        "łapie Rosie",
        "Karty zapamiętane pod pokojami",
        "Na razie żadnych.",
        "Mini-stosy",
        "drzwi / klapa",
        "♥ ulubiona zabawka",
    } <= drawn
    assert not drawn & {"Players", "ROOM", "Table", "Hand limit", "column 1", "BASEMENT", "Player 2", "(you)"}


def test_a_sprung_trap_and_the_last_turns_are_said_in_polish(monkeypatch: pytest.MonkeyPatch) -> None:
    """The sprung trap's caption and card, the enter step and the count of last turns take Polish forms."""
    view = GAME.view(_state(2), None)
    trap = card_view(ids_of("Raven's Skull")[0])
    window = WindowView("defuse", 0, view.status, trap, msg("children-deadline-defuse"))
    drawn = _drawn(monkeypatch, replace(view, phase="enter", window=window, ending=True, last_turns=5))
    assert {"2 Wejście", "pułapka działa", "Czaszka kruka", "pułapka", "OSTATNIE TURY: zostało 5"} <= drawn


def test_a_finished_board_reveals_in_polish(monkeypatch: pytest.MonkeyPatch) -> None:
    """The end of a seeded game: the result, the hands panel and the bands under rooms speak Polish."""
    state = GAME.new_game(2, 5, {})
    while GAME.outcome(state) is None:
        seat = min(GAME.to_act(state))
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    drawn = _drawn(monkeypatch, GAME.view(state, None))
    assert {"Koniec gry", "KONIEC GRY", "Ręce na koniec gry", "zabawka", "urządzenie", "pułapka"} <= drawn
    assert any(s.startswith("♛ Koniec gry — ") for s in drawn)
    assert drawn & {"ZOSTAWIONE · ODKRYTE", "nic tu nie zostało"}


def test_pictures_are_cached_per_language() -> None:
    """Each language's picture, drawn after the other's, is the one drawn with empty caches; the two differ."""
    state = _state(2, hands=[[HATPINS[0], TEDDY], []])
    for view in (GAME.view(state, None), GAME.view(state, 0)):
        fresh = {}
        for lang in (EN, PL):
            cache.clear_all()
            fresh[lang] = render(view, NAMES, lang)
        assert ImageChops.difference(fresh[EN], fresh[PL]).getbbox() is not None
        for first, then in ((PL, EN), (EN, PL)):
            cache.clear_all()
            render(view, NAMES, first)
            assert ImageChops.difference(fresh[then], render(view, NAMES, then)).getbbox() is None
