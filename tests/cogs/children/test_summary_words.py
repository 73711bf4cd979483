"""The private view's text of Children in English and Polish (``cogs.children.cog.private_summary``)."""

from __future__ import annotations

from bot.games.children import GAME, ChildrenView
from bot.i18n import PL
from cogs.children.cog import private_summary
from tests.games.children.ch_helpers import HATPIN, TEDDY, TOAD, new

NAMES = ["Ania", "Bartek"]


def summary_view() -> ChildrenView:
    """Seat 0 holds a Teddy Bear and a Hatpin, remembers the Toad it left in the Billiards Room, and must act."""
    s = new(hands=[[HATPIN[0], TEDDY, TOAD[0]], []])
    return GAME.view(GAME.apply(s, 0, f"l.{TOAD[0]}"), 0)


def test_the_private_summary_reads_as_before_in_english() -> None:
    """The English private summary keeps its words: hand, limit, skulls, memory, what to do now."""
    assert private_summary(summary_view(), NAMES).split("\n") == [
        "Your hand (2/5): **Teddy Bear**, **Hatpin** (free action).",
        "Skull Tokens: 0. Ghosts trapped: 0.",
        "You remember: Billiards Room: Toad.",
        "Now: Ania must take actions (2 left; Skull Tokens buy more). Choose below.",
        "Only you can see this.",
    ]


def test_the_private_summary_in_polish() -> None:
    """The Polish private summary names the cards and rooms in Polish and says what to do in Polish."""
    assert private_summary(summary_view(), NAMES, PL).split("\n") == [
        "Twoja ręka (2/5): **Miś**, **Szpilka do kapelusza** (darmowa akcja).",
        "Żetony czaszki: 0. Złapane duchy: 0.",
        "Pamiętasz: Sala bilardowa: Ropucha.",
        "Teraz: Ania musi wykonać akcje (zostały 2; żetony czaszki dają kolejne). Wybierz poniżej.",
        "Widzisz to tylko ty.",
    ]


def test_a_spectator_is_told_only_that_it_is_private() -> None:
    """A view without a seat says only that it is private, in either language."""
    view = GAME.view(new(), None)
    assert private_summary(view, NAMES) == "Only you can see this."
    assert private_summary(view, NAMES, PL) == "Widzisz to tylko ty."
