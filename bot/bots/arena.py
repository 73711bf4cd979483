"""Tables of players, played to the end without Discord: for tests, the strength benchmark and warm-ups.

A *player* here is ``play(state, seat, rng) -> action``. :func:`seat_bot` turns a bot level (which
sees only its seat's view and choices) into one; the benchmark's all-seeing teams are players that
read the state, which is why they live in the benchmark and never in a game's bots.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.bots.contract import Budget, Decide
from bot.games.base import Action, Game, Outcome

Player = Callable[[Any, int, random.Random], Action]
"""Chooses the move of ``seat`` in a state (the arena's side of the boundary)."""


def seat_bot(game: Game[Any, Any], decide: Decide, budget: Budget, timings: list[float] | None = None) -> Player:
    """A player that hands a bot its seat's view and choices only; CPU seconds per decision go to ``timings``."""

    def play(state: Any, seat: int, rng: random.Random) -> Action:
        view = game.view(state, seat)
        choices = tuple(game.choices(state, seat))
        started = time.thread_time()
        action = decide(view, choices, rng, budget)
        if timings is not None:
            timings.append(time.thread_time() - started)
        return action

    return play


def random_player(game: Game[Any, Any]) -> Player:
    """A player of uniformly random legal moves."""

    def play(state: Any, seat: int, rng: random.Random) -> Action:
        return rng.choice(list(game.legal_actions(state, seat)))

    return play


@dataclass
class Played:
    """How one table's game went."""

    outcome: Outcome
    plies: int
    log: list[tuple[int, Action]] = field(default_factory=list)


class Unfinished(Exception):
    """A table that did not end within its ply limit."""


def play_table(
    game: Game[Any, Any],
    players: Sequence[Player],
    seed: int,
    options: Mapping[str, Any] | None = None,
    *,
    max_plies: int = 5000,
) -> Played:
    """Play one seeded game with one player per seat until it ends (Unfinished past ``max_plies``).

    Which owing seat moves first in a simultaneous phase is drawn from the seed too, so the same
    seed and the same players give the same game.
    """
    rng = random.Random(f"arena:{game.key}:{len(players)}:{seed}")
    state = game.new_game(len(players), seed, game.check_options(dict(options or {})))
    seat_rngs = [random.Random(f"arena-seat:{seed}:{seat}") for seat in range(len(players))]
    log: list[tuple[int, Action]] = []
    while (outcome := game.outcome(state)) is None:
        if len(log) >= max_plies:
            raise Unfinished(f"{game.title} with {len(players)} players did not end in {max_plies} plies (seed {seed})")
        seat = rng.choice(sorted(game.to_act(state)))
        action = players[seat](state, seat, seat_rngs[seat])
        state = game.apply(state, seat, action)
        log.append((seat, action))
    return Played(outcome, len(log), log)
