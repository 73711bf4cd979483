"""Why an action is refused: one sentence saying what is allowed instead."""

from __future__ import annotations

from bot.games.base import seat_name
from bot.games.ghost_at_home.data import CARDS, LIGHT_CARDS, MIN_LIGHT_BULBS, SPECIAL_NAMES, Kind, is_room
from bot.games.ghost_at_home.flow import holding
from bot.games.ghost_at_home.house import FLOOR_NUMBERS, floor_full, lower_full, top_floor
from bot.games.ghost_at_home.model import EMPTY, GhostState, Phase

SPECIAL_HEADS = {"h": Kind.HOLE, "b": Kind.BULB, "f": Kind.FOOD, "e": Kind.ELEVATOR, "z": Kind.LIGHTNING}
NOT_A_MOVE = (
    "That is not a Ghost at Home move; play rooms, a ghost, a cat, a light or a special card, or discard and draw."
)
FALLBACK = "That move is not allowed now; pick one of the moves offered."


def refusal(s: GhostState, seat: int, a: str | None) -> str:
    """The reason ``a`` (normalized, or None when unreadable) is not legal for ``seat`` now."""
    if s.phase is Phase.OVER:
        return "The game is over; start a new one with /ghostathome new."
    if seat in s.resigned:
        return "You left this game, so you cannot play in it any more."
    window = _window(s, seat, a)
    if window:
        return window
    if s.turn != seat:
        return f"It is not your turn; wait for {seat_name(s.turn)} to play."
    if a is None:
        return NOT_A_MOVE
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    hand = s.hands[seat]
    if head in ("r", "d", "l"):
        cards = n[1:] if head == "l" else n
        if not cards or len(set(cards)) != len(cards) or not set(cards) <= set(hand):
            return "Name different cards from your own hand."
    if head == "r":
        return _rooms(s, seat, n)
    if head == "l":
        return _light(s, seat, n)
    if head == "pass":
        return "You still hold cards, so you cannot pass; discard and draw instead if nothing else suits you."
    if head == "g":
        return _ghost(s, seat, n)
    if head == "c":
        if holding(s, seat, Kind.CAT) is None:
            return "You hold no cat card."
        return "Put the cat on a room you have explored that has no cat yet."
    if head in SPECIAL_HEADS:
        if holding(s, seat, SPECIAL_HEADS[head]) is None:
            return f"You do not hold the {SPECIAL_NAMES[SPECIAL_HEADS[head]]} card."
        if head == "b" and len(n) == 1:
            return _light_floor(s, seat, n[0])
        return _special(head)
    return NOT_A_MOVE if head not in ("d", "cat", "allow", "stop", "nostop") else FALLBACK


def _window(s: GhostState, seat: int, a: str | None) -> str:
    if s.phase is Phase.DEFEND and s.attack:
        t = s.attack.target
        if seat != t:
            return f"Wait: {seat_name(t)} must first decide whether to defend against the ghost with a cat."
        if a == "cat":
            return "You hold no cat, so you cannot defend; let the ghost in."
        return f"A ghost is coming at your floor {s.attack.floor}: defend with a cat from hand or let it in."
    if s.phase is Phase.STOP and s.escape:
        asked, escaper = s.escape.queue[0], s.escape.escaper
        if seat != asked:
            return f"Wait: {seat_name(asked)} is deciding whether to stop {seat_name(escaper)}'s escape."
        if a == "stop":
            return "You hold no ghost, so you cannot stop the escape."
        return f"{seat_name(escaper)} is escaping: play a ghost to stop them, or let them go on."
    if a in ("cat", "allow", "stop", "nostop"):
        return "Nobody is answering a ghost or an escape right now; play your turn."
    return ""


def _rooms(s: GhostState, seat: int, cards: list[int]) -> str:
    h = s.houses[seat]
    bad = [c for c in cards if not is_room(c)]
    if bad:
        return f"{CARDS[bad[0]].label} is not a room card; only room cards and wild rooms explore rooms."
    free = sum(r == EMPTY for r in h.rooms)
    if len(cards) > free:
        return f"Your house has only {free} empty room space{'s' if free != 1 else ''} left."
    lowest = next(f for f in FLOOR_NUMBERS if not floor_full(h, f))
    return (
        f"Fill the lower floors first: rooms go on floor {lowest} until it is full, "
        "then on the next floor (wild rooms fit any floor)."
    )


def _light(s: GhostState, seat: int, n: list[int]) -> str:
    floor, cards = n[0], n[1:]
    if len(cards) not in LIGHT_CARDS:
        return "A light costs exactly 2 or 3 cards from your hand."
    bulbs = sum(CARDS[c].bulbs for c in cards)
    if bulbs < MIN_LIGHT_BULBS:
        return f"Those cards show {bulbs} bulb{'s' if bulbs != 1 else ''}; a light needs at least {MIN_LIGHT_BULBS}."
    return _light_floor(s, seat, floor)


def _light_floor(s: GhostState, seat: int, floor: int) -> str:
    h = s.houses[seat]
    if floor not in FLOOR_NUMBERS:
        return "Choose floor 1, 2 or 3."
    if h.lights[floor - 1]:
        return f"The light on your floor {floor} is already on."
    if not lower_full(h, floor):
        return f"Explore every room below floor {floor} before lighting it."
    return FALLBACK


def _ghost(s: GhostState, seat: int, n: list[int]) -> str:
    if holding(s, seat, Kind.GHOST) is None:
        return "You hold no ghost card."
    if len(n) != 1 or n[0] == seat or n[0] not in s.active():
        return "Send the ghost at an opponent still in the game."
    h = s.houses[n[0]]
    floor = top_floor(h)
    if not floor:
        return f"{seat_name(n[0])} has no rooms yet; a ghost needs an explored floor to haunt."
    if h.ghosts[floor - 1] != EMPTY:
        return (
            f"{seat_name(n[0])}'s floor {floor} already has a ghost; a second one can only come "
            "by the Space-time hole or to stop an escape."
        )
    return FALLBACK


def _special(head: str) -> str:
    return {
        "h": "The Space-time hole moves a ghost from any house to an opponent's highest explored floor.",
        "b": "The Light bulb lights a dark floor of yours whose lower floors are all explored.",
        "f": "Cat food moves an opponent's cat onto a room of yours that has no cat.",
        "e": "The Elevator moves one of your cats onto a room without a cat on another floor.",
        "z": "Lightning turns off an opponent's light on their highest explored floor, if it is on.",
    }[head]
