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

from bot.games.base import cut, joined
from bot.games.children.cards import IN_HAND_OF_TASK
from bot.games.children.data import CARDS, ROOMS, Device
from bot.games.children.model import ChildrenState
from bot.games.children.reveal import name_counts

MAX_NOTE = 200


def notes(before: ChildrenState, seat: int, a: str, after: ChildrenState) -> dict[int, str]:
    """One note for every seat that learned something secret from ``seat`` playing ``a``."""
    out: dict[int, str] = {}
    for p in range(before.players):
        text = note_for(before, a if p == seat else "", after, p)
        if text:
            out[p] = text
    return out


def note_for(before: ChildrenState, a: str, after: ChildrenState, p: int) -> str:
    """What seat ``p`` learned (``a``: the move, when ``p`` made it; else empty), or empty."""
    full = _sentences(before, a, after, p, short=False)
    if len(full) <= MAX_NOTE:
        return full
    return cut(_sentences(before, a, after, p, short=True), MAX_NOTE)


def _sentences(before: ChildrenState, a: str, after: ChildrenState, p: int, short: bool) -> str:
    """The note of seat ``p``: cards that left its hand unseen, what it peeked at, cards that came into it."""
    out = _lost(before, a, after, p, short)
    peeked = _peeked(a, after, p)
    if peeked is not None:
        room, seen = peeked
        out.append(f"You peeked under the {ROOMS[room].name}: {_cards(seen, short)}.")
    return " ".join(out + _gained(before, after, p, short))


def _lost(before: ChildrenState, a: str, after: ChildrenState, p: int, short: bool) -> list[str]:
    """Sentences for the cards that left ``p``'s hand face down: under a room, or into the draw pile."""
    lost = [c for c in before.hands[p] if c not in after.hands[p]]
    now_under = _places(after.under)
    out = [
        f"You left {_cards(cards, short)} face down in the {ROOMS[room].name}."
        for room, cards in _by_room([c for c in lost if c in now_under], now_under)
    ]
    given = [c for c in lost if c in after.deck]
    if given:
        whom = " to Irwin Biddle" if a.startswith("bt.") else ""
        it = "it" if len(given) == 1 else "they"
        out.append(f"You {'gave' if whom else 'put'} {_cards(given, short)}{whom}; {it} went into the draw pile.")
    return out


def _gained(before: ChildrenState, after: ChildrenState, p: int, short: bool) -> list[str]:
    """Sentences for the cards that came into ``p``'s hand: drawn, taken from under rooms, or kept (a trap)."""
    gained = [c for c in after.hands[p] if c not in before.hands[p]]
    was_under = _places(before.under)
    in_flight = {t.args[0] for t in before.tasks if t.kind in IN_HAND_OF_TASK}
    out: list[str] = []
    drawn = [c for c in gained if c not in was_under and c not in in_flight]
    if drawn:
        out.append(f"You drew {_cards(drawn, short)}.")
    for room, cards in _by_room([c for c in gained if c in was_under], was_under):
        out.append(f"You took {_cards(cards, short)} from under the {ROOMS[room].name}.")
    kept = [c for c in gained if c not in was_under and c in in_flight]
    if kept:
        out.append(f"You took {_cards(kept, short)} into your hand.")
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


def _cards(cards: Sequence[int], short: bool) -> str:
    """Cards as a sentence names them: "the Hatpin and the Toad", a repeated name once with its count."""
    said = [f"{'' if short else 'the '}{n}{f' ×{k}' if k > 1 else ''}" for n, k in name_counts(cards)]
    return ", ".join(said) if short else joined(said)
