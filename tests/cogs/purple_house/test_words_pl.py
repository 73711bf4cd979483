"""The Purple House's Discord words in Polish: a private Scouting view, the Escape view, the steps and the score
line, and every message id the cog writes defined in English and Polish."""

from __future__ import annotations

import re
from pathlib import Path

from bot.games.purple_house import GAME
from bot.i18n import EN, PL, Catalogue, say
from bot.storage import BestScore
from cogs.purple_house.text import escape_summary, score_line, scouting_summary, step_text, still_scouting

COG = Path(__file__).resolve().parents[3] / "cogs" / "purple_house"
DECK = {"deck": [*range(19), 24], "marks": {0: "ul.c"}}
"""A House deck in id order (1 Lamp first), with one back marked."""


def scouting_view():
    """Seat 0's view of a 2-player round 1 after it put a Corner X on its first card."""
    s = GAME.new_game(2, 3, {}, DECK)
    return GAME.view(GAME.apply(s, 0, "x1.ur"), 0)


def test_the_scouting_view_in_polish() -> None:
    """Cards with their Polish names and backs, the items and what is left to do."""
    assert scouting_summary(scouting_view(), PL).splitlines() == [
        "**Runda 1 — Zwiad.** Tylko ty to widzisz.",
        "**1.** 1 Lampa — rewers: X: lewy górny + prawy górny + środek ✏️ zmodyfikowana",
        "**2.** 3 Lampy — rewers: bez X",
        "**3.** 1 Krzesło — rewers: bez X",
        "**4.** 3 Krzesła — rewers: bez X",
        "Zostały przedmioty: 🧣 Chusteczki: 2 · ❌ Narożne X: 1 · ⊕ Środkowe X: 2",
        "Zmodyfikuj jeszcze 1 kartę (jednym przedmiotem), potem naciśnij **Gotowe**.",
    ]


def test_the_scouting_view_keeps_its_english() -> None:
    """The same view in English reads as it always did."""
    lines = scouting_summary(scouting_view(), EN).splitlines()
    assert lines[1] == "**1.** 1 Lamp — back: X upper left + upper right + centre ✏️ modified"
    assert lines[-1] == "Modify 1 more card (one item each), then press **Ready**."


def test_the_steps_and_the_waiting_list_in_polish() -> None:
    """The corner step names the card in Polish; the names still scouting are listed with commas."""
    view = scouting_view()
    assert say(step_text("corner", 2, view.hand[1].label), PL) == (
        "➡️ **Karta 2 (3 Lampy)**: wybierz, w którym rogu ma być Narożny X."
    )
    assert still_scouting(["Ada", "Bram", "Cleo"], PL) == "Wciąż na zwiadzie: **Ada**, **Bram**, **Cleo**."
    assert still_scouting(["Ada", "Bram", "Cleo"], EN) == "Still scouting: **Ada**, **Bram**, **Cleo**."


def test_the_escape_view_names_the_key_holder_in_polish() -> None:
    """Outside Scouting the private text says who holds the Key, by name, and the items left."""
    s = GAME.new_game(2, 3, {}, DECK)
    s = GAME.apply(GAME.apply(s, 0, "auto"), 1, "auto")
    assert escape_summary(GAME.view(s, 1), ["Ada", "Bram"], PL).splitlines()[1:] == [
        "🗝️ Klucz ma Ada.",
        "Twoje przedmioty na następny Zwiad: 🧣 Chusteczki: 2 · ❌ Narożne X: 2 · ⊕ Środkowe X: 0",
    ]


def test_the_score_line_in_polish() -> None:
    """A new best score names the difficulty in Polish."""
    level = scouting_view().difficulty_label
    line = score_line(BestScore("easy", 24, True, 24), level, PL)
    assert line == "\n🏅 Nowy najlepszy wynik tego serwera na poziomie Łatwy: **24**!"


def test_every_message_the_cog_writes_is_in_both_catalogues() -> None:
    """Each ``purplehouse-`` id written in the cog's files is defined in English and in Polish."""
    found = {i for path in COG.glob("*.py") for i in re.findall(r'"(purplehouse-[a-z-]+)"', path.read_text())}
    strict = Catalogue(strict=True)
    assert len(found) > 20
    assert found <= strict.ids(EN) & strict.ids(PL)
