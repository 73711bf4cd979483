"""Secret notes (``Game.notes``): what a seat learns in secret from an action, written to that seat.

Every statue move is public, so it gives no note. A declaration makes every paddle answer by itself
from the four tiles its seat sees: each seat gets a note saying what its own paddle answered and
which of its own tiles held or did not.
"""

from __future__ import annotations

import random
import re

import pytest

from bot.games.base import SEAT
from bot.games.quiet_house import GAME, QuietHouseState, Status
from bot.games.quiet_house.data import WALLS
from bot.i18n import say
from tests.contract.scramble import scramble_of

scramble = scramble_of("quiethouse")

EXAMPLE = {"mouse": "E2", "candlestick": "C3", "monkey": "A4", "mirror": "B5", "rook": "D6"}
# Monkey and Mirror trade places: the top and right tiles still hold, the bottom and left ones do not.
HALF = dict(EXAMPLE, monkey="B5", mirror="A4")
LIMIT = 200


TILE = re.compile(r"\b(top|right|bottom|left): ([^;)]+)")
NAMED = re.compile(r"([A-Z][a-z]+) (?:closest|\d\w\w closest)")


def said_notes(before: QuietHouseState, seat: int, action: str, after: QuietHouseState) -> dict[int, str]:
    """The notes ``seat`` playing ``action`` gives, said in English."""
    return {k: say(note) for k, note in GAME.notes(before, seat, action, after).items()}


def _closeness(rank: int) -> str:
    """How a note says a tile's rank: "closest", "2nd closest", "4th closest"."""
    return "closest" if rank == 1 else f"{rank}{'nd' if rank == 2 else 'th'} closest"


def _named_tiles(note: str) -> set[tuple[str, str]]:
    """The (wall, statue) pairs a note names, read from its "wall: Statue closest, ..." lists."""
    return {(wall, statue) for wall, items in TILE.findall(note) for statue in NAMED.findall(items)}


def _declarations(players: int, seed: int) -> list[tuple[QuietHouseState, QuietHouseState]]:
    """(before, after) of every declaration in a seeded game that declares whenever it may."""
    rng = random.Random(f"notes:{players}:{seed}")
    s = GAME.new_game(players, seed, {"variant2": seed % 2 == 1})
    found = []
    while s.status is Status.PLAYING:
        legal = list(GAME.legal_actions(s, s.turn))
        action = "declare" if "declare" in legal else GAME.default_action(s, s.turn)
        if action != "declare" and rng.random() < 0.3:
            action = rng.choice(legal)
        after = GAME.apply(s, s.turn, action)
        if action == "declare":
            found.append((s, after))
        s = after
    return found


@pytest.fixture(scope="module")
def declarations() -> list[tuple[QuietHouseState, QuietHouseState]]:
    """Declarations of seeded games at every player count (failed ones and wins)."""
    return [pair for players in (2, 3, 4) for seed in range(8) for pair in _declarations(players, seed)]


def test_the_sweep_reaches_failed_and_winning_declarations(declarations):
    """The seeded games declare both in vain and to win, so the checks below see both."""
    assert any(after.status is Status.PLAYING for _, after in declarations)
    assert any(after.status is Status.WON for _, after in declarations)


def test_a_statue_move_gives_no_note(make):
    """A move is public: nobody learns a secret from it."""
    s = make(HALF, target=EXAMPLE)
    assert said_notes(s, 0, "rook.F6", GAME.apply(s, 0, "rook.F6")) == {}


def test_the_deadline_move_gives_no_note(make):
    """The move played for an absent seat is public too."""
    s = make(HALF, target=EXAMPLE, turn=1)
    action = GAME.default_action(s, 1)
    assert action != "declare"
    assert said_notes(s, 1, action, GAME.apply(s, 1, action)) == {}


def test_a_move_that_ends_the_game_gives_no_note(make):
    """Running out of Time Cards reveals everything to everyone: no secret note."""
    s = make(HALF, target=EXAMPLE, drawn=25)
    after = GAME.apply(s, 0, "rook.F6")
    assert after.status is Status.LOST
    assert said_notes(s, 0, "rook.F6", after) == {}


def test_a_declaration_gives_every_seat_a_note(make):
    """Every paddle answers a declaration, so every seat gets a note."""
    s = make(HALF, target=EXAMPLE, players=3)
    assert set(said_notes(s, 0, "declare", GAME.apply(s, 0, "declare"))) == {0, 1, 2}


