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
from bot.games.purple_house.escape import FLIP, SORT
from bot.games.purple_house.scouting import AUTO, MODIFICATION, READY
from bot.games.purple_house.state import ESCAPE, PurpleHouseState
from bot.games.purple_house.words import card_words, marks_words, position_words
from bot.i18n import Msg, msg

ITEMS = {"c": "centre", "x": "corner", "r": "handkerchief", "d": "handkerchief"}
"""The item part of a modification, by the letter its action starts with."""


def choice(s: PurpleHouseState, seat: int, a: str) -> Choice:
    """A legal action of ``seat`` with its label, group, parts and hint."""
    if a == READY:
        return Choice(a, msg("purplehouse-choice-ready"), "ready")
    if a == AUTO:
        return Choice(a, msg("purplehouse-choice-auto"), "ready", (("change", AUTO),))
    if a == SORT:
        return Choice(a, msg("purplehouse-choice-sort"), "house")
    if s.phase == ESCAPE:
        cell = int(a[1:])
        label = msg("purplehouse-choice-flip", cell=cell, marks=marks_words(s.marks[s.grid[cell - 1]]))
        return Choice(a, label, "flip", (("card", str(cell)),))
    slot = int(a[1])
    what = change_choice(a)
    label = msg("purplehouse-choice-modify", slot=slot, card=card_words(s.hands[seat][slot - 1]), change=what)
    parts = (("card", str(slot)), ("item", ITEMS[a[0]]), ("change", a))
    return Choice(a, label, f"card{slot}", parts, hint=what)


def change_choice(a: str) -> Msg:
    """What a modification action does to its card, as a command: "add a Corner X at upper left"."""
    places = [position_words(p) for p in a.split(".")[1:]]
    if a[0] == "c":
        return msg("purplehouse-change-add-centre")
    if a[0] == "x":
        return msg("purplehouse-change-add-corner", position=places[0])
    if a[0] == "r":
        return msg("purplehouse-change-turn", old=places[0], new=places[1])
    return msg("purplehouse-change-remove", position=places[0])


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
