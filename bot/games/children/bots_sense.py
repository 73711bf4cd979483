"""What a Children bot reads off its seat's view: the mansion's ways, the worth of cards, a position's worth.

Everything here is computed from a :class:`~bot.games.children.views.ChildrenView` alone. Two facts of
the rules carry most of the judgement: a ghost can only be trapped with its own toy, and there is one
toy per ghost, so a ghost whose toy the seat holds is a point nobody else can take; and a ghost whose
toy the seat holds, remembers under a room or sees trapped cannot be trapped by an opponent, so
moving it onto an opponent makes them run (leaving two cards, one a toy).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from bot.games.children.data import (
    CARDS,
    OPPOSITE,
    SIDES,
    START_LIMIT,
    STEP,
    Device,
    Kind,
    Trap,
)
from bot.games.children.views import ChildrenView

FLED = 100
"""A room fled in a ``run`` step's arguments is ``FLED + room`` (``model.FLED``); cards are below."""
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
"""What a device in hand is worth, in the points of :func:`estimate` (a ghost trapped is worth 10)."""
TRAP_WORTH = 0.25
SLOT_WORTH = 0.7
"""An empty place in the hand under the limit: a card drawn at the end of the turn."""
GHOST_POINTS = 10.0
INSANE = -60.0


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


def by_worth(sense: Sense, cards: Iterable[int]) -> list[int]:
    """Cards from least to most worth (ties by id)."""
    return sorted(cards, key=lambda c: (card_worth(sense, c), c))


def ghosts_trapped(view: ChildrenView) -> list[int]:
    """Ghosts trapped by each seat (0 for a seat that left)."""
    return [0 if p.left_game else p.ghosts_trapped for p in view.table]


def final_worth(view: ChildrenView) -> float:
    """A finished game for the seat: a win (shared or not) or a loss, with the margin."""
    scores = ghosts_trapped(view)
    me = view.seat if view.seat is not None else 0
    if view.insane:
        return INSANE
    others = [s for p, s in enumerate(scores) if p != me and not view.table[p].left_game] or [0]
    best = max(others)
    lead = scores[me] - best
    if lead > 0:
        return 100.0 + lead
    if lead == 0:
        return 60.0 / max(1, sum(1 for s in scores if s == scores[me]) - 1)
    return -100.0 + lead


def estimate(view: ChildrenView) -> float:
    """How good the position is for the view's seat, in points (a ghost trapped is 10)."""
    if view.phase == "over":
        return final_worth(view)
    sense = Sense(view)
    me = view.seat if view.seat is not None else 0
    scores = ghosts_trapped(view)
    others = [s for p, s in enumerate(scores) if p != me and not view.table[p].left_game] or [0]
    value = GHOST_POINTS * (scores[me] - 0.7 * max(others) - 0.3 * sum(others) / len(others))
    value += _hand_worth(sense) + 0.5 * view.table[me].skulls
    value += _reach(sense, me) + _pending(sense, me)
    value -= _danger(sense)
    value -= _threat(sense, me)
    if len(sense.enraged) >= 4:
        value -= 6.0 if scores[me] >= max(others) else 1.0
    return value


def _hand_worth(sense: Sense) -> float:
    limit = sense.view.hand_limit
    worths = sorted((card_worth(sense, c) for c in sense.hand), reverse=True)
    kept = sum(worths[:limit])
    return kept + SLOT_WORTH * max(0, min(limit, START_LIMIT) - len(worths))


def _reach(sense: Sense, me: int) -> float:
    """Ghosts whose toy the seat holds (or will place), by how soon it can get to them or pull them in."""
    view = sense.view
    mine_now = view.turn == me and view.phase in ("tile", "enter", "act", "restore", "ghost")
    steps = 0
    if mine_now and view.phase in ("tile", "enter", "act"):
        steps = (2 if view.phase != "act" else view.actions_left) + view.table[me].skulls
    cage = steps > 0 and any(CARDS[c].name == Device.CRICKET_CAGE for c in sense.hand)
    total = 0.0
    for ghost in sense.toys:
        room = sense.ghost_room.get(ghost)
        if room is None:
            if any(t.kind == "place" and t.seat == me and t.args[0] == ghost for t in view.queue):
                total += 7.0 if mine_now else 5.0  # the seat places it, next to itself
            continue
        d = sense.moves(sense.room, room)
        pull = sense.room is not None and sense.room in sense.flows.get(room, ())
        if mine_now and (d <= steps or pull or cage):
            total += 8.0
        else:
            total += 5.5 * 0.6 ** max(0, d - 1) + (1.5 if pull else 0.0)
    return total


def _pending(sense: Sense, me: int) -> float:
    """What decisions waiting in the queue will cost: the seat's own flight, others' flights."""
    value = 0.0
    for t in sense.view.queue:
        if t.kind != "run":
            continue
        left = sum(1 for a in t.args if a < FLED)
        if t.seat == me:
            cheap = by_worth(sense, sense.hand)[: max(0, 2 - left)]
            value -= sum(card_worth(sense, c) for c in cheap) + 1.0
        else:
            value += 0.8
    return value


def _danger(sense: Sense) -> float:
    """Ghosts the seat cannot trap that an opponent could move onto it (it would run, leaving 2 cards)."""
    if sense.room is None:
        return 0.0
    near = 0
    for ghost, room in sense.ghost_room.items():
        if not sense.mine(ghost) and sense.room in sense.flows.get(room, ()):
            near += 1
    return 1.2 * min(near, 2)


def _threat(sense: Sense, me: int) -> float:
    """Ghosts an opponent may hold the toy of, by how close that opponent stands."""
    view = sense.view
    unknown = [g for g in sense.ghost_room if g not in sense.safe]
    if not unknown:
        return 0.0
    seen = {c.id for r in view.rooms for c in r.seen}
    pool = max(1, 51 - len(sense.hand) - len(seen) - len(sense.trapped) // 2 - _out_of_play(view))
    total = 0.0
    for p in view.table:
        if p.seat == me or p.left_game:
            continue
        chance = min(1.0, p.hand_size / pool)
        for g in unknown:
            d = sense.moves(p.room, sense.ghost_room[g])
            total += chance * GHOST_POINTS * 0.5 ** max(0, d - 1) * 0.6
    return total


def _out_of_play(view: ChildrenView) -> int:
    """Devices and traps discarded (out of the hidden pool)."""
    return sum(1 for c in view.discard if c.kind in (Kind.DEVICE.value, Kind.TRAP.value))


