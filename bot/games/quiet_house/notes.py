"""Secret notes of Quiet House: what each seat learns in secret from an action (``Game.notes``).

Every statue move is public: the board, the Time Card and the rules are seen by all, and the
tiles a seat sees never change, so a move teaches no seat anything secret. A declaration makes
every paddle answer by itself from the four tiles its seat sees (RULINGS 4): each seat is told,
in secret, what its own paddle answered and which of its own tiles held. A note names only the
tiles its seat sees, so it says nothing the seat's own view does not show.
"""

from __future__ import annotations

from bot.games.quiet_house.data import GOAL_SLOTS, SEATING, STATUE_NAMES, VISIBLE_WALLS
from bot.games.quiet_house.goals import holding, rank_of, visible_slots
from bot.games.quiet_house.model import QuietHouseState
from bot.games.quiet_house.words import closeness


def tiles_words(s: QuietHouseState, slots: tuple[int, ...], seat: int) -> str:
    """The tiles of ``slots`` wall by wall, walls in the order ``seat`` sees them.

    E.g. ``"top: Mouse closest, Rook 2nd closest; right: Mirror closest"``.
    """
    fourth = 2 in s.variants
    groups: list[str] = []
    for wall in VISIBLE_WALLS[SEATING[s.players][seat]]:
        items = [
            f"{STATUE_NAMES[s.goals[i]]} {closeness(rank_of(GOAL_SLOTS[i][1], fourth))}"
            for i in slots
            if GOAL_SLOTS[i][0] == wall
        ]
        if items:
            groups.append(f"{wall}: {', '.join(items)}")
    return "; ".join(groups)


def declaration_notes(before: QuietHouseState, declarer: int) -> dict[int, str]:
    """One note per seat for a declaration made in ``before``: the declarer's tiles, every paddle's answer."""
    held = holding(before.layout, before.goals, 2 in before.variants)
    notes: dict[int, str] = {}
    for seat in range(before.players):
        mine = visible_slots(before.players, seat)
        failed = tuple(i for i in mine if not held[i])
        if seat == declarer:
            notes[seat] = (
                "You declared the puzzle solved with all four of your tiles holding "
                f"({tiles_words(before, mine, seat)})."
            )
        elif not failed:
            notes[seat] = (
                "Your paddle answered the heart by itself: all four of your tiles held "
                f"({tiles_words(before, mine, seat)})."
            )
        else:
            notes[seat] = (
                f"Your paddle answered the whirlwind by itself: {len(failed)} of your four tiles did not hold "
                f"({tiles_words(before, failed, seat)})."
            )
    return notes
