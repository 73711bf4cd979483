"""What springs on players: the 4 trap cards and the 3 fate cards, as printed in the rulebook."""

from __future__ import annotations

from dataclasses import replace

from bot.games.base import chance
from bot.games.children.cards import forget_room, give, holding, pull_ghosts, shuffle_in, take, throw, toys_in_hand
from bot.games.children.data import CARDS, Device, Fate, Trap
from bot.games.children.ghosts import (
    arrivals,
    lift_ghost,
    move_ghost,
    nearest,
    push,
    queue_trims,
    seats_in_turn_order,
)
from bot.games.children.mansion import in_play, lift, occupied
from bot.games.children.model import NONE, ChildrenState, Task

VOODOO, CRICKETS = 0, 1
"""Effect codes of the ``near`` decision (which effect picks among tied nearest ghosts)."""


def spring(s: ChildrenState, seat: int, trap: int) -> ChildrenState:
    """A trap card found in a room springs on ``seat``, then goes to the discard pile."""
    name = CARDS[trap].name
    if name == Trap.CRICKETS and holding(s, seat, Device.CRICKET_CAGE) is not None:
        return give(s, seat, (trap,))
    s = throw(s, (trap,))
    room = s.pos[seat]
    if room == NONE:
        return s
    if name == Trap.MOUSE:
        if s.kitty == NONE or s.kitty_holder == seat:
            return s
        return arrivals(replace(s, kitty=room), room)
    if name == Trap.RAVENS_SKULL:
        s, ghosts = pull_ghosts(s, 2)
        return place_ghosts(s, seat, ghosts, 1)
    if name == Trap.VOODOO_DOLL:
        return near(s, seat, VOODOO)
    return near(s, seat, CRICKETS)


def near(s: ChildrenState, seat: int, effect: int) -> ChildrenState:
    """Apply an effect to the nearest ghost; ties are the seat's choice (a ``near`` decision)."""
    cands = nearest(s, s.pos[seat], calm_only=effect == CRICKETS)
    if len(cands) == 1:
        return near_effect(s, seat, effect, cands[0])
    if cands:
        return push(s, Task("near", seat, (effect,)))
    return s


def near_choices(s: ChildrenState, seat: int, effect: int) -> tuple[int, ...]:
    """The tied nearest ghosts the seat picks from."""
    return nearest(s, s.pos[seat], calm_only=effect == CRICKETS)


def near_effect(s: ChildrenState, seat: int, effect: int, ghost: int) -> ChildrenState:
    """Voodoo Doll / Snow Globe: the ghost comes to the seat's room. Crickets: it becomes enraged."""
    if effect == CRICKETS:
        return queue_trims(replace(s, enraged=(*s.enraged, ghost)))
    return move_ghost(s, ghost, s.pos[seat])


def place_ghosts(s: ChildrenState, seat: int, ghosts: tuple[int, ...], mode: int) -> ChildrenState:
    """Queue the placing of ghosts (mode 0: rooms without players; mode 1: next to the seat)."""
    tasks = [Task("place", seat, (g, mode)) for g in ghosts]
    return push(s, *tasks) if tasks else s


def fate(s: ChildrenState, seat: int, card: int) -> ChildrenState:
    """Resolve a fate card drawn by ``seat`` (its tasks go first)."""
    name = CARDS[card].name
    if name == Fate.KITTY_KITTY:
        s = replace(s, kitty_holder=seat, kitty_card=card)
        return push(s, Task("kitty", seat))
    s = throw(s, (card,))
    if name == Fate.HOUSE_SETTLES:
        return push(s, Task("settle", seat, (2,))) if settle_choices(s) else s
    tasks = [Task("biddle", p) for p in (seat, *(q for q in seats_in_turn_order(s) if q != seat))]
    return push(s, *(t for t in tasks if toys_in_hand(s, t.seat)))


def settle_choices(s: ChildrenState) -> tuple[int, ...]:
    """Rooms House Settles may remove: those no player stands in."""
    return tuple(sorted(r for r in in_play(s) if not occupied(s, r)))


def settle(s: ChildrenState, seat: int, room: int, left: int) -> ChildrenState:
    """Remove a room: its tablet to a random place of the room pile, its contents into the draw pile.

    Kitty Kitty leaves with the room; her card goes into the draw pile too (ruling).
    """
    ghosts = s.haunts[room]
    for g in ghosts:
        s = lift_ghost(s, g)
    cards = s.under[room] + ghosts
    s = forget_room(s.with_room("under", room, ()), room)
    if s.kitty == room:
        cards += (s.kitty_card,)
        s = replace(s, kitty=NONE, kitty_holder=NONE, kitty_card=NONE)
    s = shuffle_in(lift(s, room), cards, f"settle{room}")
    pile = list(s.room_pile)
    pile.insert(chance(s.seed, "settle", s.ply, room).randint(0, len(pile)), room)
    s = replace(s, room_pile=tuple(pile))
    if left > 1 and settle_choices(s):
        s = push(s, Task("settle", seat, (left - 1,)))
    return s


def biddle(s: ChildrenState, seat: int, toy: int) -> ChildrenState:
    """Irwin Biddle takes a toy from the seat's hand into the draw pile."""
    return shuffle_in(take(s, seat, (toy,)), (toy,), f"biddle{seat}")
