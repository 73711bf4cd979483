"""Seeded random playouts of every game the contract suite checks, shared by its tests (see conftest.py)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.registry import KITS, GameKit
from tests.contract.kits import CONTRACT_KITS

MAX_PLIES = 5000
"""Far above any real game; reaching it means a game that does not end."""
GAMES_PER_COUNT = 2
"""Seeded games played at every player count of every kind."""


@dataclass
class Playout:
    """One seeded random game: its options, the (seat, action) log and every state it passed through."""

    kind: str
    players: int
    seed: int
    options: dict[str, Any]
    log: list[tuple[int, str]] = field(default_factory=list)
    states: list[Any] = field(default_factory=list)


def play(kind: str, players: int, seed: int, options: Mapping[str, Any] | None = None) -> Playout:
    """Play random legal actions (a random owing seat each ply) until the game ends."""
    game = CONTRACT_KITS[kind].game
    filled = game.check_options(dict(options or {}))
    rng = random.Random(f"contract:{kind}:{players}:{seed}")
    s = game.new_game(players, seed, filled)
    out = Playout(kind, players, seed, filled, states=[s])
    while game.outcome(s) is None:
        assert len(out.log) < MAX_PLIES, f"{kind} with {players} players did not end in {MAX_PLIES} plies"
        owing = sorted(game.to_act(s))
        assert owing, f"{kind}: nobody owes a decision in an unfinished game"
        seat = rng.choice(owing)
        action = rng.choice(list(game.legal_actions(s, seat)))
        s = game.apply(s, seat, action)
        out.log.append((seat, action))
        out.states.append(s)
    return out


def counts(kind: str) -> range:
    """Every player count the game allows."""
    game = CONTRACT_KITS[kind].game
    return range(game.min_players, game.max_players + 1)


def options_for(kind: str, players: int, game_number: int) -> Mapping[str, Any]:
    """The option set of one game: the defaults and the kit's ``option_sets`` take turns over the player
    counts and seeds, so every set is played without adding games."""
    sets = ({}, *CONTRACT_KITS[kind].option_sets)
    return sets[(players + game_number) % len(sets)]


def all_playouts(kits: Mapping[str, GameKit] = KITS) -> Iterator[Playout]:
    """``GAMES_PER_COUNT`` seeded games of every kind of ``kits`` (default: the registered games) at every
    player count."""
    for kind in kits:
        for players in counts(kind):
            for number in range(GAMES_PER_COUNT):
                yield play(kind, players, 1000 * players + number, options_for(kind, players, number))


def sampled(states: list[Any], rng: random.Random, n: int = 40) -> list[Any]:
    """Up to ``n`` states of a game, spread over it (the first and the last included)."""
    if len(states) <= n:
        return states
    return [states[0], *rng.sample(states[1:-1], n - 2), states[-1]]
