"""Secret notes (``Game.notes``): what one move told a seat alone, in the second person."""

from __future__ import annotations

import random
import re

from bot.games.children import GAME, ChildrenState
from bot.games.children.data import CARDS, ROOMS
from bot.i18n import say
from tests.games.children.ch_helpers import (
    BIDDLE,
    CAGE,
    CRICKETS,
    FILLER,
    HATPIN,
    JUMP_ROPE,
    KITE,
    MEDICO,
    MOUSE,
    SPARE_TOYS,
    TEDDY,
    TOAD,
    R,
    new,
    play,
)

PARLOR, SPIRE, WASH, BILLIARDS = R["Parlor"], R["Spire"], R["Wash Room"], R["Billiards Room"]
MAX_NOTE = 200
CARD_NAMES = sorted({c.name for c in CARDS}, key=len, reverse=True)
ROOM_NAMES = sorted({r.name for r in ROOMS}, key=len, reverse=True)


def notes_of(s: ChildrenState, seat: int, a: str) -> tuple[ChildrenState, dict[int, str]]:
    """The state after ``seat`` plays ``a`` and the notes of that move."""
    after = GAME.apply(s, seat, a)
    return after, {p: say(text) for p, text in GAME.notes(s, seat, a, after).items()}


def names_in(text: str, names: list[str]) -> set[str]:
    """The names of ``names`` that ``text`` mentions (longest first, each occurrence counted once)."""
    found: set[str] = set()
    for name in names:
        pattern = re.compile(rf"(?<![\w']){re.escape(name)}(?![\w'])")
        if pattern.search(text):
            found.add(name)
            text = pattern.sub("", text)
    return found


def own_names(before: ChildrenState, after: ChildrenState, seat: int) -> set[str]:
    """Card names ``seat`` sees in its own hand (before or after), its memory of the rooms and the discard pile."""
    mine = GAME.view(after, seat)
    names = {c.name for v in (GAME.view(before, seat), mine) for c in v.hand}
    return names | {c.name for r in mine.rooms for c in r.seen} | {c.name for c in mine.discard}


def test_entering_a_room_notes_the_card_drawn() -> None:
    """Moving into a room tells the mover alone which card it drew."""
    _, notes = notes_of(new(), 0, f"m.{PARLOR}")
    assert notes == {0: f"You drew the {CARDS[SPARE_TOYS[0]].name}."}


def test_cards_taken_from_under_a_room_are_named_with_the_room() -> None:
    """Cards picked up on entering are named with the room they lay under."""
    s = new(under={PARLOR: [HATPIN[0], TOAD[0]]})
    _, notes = notes_of(s, 0, f"m.{PARLOR}")
    assert (
        notes[0] == f"You drew the {CARDS[SPARE_TOYS[0]].name}. You took the Hatpin and the Toad from under the Parlor."
    )


def test_a_card_left_face_down_is_named_to_its_owner() -> None:
    """Leaving a card tells its owner which card it left, and where."""
    s = new(hands=[[HATPIN[0]], []])
    _, notes = notes_of(s, 0, f"l.{HATPIN[0]}")
    assert notes == {0: "You left the Hatpin face down in the Billiards Room."}


def test_the_emergency_escape_names_the_whole_hand_left() -> None:
    """An emergency escape tells the player every card it left behind."""
    s = new(hands=[[HATPIN[0], TOAD[0]], []])
    _, notes = notes_of(s, 0, "x")
    assert notes == {0: "You left the Hatpin and the Toad face down in the Billiards Room."}


def test_irwin_biddle_notes_the_toy_given_up() -> None:
    """The toy given up to Irwin Biddle is named to the player who gave it."""
    s = play(new(hands=[[JUMP_ROPE], [KITE, SPARE_TOYS[3]]], deck=[BIDDLE[0], FILLER[0]]), (0, f"m.{WASH}"))
    _, notes = notes_of(s, 0, f"bt.{JUMP_ROPE}")
    assert notes == {0: "You gave the Jump Rope to Irwin Biddle; it went into the draw pile."}


def test_a_move_that_lets_another_seat_draw_notes_that_seat_too() -> None:
    """The last toy given to Irwin Biddle lets the drawer draw again: both seats get their own note."""
    s = play(new(hands=[[JUMP_ROPE], [KITE, SPARE_TOYS[3]]], deck=[BIDDLE[0], FILLER[0]]), (0, f"m.{WASH}"))
    s = play(s, (0, f"bt.{JUMP_ROPE}"))
    after, notes = notes_of(s, 1, f"bt.{KITE}")
    (drawn,) = set(after.hands[0]) - set(s.hands[0])
    assert notes == {1: "You gave the Kite to Irwin Biddle; it went into the draw pile.",
                     0: f"You drew the {CARDS[drawn].name}."}  # fmt: skip


