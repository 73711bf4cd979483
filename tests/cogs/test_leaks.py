"""The leak finder itself: the marked catalogue marks every Polish word it says, keeps every variant choosing as
in Polish, and the finder reports exactly the words that did not come from it."""

from __future__ import annotations

import pytest

from bot.i18n import PL, Seat, msg, say
from tests.cogs.leaks import leaked, marked_polish  # noqa: F401 - a fixture, used by name


@pytest.mark.usefixtures("marked_polish")
def test_every_word_the_marked_catalogue_says_is_marked() -> None:
    """A Polish sentence with a plural, a seat and a nested message has no unmarked word but the name."""
    text = say(msg("move-removed", who=Seat(0), missed=3), PL, ["Ada"])
    assert "⟦" in text and leaked(text, ["Ada"]) == []


@pytest.mark.usefixtures("marked_polish")
def test_plural_forms_still_choose_as_in_polish() -> None:
    """Marking leaves the plural variants chosen by number."""
    one, many = (say(msg("move-removed", who=Seat(0), missed=n), PL, ["Ada"]) for n in (1, 5))
    assert "jednym" in one and "5" in many and "jednym" not in many


def test_english_from_code_is_found_and_names_links_and_mentions_are_not() -> None:
    """Words outside the marks are leaks; names, mentions, links and command names are not."""
    text = "⟦Gra⟧ <@12> Ada moved ⟦dalej⟧ https://discord.com/x `/rumble new` 42 — ok"
    assert leaked(text, ["Ada"]) == ["moved", "ok"]
