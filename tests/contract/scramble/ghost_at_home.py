"""Ghost at Home: other seats' hands, the draw pile (contents and order), the face-down discards.

Every house is public, and only the sizes of the hands, the deck and the discard pile are
shown (RULINGS "Discards are hidden"). Without ``always_ask`` an open window tells the
table that the seat asked holds a cat (or a ghost), so that seat's hand stays as it is.
Once the game is over every hand is revealed, so only the deck and the discard pile are re-dealt.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable
from dataclasses import replace

from bot.games.ghost_at_home.house import cards_in
from bot.games.ghost_at_home.model import GhostState, Phase
from tests.contract.scramble.deal import new_seed, redeal


def window_seat(s: GhostState) -> int | None:
    """The seat an open cat or escape window asks, if any."""
    if s.phase is Phase.DEFEND and s.attack:
        return s.attack.target
    if s.phase is Phase.STOP and s.escape:
        return s.escape.queue[0]
    return None


def scramble(s: GhostState, seat: int | None, rng: random.Random) -> GhostState:
    """Re-deal the other seats' hands (all kept at the end), the deck and the discard pile; draw a new seed."""
    kept = {seat, None if s.always_ask else window_seat(s)}
    others = [] if s.phase is Phase.OVER else [p for p in range(s.players) if p not in kept]
    dealt = redeal([*(s.hands[p] for p in others), s.deck, s.discard], rng)
    hands = list(s.hands)
    for p, hand in zip(others, dealt[:-2], strict=True):
        hands[p] = hand
    return replace(s, hands=tuple(hands), deck=dealt[-2], discard=dealt[-1], seed=new_seed(rng))


def inventory(s: GhostState) -> Hashable:
    """Every card once, and the sizes of the hands, the deck and the discard pile."""
    cards = [*s.deck, *s.discard, *(c for h in s.hands for c in h), *(c for h in s.houses for c in cards_in(h))]
    if s.attack:
        cards.append(s.attack.ghost)
    sizes = (tuple(map(len, s.hands)), len(s.deck), len(s.discard))
    return frozenset(Counter(cards).items()), sizes
