"""What a Children bot reads off its seat's view: the mansion's ways and distances, and the worth of cards.

Everything here is computed from a :class:`~bot.games.children.views.ChildrenView` alone. Two facts of
the rules carry most of the judgement: a ghost can only be trapped with its own toy, and there is one
toy per ghost, so a ghost whose toy the seat holds is a point nobody else can take; and a ghost whose
toy the seat holds, remembers under a room or sees trapped cannot be trapped by an opponent, so
moving it onto an opponent makes them run (leaving two cards, one a toy).
"""

from __future__ import annotations

from collections import deque

from bot.games.children.data import (
    CARDS,
    OPPOSITE,
    SIDES,
    STEP,
    Device,
    Kind,
    Trap,
)
from bot.games.children.views import ChildrenView

FAR = 9
"""Distance standing for "no way there"."""
DEVICE_WORTH = {
    Device.CRICKET_CAGE: 2.2,
    Device.SNOW_GLOBE: 1.3,
    Device.SECRET_PASSAGE: 1.3,
    Device.MUSIC_BOX: 1.0,
    Device.FEATHER: 1.4,
    Device.HATPIN: 1.1,
    Device.CATNIP: 0.6,
    Device.TOAD: 0.7,
    Device.MEDICO: 0.4,
    Device.DENTAL_TOOLS: 0.5,
}
"""What a device in hand is worth, on the scale where a toy whose ghost walks the mansion is worth 4."""
TRAP_NOW = 100.0
"""The score of a choice that traps a ghost at once."""
TRAP_WORTH = 0.25
SLOT_WORTH = 0.7
"""An empty place in the hand under the limit: a card drawn at the end of the turn."""


class Sense:
    """The mansion and the seat's cards as one view shows them, with distances on demand."""

    careful = False
    """Whether ways around the mansion avoid rooms with a ghost the seat cannot trap."""

    def __init__(self, view: ChildrenView) -> None:
        self.view = view
        self.seat = view.seat
        self.rooms = {r.id: r for r in view.rooms}
        self.cell = {(r.floor, r.column): r.id for r in view.rooms}
        self.exits = {r.id: self._ways(r.id, players=True) for r in view.rooms}
        self.flows = {r.id: self._ways(r.id, players=False) for r in view.rooms}
        self.ghost_room = {g.card.id: r.id for r in view.rooms for g in r.ghosts}
        self.enraged = {g.card.id for r in view.rooms for g in r.ghosts if g.enraged}
        me = view.table[view.seat] if view.seat is not None and 0 <= view.seat < len(view.table) else None
        self.room = None if me is None else me.room
        self.hand = tuple(c.id for c in view.hand)
        self.toys = {CARDS[c].pair for c in self.hand if CARDS[c].kind is Kind.TOY}
        """Ghosts whose toy the seat holds."""
        trapped = {c.id for p in view.table for c in p.trapped}
        self.trapped = trapped
        remembered = {c.id for r in view.rooms for c in r.seen}
        self.safe = {CARDS[t].pair for t in (*self.hand, *remembered, *trapped) if CARDS[t].kind is Kind.TOY}
        """Ghosts no opponent can trap now: their toy is in the seat's hand or memory, or trapped."""
        self._dist: dict[int, dict[int, int]] = {}

    def _ways(self, room: int, players: bool) -> tuple[int, ...]:
        r = self.rooms[room]
        out = []
        for side in SIDES:
            f, c = r.floor + STEP[side][0], r.column + STEP[side][1]
            other = self.cell.get((f, c))
            if other is None:
                continue
            if players:
                if side in r.doors or OPPOSITE[side] in self.rooms[other].doors:
                    out.append(other)
            elif side in r.arrows:
                out.append(other)
        return tuple(out)

    def moves_from(self, room: int) -> dict[int, int]:
        """Moves needed from ``room`` to every room it can reach through doors and trapdoors.

        A ``careful`` reading never goes through a room with a ghost the seat cannot trap (it would have
        to run), though such a room can be the end of it.
        """
        if room not in self._dist:
            seen = {room: 0}
            todo = deque([room])
            while todo:
                r = todo.popleft()
                if r != room and self.careful and self.blocked(r):
                    continue
                for n in self.exits.get(r, ()):
                    if n not in seen:
                        seen[n] = seen[r] + 1
                        todo.append(n)
            self._dist[room] = seen
        return self._dist[room]

    def blocked(self, room: int) -> bool:
        """Whether a ghost the seat cannot trap stands in the room."""
        return any(g.card.id not in self.toys for g in self.rooms[room].ghosts)

    def moves(self, a: int | None, b: int) -> int:
        """Moves from room ``a`` to room ``b`` (``FAR`` when there is no way, 2 from outside the mansion)."""
        if a is None:
            return 2
        return self.moves_from(a).get(b, FAR)

    def grid(self, a: int, b: int) -> int:
        """Rooms apart in straight lines (Hatpin, Feather, nearest ghosts)."""
        ra, rb = self.rooms[a], self.rooms[b]
        return abs(ra.floor - rb.floor) + abs(ra.column - rb.column)

    def players_in(self, room: int) -> tuple[int, ...]:
        """Seats standing in the room."""
        return self.rooms[room].players

    def mine(self, ghost: int) -> bool:
        """Whether the seat holds the ghost's toy."""
        return ghost in self.toys

    def free_rooms(self) -> list[int]:
        """Rooms nobody stands in."""
        return [r for r, room in self.rooms.items() if not room.players]


