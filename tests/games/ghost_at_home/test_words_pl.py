"""Ghost at Home in Polish: key sentences pinned by hand, plural forms, lists, and every message of seeded
games said in both languages by a strict catalogue, with nothing English left in the Polish."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from bot.games.base import BadOptions, IllegalAction
from bot.games.ghost_at_home import GAME, GhostState
from bot.i18n import EN, PL, Catalogue, Msg, Text, msg
from tests.games.ghost_at_home.gah_helpers import (
    BULB,
    CATS,
    F1,
    F2,
    F3,
    GHOSTS,
    LIGHTNING,
    ONE_SHORT,
    WILDS,
    houses,
    new,
    play,
)

STRICT = Catalogue(strict=True)
"""Fails on a message that cannot be said (a missing id, argument or attribute)."""
NAMES = ["Ania", "Bartek", "Celina", "Darek"]
TWO_FLOORS = {"rooms": [[F1[0], F1[1]], [F2[0]], []]}
ENGLISH = re.compile(r"\b(Player|the|floor|room|ghost|cat|light|and|your|bulbs?|escape)\b", re.IGNORECASE)
"""English words that must not be left in Polish text."""
REFUSED = ("g.0", "g.1", "g.3", "cat", "allow", "stop", "nostop", "r.0", "l.2.0.1", "z.2", "b.3", "pass", "x")
"""Moves tried at every ply of the seeded games, for their refusals."""


def pl(text: Text, names: list[str] = NAMES) -> str:
    """``text`` said in Polish with the seats named."""
    return STRICT.say(text, PL, names)


def said(s: GhostState, seat: int, a: str) -> str:
    """The public sentence of one move, in Polish, with the actor's name in front as the platform puts it."""
    return f"{NAMES[seat]} {pl(GAME.describe(s, seat, a, GAME.apply(s, seat, a)))}"


def test_a_ghost_attack_and_its_result_in_polish():
    """The ghost play asks for a defence; letting it in says what was lost, present tense and no gender."""
    s = new(hands=[[GHOSTS[0]], []], houses=houses(2, s1=TWO_FLOORS))
    assert said(s, 0, "g.1") == ("Ania zagrywa ducha na 2. piętro gracza Bartek. Bartek może obronić się kotem z ręki.")
    s = play(s, (0, "g.1"))
    assert said(s, 1, "allow") == "Bartek wpuszcza ducha: pokoje z 2. piętra zostają odrzucone."
    assert pl(GAME.view(s, None).status) == (
        "Duch od gracza Ania nadciąga na 2. piętro gracza Bartek: obronić się kotem z ręki czy go wpuścić?"
    )


def test_special_cards_use_the_rulebooks_names():
    """The Light bulb and Lightning are the rulebook's Żarówka and Błyskawica, in the accusative after a verb."""
    s = new(hands=[[BULB, LIGHTNING], []], houses=houses(2, s0={"rooms": [[F1[0], F1[1]], [], []]}))
    assert said(s, 0, "b.1") == "Ania zagrywa Żarówkę: 1. piętro jest oświetlone."
    lit = new(hands=[[LIGHTNING], []], houses=houses(2, s1={**TWO_FLOORS, "lights": [False, True, False]}))
    assert said(lit, 0, "z.1") == "Ania zagrywa Błyskawicę: na 2. piętrze gracza Bartek gaśnie światło."


def test_an_escape_in_polish():
    """A full house starts an escape and names who may stop it."""
    s = new(3, hands=[[F3[1]], [F2[5]], [F2[6]]], houses=houses(3, s0={"rooms": ONE_SHORT}))
    assert said(s, 0, f"r.{F3[1]}") == (
        "Ania odkrywa: Pokój 3. p. (1 żarówka). Ania ma w pełni zbadany dom i próbuje uciec! "
        "Bartek może zatrzymać ucieczkę duchem."
    )


def test_a_refusal_in_polish():
    """A refusal names the seat and the rule in Polish."""
    s = new(hands=[[GHOSTS[0], F1[0]], []], houses=houses(2))
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, 0, "g.1")
    assert pl(err.value.reason) == "Bartek nie ma jeszcze pokoi; duch potrzebuje zbadanego piętra, by straszyć."
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, 0, f"l.1.{F1[0]}.{GHOSTS[0]}")
    assert pl(err.value.reason) == "Te karty mają 1 ikonę żarówki; światło wymaga co najmniej 5."
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, 0, "b.1")
    assert pl(err.value.reason) == "Nie masz na ręce Żarówki."


def test_choice_labels_in_polish():
    """Choice labels name the card, the floor and the seat; a wild room says which floor it becomes."""
    s = new(hands=[[WILDS[0], F2[0]], []], houses=houses(2, s0={"rooms": [[F1[0]], [], []]}))
    labels = {c.action: pl(c.label) for c in GAME.choices(s, 0)}
    assert labels[f"r.{F2[0]}.{WILDS[0]}"] == "Zagraj: Pokój 2. p. (1 żarówka), Dzika karta jako 1. piętro"
    s = new(hands=[[GHOSTS[0]], []], houses=houses(2, s1=TWO_FLOORS))
    assert pl(GAME.choices(s, 0)[0].label) == "Duch na 2. piętro gracza Bartek"


