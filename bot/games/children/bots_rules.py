"""Rules of thumb for Children, scored on the view alone: the ``good`` bot's judgement where it has nothing finer.

Every ghost it can trap at once first (walking in with the toy, pulling the ghost in at the ghost
step, the Cricket Cage, the Snow Globe); towards ghosts whose toy it holds and away from the others;
its least useful cards given up; the ghosts it can trap placed next to itself, the others far away;
onto an opponent only a ghost that opponent cannot trap. :func:`sensible` keeps every bot from
looping on the free actions (picking up and leaving cards).
"""

from __future__ import annotations

from bot.games.children.bots_sense import SLOT_WORTH, Sense, card_worth
from bot.games.children.data import CARDS, ROOMS, Device, Kind, Trap

TRAP_NOW = 100.0
"""The score of a choice that traps a ghost at once."""


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


def score(sense: Sense, a: str) -> float:
    """How much the rules of thumb like an action."""
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    view = sense.view
    if head in ("m", "e"):
        return enter_score(sense, n[0])
    if head == "u":
        return device_score(sense, n[0], n[1] if len(n) > 1 else -1)
    if head == "l" and not view.queue and view.phase == "act":
        over = len(sense.hand) > view.hand_limit
        return (5.0 if over else -20.0) - card_worth(sense, n[0])
    if head in ("l", "tr", "rl", "bt"):
        return -card_worth(sense, n[0])
    if head == "g":
        return ghost_move_score(sense, n[0], n[1])
    if head == "gp":
        return place_score(sense, view.queue[0].args[0], n[0]) if n else -5.0
    if head == "r":
        return run_score(sense, n[0])
    if head == "look":
        return look_score(sense)
    if head == "t":
        return tile_score(sense, n[0])
    if head == "hs":
        return settle_score(sense, n[0])
    if head == "n":
        return near_score(sense, n[0])
    if head == "kp":
        return 0.3 * min((sense.grid(n[0], r) for r in sense.ghost_room.values()), default=0)
    if head == "k":
        return 1.0 if any(p != view.seat for p in sense.players_in(n[0])) else 0.0
    if head == "dt":
        return defuse_score(sense)
    fixed = {"s": 1.0, "done": 0.0, "gn": 0.0, "x": -30.0, "kn": 0.5, "nl": 0.0, "dn": 0.0}
    return fixed.get(head, 0.0)


def enter_score(sense: Sense, room: int) -> float:
    """Walking (or being carried) into a room: trap what is there, never meet a ghost without its toy."""
    here = sense.rooms[room]
    ghosts = [g.card.id for g in here.ghosts]
    mine = [g for g in ghosts if sense.mine(g)]
    if mine:
        return TRAP_NOW * len(mine) - (15.0 if len(mine) < len(ghosts) else 0.0)
    if ghosts:
        return -15.0
    value = 1.0 + _closer(sense, sense.room, room)
    value -= sum(1.0 for g, r in sense.ghost_room.items() if not sense.mine(g) and room in sense.flows.get(r, ()))
    if here.kitty and sense.view.kitty_holder not in (None, sense.seat) and not _holds(sense, Device.CATNIP):
        value -= 2.0
    known = here.seen
    if here.cards and len(known) < here.cards:
        value += min(1.5, 0.3 * (here.cards - len(known)))
    return value


def _closer(sense: Sense, before: int | None, after: int) -> float:
    """How much nearer the ghosts whose toy the seat holds a step from ``before`` to ``after`` brings it."""
    value = 0.0
    for g in sense.toys:
        room = sense.ghost_room.get(g)
        if room is None:
            continue
        value += 4.0 * (min(sense.moves(before, room), 6) - min(sense.moves(after, room), 6))
        if after in sense.flows.get(room, ()):
            value += 3.0
    return value


def _holds(sense: Sense, name: str) -> bool:
    return any(CARDS[c].name == name for c in sense.hand)


