"""Seeded random games of The Purple House, move by move, for the notes and reveal tests."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from bot.games.purple_house import GAME, PurpleHouseState

OPTION_SETS = ({}, {"scoring": True, "difficulty": "hard"}, {"scoring": True, "difficulty": "impossible"})


@dataclass(frozen=True)
class Move:
    """One played action: the state before, the seat, the action and the state after."""

    before: PurpleHouseState
    seat: int
    action: str
    after: PurpleHouseState


@cache
def played(players: int, seed: int) -> tuple[Move, ...]:
    """Every move of one seeded random game, from the first deal to its end."""
    rng = random.Random(f"purple-notes:{players}:{seed}")
    s = GAME.new_game(players, seed, OPTION_SETS[seed % len(OPTION_SETS)])
    moves: list[Move] = []
    while GAME.to_act(s):
        seat = rng.choice(sorted(GAME.to_act(s)))
        action = rng.choice(list(GAME.legal_actions(s, seat)))
        after = GAME.apply(s, seat, action)
        moves.append(Move(s, seat, action, after))
        s = after
    return tuple(moves)


def every_move() -> Iterator[Move]:
    """The moves of three seeded games at every player count."""
    for players in range(1, 6):
        for seed in range(3):
            yield from played(players, 50 * players + seed)


def finished_games() -> list[PurpleHouseState]:
    """The last state of every seeded game."""
    return [played(players, 50 * players + seed)[-1].after for players in range(1, 6) for seed in range(3)]
