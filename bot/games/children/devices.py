"""The 10 devices as printed: which uses are legal now, and what each one does.

Actions: ``u.<card>`` (Music Box) or ``u.<card>.<target>`` where the target is a room (Catnip,
Secret Passage, Medico Della Peste, Toad) or a ghost card (Hatpin, Feather, Snow Globe,
Cricket Cage). Dental Tools are used from the ``defuse`` decision when a trap is found.
"""

from __future__ import annotations

from dataclasses import replace

from bot.games.children.cards import hand_limit, pull_ghosts, remember, take, throw
from bot.games.children.data import CARDS, FREE_DEVICES, ROOMS, Device, Kind, toy_of
from bot.games.children.ghosts import banish, enter, ghosts_present, may_look, move_ghost, nearest, push, trap, within
from bot.games.children.hazards import place_ghosts
from bot.games.children.mansion import haunted, in_play, same_line, swap
from bot.games.children.model import NONE, ChildrenState, Phase

REACH = 2
"""Hatpin and Feather reach ghosts up to 2 rooms away."""
ROOM_TARGETS = frozenset({Device.CATNIP, Device.SECRET_PASSAGE, Device.MEDICO, Device.TOAD})


def can_pay(s: ChildrenState, seat: int) -> bool:
    """Whether the seat can pay for an action now: a turn action on its turn, else a Skull Token."""
    if seat == s.turn and s.phase is Phase.ACT and s.actions_left > 0:
        return True
    return s.skulls[seat] > 0


def pay(s: ChildrenState, seat: int) -> ChildrenState:
    """Spend a turn action when one is left on the seat's turn, else a Skull Token."""
    if seat == s.turn and s.phase is Phase.ACT and s.actions_left > 0:
        return replace(s, actions_left=s.actions_left - 1)
    s = s.with_seat("skulls", seat, s.skulls[seat] - 1)
    return replace(s, skull_pool=s.skull_pool + 1)


def targets(s: ChildrenState, seat: int, kind: str) -> tuple[int, ...]:
    """The rooms or ghosts a device may be used on now (empty: not usable)."""
    here = s.pos[seat]
    if here == NONE:
        return ()
    if kind == Device.CATNIP:
        return tuple(r for r in in_play(s) if s.kitty == here and r != here and not haunted(s, r))
    if kind == Device.HATPIN:
        return tuple(g for g in within(s, here, REACH) if g in s.enraged)
    if kind == Device.FEATHER:
        return within(s, here, REACH)
    if kind == Device.SECRET_PASSAGE:
        fits = len(s.hands[seat]) - 1 <= hand_limit(s)
        return tuple(r for r in in_play(s) if fits and same_line(s, here, r))
    if kind == Device.SNOW_GLOBE:
        return nearest(s, here)
    if kind == Device.CRICKET_CAGE:
        return tuple(g for g in ghosts_present(s) if toy_of(g) in s.hands[seat])
    if kind == Device.MUSIC_BOX:
        return (NONE,) if any(CARDS[c].kind is Kind.GHOST for c in s.deck) else ()
    if kind == Device.MEDICO:
        return tuple(r for r in in_play(s) if s.under[r])
    if kind == Device.TOAD:
        floor = ROOMS[here].floor
        return tuple(r for r in in_play(s) if r != here and ROOMS[r].floor == floor)
    return ()


def device_actions(s: ChildrenState, seat: int, free_only: bool) -> list[str]:
    """Every device use open to the seat (Free Action devices only when ``free_only``)."""
    if not can_pay(s, seat):
        return []
    out: list[str] = []
    done: set[str] = set()
    for c in sorted(s.hands[seat]):
        card = CARDS[c]
        if card.kind is not Kind.DEVICE or card.name in done:
            continue
        done.add(card.name)
        if free_only and card.name not in FREE_DEVICES:
            continue
        for t in targets(s, seat, card.name):
            out.append(f"u.{c}" if t == NONE else f"u.{c}.{t}")
    return out


def use(s: ChildrenState, seat: int, card: int, target: int) -> ChildrenState:
    """Pay, discard the device and play its effect (the caller checked legality)."""
    s = throw(take(pay(s, seat), seat, (card,)), (card,))
    name = CARDS[card].name
    here = s.pos[seat]
    if name == Device.CATNIP:
        s = s.with_seat("pos", seat, target)
        return push(s, *may_look(s, seat))
    if name == Device.HATPIN:
        return replace(s, enraged=tuple(g for g in s.enraged if g != target))
    if name == Device.FEATHER:
        return banish(s, target)
    if name == Device.SECRET_PASSAGE:
        return enter(s, seat, target)
    if name == Device.SNOW_GLOBE:
        return move_ghost(s, target, here)
    if name == Device.CRICKET_CAGE:
        return trap(s, seat, target)
    if name == Device.MUSIC_BOX:
        s, ghosts = pull_ghosts(s, 2)
        return place_ghosts(s, seat, ghosts, 0)
    if name == Device.MEDICO:
        return remember(s, seat, target, s.under[target])
    return swap(s, here, target)


def defuse(s: ChildrenState, seat: int, trap_card: int) -> ChildrenState:
    """Dental Tools: pay, discard the tools and the trap; the trap does nothing."""
    tools = min(c for c in s.hands[seat] if CARDS[c].name == Device.DENTAL_TOOLS)
    return throw(take(pay(s, seat), seat, (tools,)), (tools, trap_card))