def device_score(sense: Sense, card: int, target: int) -> float:
    """Using a device: the cage and a globe bringing a ghost it can trap first; the others when they help."""
    name = CARDS[card].name
    if name == Device.CRICKET_CAGE:
        return TRAP_NOW
    if name == Device.SNOW_GLOBE:
        return TRAP_NOW - 5 if sense.mine(target) else -20.0
    if name == Device.SECRET_PASSAGE:
        return enter_score(sense, target) - 2.0
    if name == Device.CATNIP:
        return enter_score(sense, target) - 1.0
    if name in (Device.FEATHER, Device.HATPIN):
        if sense.mine(target):
            return -10.0
        room = sense.ghost_room.get(target)
        value = -1.0 + (3.0 if target in sense.enraged else 0.0) + 1.5 * (len(sense.enraged) >= 3)
        if room == sense.room:
            value += 8.0  # a ghost in the seat's own room: no need to run
        elif room is not None and sense.room in sense.flows.get(room, ()):
            value += 1.0
        return value if name == Device.FEATHER else value - 0.5
    if name == Device.MUSIC_BOX:
        waiting = sum(1 for g in sense.toys if g not in sense.ghost_room)
        return 1.5 * waiting - 1.0
    return -1.5


def ghost_move_score(sense: Sense, ghost: int, room: int) -> float:
    """The ghost step: pull a ghost the seat can trap into its room; move untrappable ghosts onto opponents."""
    view = sense.view
    before = sense.ghost_room[ghost]
    if sense.mine(ghost):
        if room == sense.room:
            return TRAP_NOW
        value = 2.0 * (sense.moves(sense.room, before) - sense.moves(sense.room, room))
        return value + (3.0 if sense.room in sense.flows.get(room, ()) else 0.0)
    if room == sense.room:
        return -40.0
    opponents = [p for p in sense.players_in(room) if p != view.seat]
    value = 0.0
    if opponents:
        value += 6.0 if ghost in sense.safe else -4.0
    if sense.room in sense.flows.get(room, ()):
        value -= 2.0
    if sense.room is not None:
        value += 0.3 * (sense.grid(room, sense.room) - sense.grid(before, sense.room))
    return value


def place_score(sense: Sense, ghost: int, room: int) -> float:
    """Where a drawn ghost goes: next to the seat when it holds the toy, else far from it (onto others when safe)."""
    if sense.mine(ghost):
        value = -2.0 * min(sense.moves(sense.room, room), 6)
        if sense.room is not None and sense.room in sense.flows.get(room, ()):
            value += 3.0
        return value
    value = 0.5 * (sense.grid(room, sense.room) if sense.room is not None else 2)
    if sense.room is not None and sense.room in sense.flows.get(room, ()):
        value -= 3.0
    if ghost in sense.safe:
        value += sum(2.0 for p in sense.view.table if p.seat != sense.seat and p.room is not None and p.room in sense.flows.get(room, ()))
    return value


def run_score(sense: Sense, room: int) -> float:
    """Fleeing: into a room without a ghost, the nearer the ghosts it can trap the better."""
    return enter_score(sense, room)


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


def tile_score(sense: Sense, column: int) -> float:
    """Placing a tablet: next to the seat's room through a door when it can."""
    tablet = sense.view.tablet
    if tablet is None or sense.room is None:
        return 0.0
    room = next(r for r in ROOMS if r.name == tablet)
    mine = sense.rooms[sense.room]
    d = abs(room.floor - mine.floor) + abs(column - mine.column)
    return 1.0 if d == 1 else -0.1 * d


def settle_score(sense: Sense, room: int) -> float:
    """House Settles: remove rooms with ghosts others may trap, keep those the seat can trap and its cards."""
    here = sense.rooms[room]
    value = 0.0
    for g in here.ghosts:
        value += -10.0 if sense.mine(g.card.id) else (1.0 if g.card.id in sense.safe else 3.0)
    value -= sum(card_worth(sense, c.id) for c in here.seen)
    if sense.room is not None and room in sense.exits.get(sense.room, ()):
        value -= 1.0
    return value


def near_score(sense: Sense, ghost: int) -> float:
    """Among equally near ghosts: one the seat can trap (it comes to the seat's room)."""
    window = sense.view.queue[0] if sense.view.queue else None
    voodoo = window is not None and window.args[:1] == (0,)
    if voodoo:
        return 10.0 if sense.mine(ghost) else 0.0
    return 0.0 if sense.mine(ghost) else 1.0


def defuse_score(sense: Sense) -> float:
    """Dental Tools: defuse what would hurt (Crickets, Raven's Skull, a Voodoo Doll bringing a ghost it cannot trap)."""
    window = sense.view.window
    if window is None or window.card is None:
        return 0.0
    name = window.card.name
    if name == Trap.CRICKETS:
        return 2.0
    if name == Trap.RAVENS_SKULL:
        return 1.5
    if name == Trap.MOUSE:
        return 1.0 if sense.view.kitty_room is not None and sense.view.kitty_holder != sense.seat else -1.0
    return 0.5
