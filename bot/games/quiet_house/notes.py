"""Secret notes of Quiet House: what each seat learns in secret from an action (``Game.notes``).

Every statue move is public: the board, the Time Card and the rules are seen by all, and the
tiles a seat sees never change, so a move teaches no seat anything secret. A declaration makes
every paddle answer by itself from the four tiles its seat sees (RULINGS 4): each seat is told,
in secret, what its own paddle answered and which of its own tiles held. A note names only the
tiles its seat sees, so it says nothing the seat's own view does not show.
"""

from __future__ import annotations

from bot.games.quiet_house.data import GOAL_SLOTS, SEATING, VISIBLE_WALLS
from bot.games.quiet_house.goals import holding, rank_of, visible_slots
from bot.games.quiet_house.model import QuietHouseState
from bot.games.quiet_house.words import closeness, statue, wall
from bot.i18n import Msg, Text, msg


def tiles_words(s: QuietHouseState, slots: tuple[int, ...], seat: int) -> Msg:
    """The tiles of ``slots`` wall by wall, walls in the order ``seat`` sees them.

    E.g. ``"top: Mouse closest, Rook 2nd closest; right: Mirror closest"`` (a wall holds two tiles).
    """
    fourth = 2 in s.variants
    groups: list[Msg] = []
    for side in VISIBLE_WALLS[SEATING[s.players][seat]]:
        items = [
            msg(
                "quiethouse-tile-item",
                statue=statue(s.goals[i]),
                closeness=closeness(rank_of(GOAL_SLOTS[i][1], fourth)),
            )
            for i in slots
            if GOAL_SLOTS[i][0] == side
        ]
        if len(items) == 1:
            groups.append(msg("quiethouse-wall-tiles-one", wall=wall(side), first=items[0]))
        elif items:
            groups.append(msg("quiethouse-wall-tiles-two", wall=wall(side), first=items[0], second=items[1]))
    if len(groups) == 1:
        return groups[0]
    return msg("quiethouse-walls-two", first=groups[0], second=groups[1])


def declaration_notes(before: QuietHouseState, declarer: int) -> dict[int, Text]:
    """One note per seat for a declaration made in ``before``: the declarer's tiles, every paddle's answer."""
    held = holding(before.layout, before.goals, 2 in before.variants)
    notes: dict[int, Text] = {}
    for seat in range(before.players):
        mine = visible_slots(before.players, seat)
        failed = tuple(i for i in mine if not held[i])
        if seat == declarer:
            notes[seat] = msg("quiethouse-note-declared", tiles=tiles_words(before, mine, seat))
        elif not failed:
            notes[seat] = msg("quiethouse-note-heart", tiles=tiles_words(before, mine, seat))
        else:
            notes[seat] = msg("quiethouse-note-whirlwind", count=len(failed), tiles=tiles_words(before, failed, seat))
    return notes
