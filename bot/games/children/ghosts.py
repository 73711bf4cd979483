"""Ghosts: placing them, the spectral flow, trapping, enraging, and meeting players (trap or run)."""

from __future__ import annotations

from dataclasses import replace

from bot.games.children.cards import hand_limit, leave, shuffle_in, take, toys_in_hand
from bot.games.children.data import CARDS, GHOST_COUNT, TOYS, Device, toy_of
from bot.games.children.mansion import distance, exits, flows, in_play, neighbours, occupied, seats_in
from bot.games.children.model import FLED, NONE, ChildrenState, Task


def ghost_room(s: ChildrenState, ghost: int) -> int:
    """The room a ghost haunts, or NONE."""
    return next((r for r, h in enumerate(s.haunts) if ghost in h), NONE)


def ghosts_present(s: ChildrenState) -> tuple[int, ...]:
    """Ghosts in the mansion, in card order."""
    return tuple(sorted(g for h in s.haunts for g in h))


def push(s: ChildrenState, *tasks: Task) -> ChildrenState:
    """Put tasks in front of the pending ones (they happen first, in the given order)."""
    return replace(s, tasks=tuple(tasks) + s.tasks)


def free_rooms(s: ChildrenState) -> tuple[int, ...]:
    """Rooms no player stands in: where drawn ghosts may go."""
    return tuple(r for r in in_play(s) if not occupied(s, r))


def revealed_ghosts(s: ChildrenState) -> frozenset[int]:
    """Ghosts whose mini stack has been turned over: they enter the mansion enraged."""
    return frozenset(s.minis[k] for k in s.revealed)


def queue_trims(s: ChildrenState) -> ChildrenState:
    """Every player but the active one, above the (new) hand limit, must trim at once."""
    limit = hand_limit(s)
    waiting = {t.seat for t in s.tasks if t.kind == "trim"}
    new = [
        Task("trim", p)
        for p in seats_in_turn_order(s)
        if p != s.turn and s.pos[p] != NONE and len(s.hands[p]) > limit and p not in waiting
    ]
    return push(s, *new) if new else s


def seats_in_turn_order(s: ChildrenState) -> tuple[int, ...]:
    """Active seats starting after the player whose turn it is."""
    order = [(s.turn + k) % s.players for k in range(1, s.players + 1)]
    return tuple(p for p in order if p not in s.resigned)


def arrivals(s: ChildrenState, room: int) -> ChildrenState:
    """Every player in ``room`` meets what is there (after a ghost or Kitty came in)."""
    tasks = [Task("arrive", p) for p in seats_in(s, room)]
    return push(s, *tasks) if tasks else s


def put_ghost(s: ChildrenState, ghost: int, room: int) -> ChildrenState:
    """A ghost card goes under a room, enraged side up if its mini stack is turned over."""
    s = s.with_room("haunts", room, s.haunts[room] + (ghost,))
    if ghost in revealed_ghosts(s) and ghost not in s.enraged:
        s = replace(s, enraged=s.enraged + (ghost,))
    return arrivals(queue_trims(s), room) if occupied(s, room) else queue_trims(s)


def lift_ghost(s: ChildrenState, ghost: int) -> ChildrenState:
    """The ghost leaves the mansion, turned calm side up."""
    room = ghost_room(s, ghost)
    s = s.with_room("haunts", room, tuple(g for g in s.haunts[room] if g != ghost))
    return replace(s, enraged=tuple(g for g in s.enraged if g != ghost))


def move_ghost(s: ChildrenState, ghost: int, room: int) -> ChildrenState:
    """A ghost goes to another room (keeping its temper); players there meet it."""
    enraged = ghost in s.enraged
    s = lift_ghost(s, ghost)
    s = s.with_room("haunts", room, s.haunts[room] + (ghost,))
    if enraged:
        s = replace(s, enraged=s.enraged + (ghost,))
    return arrivals(s, room)


def banish(s: ChildrenState, ghost: int) -> ChildrenState:
    """The ghost goes calm side up to a random place of the draw pile (Feather)."""
    return shuffle_in(lift_ghost(s, ghost), (ghost,), f"banish{ghost}")


def flow_moves(s: ChildrenState) -> tuple[tuple[int, int], ...]:
    """Every (ghost, room) move along the spectral arrows."""
    return tuple((g, r) for g in ghosts_present(s) for r in flows(s, ghost_room(s, g)))


def nearest(s: ChildrenState, room: int, calm_only: bool = False) -> tuple[int, ...]:
    """The ghosts closest to ``room``, ties included.

    ``calm_only`` (Crickets): calm ghosts, one in the room itself included. Otherwise (a ghost
    coming to you: Voodoo Doll, Snow Globe) ghosts already in the room do not count.
    """
    cands = [g for g in ghosts_present(s) if (g not in s.enraged if calm_only else ghost_room(s, g) != room)]
    if not cands:
        return ()
    best = min(distance(s, room, ghost_room(s, g)) for g in cands)
    return tuple(g for g in cands if distance(s, room, ghost_room(s, g)) == best)


def within(s: ChildrenState, room: int, reach: int) -> tuple[int, ...]:
    """Ghosts at most ``reach`` rooms away (straight lines, never diagonally)."""
    return tuple(g for g in ghosts_present(s) if distance(s, room, ghost_room(s, g)) <= reach)


