"""A fast simulation of Ghost at Home for the good bot's search: plain lists, the engine's rules, greedy players.

The search plays hundreds of games per decision, so it does not go through the engine's
immutable states: a :class:`Sim` holds one re-dealt world in lists and plays it to the end with
:func:`play_out`. The rules are the engine's (``bot.games.ghost_at_home``; a test checks that the
moves played here are legal there and change the game in the same way): rooms fill the house in
slot order, a ghost strikes the top explored floor (a cat there or from hand cancels it, a lit
floor holds one ghost, two clear it), and a full house must survive the others' stop ghosts.

Out of turn the simulated players answer as the bots do: a cat from hand always defends and a
ghost always stops an escape. Their turns are chosen in ``bots_players``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.ghost_at_home.bots_board import FLOOR, KIND, NONE
from bot.games.ghost_at_home.data import HAND_SIZE, Kind
from bot.seeded import Random

SLOTS = 6
Move = tuple[str, tuple[int, ...]]
"""An action as the engine spells it, split: ``("r", (12, 3))`` is ``r.3.12``."""


@dataclass
class Sim:
    """One world in lists: houses per seat, hands, the deck (top card last) and the discard pile."""

    players: int
    active: list[int]
    rooms: list[list[int]]
    cats: list[list[int]]
    ghosts: list[list[int]]
    lights: list[list[bool]]
    hands: list[list[int]]
    deck: list[int]
    discard: list[int]
    turn: int
    winner: int = NONE

    # --- reading a house -----------------------------------------------------------------

    def explored(self, q: int) -> int:
        """Rooms in seat ``q``'s house."""
        return sum(r != NONE for r in self.rooms[q])

    def top(self, q: int) -> int:
        """Highest floor holding a room, 0 when none."""
        rooms = self.rooms[q]
        for i in range(SLOTS - 1, -1, -1):
            if rooms[i] != NONE:
                return i // 2 + 1
        return 0

    def on_floor(self, q: int, f: int) -> int:
        """Rooms on one floor."""
        i = 2 * f - 2
        return (self.rooms[q][i] != NONE) + (self.rooms[q][i + 1] != NONE)

    def cat_on(self, q: int, f: int) -> bool:
        """Whether a cat sits on the floor."""
        i = 2 * f - 2
        return self.cats[q][i] != NONE or self.cats[q][i + 1] != NONE

    def exposed(self, q: int) -> int:
        """Rooms one ghost would drive out of seat ``q``'s house now (its top floor, if dark and catless)."""
        f = self.top(q)
        if not f or self.cat_on(q, f) or (self.lights[q][f - 1] and self.ghosts[q][f - 1] == NONE):
            return 0
        return self.on_floor(q, f)

    def free_room(self, q: int, f: int) -> int:
        """First slot of the floor with a room and no cat, or NONE."""
        for i in (2 * f - 2, 2 * f - 1):
            if self.rooms[q][i] != NONE and self.cats[q][i] == NONE:
                return i
        return NONE

    def light_floors(self, q: int) -> list[int]:
        """Dark floors whose lower floors are full."""
        full = self.explored(q) // 2
        return [f for f in range(1, min(full + 1, 3) + 1) if not self.lights[q][f - 1]]

    def holding(self, q: int, kind: Kind) -> int:
        """The lowest card of that kind in the hand (the one the engine plays), or NONE."""
        return min((c for c in self.hands[q] if KIND[c] is kind), default=NONE)

    # --- changing it -------------------------------------------------------------------------

    def throw(self, *cards: int) -> None:
        """Cards go to the discard pile."""
        self.discard.extend(cards)

    def take(self, q: int, card: int) -> None:
        """A card leaves seat ``q``'s hand."""
        self.hands[q].remove(card)

    def draw(self, q: int, n: int, rng: Random) -> None:
        """Draw up to ``n`` cards, shuffling the discard pile into a new deck when it runs out."""
        for _ in range(n):
            if not self.deck:
                if not self.discard:
                    return
                self.deck, self.discard = self.discard, []
                rng.shuffle(self.deck)
            self.hands[q].append(self.deck.pop())

    def clear_floor(self, q: int, f: int) -> None:
        """Rooms, cats and ghost of a floor are discarded and its light goes off."""
        for i in (2 * f - 2, 2 * f - 1):
            for place in (self.rooms[q], self.cats[q]):
                if place[i] != NONE:
                    self.discard.append(place[i])
                    place[i] = NONE
        if self.ghosts[q][f - 1] != NONE:
            self.discard.append(self.ghosts[q][f - 1])
            self.ghosts[q][f - 1] = NONE
        self.lights[q][f - 1] = False

    def put_cat(self, q: int, f: int, cat: int) -> None:
        """A cat goes on a room of the floor; a ghost there chases it off and both are discarded."""
        ghost = self.ghosts[q][f - 1]
        if ghost != NONE:
            self.ghosts[q][f - 1] = NONE
            self.throw(cat, ghost)
        else:
            self.cats[q][self.free_room(q, f)] = cat

    def arrive(self, ghost: int, q: int) -> None:
        """A ghost strikes seat ``q``'s top floor: a cat there, or one from hand, cancels it; else it lands."""
        f = self.top(q)
        for i in (2 * f - 2, 2 * f - 1):
            if self.cats[q][i] != NONE:
                self.throw(ghost, self.cats[q][i])
                self.cats[q][i] = NONE
                return
        cat = self.holding(q, Kind.CAT)
        if cat != NONE:
            self.take(q, cat)
            self.throw(ghost, cat)
            return
        if self.lights[q][f - 1] and self.ghosts[q][f - 1] == NONE:
            self.ghosts[q][f - 1] = ghost
            return
        self.clear_floor(q, f)
        self.throw(ghost)

    def next_seat(self, q: int) -> int:
        """The next seat still in the game."""
        return self.active[(self.active.index(q) + 1) % len(self.active)]

    def end_turn(self, rng: Random) -> None:
        """Refill and pass the turn on, or settle an escape from a full house."""
        p = self.turn
        if self.explored(p) < SLOTS:
            self.draw(p, max(0, HAND_SIZE - len(self.hands[p])), rng)
            self.turn = self.next_seat(p)
            return
        per_seat = 2 if len(self.active) == 2 else 1
        q = p
        for _ in range(len(self.active) - 1):
            q = self.next_seat(q)
            for _ in range(per_seat):
                ghost = self.holding(q, Kind.GHOST)
                if ghost == NONE:
                    break
                self.take(q, ghost)
                self.arrive(ghost, p)
                if self.explored(p) < SLOTS:
                    q = p
                    for _ in range(len(self.active)):
                        self.draw(q, max(0, HAND_SIZE - len(self.hands[q])), rng)
                        q = self.next_seat(q)
                    self.turn = self.next_seat(p)
                    return
        self.winner = p

    # --- moves -------------------------------------------------------------------------------

    def play(self, move: Move, rng: Random) -> None:
        """Play one legal turn move of the seat whose turn it is, ending the turn."""
        head, n = move
        p = self.turn
        if head == "r":
            self.place_rooms(p, n)
        elif head == "d":
            for c in n:
                self.take(p, c)
            self.throw(*n)
            self.draw(p, len(n), rng)
        elif head == "l":
            for c in n[1:]:
                self.take(p, c)
            self.throw(*n[1:])
            self.lights[p][n[0] - 1] = True
        elif head != "pass":
            self.special(p, head, n)
        if self.winner == NONE:
            self.end_turn(rng)

    def place_rooms(self, p: int, cards: tuple[int, ...]) -> None:
        """Room cards fill the next empty slots, each on its floor, wild rooms in the gaps."""
        fixed = sorted(c for c in cards if KIND[c] is Kind.ROOM)
        wild = sorted(c for c in cards if KIND[c] is Kind.WILD)
        rooms = self.rooms[p]
        for i in range(self.explored(p), self.explored(p) + len(cards)):
            card = next((c for c in fixed if FLOOR[c] == i // 2 + 1), NONE)
            if card != NONE:
                fixed.remove(card)
            else:
                card = wild.pop(0)
            rooms[i] = card
            self.take(p, card)

    def special(self, p: int, head: str, n: tuple[int, ...]) -> None:
        """A ghost, a cat or a special card from hand."""
        kind = {"g": Kind.GHOST, "c": Kind.CAT, "h": Kind.HOLE, "b": Kind.BULB}.get(head)
        kind = kind or {"f": Kind.FOOD, "e": Kind.ELEVATOR, "z": Kind.LIGHTNING}[head]
        card = self.holding(p, kind)
        self.take(p, card)
        if head == "g":
            self.arrive(card, n[0])
            return
        if head == "c":
            self.put_cat(p, n[0], card)
            return
        self.throw(card)
        if head == "b":
            self.lights[p][n[0] - 1] = True
        elif head == "z":
            q = n[0]
            f = self.top(q)
            if self.ghosts[q][f - 1] != NONE:
                self.clear_floor(q, f)
            else:
                self.lights[q][f - 1] = False
        elif head == "h":
            q = next(q for q in self.active if n[0] in self.ghosts[q])
            self.ghosts[q][self.ghosts[q].index(n[0])] = NONE
            self.arrive(n[0], n[1])
        else:
            q = next(q for q in self.active if n[0] in self.cats[q])
            self.cats[q][self.cats[q].index(n[0])] = NONE
            self.put_cat(p, n[1], n[0])


def from_world(world: Any) -> Sim:
    """A simulation of a re-dealt world at a turn (no window open, nobody escaping)."""
    houses = world.houses
    return Sim(
        players=world.players,
        active=[q for q in range(world.players) if q not in world.resigned],
        rooms=[list(h.rooms) for h in houses],
        cats=[list(h.cats) for h in houses],
        ghosts=[list(h.ghosts) for h in houses],
        lights=[list(h.lights) for h in houses],
        hands=[list(h) for h in world.hands],
        deck=list(reversed(world.deck)),
        discard=list(world.discard),
        turn=world.turn,
    )


def spell(move: Move) -> str:
    """The engine's action for a move (card lists sorted, as the engine normalizes them)."""
    head, n = move
    if head in ("r", "d"):
        n = tuple(sorted(n))
    elif head == "l":
        n = (n[0], *sorted(n[1:]))
    return ".".join([head, *map(str, n)]) if n or head != "pass" else "pass"


def win_value(winner: int, seat: int, s: Sim) -> float:
    """1 for a win, 0 for another's; a world that did not end by how far ``seat`` is ahead in rooms."""
    if winner != NONE:
        return 1.0 if winner == seat else 0.0
    mine = s.explored(seat)
    best = max(s.explored(q) for q in s.active if q != seat)
    return 0.5 + (mine - best) / 12
