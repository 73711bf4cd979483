"""The legal actions of The Purple House as controls see them: labels, groups, parts, and typed moves.

A choice's parts say what the move is made of, in the words of the typed commands:

* a flip: ``card`` (the cell's number on the board), group ``flip``;
* sorting the face-down cards: no part, group ``house``;
* ready: no part, group ``ready``; letting the house finish the modifications: ``change`` ``auto``, group ``ready``;
* a modification: ``card`` (the hand slot), ``item`` (``centre``, ``corner`` or ``handkerchief``) and
  ``change`` (what ``/purplehouse modify`` takes), group ``card<slot>``; its hint is the change alone,
  without its card (e.g. "add a Corner X at upper left").

:func:`compose` turns typed parts back into the action they name, legal or not, so that
``apply`` can say in its own words why a typed move is not allowed now.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.base import Choice
from bot.games.purple_house.cards import card_name, marks_label
from bot.games.purple_house.data import POSITION_NAMES
from bot.games.purple_house.escape import FLIP, SORT
from bot.games.purple_house.scouting import AUTO, MODIFICATION, READY
from bot.games.purple_house.state import ESCAPE, PurpleHouseState

ITEMS = {"c": "centre", "x": "corner", "r": "handkerchief", "d": "handkerchief"}
"""The item part of a modification, by the letter its action starts with."""


def choice(s: PurpleHouseState, seat: int, a: str) -> Choice:
    """A legal action of ``seat`` with its label, group, parts and hint."""
    if a == READY:
        return Choice(a, "Ready: cover my cards", "ready")
    if a == AUTO:
        return Choice(a, "Let the house make my modifications, then ready", "ready", (("change", AUTO),))
    if a == SORT:
        return Choice(a, "Sort the face-down cards by their markings", "house")
    if s.phase == ESCAPE:
        cell = int(a[1:])
        label = f"Flip card {cell} ({marks_label(s.marks[s.grid[cell - 1]])})"
        return Choice(a, label, "flip", (("card", str(cell)),))
    slot = int(a[1])
    names = [POSITION_NAMES[p] for p in a.split(".")[1:]]
    if a[0] == "c":
        what = "add a Centre X"
    elif a[0] == "x":
        what = f"add a Corner X at {names[0]}"
    elif a[0] == "r":
        what = f"turn the {names[0]} X to {names[1]} (Handkerchief)"
    else:
        what = f"remove the {names[0]} X (Handkerchief)"
    label = f"Card {slot} ({card_name(s.hands[seat][slot - 1])}): {what}"
    parts = (("card", str(slot)), ("item", ITEMS[a[0]]), ("change", a))
    return Choice(a, label, f"card{slot}", parts, hint=what)


def compose(group: str, picks: Sequence[str]) -> str | None:
    """The action typed parts name (legal or not), or None when they name no move of this game.

    ``flip`` takes a card number, ``change`` a modification or ``auto`` (what a choice's ``change``
    part holds), ``ready`` and ``house`` (sorting) nothing.
    """
    if group == "flip" and len(picks) == 1 and FLIP.fullmatch(f"f{picks[0]}"):
        return f"f{picks[0]}"
    if group == "change" and len(picks) == 1 and (picks[0] == AUTO or MODIFICATION.fullmatch(picks[0])):
        return picks[0]
    if not picks and group in ("ready", "house"):
        return READY if group == "ready" else SORT
    return None
