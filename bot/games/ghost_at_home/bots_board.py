"""What the bots read of a game: a :class:`Board` in plain lists, made from a seat's view (:func:`from_view`).

The bots judge moves from a board: every house (public), the open window, and the hand of the
seat the board is made for.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.ghost_at_home.data import CARDS, FLOORS
from bot.games.ghost_at_home.views import CardView, GhostView

NONE = -1
"""No card in this place (the engine's EMPTY)."""
KIND = tuple(c.kind for c in CARDS)
"""Kind of every card id."""
FLOOR = tuple(c.floor for c in CARDS)
"""Floor of every card id (0 but for room cards)."""
BULBS = tuple(c.bulbs for c in CARDS)
"""Light-bulb icons of every card id."""


@dataclass
class Board:
    """One seat's knowledge of the game, in plain lists (slot ``i`` is floor ``i // 2 + 1``)."""

    players: int
    me: int
    active: tuple[int, ...]
    rooms: list[tuple[int, ...]]
    cats: list[tuple[int, ...]]
    ghosts: list[tuple[int, ...]]
    lights: list[tuple[bool, ...]]
    hand: tuple[int, ...]
    window: str
    """``"defend"``, ``"stop"`` or empty."""

    def explored(self, q: int) -> int:
        """Rooms in seat ``q``'s house."""
        return sum(r != NONE for r in self.rooms[q])

    def on_floor(self, q: int, floor: int) -> int:
        """Rooms on one floor of seat ``q``'s house."""
        i = 2 * (floor - 1)
        return (self.rooms[q][i] != NONE) + (self.rooms[q][i + 1] != NONE)

    def top(self, q: int) -> int:
        """Highest floor holding a room (where ghosts strike), 0 when none."""
        rooms = self.rooms[q]
        return next((i // 2 + 1 for i in range(2 * FLOORS - 1, -1, -1) if rooms[i] != NONE), 0)

    def frontier(self, q: int) -> int:
        """The floor the next room goes on (4 for a full house)."""
        return self.explored(q) // 2 + 1

    def cat_on(self, q: int, floor: int) -> bool:
        """Whether a cat sits on that floor."""
        i = 2 * (floor - 1)
        return self.cats[q][i] != NONE or self.cats[q][i + 1] != NONE

    def ghost_on(self, q: int, floor: int) -> bool:
        """Whether a ghost stays on that floor."""
        return self.ghosts[q][floor - 1] != NONE

    def lit(self, q: int, floor: int) -> bool:
        """Whether the floor's light is on."""
        return self.lights[q][floor - 1]

    def exposed(self, q: int) -> int:
        """Rooms one ghost would drive out of seat ``q``'s house now (its top floor, if dark and catless)."""
        top = self.top(q)
        if not top or self.cat_on(q, top):
            return 0
        if self.lit(q, top) and not self.ghost_on(q, top):
            return 0
        return self.on_floor(q, top)

    def opponents(self) -> tuple[int, ...]:
        """Seats still in the game other than the board's own."""
        return tuple(q for q in self.active if q != self.me)


def _id(card: CardView | None) -> int:
    return NONE if card is None else card.id


def from_view(view: GhostView) -> Board:
    """The board of a seat's view (the view's seat must be a seat of the game)."""
    assert view.seat is not None
    rooms, cats, ghosts, lights = [], [], [], []
    for hv in view.houses:
        rooms.append(tuple(_id(s.room) for f in hv.floors for s in (f.left, f.right)))
        cats.append(tuple(_id(s.cat) for f in hv.floors for s in (f.left, f.right)))
        ghosts.append(tuple(_id(f.ghost) for f in hv.floors))
        lights.append(tuple(f.lit for f in hv.floors))
    window = view.window
    return Board(
        players=view.players,
        me=view.seat,
        active=tuple(q for q in range(view.players) if q not in view.resigned),
        rooms=rooms,
        cats=cats,
        ghosts=ghosts,
        lights=lights,
        hand=tuple(c.id for c in view.hand),
        window=window.kind if window else "",
    )
