"""Children in Polish: key sentences pinned, plural forms, lists, and every message of seeded games said in
English and Polish from a strict catalogue, with no English left in the Polish."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from bot.games.base import SEAT, BadOptions, IllegalAction
from bot.games.children import GAME, ChildrenState
from bot.games.children.data import ROOMS
from bot.games.children.lexicon import CARD_IDS, FLOOR_IDS, ROOM_IDS
from bot.i18n import EN, PL, Catalogue, Msg, Seat, Text, msg
from tests.games.children.ch_helpers import (
    FEATHER,
    HATPIN,
    JUMP_ROPE,
    KITE,
    MEDICO,
    MOUSE,
    PENNY,
    ROSIE,
    SPARE_TOYS,
    TEDDY,
    TOAD,
    R,
    new,
)

STRICT = Catalogue(strict=True)
NAMES = ["Ania", "Bartek", "Celina", "Darek"]
ENGLISH = re.compile(
    r"\b(the|and|you|You|Player|ghosts?|cards?|room|trapped|must|turn|with|Skull|Token|hand|Use|Move|Leave|Take|"
    r"Enter|Run|Place|Under|scored|drew|left|took)\b"
)
"""English words that no Polish sentence of this game may hold."""
MAX_LABEL, MAX_NOTE = 100, 200
"""Discord's limit on a select option's label; a note's length in a digest line."""
PARLOR, SPIRE, WASH, DORM = R["Parlor"], R["Spire"], R["Wash Room"], R["Dormitory"]


def pl(text: Text, names: list[str] | None = None) -> str:
    """``text`` said in Polish from the strict catalogue."""
    return STRICT.say(text, PL, NAMES if names is None else names)


def test_moves_are_told_in_the_present_tense() -> None:
    """The public sentences need no gender of the player: "wchodzi", "zostawia", "kładzie"."""
    s = new(hands=[[TEDDY], []])
    assert pl(GAME.describe(s, 0, f"m.{WASH}", GAME.apply(s, 0, f"m.{WASH}"))) == "wchodzi do Łazienki."
    after = GAME.apply(s, 0, f"l.{TEDDY}")
    assert pl(GAME.describe(s, 0, f"l.{TEDDY}", after)) == "zostawia zakrytą kartę w Sali bilardowej."
    s = new(hands=[[], [HATPIN[0]]], haunts={DORM: [PENNY]}, enraged=[PENNY], skulls=[0, 1])
    a = f"u.{HATPIN[0]}.{PENNY}"
    assert pl(GAME.describe(s, 1, a, GAME.apply(s, 1, a))) == (
        "zagrywa Szpilkę do kapelusza poza swoją turą, oddając żeton czaszki: uspokojenie: Penny (Dormitorium). "
        "Limit kart na ręce wynosi teraz 5."
    )


def test_a_refusal_and_a_status_name_the_seat() -> None:
    """Acting out of turn is refused in Polish with whose turn it is; the status says what they must do."""
    s = new(hands=[[], [FEATHER[0]]], haunts={DORM: [PENNY]}, skulls=[0, 1])
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, 1, "s")
    assert pl(err.value.reason) == (
        "Teraz tura gracza Ania; poza swoją turą możesz tylko zagrać urządzenie darmowej akcji, oddając żeton czaszki."
    )
    assert pl(GAME.view(new(), None).status) == "Ania musi wykonać akcje (zostały 2; żetony czaszki dają kolejne)."


def test_choice_labels_decline_rooms_and_cards() -> None:
    """Labels put rooms and cards in the case their verb asks for."""
    s = new(hands=[[], [FEATHER[0], HATPIN[0]]], haunts={DORM: [PENNY]}, enraged=[PENNY], skulls=[0, 1])
    assert {pl(c.label) for c in GAME.interrupt_choices(s, 1)} == {
        "Pióro: przepędzenie: Penny (Dormitorium) — kosztuje żeton czaszki",
        "Szpilka do kapelusza: uspokojenie: Penny (Dormitorium) — kosztuje żeton czaszki",
    }
    labels = {pl(c.label) for c in GAME.choices(new(hands=[[TEDDY], []]), 0)}
    assert {"Idź do Łazienki", "Zostaw tu Misia", "Weź żeton czaszki"} <= labels


