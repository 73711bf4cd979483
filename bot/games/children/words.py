"""Human words as messages: control labels and the public sentence after a move (refusals: ``prompts``)."""

from __future__ import annotations

from bot.games.base import Choice
from bot.games.children.cards import hand_limit
from bot.games.children.data import CARDS, ROOMS
from bot.games.children.ghosts import ghost_room
from bot.games.children.lexicon import card_msg, floor_msg, room_msg, then
from bot.games.children.model import ChildrenState, Phase
from bot.games.children.prompts import DEADLINES, PROMPTS, refusal, step_text
from bot.i18n import Msg, Seat, Text, msg

__all__ = ["DEADLINES", "PROMPTS", "choices", "describe", "interrupt_choices", "label", "parts", "refusal", "step_text"]

GROUPS = {
    "t": "tablet", "e": "enter", "m": "move", "u": "device", "s": "skull", "x": "escape", "l": "leave",
    "look": "look", "done": "done", "g": "ghost", "gn": "ghost", "k": "kitty", "ks": "kitty", "gp": "place",
    "r": "run", "rl": "run", "tr": "trim", "kp": "kitty", "kn": "kitty", "kk": "kitty", "hs": "settle", "bt": "biddle",
    "n": "near", "dt": "defuse", "dn": "defuse", "nl": "look",
}  # fmt: skip
GHOST_TARGETS = frozenset({"Hatpin", "Feather", "Snow Globe", "Cricket Cage"})
LABEL_IDS = {"e": "children-label-enter", "m": "children-label-move", "kk": "children-label-kitty",
             "hs": "children-label-remove", "gp": "children-label-ghost-to"}  # fmt: skip
"""Labels of the actions that name one room."""
FIXED_LABELS: dict[str, Msg] = {
    "s": msg("children-label-skull"), "x": msg("children-label-escape"), "look": msg("children-label-look"),
    "done": msg("children-label-done"), "gn": msg("children-label-no-ghost"), "dt": msg("children-label-defuse"),
    "dn": msg("children-label-spring"), "nl": msg("children-label-leave-alone"),
}  # fmt: skip
"""Labels of the actions of one word."""
FIXED_SAID: dict[str, Msg] = {
    "look": msg("children-said-look"), "done": msg("children-said-done"), "gn": msg("children-said-no-ghost"),
    "kn": msg("children-said-kitty-none"), "dt": msg("children-said-defuse"), "dn": msg("children-said-spring"),
    "n": msg("children-said-near"), "nl": msg("children-said-leave-alone"), "s": msg("children-said-skull"),
    "bt": msg("children-said-biddle"),
}  # fmt: skip
"""Public sentences of the moves that name nothing."""


def label(s: ChildrenState, seat: int, a: str) -> Msg:
    """Button/select text for a legal action of ``seat`` (its own cards may be named)."""
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    if head == "t":
        return msg("children-label-tablet", room=room_msg(s.room_pile[0]), column=n[0] + 1)
    if head in ("kp", "kn"):
        # Kitty Kitty's owner is told whom she found (the victim is the pounce decision's argument).
        if s.tasks and s.tasks[0].kind == "pounce":
            found = Seat(s.tasks[0].args[0])
            if head == "kp":
                return msg("children-label-send", seat=found, room=room_msg(n[0]))
            return msg("children-label-keep", seat=found)
        if head == "kp":
            return msg("children-label-send-them", room=room_msg(n[0]))
        return msg("children-label-keep-them")
    if head in LABEL_IDS:
        if not n:
            return msg("children-label-ghost-back")
        return msg(LABEL_IDS[head], room=room_msg(n[0]))
    if head == "u":
        if len(n) > 1 and CARDS[n[0]].name in GHOST_TARGETS:
            return msg("children-label-use-on", card=card_msg(n[0]), ghost=card_msg(n[1]))
        if len(n) > 1:
            return msg("children-label-use-room", card=card_msg(n[0]), room=room_msg(n[1]))
        return msg("children-label-use", card=card_msg(n[0]))
    if head in ("l", "tr", "rl"):
        return msg("children-label-leave", card=card_msg(n[0]))
    if head == "r":
        return msg("children-label-run", room=room_msg(n[0]))
    if head == "g":
        return msg("children-label-ghost", ghost=card_msg(n[0]), room=room_msg(n[1]))
    if head == "k":
        return msg("children-label-kitty-card", room=room_msg(n[0]), seat=Seat(n[1]))
    if head == "ks":
        return msg("children-label-kitty-stuck", seat=Seat(n[0]))
    if head == "bt":
        return msg("children-label-give-up", card=card_msg(n[0]))
    if head == "n":
        return msg("children-label-choose", card=card_msg(n[0]))
    return FIXED_LABELS.get(head) or msg("children-label-other", action=a)


PART_NAMES = {
    "t": ("column",), "e": ("room",), "m": ("room",), "r": ("room",), "kk": ("room",), "hs": ("room",),
    "gp": ("room",), "kp": ("room",), "l": ("card",), "tr": ("card",), "rl": ("card",), "bt": ("card",),
    "n": ("ghost",), "g": ("ghost", "room"), "k": ("room", "seat"), "ks": ("seat",),
}  # fmt: skip
"""What each kind of action is made of (``Choice.parts``), in the order of its numbers."""


