"""Children: other seats' hands and memories, unseen cards left in rooms, the decks, the ghost minis.

A seat sees its own hand and the cards it knows lie under each room (``seen``), and every
face-up card: the discard pile, the ghosts in the mansion, the trapped pairs, the card of an
open window, the turned-over mini stacks and the tablet being placed. Every other card of
the draw pile, the other hands and the rooms is relabelled among the hidden ones, a card
becoming another of its class (ghosts stay ghosts and fates fates, both only in the draw
pile; toys, devices and traps mix), and the other seats remember the new card where they
remembered the old. The draw pile and the room pile are shuffled, the unturned ghost minis
re-dealt under the toys, and the seed drawn afresh. A re-deal the table could tell apart
(a pending decision gone moot, a player holding the toy of a ghost it stands with) is drawn
again.

Once the game is over every hand and every card under a room is face up in every view: only the
draw pile, the room pile, the unturned minis and the seed are re-dealt then.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable, Iterable
from dataclasses import replace

from bot.games.children.cards import all_cards
from bot.games.children.data import CARDS, Kind, toy_of
from bot.games.children.flow import proceed
from bot.games.children.model import FLED, NONE, ChildrenState, Phase
from tests.contract.scramble.deal import new_seed, shuffled

TRIES = 40
"""Re-deals drawn before giving up on one the table could not tell apart (then nothing is re-dealt)."""
CLASS = {Kind.GHOST: "ghost", Kind.FATE: "fate", Kind.TOY: "hand", Kind.DEVICE: "hand", Kind.TRAP: "hand"}
"""Cards that may stand for each other: ghosts and fates never reach a hand or a room."""


def scramble(s: ChildrenState, seat: int | None, rng: random.Random) -> ChildrenState:
    """A state the table cannot tell from ``s`` where every card ``seat`` cannot see may be another."""
    for _ in range(TRIES):
        t = _redeal(s, seat, rng)
        if _settled(t):
            return t
    return s


def known(s: ChildrenState, seat: int | None) -> set[int]:
    """Cards ``seat`` sees or remembers, and every face-up card."""
    out = set(s.discard) | {c for h in s.haunts for c in h} | {c for t in s.trapped for c in t} | set(s.enraged)
    if s.kitty_card != NONE:
        out.add(s.kitty_card)
    for t in s.tasks:
        if t.kind in ("place", "spring", "defuse"):
            out.add(t.args[0])
        elif t.kind == "run":
            out.update(a for a in t.args if a < FLED)  # the runner's own cards, kept with its flight
    if seat is not None:
        out.update(s.hands[seat])
        out.update(c for room in s.seen[seat] for c in room)
    if s.phase is Phase.OVER:  # the end reveals every hand and the cards under every room to everybody
        out.update(c for hand in s.hands for c in hand)
        out.update(c for room in s.under for c in room)
    return out


def _redeal(s: ChildrenState, seat: int | None, rng: random.Random) -> ChildrenState:
    hidden = [c for c in range(len(CARDS)) if c not in known(s, seat)]
    relabel: dict[int, int] = {}
    for group in {CLASS[CARDS[c].kind] for c in hidden}:
        cards = [c for c in hidden if CLASS[CARDS[c].kind] == group]
        relabel.update(zip(cards, shuffled(cards, rng), strict=True))

    def new(cards: Iterable[int]) -> tuple[int, ...]:
        return tuple(relabel.get(c, c) for c in cards)

    hands = tuple(h if p == seat else new(h) for p, h in enumerate(s.hands))
    seen = tuple(m if p == seat else tuple(new(room) for room in m) for p, m in enumerate(s.seen))
    unturned = [k for k in range(len(s.minis)) if k not in s.revealed]
    minis = list(s.minis)
    for k, ghost in zip(unturned, shuffled([s.minis[k] for k in unturned], rng), strict=True):
        minis[k] = ghost
    shown = 1 if s.phase is Phase.TILE and s.room_pile else 0  # the tablet being placed is face-up
    return replace(
        s,
        hands=hands,
        seen=seen,
        under=tuple(new(room) for room in s.under),
        deck=shuffled(new(s.deck), rng),
        room_pile=s.room_pile[:shown] + shuffled(s.room_pile[shown:], rng),
        minis=tuple(minis),
        seed=new_seed(rng),
    )


def _settled(s: ChildrenState) -> bool:
    """Nothing the table sees would give the re-deal away: the flow is where it was, no trap is missed."""
    if proceed(s) != s:
        return False
    arriving = {t.seat for t in s.tasks if t.kind == "arrive"}
    for p in range(s.players):
        room = s.pos[p]
        if room != NONE and p not in arriving and any(toy_of(g) in s.hands[p] for g in s.haunts[room]):
            return False  # meeting a ghost with its toy in hand traps it at once
    return True


def inventory(s: ChildrenState) -> Hashable:
    """The 70 cards once each, the ghost minis, the sizes of every place and what the draw pile holds by class."""
    deck = Counter(CLASS[CARDS[c].kind] for c in s.deck)
    sizes = (tuple(map(len, s.hands)), tuple(map(len, s.under)), len(s.deck), tuple(sorted(s.room_pile)))
    memories = all(Counter(m) <= Counter(s.under[r]) for seen in s.seen for r, m in enumerate(seen))
    return tuple(sorted(all_cards(s))), tuple(sorted(s.minis)), sizes, frozenset(deck.items()), memories
