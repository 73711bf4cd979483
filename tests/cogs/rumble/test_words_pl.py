"""The words of the /rumble cog itself in English and Polish: its refusals of typed moves and My view's text."""

from __future__ import annotations

from bot.games.rumble import GAME
from bot.i18n import EN, PL, Catalogue
from cogs.rumble.cog import NO_SUCH, NOT_PLAYING, private_summary
from tests.games.rumble.test_notes import last_fight
from tests.games.rumble.test_words_pl import cog_ids

STRICT = Catalogue(strict=True)
NAMES = ["Ania", "Bartek", "Celina"]


def test_my_view_during_play_in_both_languages() -> None:
    """A seat's own characters in bold, then the scored rumble's reveal, with display names, in each language."""
    before = last_fight(3)
    view = GAME.view(GAME.apply(before, 0, "f10"), 1)
    english = private_summary(view, NAMES).split("\n")
    polish = private_summary(view, NAMES, PL).split("\n")
    assert english[0] == "Your secret characters this rumble: **Chicken-Man** and **Meerkats**. Only you can see this."
    assert polish[0] == "Twoje tajne postacie w tej rundzie: **Człowiek-Kurczak** i **Surykatki**. Widzisz je tylko ty."
    assert english[2:4] == ["Revealed so far (public since each rumble was scored):", "**Rumble 1**"]
    assert polish[2:4] == ["Odkryte dotąd (jawne od podliczenia każdej rundy):", "**Runda 1**"]
    assert polish[5] == "• **Bartek** ma Kota (odpadł jako 4., 2) i Pingwina (odpadł jako 3., 1): 2 punkty"
    assert english[5] == "• **Bartek** had Cat (out 4th, 2) and Penguin (out 3rd, 1): 2 points"


def test_my_view_of_a_game_cut_short_in_polish() -> None:
    """Once all but one player left, My view tells who had whom, the unscored rumble too."""
    after = GAME.apply(last_fight(3), 0, "f10")
    view = GAME.view(GAME.resign(GAME.resign(after, 2), 0), 1)
    polish = private_summary(view, NAMES, PL).split("\n")
    assert polish[0] == "Gra jest skończona. Kto kim grał:"
    assert "**Runda 2** (bez punktacji: gra skończyła się wcześniej)" in polish
    assert private_summary(view, NAMES).startswith("The game is over. Who had whom:")


def test_the_cogs_refusals_and_every_cog_message_are_said_in_both_languages() -> None:
    """The typed-move refusals differ by language, and every id the cog uses is in both catalogues."""
    for refusal in (NOT_PLAYING, *NO_SUCH.values()):
        assert STRICT.say(refusal, PL) != STRICT.say(refusal, EN)
    assert STRICT.say(NOT_PLAYING, PL) == "Nie grasz w tej grze; możesz się przyglądać albo dołączyć do następnej."
    assert cog_ids() and all(STRICT.has(i, EN) and STRICT.has(i, PL) for i in cog_ids())
