"""Decisions owed in the middle of things, often out of turn (RULINGS "Children" 8).

=================  ==================================================================
``gp.<room>``      place the ghost being drawn in that room
``rl.<card>``      running from a ghost: leave that card first (2 cards, one a toy if you hold one;
                   then more while above the hand limit, as for every move)
``r.<room>``       then run to that room (through a door or trapdoor, a ghost there or not; not
                   back into a room already fled in the same flight)
``x``              emergency escape (only when there is no way out)
``tr.<card>``      trim: leave that card in your room (the hand limit dropped)
``u.<card>...``    use a Free Action device instead (Skull Token out of turn)
``kp.<room>`` / ``kn``  Kitty Kitty's owner moves the player found with her, or not
``kk.<room>``      put Kitty Kitty in that room (Kitty Kitty fate)
``hs.<room>``      House Settles: remove that room
``bt.<toy>``       Irwin Biddle: give up that toy
``n.<ghost>``      pick among ghosts equally near (Voodoo Doll, Crickets)
``dt`` / ``dn``    Dental Tools: defuse the trap found, or let it spring
``look`` / ``nl``  moved on your own turn without entering (fled, Catnip, Kitty Kitty): pick up
                   the cards in the room, or leave them alone
=================  ==================================================================
"""

from __future__ import annotations

from dataclasses import replace

from bot.games.children.cards import leave, toys_in_hand
from bot.games.children.data import CARDS, Device
from bot.games.children.devices import can_pay, defuse, device_actions, use
from bot.games.children.ghosts import escape, flight, may_look, placeable, push, put_ghost, run, run_cards, run_exits
from bot.games.children.hazards import biddle, near_choices, near_effect, settle, settle_choices, spring
from bot.games.children.mansion import haunted, in_play, occupied
from bot.games.children.model import NONE, ChildrenState, Phase, Task

ORDER = {"trap": 0, "device": 1, "fate": 2, "toy": 3, "ghost": 4}
"""Which cards an absent player gives up first: traps, then devices; toys last."""

HAND_BLIND = frozenset({"trim", "run", "pounce", "biddle"})
"""Decisions whose auto-answer shows the table the same thing whatever the answering seat holds.

Trim and run leave cards face down (the sentence says only "left a card") and run through the
first way out without a ghost (else the first one), which the mansion shows; how many cards go
depends only on the hand's size and the hand limit, which are public (a trap in a haunted room
taken because every way out was haunted is the rules' doing, which any answer there would show).
Kitty Kitty's owner answers "move nobody" whatever it holds. Irwin Biddle asks only players
holding a toy (the rulebook makes every one of them give one up) and the toy given up
is not named. So these may be answered at once without telling anybody anything.
"""


def first_given_up(cards: tuple[int, ...] | list[int]) -> int:
    """The card an absent player leaves first: a trap, else a device, else the highest card (toys last)."""
    return min(cards, key=lambda c: (ORDER[CARDS[c].kind.value], -c))


def options(s: ChildrenState, t: Task) -> tuple[str, ...]:
    """Every answer to the decision ``t`` (empty: the decision is moot)."""
    seat, k = t.seat, t.kind
    if k == "place":
        return tuple(f"gp.{r}" for r in placeable(s, seat, t.args[1], t.args[2:])) or ("gp",)
    if k == "run":
        fled, left = flight(t.args)
        ways = run_exits(s, seat, fled)
        cards = run_cards(s, seat, left) if ways else ()
        out = [f"rl.{c}" for c in cards] or [f"r.{r}" for r in ways] or ["x"]
        return (*out, *device_actions(s, seat, free_only=True))
    if k == "trim":
        return (*(f"tr.{c}" for c in sorted(set(s.hands[seat]))), *device_actions(s, seat, free_only=True))
    if k == "pounce":
        here = s.pos[t.args[0]]
        return (*(f"kp.{r}" for r in in_play(s) if r != here and not haunted(s, r)), "kn")
    if k == "kitty":
        rooms = [r for r in in_play(s) if not occupied(s, r)] or list(in_play(s))
        return tuple(f"kk.{r}" for r in sorted(rooms))
    if k == "settle":
        return tuple(f"hs.{r}" for r in settle_choices(s))
    if k == "biddle":
        return tuple(f"bt.{c}" for c in sorted(set(toys_in_hand(s, seat))))
    if k == "near":
        return tuple(f"n.{g}" for g in near_choices(s, seat, t.args[0]))
    if k == "defuse":
        tools = any(CARDS[c].name == Device.DENTAL_TOOLS for c in s.hands[seat])
        return ("dt", "dn") if tools and can_pay(s, seat) else ("dn",)
    if k == "find":
        return ("look", "nl")
    return ()


