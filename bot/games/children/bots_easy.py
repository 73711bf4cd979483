"""The ``easy`` Children bot: a few plain rules of thumb on its view, one look at each choice.

It takes every ghost on the table (walking in with the toy, the Cricket Cage, a Snow Globe bringing a
ghost it can trap, pulling such a ghost into its room at the ghost step), walks towards the ghosts
whose toy it holds and never into a room with a ghost it cannot trap when it can help it, keeps its
toys (it gives up its least useful cards first) and places a drawn ghost it can trap next to itself.
Everything else it leaves to chance: where tablets and other ghosts go, which ghost it moves.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.base import Action, Choice
from bot.games.children.bots_sense import TRAP_NOW, Sense, card_worth, look_score, sensible
from bot.games.children.data import CARDS, Device
from bot.games.children.views import ChildrenView
from bot.seeded import Random


def easy_choice(view: ChildrenView, choices: Sequence[Choice], rng: Random) -> Action:
    """The best-scored choice (ties, and there are many, broken by ``rng``)."""
    actions = list(dict.fromkeys(c.action for c in choices))
    if len(actions) == 1:
        return actions[0]
    sense = Sense(view)
    scored = [(easy_score(sense, a), rng.random(), a) for a in sensible(sense, actions)]
    return max(scored)[2]


def easy_score(sense: Sense, a: str) -> float:
    """How much the easy rules like an action (0 for everything they have no opinion on)."""
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    view = sense.view
    if head in ("m", "e", "r"):
        return _enter(sense, n[0])
    if head == "u":
        return _device(sense, n[0], n[1] if len(n) > 1 else -1)
    if head == "l" and not view.queue and view.phase == "act":
        return 5.0 - card_worth(sense, n[0])  # only offered above the hand limit (see ``sensible``)
    if head in ("l", "tr", "rl", "bt"):
        return -card_worth(sense, n[0])
    if head == "g":
        return _ghost(sense, n[0], n[1])
    if head == "gp" and n:
        ghost = view.queue[0].args[0]
        return -2.0 * min(sense.moves(sense.room, n[0]), 6) if sense.mine(ghost) else 0.0
    if head == "look":
        return look_score(sense)
    if head == "hs":
        return -10.0 * sum(1 for g in sense.rooms[n[0]].ghosts if sense.mine(g.card.id))
    if head == "n":
        return 1.0 if sense.mine(n[0]) else 0.0
    fixed = {"s": 0.5, "x": -30.0, "dt": 0.5}
    return fixed.get(head, 0.0)


def _enter(sense: Sense, room: int) -> float:
    """Into a room: trap what is there; never meet a ghost it cannot trap; else nearer its own ghosts."""
    ghosts = [g.card.id for g in sense.rooms[room].ghosts]
    mine = [g for g in ghosts if sense.mine(g)]
    if mine:
        return TRAP_NOW * len(mine) - (15.0 if len(mine) < len(ghosts) else 0.0)
    if ghosts:
        return -15.0
    value = 1.0
    for g in sense.toys:
        at = sense.ghost_room.get(g)
        if at is not None:
            value += 3.0 * (min(sense.moves(sense.room, at), 6) - min(sense.moves(room, at), 6))
    return value


def _device(sense: Sense, card: int, target: int) -> float:
    """A device: the cage and a globe bringing its own ghost trap at once; a passage into such a room."""
    name = CARDS[card].name
    if name == Device.CRICKET_CAGE:
        return TRAP_NOW
    if name == Device.SNOW_GLOBE:
        return TRAP_NOW - 5 if sense.mine(target) else -20.0
    if name == Device.SECRET_PASSAGE:
        return _enter(sense, target) - 3.0
    if name in (Device.FEATHER, Device.HATPIN) and sense.ghost_room.get(target) == sense.room:
        return -10.0 if sense.mine(target) else 8.0  # no need to run from it
    return -1.5


def _ghost(sense: Sense, ghost: int, room: int) -> float:
    """The ghost step: pull its own ghost in, or nearer; never onto itself a ghost it cannot trap."""
    if sense.mine(ghost):
        if room == sense.room:
            return TRAP_NOW
        return 2.0 * (sense.moves(sense.room, sense.ghost_room[ghost]) - sense.moves(sense.room, room))
    return -40.0 if room == sense.room else 0.0
