"""The Purple House in Polish: pinned sentences, plural forms, lists, and every message of seeded games said
in both languages from a strict catalogue, the Polish with no English left in it."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.games.base import BadOptions, IllegalAction
from bot.games.purple_house.bots import BOTS
from bot.games.purple_house.scoring import ending_text
from bot.games.purple_house.state import PurpleHouseState
from bot.i18n import EN, PL, Catalogue, Msg, Text, msg
from tests.games.purple_house.purple_house_helpers import GAME, all_but, cell_of, clue, escape, flip

STRICT = Catalogue(strict=True)
ROOT = Path(__file__).resolve().parents[3]
"""The repository."""
NAMES = ["Ada", "Bram", "Cleo", "Dmitri", "Esme"]
ENGLISH = re.compile(r"\b(the|and|of|with|card|cards|Clue|Clues|candle|candles|Lady|Lamp|Player|round|you)\b")
"""English words that Polish text never holds."""
SCOUT = {"deck": list(range(19)) + [24], "marks": {}}
"""A House deck in id order (no White Lady before card 17), with no scenario markings."""


def pl(text: Text, names: list[str] | None = None) -> str:
    """``text`` in Polish from the strict catalogue."""
    return STRICT.say(text, PL, names or [])


def test_a_match_is_said_in_polish() -> None:
    """A matching flip names both cards after "karta", the reason, the new Current Room and the Path."""
    s = escape(current=clue("Lamp", 1))
    a = f"f{cell_of(s, clue('Clock', 1))}"
    assert pl(GAME.describe(s, 0, a, GAME.apply(s, 0, a))) == (
        f"odkrywa kartę {cell_of(s, clue('Clock', 1))}: karta „1 Zegar” pasuje do karty „1 Lampa” (ta sama liczba): "
        "staje się Bieżącym Pokojem, a karta „1 Lampa” trafia na Ścieżkę."
    )


def test_a_white_lady_is_said_in_polish() -> None:
    """A White Lady puts out two candles, said with the Polish plural and what is left."""
    s = escape(current=clue("Lamp", 1), options={"difficulty": "normal"})
    a = f"f{cell_of(s, 16)}"
    assert pl(GAME.describe(s, 0, a, GAME.apply(s, 0, a))) == (
        f"odkrywa kartę {cell_of(s, 16)}: to Biała Dama, więc gasną 2 świece (pozostało: 1); "
        "karta znów zostaje zakryta."
    )


def test_the_layout_names_the_key_holder_in_polish() -> None:
    """The last ready seat's sentence lays out the cards and names who starts the Escape Phase."""
    s = GAME.new_game(2, 5, {}, {"key": 1})
    s = GAME.apply(s, 0, GAME.default_action(s, 0))
    last = GAME.default_action(s, 1)
    assert pl(GAME.describe(s, 1, last, GAME.apply(s, 1, last)), ["Ada", "Bram"]) == (
        "automatycznie kończy swoje modyfikacje i zgłasza gotowość; wszyscy są gotowi: 20 kart Domu zostaje "
        "potasowanych i wyłożonych rewersem do góry; Fazę Ucieczki rundy 1 zaczyna Bram."
    )


def test_a_refusal_is_said_in_polish() -> None:
    """Flipping out of turn is refused with the Key holder's name."""
    s = escape(current=clue("Lamp", 1), players=2)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(s, 1, "f1")
    assert pl(refused.value.reason, ["Ada", "Bram"]) == "Teraz kartę odkrywa Ada (ma Klucz); poczekaj na swoją kolej."


def test_choice_labels_are_said_in_polish() -> None:
    """A modification's label names its card and where the X goes; a flip's label gives the back's Xs."""
    labels = {c.action: pl(c.label) for c in GAME.choices(GAME.new_game(1, 1, {}, SCOUT), 0)}
    assert labels["x1.ul"] == "Karta 1 (1 Lampa): dodaj Narożny X w lewym górnym rogu"
    assert labels["auto"] == "Niech Dom wykona za mnie modyfikacje, potem gotowe"
    s = escape(current=clue("Lamp", 1), marks={16: "ul.c"})
    flips = {c.action: pl(c.label) for c in GAME.choices(s, 0)}
    assert flips[f"f{cell_of(s, 16)}"] == f"Odkryj kartę {cell_of(s, 16)} (X: lewy górny, środek)"


def test_a_handkerchief_turn_is_noted_in_polish() -> None:
    """The mover's note says which card, from which corner to which, and that a Handkerchief did it."""
    s = GAME.new_game(1, 3, {}, {**SCOUT, "marks": {0: "ul"}})
    note = GAME.notes(s, 0, "r1.ul.lr", GAME.apply(s, 0, "r1.ul.lr"))[0]
    assert pl(note) == (
        "Twoja karta 1 została w tajemnicy zmodyfikowana Chusteczką: X przesunięty z lewego górnego rogu "
        "do prawego dolnego rogu."
    )


