"""One scrambler per game: a state that differs from another only in what one seat may not know.

``scramble(s, seat, rng)`` re-deals the hidden information of ``s`` for ``seat`` (``None``:
the public view, hidden from everybody): other seats' hands and secrets, face-down cards,
the order of draw piles, future chance. It is the game's own re-dealer, carried by its kit
(``kit.bots.determinize``) and handed the seat's view only, so the bots and these tests share
one implementation; ``inventory(s)`` is what every re-deal keeps (``kit.bots.inventory``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from bot.registry import GameKit
from tests.contract.kits import CONTRACT_KITS


@dataclass(frozen=True)
class Scrambler:
    """How to re-deal one game's hidden information, and what a re-deal keeps."""

    scramble: Callable[[Any, int | None, random.Random], Any]
    """A state differing from the given one only in what the seat may not know (the same state when nothing is)."""
    inventory: Callable[[Any], Hashable] | None
    """The components and place sizes a re-deal conserves (None: a game that hides nothing)."""


def scrambler_of(kit: GameKit) -> Scrambler | None:
    """The kit's re-dealer, from its bots: ``determinize`` of the seat's view (None: a kit without bots)."""
    if kit.bots is None:
        return None
    game, determinize = kit.game, kit.bots.determinize

    def scramble(s: Any, seat: int | None, rng: random.Random) -> Any:
        return determinize(game.view(s, seat), rng)

    return Scrambler(scramble, kit.bots.inventory)


SCRAMBLERS: dict[str, Scrambler] = {
    kind: scrambler for kind, kit in CONTRACT_KITS.items() if (scrambler := scrambler_of(kit)) is not None
}
"""The scrambler of every kind whose kit has one (the contract suite fails for a hidden kind without one)."""


def scramble_of(kind: str) -> Callable[[Any, int | None, random.Random], Any]:
    """The re-dealer of a kind, as the contract suite uses it (``scramble(s, seat, rng)``)."""
    return SCRAMBLERS[kind].scramble
