"""Rumble in the House: other seats' secret characters, the undealt tokens and the rumbles to come.

A seat knows its own two characters of the rumble in play; every scored rumble is public
(``past``), and once the game is over so is everything dealt. The other seats' pairs and the
tokens nobody was dealt are re-dealt among themselves, and the seed (the placement and deal of
the rumbles to come) is drawn afresh.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import replace

from bot.games.rumble.data import CHARACTERS
from bot.games.rumble.model import RumbleState
from tests.contract.scramble.deal import new_seed


def scramble(s: RumbleState, seat: int | None, rng: random.Random) -> RumbleState:
    """Re-deal every secret character but ``seat``'s own among the other seats and the undealt tokens."""
    if s.finished:
        # Every dealt character is public now: each scored rumble's, and the one the game was cut short
        # in (``view.cut_short``); the undealt tokens are not stored, and no chance is left to come.
        return s
    mine = s.secrets[seat] if seat is not None else ()
    hidden = [c for c in range(len(CHARACTERS)) if c not in mine]
    rng.shuffle(hidden)
    deal = iter(hidden)
    secrets = tuple(pair if p == seat else tuple(sorted(next(deal) for _ in pair)) for p, pair in enumerate(s.secrets))
    return replace(s, secrets=secrets, seed=new_seed(rng))


def inventory(s: RumbleState) -> Hashable:
    """Two distinct characters per seat, out of the twelve tokens."""
    dealt = [c for pair in s.secrets for c in pair]
    return tuple(map(len, s.secrets)), len(set(dealt)), set(dealt) <= set(range(len(CHARACTERS)))