def card_worth(sense: Sense, card: int) -> float:
    """What a card in the seat's hand is worth now, whatever else the hand holds.

    It depends on the mansion only (where the ghosts are, which are trapped or enraged), never on the
    other cards held, so that swapping cards with a room always settles: what is left there is worth
    less than what is kept.
    """
    c = CARDS[card]
    if c.kind is Kind.TOY:
        ghost = c.pair
        if ghost in sense.trapped:
            return 0.1
        if ghost in sense.ghost_room:
            return 4.0
        return 1.0 + 1.5 * min(1.0, sense.view.deck_size / 30)
    if c.kind is Kind.DEVICE:
        worth = DEVICE_WORTH.get(Device(c.name), 0.5)
        if c.name == Device.CRICKET_CAGE and sense.ghost_room:
            worth += 1.0
        if c.name in (Device.HATPIN, Device.FEATHER):
            worth += 0.4 * len(sense.enraged)
        return worth
    if c.name == Trap.CRICKETS:
        return 0.1
    return TRAP_WORTH


def sensible(sense: Sense, actions: list[str], shed: float = 0.0) -> list[str]:
    """The actions worth weighing, so that a bot never loops on the free ones.

    Picking up cards only when some are unknown or better than what the hand would give up; leaving
    cards in step 2 only above the hand limit, or a card worth less than ``shed`` (to draw afresh).
    Whatever is left in a room is then worth less than what a pick-up asks for.
    """
    view = sense.view
    over = len(sense.hand) > view.hand_limit
    free = not view.queue and view.phase == "act"

    def keep(a: str) -> bool:
        if a == "look":
            return look_score(sense, max(shed, SLOT_WORTH)) > 0
        if a.startswith("l.") and free and not over:
            return card_worth(sense, int(a[2:])) < shed
        return True

    return [a for a in actions if keep(a)] or actions


def look_score(sense: Sense, slot: float = SLOT_WORTH) -> float:
    """Picking up the cards here: unknown ones when no trap is known there; known ones to swap a better card in.

    A known card must be worth more than the card it would push out of the hand, or than ``slot`` (what
    an empty place is worth) when the hand has room.
    """
    if sense.room is None:
        return -5.0
    here = sense.rooms[sense.room]
    known = [c.id for c in here.seen]
    if not here.cards or any(CARDS[c].kind is Kind.TRAP for c in known):
        return -3.0
    if len(known) < here.cards:
        return 0.4
    if len(sense.hand) < sense.view.hand_limit:
        worst = slot
    else:
        worst = min((card_worth(sense, c) for c in sense.hand), default=slot)
    best = max((card_worth(sense, c) for c in known), default=0.0)
    return 1.0 if best > worst + 0.5 else -3.0
