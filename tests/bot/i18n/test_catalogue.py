"""Saying messages: plural forms, lists, seats, nested messages and their forms, fallbacks and mistakes."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import EN, PL, Catalogue, CatalogueError, OneOf, Seat, msg

EN_FTL = """
cards = { $count ->
    [one] one card
   *[other] { $count } cards
}
drew = drew { $cards } from { $room }.
gave = gave { $things } to { $player }.
room-hall = the Hall
only-english = only in English
broken = needs { $nothing }
seat-number = Player { $number }
"""

PL_FTL = """
cards = { $count ->
    [one] { $count } kartę
    [few] { $count } karty
   *[many] { $count } kart
}
drew = dobiera { $cards } w { $room_loc }.
gave = daje { $things } graczowi { $player }.
room-hall = Hol
    .loc = Holu
seat-number = Gracz { $number }
"""


@pytest.fixture
def catalogue(tmp_path: Path) -> Catalogue:
    """A strict catalogue of two small languages."""
    for lang, text in ((EN, EN_FTL), (PL, PL_FTL)):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "test.ftl").write_text(text, encoding="utf-8")
    return Catalogue(tmp_path, strict=True)


@pytest.mark.parametrize(
    ("count", "english", "polish"),
    [(1, "one card", "1 kartę"), (2, "2 cards", "2 karty"), (5, "5 cards", "5 kart"), (12, "12 cards", "12 kart"),
     (22, "22 cards", "22 karty"), (25, "25 cards", "25 kart")],
)  # fmt: skip
def test_plural_forms_follow_each_languages_rules(catalogue: Catalogue, count: int, english: str, polish: str) -> None:
    """Polish has three forms (1 kartę, 2 karty, 5 kart; 12–14 take the third), English two."""
    assert catalogue.say(msg("cards", count=count), EN) == english
    assert catalogue.say(msg("cards", count=count), PL) == polish


def test_a_nested_message_lends_its_forms_to_the_sentence(catalogue: Catalogue) -> None:
    """A Polish sentence asks for the locative of a room ({ $room_loc }); English uses the room as it is."""
    drew = msg("drew", cards=msg("cards", count=2), room=msg("room-hall"))
    assert catalogue.say(drew, EN) == "drew 2 cards from the Hall."
    assert catalogue.say(drew, PL) == "dobiera 2 karty w Holu."


def test_lists_are_joined_by_each_languages_rule_and_seats_are_named(catalogue: Catalogue) -> None:
    """Three things read "A, B and C" in English, "A, B i C" in Polish; a seat is said as its name."""
    gave = msg("gave", things=(msg("cards", count=1), msg("room-hall"), "Ada's hat"), player=Seat(1))
    assert catalogue.say(gave, EN, ["Ada", "Bea"]) == "gave one card, the Hall and Ada's hat to Bea."
    assert catalogue.say(gave, PL, ["Ada", "Bea"]) == "daje 1 kartę, Hol i Ada's hat graczowi Bea."


def test_numbers_are_never_grouped(catalogue: Catalogue) -> None:
    """A game number or a score reads 1234 in every language, not 1,234 or 1 234."""
    assert catalogue.say(msg("cards", count=1234), EN) == "1234 cards"
    assert catalogue.say(msg("cards", count=1234), PL) == "1234 karty"


def test_alternatives_are_joined_with_or(catalogue: Catalogue) -> None:
    """A OneOf argument reads "A, B or C" in English and "A, B lub C" in Polish."""
    either = msg("gave", things=OneOf(("a", "b", "c")), player=Seat(0))
    assert catalogue.say(either, EN, ["Ada"]) == "gave a, b or c to Ada."
    assert catalogue.say(either, PL, ["Ada"]) == "daje a, b lub c graczowi Ada."


def test_a_seat_without_a_name_is_said_by_number(catalogue: Catalogue) -> None:
    """With no display names a seat reads "Player 2" / "Gracz 2"."""
    assert catalogue.say(msg("gave", things=(), player=Seat(1)), PL) == "daje  graczowi Gracz 2."


def test_a_message_missing_from_polish_is_said_in_english(catalogue: Catalogue) -> None:
    """The fallback for a missing translation is English."""
    assert catalogue.say(msg("only-english"), PL) == "only in English"


def test_an_unknown_language_reads_english(catalogue: Catalogue) -> None:
    """A language without a catalogue gets English."""
    assert catalogue.say(msg("room-hall"), "de") == "the Hall"


def test_plain_text_of_before_gets_names_for_its_seats(catalogue: Catalogue) -> None:
    """English text saved before messages keeps saying itself, with "Player N" named."""
    assert catalogue.say("Player 2 moved.", PL, ["Ada", "Bea"]) == "Bea moved."


def test_a_strict_catalogue_refuses_an_unknown_id_and_a_missing_argument(catalogue: Catalogue) -> None:
    """Tests fail on a message that does not exist or lacks an argument its pattern needs."""
    with pytest.raises(CatalogueError, match="no message 'nope'"):
        catalogue.say(msg("nope"))
    with pytest.raises(CatalogueError, match="broken"):
        catalogue.say(msg("broken"))


def test_a_lenient_catalogue_says_what_it_can(tmp_path: Path, catalogue: Catalogue) -> None:
    """In production a broken message is logged and said as best it can be, never raised to a player."""
    lenient = Catalogue(catalogue.root)
    assert lenient.say(msg("nope")) == "nope"
    assert "needs" in lenient.say(msg("broken"))


def test_a_file_that_does_not_parse_or_an_id_defined_twice_is_refused(tmp_path: Path) -> None:
    """A catalogue with a syntax error or a duplicate id fails to load."""
    (tmp_path / EN).mkdir()
    (tmp_path / EN / "a.ftl").write_text("ok = fine\nbad = { $x ->\n", encoding="utf-8")
    with pytest.raises(CatalogueError, match="cannot parse"):
        _ = Catalogue(tmp_path, langs=(EN,)).bundles
    (tmp_path / EN / "a.ftl").write_text("ok = fine\n", encoding="utf-8")
    (tmp_path / EN / "b.ftl").write_text("ok = again\n", encoding="utf-8")
    with pytest.raises(CatalogueError, match="already defined"):
        _ = Catalogue(tmp_path, langs=(EN,)).bundles
