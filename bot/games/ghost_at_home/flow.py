"""The flow of play: drawing, ghost arrivals, the cat and escape windows, turn ends.

Every function takes a state and returns the next one; none checks legality
(the actions module does that before calling in).
"""

from __future__ import annotations

from dataclasses import replace

from bot.games.base import chance
from bot.games.ghost_at_home.data import CARDS, HAND_SIZE, Kind
from bot.games.ghost_at_home.house import cards_in, cats_on, clear_floor, is_full, remove_cat, top_floor
from bot.games.ghost_at_home.model import EMPTY, Attack, Escape, GhostState, House, Phase, Via


def holding(s: GhostState, seat: int, kind: Kind) -> int | None:
    """Lowest card id of that kind in the seat's hand (cats and ghosts are all alike), or None."""
    return min((c for c in s.hands[seat] if CARDS[c].kind is kind), default=None)


def take(s: GhostState, seat: int, cards: tuple[int, ...]) -> GhostState:
    """Remove cards from a seat's hand."""
    return s.with_hand(seat, tuple(c for c in s.hands[seat] if c not in cards))


def throw(s: GhostState, cards: tuple[int, ...]) -> GhostState:
    """Put cards on the discard pile."""
    return replace(s, discard=s.discard + tuple(cards))


def draw(s: GhostState, seat: int, n: int) -> GhostState:
    """Draw up to ``n`` cards; an empty deck is refilled from the shuffled discard pile (RULINGS 10)."""
    for _ in range(n):
        if not s.deck:
            if not s.discard:
                break
            pile = list(s.discard)
            chance(s.seed, "reshuffle", s.shuffles).shuffle(pile)
            s = replace(s, deck=tuple(pile), discard=(), shuffles=s.shuffles + 1)
        s = replace(s, deck=s.deck[1:]).with_hand(seat, (*s.hands[seat], s.deck[0]))
    return s


def refill(s: GhostState, seat: int) -> GhostState:
    """Draw up to the hand size."""
    return draw(s, seat, max(0, HAND_SIZE - len(s.hands[seat])))


def next_seat(s: GhostState, seat: int) -> int:
    """The next seat still in the game after ``seat``."""
    for step in range(1, s.players + 1):
        nxt = (seat + step) % s.players
        if nxt not in s.resigned:
            return nxt
    return seat


def begin_turn(s: GhostState, seat: int) -> GhostState:
    """Hand the turn to ``seat``."""
    return replace(s, turn=seat, phase=Phase.TURN, attack=None, escape=None)


# --- ghosts -------------------------------------------------------------------------


def arrive(s: GhostState, ghost: int, target: int, by: int, via: Via) -> GhostState:
    """A ghost arrives on the target's highest explored floor (RULINGS 4, 5).

    A cat on the floor cancels it; otherwise the target may answer with a cat
    from hand (the DEFEND window), or the ghost lands.
    """
    h = s.houses[target]
    floor = top_floor(h)
    cats = cats_on(h, floor)
    if cats:
        return after_attack(throw(s.with_house(target, remove_cat(h, cats[0])), (ghost, cats[0])))
    if s.always_ask or holding(s, target, Kind.CAT) is not None:
        return replace(s, phase=Phase.DEFEND, attack=Attack(ghost, target, floor, by, via))
    return after_attack(land(s, ghost, target, floor))


def defend(s: GhostState) -> GhostState:
    """The target discards a cat from hand: the ghost is cancelled."""
    assert s.attack is not None
    cat = holding(s, s.attack.target, Kind.CAT)
    assert cat is not None
    s = throw(take(s, s.attack.target, (cat,)), (s.attack.ghost, cat))
    return after_attack(replace(s, attack=None))


def allow(s: GhostState) -> GhostState:
    """The target lets the ghost in."""
    a = s.attack
    assert a is not None
    return after_attack(land(replace(s, attack=None), a.ghost, a.target, a.floor))


