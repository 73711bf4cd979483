"""Secret notes of The Purple House: what a seat learned in private from one move (``Game.notes``).

A note stays in its seat's history for the rest of the game, but a front seen while scouting is
hidden again once everyone is ready: players must remember it (RULINGS 6, "Memory is the game").
So no note ever names a card front. A note tells the mover its own secret modifications (which of
its dealt cards, which X), and tells each seat dealt cards at a round's end that it has cards to
scout, how many, and that only its memory keeps their fronts.
"""

from __future__ import annotations

from bot.games.purple_house.data import BITS, CENTRE, POSITIONS
from bot.games.purple_house.scouting import AUTO
from bot.games.purple_house.state import ESCAPE, SCOUTING, PurpleHouseState
from bot.games.purple_house.words import position_words, semicolons
from bot.i18n import Msg, Text, msg


def secret_notes(before: PurpleHouseState, seat: int, action: str, after: PurpleHouseState) -> dict[int, Text]:
    """The notes of ``seat`` playing ``action`` (legal) from ``before`` to ``after``: seat → message."""
    if before.phase == SCOUTING:
        return _modification_notes(before, seat, action == AUTO, after)
    if before.phase == ESCAPE and after.phase == SCOUTING:
        return _deal_notes(after)
    return {}


def _modification_notes(before: PurpleHouseState, seat: int, auto: bool, after: PurpleHouseState) -> dict[int, Text]:
    """The mover's own modifications, found from the backs of its dealt cards (none for ``ready``)."""
    changes = [
        (slot, change_words(before.marks[card], after.marks[card]))
        for slot, card in enumerate(before.hands[seat], 1)
        if before.marks[card] != after.marks[card]
    ]
    if not changes:
        return {}
    if not auto:
        slot, (change, hanky) = changes[0]
        id = "purplehouse-note-modified-hanky" if hanky else "purplehouse-note-modified"
        return {seat: msg(id, card=slot, change=change)}
    listed = semicolons([msg("purplehouse-note-auto-item", card=slot, change=change) for slot, (change, _) in changes])
    return {seat: msg("purplehouse-note-auto", changes=listed)}


def change_words(old: int, new: int) -> tuple[Msg, bool]:
    """What one modification did to a card back, in words, and whether a Handkerchief did it.

    ``(0, ul)`` → ("Corner X added at upper left", False); a turn from upper left to lower right →
    ("upper left X turned to lower right", True).
    """
    added = [p for p in POSITIONS if new & BITS[p] and not old & BITS[p]]
    removed = [p for p in POSITIONS if old & BITS[p] and not new & BITS[p]]
    if removed and added:
        return msg("purplehouse-changed-turn", old=position_words(removed[0]), new=position_words(added[0])), True
    if removed:
        return msg("purplehouse-changed-remove", position=position_words(removed[0])), True
    if added == [CENTRE]:
        return msg("purplehouse-changed-centre"), False
    return msg("purplehouse-changed-corner", position=position_words(added[0])), False


def _deal_notes(after: PurpleHouseState) -> dict[int, Text]:
    """A round ended and Scouting began: every seat dealt cards is told so, without their fronts."""
    notes: dict[int, Text] = {}
    for seat, hand in enumerate(after.hands):
        if not hand or after.gone[seat]:
            continue
        notes[seat] = msg("purplehouse-note-dealt", round=after.round, count=len(hand))
    return notes
