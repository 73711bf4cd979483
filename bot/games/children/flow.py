"""The game's clockwork: automatic tasks, the steps of a turn, turn passing and the end game."""

from __future__ import annotations

from dataclasses import replace

from bot.games.children.cards import forget_room, give, hand_limit, insane, pop_top
from bot.games.children.data import CARDS, Kind
from bot.games.children.decisions import decide, default, options
from bot.games.children.devices import can_pay
from bot.games.children.ghosts import flow_moves, free_rooms, has_catnip, meet, push
from bot.games.children.hazards import fate, spring
from bot.games.children.model import NONE, ChildrenState, Phase, Task

STILL_OWED = {"trim", "run", "pounce", "biddle", "near", "settle", "find"}
"""Decisions checked again when they come up (they may have become moot)."""
MAX_STEPS = 10_000


def owed(s: ChildrenState, t: Task) -> bool:
    """Whether a pending decision still has to be taken (else it is dropped silently)."""
    if t.kind not in STILL_OWED:
        return True
    if t.kind == "trim":
        room = s.pos[t.seat]
        now = t.seat != s.turn or s.phase is Phase.KITTY  # the current player trims at the end of its turn
        return now and room != NONE and len(s.hands[t.seat]) > hand_limit(s) and t.seat not in s.resigned
    if t.kind == "find":
        room = t.args[0]
        free = s.phase is Phase.ACT and (s.actions_left > 0 or s.skulls[t.seat] > 0)  # "look" is a free action
        here = t.seat == s.turn and s.pos[t.seat] == room and t.seat not in s.resigned
        return here and bool(s.under[room]) and not s.haunts[room] and not free
    if t.kind == "run":
        room = s.pos[t.seat]
        return room != NONE and bool(s.haunts[room]) and t.seat not in s.resigned
    if t.kind == "pounce":
        victim = t.args[0]
        return (
            s.kitty != NONE
            and s.kitty_holder == t.seat
            and s.pos[victim] == s.kitty
            and not has_catnip(s, victim)
            and victim not in s.resigned
        )
    return bool(options(s, t))


def draw_card(s: ChildrenState, seat: int, again: bool) -> ChildrenState:
    """Draw one card for ``seat``: fates resolve (then draw again when ``again``), ghosts are placed."""
    s, card = pop_top(s)
    if card is None:
        return s
    kind = CARDS[card].kind
    if kind is Kind.FATE:
        if again:
            s = push(s, Task("draw", seat))
        return fate(s, seat, card)
    if kind is Kind.GHOST:
        if free_rooms(s):
            return push(s, Task("place", seat, (card, 0)))
        s = replace(s, deck=(*s.deck, card))
        return push(s, Task("draw", seat)) if again and _drawable(s) else s
    return give(s, seat, (card,))


def _drawable(s: ChildrenState) -> bool:
    """Whether drawing can still bring a card to hand (not only unplaceable ghosts)."""
    return bool(s.deck) and (bool(free_rooms(s)) or any(CARDS[c].kind is not Kind.GHOST for c in s.deck))


def look(s: ChildrenState, seat: int) -> ChildrenState:
    """Pick up every card left in the room; traps spring (Dental Tools may stop them on your turn)."""
    room = s.pos[seat]
    if room == NONE:
        return s
    cards = s.under[room]
    if not cards:
        return s
    s = forget_room(s.with_room("under", room, ()), room)
    traps = tuple(c for c in cards if CARDS[c].kind is Kind.TRAP)
    s = give(s, seat, tuple(c for c in cards if c not in traps))
    ask = seat == s.turn and can_pay(s, seat)
    return push(s, *(Task("defuse" if ask else "spring", seat, (t,)) for t in traps))