def land(s: GhostState, ghost: int, target: int, floor: int) -> GhostState:
    """The ghost lands: a dark floor loses its rooms; a lit floor holds one ghost, two clear it."""
    h = s.houses[target]
    if h.lights[floor - 1] and h.ghosts[floor - 1] == EMPTY:
        ghosts = (*h.ghosts[: floor - 1], ghost, *h.ghosts[floor:])
        return s.with_house(target, replace(h, ghosts=ghosts))
    h, gone = clear_floor(h, floor)
    return throw(s.with_house(target, h), (*gone, ghost))


def after_attack(s: GhostState) -> GhostState:
    """Go on once a ghost is resolved: with the escape, or by ending the turn."""
    s = replace(s, phase=Phase.TURN, attack=None)
    return continue_escape(s) if s.escape else end_turn(s)


# --- turn end and escape ----------------------------------------------------------------


def end_turn(s: GhostState) -> GhostState:
    """End the active turn: refill and pass on, or start an escape from a full house."""
    p = s.turn
    if p in s.resigned:
        return begin_turn(s, next_seat(s, p))
    if is_full(s.houses[p]):
        queue = tuple(q for q in ((p + k) % s.players for k in range(1, s.players)) if q not in s.resigned)
        per_seat = 2 if len(s.active()) == 2 else 1
        return continue_escape(replace(s, escape=Escape(p, queue, per_seat, per_seat)))
    return begin_turn(refill(s, p), next_seat(s, p))


def continue_escape(s: GhostState) -> GhostState:
    """Ask the next player who may stop the escape, or settle it (RULINGS 7)."""
    e = s.escape
    assert e is not None
    if e.escaper in s.resigned or not is_full(s.houses[e.escaper]):
        return escape_stopped(s)
    while e.queue:
        seat = e.queue[0]
        if e.left > 0 and seat not in s.resigned and (s.always_ask or holding(s, seat, Kind.GHOST) is not None):
            return replace(s, phase=Phase.STOP, escape=e)
        e = replace(e, queue=e.queue[1:], left=e.per_seat)
    return replace(s, phase=Phase.OVER, escape=None, winner=e.escaper)


def stop_with_ghost(s: GhostState) -> GhostState:
    """The asked player plays a ghost from hand at the escaper."""
    e = s.escape
    assert e is not None
    seat = e.queue[0]
    ghost = holding(s, seat, Kind.GHOST)
    assert ghost is not None
    e = replace(e, left=e.left - 1)
    if not e.left:
        e = replace(e, queue=e.queue[1:], left=e.per_seat)
    s = replace(take(s, seat, (ghost,)), escape=e)
    return arrive(s, ghost, e.escaper, seat, Via.STOP)


def pass_escape(s: GhostState) -> GhostState:
    """The asked player lets the escape go on."""
    e = s.escape
    assert e is not None
    return continue_escape(replace(s, escape=replace(e, queue=e.queue[1:], left=e.per_seat)))


def escape_stopped(s: GhostState) -> GhostState:
    """Everyone refills, from the escaper on; play goes on after the escaper."""
    e = s.escape
    assert e is not None
    s = replace(s, escape=None)
    seat = e.escaper
    for _ in range(s.players):
        if seat not in s.resigned:
            s = refill(s, seat)
        seat = (seat + 1) % s.players
    return begin_turn(s, next_seat(s, e.escaper))


# --- leaving ---------------------------------------------------------------------------


def leave(s: GhostState, seat: int) -> GhostState:
    """The seat leaves: its hand and house go to the discard pile; play goes on without it."""
    h = s.houses[seat]
    gone = s.hands[seat] + cards_in(h)
    s = throw(s.with_hand(seat, ()), gone).with_house(seat, House())
    s = replace(s, resigned=tuple(sorted((*s.resigned, seat))), ply=s.ply + 1)
    active = s.active()
    if len(active) == 1:
        loose = (s.attack.ghost,) if s.attack else ()
        return replace(throw(s, loose), phase=Phase.OVER, attack=None, escape=None, winner=active[0])
    if s.phase is Phase.DEFEND and s.attack and s.attack.target == seat:
        return after_attack(throw(s, (s.attack.ghost,)))
    if s.phase is Phase.STOP:
        return continue_escape(s)
    if s.phase is Phase.TURN and s.turn == seat:
        return begin_turn(s, next_seat(s, seat))
    return s
