"""Rumble in the House in Polish: key sentences pinned, plural forms, lists, and every message of seeded
games said in English and Polish from a strict catalogue, with no English left in the Polish."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.games.base import SEAT, BadOptions, IllegalAction
from bot.games.rumble import GAME, RumbleState
from bot.games.rumble.bots import CONVENTIONS
from bot.games.rumble.data import CHARACTERS
from bot.games.rumble.model import OUT
from bot.games.rumble.words import character
from bot.i18n import EN, PL, Catalogue, Msg, Text, msg
from tests.games.rumble.test_notes import last_fight
from tests.games.rumble.test_seat_names import TRIES

STRICT = Catalogue(strict=True)
NAMES = ["Ania", "Bartek", "Celina", "Darek", "Ela", "Franek"]
ALONE = tuple(range(12))
ENGLISH = re.compile(
    r"\b(the|had|and|out|points?|Player|Seat|moved|started|fight|Knock|Revealed|still|standing|wins|share|left|"
    r"Result|your|is|not)\b"
)
"""English words that no Polish sentence of this game may hold."""


def pl(text: Text, names: list[str] | None = None) -> str:
    """``text`` said in Polish from the strict catalogue."""
    return STRICT.say(text, PL, names or NAMES)


def test_a_move_and_a_fight_are_told_in_the_present_tense() -> None:
    """The public sentences need no gender of the player: "przesuwa", "zaczyna bójkę"."""
    s = GAME.new_game(3, 1, {}, {"positions": ALONE, "turn": 0})
    assert pl(GAME.describe(s, 0, "m0-1", GAME.apply(s, 0, "m0-1"))) == "przesuwa Ninję ze Strychu do Biblioteki."
    s = GAME.new_game(3, 1, {}, {"positions": (OUT, 5, 5, *ALONE[3:]), "exits": (0,), "turn": 0})
    assert (
        pl(GAME.describe(s, 0, "f2", GAME.apply(s, 0, "f2")))
        == "zaczyna bójkę w Holu: Pingwin odpada jako 2. (0 punktów)."
    )


def test_the_fight_ending_a_rumble_reveals_everyone_in_polish() -> None:
    """The reveal names each player and their characters in the accusative, each agreeing with its own gender."""
    before = last_fight(3)
    text = pl(GAME.describe(before, 0, "f10", GAME.apply(before, 0, "f10")))
    assert text == (
        "zaczyna bójkę na Strychu: Czarownica odpada jako 11. (9 punktów). Robot zostaje w domu sam: "
        "runda 1 się kończy. Odkryte żetony: Ania ma Małpę (odpadła jako 2., 0) i Ninję (odpadł jako 1., 0): "
        "0 punktów; Bartek ma Kota (odpadł jako 4., 2) i Pingwina (odpadł jako 3., 1): 2 punkty; "
        "Celina ma Cthulhu (odpadł jako 6., 4) i Dzieciaka (odpadł jako 5., 3): 4 punkty."
    )


def test_refusals_in_polish() -> None:
    """A crowded character, a lone victim and a wall are refused in Polish, with the room in its right case."""
    s = GAME.new_game(3, 1, {}, {"positions": (0, 0, *ALONE[2:]), "turn": 0})
    said = {}
    for action in ("m1-4", "f3", "x"):
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(s, 0, action)
        said[action] = pl(refused.value.reason)
    assert said == {
        "m1-4": "Małpa ma na Strychu towarzystwo, więc nie może się ruszyć; "
        "zacznij tam bójkę albo przesuń samotną postać.",
        "f3": "Kot jest sam w Wieży; bójki wybuchają tylko w pokojach, w których jest kilka postaci.",
        "x": "To nie jest ruch w Rumble; przesuń samotną postać albo zacznij bójkę.",
    }
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(GAME.new_game(3, 1, {}, {"positions": ALONE, "turn": 0}), 0, "m0-11")
    assert pl(refused.value.reason) == "Między Strychem a Kryptą nie ma drzwi; przesuń postać do sąsiedniego pokoju."


def test_choice_labels_and_part_words_in_polish() -> None:
    """A fight's label puts the victim in the accusative; a move's shows the rooms; a typed part says where."""
    s = GAME.new_game(3, 1, {}, {"positions": (0, 0, *ALONE[2:]), "turn": 0})
    labels = [pl(c.label) for c in GAME.choices(s, 0)]
    assert "Znokautuj Małpę (Strych)" in labels
    assert "Kot: Wieża → Gabinet" in labels
    words = {(part, value): pl(text) for part, value, text in GAME.view(s, None).part_labels}
    assert words[("victim", "2")] == "Pingwin (w Kaplicy)"
    assert words[("room", "0")] == "Strych"


def test_a_note_in_polish() -> None:
    """A new deal tells each seat its characters, and a seat that left that they score nothing."""
    before = GAME.resign(last_fight(4), 2)
    notes = GAME.notes(before, 0, "f10", GAME.apply(before, 0, "f10"))
    assert pl(notes[0]) == "Runda 2 rozdana: twoje tajne postacie to Cthulhu i Wampir."
    assert pl(notes[2]).endswith("Jesteś już poza grą, więc nie zdobędą punktów.")


@pytest.mark.parametrize(
    ("points", "english", "polish"),
    [
        (1, "1 point", "1 punkt"),
        (2, "2 points", "2 punkty"),
        (5, "5 points", "5 punktów"),
        (12, "12 points", "12 punktów"),
        (22, "22 points", "22 punkty"),
    ],
)
def test_points_take_each_languages_plural_form(points: int, english: str, polish: str) -> None:
    """A seat's points in a reveal: one form in English for 1, Polish's three forms (12 like 5, 22 like 2)."""
    told = msg("rumble-told", held=(character(0),), points=points)
    assert STRICT.say(told, EN).endswith(f": {english}")
    assert STRICT.say(told, PL).endswith(f": {polish}")


def test_three_winners_are_listed_by_each_languages_rule() -> None:
    """Three tied winners: "Ania, Bartek i Celina dzielą się zwycięstwem", and the outcome in the instrumental."""
    before = last_fight(4, totals=(20, 18, 16, 0), rumble=3)
    after = GAME.apply(before, 0, "f10")
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.winners == {0, 1, 2}
    assert pl(outcome.text) == "Wspólne zwycięstwo z 20 punktami po trzech rundach."
    lines = pl(GAME.reveal(after)).split("\n")
    assert "**Wynik** · Ania, Bartek i Celina dzielą się zwycięstwem z 20 punktami" in lines
    assert "• Ania: 20 🏆" in lines


def test_the_rules_are_polish() -> None:
    """/rumble rules in Polish keeps its layout keys and reads the rulings in Polish."""
    text = pl(GAME.rules_summary())
    assert text.startswith("**Rumble in the House** — od 3 do 6 graczy, trzy rundy.")
    assert "**Rozstrzygnięcia Hauntbota**" in text and "Zakaz przeciągania" in text
    assert text.count("\n") == STRICT.say(GAME.rules_summary(), EN).count("\n")


def messages(text: Text) -> Iterator[str]:
    """The ids of a message and of every message among its arguments."""
    if isinstance(text, Msg):
        yield text.id
        for _name, value in text.args:
            for item in value if isinstance(value, tuple) else (value,):
                if isinstance(item, Msg):
                    yield from messages(item)


def texts_of(players: int, seed: int, layout: str) -> Iterator[Text]:
    """Every message a seeded game with resignations makes: sentences, notes, labels, refusals, view words,
    the outcome and the reveal."""
    rng = random.Random(f"pl:{players}:{seed}")
    s: RumbleState = GAME.new_game(players, seed, {"layout": layout})
    while not s.finished:
        seat = s.turn
        if rng.random() < 0.1:
            yield from (c.label for c in GAME.choices(s, seat))
            view = GAME.view(s, seat)
            yield from (words for _part, _value, words in view.part_labels)
            yield from (told for reveal in view.reveals for told in (x.told for x in reveal.seats))
            yield from (view.layout_words, *view.room_words, *view.character_words)
            for other in range(players):
                for action in TRIES:
                    try:
                        GAME.apply(s, other, action)
                    except IllegalAction as refused:
                        yield refused.reason
        if rng.random() < 0.006 and len(s.resigned) < players - 1:
            s = GAME.resign(s, rng.choice([p for p in range(players) if p not in s.resigned]))
            continue
        action = rng.choice(list(GAME.legal_actions(s, seat)))
        after = GAME.apply(s, seat, action)
        yield GAME.describe(s, seat, action, after)
        yield from GAME.notes(s, seat, action, after).values()
        s = after
    outcome = GAME.outcome(s)
    assert outcome is not None
    yield outcome.text
    yield GAME.reveal(s)
    cut = GAME.view(s, None).cut_short
    yield from cut.told if cut is not None else ()


def everything() -> Iterator[tuple[Text, int]]:
    """The messages of twelve seeded games, the rules, the bots' conventions, a shared win and the refusals of
    bad options, seats and a finished game, each with its table size."""
    for players in range(3, 7):
        for seed in range(3):
            for text in texts_of(players, seed, ("classic", "manor", "ring")[(players + seed) % 3]):
                yield text, players
    yield GAME.rules_summary(), 3
    yield CONVENTIONS, 3
    for options, seats in (({"speed": 1}, 3), ({"layout": "castle"}, 3), ({}, 7)):
        with pytest.raises(BadOptions) as bad:
            GAME.new_game(seats, 1, options)
        yield bad.value.reason, 3
    with pytest.raises(IllegalAction) as refused:
        GAME.resign(GAME.new_game(3, 1, {}), 7)
    yield refused.value.reason, 3
    tied = GAME.apply(last_fight(4, totals=(20, 18, 16, 0), rumble=3), 0, "f10")
    outcome = GAME.outcome(tied)
    assert outcome is not None
    yield outcome.text, 4
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(tied, 0, "m0-1")
    yield refused.value.reason, 4


ROOT = Path(__file__).resolve().parents[3]


def ids_in(folder: str) -> set[str]:
    """The message ids written in the Python files of ``folder`` (under the repository)."""
    return {i for path in (ROOT / folder).glob("*.py") for i in re.findall(r'"(rumble-[a-z-]+)"', path.read_text())}


def cog_ids() -> set[str]:
    """The message ids the cog says itself (cogs/rumble/)."""
    return ids_in("cogs/rumble")


def test_every_message_of_seeded_games_is_said_in_both_languages() -> None:
    """Each message, said strictly, names seats, differs from its English and holds no English; all are met."""
    names = set(CHARACTERS) - {"Ninja", "Cthulhu", "Robot"}
    seen: set[str] = set()
    for text, players in everything():
        assert isinstance(text, Msg), text
        seen.update(messages(text))
        english, polish = STRICT.say(text, EN, NAMES[:players]), STRICT.say(text, PL, NAMES[:players])
        assert polish != english or text.id.startswith("rumble-character-"), polish  # Ninja, Cthulhu, Robot
        assert not SEAT.search(polish) and not SEAT.search(english) and "Gracz " not in polish, polish
        if text.id != "rumble-rules":
            assert not ENGLISH.search(polish), polish
        assert not any(name in polish for name in names), polish
    assert seen == ids_in("bot/games/rumble")
    assert seen | cog_ids() | ids_in("render/rumble") == {i for i in STRICT.ids(EN) if i.startswith("rumble-")}
