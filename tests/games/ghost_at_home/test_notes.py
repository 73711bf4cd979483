"""Secret notes of Ghost at Home: what each seat learned from a move, written to it, and nothing else."""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import replace

import pytest

from bot.games.base import SEAT
from bot.games.ghost_at_home import GAME, GhostState
from bot.games.ghost_at_home.data import CARDS
from bot.games.ghost_at_home.notes import MAX_NOTE
from bot.i18n import say
from tests.games.ghost_at_home.gah_helpers import (
    CATS,
    F1,
    F2,
    F3,
    GHOSTS,
    HOLE,
    ONE_SHORT,
    houses,
    new,
    play,
)

DECK = [F1[8], F2[7], F3[8], GHOSTS[5], CATS[4]]
"""The top of the deck in the scenarios, top first."""
TWO_FLOORS = {"rooms": [[F1[0], F1[1]], [F2[0]], []]}
"""Floor 1 full, one room on floor 2: floor 2 is where ghosts strike."""
LIST = r"the (?P<{0}>[^.]+?)"
GRAMMAR = re.compile(
    rf"You discarded {LIST.format('gone')} face down and drew (?:{LIST.format('got')}|no cards)\."
    rf"|You drew {LIST.format('drew')}\."
)
"""The two kinds of note; each list names card labels."""


def label(card: int) -> str:
    """A card's label in English."""
    return say(CARDS[card].label)


def said(before: GhostState, seat: int, a: str, after: GhostState) -> dict[int, str]:
    """The notes of one move, said in English."""
    return {q: say(note) for q, note in GAME.notes(before, seat, a, after).items()}


def notes_of(s: GhostState, seat: int, a: str) -> tuple[dict[int, str], GhostState]:
    """The notes of one move (in English), and the state after it."""
    after = GAME.apply(s, seat, a)
    return said(s, seat, a, after), after


def labels(listed: str | None) -> Counter[str]:
    """The card labels of a note's list ("A, B and C")."""
    return Counter(re.split(r", | and ", listed)) if listed else Counter()


def seen(s: GhostState, seat: int) -> Counter[str]:
    """The labels of the cards in ``seat``'s own view of ``s``."""
    return Counter(say(c.label) for c in GAME.view(s, seat).hand)


def test_a_room_play_tells_the_mover_the_cards_it_drew():
    """Refilling after rooms: the mover alone is told the cards it drew, in the order drawn."""
    s = new(hands=[[F1[0], F1[1], GHOSTS[0]], [F2[1], F2[2], F2[3]]], deck=DECK)
    notes, _ = notes_of(s, 0, f"r.{F1[0]}.{F1[1]}")
    assert notes == {0: f"You drew the {label(DECK[0])} and {label(DECK[1])}."}


def test_a_face_down_discard_tells_the_mover_what_went_and_what_came():
    """A discard's note names the cards discarded face down and the cards drawn for them."""
    s = new(hands=[[F3[0], CATS[0], GHOSTS[0]], [F2[1]]], deck=DECK)
    notes, _ = notes_of(s, 0, f"d.{F3[0]}.{GHOSTS[0]}")
    expected = f"You discarded the {label(F3[0])} and {label(GHOSTS[0])} face down and drew the "
    assert notes == {0: expected + f"{label(DECK[0])} and {label(DECK[1])}."}


def test_the_public_sentence_of_a_discard_names_no_card_of_its_note():
    """The public sentence stays as it was: a face-down discard names none of its cards."""
    s = new(hands=[[F3[0], CATS[0], HOLE], [F2[1]]], deck=DECK)
    a = f"d.{F3[0]}.{HOLE}"
    after = GAME.apply(s, 0, a)
    sentence = say(GAME.describe(s, 0, a, after))
    assert sentence == "discarded 2 cards face down and drew as many."
    assert all(label(c) not in sentence for c in (F3[0], HOLE, *DECK[:2]))


def test_an_action_spelled_out_of_order_gives_the_same_notes():
    """Card ids in any order make the same move and the same notes."""
    s = new(hands=[[F3[0], CATS[0], GHOSTS[0]], [F2[1]]], deck=DECK)
    after = GAME.apply(s, 0, f"d.{GHOSTS[0]}.{F3[0]}")
    assert GAME.notes(s, 0, f"d.{GHOSTS[0]}.{F3[0]}", after) == GAME.notes(s, 0, f"d.{F3[0]}.{GHOSTS[0]}", after)


def test_a_discard_drawn_back_after_a_reshuffle_is_named_on_both_sides():
    """With empty piles the discarded card is reshuffled and drawn again: the note says so."""
    s = replace(new(hands=[[F1[0], F1[1], F1[2]], [F2[1]]]), deck=(), discard=())
    notes, after = notes_of(s, 0, f"d.{F1[0]}")
    assert after.hands[0] == (F1[1], F1[2], F1[0])
    assert notes == {0: f"You discarded the {label(F1[0])} face down and drew the {label(F1[0])}."}


def test_a_ghost_waiting_for_a_cat_defence_gives_no_notes():
    """Playing a ghost that opens the cat window draws nothing yet: no notes."""
    s = new(hands=[[GHOSTS[0], F1[5]], [CATS[0]]], houses=houses(2, s1=TWO_FLOORS), deck=DECK)
    notes, after = notes_of(s, 0, "g.1")
    assert after.attack is not None and notes == {}


def test_a_cat_defence_tells_the_attacker_its_refill_and_the_defender_nothing():
    """The attacker's turn ends when the cat answers: only the attacker is told what it drew."""
    s = new(hands=[[GHOSTS[0], F1[5]], [CATS[0], F2[1]]], houses=houses(2, s1=TWO_FLOORS), deck=DECK)
    notes, _ = notes_of(play(s, (0, "g.1")), 1, "cat")
    assert notes == {0: f"You drew the {label(DECK[0])} and {label(DECK[1])}."}


