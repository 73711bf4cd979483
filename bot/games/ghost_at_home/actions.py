"""The action encoding, the list of legal actions and their effects.

Actions (seats are 0-based, floors 1..3, card ids from ``data.CARDS``):

=================  =======================================================
``r.<ids>``        play one or more room / wild room cards (any order)
``g.<seat>``       play a ghost on that opponent's highest explored floor
``c.<floor>``      play a cat on a room of your own floor
``l.<floor>.<ids>``  discard 2–3 cards (>= 5 bulbs) to light your floor
``h.<ghost>.<seat>``  Space-time hole: move that ghost to the seat's house
``b.<floor>``      Light bulb: light your floor
``f.<cat>.<floor>``  Cat food: take that cat to your floor
``e.<cat>.<floor>``  Elevator: move your cat to another floor
``z.<seat>``       Lightning: turn off the seat's top explored floor light
``d.<ids>``        discard those cards and draw as many
``pass``           only with an empty hand
``cat`` / ``allow``    cat defence window: discard a cat from hand, or not
``stop`` / ``nostop``  escape window: add a ghost, or let the escape go on
=================  =======================================================
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import combinations

from bot.games.ghost_at_home.data import CARDS, LIGHT_CARDS, MIN_LIGHT_BULBS, Kind, is_room
from bot.games.ghost_at_home.flow import (
    allow,
    arrive,
    defend,
    draw,
    end_turn,
    holding,
    pass_escape,
    stop_with_ghost,
    take,
    throw,
)
from bot.games.ghost_at_home.house import (
    FLOOR_NUMBERS,
    add_cat,
    cat_floor,
    clear_floor,
    free_room,
    ghost_floor,
    light_floors,
    place_rooms,
    remove_cat,
    remove_ghost,
    set_light,
    top_floor,
)
from bot.games.ghost_at_home.model import EMPTY, GhostState, Phase, Via

TOKEN = re.compile(r"[a-z]+(\.\d{1,2})*")
SORTED_TAIL = {"r": 0, "d": 0, "l": 1}
"""Actions whose card ids may come in any order: how many numbers precede the ids."""


def normalize(a: str) -> str | None:
    """The canonical spelling of an action (card lists sorted), or None if it is not one."""
    if not TOKEN.fullmatch(a):
        return None
    head, *nums = a.split(".")
    ints = [int(n) for n in nums]
    skip = SORTED_TAIL.get(head)
    if skip is not None:
        ints = ints[:skip] + sorted(ints[skip:])
    return ".".join([head, *map(str, ints)])


def opponents(s: GhostState, seat: int) -> tuple[int, ...]:
    """Other seats still in the game."""
    return tuple(q for q in s.active() if q != seat)


def _ids(cards: tuple[int, ...]) -> str:
    return ".".join(map(str, sorted(cards)))


def _subsets(cards: tuple[int, ...], sizes: range | tuple[int, ...]) -> list[tuple[int, ...]]:
    return [c for n in sizes for c in combinations(sorted(cards), n)]


def legal(s: GhostState, seat: int) -> tuple[str, ...]:
    """Every action the seat may take now."""
    if s.phase is Phase.DEFEND and s.attack and s.attack.target == seat:
        return ("cat", "allow") if holding(s, seat, Kind.CAT) is not None else ("allow",)
    if s.phase is Phase.STOP and s.escape and s.escape.queue[0] == seat:
        return ("stop", "nostop") if holding(s, seat, Kind.GHOST) is not None else ("nostop",)
    if s.phase is Phase.TURN and s.turn == seat:
        return tuple(turn_actions(s, seat))
    return ()


def turn_actions(s: GhostState, seat: int) -> list[str]:
    """The actions of the active player."""
    hand, h = s.hands[seat], s.houses[seat]
    if not hand:
        return ["pass"]
    kinds = {CARDS[c].kind for c in hand}
    out = [f"r.{_ids(c)}" for c in _subsets(tuple(c for c in hand if is_room(c)), range(1, 7)) if place_rooms(h, c)]
    foes = opponents(s, seat)
    tops = {q: top_floor(s.houses[q]) for q in foes}
    if Kind.GHOST in kinds:
        out += [f"g.{q}" for q in foes if tops[q] and s.houses[q].ghosts[tops[q] - 1] == EMPTY]
    free = [f for f in FLOOR_NUMBERS if free_room(h, f) is not None]
    if Kind.CAT in kinds:
        out += [f"c.{f}" for f in free]
    dark = light_floors(h)
    for cards in _subsets(hand, LIGHT_CARDS):
        if sum(CARDS[c].bulbs for c in cards) >= MIN_LIGHT_BULBS:
            out += [f"l.{f}.{_ids(cards)}" for f in dark]
    if Kind.HOLE in kinds:
        for q in s.active():
            for ghost in (g for g in s.houses[q].ghosts if g != EMPTY):
                here = ghost_floor(s.houses[q], ghost)
                out += [f"h.{ghost}.{t}" for t in foes if tops[t] and not (t == q and tops[t] == here)]
    if Kind.BULB in kinds:
        out += [f"b.{f}" for f in dark]
    if Kind.FOOD in kinds:
        out += [f"f.{cat}.{f}" for q in foes for cat in s.houses[q].cats if cat != EMPTY for f in free]
    if Kind.ELEVATOR in kinds:
        for cat in (c for c in h.cats if c != EMPTY):
            out += [f"e.{cat}.{f}" for f in free if f != cat_floor(h, cat)]
    if Kind.LIGHTNING in kinds:
        out += [f"z.{q}" for q in foes if tops[q] and s.houses[q].lights[tops[q] - 1]]
    out += [f"d.{_ids(c)}" for c in _subsets(hand, range(1, len(hand) + 1))]
    return out


def perform(s: GhostState, seat: int, a: str) -> GhostState:
    """Play a legal, normalized action (the caller has checked it)."""
    s = replace(s, ply=s.ply + 1)
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    window = {"cat": defend, "allow": allow, "stop": stop_with_ghost, "nostop": pass_escape}
    if head in window:
        return window[head](s)
    h = s.houses[seat]
    if head == "r":
        rooms = place_rooms(h, tuple(n))
        assert rooms is not None
        return end_turn(take(s, seat, tuple(n)).with_house(seat, replace(h, rooms=rooms)))
    if head == "d":
        return end_turn(draw(throw(take(s, seat, tuple(n)), tuple(n)), seat, len(n)))
    if head == "l":
        s = throw(take(s, seat, tuple(n[1:])), tuple(n[1:]))
        return end_turn(s.with_house(seat, set_light(h, n[0], True)))
    if head == "pass":
        return end_turn(s)
    kind = {"g": Kind.GHOST, "c": Kind.CAT, "h": Kind.HOLE, "b": Kind.BULB}.get(head)
    kind = kind or {"f": Kind.FOOD, "e": Kind.ELEVATOR, "z": Kind.LIGHTNING}[head]
    card = holding(s, seat, kind)
    assert card is not None
    s = take(s, seat, (card,))
    if head == "g":
        return arrive(s, card, n[0], seat, Via.GHOST)
    if head == "c":
        return end_turn(_put_cat(s, seat, n[0], card))
    s = throw(s, (card,))
    if head == "h":
        q = next(q for q in s.active() if n[0] in s.houses[q].ghosts)
        s = s.with_house(q, remove_ghost(s.houses[q], n[0]))
        return arrive(s, n[0], n[1], seat, Via.HOLE)
    if head == "b":
        return end_turn(s.with_house(seat, set_light(h, n[0], True)))
    if head in ("f", "e"):
        q = next(q for q in s.active() if n[0] in s.houses[q].cats)
        s = s.with_house(q, remove_cat(s.houses[q], n[0]))
        return end_turn(_put_cat(s, seat, n[1], n[0]))
    return end_turn(_lightning(s, n[0]))


def _put_cat(s: GhostState, seat: int, floor: int, cat: int) -> GhostState:
    """A cat goes on a room of the floor; a ghost there chases it off and both are discarded."""
    h = s.houses[seat]
    ghost = h.ghosts[floor - 1]
    if ghost != EMPTY:
        return throw(s.with_house(seat, remove_ghost(h, ghost)), (cat, ghost))
    return s.with_house(seat, add_cat(h, floor, cat))


def _lightning(s: GhostState, target: int) -> GhostState:
    """The target's top explored floor goes dark; a ghost there clears it at once (RULINGS 6)."""
    h = s.houses[target]
    floor = top_floor(h)
    if h.ghosts[floor - 1] == EMPTY:
        return s.with_house(target, set_light(h, floor, False))
    h, gone = clear_floor(h, floor)
    return throw(s.with_house(target, h), gone)