@pytest.mark.parametrize(
    ("count", "cards", "candles"),
    [
        (1, "dostajesz 1 kartę Domu", "gaśnie 1 świeca"),
        (2, "dostajesz 2 karty Domu", "gasną 2 świece"),
        (5, "dostajesz 5 kart Domu", "gaśnie 5 świec"),
        (12, "dostajesz 12 kart Domu", "gaśnie 12 świec"),
        (22, "dostajesz 22 karty Domu", "gasną 22 świece"),
    ],
)
def test_polish_plurals(count: int, cards: str, candles: str) -> None:
    """Cards dealt and candles going out take the Polish form for 1, 2–4, 5–21 and 22."""
    assert pl(msg("purplehouse-note-dealt", round=2, count=count)).startswith(f"Runda 2: {cards} do zbadania.")
    assert pl(msg("purplehouse-candles-out", cost=count, left=0)) == f"{candles} (pozostało: 0)"


def test_a_list_of_three_is_joined_the_polish_way() -> None:
    """A list of rounds is joined with commas and "i" in Polish; the game's own list of two with "and" in English."""
    said = msg("purplehouse-reveal-candles-rounds", left=0, candles=3, rounds=(1, 2, 3))
    assert pl(said) == "Świece: pozostało 0 + po 3 za niepotrzebne rundy 1, 2 i 3."
    two = said.with_args(rounds=(2, 3))
    assert STRICT.say(two, EN) == "Candles: 0 left + 3 each for rounds 2 and 3, not needed."


def test_a_score_is_said_with_polish_decimals() -> None:
    """A fractional score and its multiplier take a decimal comma in Polish, with the difficulty's Polish name."""
    s = escape(
        current=clue("Clock", 4),
        path=list(range(12)),
        round=3,
        candles=1,
        options={"difficulty": "easy", "scoring": True},
    )
    lines = pl(GAME.reveal(flip(s, 16))).splitlines()
    assert lines[0] == "Rezultat: przegrana: runda 3 dobiegła końca, odkryto 13 z 16 Wskazówek."
    assert lines[1] == (
        "Wynik 9,75 = (13 za Wskazówki + 0 za świece + 0 za wygraną) ×0,75 za poziom Łatwy, po zaokrągleniu w dół 9."
    )


def ids(text: Text) -> Iterator[str]:
    """The ids of a message and of every message among its arguments."""
    if isinstance(text, Msg):
        yield text.id
        for _, value in text.args:
            yield from _arg_ids(value)


def _arg_ids(value: object) -> Iterator[str]:
    if isinstance(value, Msg):
        yield from ids(value)
    elif isinstance(value, tuple):
        for item in value:
            yield from _arg_ids(item)


def refusals(s: PurpleHouseState) -> Iterator[Text]:
    """What the engine says to every seat for moves it may not make now, and for deadlines it does not owe."""
    for seat in range(s.players):
        for action in ("f1", "f99", "sort", "ready", "auto", "zz", "c1", "c9", "x1.ul", "r1.ul.ur", "d1.lr"):
            try:
                GAME.apply(s, seat, action)
            except IllegalAction as exc:
                yield exc.reason
        if seat not in GAME.to_act(s):
            with pytest.raises(IllegalAction) as refused:
                GAME.default_action(s, seat)
            yield refused.value.reason


def playout(players: int, seed: int) -> Iterator[Text]:
    """Every text of one seeded random game: sentences, notes, choices, the view's words, refusals, outcome
    and reveal."""
    rng = random.Random(f"words-pl:{players}:{seed}")
    options = ({}, {"difficulty": "impossible", "scoring": True}, {"difficulty": "hard", "scoring": True})
    s = GAME.new_game(players, seed, options[seed % 3])
    while GAME.outcome(s) is None:
        yield from refusals(s)
        seat = rng.choice(sorted(GAME.to_act(s)))
        yield from (t for c in GAME.choices(s, seat) for t in (c.label, c.hint) if t)
        view = GAME.view(s, seat)
        yield from (t for c in view.hand for t in (c.label, c.back))
        yield view.difficulty_label
        if rng.random() < 0.02:
            s = GAME.resign(s, seat)
            continue
        action = rng.choice(list(GAME.legal_actions(s, seat)))
        after = GAME.apply(s, seat, action)
        yield GAME.describe(s, seat, action, after)
        yield from GAME.notes(s, seat, action, after).values()
        s = after
    yield from refusals(s)
    outcome = GAME.outcome(s)
    assert outcome is not None
    yield outcome.text
    yield GAME.reveal(s)


