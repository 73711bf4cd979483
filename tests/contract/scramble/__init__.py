"""One scrambler per game: a state that differs from another only in what one seat may not know.

``scramble(s, seat, rng)`` re-deals the hidden information of ``s`` for ``seat`` (``None``:
the public view, hidden from everybody): other seats' hands and secrets, face-down cards,
the order of draw piles, future chance. Cards are conserved (a permutation of the hidden
cards among the hidden places) and the state stays one the rules can reach; ``inventory(s)``
is what every re-deal keeps. The module of each game says what exactly it re-deals.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from tests.contract.scramble import children, ghost_at_home, purple_house, quiet_house, rumble


@dataclass(frozen=True)
class Scrambler:
    """How to re-deal one game's hidden information, and what a re-deal keeps."""

    scramble: Callable[[Any, int | None, random.Random], Any]
    """A state differing from the given one only in what the seat may not know (the same state when nothing is)."""
    inventory: Callable[[Any], Hashable]
    """The components and place sizes a re-deal conserves."""


SCRAMBLERS: dict[str, Scrambler] = {
    "rumble": Scrambler(rumble.scramble, rumble.inventory),
    "ghostathome": Scrambler(ghost_at_home.scramble, ghost_at_home.inventory),
    "purplehouse": Scrambler(purple_house.scramble, purple_house.inventory),
    "quiethouse": Scrambler(quiet_house.scramble, quiet_house.inventory),
    "children": Scrambler(children.scramble, children.inventory),
}
"""The scrambler of every registered kind (the contract suite fails for a kind without one)."""
