"""The active player's turn: actions by step, skulls, and the list of legal actions for any seat.

=====================  ===========================================================
``t.<column>``         1. place the drawn room tablet in that column of its floor
``e.<room>``           enter the mansion in that room (first turn, after an escape)
``m.<room>``           2. move through a door or trapdoor (action, or Skull Token)
``u.<card>[.<tgt>]``   use a device (see ``devices``)
``s``                  take a Skull Token (action)
``x``                  emergency escape (action)
``l.<card>``           leave a card face down in your room (free)
``look``               pick up every card left in your room (free, at will, as often as you like)
``done``               end the actions once the 2 are spent (Skull Tokens would buy more)
``g.<ghost>.<room>``   4. move a ghost along the spectral flow; ``gn``: move none
``k.<room>.<seat>``    5. move Kitty Kitty and give her card to that seat;
                       ``ks.<seat>``: Kitty Kitty has no way out, only give the card
=====================  ===========================================================
"""

from __future__ import annotations

from dataclasses import replace

from bot.games.children.cards import hand_limit, leave
from bot.games.children.data import MAX_SKULLS
from bot.games.children.decisions import decide, options
from bot.games.children.devices import can_pay, device_actions, pay, use
from bot.games.children.flow import proceed
from bot.games.children.ghosts import enter, escape, flow_moves, move_ghost, push, seats_in
from bot.games.children.mansion import exits, haunted, in_play, place, placements
from bot.games.children.model import NONE, ChildrenState, Phase, Task


def legal(s: ChildrenState, seat: int) -> tuple[str, ...]:
    """Every action ``seat`` may take now."""
    if s.phase is Phase.OVER or seat in s.resigned or not 0 <= seat < s.players:
        return ()
    if s.tasks:
        return options(s, s.tasks[0]) if s.tasks[0].seat == seat else ()
    if seat != s.turn:
        return ()
    return tuple(turn_actions(s, seat))


def turn_actions(s: ChildrenState, seat: int) -> list[str]:
    """The active player's actions in the current step of the turn."""
    if s.phase is Phase.TILE:
        return [f"t.{c}" for c in placements(s, s.room_pile[0])]
    if s.phase is Phase.ENTER:
        rooms = [r for r in in_play(s) if not haunted(s, r)] or list(in_play(s))
        return [f"e.{r}" for r in sorted(rooms)]
    if s.phase is Phase.ACT:
        return act_actions(s, seat)
    if s.phase is Phase.RESTORE:
        return [f"l.{c}" for c in sorted(set(s.hands[seat]))]
    if s.phase is Phase.GHOST:
        return [f"g.{g}.{r}" for g, r in flow_moves(s)] + ["gn"]
    others = [p for p in s.active() if p != seat]
    ways = exits(s, s.kitty)
    if ways:
        return [f"k.{r}.{p}" for r in ways for p in others]
    return [f"ks.{p}" for p in others]


def act_actions(s: ChildrenState, seat: int) -> list[str]:
    """Step 2: moves, devices, skulls, the emergency escape, and the free card handling.

    "You must take 2 actions": ``done`` comes only once both are spent. Until then there is
    always an action: above the hand limit the player leaves cards (free) and then moves, and
    when nothing else is possible the emergency escape ("there is always a way out") is left.
    Picking up and leaving cards are free and open at will ("in any combination").
    """
    here = s.pos[seat]
    out: list[str] = []
    paid = can_pay(s, seat)
    if paid and len(s.hands[seat]) <= hand_limit(s):
        out += [f"m.{r}" for r in exits(s, here)]
    out += device_actions(s, seat, free_only=False)
    if s.actions_left > 0 and s.skull_pool > 0 and s.skulls[seat] < MAX_SKULLS:
        out.append("s")
    if s.actions_left == 0:
        out.append("done")
    if paid:
        out.append("x")
    out += [f"l.{c}" for c in sorted(set(s.hands[seat]))]
    if s.under[here]:
        out.append("look")
    return out


def perform(s: ChildrenState, seat: int, a: str) -> ChildrenState:
    """Play a legal action (the caller checked it) and run what follows automatically."""
    s = replace(s, ply=s.ply + 1)
    if s.tasks:
        return proceed(decide(s, s.tasks[0], a))
    return proceed(_turn(s, seat, a))


def _turn(s: ChildrenState, seat: int, a: str) -> ChildrenState:
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    here = s.pos[seat]
    if head == "t":
        room, pile = s.room_pile[0], s.room_pile[1:]
        s = place(replace(s, room_pile=pile), room, n[0])
        return replace(s, phase=Phase.ENTER if here == NONE else Phase.ACT)
    if head == "e":
        return enter(replace(s, phase=Phase.ACT), seat, n[0])
    if head == "m":
        return enter(pay(s, seat), seat, n[0])
    if head == "u":
        return use(s, seat, n[0], n[1] if len(n) > 1 else NONE)
    if head == "s":
        s = replace(s, actions_left=s.actions_left - 1, skull_pool=s.skull_pool - 1)
        return s.with_seat("skulls", seat, s.skulls[seat] + 1)
    if head == "x":
        return replace(escape(pay(s, seat), seat), phase=Phase.GHOST)
    if head == "l":
        return leave(s, seat, (n[0],), here)
    if head == "look":
        return push(s, Task("look", seat), Task("arrive", seat))
    if head == "done":
        return replace(s, phase=Phase.RESTORE)
    if head == "g":
        return replace(move_ghost(s, n[0], n[1]), phase=Phase.KITTY)
    if head == "gn":
        return replace(s, phase=Phase.KITTY)
    if head == "k":
        s = replace(s, kitty=n[0])
        tasks = [Task("arrive", p) for p in seats_in(s, n[0])]
        return push(s, *tasks, Task("handover", seat, (n[1],)))
    return push(s, Task("handover", seat, (n[0],)))
