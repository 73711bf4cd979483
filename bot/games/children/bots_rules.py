"""The ``good`` Children bot's answers to the rarer decisions, scored on the view alone.

Which card to give up (the least useful), a device with no finer judgement (calm or banish an enraged
ghost, or one the seat would have to run from; a Music Box when it holds toys of ghosts still to
come), which rooms House Settles removes (those with ghosts others may trap, never its own), which
ghost a tie for "nearest" picks, whom Kitty Kitty sends away and whether Dental Tools defuse a trap.
"""

from __future__ import annotations

from bot.games.children.bots_sense import Sense, card_worth, look_score
from bot.games.children.data import CARDS, Device, Trap


def score(sense: Sense, a: str) -> float:
    """How much the rules like an action (0 for one they have no opinion on)."""
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    view = sense.view
    if head == "u":
        return device_score(sense, n[0], n[1] if len(n) > 1 else -1)
    if head == "l" and not view.queue and view.phase == "act":
        return 5.0 - card_worth(sense, n[0])  # above the hand limit: the least useful card first
    if head in ("l", "tr", "rl", "bt"):
        return -card_worth(sense, n[0])
    if head == "look":
        return look_score(sense)
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
    fixed = {"s": 1.0, "x": -30.0, "kn": 0.5, "gp": -5.0}
    return fixed.get(head, 0.0)


def device_score(sense: Sense, card: int, target: int) -> float:
    """Using a device the good judgement has nothing finer for: calm or banish a ghost, a Music Box, the rest seldom."""
    name = CARDS[card].name
    if name == Device.SNOW_GLOBE:
        return -20.0  # it would bring a ghost the seat cannot trap (its own ghosts are weighed before)
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