def parts(a: str) -> tuple[tuple[str, str], ...]:
    """What an action is made of, as commands and controls name it (``Choice.parts``).

    Rooms, cards, ghosts and seats by their ids, a tablet's column from 0; a device use is one
    part, ``device``: its card id, then its target's id after a dot when it has one (what the
    ``device`` command takes). Actions of one word (``s``, ``done``, ``dn``...) have no parts.
    """
    head, *numbers = a.split(".")
    if head == "u":
        return (("device", ".".join(numbers)),)
    return tuple(zip(PART_NAMES.get(head, ()), numbers, strict=False))


def choices(s: ChildrenState, seat: int, actions: tuple[str, ...]) -> tuple[Choice, ...]:
    """Labelled controls for the given legal actions, with their parts."""
    return tuple(Choice(a, label(s, seat, a), GROUPS.get(a.split(".")[0], "other"), parts(a)) for a in actions)


def effect(s: ChildrenState, a: str) -> Msg:
    """What a Free Action device use does, e.g. "banish Penny (Kitchen)" (all public)."""
    card, *target = (int(x) for x in a.split(".")[1:])
    name = CARDS[card].name
    if target and name in GHOST_TARGETS:
        ghost, room = card_msg(target[0]), room_msg(ghost_room(s, target[0]))
        kind = {"Hatpin": "children-effect-calm", "Feather": "children-effect-banish"}.get(name, "children-effect-on")
        return msg(kind, ghost=ghost, room=room)
    if target and name == "Catnip":
        return msg("children-effect-flee", room=room_msg(target[0]))
    if target:
        return msg("children-effect-room", room=room_msg(target[0]))
    return msg("children-effect-use")


def interrupt_label(s: ChildrenState, a: str) -> Msg:
    """Text of an out-of-turn device use, e.g. "Feather: banish Penny (Kitchen) — costs a Skull Token"."""
    return msg("children-label-interrupt", card=card_msg(int(a.split(".")[1])), effect=effect(s, a))


def interrupt_choices(s: ChildrenState, actions: tuple[str, ...]) -> tuple[Choice, ...]:
    """Labelled controls for out-of-turn device uses (group ``interrupt``)."""
    return tuple(Choice(a, interrupt_label(s, a), "interrupt", parts(a)) for a in actions)


def said(before: ChildrenState, seat: int, a: str, out_of_turn: bool = False) -> Msg:
    """The sentence of the move itself, starting with a verb (no hidden card is named)."""
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    here = before.pos[seat]
    if head == "t":
        tablet = before.room_pile[0]
        return msg("children-said-tablet", room=room_msg(tablet), floor=floor_msg(ROOMS[tablet].floor))
    if head in ("e", "m"):
        return msg("children-said-enter", room=room_msg(n[0]))
    if head == "u" and out_of_turn:
        return msg("children-said-interrupt", card=card_msg(n[0]), effect=effect(before, a))
    if head == "u":
        return msg("children-said-use", card=card_msg(n[0]))
    if head == "x":
        return msg("children-said-escape", room=room_msg(here))
    if head in ("l", "tr", "rl"):
        return msg("children-said-leave", room=room_msg(here))
    if head == "r":
        return msg("children-said-run", room=room_msg(here), to=room_msg(n[0]))
    if head == "g":
        return msg("children-said-ghost", ghost=card_msg(n[0]), room=room_msg(n[1]))
    if head == "k":
        return msg("children-said-kitty-card", room=room_msg(n[0]), seat=Seat(n[1]))
    if head == "ks":
        return msg("children-said-kitty-stuck", seat=Seat(n[0]))
    if head == "gp":
        return msg("children-said-ghost-placed", room=room_msg(n[0])) if n else msg("children-said-ghost-back")
    if head == "kp":
        return msg("children-said-kitty-send", room=room_msg(n[0]))
    if head == "kk":
        return msg("children-said-kitty-put", room=room_msg(n[0]))
    if head == "hs":
        return msg("children-said-settle", room=room_msg(n[0]))
    return FIXED_SAID.get(head) or msg("children-said-other")


def describe(before: ChildrenState, seat: int, a: str, after: ChildrenState, out_of_turn: bool = False) -> Text:
    """What the move did, starting with a verb (no hidden card is named), then what followed at once.

    ``out_of_turn``: the move was an interrupt (a Free Action device for a Skull Token).
    """
    out: list[Text] = [said(before, seat, a, out_of_turn)]
    gained = sum(len(t) for t in after.trapped) - sum(len(t) for t in before.trapped)
    if gained:
        out.append(msg("children-said-trapped", count=gained // 2))
    if hand_limit(after) != hand_limit(before):
        out.append(msg("children-said-limit", limit=hand_limit(after)))
    if after.phase is Phase.OVER:
        out.append(msg("children-said-over"))
    return then(*out)
