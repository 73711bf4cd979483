"""Quiet House in Polish: key sentences, a refusal, a label and a note pinned, plural forms, lists, and a
sweep of seeded playouts saying every message of the engine in English and Polish from a strict catalogue."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.games.base import BadOptions, IllegalAction
from bot.games.quiet_house import GAME, QuietHouseState
from bot.i18n import EN, PL, Catalogue, Msg, Text, from_data, msg, to_data

STRICT = Catalogue(strict=True)
ENGINE = Path(__file__).parents[3] / "bot" / "games" / "quiet_house"
COG = Path(__file__).parents[3] / "cogs" / "quiet_house"
RENDER = Path(__file__).parents[3] / "render" / "quiet_house"
EXAMPLE = {"mouse": "E2", "candlestick": "C3", "monkey": "A4", "mirror": "B5", "rook": "D6"}
# Monkey and Mirror trade places: the top and right tiles still hold, the bottom and left ones do not.
HALF = dict(EXAMPLE, monkey="B5", mirror="A4")
NAMES = ("Ada", "Bea", "Cyd", "Dot")
ENGLISH = re.compile(r"\b(the|and|of|with|Player|Time Card|statue|tiles?|points?)\b")
OPTION_SETS = (
    {},
    {"rook": "advanced", "candlestick": "advanced", "monkey": "advanced", "mouse": "advanced", "variant2": True},
    {"rook": "random", "mouse": "random", "variant1": True},
    {"variant1": True, "variant2": True},
)


def pl(text: Text, names: tuple[str, ...] = ()) -> str:
    """``text`` said in Polish from the strict catalogue."""
    return STRICT.say(text, PL, names)


def test_a_move_and_a_mirror_swap_in_polish(make):
    """Moves use the present tense and the accusative; the Mirror says whose rule it moves by (genitive)."""
    s = make(HALF, target=EXAMPLE, card="monkey")
    assert pl(GAME.describe(s, 0, "rook.F6", GAME.apply(s, 0, "rook.F6"))) == "przesuwa Wieżę z D6 na F6."
    swap = GAME.describe(s, 0, "mirror.C3", GAME.apply(s, 0, "mirror.C3"))
    assert pl(swap) == "zamienia miejscami Lustro (ruchem Małpy) z A4 i Świecznik z C3."


def test_declarations_in_polish(make):
    """A failed declaration names who showed the whirlwind (verb agreeing in number); a win gives the points."""
    s = make(HALF, target=EXAMPLE)
    after = GAME.apply(s, 0, "declare")
    assert pl(GAME.describe(s, 0, "declare", after), NAMES[:2]) == (
        "ogłasza rozwiązanie łamigłówki, ale Bea pokazuje wir; gra toczy się dalej."
    )
    s4 = make(HALF, target=EXAMPLE, players=4)
    three = GAME.describe(s4, 0, "declare", GAME.apply(s4, 0, "declare"))
    assert pl(three, NAMES) == "ogłasza rozwiązanie łamigłówki, ale Bea, Cyd i Dot pokazują wir; gra toczy się dalej."
    won = make(EXAMPLE, drawn=7)
    assert pl(GAME.describe(won, 0, "declare", GAME.apply(won, 0, "declare"))) == (
        "ogłasza rozwiązanie łamigłówki: każda tabliczka pokazuje serce. Duchy wygrywają z 4 punktami!"
    )


def test_refusals_in_polish(make):
    """Refusals name the seat on turn, the frozen statue, and the statue's rule as a clause."""
    s = make(HALF, target=EXAMPLE, card="rook")
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(s, 1, "mouse.A1")
    assert pl(caught.value.reason, NAMES[:2]) == "To nie twoja tura; teraz posąg przesuwa Ada."
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(s, 0, "rook.D1")
    assert pl(caught.value.reason) == (
        "Wieża jest na Karcie Czasu, więc w tej turze nie może się ruszyć; przesuń inny posąg."
    )
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(make(HALF, target=EXAMPLE), 0, "mouse.A1")
    assert pl(caught.value.reason) == (
        "Mysz teleportuje się na dowolną czerwoną kropkę i stoi tylko na czerwonych kropkach, "
        "więc nie może przejść na A1."
    )


