"""Human words: control labels, the public sentence after a move, and refusals."""

from __future__ import annotations

from bot.games.base import Choice, cut, seat_name
from bot.games.children.cards import hand_limit
from bot.games.children.data import CARDS, FLOOR_NAMES, ROOMS
from bot.games.children.ghosts import ghost_room
from bot.games.children.model import ChildrenState, Phase

MAX_LABEL = 100
GROUPS = {
    "t": "tablet", "e": "enter", "m": "move", "u": "device", "s": "skull", "x": "escape", "l": "leave",
    "look": "look", "done": "done", "g": "ghost", "gn": "ghost", "k": "kitty", "ks": "kitty", "gp": "place",
    "r": "run", "rl": "run", "tr": "trim", "kp": "kitty", "kn": "kitty", "kk": "kitty", "hs": "settle", "bt": "biddle",
    "n": "near", "dt": "defuse", "dn": "defuse", "nl": "look",
}  # fmt: skip
VERBS = {"e": "Enter", "m": "Move to", "kk": "Kitty Kitty to", "hs": "Remove", "gp": "Ghost to"}
GHOST_TARGETS = frozenset({"Hatpin", "Feather", "Snow Globe", "Cricket Cage"})
PROMPTS = {
    "place": "place the ghost drawn in a room without players",
    "run": "run from the ghost (leave 2 cards, one a toy) or escape",
    "trim": "leave cards down to the new hand limit",
    "pounce": "decide whether Kitty Kitty moves the player she found",
    "kitty": "put Kitty Kitty in a room without players",
    "settle": "choose a room for House Settles to remove",
    "biddle": "give Irwin Biddle a toy",
    "near": "choose which of the equally near ghosts is affected",
    "defuse": "decide whether to defuse the trap with Dental Tools",
    "find": "decide whether to look at the cards in the room they were moved to",
}

DEADLINES = {
    "trim": "At the deadline a trap is left, else a device, else the highest card; toys are kept.",
    "run": (
        "At the deadline traps, then devices are left (a toy only if needed), "
        "then the first way out without a ghost (else the first) is taken."
    ),
    "pounce": "At the deadline Kitty Kitty moves nobody.",
    "biddle": "At the deadline the first toy in hand is given up.",
    "defuse": "At the deadline Dental Tools defuse the trap when held.",
    "find": "At the deadline the cards are left alone.",
}


def room_name(room: int) -> str:
    """The name of a room."""
    return ROOMS[room].name


def card_name(card: int) -> str:
    """The name of a card."""
    return CARDS[card].name


def label(s: ChildrenState, seat: int, a: str) -> str:
    """Button/select text for a legal action of ``seat`` (its own cards may be named)."""
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    if head == "t":
        return f"Place the {room_name(s.room_pile[0])} in column {n[0] + 1}"
    if head in ("kp", "kn"):
        # Kitty Kitty's owner is told whom she found (the victim is the pounce decision's argument).
        found = seat_name(s.tasks[0].args[0]) if s.tasks and s.tasks[0].kind == "pounce" else "them"
        return f"Send {found} to the {room_name(n[0])}" if head == "kp" else f"Leave {found} with Kitty Kitty"
    if head in ("e", "m", "kk", "hs", "gp"):
        if not n:
            return "Put the ghost back under the draw pile"
        return f"{VERBS[head]} the {room_name(n[0])}"
    if head == "u":
        target = ""
        if len(n) > 1 and CARDS[n[0]].name in GHOST_TARGETS:
            target = f" on {card_name(n[1])}"
        elif len(n) > 1:
            target = f": the {room_name(n[1])}"
        return _fit(f"Use {card_name(n[0])}{target}")
    if head in ("l", "tr", "rl"):
        return f"Leave {card_name(n[0])} here"
    if head == "r":
        return f"Run to the {room_name(n[0])}"
    if head == "g":
        return f"Move {card_name(n[0])} to the {room_name(n[1])}"
    if head == "k":
        return f"Kitty Kitty to the {room_name(n[0])}, card to {seat_name(n[1])}"
    if head == "ks":
        return f"Kitty Kitty cannot move; card to {seat_name(n[0])}"
    if head in ("bt", "n"):
        return f"{'Give up' if head == 'bt' else 'Choose'} {card_name(n[0])}"
    fixed = {
        "s": "Take a Skull Token", "x": "Emergency escape (leave your whole hand)", "look": "Look at the cards here",
        "done": "End your actions", "gn": "Move no ghost",
        "dt": "Defuse the trap with Dental Tools", "dn": "Let the trap spring", "nl": "Leave the cards alone",
    }  # fmt: skip
    return fixed.get(head, a)


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


def effect(s: ChildrenState, a: str) -> str:
    """What a Free Action device use does, e.g. "banish Penny (Kitchen)" (all public)."""
    card, *target = (int(x) for x in a.split(".")[1:])
    name = card_name(card)
    if target and name in GHOST_TARGETS:
        verb = {"Hatpin": "calm", "Feather": "banish"}.get(name, "use it on")
        return f"{verb} {card_name(target[0])} ({room_name(ghost_room(s, target[0]))})"
    if target:
        return f"flee Kitty Kitty to the {room_name(target[0])}" if name == "Catnip" else f"the {room_name(target[0])}"
    return "use it"