def test_notes_list_three_cards_in_the_accusative() -> None:
    """A note names the cards taken in the accusative, three of them joined with "i"."""
    s = new(under={PARLOR: [HATPIN[0], TOAD[0], JUMP_ROPE]}, deck=[KITE])
    after = GAME.apply(s, 0, f"m.{PARLOR}")
    assert pl(GAME.notes(s, 0, f"m.{PARLOR}", after)[0]) == (
        "Dobierasz Latawiec. Bierzesz Szpilkę do kapelusza, Ropuchę i Skakankę spod Saloniku."
    )
    s = new(hands=[[MEDICO[0]], []], under={SPIRE: [TEDDY, MOUSE[0]]})
    after = GAME.apply(s, 0, f"u.{MEDICO[0]}.{SPIRE}")
    assert pl(GAME.notes(s, 0, f"u.{MEDICO[0]}.{SPIRE}", after)[0]) == "Zaglądasz pod Iglicę: Miś i Mysz."


def test_repeated_cards_are_counted_in_polish() -> None:
    """Two cards of one name are said once with their count, in the accusative."""
    s = new(under={PARLOR: [HATPIN[0], HATPIN[1]]}, deck=[SPARE_TOYS[0]])
    after = GAME.apply(s, 0, f"m.{PARLOR}")
    assert pl(GAME.notes(s, 0, f"m.{PARLOR}", after)[0]) == (
        "Dobierasz Bączka. Bierzesz Szpilkę do kapelusza ×2 spod Saloniku."
    )


@pytest.mark.parametrize(
    ("count", "trapped", "left", "outcome"),
    [
        (1, "Złapany 1 duch.", "została 1", "1 złapany duch"),
        (2, "Złapane 2 duchy.", "zostały 2", "2 złapane duchy"),
        (5, "Złapanych 5 duchów.", "zostało 5", "5 złapanych duchów"),
        (12, "Złapanych 12 duchów.", "zostało 12", "12 złapanych duchów"),
        (22, "Złapane 22 duchy.", "zostały 22", "22 złapane duchy"),
    ],
)
def test_polish_plural_forms(count: int, trapped: str, left: str, outcome: str) -> None:
    """Counts take the Polish plural forms: 1 duch, 2 duchy, 5 duchów, 12 duchów, 22 duchy."""
    assert pl(msg("children-said-trapped", count=count)) == trapped
    assert pl(msg("children-step-act", count=count)) == f"wykonać akcje ({left}; żetony czaszki dają kolejne)"
    assert pl(msg("children-outcome", winners=(), count=1, ghosts=count)).endswith(f"{outcome}.")


def test_the_outcome_and_reveal_in_polish() -> None:
    """The result names the winner with the ghosts trapped; the reveal says each score and toy."""
    s = GAME.resign(new(hands=[[HATPIN[0], TOAD[0]], [KITE]], trapped=[[ROSIE, TEDDY], []]), 1)
    outcome = GAME.outcome(s)
    assert outcome is not None and pl(outcome.text) == "Ania wygrywa: 1 złapany duch."
    lines = pl(GAME.reveal(s)).split("\n")
    assert "Ania: 1 punkt — Rosie (z Misiem)." in lines
    assert "Bartek (poza grą): 0 punktów — żaden duch nie został złapany." in lines
    assert "Ania — na ręce: Szpilka do kapelusza, Ropucha." in lines
    assert "Pod Kuchnią: Latawiec." in lines


def test_bad_options_in_polish() -> None:
    """Options and player counts are refused in Polish."""
    with pytest.raises(BadOptions) as err:
        GAME.new_game(5, 1, {})
    assert pl(err.value.reason) == "Children to gra dla 2–4 graczy, nie dla 5."