def test_the_declarers_note_lists_its_four_tiles(make):
    """The declarer is told it declared on its four tiles, each named with its wall."""
    s = make(HALF, target=EXAMPLE)
    note = said_notes(s, 0, "declare", GAME.apply(s, 0, "declare"))[0]
    assert note.startswith("You declared")
    seen = [t for t in GAME.view(s, 0).goal_tiles if t.statue is not None]
    assert _named_tiles(note) == {(t.wall, say(t.statue)) for t in seen}
    for tile in seen:
        assert f"{say(tile.statue)} {_closeness(tile.rank)}" in note


def test_a_whirlwind_note_names_exactly_the_tiles_that_did_not_hold(make):
    """A seat whose paddle showed the whirlwind is told which of its tiles failed, and only those."""
    s = make(HALF, target=EXAMPLE)
    note = said_notes(s, 0, "declare", GAME.apply(s, 0, "declare"))[1]
    seen = [t for t in GAME.view(s, 1).goal_tiles if t.statue is not None]
    failed = {(t.wall, say(t.statue)) for t in seen if not t.holds}
    assert "whirlwind" in note and 0 < len(failed) < 4
    assert f"{len(failed)} of your four tiles" in note
    assert _named_tiles(note) == failed


def test_a_heart_note_says_all_four_tiles_held(make):
    """On a winning declaration every seat is told its paddle showed the heart, its four tiles holding."""
    s = make(EXAMPLE, target=EXAMPLE, players=4)
    after = GAME.apply(s, 0, "declare")
    assert after.status is Status.WON
    notes = said_notes(s, 0, "declare", after)
    for seat in (1, 2, 3):
        assert "heart" in notes[seat] and "all four of your tiles held" in notes[seat]


def test_notes_are_short_and_written_to_the_seat(declarations):
    """Every note has at most 200 characters, speaks to its seat ("you") and names no seat."""
    for before, after in declarations:
        for note in said_notes(before, before.turn, "declare", after).values():
            assert len(note) <= LIMIT
            assert note.startswith(("You ", "Your "))
            assert not SEAT.search(note)


def test_the_longest_note_fits(make):
    """Four failed tiles with long statue names, under variant 2, still fit in 200 characters."""
    layout = {"rook": "F3", "candlestick": "A2", "monkey": "C5", "mouse": "B1", "mirror": "E6"}
    target = {"rook": "F2", "candlestick": "E5", "monkey": "A4", "mouse": "B1", "mirror": "D3"}
    s = make(layout, target=target, variant2=True)
    notes = said_notes(s, 0, "declare", GAME.apply(s, 0, "declare"))
    assert "4 of your four tiles" in notes[1]
    assert all(len(note) <= LIMIT for note in notes.values()), notes


def test_notes_name_only_walls_the_seat_sees(declarations):
    """A note names no wall whose tiles its seat does not see."""
    for before, after in declarations:
        for seat, note in said_notes(before, before.turn, "declare", after).items():
            mine = GAME.view(before, seat).my_walls
            for wall in WALLS:
                if wall not in mine:
                    assert not re.search(rf"\b{wall}\b", note), (seat, note)


def test_notes_agree_with_the_seats_own_view(declarations):
    """Every tile a note names is one its seat sees face up, on the wall the note gives."""
    for before, after in declarations:
        for seat, note in said_notes(before, before.turn, "declare", after).items():
            tiles = {(t.wall, say(t.statue)) for t in GAME.view(before, seat).goal_tiles if t.statue is not None}
            assert _named_tiles(note) <= tiles, (seat, note)
            assert _named_tiles(note), note


def test_notes_ignore_what_the_seat_may_not_know(declarations):
    """Re-dealing the tiles a seat does not see leaves that seat's note unchanged."""
    rng = random.Random("notes-scramble")
    checked = 0
    for before, after in declarations:
        declarer = before.turn
        for seat in range(before.players):
            twin = scramble(before, seat, rng)
            if "declare" not in GAME.legal_actions(twin, declarer):
                continue
            twin_after = GAME.apply(twin, declarer, "declare")
            mine = said_notes(before, declarer, "declare", after)[seat]
            assert said_notes(twin, declarer, "declare", twin_after)[seat] == mine
            checked += 1
    assert checked >= len(declarations)