def test_a_note_lists_three_cards_in_polish():
    """A refill note lists the three cards drawn with the Polish list rule ("A, B i C")."""
    s = new(hands=[[], [F1[1]]], deck=[F1[4], GHOSTS[0], CATS[0]])
    after = GAME.apply(s, 0, "pass")
    assert {q: pl(n) for q, n in GAME.notes(s, 0, "pass", after).items()} == {
        0: "Dobierasz: Pokój 1. p. (2 żarówki), Duch i Kot (1 żarówka)."
    }


@pytest.mark.parametrize(
    ("count", "discarded", "bulbs"),
    [
        (1, "odrzuca zakrytą kartę", "1 ikonę żarówki"),
        (2, "odrzuca 2 zakryte karty", "2 ikony żarówek"),
        (5, "odrzuca 5 zakrytych kart", "5 ikon żarówek"),
        (12, "odrzuca 12 zakrytych kart", "12 ikon żarówek"),
        (22, "odrzuca 22 zakryte karty", "22 ikony żarówek"),
    ],
)
def test_polish_plural_forms(count, discarded, bulbs):
    """Counts take the Polish plural forms: 1 karta, 2 karty, 5 kart, 12 kart, 22 karty."""
    assert pl(msg("ghostathome-did-discard", count=count)) == f"{discarded} i dobiera tyle samo."
    refusal = msg("ghostathome-refuse-light-bulbs", bulbs=count, needed=5)
    assert pl(refusal) == f"Te karty mają {bulbs}; światło wymaga co najmniej 5."


def test_the_rules_are_in_polish_with_the_rulebooks_names():
    """The rules reminder uses the Polish rulebook's names and fits in a Discord message."""
    text = pl(GAME.rules_summary())
    assert len(text) <= 1800
    for name in ("Żarówka", "Kocia karma", "Winda", "Błyskawica", "Dziura", "dzika karta pokoju"):
        assert name.lower() in text.lower(), name


def test_bad_options_are_said_in_polish():
    """A wrong option is refused in Polish, with what was typed kept as typed."""
    with pytest.raises(BadOptions) as err:
        GAME.check_options({"speed": True})
    assert (
        pl(err.value.reason) == "Ghost at Home nie ma opcji speed; dostępne opcje to dla_początkujących i zawsze_pytaj."
    )


# --- every message of seeded games -------------------------------------------------------------


def view_texts(s: GhostState) -> Iterator[Text]:
    """The texts of every view of ``s``: status, window, card labels, selects."""
    for seat in (None, *range(s.players)):
        view = GAME.view(s, seat)
        yield view.status
        if view.window is not None:
            yield from (view.window.prompt, view.window.deadline, *(label for _, label in view.window.answers))
        yield from (c.label for c in view.hand)
        for pick in view.picks:
            yield pick.placeholder
            yield from (o.label for o in pick.options)


def texts_of(s: GhostState) -> Iterator[Text]:
    """What the engine says about ``s``: views, choices, refusals, and at the end the outcome and reveal."""
    yield from view_texts(s)
    for seat in GAME.to_act(s):
        for c in GAME.choices(s, seat):
            yield from (c.label, c.hint)
    for seat in range(s.players):
        for a in REFUSED:
            try:
                GAME.apply(s, seat, a)
            except IllegalAction as exc:
                yield exc.reason
    outcome = GAME.outcome(s)
    if outcome is not None:
        yield from (outcome.text, GAME.reveal(s))


def seeded_texts() -> Iterator[Text]:
    """Every text of seeded random games at 2–4 players, moves' sentences and notes included."""
    yield GAME.rules_summary()
    for players in (2, 3, 4):
        for game in range(2):
            rng = random.Random(f"words-pl:{players}:{game}")
            s = GAME.new_game(players, 90 * players + game, {"beginner": game == 1})
            while True:
                yield from texts_of(s)
                if GAME.outcome(s) is not None:
                    break
                seat = rng.choice(sorted(GAME.to_act(s)))
                if rng.random() < 0.005 and len(s.active()) > 2:
                    s = GAME.resign(s, seat)
                    continue
                a = rng.choice(GAME.legal_actions(s, seat))
                after = GAME.apply(s, seat, a)
                yield GAME.describe(s, seat, a, after)
                yield from GAME.notes(s, seat, a, after).values()
                s = after


@pytest.fixture(scope="module")
def messages() -> list[Msg]:
    """The distinct messages of the seeded games."""
    found = list(seeded_texts())
    assert all(isinstance(t, Msg) for t in found if t), [t for t in found if isinstance(t, str) and t]
    return list(dict.fromkeys(t for t in found if isinstance(t, Msg)))


def test_every_message_of_seeded_games_is_said_in_both_languages(messages: list[Msg]):
    """A strict catalogue says every message in English and Polish, with and without seat names."""
    ids = set()
    for m in messages:
        for lang in (EN, PL):
            assert STRICT.say(m, lang, NAMES)
            assert STRICT.say(m, lang)
        ids.add(m.id)
    assert len(ids) > 40, "the seeded games reach most kinds of message"


def test_no_english_is_left_in_the_polish(messages: list[Msg]):
    """Said in Polish, no message equals its English or keeps an English word or a "Player N" seat."""
    for m in messages:
        polish, english = STRICT.say(m, PL), STRICT.say(m, EN)
        assert polish != english, polish
        assert ENGLISH.search(polish.replace("Ghost at Home", "")) is None, polish
