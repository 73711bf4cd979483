"""My view's words in Polish and English: the hand, what the seat may do now, and the window lines."""

from __future__ import annotations

from bot.games.ghost_at_home import GAME
from bot.i18n import EN, PL, Catalogue
from cogs.ghost_at_home.text import private_summary, summary_lines, window_lines
from tests.games.ghost_at_home.gah_helpers import CATS, F1, F2, GHOSTS, houses, new, play

STRICT = Catalogue(strict=True)
NAMES = ["Ania", "Bartek"]
TWO_FLOORS = {"rooms": [[F1[0], F1[1]], [F2[0]], []]}


def test_my_view_on_my_turn_in_polish():
    """The hand is listed with Polish plural forms, then the turn's instructions, then who sees it."""
    s = new(hands=[[F1[4], GHOSTS[0], CATS[0]], [F2[1]]])
    assert private_summary(GAME.view(s, 0), NAMES, PL).split("\n") == [
        "**Twoja ręka** (3 karty): Pokój 1. p. (2 żarówki), Duch, Kot (1 żarówka).",
        "▶ **Twoja tura**: wykonaj JEDNĄ akcję poniżej. Na listach pokoi, światła i odrzucania możesz wybrać "
        "kilka kart (światło wymaga 2–3 kart z co najmniej 5 żarówkami).",
        "Widzisz to tylko ty.",
    ]
    assert private_summary(GAME.view(s, 1), NAMES, PL).split("\n")[:2] == [
        "**Twoja ręka** (1 karta): Pokój 2. p. (1 żarówka).",
        "Czekamy, aż zagra Ania.",
    ]


def test_my_view_keeps_its_english():
    """In English My view reads as it always did."""
    s = new(hands=[[F1[4], GHOSTS[0]], []])
    assert private_summary(GAME.view(s, 1), NAMES).split("\n") == [
        "**Your hand** (0 cards): no cards.",
        "Waiting for Ania to play.",
        "Only you can see this.",
    ]


def test_a_ghost_window_in_polish():
    """The defender reads the attack in Polish; the board's window lines name who answers."""
    s = play(new(hands=[[GHOSTS[0]], [CATS[0]]], houses=houses(2, s1=TWO_FLOORS)), (0, "g.1"))
    assert private_summary(GAME.view(s, 1), NAMES, PL).split("\n")[1] == (
        "⚠️ Duch od gracza Ania nadciąga na twoje 2. piętro: obroń się kotem z ręki albo go wpuść."
    )
    assert window_lines(GAME.view(s, None), NAMES, lang=PL).split("\n")[:2] == [
        "⚠️ Duch od gracza Ania nadciąga na 2. piętro gracza Bartek: obronić się kotem z ręki czy go wpuścić?",
        "Odpowiedzieć może tylko **Bartek**, przyciskami poniżej.",
    ]


def test_every_summary_line_is_said_in_both_languages():
    """Each line of My view, at every ply of a short game, is said by a strict catalogue, Polish unlike English."""
    s = new(hands=[[GHOSTS[0], F1[4]], [CATS[0], F1[5]]], houses=houses(2, s1=TWO_FLOORS))
    for moves in ([], [(0, "g.1")], [(0, "g.1"), (1, "cat")]):
        state = play(s, *moves)
        for seat in (0, 1):
            for line in summary_lines(GAME.view(state, seat)):
                assert STRICT.say(line, PL, NAMES) != STRICT.say(line, EN, NAMES)
