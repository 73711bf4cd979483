"""The board picture and its alt text in Polish: words said from the catalogue, caches kept per language."""

from __future__ import annotations

import random

from PIL import ImageChops

from bot.games.ghost_at_home import GAME
from bot.i18n import PL
from render.ghost_at_home.board import alt_text, render_board
from tests.games.ghost_at_home.gah_helpers import F1, F2, F3, GHOSTS, ONE_SHORT, houses, new, play

NAMES = ["Ania", "Bartek", "Celina"]
ENGLISH_WORDS = ("room", "floor", "cards", "hand", "Deck", "Player", "ghost", " and ", "you")


def test_polish_alt_text_of_a_running_game():
    """The alt text says the status, the hand, every house floor by floor and the piles in Polish."""
    s = new(2, hands=[[GHOSTS[0], F1[4]], [F2[1]]], houses=houses(2, s1={"rooms": [[F1[0], F1[1]], [F2[0]], []]}))
    assert alt_text(GAME.view(s, 0), NAMES[:2], PL) == (
        "Ghost at Home, liczba graczy: 2. Twoja tura. Twoja ręka: Pokój 1. p. (2 żarówki), Duch. "
        "Ania (ty): 2 karty na ręce, zbadane pokoje: 0 z 6 — brak zbadanych pokoi. "
        "Bartek: 1 karta na ręce, zbadane pokoje: 3 z 6 — 1. piętro: 2 pokoje; 2. piętro: 1 pokój. "
        f"Talia: {len(s.deck)} kart, stos kart odrzuconych: 0."
    )


def test_polish_status_of_an_escape_asks_the_stopper():
    """The status line of an escape asks the player whose answer it waits for, in Polish."""
    s = new(3, hands=[[F3[1]], [GHOSTS[1], F2[5]], [F2[6]]], houses=houses(3, s0={"rooms": ONE_SHORT}))
    s = play(s, (0, f"r.{F3[1]}"))
    assert alt_text(GAME.view(s, 1), NAMES, PL).startswith(
        "Ghost at Home, liczba graczy: 3. Ania ucieka! Zagrasz ducha na 3. piętro, by zatrzymać ucieczkę?"
    )


def test_pictures_are_cached_per_language():
    """A Polish picture drawn between two English ones changes nothing in the English one (frames, card faces)."""
    s = new(2, hands=[[GHOSTS[0], F1[4], F3[1]], [F2[1]]], options={"beginner": True})
    view = GAME.view(s, 0)
    english = render_board(view, NAMES[:2])
    polish = render_board(view, NAMES[:2], PL)
    assert english.size == polish.size and ImageChops.difference(english, polish).getbbox() is not None
    assert ImageChops.difference(english, render_board(view, NAMES[:2])).getbbox() is None


def test_polish_alt_text_keeps_no_english_through_a_game():
    """At every ply of a seeded game, every view's Polish alt text has none of the English words."""
    rng = random.Random("alt-pl")
    s = GAME.new_game(3, 12, {})
    while GAME.outcome(s) is None:
        for seat in (None, 0, 1, 2):
            text = alt_text(GAME.view(s, seat), NAMES, PL).replace("Ghost at Home", "")
            assert not [w for w in ENGLISH_WORDS if w in text], text
        seat = rng.choice(sorted(GAME.to_act(s)))
        s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
    text = alt_text(GAME.view(s, None), NAMES, PL)
    assert "Ręce na koniec gry: " in text


def test_a_seat_with_an_empty_name_is_said_as_its_seat():
    """A name the font cannot draw (left empty) is "Gracz 2" in Polish and "Player 2" in English, on the board's
    status and in the alt text, never an empty word."""
    s = new(2, hands=[[GHOSTS[0]], [F2[1]]])
    view = GAME.view(s, None)
    assert "Gracz 2" in alt_text(view, ["Ania", ""], PL)
    assert "Player 2" in alt_text(view, ["Ania", ""])