def test_letting_a_ghost_in_tells_the_attacker_its_refill():
    """Letting the ghost in ends the attacker's turn: its refill note goes to the attacker."""
    s = new(hands=[[GHOSTS[0], F1[5], F1[6]], [F2[1]]], houses=houses(2, s1=TWO_FLOORS), deck=DECK)
    notes, _ = notes_of(play(s, (0, "g.1")), 1, "allow")
    assert notes == {0: f"You drew the {label(DECK[0])}."}


def test_a_stopped_escape_tells_every_refilling_seat_its_own_cards():
    """When an escape is stopped everyone refills, the escaper first, and each seat is told its own cards."""
    s = new(hands=[[F3[1], F1[4]], [GHOSTS[0], F2[5]]], houses=houses(2, s0={"rooms": ONE_SHORT}), deck=DECK)
    s = play(s, (0, f"r.{F3[1]}"), (1, "stop"))
    notes, _ = notes_of(s, 0, "allow")
    assert notes == {
        0: f"You drew the {label(DECK[0])} and {label(DECK[1])}.",
        1: f"You drew the {label(DECK[2])} and {label(DECK[3])}.",
    }


def test_completing_the_house_draws_nothing_and_gives_no_notes():
    """The last room of a house skips the refill: the escape begins without notes."""
    s = new(hands=[[F3[1], F1[4]], [GHOSTS[0]]], houses=houses(2, s0={"rooms": ONE_SHORT}), deck=DECK)
    notes, after = notes_of(s, 0, f"r.{F3[1]}")
    assert after.escape is not None and notes == {}


def test_letting_an_escape_go_gives_no_notes():
    """Not stopping an escape shows nothing secret."""
    s = new(hands=[[F3[1], F1[4]], [GHOSTS[0]]], houses=houses(2, s0={"rooms": ONE_SHORT}), deck=DECK)
    notes, after = notes_of(play(s, (0, f"r.{F3[1]}")), 1, "nostop")
    assert GAME.outcome(after) is not None and notes == {}


def test_a_pass_with_an_empty_hand_tells_the_three_cards_drawn():
    """A seat with no cards passes and refills: it is told all three cards."""
    s = new(hands=[[], [F2[1]]], deck=DECK)
    notes, _ = notes_of(s, 0, "pass")
    assert notes == {0: f"You drew the {label(DECK[0])}, {label(DECK[1])} and {label(DECK[2])}."}


def test_the_longest_discard_note_fits_without_being_cut():
    """Three long cards discarded and three drawn still make a whole note of at most 200 characters."""
    long_rooms = sorted((c for c in CARDS if c.floor), key=lambda c: -len(say(c.label)))
    gone, drawn = [c.id for c in long_rooms[:3]], [c.id for c in long_rooms[3:6]]
    s = new(hands=[gone, [F2[1]]], deck=drawn)
    notes, _ = notes_of(s, 0, "d." + ".".join(map(str, gone)))
    assert len(notes[0]) <= MAX_NOTE and not notes[0].endswith("…")
    assert GRAMMAR.fullmatch(notes[0])


# --- seeded random games -----------------------------------------------------------------


Move = tuple[GhostState, int, str, GhostState]


def random_moves() -> list[Move]:
    """Every move of seeded random games at 2–4 players, with and without the always-ask option."""
    out: list[Move] = []
    for players in (2, 3, 4):
        for game in range(3):
            rng = random.Random(f"notes:{players}:{game}")
            options = {"always_ask": game != 1, "beginner": game == 2}
            s = GAME.new_game(players, 40 * players + game, options)
            while GAME.outcome(s) is None:
                seat = rng.choice(sorted(GAME.to_act(s)))
                legal = list(GAME.legal_actions(s, seat))
                eager = [a for a in legal if a.startswith(("r.", "g.", "stop", "h.", "l."))]
                a = rng.choice(eager if eager and rng.random() < 0.6 else legal)
                after = GAME.apply(s, seat, a)
                out.append((s, seat, a, after))
                s = after
    return out


@pytest.fixture(scope="module")
def moves() -> list[Move]:
    """The moves of the seeded games, played once for this module."""
    return random_moves()


def test_notes_name_only_cards_of_the_receiving_seats_own_view(moves: list[Move]):
    """Every note names discarded cards of the seat's hand before, drawn cards of its hand after, nothing else."""
    checked = 0
    for before, seat, a, after in moves:
        for q, note in said(before, seat, a, after).items():
            found = GRAMMAR.fullmatch(note)
            assert found is not None, note
            assert labels(found["gone"]) <= seen(before, q), note
            assert labels(found["got"]) + labels(found["drew"]) <= seen(after, q), note
            checked += 1
    assert checked > 100


def test_notes_name_no_seat_and_stay_short(moves: list[Move]):
    """Notes go to real seats, are written in the second person (no "Player N") and have at most 200 characters."""
    for before, seat, a, after in moves:
        for q, note in said(before, seat, a, after).items():
            assert 0 <= q < before.players
            assert SEAT.search(note) is None and note.startswith("You ")
            assert 0 < len(note) <= MAX_NOTE


def test_exactly_the_seats_that_drew_or_discarded_face_down_get_notes(moves: list[Move]):
    """A seat gets a note when a card came into its hand, or when it discarded face down; no one else."""
    for before, seat, a, after in moves:
        gained = {q for q in range(before.players) if Counter(after.hands[q]) - Counter(before.hands[q])}
        redrawn = {seat} if a.startswith("d.") else set()
        assert set(GAME.notes(before, seat, a, after)) == gained | redrawn, a
