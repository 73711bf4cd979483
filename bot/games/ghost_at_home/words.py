"""Human words for actions: control labels and the public sentence after a move."""

from __future__ import annotations

from bot.games.base import Choice, seat_name
from bot.games.ghost_at_home.data import CARDS, Kind
from bot.games.ghost_at_home.house import cat_floor, ghost_floor, place_rooms, rooms_on, top_floor
from bot.games.ghost_at_home.model import EMPTY, GhostState, Phase
from bot.games.ghost_at_home.parts import parts_of

MAX_LABEL = 100
GROUPS = {
    "r": "rooms",
    "g": "ghost",
    "c": "cat",
    "l": "light",
    "h": "special",
    "b": "special",
    "f": "special",
    "e": "special",
    "z": "special",
    "d": "discard",
    "pass": "pass",
    "cat": "defend",
    "allow": "defend",
    "stop": "escape",
    "nostop": "escape",
}


def owner(seat: int, viewer: int) -> str:
    """``"your"`` for the viewer, else the seat's name (``seat_name``) with "'s"."""
    return "your" if seat == viewer else f"{seat_name(seat)}'s"


def where_cat(s: GhostState, cat: int) -> tuple[int, int]:
    """Seat and floor of a cat lying in a house."""
    q = next(q for q in range(s.players) if cat in s.houses[q].cats)
    return q, cat_floor(s.houses[q], cat)


def where_ghost(s: GhostState, ghost: int) -> tuple[int, int]:
    """Seat and floor of a ghost staying in a house."""
    q = next(q for q in range(s.players) if ghost in s.houses[q].ghosts)
    return q, ghost_floor(s.houses[q], ghost)


def _cards(ids: list[int]) -> str:
    return ", ".join(CARDS[c].label for c in ids)


def _rooms(s: GhostState, seat: int, ids: list[int]) -> str:
    placed = place_rooms(s.houses[seat], tuple(ids))
    parts = []
    for c in sorted(ids):
        if CARDS[c].kind is Kind.WILD and placed is not None:
            parts.append(f"Wild room as floor {placed.index(c) // 2 + 1}")
        else:
            parts.append(CARDS[c].label)
    return ", ".join(parts)


def label(s: GhostState, seat: int, a: str) -> str:
    """Button/select text for a legal action of ``seat`` (no other seat's secrets)."""
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    text = {
        "pass": lambda: "Pass (you hold no cards)",
        "cat": lambda: "Defend: discard a cat from your hand",
        "allow": lambda: "Let the ghost in",
        "stop": lambda: f"Stop the escape: play a ghost at {seat_name(s.escape.escaper)}'s house" if s.escape else "",
        "nostop": lambda: "Do not stop the escape",
        "r": lambda: f"Play {_rooms(s, seat, n)}",
        "g": lambda: f"Ghost on {seat_name(n[0])}'s floor {top_floor(s.houses[n[0]])}",
        "c": lambda: f"Cat on your floor {n[0]}",
        "l": lambda: f"Light floor {n[0]}: discard {_cards(n[1:])}",
        "b": lambda: f"Light bulb: light your floor {n[0]}",
        "z": lambda: f"Lightning: turn off {seat_name(n[0])}'s floor {top_floor(s.houses[n[0]])} light",
        "d": lambda: f"Discard and redraw: {_cards(n)}",
    }.get(head)
    if text is not None:
        return _fit(text())
    if head == "h":
        q, f = where_ghost(s, n[0])
        return _fit(f"Space-time hole: {owner(q, seat)} ghost (floor {f}) to {seat_name(n[1])}'s house")
    q, f = where_cat(s, n[0])
    if head == "f":
        return _fit(f"Cat food: {seat_name(q)}'s cat (floor {f}) to your floor {n[1]}")
    return _fit(f"Elevator: your cat from floor {f} to floor {n[1]}")


def choices(s: GhostState, seat: int, actions: tuple[str, ...]) -> tuple[Choice, ...]:
    """Labelled controls for the given legal actions, with the parts the typed commands name (``parts.parts_of``)."""
    return tuple(Choice(a, label(s, seat, a), GROUPS[a.split(".")[0]], parts_of(a)) for a in actions)


def _fit(text: str) -> str:
    return text if len(text) <= MAX_LABEL else text[: MAX_LABEL - 1] + "…"


# --- the public sentence ---------------------------------------------------------------