def trap(s: ChildrenState, seat: int, ghost: int) -> ChildrenState:
    """Take ghost and toy for scoring, turn the toy's mini stack over, enrage the ghost revealed."""
    toy = toy_of(ghost)
    s = lift_ghost(take(s, seat, (toy,)), ghost)
    s = s.with_seat("trapped", seat, s.trapped[seat] + (ghost, toy))
    k = toy - GHOST_COUNT
    if k not in s.revealed:
        s = replace(s, revealed=(*s.revealed, k))
    angry = s.minis[k]
    if ghost_room(s, angry) != NONE and angry not in s.enraged:
        s = replace(s, enraged=(*s.enraged, angry))
    return queue_trims(s)


def meet(s: ChildrenState, seat: int, fled: tuple[int, ...] = ()) -> ChildrenState:
    """A player finds ghosts: trap every one whose toy is in hand; run from the others.

    ``fled``: the rooms already fled in the flight that brought the player here (it goes on).
    """
    room = s.pos[seat]
    if room == NONE or seat in s.resigned:
        return s
    for g in sorted(s.haunts[room]):
        if toy_of(g) in s.hands[seat]:
            s = trap(s, seat, g)
    if s.haunts[room]:
        return push(s, Task("run", seat, tuple(FLED + r for r in fled)))
    if s.kitty == room and s.kitty_holder not in (NONE, seat) and not has_catnip(s, seat):
        return push(s, Task("pounce", s.kitty_holder, (seat,)))
    return s


def has_catnip(s: ChildrenState, seat: int) -> bool:
    """Whether the seat holds Catnip (then Kitty Kitty's owner cannot move it)."""
    return any(CARDS[c].name == Device.CATNIP for c in s.hands[seat])


def flight(args: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A ``run`` task's args split into the rooms already fled in this flight and the cards left so far."""
    return tuple(a - FLED for a in args if a >= FLED), tuple(a for a in args if a < FLED)


def run_exits(s: ChildrenState, seat: int, fled: tuple[int, ...] = ()) -> tuple[int, ...]:
    """Rooms a player can run to: through a door or trapdoor, as every move (a ghost there or not).

    A room already fled in the same flight is no way out (else a flight between haunted rooms
    would never end).
    """
    return tuple(r for r in exits(s, s.pos[seat]) if r not in fled)


def run_cards(s: ChildrenState, seat: int, left: tuple[int, ...]) -> tuple[int, ...]:
    """Cards a runner may leave next, having left ``left``: 2 in all, one a toy when it holds one.

    Then, like every player leaving a room, a runner still above the hand limit leaves any cards
    down to it. Empty when that is done (or the hand is empty): then the runner picks the room.
    """
    hand = s.hands[seat]
    if not hand:
        return ()
    if len(left) < 2:
        toys = toys_in_hand(s, seat)
        if len(left) == 1 and toys and not any(c in TOYS for c in left):
            return tuple(sorted(set(toys)))
        return tuple(sorted(set(hand)))
    return tuple(sorted(set(hand))) if len(hand) > hand_limit(s) else ()


def run(s: ChildrenState, seat: int, room: int, fled: tuple[int, ...]) -> ChildrenState:
    """Flee to ``room`` (no card is drawn); the cards were left in the haunted room already.

    ``fled``: the rooms fled in this flight, the one just left included. The player meets what
    is there; on its own turn it may then look at the cards there.
    """
    s = s.with_seat("pos", seat, room)
    return push(s, Task("arrive", seat, fled), *may_look(s, seat))


def may_look(s: ChildrenState, seat: int) -> tuple[Task, ...]:
    """The ``find`` decision of a player moved without entering a room (running, Catnip, Kitty Kitty).

    Only on its own turn ("you may only look at cards in the room to which you have fled if it
    is currently your turn"); ``flow.owed`` drops it when there is nothing to find or when the
    player may look anyway (a free action while it still has actions or Skull Tokens in step 2).
    """
    return (Task("find", seat, (s.pos[seat],)),) if seat == s.turn and s.pos[seat] != NONE else ()


def escape(s: ChildrenState, seat: int) -> ChildrenState:
    """Emergency escape: leave the whole hand in the room and take the figurine out of play."""
    s = leave(s, seat, s.hands[seat], s.pos[seat])
    return s.with_seat("pos", seat, NONE)


def placeable(s: ChildrenState, seat: int, mode: int, taken: tuple[int, ...] = ()) -> tuple[int, ...]:
    """Rooms where a ghost may be placed: mode 0 rooms without players, mode 1 next to the seat.

    Mode 1 (Raven's Skull) avoids the ``taken`` rooms (the first ghost's) when another is beside.
    """
    if mode == 1 and s.pos[seat] != NONE:
        near = set(neighbours(s, s.pos[seat]))
        if near:
            return tuple(sorted(near - set(taken) or near))
    return tuple(sorted(free_rooms(s)))


def enter(s: ChildrenState, seat: int, room: int) -> ChildrenState:
    """The seat walks into a room: draw a card, look at the cards there, then meet what is there."""
    s = s.with_seat("pos", seat, room)
    return push(s, Task("draw", seat), Task("look", seat), Task("arrive", seat))
