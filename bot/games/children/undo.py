"""Which moves of Children may be taken back (``ChildrenGame.undoable``).

Only the active player's own turn steps that are public and draw nothing: placing the drawn room tablet,
taking a Skull Token, leaving a card face down in one's room, moving a ghost along the spectral flow (or
none) and ending one's actions, and only when nothing followed that drew a card, turned a tablet or a
mini stack, showed anyone a card, passed the turn (the next tablet is shown) or ended the game. Entering
or moving into a room draws a card, picking cards up shows them, devices and decisions have effects of
their own: none of those may be taken back.
"""

from __future__ import annotations

from collections import Counter

from bot.games.children.model import ChildrenState, Phase

STEPS = frozenset({"t", "s", "l", "g", "gn", "done"})
"""The turn steps that may be taken back when nothing hidden followed them."""


def undoable(before: ChildrenState, seat: int, a: str, after: ChildrenState) -> bool:
    """Whether ``seat``'s ``a`` (``before`` → ``after``) showed nothing hidden, drew nothing and left the game
    running (see the module's words)."""
    if before.tasks or seat != before.turn or a.split(".")[0] not in STEPS:
        return False
    if after.phase in (Phase.OVER, Phase.TILE) or after.turn != before.turn:
        return False  # the turn passed: the next tablet is shown (or the game is over)
    pile = before.room_pile[1:] if a.startswith("t.") and before.phase is Phase.TILE else before.room_pile
    same = (
        after.room_pile == pile
        and after.deck == before.deck
        and after.discard == before.discard
        and after.minis == before.minis
        and after.revealed == before.revealed
        and after.trapped == before.trapped
        and after.kitty_card == before.kitty_card
        and after.kitty_holder == before.kitty_holder
        and after.ending == before.ending
        and after.insane == before.insane
    )
    if not same:
        return False
    others = [p for p in range(before.players) if p != seat]
    if any(after.hands[p] != before.hands[p] or after.seen[p] != before.seen[p] for p in others):
        return False
    left = Counter(before.hands[seat]) - Counter(after.hands[seat])
    if Counter(after.hands[seat]) - Counter(before.hands[seat]):
        return False  # a card came into the hand: it was drawn or picked up
    here = before.pos[seat]
    for room, (was, now) in enumerate(zip(before.under, after.under, strict=True)):
        added = Counter(now) - Counter(was)
        if Counter(was) - Counter(now) or (added and (room != here or added != left)):
            return False
    return True
