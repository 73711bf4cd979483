"""What the bots read from the public House area: how likely each face-down card is to be each front.

A bot has no memory: in the Escape Phase its view shows the backs of the face-down cards, the Path and
the Current Room, and nothing it saw while scouting. What the team learned while scouting reaches the
Escape Phase only through the backs, by the conventions (``bots.CONVENTIONS``): a Centre X marks a
White Lady, and a Corner X put or turned by a player sits at the corner of its Clue's symbol (upper
left Lamp, upper right Chair, lower left Wardrobe, lower right Clock). The Corner Xs of the scenario
are random, so a corner is a hint and a Centre X almost a certainty.

:func:`beliefs` spreads the hidden fronts (the Clues not face-up, Ube, the White Ladies) over the
face-down cells in proportion to those hints, scaled (Sinkhorn) so that every cell holds one card and
every front lies in as many cells as there are of it.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.purple_house.data import CORNERS, SYMBOLS
from bot.games.purple_house.views import PurpleHouseView

LADY = "lady"
UBE = "ube"
CENTRE_LADY = 40.0
"""How much likelier a White Lady is than a Clue under a Centre X (players mark Ladies with it)."""
CENTRE_UBE = 4.0
"""How much likelier Ube is than a Clue under a Centre X (a player left with only a Centre X puts it on Ube)."""
CORNER_HINT = 2.0
"""How much likelier a Clue is under a corner X at its symbol's corner."""
ROUNDS_OF_SCALING = 12


@dataclass(frozen=True)
class Front:
    """A kind of hidden front: a Clue (symbol index 0–3, number 1–4), Ube, or a White Lady."""

    kind: str
    """``clue``, ``ube`` or ``lady``."""
    symbol: int = -1
    number: int = 0
    count: int = 1


@dataclass(frozen=True)
class Room:
    """The Current Room as the bots see it (None fields: no room, or Ube)."""

    kind: str
    """``none``, ``ube`` or ``clue``."""
    symbol: int = -1
    number: int = 0


def parse_clue(name: str) -> tuple[int, int]:
    """Symbol index and number of a Clue's name, e.g. ``"2 Lamps"`` -> (0, 2)."""
    number, word = name.split(" ", 1)
    return next(i for i, s in enumerate(SYMBOLS) if word.startswith(s)), int(number)


def room_of(view: PurpleHouseView) -> Room:
    """The Current Room of a view."""
    if view.current_room is None:
        return Room("none")
    if view.current_room == "Ube":
        return Room("ube")
    symbol, number = parse_clue(view.current_room)
    return Room("clue", symbol, number)


def matches(front: Front, room: Room) -> bool:
    """Whether flipping ``front`` moves on from ``room``: any Clue or Ube starts a room; Ube is wild."""
    if front.kind == LADY:
        return False
    if room.kind != "clue" or front.kind == UBE:
        return True
    return front.symbol == room.symbol or front.number == room.number


def hidden_fronts(view: PurpleHouseView, face_down: int) -> list[Front]:
    """The fronts lying face-down: the Clues not face-up, Ube unless it is out, and the White Ladies."""
    fronts = [Front("clue", *parse_clue(name)) for name in view.clues_left]
    if "Ube" not in view.path and view.current_room != "Ube":
        fronts.append(Front(UBE))
    ladies = face_down - len(fronts)
    if ladies > 0:
        fronts.append(Front(LADY, count=ladies))
    return fronts


def likelihood(marks: tuple[str, ...], front: Front) -> float:
    """How much a back with ``marks`` speaks for ``front`` under the conventions (1: not at all)."""
    weight = 1.0
    if "c" in marks:
        weight *= CENTRE_LADY if front.kind == LADY else CENTRE_UBE if front.kind == UBE else 1.0
    if front.kind == "clue" and CORNERS[front.symbol] in marks:
        weight *= CORNER_HINT
    return weight


def beliefs(view: PurpleHouseView) -> tuple[list[int], list[Front], list[list[float]]]:
    """Face-down cells (1-based), the hidden fronts, and P(cell holds one of each front) per cell."""
    cells = [c for c in view.cells if not c.empty and not c.face_up]
    fronts = hidden_fronts(view, len(cells))
    table = [[likelihood(c.marks, f) for f in fronts] for c in cells]
    for _ in range(ROUNDS_OF_SCALING):
        for row in table:
            total = sum(row)
            if total > 0:
                row[:] = [x / total for x in row]
        for j, front in enumerate(fronts):
            total = sum(row[j] for row in table)
            if total > 0:
                for row in table:
                    row[j] *= front.count / total
    for row in table:
        total = sum(row)
        if total > 0:
            row[:] = [x / total for x in row]
    return [c.cell for c in cells], fronts, table