def describe(before: GhostState, seat: int, a: str, after: GhostState) -> str:
    """What the move did, starting with a verb (the actor is named by the caller)."""
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    if head == "r":
        text = f"explored {_rooms(before, seat, n)}."
    elif head == "d":
        text = f"discarded {len(n)} card{'s' if len(n) > 1 else ''} face down and drew as many."
    elif head == "l":
        text = f"discarded {_cards(n[1:])} to turn on the light on floor {n[0]}."
    elif head == "pass":
        text = "held no cards and passed."
    elif head == "c":
        ghost = before.houses[seat].ghosts[n[0] - 1] != EMPTY
        text = f"put a cat on floor {n[0]}" + (": it chased off the ghost there (both discarded)." if ghost else ".")
    elif head == "b":
        text = f"played the Light bulb: floor {n[0]} is lit."
    elif head == "z":
        floor = top_floor(before.houses[n[0]])
        text = f"played Lightning: {seat_name(n[0])}'s floor {floor} goes dark"
        text += "; the ghost there drove out its rooms." if before.houses[n[0]].ghosts[floor - 1] != EMPTY else "."
    elif head in ("f", "e"):
        q, f = where_cat(before, n[0])
        ghost = before.houses[seat].ghosts[n[1] - 1] != EMPTY
        src = f"{seat_name(q)}'s cat from floor {f}" if head == "f" else f"a cat from floor {f}"
        text = f"played {'Cat food' if head == 'f' else 'the Elevator'}: moved {src} to floor {n[1]}"
        text += ", where it chased off the ghost (both discarded)." if ghost else "."
    elif head == "cat":
        text = "discarded a cat from hand: the ghost is cancelled (both discarded)."
    elif head == "nostop":
        text = "did not stop the escape."
    else:
        text = _ghost_move(before, seat, head, n, after)
    return f"{text}{_aftermath(before, after)}"


def _ghost_move(before: GhostState, seat: int, head: str, n: list[int], after: GhostState) -> str:
    if head == "g":
        target, floor = n[0], top_floor(before.houses[n[0]])
        text = f"played a ghost on {seat_name(target)}'s floor {floor}"
    elif head == "h":
        q, f = where_ghost(before, n[0])
        target, floor = n[1], top_floor(before.houses[n[1]])
        text = (
            f"played the Space-time hole: {seat_name(q)}'s ghost moves from floor {f} "
            f"to {seat_name(target)}'s floor {floor}"
        )
    elif head == "stop" and before.escape:
        target = before.escape.escaper
        floor = top_floor(before.houses[target])
        text = f"played a ghost to stop {seat_name(target)}'s escape"
    else:
        assert before.attack is not None
        target, floor = before.attack.target, before.attack.floor
        text = "let the ghost in"
    return text + _ghost_result(before, after, target, floor)


def _ghost_result(before: GhostState, after: GhostState, target: int, floor: int) -> str:
    if after.phase is Phase.DEFEND and after.attack and after.attack.target == target and before.attack != after.attack:
        return "."
    b, c = before.houses[target], after.houses[target]
    if target in after.resigned:
        return "."
    if len(rooms_on(c, floor)) < len(rooms_on(b, floor)):
        return f": floor {floor}'s rooms are discarded" + (" and its light goes out." if b.lights[floor - 1] else ".")
    if c.ghosts[floor - 1] != EMPTY and c.ghosts[floor - 1] != b.ghosts[floor - 1]:
        return f": floor {floor} is lit, so the ghost stays there."
    if sum(x != EMPTY for x in c.cats) < sum(x != EMPTY for x in b.cats):
        return ": the cat on that floor chased it off (both discarded)."
    return "."


def _aftermath(before: GhostState, after: GhostState) -> str:
    out = ""
    if after.phase is Phase.DEFEND and after.attack and before.attack != after.attack:
        out += f" {seat_name(after.attack.target)} may defend with a cat from hand."
    if after.escape and not before.escape:
        out += f" {seat_name(after.escape.escaper)}'s house is fully explored: they try to escape!"
    if before.escape and not after.escape and after.phase is Phase.TURN:
        out += f" The escape is stopped; everyone refills their hand and {seat_name(after.turn)} plays next."
    if after.phase is Phase.STOP and after.escape and (before.phase is not Phase.STOP or before.escape != after.escape):
        out += f" {seat_name(after.escape.queue[0])} may stop the escape with a ghost."
    if after.winner != EMPTY and before.winner == EMPTY:
        out += f" {seat_name(after.winner)} escapes and wins!"
    return out
