"""Secret notes of The Purple House (``Game.notes``): the mover's hidden changes and the deals, never a front."""

from __future__ import annotations

import random
import re

from bot.games.base import SEAT
from bot.games.purple_house.data import POSITIONS, STARTING_HOUSE, SYMBOL_PLURALS, SYMBOLS
from bot.games.purple_house.words import position_words
from bot.i18n import say
from tests.contract.scramble import scramble_of
from tests.games.purple_house.playthrough import Move, every_move
from tests.games.purple_house.purple_house_helpers import GAME, UBE, clue, escape, flip

scramble = scramble_of("purplehouse")

DECK = list(STARTING_HOUSE)
FRONT_WORDS = (*SYMBOLS, *SYMBOL_PLURALS, "Cabinet", "White Lady", "Ube")
NOTE_LIMIT = 200
POSITION_NAMES = {p: say(position_words(p)) for p in POSITIONS}
"""Each X position's English name."""


def scout(players: int = 1, marks: dict[int, str] | None = None, **setup):
    """A game in round 1's Scouting Phase with the House deck in id order."""
    return GAME.new_game(players, 3, {}, {"deck": DECK, "marks": marks or {}, **setup})


def notes_of(s, seat: int, action: str) -> dict[int, str]:
    """The notes of ``seat`` playing ``action`` in ``s``."""
    return {k: say(v) for k, v in GAME.notes(s, seat, action, GAME.apply(s, seat, action)).items()}


def noted_moves() -> list[tuple[Move, dict[int, str]]]:
    """Every move of the seeded games that gave at least one note, with its notes."""
    found = []
    for move in every_move():
        notes = {k: say(v) for k, v in GAME.notes(move.before, move.seat, move.action, move.after).items()}
        if notes:
            found.append((move, notes))
    return found


def test_a_centre_x_is_noted_to_its_mover_only() -> None:
    """A Centre X tells its mover, and nobody else, which dealt card got it."""
    assert notes_of(scout(2), 1, "c2") == {1: "You modified your dealt card 2 in secret: Centre X added."}


def test_a_corner_x_is_noted_with_its_corner() -> None:
    """A Corner X note names the corner the mover chose."""
    note = notes_of(scout(), 0, "x3.lr")[0]
    assert note == "You modified your dealt card 3 in secret: Corner X added at lower right."


def test_a_handkerchief_turn_is_noted_with_both_corners() -> None:
    """A Handkerchief turn names the corner it left and the corner it went to."""
    s = scout(marks={DECK[0]: "ul"})
    note = notes_of(s, 0, "r1.ul.lr")[0]
    assert (
        note == "You modified your dealt card 1 in secret: upper left X turned to lower right with your Handkerchief."
    )


def test_a_handkerchief_removal_is_noted() -> None:
    """A Handkerchief removal names the corner whose X left the game."""
    s = scout(marks={DECK[1]: "ur"})
    assert notes_of(s, 0, "d2.ur")[0].endswith("card 2 in secret: upper right X removed with your Handkerchief.")


def test_auto_notes_every_modification_the_house_made() -> None:
    """``auto`` tells its mover each modification made for it, card by card."""
    note = notes_of(scout(), 0, "auto")[0]
    assert note == (
        "The house made your modifications in secret: dealt card 1, Centre X added; "
        "dealt card 2, Centre X added; dealt card 3, Centre X added."
    )


def test_the_longest_auto_note_fits_its_limit() -> None:
    """Three Handkerchief turns by ``auto`` (solo, Handkerchiefs only) still fit in 200 characters."""
    s = scout(marks={DECK[i]: "ul" for i in range(7)}, items=[[3, 0, 0]])
    note = notes_of(s, 0, "auto")[0]
    assert note.count("turned") == 3
    assert len(note) <= NOTE_LIMIT


def test_ready_notes_nothing() -> None:
    """Covering one's cards is public: no note."""
    s = GAME.apply(GAME.apply(scout(2), 0, "c1"), 0, "c2")
    assert notes_of(s, 0, "ready") == {}


def test_sorting_and_flips_within_a_round_note_nothing() -> None:
    """Escape moves are public: sorting and a flip that keeps the round going give no note."""
    s = escape(current=clue("Lamp", 1), players=2, marks={5: "c"})
    assert notes_of(s, 0, "sort") == {}
    cell = s.grid.index(clue("Lamp", 2)) + 1
    assert notes_of(s, 0, f"f{cell}") == {}


