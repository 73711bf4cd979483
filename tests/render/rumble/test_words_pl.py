"""The Rumble board in Polish: the words drawn on the picture (pinned, and kept per language in the caches),
and the alt text: pinned sentences, plural forms, and every seeded view said in both languages from the
strict catalogue, as long in Polish as the limit allows."""

from __future__ import annotations

import dataclasses
import random

import pytest
from PIL import ImageChops

from bot.games.rumble import GAME, RumbleState
from bot.games.rumble.model import RumbleView
from bot.i18n import EN, PL
from render import cache
from render.rumble.board import ALT_LIMIT, alt_text, render_board
from tests.games.rumble.test_notes import last_fight
from tests.games.rumble.test_words_pl import ENGLISH
from tests.render.drawn import drawn_words

NAMES = ["Ania", "Bartek", "Celina", "Darek", "Ela", "Franek"]
UNNAMED = ["Ania", "", "Celina", "Darek"]
"""Seat 1's name has nothing the fonts can draw: the board calls it "Gracz 2" in Polish, "Seat 2" in English."""


def _rumble_two() -> RumbleState:
    """Rumble 1 scored (Ania had Robot, last standing), Darek resigned before it; Bartek to play rumble 2."""
    s = GAME.resign(last_fight(4, secrets=[(11, 0), (1, 2), (3, 4), (5, 6)]), 3)
    return GAME.apply(s, 0, "f10")


def _drawn(monkeypatch: pytest.MonkeyPatch, view: RumbleView, names: list[str], lang: str) -> list[str]:
    """Every string drawn on the board of ``view`` in ``lang`` (caches emptied first)."""
    with drawn_words(monkeypatch) as seen:
        render_board(view, names, lang)
    return seen


def test_a_seats_board_draws_its_words_in_polish(monkeypatch: pytest.MonkeyPatch) -> None:
    """Header, status, legend, exit line, scores and the reveal table of rumble 1 are drawn in Polish."""
    view = GAME.view(_rumble_two(), 1)
    polish = _drawn(monkeypatch, view, UNNAMED, PL)
    expected = {
        "Runda 2 z 3",
        "Dom klasyczny",
        "▶ Twój ruch",
        "Do zakazu przeciągania zostało 6 spokojnych tur",
        "Złota obwódka: twoja postać",
        "★ Twoje postacie",
        "Suma",
        "Kolejność odpadania",
        "1 pkt",
        "Do końca",
        "★ Człowiek-Kurczak",
        "Odkryte: kto kim grał",
        "Gracz 2",
        "Darek (poza grą)",
        "ost.",
        "pkt",
        "poza grą",
        "Runda 2 · trwa",
        "Runda 3 · przed nami",
        "odkryta po podliczeniu",
    }
    assert expected <= set(polish)
    assert not [said for said in polish if ENGLISH.search(said)]
    english = _drawn(monkeypatch, view, UNNAMED, EN)
    assert {"Rumble 2 of 3", "▶ Your turn", "Seat 2", "Darek (left)", "last", "1 pt", "Last standing"} <= set(english)


def test_a_game_cut_short_is_drawn_in_polish(monkeypatch: pytest.MonkeyPatch) -> None:
    """The winner, the final scores, the unscored rumble's column and the rumble never played, in Polish."""
    s = _rumble_two()
    for seat in (1, 2):
        s = GAME.resign(s, seat)
    polish = set(_drawn(monkeypatch, GAME.view(s, None), NAMES[:4], PL))
    assert {
        "Koniec gry",
        "♛ Ania wygrywa z 10 punktami",
        "Wyniki końcowe",
        "Runda 2 · bez punktacji",
        "w domu",
        "Runda 3 · nierozegrana",
        "gra skończyła się wcześniej",
        "Bartek (poza grą)",
    } <= polish


@pytest.mark.parametrize(
    ("quiet", "polish"),
    [
        (1, "⚠ Do zakazu przeciągania została już tylko 1 spokojna tura"),
        (2, "⚠ Do zakazu przeciągania zostały już tylko 2 spokojne tury"),
        (12, "Do zakazu przeciągania zostało 12 spokojnych tur"),
        (22, "Do zakazu przeciągania zostały 22 spokojne tury"),
    ],
)
def test_the_status_line_takes_polish_plural_forms(monkeypatch: pytest.MonkeyPatch, quiet: int, polish: str) -> None:
    """The quiet turns left on the status line: 1 tura, 2 tury, 12 tur, 22 tury (a warning from 3 down)."""
    view = dataclasses.replace(GAME.view(GAME.new_game(3, 1, {}), None), quiet_turns_left=quiet)
    assert polish in _drawn(monkeypatch, view, NAMES[:3], PL)


def test_a_shared_win_is_a_polish_list(monkeypatch: pytest.MonkeyPatch) -> None:
    """Three winners are joined by each language's rule, the verb agrees with them."""
    view = GAME.view(GAME.new_game(4, 1, {}), None)
    view = dataclasses.replace(view, finished=True, turn=None, totals=(20, 20, 20, 5))
    assert "♛ Ania, Bartek i Celina dzielą się zwycięstwem z 20 punktami" in _drawn(monkeypatch, view, NAMES[:4], PL)
    assert "♛ Ania, Bartek and Celina share the win with 20 points" in _drawn(monkeypatch, view, NAMES[:4], EN)


def test_pictures_are_cached_per_language() -> None:
    """Drawn in either order, a Polish board leaves the English one as drawn from empty caches, and back."""
    s = GAME.apply(_rumble_two(), 1, "m3-1")  # the Cat into the Library, the Kid's: a fight can start there
    view = GAME.view(s, 2)
    cache.clear_all()
    polish = render_board(view, UNNAMED, PL)
    english = render_board(view, UNNAMED)
    cache.clear_all()
    fresh = render_board(view, UNNAMED)
    assert ImageChops.difference(english, fresh).getbbox() is None
    assert english.size == polish.size and ImageChops.difference(english, polish).getbbox() is not None
    assert ImageChops.difference(polish, render_board(view, UNNAMED, PL)).getbbox() is None


def test_an_unnamed_seat_is_gracz_in_the_polish_alt_text() -> None:
    """A seat without a name is "Gracz 2" in the Polish alt text, "Seat 2" in the English one."""
    view = GAME.view(_rumble_two(), None)
    assert "Ruch: Gracz 2." in alt_text(view, UNNAMED, PL)
    assert "Seat 2 to play." in alt_text(view, UNNAMED)


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
