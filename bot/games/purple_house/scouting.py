"""Scouting Phase: dealing, secret modifications of card backs, ready, layout.

Actions (hand slots are 1-based, positions ul/ur/ll/lr):
``c<slot>`` Centre X, ``x<slot>.<pos>`` Corner X, ``r<slot>.<from>.<to>`` Handkerchief
rotate, ``d<slot>.<pos>`` Handkerchief remove, ``ready``, and ``auto`` (make the owed
modifications deterministically, then ready: the deadline default).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TypeVar

from bot.games.base import AlreadyAnswered, IllegalAction, chance
from bot.games.purple_house.cards import has
from bot.games.purple_house.data import BITS, CENTRE, CORNERS, DEAL_BY_PLAYERS, MODS_BY_PLAYERS
from bot.games.purple_house.state import EMPTY, ESCAPE, SCOUTING, PurpleHouseState
from bot.games.purple_house.words import position_words
from bot.i18n import Msg, Seat, msg

READY = "ready"
AUTO = "auto"
MODIFICATION = re.compile(r"(?:c(\d)|x(\d)\.(ul|ur|ll|lr)|r(\d)\.(ul|ur|ll|lr)\.(ul|ur|ll|lr)|d(\d)\.(ul|ur|ll|lr))")

Notes = tuple[Msg, ...]
"""Clauses of a public sentence, in order (``describe`` joins them)."""
T = TypeVar("T")


def seats_from(s: PurpleHouseState, first: int) -> list[int]:
    """Seats still playing, clockwise from ``first`` (included when still playing)."""
    return [(first + i) % s.players for i in range(s.players) if not s.gone[(first + i) % s.players]]


def next_seat(s: PurpleHouseState, seat: int) -> int:
    """The next seat still playing to the left of ``seat`` (``seat`` itself when alone)."""
    order = seats_from(s, (seat + 1) % s.players)
    return order[0] if order else seat


def deal(s: PurpleHouseState) -> PurpleHouseState:
    """Start a Scouting Phase: deal one card at a time clockwise from the Key holder.

    When the deck runs short, everything left is dealt as evenly as possible.
    """
    hands: list[list[int]] = [[] for _ in range(s.players)]
    deck = list(s.deck)
    order = seats_from(s, s.key)
    for _ in range(DEAL_BY_PLAYERS[s.players]):
        for seat in order:
            if deck:
                hands[seat].append(deck.pop(0))
    return replace(
        s,
        phase=SCOUTING,
        deck=tuple(deck),
        hands=tuple(tuple(h) for h in hands),
        modified=((),) * s.players,
        ready=(False,) * s.players,
        grid=(),
        current=EMPTY,
    )


def mods_owed(s: PurpleHouseState, seat: int) -> int:
    """Modifications ``seat`` may still make this round (before checking items)."""
    if s.phase != SCOUTING or s.ready[seat] or s.gone[seat]:
        return 0
    limit = min(MODS_BY_PLAYERS[s.players], len(s.hands[seat]))
    return limit - len(s.modified[seat])


def modification_actions(s: PurpleHouseState, seat: int) -> tuple[str, ...]:
    """Every legal modification of ``seat`` now (RULINGS 3–5)."""
    if mods_owed(s, seat) <= 0:
        return ()
    out: list[str] = []
    for slot, card in enumerate(s.hands[seat], 1):
        if slot in s.modified[seat]:
            continue
        mask = s.marks[card]
        if s.centre_x[seat] and not has(mask, CENTRE):
            out.append(f"c{slot}")
        free = [p for p in CORNERS if not has(mask, p)]
        used = [p for p in CORNERS if has(mask, p)]
        if s.corner_x[seat]:
            out.extend(f"x{slot}.{p}" for p in free)
        if s.handkerchiefs[seat]:
            for p in used:
                out.extend(f"r{slot}.{p}.{q}" for q in free)
                out.append(f"d{slot}.{p}")
    return tuple(out)


def scouting_actions(s: PurpleHouseState, seat: int) -> tuple[str, ...]:
    """Legal Scouting actions: modifications (and ``auto``) while one is possible, else ``ready``."""
    if s.phase != SCOUTING or s.ready[seat] or s.gone[seat]:
        return ()
    mods = modification_actions(s, seat)
    return (*mods, AUTO) if mods else (READY,)


def default_scouting_action(s: PurpleHouseState, seat: int) -> str:
    """The deadline answer: ``auto`` while a modification is owed, else ``ready``."""
    return AUTO if modification_actions(s, seat) else READY


def apply_scouting(s: PurpleHouseState, seat: int, action: str) -> tuple[PurpleHouseState, Notes]:
    """Play a Scouting action of ``seat``; raise IllegalAction with what is allowed."""
    if action not in scouting_actions(s, seat):
        if s.phase == SCOUTING and s.ready[seat] and not s.gone[seat]:
            raise AlreadyAnswered(_refusal(s, seat, action))
        raise IllegalAction(_refusal(s, seat, action))
    if action == READY:
        s, notes = _ready(s, seat)
        return s, (msg("purplehouse-did-ready"), *notes)
    if action == AUTO:
        while mods := modification_actions(s, seat):
            s = _modify(s, seat, mods[0])
        s, notes = _ready(s, seat)
        # How many modifications were made stays secret: it tells what the backs and items allowed.
        return s, (msg("purplehouse-did-auto"), *notes)
    return _modify(s, seat, action), (msg("purplehouse-did-modify"),)


def _modify(s: PurpleHouseState, seat: int, action: str) -> PurpleHouseState:
    """Apply one modification already known to be legal."""
    kind, slot = action[0], int(action[1])
    card = s.hands[seat][slot - 1]
    mask = s.marks[card]
    items = {"handkerchiefs": s.handkerchiefs, "corner_x": s.corner_x, "centre_x": s.centre_x}
    parts = action[1:].split(".")
    discarded = s.discarded
    if kind == "c":
        mask |= BITS[CENTRE]
        spent = "centre_x"
    elif kind == "x":
        mask |= BITS[parts[1]]
        spent = "corner_x"
    elif kind == "r":
        mask = (mask & ~BITS[parts[1]]) | BITS[parts[2]]
        spent = "handkerchiefs"
    else:
        mask &= ~BITS[parts[1]]
        spent = "handkerchiefs"
        discarded += 1
    left = items[spent]
    s = replace(
        s,
        marks=s.marks[:card] + (mask,) + s.marks[card + 1 :],
        modified=_set(s.modified, seat, (*s.modified[seat], slot)),
        discarded=discarded,
    )
    spent_one = _set(left, seat, left[seat] - 1)
    if spent == "centre_x":
        return replace(s, centre_x=spent_one)
    if spent == "corner_x":
        return replace(s, corner_x=spent_one)
    return replace(s, handkerchiefs=spent_one)


def _ready(s: PurpleHouseState, seat: int) -> tuple[PurpleHouseState, Notes]:
    s = replace(s, ready=_set(s.ready, seat, True))
    if all(r or g for r, g in zip(s.ready, s.gone, strict=True)):
        return layout(s)
    return s, ()


def layout(s: PurpleHouseState) -> tuple[PurpleHouseState, Notes]:
    """Shuffle every House card face-down into the grid and start the Escape Phase."""
    cards = [*s.deck, *(c for hand in s.hands for c in hand)]
    chance(s.seed, "layout", s.round).shuffle(cards)
    s = replace(
        s,
        phase=ESCAPE,
        deck=(),
        grid=tuple(cards),
        current=EMPTY,
        hands=((),) * s.players,
        modified=((),) * s.players,
        ready=(False,) * s.players,
    )
    return s, (msg("purplehouse-then-layout", count=len(cards), round=s.round, player=Seat(s.key)),)


def _set(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    return values[:index] + (value,) + values[index + 1 :]


def _refusal(s: PurpleHouseState, seat: int, action: str) -> Msg:
    """A sentence saying why ``action`` is not allowed and what is."""
    if s.ready[seat]:
        return msg("purplehouse-refuse-ready-already")
    mods = modification_actions(s, seat)
    if action == READY:
        return msg("purplehouse-refuse-must-modify")
    if action == AUTO:
        return msg("purplehouse-refuse-nothing-to-modify")
    m = MODIFICATION.fullmatch(action)
    if not m:
        return msg("purplehouse-refuse-not-scouting")
    if not mods:
        return msg("purplehouse-refuse-no-modification-left")
    slot = int(next(g for g in (m[1], m[2], m[4], m[7]) if g))
    hand = s.hands[seat]
    if not 1 <= slot <= len(hand):
        return msg("purplehouse-refuse-no-slot", cards=len(hand))
    if slot in s.modified[seat]:
        return msg("purplehouse-refuse-modified-already", card=slot)
    mask = s.marks[hand[slot - 1]]
    if m[1]:
        if not s.centre_x[seat]:
            return msg("purplehouse-refuse-no-centre-x")
        return msg("purplehouse-refuse-centre-taken", card=slot)
    if m[2]:
        if not s.corner_x[seat]:
            return msg("purplehouse-refuse-no-corner-x")
        return msg("purplehouse-refuse-corner-taken", card=slot, position=position_words(m[3]))
    if not s.handkerchiefs[seat]:
        return msg("purplehouse-refuse-no-handkerchief")
    corner = m[5] or m[8]
    if not has(mask, corner):
        return msg("purplehouse-refuse-no-x-there", card=slot, position=position_words(corner))
    return msg("purplehouse-refuse-turn-taken", card=slot, position=position_words(m[6]))