def test_a_round_end_tells_every_dealt_seat_its_new_cards_without_fronts() -> None:
    """The flip that ends a round notes each seat dealt cards its count, and no front."""
    s = escape(current=clue("Lamp", 1), players=3, candles=1, key=1)
    after = flip(s, 16)
    notes = {k: say(v) for k, v in GAME.notes(s, 1, f"f{s.grid.index(16) + 1}", after).items()}
    assert sorted(notes) == [0, 1, 2]
    for seat, note in notes.items():
        assert note.startswith(f"Round 2: you were dealt {len(after.hands[seat])} House cards to scout.")
        assert not any(word in note for word in FRONT_WORDS)


def test_a_seat_dealt_nothing_gets_no_note() -> None:
    """When the deck runs short, a seat that was dealt no card learned nothing and gets no note."""
    path = [*(c for c in range(16) if c != clue("Lamp", 1)), UBE]
    s = escape(current=None, path=path, grid=[clue("Lamp", 1), 16], players=5, candles=1, ghosts=list(range(17, 24)))
    after = flip(s, 16)
    notes = dict(GAME.notes(s, 0, "f2", after))
    assert set(notes) == {p for p in range(5) if after.hands[p]}
    assert len(notes) == 4


def test_the_game_end_notes_nothing() -> None:
    """The flip that ends the game deals nothing, so it notes nothing."""
    s = escape(current=clue("Clock", 4), round=3, candles=1, players=2)
    assert notes_of(s, 0, f"f{s.grid.index(16) + 1}") == {}


def test_the_public_sentence_stays_public() -> None:
    """``describe`` still says a card was modified in secret, without which or how."""
    s = scout(2)
    assert say(GAME.describe(s, 0, "x1.ul", GAME.apply(s, 0, "x1.ul"))) == "modified one of their cards in secret."


def test_notes_never_name_a_card_front() -> None:
    """No note of a seeded game names a front: what was seen while scouting is for memory only."""
    for _, notes in noted_moves():
        for note in notes.values():
            assert not any(word in note for word in FRONT_WORDS), note


def test_notes_name_no_seat() -> None:
    """Notes speak to their seat in the second person and name no seat."""
    for _, notes in noted_moves():
        for note in notes.values():
            assert SEAT.search(note) is None, note
            assert re.search(r"\byour?\b", note), note


def test_notes_fit_their_limit() -> None:
    """Every note of the seeded games has at most 200 characters."""
    assert all(len(note) <= NOTE_LIMIT for _, notes in noted_moves() for note in notes.values())


def test_notes_name_only_what_the_receiving_seat_sees() -> None:
    """Every card, corner, round and count a note names is in its seat's own view or choices."""
    checked = 0
    for move, notes in noted_moves():
        for seat, note in notes.items():
            before, after = GAME.view(move.before, seat), GAME.view(move.after, seat)
            slots = {c.slot: c for c in before.hand}
            hints: dict[str, str] = {}
            for c in GAME.choices(move.before, seat):
                hints[c.group] = hints.get(c.group, "") + say(c.hint) + "; "
            for clause in note.split(";"):
                found = re.search(r"dealt card (\d)", clause)
                if found:
                    slot = int(found[1])
                    assert slot in slots and seat == move.seat, note
                    seen = {POSITION_NAMES[p] for p in slots[slot].marks} | {hints.get(f"card{slot}", "")}
                    for name in POSITION_NAMES.values():
                        if name in clause and name != "centre":
                            assert any(name in words for words in seen), note
            for count in re.findall(r"dealt (\d+) House card", note):
                assert int(count) == after.players[seat].dealt, note
            for round_no in re.findall(r"Round (\d)", note):
                assert int(round_no) == after.round, note
            checked += 1
    assert checked > 50


def test_notes_ignore_what_the_receiving_seat_may_not_know() -> None:
    """Re-dealing what a seat may not know, with the same public result, leaves its note the same."""
    rng = random.Random("purple-notes")
    compared = 0
    for move, notes in noted_moves():
        for seat, note in notes.items():
            twin = scramble(move.before, seat, rng)
            if move.action not in GAME.legal_actions(twin, move.seat):
                continue
            after = GAME.apply(twin, move.seat, move.action)
            if GAME.describe(twin, move.seat, move.action, after) != GAME.describe(
                move.before, move.seat, move.action, move.after
            ):
                continue
            assert say(GAME.notes(twin, move.seat, move.action, after).get(seat, "")) == note
            compared += 1
    assert compared > 50