def crafted() -> Iterator[Text]:
    """Texts random games rarely reach: wins, everyone leaving, bad options, every ending, the rules."""
    for scoring, round_no in ((True, 1), (True, 2), (False, 1)):
        won = flip(
            escape(
                current=clue("Lamp", 1),
                path=all_but(clue("Lamp", 1), clue("Lamp", 2)),
                round=round_no,
                candles=1,
                options={"difficulty": "normal", "scoring": scoring},
            ),
            clue("Lamp", 2),
        )
        before = escape(current=clue("Lamp", 1), path=all_but(clue("Lamp", 1), clue("Lamp", 2)), round=1)
        yield GAME.describe(before, 0, f"f{cell_of(before, clue('Lamp', 2))}", won)
        outcome = GAME.outcome(won)
        assert outcome is not None
        yield from (outcome.text, GAME.reveal(won))
    left = GAME.resign(GAME.resign(GAME.new_game(2, 9, {"scoring": True}), 0), 1)
    outcome = GAME.outcome(left)
    assert outcome is not None
    yield from (outcome.text, GAME.reveal(left), GAME.describe(left, 0, "f1", left))
    yield from refusals(left)
    with pytest.raises(IllegalAction) as unseated:
        GAME.apply(GAME.new_game(1, 1, {}), 3, "ready")
    yield unseated.value.reason
    for options in ({"x": 1, "y": 2}, {"difficulty": "nope"}, {"scoring": "yes"}):
        with pytest.raises(BadOptions) as bad:
            GAME.check_options(options)
        yield bad.value.reason
    with pytest.raises(BadOptions) as bad:
        GAME.new_game(6, 1, {})
    yield bad.value.reason
    yield from (ending_text(points) for points in (10, 25, 33, 40, 50))
    yield from (GAME.rules_summary(), BOTS.conventions)


@pytest.fixture(scope="module")
def texts() -> list[Text]:
    """Every text of seeded games at every player count, and the crafted ones."""
    found = [t for players in range(1, 6) for seed in range(4) for t in playout(players, seed)]
    return list(dict.fromkeys([*found, *crafted()]))


def test_every_message_is_said_in_both_languages(texts: list[Text]) -> None:
    """Every text is a message, said without error in English and Polish from the strict catalogue."""
    for text in texts:
        assert isinstance(text, Msg), text
        for lang in (EN, PL):
            assert STRICT.say(text, lang, NAMES)


def literal_ids(folder: Path) -> set[str]:
    """The message ids written as string literals in the Python files of ``folder``."""
    return {i for path in folder.glob("*.py") for i in re.findall(r'"(purplehouse-[a-z-]+)"', path.read_text())}


def test_the_games_use_every_message_of_the_catalogue(texts: list[Text]) -> None:
    """The seeded and crafted games reach every purplehouse message of the engine (the cog's own words are
    checked with the cog, the picture's with the renderer), and no message the catalogue lacks."""
    used = {i for text in texts for i in ids(text)}
    defined = {i for i in STRICT.ids(EN) if i.startswith("purplehouse-")}
    cog_only = literal_ids(ROOT / "cogs" / "purple_house") - literal_ids(ROOT / "bot" / "games" / "purple_house")
    assert len(cog_only) > 20
    drawn = literal_ids(ROOT / "render" / "purple_house")
    assert defined - cog_only - drawn - used == set()
    assert used - defined == set()


def test_polish_leaves_no_english(texts: list[Text]) -> None:
    """Said in Polish, no text holds a seat number, English words, or the same words as in English."""
    for text in texts:
        english, polish = STRICT.say(text, EN, NAMES), STRICT.say(text, PL, NAMES)
        assert polish != english or text == msg("purplehouse-card-ube"), polish  # Ube: a name in every language
        assert "Player" not in polish and ENGLISH.search(polish) is None, polish


def test_both_catalogues_define_the_same_messages() -> None:
    """English and Polish define exactly the same purplehouse ids."""
    english = {i for i in STRICT.ids(EN) if i.startswith("purplehouse-")}
    assert english == {i for i in STRICT.ids(PL) if i.startswith("purplehouse-")}
    assert len(english) > 100


def test_polish_keeps_the_english_limits(texts: list[Text]) -> None:
    """Said in Polish, a note has at most 200 characters, the rules 1,800 and a reveal (or any text) 1,500."""
    for text in texts:
        said = STRICT.say(text, PL, NAMES)
        assert len(said) <= (1800 if text == GAME.rules_summary() else 1500), said
        if isinstance(text, Msg) and text.id.startswith("purplehouse-note-"):
            assert len(said) <= 200, said
