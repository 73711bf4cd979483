"""Queries and changes of one haunted house (pure functions over :class:`House`).

Floors are numbered 1..3. Rooms fill a floor left then right, and a floor
only once every lower floor is full, so the house always fills in slot order.
"""

from __future__ import annotations

from dataclasses import replace

from bot.games.ghost_at_home.data import CARDS, FLOORS, ROOMS_PER_FLOOR, Kind
from bot.games.ghost_at_home.model import EMPTY, SLOTS, House

FLOOR_NUMBERS = tuple(range(1, FLOORS + 1))


def slots_of(floor: int) -> range:
    """Slot indexes of one floor (left first)."""
    return range((floor - 1) * ROOMS_PER_FLOOR, floor * ROOMS_PER_FLOOR)


def floor_of(slot: int) -> int:
    """Floor number of a slot."""
    return slot // ROOMS_PER_FLOOR + 1


def rooms_on(h: House, floor: int) -> tuple[int, ...]:
    """Room cards on a floor."""
    return tuple(h.rooms[i] for i in slots_of(floor) if h.rooms[i] != EMPTY)


def cats_on(h: House, floor: int) -> tuple[int, ...]:
    """Cats on a floor."""
    return tuple(h.cats[i] for i in slots_of(floor) if h.cats[i] != EMPTY)


def floor_full(h: House, floor: int) -> bool:
    """Whether both rooms of the floor are explored."""
    return all(h.rooms[i] != EMPTY for i in slots_of(floor))


def lower_full(h: House, floor: int) -> bool:
    """Whether every floor below ``floor`` is fully explored."""
    return all(floor_full(h, f) for f in range(1, floor))


def explored(h: House) -> int:
    """Number of rooms in the house."""
    return sum(r != EMPTY for r in h.rooms)


def is_full(h: House) -> bool:
    """Whether every room of the house is explored (the player may escape)."""
    return explored(h) == SLOTS


def top_floor(h: House) -> int:
    """Highest floor holding a room card (where ghosts and Lightning strike), 0 if none."""
    return next((floor_of(i) for i in range(SLOTS - 1, -1, -1) if h.rooms[i] != EMPTY), 0)


def free_room(h: House, floor: int) -> int | None:
    """First slot of the floor with a room and no cat, or None."""
    return next((i for i in slots_of(floor) if h.rooms[i] != EMPTY and h.cats[i] == EMPTY), None)


def cat_floor(h: House, cat: int) -> int:
    """Floor a cat sits on, 0 when it is not in this house."""
    return floor_of(h.cats.index(cat)) if cat in h.cats else 0


def ghost_floor(h: House, ghost: int) -> int:
    """Floor a ghost stays on, 0 when it is not in this house."""
    return h.ghosts.index(ghost) + 1 if ghost in h.ghosts else 0


def light_floors(h: House) -> tuple[int, ...]:
    """Dark floors whose lower floors are all explored (where a light may go on)."""
    return tuple(f for f in FLOOR_NUMBERS if not h.lights[f - 1] and lower_full(h, f))


def place_rooms(h: House, cards: tuple[int, ...]) -> tuple[int, ...] | None:
    """The house's rooms with the cards played as rooms, or None if no legal order exists.

    Each room card goes on its own floor, a wild room on any floor, and always
    on the lowest floor that is not full; so the cards fill the next empty
    slots, room cards on their floors and wild rooms in the gaps.
    """
    empty = [i for i, r in enumerate(h.rooms) if r == EMPTY]
    if not cards or len(cards) > len(empty):
        return None
    fixed = sorted(c for c in cards if CARDS[c].kind is Kind.ROOM)
    wild = sorted(c for c in cards if CARDS[c].kind is Kind.WILD)
    if len(fixed) + len(wild) != len(cards):
        return None
    rooms = list(h.rooms)
    for i in empty[: len(cards)]:
        f = floor_of(i)
        card = next((c for c in fixed if CARDS[c].floor == f), None)
        if card is not None:
            fixed.remove(card)
        elif wild:
            card = wild.pop(0)
        else:
            return None
        rooms[i] = card
    return None if fixed else tuple(rooms)


def add_cat(h: House, floor: int, cat: int) -> House:
    """The house with a cat on the first free room of the floor (the caller checks there is one)."""
    slot = free_room(h, floor)
    assert slot is not None
    return replace(h, cats=_set(h.cats, slot, cat))


def remove_cat(h: House, cat: int) -> House:
    """The house without that cat."""
    return replace(h, cats=_set(h.cats, h.cats.index(cat), EMPTY))


def remove_ghost(h: House, ghost: int) -> House:
    """The house without that ghost."""
    return replace(h, ghosts=_set(h.ghosts, h.ghosts.index(ghost), EMPTY))


def set_light(h: House, floor: int, on: bool) -> House:
    """The house with the light of a floor switched on or off."""
    return replace(h, lights=_set(h.lights, floor - 1, on))


def clear_floor(h: House, floor: int) -> tuple[House, tuple[int, ...]]:
    """Discard the rooms (and any ghost or cat) of a floor and turn its light off."""
    gone = rooms_on(h, floor) + cats_on(h, floor)
    rooms, cats = list(h.rooms), list(h.cats)
    for i in slots_of(floor):
        rooms[i] = cats[i] = EMPTY
    ghost = h.ghosts[floor - 1]
    if ghost != EMPTY:
        gone += (ghost,)
    h = replace(h, rooms=tuple(rooms), cats=tuple(cats), ghosts=_set(h.ghosts, floor - 1, EMPTY))
    return set_light(h, floor, False), gone


def cards_in(h: House) -> tuple[int, ...]:
    """Every card lying in the house."""
    return tuple(c for c in (*h.rooms, *h.cats, *h.ghosts) if c != EMPTY)


def problems(h: House) -> list[str]:
    """What makes a house illegal (empty for a legal house); used by set-up and tests."""
    out: list[str] = []
    for f in FLOOR_NUMBERS:
        left, right = (h.rooms[i] for i in slots_of(f))
        for c in (left, right):
            if c != EMPTY and not (CARDS[c].kind is Kind.WILD or (CARDS[c].kind is Kind.ROOM and CARDS[c].floor == f)):
                out.append(f"card {c} is not a floor {f} room")
        if left == EMPTY and right != EMPTY:
            out.append(f"floor {f} fills its left room first")
        if rooms_on(h, f) and not lower_full(h, f):
            out.append(f"floor {f} has rooms above a floor that is not full")
        for i in slots_of(f):
            cat = h.cats[i]
            if cat != EMPTY and (h.rooms[i] == EMPTY or CARDS[cat].kind is not Kind.CAT):
                out.append(f"slot {i} holds a cat without a room, or a card that is not a cat")
        ghost = h.ghosts[f - 1]
        if ghost != EMPTY:
            if CARDS[ghost].kind is not Kind.GHOST:
                out.append(f"card {ghost} on floor {f} is not a ghost")
            if not h.lights[f - 1] or not rooms_on(h, f) or cats_on(h, f):
                out.append(f"a ghost stays on floor {f} only while it is lit, explored and has no cat")
    return out


def _set(t: tuple, i: int, v: object) -> tuple:
    return (*t[:i], v, *t[i + 1 :])