def test_every_name_has_its_polish_forms() -> None:
    """Every room, floor and card is said in Polish with the forms the sentences use, and differs from English."""
    forms = {**dict.fromkeys(ROOM_IDS, "acc gen ins in to from"), **dict.fromkeys(FLOOR_IDS, "on")}
    forms.update(dict.fromkeys(CARD_IDS.values(), "acc gen"))
    bundle = STRICT.bundles[PL]
    for id, needed in forms.items():
        attributes = bundle.get_message(id).attributes
        assert set(needed.split()) <= set(attributes), id
    for toy in ("Teddy Bear", "Parasol", "Rag Doll", "Tin Soldier", "Jump Rope", "Spinning Top", "Porcelain Doll",
                "Rocking Horse", "Marbles", "Kite", "Jack-in-the-Box", "Yo-Yo", "Tea Set"):  # fmt: skip
        assert "with" in bundle.get_message(CARD_IDS[toy]).attributes, toy
    assert len(ROOM_IDS) == len(ROOMS)


def texts(s: ChildrenState, rng: random.Random) -> Iterator[Text]:
    """Everything the game may say about ``s``: views, choices (short enough in both languages), refusals."""
    for seat in (None, *range(s.players)):
        view = GAME.view(s, seat)
        yield view.status
        if view.window is not None:
            yield from (view.window.prompt, view.window.deadline)
        if seat is None:
            continue
        for c in (*GAME.choices(s, seat), *GAME.interrupt_choices(s, seat)):
            assert max(len(STRICT.say(c.label, lang)) for lang in (EN, PL)) <= MAX_LABEL, c.label
            yield c.label
            yield c.hint
        for bad in ("nothing", "s", f"g.{rng.randrange(13)}.{rng.randrange(20)}"):
            try:
                GAME.apply(s, seat, bad)
            except IllegalAction as exc:
                yield exc.reason


def playout(players: int, seed: int) -> Iterator[Text]:
    """Every message of a seeded random game (interrupts included) to its end, then its outcome and reveal;
    notes stay short enough in both languages."""
    rng = random.Random(f"words-pl:{players}:{seed}")
    s = GAME.new_game(players, seed, {})
    yield GAME.rules_summary()
    while GAME.outcome(s) is None:
        yield from texts(s, rng)
        interrupting = [p for p in range(players) if GAME.interrupts(s, p)]
        if interrupting and rng.random() < 0.2:
            seat = rng.choice(interrupting)
            action = rng.choice(list(GAME.interrupts(s, seat)))
        else:
            seat = rng.choice(sorted(GAME.to_act(s)))
            action = rng.choice(list(GAME.legal_actions(s, seat)))
        after = GAME.apply(s, seat, action)
        yield GAME.describe(s, seat, action, after)
        notes = GAME.notes(s, seat, action, after).values()
        assert all(len(STRICT.say(n, lang)) <= MAX_NOTE for n in notes for lang in (EN, PL))
        yield from notes
        s = after
    outcome = GAME.outcome(s)
    assert outcome is not None
    yield outcome.text
    yield GAME.reveal(s)


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (3, 9), (4, 21)])
def test_every_message_of_a_game_is_said_in_both_languages(players: int, seed: int) -> None:
    """Every message of a seeded game is said by a strict catalogue in English and Polish; the Polish holds no
    English word and no "Player N", and differs from the English wherever there are words."""
    names = NAMES[:players]
    said = 0
    for text in playout(players, seed):
        if not text:
            continue
        assert not isinstance(text, str), f"English text, not a message: {text!r}"
        english, polish = STRICT.say(text, EN, names), pl(text, names)
        assert not ENGLISH.search(polish), polish
        assert not SEAT.search(polish) and "Gracz " not in polish, polish
        if re.search(r"[a-z]{3}", english) and text.id != "children-label-other":
            assert polish != english, english
        said += 1
    assert said > 500