def interrupt_label(s: ChildrenState, a: str) -> str:
    """Text of an out-of-turn device use, e.g. "Feather: banish Penny (Kitchen) — costs a Skull Token"."""
    return _fit(f"{card_name(int(a.split('.')[1]))}: {effect(s, a)} — costs a Skull Token")


def interrupt_choices(s: ChildrenState, actions: tuple[str, ...]) -> tuple[Choice, ...]:
    """Labelled controls for out-of-turn device uses (group ``interrupt``)."""
    return tuple(Choice(a, interrupt_label(s, a), "interrupt", parts(a)) for a in actions)


def _fit(text: str) -> str:
    return text if len(text) <= MAX_LABEL else text[: MAX_LABEL - 1] + "…"


def describe(before: ChildrenState, seat: int, a: str, after: ChildrenState, out_of_turn: bool = False) -> str:
    """What the move did, starting with a verb (no hidden card is named).

    ``out_of_turn``: the move was an interrupt (a Free Action device for a Skull Token).
    """
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    here = before.pos[seat]
    if head == "t":
        text = f"placed the {room_name(before.room_pile[0])} on the {FLOOR_NAMES[ROOMS[before.room_pile[0]].floor]}."
    elif head in ("e", "m"):
        text = f"entered the {room_name(n[0])}."
    elif head == "u" and out_of_turn:
        text = f"played {card_name(n[0])} out of turn, turning in a Skull Token: {effect(before, a)}."
    elif head == "u":
        text = f"used {card_name(n[0])}."
    elif head == "s":
        text = "took a Skull Token."
    elif head == "x":
        text = f"made an emergency escape from the {room_name(here)}, leaving every card there."
    elif head in ("l", "tr", "rl"):
        text = f"left a card face down in the {room_name(here)}."
    elif head == "r":
        text = f"ran from the ghost in the {room_name(here)} to the {room_name(n[0])}."
    elif head == "g":
        text = f"moved {card_name(n[0])} to the {room_name(n[1])}."
    elif head in ("k", "ks"):
        moved = f"moved Kitty Kitty to the {room_name(n[0])} and " if head == "k" else ""
        text = f"{moved}gave the Kitty Kitty card to {seat_name(n[-1])}."
    elif head == "gp":
        text = f"placed a ghost in the {room_name(n[0])}." if n else "put a ghost back under the draw pile."
    elif head == "kp":
        text = f"had Kitty Kitty send a player to the {room_name(n[0])}."
    elif head == "kk":
        text = f"put Kitty Kitty in the {room_name(n[0])}."
    elif head == "hs":
        text = f"removed the {room_name(n[0])} (House Settles)."
    elif head == "bt":
        text = "gave up a toy to Irwin Biddle."
    else:
        text = {
            "look": "looked at the cards in the room.", "done": "ended their actions.", "gn": "moved no ghost.",
            "kn": "left the player with Kitty Kitty.", "dt": "defused a trap with Dental Tools.",
            "dn": "let the trap spring.", "n": "chose the ghost.", "nl": "left the cards in the room alone.",
        }.get(head, "played.")  # fmt: skip
    gained = sum(len(t) for t in after.trapped) - sum(len(t) for t in before.trapped)
    if gained:
        text += f" {gained // 2} ghost(s) trapped."
    if hand_limit(after) != hand_limit(before):
        text += f" The hand limit is now {hand_limit(after)}."
    if after.phase is Phase.OVER:
        text += " The game is over."
    return text


OUT_OF_TURN = "out of turn you may only play a Free Action device by turning in a Skull Token"
NO_INTERRUPT = " You cannot now: it takes a Skull Token, a Free Action device in hand and something in its reach."


def refusal(s: ChildrenState, seat: int, a: str, can_interrupt: bool = False) -> str:
    """Why an action is refused, and what is allowed now (``can_interrupt``: the seat has interrupts)."""
    if s.phase is Phase.OVER:
        return "The game is over."
    if not 0 <= seat < s.players or seat in s.resigned:
        return "You are not playing in this game."
    tail = "" if seat == s.turn else f"; {OUT_OF_TURN}." + ("" if can_interrupt else NO_INTERRUPT)
    if s.tasks and s.tasks[0].seat != seat:
        t = s.tasks[0]
        return f"Not now: {seat_name(t.seat)} must {PROMPTS.get(t.kind, 'decide')} first" + (tail or ".")
    if not s.tasks and seat != s.turn:
        return f"It is {seat_name(s.turn)}'s turn{tail}"
    what = PROMPTS.get(s.tasks[0].kind, "decide") if s.tasks else step_text(s)
    return f"{cut(a)!r} is not allowed now: you must {what}."


def step_text(s: ChildrenState) -> str:
    """What the active player does in the current step of the turn."""
    return {
        Phase.TILE: "place the room tablet drawn",
        Phase.ENTER: "choose a room without a ghost to enter the mansion",
        Phase.ACT: (
            f"take actions ({s.actions_left} left; Skull Tokens buy more)"
            if s.actions_left
            else "take actions with Skull Tokens or end them"
        ),
        Phase.RESTORE: f"leave cards down to the hand limit of {hand_limit(s)}",
        Phase.GHOST: "move one ghost along the spectral arrows, or none",
        Phase.KITTY: "move Kitty Kitty and give her card to another player",
    }.get(s.phase, "wait")
