"""What a move is made of, as the typed commands and the card selects name it, and back.

Every choice has one part, named like the option of the ``/ghostathome`` command that plays
it: ``cards`` (rooms, discard, light), ``target`` (ghost), ``floor`` (cat), ``play`` (special
cards) and ``answer`` (the cat-defence and escape windows); a pass has none. A part's value is
comma-separated tokens: card ids, ``F<floor>`` for the floor of a light, or a special card's name
and its numbers (``hole,30,1``). :func:`compose` turns picks back into the action, legal or not:
``apply`` then says why an illegal one is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.games.ghost_at_home.actions import normalize
from bot.games.ghost_at_home.house import light_floors
from bot.games.ghost_at_home.model import GhostState

CARD = re.compile(r"\d{1,2}")
FLOOR = re.compile(r"F([1-3])")
MAX_TOKENS = 7
"""A light's floor and up to six cards: more picks never make a move."""
OPTION = {"r": "cards", "d": "cards", "l": "cards", "g": "target", "c": "floor"}
"""The command option naming each kind of move (special cards: ``play``; window answers: ``answer``)."""
SPECIALS = {"h": "hole", "b": "bulb", "f": "food", "e": "elevator", "z": "lightning"}
"""Special cards by action head, named as in ``data.Kind``; with how many numbers follow."""
SPECIAL_NUMBERS = {"h": 2, "b": 1, "f": 2, "e": 2, "z": 1}
ANSWERS = {"defend": ("cat", "allow"), "escape": ("stop", "nostop")}
"""The window answers each group holds."""
HEADS = {"rooms": "r", "discard": "d", "ghost": "g", "cat": "c"}


def parts_of(a: str) -> tuple[tuple[str, str], ...]:
    """The parts of a normalized action (see the module's docstring)."""
    head, *rest = a.split(".")
    if head == "pass":
        return ()
    if head in ("cat", "allow", "stop", "nostop"):
        return (("answer", head),)
    if head in SPECIALS:
        return (("play", ",".join([SPECIALS[head], *rest])),)
    if head == "l":
        rest = [f"F{rest[0]}", *rest[1:]]
    return ((OPTION[head], ",".join(rest)),)


def compose(s: GhostState, seat: int, group: str, picks: Sequence[str]) -> str | None:
    """The action made of ``picks`` in ``group`` (select values, or a typed part value), or None.

    A light whose floor is not picked goes on the seat's one floor that may be lit, if there is
    exactly one. The action is not checked against the rules.
    """
    tokens = [t.strip() for pick in picks for t in pick.split(",") if t.strip()]
    if not tokens or len(tokens) > MAX_TOKENS:
        return None
    if group in ANSWERS:
        return tokens[0] if len(tokens) == 1 and tokens[0] in ANSWERS[group] else None
    if group == "special":
        return _special(tokens)
    if group == "light":
        return _light(s, seat, tokens)
    head = HEADS.get(group)
    if head is None or not all(CARD.fullmatch(t) for t in tokens):
        return None
    if head in ("g", "c") and len(tokens) != 1:
        return None
    return normalize(".".join([head, *tokens]))


def _special(tokens: list[str]) -> str | None:
    head = next((h for h, name in SPECIALS.items() if name == tokens[0]), None)
    numbers = tokens[1:]
    if head is None or len(numbers) != SPECIAL_NUMBERS[head] or not all(CARD.fullmatch(t) for t in numbers):
        return None
    return normalize(".".join([head, *numbers]))


def _light(s: GhostState, seat: int, tokens: list[str]) -> str | None:
    floors = [m[1] for t in tokens if (m := FLOOR.fullmatch(t))]
    cards = [t for t in tokens if CARD.fullmatch(t)]
    if not cards or len(floors) + len(cards) != len(tokens):
        return None
    if not floors and 0 <= seat < s.players:
        dark = light_floors(s.houses[seat])
        floors = [str(dark[0])] if len(dark) == 1 else []
    if len(floors) != 1:
        return None
    return normalize(".".join(["l", floors[0], *cards]))
