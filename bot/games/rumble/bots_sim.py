"""A fast simulation of one rumble for the bots' search: plain lists, the rules of moves, fights and anti-stall.

The search plays thousands of rumbles per decision, so it does not go through the engine's
immutable states: a :class:`Table` holds the board of one simulated world in lists and plays it to
the end of the rumble in play (when one character is left) with :func:`play_out`. The rules are
the engine's (``bot.games.rumble.engine``; a test checks that both offer the same moves): a lone
character walks through a door, a crowded room may be fought in, and after twice as many quiet
turns as players still in every move must bring its character closer to the nearest other one.

Each simulated player follows :func:`policy`, which knows that seat's characters in the world
being played (the searching seat's own, the others' as re-dealt): knock out someone else's
character, rescue one of its own from a crowd, walk a threatened character of its own away, and
otherwise bring other characters together; now and then a random legal move instead.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from bot.games.rumble.data import CHARACTERS, POINTS_BY_EXIT_RANK
from bot.seeded import Random

OUT = -1
"""Room of a character that has left the house (as the engine's model says)."""
NOBODY = -1
"""Owner of a character nobody holds (an undealt token, or a seat that left the game)."""
Move = tuple[int, int]
"""``(character, room)`` for a move, ``(character, OUT)`` for a fight that knocks the character out."""


@dataclass(frozen=True)
class House:
    """The rooms' doors as lists: neighbours and walking distances."""

    neighbours: tuple[tuple[int, ...], ...]
    distance: tuple[tuple[int, ...], ...]


@cache
def house(rooms: int, doors: tuple[tuple[int, int], ...]) -> House:
    """The house of a view's rooms and doors (shortest walks by breadth-first search)."""
    adj: list[list[int]] = [[] for _ in range(rooms)]
    for a, b in doors:
        adj[a].append(b)
        adj[b].append(a)
    rows = []
    for start in range(rooms):
        dist = [rooms + 1] * rooms
        dist[start] = 0
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for nxt in adj[here]:
                if dist[nxt] > dist[here] + 1:
                    dist[nxt] = dist[here] + 1
                    queue.append(nxt)
        rows.append(tuple(dist))
    return House(tuple(tuple(sorted(n)) for n in adj), tuple(rows))


@dataclass
class Table:
    """One simulated rumble: where everybody is, who moves, the quiet count and who holds whom."""

    house: House
    positions: list[int]
    exits: list[int]
    turn: int
    quiet: int
    seats: tuple[int, ...]
    """Seats still in the game, in turn order."""
    owner: list[int]
    """Seat holding each character in this world (NOBODY for none)."""
    count: list[int] = field(default_factory=list)
    """Characters in each room (filled from ``positions`` when left empty)."""

    def __post_init__(self) -> None:
        if not self.count:
            self.count = [0] * len(self.house.neighbours)
            for room in self.positions:
                if room != OUT:
                    self.count[room] += 1

    @classmethod
    def from_view(cls, view: Any, owner: Sequence[int]) -> Table:
        """The board a seat's view shows, with the owners of one re-dealt world."""
        positions = [OUT] * len(CHARACTERS)
        for room in view.rooms:
            for c in room.characters:
                positions[c] = room.index
        seats = tuple(p for p in range(view.players) if p not in view.resigned)
        quiet = 2 * len(seats) - view.quiet_turns_left
        return cls(
            house=house(len(view.rooms), tuple(view.doors)),
            positions=positions,
            exits=list(view.exits),
            turn=view.turn,
            quiet=quiet,
            seats=seats,
            owner=list(owner),
        )

    def copy(self, owner: Sequence[int]) -> Table:
        """The same board with other owners, to be played on without touching this one."""
        return Table(
            self.house, self.positions[:], self.exits[:], self.turn, self.quiet, self.seats, list(owner), self.count[:]
        )

    @property
    def stalled(self) -> bool:
        """Whether the anti-stall rule is in force."""
        return self.quiet >= 2 * len(self.seats)

    def legal(self) -> tuple[list[int], list[Move]]:
        """The victims of every fight on offer and every legal move, as the engine lists them."""
        return self.fights(), self.moves()

    def fights(self) -> list[int]:
        """Every character in a crowded room (a fight may knock it out)."""
        count = self.count
        return [c for c, room in enumerate(self.positions) if room != OUT and count[room] > 1]

    def moves(self) -> list[Move]:
        """Every legal move of a lone character through a door (closing in on someone once stalled)."""
        count, neighbours = self.count, self.house.neighbours
        moves: list[Move] = []
        stalled = self.stalled
        for c, room in enumerate(self.positions):
            if room == OUT or count[room] > 1:
                continue
            if stalled:
                before = self.nearest(room, room)
                moves += [(c, dest) for dest in neighbours[room] if self.nearest(room, dest) < before]
            else:
                moves += [(c, dest) for dest in neighbours[room]]
        return moves

    def nearest(self, home: int, room: int) -> int:
        """Walking distance from ``room`` to the closest character in the house but the lone one of room ``home``."""
        dist, count = self.house.distance[room], self.count
        return min(dist[r] for r in range(len(count)) if count[r] and r != home)

    def play(self, move: Move) -> bool:
        """Play a move or fight for the seat whose turn it is; True when it ended the rumble."""
        character, room = move
        self.count[self.positions[character]] -= 1
        self.positions[character] = room
        if room == OUT:
            self.exits.append(character)
            self.quiet = 0
            if len(self.exits) == len(CHARACTERS) - 1:
                return True
        else:
            self.count[room] += 1
            self.quiet += 1
        seats = self.seats
        self.turn = seats[(seats.index(self.turn) + 1) % len(seats)]
        return False

    def points(self, secrets: Sequence[Sequence[int]]) -> list[int]:
        """Each seat's points for the finished rumble (its best character; 0 for a seat that left)."""
        standing = next(c for c, room in enumerate(self.positions) if room != OUT)
        rank = {c: i for i, c in enumerate((*self.exits, standing))}
        return [
            max(POINTS_BY_EXIT_RANK[rank[c]] for c in pair) if seat in self.seats else 0
            for seat, pair in enumerate(secrets)
        ]


def policy(table: Table, rng: Random, wander: float) -> Move:
    """The move of the seat to play, by its own characters in this world (random with chance ``wander``)."""
    if wander and rng.random() < wander:
        fights, moves = table.legal()
        pick = rng.randrange(len(fights) + len(moves))
        return (fights[pick], OUT) if pick < len(fights) else moves[pick - len(fights)]
    return rng.choice(preferred(table))


def preferred(table: Table) -> list[Move]:
    """The moves the rules of thumb like best for the seat to play (the policy picks one at random).

    In this order, the first kind there is: knock out someone else's character sharing a room
    with one's own, or else anyone else's in a crowd; walk a character of one's own that is next to
    someone out of everyone's reach; walk someone else's character into a room where others are,
    or else anywhere, but never into a room of one's own; any move; a fight on one's own last.
    """
    me, owner, positions, count = table.turn, table.owner, table.positions, table.count
    guarded: list[int] = []
    victims: list[int] = []
    for c, room in enumerate(positions):
        if room == OUT:
            continue
        if owner[c] == me:
            guarded.append(room)
        elif count[room] > 1:
            victims.append(c)
    if victims:
        rescue = [c for c in victims if positions[c] in guarded]
        return [(c, OUT) for c in rescue or victims]
    escapes: list[Move] = []
    if table.stalled:  # every move closes in on someone: no escape
        moves = table.moves()
    else:
        moves = []
        escapes = [
            (c, dest)
            for c, room in enumerate(positions)
            if owner[c] == me and room != OUT and count[room] == 1
            for dest in table.house.neighbours[room]
            if _escapes(table, room, dest)
        ]
    if escapes:
        return escapes
    gather: list[Move] = []
    others: list[Move] = []
    if moves:
        others = [(c, dest) for c, dest in moves if owner[c] != me and dest not in guarded]
        gather = [m for m in others if count[m[1]]]
    else:
        neighbours = table.house.neighbours
        for c, room in enumerate(positions):
            if room == OUT or owner[c] == me or count[room] > 1:
                continue
            for dest in neighbours[room]:
                if dest not in guarded:
                    (gather if count[dest] else others).append((c, dest))
    if gather or others:
        return gather or others
    return moves or table.moves() or [(c, OUT) for c in table.fights()]


def _escapes(table: Table, home: int, dest: int) -> bool:
    """Whether the lone character of ``home``, next to someone, is out of everyone's reach in ``dest``."""
    count, neighbours = table.count, table.house.neighbours
    threatened = any(count[room] for room in neighbours[home])
    return threatened and not count[dest] and all(room == home or not count[room] for room in neighbours[dest])


def play_out(table: Table, rng: Random, wander: float) -> None:
    """Play the rumble to its end (one character left), every seat by :func:`policy`."""
    while True:
        if table.play(policy(table, rng, wander)):
            return
