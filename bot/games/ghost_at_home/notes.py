"""What seats learn in secret from one move: the cards they drew, and the cards they discarded face down.

Houses, lights and the cards of a light are public, and ghosts and cats are all alike; so the only
secrets of a move are cards going into a hand (drawn at a turn's end, or by everyone when an escape
is stopped) and the cards of a face-down discard. Each note is written to its seat, in the second
person, and names only cards of that seat's hand before or after the move.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.ghost_at_home.data import CARDS, Kind
from bot.games.ghost_at_home.flow import holding
from bot.games.ghost_at_home.model import GhostState
from bot.i18n import Msg, msg

MAX_NOTE = 200
"""Characters of one note (a history line or a digest line holds it): the longest note, six cards named, fits."""
PLAYED: dict[str, Kind] = {
    "g": Kind.GHOST,
    "c": Kind.CAT,
    "h": Kind.HOLE,
    "b": Kind.BULB,
    "f": Kind.FOOD,
    "e": Kind.ELEVATOR,
    "z": Kind.LIGHTNING,
    "cat": Kind.CAT,
    "stop": Kind.GHOST,
}
"""Moves that play one card of a kind from the mover's hand (the lowest id of that kind)."""


def taken(before: GhostState, seat: int, a: str) -> tuple[int, ...]:
    """The cards a normalized action takes out of the mover's hand."""
    head, *rest = a.split(".")
    n = tuple(int(x) for x in rest)
    if head in ("r", "d"):
        return n
    if head == "l":
        return n[1:]
    kind = PLAYED.get(head)
    card = None if kind is None else holding(before, seat, kind)
    return () if card is None else (card,)


def drawn(before: GhostState, after: GhostState, q: int, gone: Sequence[int]) -> list[int]:
    """The cards seat ``q`` holds after the move and did not keep from before it (``gone`` left its hand)."""
    kept = {c for c in before.hands[q] if c not in gone}
    return [c for c in after.hands[q] if c not in kept]


def labels(cards: Sequence[int]) -> tuple[Msg, ...]:
    """Cards as a list argument (said "Ghost, Cat (1 bulb) and Floor 2 room (3 bulbs)")."""
    return tuple(CARDS[c].label for c in cards)


def note_for(before: GhostState, seat: int, a: str, after: GhostState, q: int) -> Msg | None:
    """What seat ``q`` learned in secret from the move (None: nothing)."""
    gone = taken(before, seat, a) if q == seat else ()
    new = drawn(before, after, q, gone)
    if q == seat and a.startswith("d."):
        if not new:
            return msg("ghostathome-note-discard-none", gone=labels(gone))
        return msg("ghostathome-note-discard", gone=labels(gone), drew=labels(new))
    return msg("ghostathome-note-drew", drew=labels(new)) if new else None


def notes(before: GhostState, seat: int, a: str, after: GhostState) -> dict[int, Msg]:
    """One note per seat that learned something in secret from ``seat`` playing ``a`` (normalized)."""
    out = {q: note_for(before, seat, a, after, q) for q in range(before.players)}
    return {q: text for q, text in out.items() if text is not None}
