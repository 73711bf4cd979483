"""The cog's words (``cogs/quiet_house/text.py``, menus and buttons) in English and Polish: pinned sentences,
and every message of a few seeded views said from a strict catalogue, the Polish with no English left."""

from __future__ import annotations

import re

from bot.games.quiet_house import GAME
from bot.games.quiet_house.words import combination_words
from bot.i18n import EN, PL, Catalogue, Msg, Text
from cogs.quiet_house import text
from cogs.quiet_house.controls import menu_title

STRICT = Catalogue(strict=True)
ENGLISH = re.compile(r"\b(the|and|of|with|Player|tiles?|points?|Move)\b")
OPTIONS = ({}, {"rook": "random", "mouse": "advanced", "variant1": True}, {"variant2": True})


def pl(message: Text) -> str:
    """``message`` said in Polish from the strict catalogue."""
    return STRICT.say(message, PL)


def cog_texts() -> list[Text]:
    """The cog's words for the views of a few seeded games, at the start and after a move."""
    found: list[Text] = [
        text.NOT_A_MOVE,
        text.NOT_RUNNING,
        text.SPECTATOR_PADDLE,
        text.NO_PADDLES,
        text.STRICT_NEEDS_PERMISSION,
        text.STRICT_NOTE,
        text.silence_reminder(paddles=True, strict=True),
        text.silence_reminder(paddles=False, strict=False),
        text.paddle_line("alice", "heart"),
        text.paddle_line("bob", "whirlwind"),
        text.record_line(1, combination_words("standard")),
        text.record_line(4, combination_words("rook+mouse")),
    ]
    for seed, options in enumerate(OPTIONS):
        s = GAME.new_game(3, seed, options)
        for state in (s, GAME.apply(s, s.turn, GAME.default_action(s, s.turn))):
            public = GAME.view(state, None)
            found.append(text.sides_line(public))
            found.extend(menu_title(statue) for statue in public.statues if statue.moves_as)
            found.extend(text.private_summary(GAME.view(state, seat)) for seat in range(3))
    return found


def test_the_cogs_words_are_said_in_both_languages_and_polish_is_polish():
    """Every message says in English and Polish from a strict catalogue; the Polish differs and has no English."""
    texts = cog_texts()
    assert all(isinstance(t, Msg) for t in texts)
    for message in texts:
        english, polish = STRICT.say(message, EN), pl(message)
        assert polish != english and not ENGLISH.search(polish), polish


def test_a_private_summary_in_polish():
    """My view in Polish: the corner and walls in the locative, each tile, and how many hold."""
    s = GAME.new_game(2, 3, {})
    summary = pl(text.private_summary(GAME.view(s, 1))).splitlines()
    assert summary[0] == "Siedzisz w **prawym górnym** rogu i widzisz płytki celu przy **dolnej** i **lewej** ścianie:"
    assert all(line.startswith(("• Ściana dolna, płytka", "• Ściana lewa, płytka")) for line in summary[1:5])
    assert re.fullmatch(r"Zgadza(ją)? się teraz [0-3] z 4 twoich płytek\.", summary[5])


def test_paddles_records_and_menus_in_polish():
    """A paddle line, a record with its plural form, and a Mirror's menu naming whose rule it moves by."""
    assert pl(text.paddle_line("alice", "whirlwind")) == "🌀 alice podnosi tabliczkę: wir."
    record = pl(text.record_line(2, combination_words("standard")))
    assert record == "🏆 Nowy rekord serwera! 2 punkty to najlepszy wynik tego serwera w wierszu „strony podstawowe”."
    mirror = next(st for st in GAME.view(GAME.new_game(2, 0, {}), None).statues if st.key == "mirror")
    assert pl(menu_title(mirror)) == "Przesuń: Lustro (F1, ruchem Świecznika)…"
    assert STRICT.say(menu_title(mirror), EN) == "Move the Mirror (F1, as the Candlestick)…"