KITCHEN = msg("children-room-kitchen")
HATPIN_NAME = msg("children-card-hatpin")
RARE: dict[str, tuple[Msg, str]] = {
    "flee": (msg("children-effect-flee", room=KITCHEN), "ucieczka przed Kitty Kitty do Kuchni"),
    "on": (
        msg("children-effect-on", ghost=msg("children-card-rosie"), room=KITCHEN),
        "użycie na duchu: Rosie (Kuchnia)",
    ),
    "room": (msg("children-effect-room", room=KITCHEN), "Kuchnia"),
    "use": (msg("children-effect-use"), "użycie"),
    "ghost back": (msg("children-label-ghost-back"), "Odłóż ducha pod stos kart"),
    "keep them": (msg("children-label-keep-them"), "Zostaw tego gracza z Kitty Kitty"),
    "send them": (msg("children-label-send-them", room=KITCHEN), "Wyślij tego gracza do Kuchni"),
    "stuck": (msg("children-label-kitty-stuck", seat=Seat(1)), "Kitty Kitty nie może się ruszyć; kartę dostaje Bartek"),
    "said stuck": (msg("children-said-kitty-stuck", seat=Seat(1)), "oddaje kartę Kitty Kitty; dostaje ją Bartek."),
    "said back": (msg("children-said-ghost-back"), "odkłada ducha pod stos kart."),
    "no decision": (msg("children-no-decision", seat=Seat(0)), "Ania nie ma teraz nic do zdecydowania."),
    "no options": (msg("children-no-options", options="beginner"), "Children nie ma opcji, a podano: beginner."),
    "not playing": (msg("children-refusal-not-playing"), "Nie grasz w tej grze."),
    "decide": (msg("children-must", seat=Seat(2), what=msg("children-prompt-decide")), "Celina musi podjąć decyzję."),
    "wait": (msg("children-must", seat=Seat(2), what=msg("children-step-wait")), "Celina musi czekać."),
    "seen short": (
        msg(
            "children-note-peeked",
            room=KITCHEN,
            cards=msg(
                "children-note-list",
                cards=(
                    msg("children-note-card-seen-short", card=HATPIN_NAME),
                    msg("children-note-cards-seen-short", card=msg("children-card-toad"), count=2),
                ),
            ),
        ),
        "Zaglądasz pod Kuchnię: Szpilka do kapelusza i Ropucha ×2.",
    ),
    "count seen": (
        msg("children-note-peeked", room=KITCHEN, cards=msg("children-note-count-seen", count=12)),
        "Zaglądasz pod Kuchnię: 12 kart.",
    ),
    "count": (msg("children-note-drew", cards=msg("children-note-count", count=22)), "Dobierasz 22 karty."),
    "shuffled": (
        msg("children-note-shuffled", cards=msg("children-note-count", count=1), count=1),
        "Odkładasz 1 kartę; trafia do stosu kart.",
    ),
    "insane": (
        msg("children-outcome-insane"),
        "Po rezydencji krąży pięć rozwścieczonych duchów: wszyscy gracze popadają w obłęd, a upiorne dzieci wygrywają.",
    ),
    "more": (msg("children-reveal-more", cards=5, rooms=2), "… i jeszcze 5 kart pod 2 kolejnymi pokojami."),
    "more one": (msg("children-reveal-more", cards=1, rooms=1), "… i jeszcze 1 karta pod jeszcze jednym pokojem."),
    "none under": (msg("children-reveal-under-none"), "Pod żadnym pokojem nie zostały karty."),
    "over": (msg("children-game-over"), "Gra się skończyła."),
}
"""Messages seeded games seldom or never say, with their Polish."""


@pytest.mark.parametrize("case", sorted(RARE))
def test_rare_messages_are_said_in_both_languages(case: str) -> None:
    """Messages that random games seldom reach are said by the strict catalogue, in Polish as pinned."""
    text, polish = RARE[case]
    assert STRICT.say(text, EN, NAMES) and pl(text) == polish