def _auto(s: ChildrenState, t: Task) -> ChildrenState:
    if t.kind == "draw":
        return draw_card(s, t.seat, again=True)
    if t.kind == "restock":
        return draw_card(s, t.seat, again=False)
    if t.kind == "look":
        return look(s, t.seat)
    if t.kind == "arrive":
        return meet(s, t.seat, t.args)
    if t.kind == "spring":
        return spring(s, t.seat, t.args[0])
    # handover: the Kitty Kitty card goes to the chosen player (the next one if they left)
    if s.kitty_holder != t.seat:
        return s
    order = [t.args[0]] + [(t.seat + k) % s.players for k in range(1, s.players)]
    return replace(s, kitty_holder=next((p for p in order if p not in s.resigned), t.seat))


AUTOMATIC = frozenset({"draw", "restock", "look", "arrive", "spring", "handover"})


def proceed(s: ChildrenState) -> ChildrenState:
    """Run automatic steps until a seat owes a decision or the game is over."""
    for _ in range(MAX_STEPS):
        if s.phase is Phase.OVER:
            return s
        if insane(s):
            return finish(s, insane=True)
        if s.tasks:
            t = s.tasks[0]
            if t.kind in AUTOMATIC:
                s = _auto(replace(s, tasks=s.tasks[1:]), t)
            elif not owed(s, t):
                s = replace(s, tasks=s.tasks[1:])
            elif t.seat in s.resigned:
                s = decide(s, t, default(s, t))  # a player who left gets the auto-answer
            else:
                return s
            continue
        nxt = advance(s)
        if nxt is s:
            return s
        s = nxt
    raise RuntimeError("Children: the game does not settle")  # pragma: no cover


def advance(s: ChildrenState) -> ChildrenState:
    """Move the active player's turn on when nothing is owed in the current step."""
    me = s.turn
    here = s.pos[me]
    if me in s.resigned:
        return end_turn(replace(s, phase=Phase.KITTY))
    if s.phase is Phase.TILE and not s.room_pile:
        return replace(s, phase=Phase.ENTER if here == NONE else Phase.ACT)
    if s.phase is Phase.ENTER and here != NONE:
        return replace(s, phase=Phase.ACT)
    if s.phase is Phase.ACT and (here == NONE or (s.actions_left == 0 and s.skulls[me] == 0)):
        return replace(s, phase=Phase.RESTORE if here != NONE else Phase.GHOST)
    if s.phase is Phase.RESTORE:
        n, limit = len(s.hands[me]), hand_limit(s)
        if here != NONE and n > limit:
            return s
        if here != NONE and n < limit and _drawable(s):
            return push(s, Task("restock", me))
        return replace(s, phase=Phase.GHOST)
    if s.phase is Phase.GHOST and not flow_moves(s):
        return replace(s, phase=Phase.KITTY)
    if s.phase is Phase.KITTY and not (s.kitty_holder == me and s.kitty != NONE and len(s.active()) > 1):
        if here != NONE and len(s.hands[me]) > hand_limit(s):
            return push(s, Task("trim", me))  # the limit dropped after step 3: trim at the end of the turn
        return end_turn(s)
    return s


def end_turn(s: ChildrenState) -> ChildrenState:
    """Pass play to the left; in the end game, stop after everyone's last turn."""
    if s.ending:
        left = len(s.active()) if s.last_turns == NONE else s.last_turns - 1
        if left <= 0:
            return finish(replace(s, last_turns=0))
        s = replace(s, last_turns=left)
    order = [(s.turn + k) % s.players for k in range(1, s.players + 1)]
    nxt = next(p for p in order if p not in s.resigned)
    return replace(s, turn=nxt, phase=Phase.TILE, actions_left=2)


def finish(s: ChildrenState, insane: bool = False) -> ChildrenState:
    """End the game; cards in flight settle (ghosts being placed under the pile, traps discarded)."""
    ghosts = tuple(t.args[0] for t in s.tasks if t.kind == "place")
    traps = tuple(t.args[0] for t in s.tasks if t.kind in ("spring", "defuse"))
    return replace(s, phase=Phase.OVER, insane=insane, tasks=(), deck=s.deck + ghosts, discard=s.discard + traps)