def decide(s: ChildrenState, t: Task, a: str) -> ChildrenState:
    """Apply a legal answer to the decision at the head of the queue."""
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    seat = t.seat
    if head == "u":
        return use(s, seat, n[0], n[1] if len(n) > 1 else NONE)
    if head == "tr":
        return leave(s, seat, (n[0],), s.pos[seat])
    if head == "rl":
        s = leave(s, seat, (n[0],), s.pos[seat])
        return replace(s, tasks=(Task("run", seat, (*t.args, n[0])), *s.tasks[1:]))
    s = replace(s, tasks=s.tasks[1:])
    if head == "gp":
        if not n:
            return replace(s, deck=(*s.deck, t.args[0]))
        nxt = s.tasks[0] if s.tasks else None
        if t.args[1] == 1 and nxt and nxt.kind == "place" and nxt.args[1] == 1:
            s = replace(s, tasks=(Task("place", nxt.seat, (*nxt.args, n[0])), *s.tasks[1:]))
        return put_ghost(s, t.args[0], n[0])
    if head == "r":
        fled, _ = flight(t.args)
        return run(s, seat, n[0], (*fled, s.pos[seat]))
    if head == "look":
        return push(s, Task("look", seat), Task("arrive", seat))
    if head == "x":
        s = escape(s, seat)
        return replace(s, phase=Phase.GHOST) if seat == s.turn and s.phase is Phase.ACT else s
    if head == "kp":
        victim = t.args[0]
        s = s.with_seat("pos", victim, n[0])
        return push(s, *may_look(s, victim))
    if head == "kk":
        return replace(s, kitty=n[0])
    if head == "hs":
        return settle(s, seat, n[0], t.args[0])
    if head == "bt":
        return biddle(s, seat, n[0])
    if head == "n":
        return near_effect(s, seat, t.args[0], n[0])
    if head == "dt":
        return defuse(s, seat, t.args[0])
    if head == "dn":
        return spring(s, seat, t.args[0])
    return s  # "kn": the player stays with Kitty Kitty; "nl": the cards stay where they are


def default(s: ChildrenState, t: Task) -> str:
    """The auto-answer at a deadline (RULINGS 8): the mildest choice for the absent player.

    Run and trim: leave a trap, else a device, else the highest card (toys last; a runner
    leaves a toy only when it must), then flee through the first way out without a ghost
    (else the first way out: the mansion shows which, the hand plays no part). Kitty's owner
    does not move anybody. Dental Tools defuse the trap. A player moved on its own turn leaves
    the cards there alone. Other choices take the first option.
    """
    opts = options(s, t)
    if t.kind == "trim":
        return f"tr.{first_given_up(s.hands[t.seat])}"
    if t.kind == "run":
        cards = [int(o[3:]) for o in opts if o.startswith("rl.")]
        if cards:
            return f"rl.{first_given_up(cards)}"
        ways = [int(o[2:]) for o in opts if o.startswith("r.")]
        if ways:
            return f"r.{next((r for r in ways if not haunted(s, r)), ways[0])}"
        return "x"
    if t.kind == "pounce":
        return "kn"
    if t.kind == "find":
        return "nl"
    if t.kind == "defuse":
        return opts[0]
    return opts[0]