def test_choice_labels_in_polish(make):
    """Labels: declaring, a move, and a swap naming the partner in the instrumental."""
    labels = {c.action: pl(c.label) for c in GAME.choices(make(HALF, target=EXAMPLE), 0)}
    assert labels["declare"] == "Ogłoś rozwiązanie łamigłówki"
    assert labels["rook.F6"] == "Wieża na F6"
    assert labels["monkey.A4"] == "Małpa zamienia się z Lustrem (A4)"


def test_a_whirlwind_note_in_polish(make):
    """The note of a seat whose paddle showed the whirlwind, wall by wall, with its count agreeing."""
    s = make(HALF, target=EXAMPLE)
    note = GAME.notes(s, 0, "declare", GAME.apply(s, 0, "declare"))[1]
    assert pl(note) == (
        "Twoja tabliczka sama pokazała wir: nie zgadzały się 3 z czterech twoich płytek "
        "(ściana dolna: Lustro 2. od ściany; ściana lewa: Małpa najbliżej, Lustro 2. od ściany)."
    )


@pytest.mark.parametrize(
    ("points", "polish", "english"),
    [(1, "1 punkt", "1 point"), (2, "2 punkty", "2 points"), (5, "5 punktów", "5 points"),
     (12, "12 punktów", "12 points"), (22, "22 punkty", "22 points")],
)  # fmt: skip
def test_points_take_each_languages_plural_form(points, polish, english):
    """The score-table line counts points with Polish's three forms and English's two."""
    row = msg("quiethouse-table-row", sides=msg("quiethouse-sides-standard"), place=msg("quiethouse-table-left", row=1))
    line = msg("quiethouse-table-win", row=row, points=points, marks="X", band=msg("quiethouse-band-low"))
    assert f"dostaje {polish}, X;" in pl(line)
    assert f"gets {english}, X;" in STRICT.say(line, EN)


def test_a_list_of_three_statues_in_each_language():
    """Three sides drawn at random are listed by each language's own rule."""
    note = GAME.random_sides_note({"rook": "random", "monkey": "random", "mouse": "random"})
    assert note is not None
    assert pl(note) == (
        "🎲 Strony kart ruchu (Wieża, Małpa i Mysz) zostaną wylosowane na początku gry; pierwsza plansza pokaże wynik."
    )


def refusals(s: QuietHouseState, seat: int) -> Iterator[Text]:
    """The engine's reasons for a few wrong actions of ``seat``, of the seat after it, and its default."""
    other = (seat + 1) % s.players
    wrong = ((seat, "declare"), (seat, "dragon.Z9"), (seat, "rook.A1"), (seat, "mirror.F6"), (other, "mouse.A1"))
    for who, action in wrong:
        try:
            GAME.apply(s, who, action)
        except IllegalAction as exc:
            yield exc.reason
    try:
        GAME.default_action(s, other)
    except IllegalAction as exc:
        yield exc.reason


def view_texts(s: QuietHouseState) -> Iterator[Text]:
    """The words of every seat's view: statue names, rules and labels, tiles, the Time Card, sides, variants."""
    for seat in (None, *range(s.players)):
        v = GAME.view(s, seat)
        yield v.rules_words
        yield from v.variant_rules
        if v.time_card is not None:
            yield v.time_card
        for st in v.statues:
            yield from (st.name, st.rule, st.label, st.moves_as)
        yield from (t.statue for t in v.goal_tiles if t.statue is not None)


def playout(players: int, seed: int) -> Iterator[Text]:
    """Every text of one seeded game: sentences, notes, labels, hints, refusals, views, outcome and reveal."""
    rng = random.Random(f"words-pl:{players}:{seed}")
    s = GAME.new_game(players, seed, OPTION_SETS[(players + seed) % len(OPTION_SETS)])
    quit_at = rng.randrange(25) if seed == 0 else None
    ply = 0
    while GAME.outcome(s) is None:
        yield from view_texts(s)
        (seat,) = GAME.to_act(s)
        for choice in GAME.choices(s, seat):
            yield from (choice.label, choice.hint)
        yield from refusals(s, seat)
        if ply == quit_at:
            s = GAME.resign(s, rng.randrange(players))
            break
        legal = list(GAME.legal_actions(s, seat))
        action = "declare" if "declare" in legal and rng.random() < 0.8 else rng.choice(legal)
        after = GAME.apply(s, seat, action)
        yield GAME.describe(s, seat, action, after)
        yield from GAME.notes(s, seat, action, after).values()
        s, ply = after, ply + 1
    outcome = GAME.outcome(s)
    assert outcome is not None
    yield outcome.text
    yield GAME.reveal(s)
    yield from view_texts(s)


