"""Secret notes of The Purple House: what a seat learned in private from one move (``Game.notes``).

A note stays in its seat's history for the rest of the game, but a front seen while scouting is
hidden again once everyone is ready: players must remember it (RULINGS 6, "Memory is the game").
So no note ever names a card front. A note tells the mover its own secret modifications (which of
its dealt cards, which X), and tells each seat dealt cards at a round's end that it has cards to
scout, how many, and that only its memory keeps their fronts.
"""

from __future__ import annotations

from bot.games.base import cut
from bot.games.purple_house.data import BITS, CENTRE, POSITION_NAMES, POSITIONS
from bot.games.purple_house.scouting import AUTO
from bot.games.purple_house.state import ESCAPE, SCOUTING, PurpleHouseState

NOTE_LIMIT = 200


def secret_notes(before: PurpleHouseState, seat: int, action: str, after: PurpleHouseState) -> dict[int, str]:
    """The notes of ``seat`` playing ``action`` (legal) from ``before`` to ``after``: seat → text."""
    if before.phase == SCOUTING:
        return _modification_notes(before, seat, action == AUTO, after)
    if before.phase == ESCAPE and after.phase == SCOUTING:
        return _deal_notes(after)
    return {}


def _modification_notes(before: PurpleHouseState, seat: int, auto: bool, after: PurpleHouseState) -> dict[int, str]:
    """The mover's own modifications, found from the backs of its dealt cards (none for ``ready``)."""
    changes = [
        (slot, change_words(before.marks[card], after.marks[card]))
        for slot, card in enumerate(before.hands[seat], 1)
        if before.marks[card] != after.marks[card]
    ]
    if not changes:
        return {}
    if not auto:
        slot, (change, tool) = changes[0]
        return {seat: cut(f"You modified your dealt card {slot} in secret: {change}{tool}.", NOTE_LIMIT)}
    listed = "; ".join(f"dealt card {slot}, {change}" for slot, (change, _) in changes)
    return {seat: cut(f"The house made your modifications in secret: {listed}.", NOTE_LIMIT)}


def change_words(old: int, new: int) -> tuple[str, str]:
    """What one modification did to a card back, in words, and the Handkerchief phrase ("" for a marker).

    ``(0, ul)`` → ``("Corner X added at upper left", "")``; a turn from upper left to lower right →
    ``("upper left X turned to lower right", " with your Handkerchief")``.
    """
    added = [p for p in POSITIONS if new & BITS[p] and not old & BITS[p]]
    removed = [p for p in POSITIONS if old & BITS[p] and not new & BITS[p]]
    hanky = " with your Handkerchief"
    if removed and added:
        return f"{POSITION_NAMES[removed[0]]} X turned to {POSITION_NAMES[added[0]]}", hanky
    if removed:
        return f"{POSITION_NAMES[removed[0]]} X removed", hanky
    if added == [CENTRE]:
        return "Centre X added", ""
    return f"Corner X added at {POSITION_NAMES[added[0]]}", ""


def _deal_notes(after: PurpleHouseState) -> dict[int, str]:
    """A round ended and Scouting began: every seat dealt cards is told so, without their fronts."""
    notes = {}
    for seat, hand in enumerate(after.hands):
        if not hand or after.gone[seat]:
            continue
        cards = "1 House card" if len(hand) == 1 else f"{len(hand)} House cards"
        notes[seat] = (
            f"Round {after.round}: you were dealt {cards} to scout. Their fronts show in My view only until "
            "everyone is ready; remember them, no note keeps them."
        )
    return notes
