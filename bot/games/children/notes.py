"""Secret notes (``Game.notes``): what one move told each seat alone, in the second person.

A seat learns something secret when cards come into or leave its own hand unseen (drawn,
picked up from under a room, left face down, given to Irwin Biddle) or when it peeks under a
room with Medico Della Peste. One move may tell several seats: the last toy given to Irwin
Biddle lets the drawer draw again. A note names only cards of the seat's own hand (before or
after the move) or of its memory of the rooms, and rooms of the mansion; cards that leave a
hand in public (a device used, a toy trapped with its ghost) are the public sentence's.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from bot.games.children.cards import IN_HAND_OF_TASK
from bot.games.children.data import CARDS, Device
from bot.games.children.lexicon import longest, name_msg, room_msg, then
from bot.games.children.model import ChildrenState
from bot.games.children.reveal import name_counts
from bot.i18n import Msg, Text, msg

MAX_NOTE = 200


class Form(Enum):
    """How a note names cards: each with "the" (full), names only (short), or how many (count)."""

    FULL = "full"
    SHORT = "short"
    COUNT = "count"


ITEM_IDS = {
    (Form.FULL, False, False): "children-note-card",
    (Form.FULL, False, True): "children-note-cards",
    (Form.FULL, True, False): "children-note-card-seen",
    (Form.FULL, True, True): "children-note-cards-seen",
    (Form.SHORT, False, False): "children-note-card-short",
    (Form.SHORT, False, True): "children-note-cards-short",
    (Form.SHORT, True, False): "children-note-card-seen-short",
    (Form.SHORT, True, True): "children-note-cards-seen-short",
}
"""A card in a note's list by (form, seen, counted): "seen" lists are the subject of a sentence
(Polish: nominative), the others its object (Polish: accusative); "counted" names a repeated card once."""


def notes(before: ChildrenState, seat: int, a: str, after: ChildrenState) -> dict[int, Text]:
    """One note for every seat that learned something secret from ``seat`` playing ``a``."""
    out: dict[int, Text] = {}
    for p in range(before.players):
        text = note_for(before, a if p == seat else "", after, p)
        if text:
            out[p] = text
    return out


def note_for(before: ChildrenState, a: str, after: ChildrenState, p: int) -> Text:
    """What seat ``p`` learned (``a``: the move, when ``p`` made it; else empty), or empty.

    Cards are named each with its article while the note fits in ``MAX_NOTE`` characters in every
    language, else by name only, else only counted.
    """
    for form in Form:
        said = _sentences(before, a, after, p, form)
        if not said:
            return ""
        text = then(*said)
        if form is Form.COUNT or longest(text) <= MAX_NOTE:
            return text
    return ""  # pragma: no cover (the count form is always returned)


def _sentences(before: ChildrenState, a: str, after: ChildrenState, p: int, form: Form) -> list[Text]:
    """The note of seat ``p``: cards that left its hand unseen, what it peeked at, cards that came into it."""
    out = _lost(before, a, after, p, form)
    peeked = _peeked(a, after, p)
    if peeked is not None:
        room, seen = peeked
        out.append(msg("children-note-peeked", room=room_msg(room), cards=_cards(seen, form, seen=True)))
    return out + _gained(before, after, p, form)


def _lost(before: ChildrenState, a: str, after: ChildrenState, p: int, form: Form) -> list[Text]:
    """Sentences for the cards that left ``p``'s hand face down: under a room, or into the draw pile."""
    lost = [c for c in before.hands[p] if c not in after.hands[p]]
    now_under = _places(after.under)
    out: list[Text] = [
        msg("children-note-left", cards=_cards(cards, form), room=room_msg(room))
        for room, cards in _by_room([c for c in lost if c in now_under], now_under)
    ]
    given = [c for c in lost if c in after.deck]
    if given:
        kind = "children-note-biddle" if a.startswith("bt.") else "children-note-shuffled"
        out.append(msg(kind, cards=_cards(given, form), count=len(given)))
    return out


def _gained(before: ChildrenState, after: ChildrenState, p: int, form: Form) -> list[Text]:
    """Sentences for the cards that came into ``p``'s hand: drawn, taken from under rooms, or kept (a trap)."""
    gained = [c for c in after.hands[p] if c not in before.hands[p]]
    was_under = _places(before.under)
    in_flight = {t.args[0] for t in before.tasks if t.kind in IN_HAND_OF_TASK}
    out: list[Text] = []
    drawn = [c for c in gained if c not in was_under and c not in in_flight]
    if drawn:
        out.append(msg("children-note-drew", cards=_cards(drawn, form)))
    for room, cards in _by_room([c for c in gained if c in was_under], was_under):
        out.append(msg("children-note-took", cards=_cards(cards, form), room=room_msg(room)))
    kept = [c for c in gained if c not in was_under and c in in_flight]
    if kept:
        out.append(msg("children-note-kept", cards=_cards(kept, form)))
    return out


def _places(under: tuple[tuple[int, ...], ...]) -> dict[int, int]:
    """The room each card left under a room lies under."""
    return {c: room for room, here in enumerate(under) for c in here}


def _by_room(cards: Sequence[int], places: dict[int, int]) -> list[tuple[int, list[int]]]:
    """``cards`` grouped by the room they lie under, rooms in id order, cards in the given order."""
    rooms = sorted({places[c] for c in cards})
    return [(room, [c for c in cards if places[c] == room]) for room in rooms]


def _peeked(a: str, after: ChildrenState, p: int) -> tuple[int, tuple[int, ...]] | None:
    """The room and cards a Medico Della Peste use by ``p`` showed it (``a``: its move), or None."""
    head, *rest = a.split(".")
    if head != "u" or len(rest) != 2 or CARDS[int(rest[0])].name != Device.MEDICO:
        return None
    room = int(rest[1])
    return room, after.seen[p][room]


def _cards(cards: Sequence[int], form: Form, seen: bool = False) -> Msg:
    """Cards as a sentence names them: "the Hatpin and the Toad", a repeated name once with its count.

    ``seen``: the cards are the subject ("You peeked under the Parlor: the Hatpin"), else the object.
    """
    if form is Form.COUNT:
        return msg("children-note-count-seen" if seen else "children-note-count", count=len(cards))
    items: list[Msg] = []
    for name, k in name_counts(cards):
        kind = ITEM_IDS[(form, seen, k > 1)]
        items.append(msg(kind, card=name_msg(name), count=k) if k > 1 else msg(kind, card=name_msg(name)))
    return msg("children-note-list", cards=tuple(items))