def bad_options() -> Iterator[Text]:
    """The refusals of wrong options and player counts."""
    for options in ({"dragon": 1}, {"rook": "sideways"}, {"variant1": "yes"}):
        with pytest.raises(BadOptions) as caught:
            GAME.check_options(options)
        yield caught.value.reason
    with pytest.raises(BadOptions) as caught:
        GAME.rules_key({"rook": "random"})
    yield caught.value.reason
    with pytest.raises(BadOptions) as caught:
        GAME.new_game(5, 1, {})
    yield caught.value.reason


@pytest.fixture(scope="module")
def texts() -> list[tuple[int, Text]]:
    """(players, text) of seeded playouts at every player count, plus the words that need no game."""
    found: list[tuple[int, Text]] = []
    for players in (2, 3, 4):
        for seed in range(3):
            found.extend((players, text) for text in playout(players, seed))
    note = GAME.random_sides_note({"rook": "random", "mouse": "random"})
    assert note is not None
    extra = [GAME.rules_summary(), GAME.score_table({"standard": 3}), note, *bad_options()]
    return found + [(2, text) for text in extra]


def test_the_engine_speaks_only_in_messages(texts):
    """Every text is a message of the catalogue (empty hints and a missing Mirror copy aside): no English string."""
    assert [text for _, text in texts if isinstance(text, str) and text] == []
    assert all(text.id.startswith("quiethouse-") for _, text in texts if isinstance(text, Msg))


def test_every_message_is_said_in_both_languages_and_polish_is_polish(texts):
    """Each message says without error in English and Polish; the Polish differs, has no English left, and its
    notes and labels fit where they are shown."""
    said = 0
    for players, text in texts:
        if not isinstance(text, Msg):
            continue
        for names in ((), NAMES[:players]):
            english, polish = STRICT.say(text, EN, names), STRICT.say(text, PL, names)
            assert polish and polish != english, text
            assert not ENGLISH.search(polish), polish
            if text.id.startswith(("quiethouse-note-", "quiethouse-choice-")):  # a digest line, a select option
                assert len(polish) <= (200 if "-note-" in text.id else 100), polish
            said += 1
    assert said > 1000


def ids_in(text: object) -> Iterator[str]:
    """The ids of a message and of every message among its arguments."""
    if isinstance(text, Msg):
        yield text.id
        for _, value in text.args:
            yield from ids_in(value)
    elif isinstance(text, tuple):
        for value in text:
            yield from ids_in(value)


def test_the_sweep_reaches_the_rare_texts(texts):
    """The playouts reach whirlwinds, a resignation, wins or losses, and the Mirror's copied moves."""
    ids = {id for _, text in texts for id in ids_in(text)}
    assert {"quiethouse-declared-whirlwind", "quiethouse-outcome-left", "quiethouse-result-left"} <= ids
    assert {"quiethouse-moved-copying", "quiethouse-rule-mirror-copies", "quiethouse-then-deck-empty"} <= ids


def test_every_message_survives_being_saved(texts):
    """A message stored with a move (as JSON) comes back equal, so history says it again in any language."""
    for _, text in texts:
        assert from_data(json.loads(json.dumps(to_data(text)))) == text


def test_every_id_the_code_names_is_in_both_catalogues_and_no_other():
    """The ids written in the engine's, the cog's and the renderer's code are exactly the game's ids of each
    catalogue."""
    paths = [path for folder in (ENGINE, COG, RENDER) for path in sorted(folder.glob("*.py"))]
    code = "".join(path.read_text(encoding="utf-8") for path in paths)
    used = set(re.findall(r'"(quiethouse-[a-z0-9-]+)"', code))
    for lang in (EN, PL):
        assert {i for i in STRICT.ids(lang) if i.startswith("quiethouse-")} == used, lang
