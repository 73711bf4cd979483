"""Human words for actions: control labels and the public sentence after a move, as messages.

Every text is a :class:`~bot.i18n.Msg` of the ``ghostathome`` catalogues (``bot/locales/*/ghostathome.ftl``);
seats are :class:`~bot.i18n.Seat` arguments, cards their label messages (``data.Card.label``).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.base import Choice
from bot.games.ghost_at_home.data import CARDS, Kind
from bot.games.ghost_at_home.house import cat_floor, ghost_floor, place_rooms, rooms_on, top_floor
from bot.games.ghost_at_home.model import EMPTY, GhostState, Phase
from bot.games.ghost_at_home.parts import parts_of
from bot.i18n import Msg, Seat, msg

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


def commas(items: Sequence[Msg]) -> Msg:
    """Items said one after another with commas between them ("A, B, C"), in any language."""
    if len(items) == 1:
        return items[0]
    return msg("ghostathome-comma", first=items[0], rest=commas(items[1:]))


def then(first: Msg, *more: Msg) -> Msg:
    """Sentences said one after another, a space between them."""
    if not more:
        return first
    return msg("ghostathome-then", first=first, rest=then(*more))


def where_cat(s: GhostState, cat: int) -> tuple[int, int]:
    """Seat and floor of a cat lying in a house."""
    q = next(q for q in range(s.players) if cat in s.houses[q].cats)
    return q, cat_floor(s.houses[q], cat)


def where_ghost(s: GhostState, ghost: int) -> tuple[int, int]:
    """Seat and floor of a ghost staying in a house."""
    q = next(q for q in range(s.players) if ghost in s.houses[q].ghosts)
    return q, ghost_floor(s.houses[q], ghost)


def cards(ids: Sequence[int]) -> Msg:
    """Card labels with commas between them."""
    return commas([CARDS[c].label for c in ids])


def rooms(s: GhostState, seat: int, ids: Sequence[int]) -> Msg:
    """Rooms played, with commas: each card's label, a wild room with the floor it becomes."""
    placed = place_rooms(s.houses[seat], tuple(ids))
    parts = []
    for c in sorted(ids):
        if CARDS[c].kind is Kind.WILD and placed is not None:
            parts.append(msg("ghostathome-wild-as", floor=placed.index(c) // 2 + 1))
        else:
            parts.append(CARDS[c].label)
    return commas(parts)


LABELS = {
    "pass": "ghostathome-label-pass",
    "cat": "ghostathome-label-cat",
    "allow": "ghostathome-label-allow",
    "stop": "ghostathome-label-stop",
    "nostop": "ghostathome-label-nostop",
    "g": "ghostathome-label-ghost",
    "z": "ghostathome-label-lightning",
    "c": "ghostathome-label-cat-on",
    "b": "ghostathome-label-bulb",
}
"""The labels named by an action's head alone."""


def label(s: GhostState, seat: int, a: str) -> Msg:
    """Button/select text for a legal action of ``seat`` (no other seat's secrets)."""
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    if head == "stop" and s.escape:
        return msg("ghostathome-label-stop", target=Seat(s.escape.escaper))
    if head in ("g", "z"):
        return msg(LABELS[head], target=Seat(n[0]), floor=top_floor(s.houses[n[0]]))
    if head == "r":
        return msg("ghostathome-label-rooms", rooms=rooms(s, seat, n))
    if head == "l":
        return msg("ghostathome-label-light", floor=n[0], cards=cards(n[1:]))
    if head == "d":
        return msg("ghostathome-label-discard", cards=cards(n))
    if head in ("c", "b"):
        return msg(LABELS[head], floor=n[0])
    if head == "h":
        q, f = where_ghost(s, n[0])
        if q == seat:
            return msg("ghostathome-label-hole-own", floor=f, target=Seat(n[1]))
        return msg("ghostathome-label-hole", owner=Seat(q), floor=f, target=Seat(n[1]))
    if head in ("f", "e"):
        q, f = where_cat(s, n[0])
        if head == "f":
            return msg("ghostathome-label-food", owner=Seat(q), floor=f, to=n[1])
        return msg("ghostathome-label-elevator", floor=f, to=n[1])
    return msg(LABELS[head])


def choices(s: GhostState, seat: int, actions: tuple[str, ...]) -> tuple[Choice, ...]:
    """Labelled controls for the given legal actions, with the parts the typed commands name (``parts.parts_of``)."""
    return tuple(Choice(a, label(s, seat, a), GROUPS[a.split(".")[0]], parts_of(a)) for a in actions)


# --- the public sentence ---------------------------------------------------------------


def describe(before: GhostState, seat: int, a: str, after: GhostState) -> Msg:
    """What the move did, starting with a verb (the actor is named by the caller)."""
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    if head == "r":
        text = msg("ghostathome-did-rooms", rooms=rooms(before, seat, n))
    elif head == "d":
        text = msg("ghostathome-did-discard", count=len(n))
    elif head == "l":
        text = msg("ghostathome-did-light", cards=cards(n[1:]), floor=n[0])
    elif head == "pass":
        text = msg("ghostathome-did-pass")
    elif head == "c":
        ghost = before.houses[seat].ghosts[n[0] - 1] != EMPTY
        text = msg("ghostathome-did-cat-chase" if ghost else "ghostathome-did-cat", floor=n[0])
    elif head == "b":
        text = msg("ghostathome-did-bulb", floor=n[0])
    elif head == "z":
        floor = top_floor(before.houses[n[0]])
        ghost = before.houses[n[0]].ghosts[floor - 1] != EMPTY
        text = msg(
            "ghostathome-did-lightning-ghost" if ghost else "ghostathome-did-lightning", target=Seat(n[0]), floor=floor
        )
    elif head in ("f", "e"):
        q, f = where_cat(before, n[0])
        chase = before.houses[seat].ghosts[n[1] - 1] != EMPTY
        if head == "f":
            text = msg(
                "ghostathome-did-food-chase" if chase else "ghostathome-did-food", owner=Seat(q), floor=f, to=n[1]
            )
        else:
            text = msg("ghostathome-did-elevator-chase" if chase else "ghostathome-did-elevator", floor=f, to=n[1])
    elif head == "cat":
        text = msg("ghostathome-did-defend")
    elif head == "nostop":
        text = msg("ghostathome-did-nostop")
    else:
        text = _ghost_move(before, seat, head, n, after)
    return then(text, *_aftermath(before, after))


def _ghost_move(before: GhostState, seat: int, head: str, n: list[int], after: GhostState) -> Msg:
    if head == "g":
        target, floor = n[0], top_floor(before.houses[n[0]])
        result = _ghost_result(before, after, target, floor)
        return msg("ghostathome-did-ghost", target=Seat(target), floor=floor, result=result)
    if head == "h":
        q, f = where_ghost(before, n[0])
        target, floor = n[1], top_floor(before.houses[n[1]])
        result = _ghost_result(before, after, target, floor)
        return msg("ghostathome-did-hole", owner=Seat(q), source=f, target=Seat(target), floor=floor, result=result)
    if head == "stop" and before.escape:
        target = before.escape.escaper
        floor = top_floor(before.houses[target])
        return msg("ghostathome-did-stop", target=Seat(target), result=_ghost_result(before, after, target, floor))
    assert before.attack is not None
    target, floor = before.attack.target, before.attack.floor
    return msg("ghostathome-did-allow", result=_ghost_result(before, after, target, floor))


def _ghost_result(before: GhostState, after: GhostState, target: int, floor: int) -> Msg:
    """How a ghost's arrival ended, said after the move (its own punctuation first)."""
    if after.phase is Phase.DEFEND and after.attack and after.attack.target == target and before.attack != after.attack:
        return msg("ghostathome-result-none")
    b, c = before.houses[target], after.houses[target]
    if target in after.resigned:
        return msg("ghostathome-result-none")
    if len(rooms_on(c, floor)) < len(rooms_on(b, floor)):
        dark = "ghostathome-result-cleared-dark" if b.lights[floor - 1] else "ghostathome-result-cleared"
        return msg(dark, floor=floor)
    if c.ghosts[floor - 1] != EMPTY and c.ghosts[floor - 1] != b.ghosts[floor - 1]:
        return msg("ghostathome-result-stays", floor=floor)
    if sum(x != EMPTY for x in c.cats) < sum(x != EMPTY for x in b.cats):
        return msg("ghostathome-result-chased")
    return msg("ghostathome-result-none")


def _aftermath(before: GhostState, after: GhostState) -> list[Msg]:
    out = []
    if after.phase is Phase.DEFEND and after.attack and before.attack != after.attack:
        out.append(msg("ghostathome-then-defend", target=Seat(after.attack.target)))
    if after.escape and not before.escape:
        out.append(msg("ghostathome-then-escape", escaper=Seat(after.escape.escaper)))
    if before.escape and not after.escape and after.phase is Phase.TURN:
        out.append(msg("ghostathome-then-stopped", next=Seat(after.turn)))
    if after.phase is Phase.STOP and after.escape and (before.phase is not Phase.STOP or before.escape != after.escape):
        out.append(msg("ghostathome-then-stop", asked=Seat(after.escape.queue[0])))
    if after.winner != EMPTY and before.winner == EMPTY:
        out.append(msg("ghostathome-then-wins", winner=Seat(after.winner)))
    return out
