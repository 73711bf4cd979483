"""Why an action is refused: one sentence saying what is allowed instead."""

from __future__ import annotations

from bot.games.ghost_at_home.data import CARDS, LIGHT_CARDS, MIN_LIGHT_BULBS, Kind, card_name, is_room
from bot.games.ghost_at_home.flow import holding
from bot.games.ghost_at_home.house import FLOOR_NUMBERS, floor_full, lower_full, top_floor
from bot.games.ghost_at_home.model import EMPTY, GhostState, Phase
from bot.i18n import Msg, Seat, msg

SPECIAL_HEADS = {"h": Kind.HOLE, "b": Kind.BULB, "f": Kind.FOOD, "e": Kind.ELEVATOR, "z": Kind.LIGHTNING}
NOT_A_MOVE = msg("ghostathome-refuse-not-a-move")
FALLBACK = msg("ghostathome-refuse-not-now")


def refusal(s: GhostState, seat: int, a: str | None) -> Msg:
    """The reason ``a`` (normalized, or None when unreadable) is not legal for ``seat`` now."""
    if s.phase is Phase.OVER:
        return msg("ghostathome-refuse-over")
    if seat in s.resigned:
        return msg("ghostathome-refuse-left")
    window = _window(s, seat, a)
    if window:
        return window
    if s.turn != seat:
        return msg("ghostathome-refuse-not-your-turn", turn=Seat(s.turn))
    if a is None:
        return NOT_A_MOVE
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    hand = s.hands[seat]
    if head in ("r", "d", "l"):
        cards = n[1:] if head == "l" else n
        if not cards or len(set(cards)) != len(cards) or not set(cards) <= set(hand):
            return msg("ghostathome-refuse-own-cards")
    if head == "r":
        return _rooms(s, seat, n)
    if head == "l":
        return _light(s, seat, n)
    if head == "pass":
        return msg("ghostathome-refuse-pass")
    if head == "g":
        return _ghost(s, seat, n)
    if head == "c":
        if holding(s, seat, Kind.CAT) is None:
            return msg("ghostathome-refuse-no-cat-card")
        return msg("ghostathome-refuse-cat-room")
    if head in SPECIAL_HEADS:
        if holding(s, seat, SPECIAL_HEADS[head]) is None:
            return msg("ghostathome-refuse-no-special", card=card_name(SPECIAL_HEADS[head]))
        if head == "b" and len(n) == 1:
            return _light_floor(s, seat, n[0])
        return _special(head)
    return NOT_A_MOVE if head not in ("d", "cat", "allow", "stop", "nostop") else FALLBACK


def _window(s: GhostState, seat: int, a: str | None) -> Msg | None:
    if s.phase is Phase.DEFEND and s.attack:
        t = s.attack.target
        if seat != t:
            return msg("ghostathome-refuse-wait-defend", target=Seat(t))
        if a == "cat":
            return msg("ghostathome-refuse-no-cat")
        return msg("ghostathome-refuse-defend-first", floor=s.attack.floor)
    if s.phase is Phase.STOP and s.escape:
        asked, escaper = s.escape.queue[0], s.escape.escaper
        if seat != asked:
            return msg("ghostathome-refuse-wait-stop", asked=Seat(asked), escaper=Seat(escaper))
        if a == "stop":
            return msg("ghostathome-refuse-no-ghost-to-stop")
        return msg("ghostathome-refuse-stop-first", escaper=Seat(escaper))
    if a in ("cat", "allow", "stop", "nostop"):
        return msg("ghostathome-refuse-no-window")
    return None


def _rooms(s: GhostState, seat: int, cards: list[int]) -> Msg:
    h = s.houses[seat]
    bad = [c for c in cards if not is_room(c)]
    if bad:
        return msg("ghostathome-refuse-not-room", card=CARDS[bad[0]].label)
    free = sum(r == EMPTY for r in h.rooms)
    if len(cards) > free:
        return msg("ghostathome-refuse-no-space", free=free)
    lowest = next(f for f in FLOOR_NUMBERS if not floor_full(h, f))
    return msg("ghostathome-refuse-lower-first", floor=lowest)


def _light(s: GhostState, seat: int, n: list[int]) -> Msg:
    floor, cards = n[0], n[1:]
    if len(cards) not in LIGHT_CARDS:
        return msg("ghostathome-refuse-light-cards")
    bulbs = sum(CARDS[c].bulbs for c in cards)
    if bulbs < MIN_LIGHT_BULBS:
        return msg("ghostathome-refuse-light-bulbs", bulbs=bulbs, needed=MIN_LIGHT_BULBS)
    return _light_floor(s, seat, floor)


def _light_floor(s: GhostState, seat: int, floor: int) -> Msg:
    h = s.houses[seat]
    if floor not in FLOOR_NUMBERS:
        return msg("ghostathome-refuse-floor")
    if h.lights[floor - 1]:
        return msg("ghostathome-refuse-lit", floor=floor)
    if not lower_full(h, floor):
        return msg("ghostathome-refuse-light-below", floor=floor)
    return FALLBACK


def _ghost(s: GhostState, seat: int, n: list[int]) -> Msg:
    if holding(s, seat, Kind.GHOST) is None:
        return msg("ghostathome-refuse-no-ghost-card")
    if len(n) != 1 or n[0] == seat or n[0] not in s.active():
        return msg("ghostathome-refuse-ghost-target")
    h = s.houses[n[0]]
    floor = top_floor(h)
    if not floor:
        return msg("ghostathome-refuse-ghost-no-rooms", target=Seat(n[0]))
    if h.ghosts[floor - 1] != EMPTY:
        return msg("ghostathome-refuse-ghost-there", target=Seat(n[0]), floor=floor)
    return FALLBACK


def _special(head: str) -> Msg:
    return {
        "h": msg("ghostathome-refuse-hole"),
        "b": msg("ghostathome-refuse-bulb"),
        "f": msg("ghostathome-refuse-food"),
        "e": msg("ghostathome-refuse-elevator"),
        "z": msg("ghostathome-refuse-lightning"),
    }[head]
