"""The board picture's words in Polish: strings drawn on seeded boards pinned as a Polish player reads them,
English kept as it was, and the pictures cached per language."""

from __future__ import annotations

import random

import pytest
from PIL import ImageChops

from bot.games.quiet_house import GAME, QuietHouseState, Status
from bot.i18n import EN, PL
from render.quiet_house.board import render_board
from tests.render.drawn import drawn_words

NAMES = ("Ada", "Bea", "Cyd", "Dot")
TARGET = {"rook": "F4", "candlestick": "A2", "monkey": "D1", "mouse": "C5", "mirror": "B6"}


def _drawn(monkeypatch: pytest.MonkeyPatch, state: QuietHouseState, seat: int | None, lang: str = PL) -> list[str]:
    """Every string drawn on the board of ``state`` as ``seat`` sees it, in ``lang``."""
    with drawn_words(monkeypatch) as seen:
        render_board(GAME.view(state, seat), NAMES[: state.players], lang)
    return seen


def _declared() -> QuietHouseState:
    """A seeded four-player game just after a declaration that some paddle answered with the whirlwind."""
    rng = random.Random("4-1")
    state = GAME.new_game(4, 1, {"rook": "advanced", "mouse": "advanced", "variant2": True})
    while not (state.last_action == "declare" and state.status is Status.PLAYING):
        actions = GAME.legal_actions(state, state.turn)
        action = GAME.default_action(state, state.turn) if rng.random() < 0.6 else rng.choice(actions)
        state = GAME.apply(state, state.turn, action)
    return state


def missing(seen: list[str], *expected: str) -> list[str]:
    """The expected strings that were not drawn."""
    return [said for said in expected if said not in seen]


def test_a_polish_start_draws_the_catalogues_words(monkeypatch: pytest.MonkeyPatch):
    """The start of a two-player game, public: header, status, corners, tiles, Time Card, statues and legend."""
    seen = _drawn(monkeypatch, GAME.new_game(2, 0, {}), None)
    assert (
        missing(
            seen,
            "strony podstawowe",
            "▶ Teraz gra Ada",
            "Odkryto pierwszą Kartę Czasu, a duchy milkną",
            "pusty róg",
            "▶ TERAZ GRA",
            "GRACZ 2",
            "NAJBLIŻEJ",
            "zakryta",
            "2.",
            "od ściany",
            "ŚWIECZNIK",
            "Karta Czasu",
            "W talii: 24",
            "Wygrana da 5 pkt",
            "Następna karta: 5 pkt",
            "Posągi",
            "strona karty ruchu",
            "podstawowa",
            "Czerwona kropka: pole Myszy",
            "Na Karcie Czasu: nie może się ruszyć",
        )
        == []
    )


def test_a_seats_view_and_a_move_in_polish(monkeypatch: pytest.MonkeyPatch):
    """After Ada moves the Monkey, Bea's board says so with the accusative, and marks Bea's turn and tiles."""
    state = GAME.new_game(2, 0, {})
    move = next(a for a in GAME.legal_actions(state, 0) if a.startswith("monkey."))
    seen = _drawn(monkeypatch, GAME.apply(state, 0, move), 1)
    assert f"Ada przesuwa Małpę na {move.partition('.')[2]}" in seen
    assert {"▶ Twoja tura", "▶ TWOJA TURA", "Złota ramka: płytka, którą widzisz"} <= set(seen)
    assert "✓ zgadza się teraz, ✗ jeszcze nie" in seen


def test_a_failed_declaration_in_polish(monkeypatch: pytest.MonkeyPatch):
    """The status line names who declared and, in Polish plural agreement, who showed the whirlwind."""
    state = _declared()
    storms = [NAMES[p] for p, heart in enumerate(state.paddles) if not heart]
    verb = "pokazuje" if len(storms) == 1 else "pokazują"
    listed = storms[0] if len(storms) == 1 else ", ".join(storms[:-1]) + " i " + storms[-1]
    seen = _drawn(monkeypatch, state, 0)
    assert f"{NAMES[state.declarer]} ogłasza rozwiązanie, ale wir {verb}: {listed}" in seen
    assert {"serce", "wir"} <= set(seen)


def test_the_end_of_a_won_game_in_polish(monkeypatch: pytest.MonkeyPatch):
    """A won game's status, Time Card lines and legend of the revealed tiles, in Polish."""
    state = GAME.apply(GAME.new_game(3, 5, {}, setup={"layout": TARGET, "target": TARGET, "drawn": 9}), 0, "declare")
    seen = _drawn(monkeypatch, state, None)
    assert "♥ Każda tabliczka pokazuje serce: duchy wygrywają z 4 punktami!" in seen
    assert {"Koniec gry", "Wygrana: 4 pkt", "Odkryte płytki: ✓ spełniona, ✗ nie", "W talii: 16"} <= set(seen)


def test_a_player_who_left_and_an_unnamed_seat_in_polish(monkeypatch: pytest.MonkeyPatch):
    """A resignation's status counts the tiles met; a seat with no name is "Gracz N", never "Player N"."""
    state = GAME.resign(GAME.new_game(3, 2, {}), 1)
    with drawn_words(monkeypatch) as seen:
        render_board(GAME.view(state, None), ["Ada", "", "Cyd"], PL)
    met = sum(bool(t.holds) for t in GAME.view(state, None).goal_tiles)
    assert f"Gracz 2 opuszcza dom: duchy przegrywają · spełnione płytki celu: {met} z 8" in seen
    assert "Przegrana: 0 pkt" in seen
    assert ["Spełnione płytki:", f"{met} z 8"] in [seen[i : i + 2] for i in range(len(seen))]  # wrapped
    assert not [s for s in seen if "Player" in s or "PLAYER" in s]


def test_english_words_stay_as_they_were(monkeypatch: pytest.MonkeyPatch):
    """An English seat's board of advanced sides draws the words it drew before the catalogue held them."""
    state = GAME.new_game(4, 1, {"rook": "advanced", "mouse": "advanced", "variant2": True})
    seen = _drawn(monkeypatch, state, 1, EN)
    assert (
        missing(
            seen,
            "advanced: rook, mouse",
            "▶ Ada to play",
            "The first Time Card is flipped and the ghosts fall silent",
            "★ YOU",
            "PLAYER 3",
            "4TH CLOSEST",
            "1ST",
            "closest",
            "MOUSE",
            "24 cards left",
            "Win now: 5 points",
            "Statues",
            "rule side",
            "advanced",
            "Red dot: a Mouse square (spider-web",
            "Gold edge: a tile you see",
            "✓ it holds now, ✗ it does not",
        )
        == []
    )


def test_english_says_one_point_in_the_singular(monkeypatch: pytest.MonkeyPatch):
    """The next-to-last Time Card's lines say "1 point", not "1 points" (the plural comes from the catalogue)."""
    state = GAME.new_game(2, 0, {}, setup={"drawn": 24})
    view = GAME.view(state, None)
    assert view.win_points == view.next_score == view.cards_left == 1
    seen = _drawn(monkeypatch, state, None, EN)
    assert {"Win now: 1 point", "Next card: 1 point", "1 card left"} <= set(seen)


def test_pictures_are_cached_per_language():
    """A Polish picture drawn between two English ones differs from them and changes nothing in the English one."""
    for seat in (None, 0):
        view = GAME.view(_declared(), seat)
        english = render_board(view, NAMES)
        polish = render_board(view, NAMES, PL)
        assert english.size == polish.size and ImageChops.difference(english, polish).getbbox() is not None
        assert ImageChops.difference(english, render_board(view, NAMES)).getbbox() is None