def test_medico_della_peste_notes_the_cards_peeked_at() -> None:
    """Peeking with Medico Della Peste names the cards seen under that room."""
    s = new(hands=[[MEDICO[0]], []], under={SPIRE: [TEDDY, MOUSE[0]]})
    _, notes = notes_of(s, 0, f"u.{MEDICO[0]}.{SPIRE}")
    assert notes == {0: "You peeked under the Spire: the Teddy Bear and the Mouse."}


def test_drawing_up_to_the_hand_limit_names_every_card_drawn() -> None:
    """Ending the actions draws up to the limit: every card drawn is named, in order."""
    s = play(new(actions_left=1, deck=[*SPARE_TOYS, FILLER[0]]), (0, "s"))
    _, notes = notes_of(s, 0, "done")
    names = [CARDS[c].name for c in (*SPARE_TOYS, FILLER[0])]
    assert notes == {0: f"You drew the {', the '.join(names[:-1])} and the {names[-1]}."}


def test_a_trap_kept_by_the_cricket_cage_is_noted() -> None:
    """Crickets found while holding the Cricket Cage go into the hand, and the note says so."""
    s = play(new(hands=[[CAGE[0]], []], under={PARLOR: [CRICKETS[0]]}), (0, f"m.{PARLOR}"))
    assert GAME.legal_actions(s, 0) == ("dn",)
    _, notes = notes_of(s, 0, "dn")
    assert notes == {0: "You took the Crickets into your hand."}


def test_moves_without_a_secret_give_no_note() -> None:
    """Taking a Skull Token, or springing the only (public) trap found, tells nobody anything secret."""
    assert notes_of(new(), 0, "s")[1] == {}
    s = new(under={BILLIARDS: [MOUSE[0]]})
    assert notes_of(s, 0, "look")[1] == {}


def test_a_crowded_room_still_gives_a_short_note() -> None:
    """Fifteen cards picked up at once still give a note of at most 200 characters naming the room."""
    s = new(under={PARLOR: [*FILLER, *TOAD]})
    _, notes = notes_of(s, 0, f"m.{PARLOR}")
    assert len(notes[0]) <= MAX_NOTE and "Parlor" in notes[0]


def test_repeated_cards_are_counted() -> None:
    """Two cards of one name are said once with their count."""
    s = new(under={PARLOR: [HATPIN[0], HATPIN[1]]})
    _, notes = notes_of(s, 0, f"m.{PARLOR}")
    assert "the Hatpin ×2 from under the Parlor" in notes[0]


def _random_moves(players: int, seed: int) -> list[tuple[ChildrenState, int, str, ChildrenState]]:
    """Every (before, seat, action, after) of one seeded random game."""
    rng = random.Random(f"notes:{players}:{seed}")
    s = GAME.new_game(players, seed, {})
    out = []
    while GAME.outcome(s) is None:
        seat = rng.choice(sorted(GAME.to_act(s)))
        a = rng.choice([*GAME.legal_actions(s, seat), *GAME.interrupts(s, seat)])
        after = GAME.apply(s, seat, a)
        out.append((s, seat, a, after))
        s = after
    return out


MOVES = [m for players in (2, 3, 4) for seed in (3, 8) for m in _random_moves(players, seed)]


def test_notes_never_name_a_card_outside_the_seats_own_view() -> None:
    """In random games a note names only cards of the seat's own hand, room memory, or the face-up discard pile."""
    for before, seat, a, after in MOVES:
        for p, note in GAME.notes(before, seat, a, after).items():
            text = say(note)
            assert names_in(text, CARD_NAMES) <= own_names(before, after, p), (a, p, text)


def test_notes_name_only_rooms_the_seat_sees_and_no_player() -> None:
    """Rooms named are rooms of the seat's views; notes are in the second person and name no seat."""
    for before, seat, a, after in MOVES:
        for p, note in GAME.notes(before, seat, a, after).items():
            text = say(note)
            rooms = {r.name for v in (GAME.view(before, p), GAME.view(after, p)) for r in v.rooms}
            assert names_in(text, ROOM_NAMES) <= rooms, (a, p, text)
            assert text.startswith("You ") and "Player" not in text


def test_notes_are_short_and_addressed_to_seats_of_the_game() -> None:
    """Every note of a random game has at most 200 characters and goes to a seat of the game."""
    seen = 0
    for before, seat, a, after in MOVES:
        notes = GAME.notes(before, seat, a, after)
        assert set(notes) <= set(range(before.players))
        assert all(0 < len(say(t)) <= MAX_NOTE for t in notes.values())
        seen += len(notes)
    assert seen > 100


def test_a_seat_whose_hand_and_memory_did_not_change_gets_no_note() -> None:
    """Only a seat whose own hand or room memory changed (or that peeked) learns something."""
    for before, seat, a, after in MOVES:
        for p in GAME.notes(before, seat, a, after):
            assert before.hands[p] != after.hands[p] or before.seen[p] != after.seen[p], (a, p)
