"""The good bot's fast simulation plays by the engine's rules and finds the judgements' moves."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from bot.games.ghost_at_home import GAME, GhostState
from bot.games.ghost_at_home import bots_sim as sim
from bot.games.ghost_at_home.bots_board import from_view
from bot.games.ghost_at_home.bots_easy import good_score, score
from bot.games.ghost_at_home.bots_players import choose, play_out
from bot.games.ghost_at_home.model import Phase
from tests.games.ghost_at_home.test_determinize import OPTIONS, playout


def turns() -> Iterator[GhostState]:
    """States of seeded random playouts where a player is to choose a turn action."""
    for players in (2, 3, 4):
        for number, options in enumerate(OPTIONS):
            for s in playout(players, 100 + 10 * players + number, options):
                if s.phase is Phase.TURN:
                    yield s


TURNS = list(turns())


def settle(s: GhostState) -> GhostState:
    """Answer the windows a move opened as the simulated players do (a cat defends, a ghost stops)."""
    while GAME.outcome(s) is None and s.phase is not Phase.TURN:
        seat = min(GAME.to_act(s))
        legal = GAME.legal_actions(s, seat)
        s = GAME.apply(s, seat, next((a for a in ("cat", "stop") if a in legal), legal[0]))
    return s


def same(engine: GhostState, world: sim.Sim) -> bool:
    """Whether the engine's state and the simulation agree on houses, hands, piles, turn and winner."""
    houses = all(
        (list(h.rooms), list(h.cats), list(h.ghosts), list(h.lights))
        == (world.rooms[q], world.cats[q], world.ghosts[q], world.lights[q])
        for q, h in enumerate(engine.houses)
    )
    hands = all(sorted(h) == sorted(world.hands[q]) for q, h in enumerate(engine.hands))
    piles = list(engine.deck) == world.deck[::-1] and Counter(engine.discard) == Counter(world.discard)
    winner = engine.winner if engine.phase is Phase.OVER else sim.NONE
    turn = winner != sim.NONE or engine.turn == world.turn
    return houses and hands and piles and winner == world.winner and turn


def test_every_move_changes_the_game_as_the_engine_does() -> None:
    """Any legal turn action, played in the simulation, gives the engine's state (unless the deck was reshuffled)."""
    rng = random.Random(1)
    compared = 0
    for s in TURNS:
        action = rng.choice(list(GAME.legal_actions(s, s.turn)))
        head, *rest = action.split(".")
        world = sim.from_world(s)
        world.play((head, tuple(int(x) for x in rest)), random.Random(2))
        after = settle(GAME.apply(s, s.turn, action))
        if after.shuffles == s.shuffles:
            compared += 1
            assert same(after, world), action
    assert compared > 0.8 * len(TURNS)


@pytest.mark.parametrize("good", [False, True])
def test_the_simulated_players_play_a_best_move_of_their_judgement(good: bool) -> None:
    """The simulation's move is legal in the engine and scores as high as any legal move by the judgement."""
    judge = good_score if good else score
    for s in TURNS:
        move = choose(sim.from_world(s), good)
        action = sim.spell(move)
        legal = GAME.legal_actions(s, s.turn)
        assert action in legal
        board = from_view(GAME.view(s, s.turn))
        assert judge(board, action) == max(judge(board, a) for a in legal)


def test_a_simulated_game_ends() -> None:
    """Simulated games of greedy players end, every seat's turn by the good or the easy judgement."""
    for players in (2, 3, 4):
        for seed in range(20):
            world = sim.from_world(GAME.new_game(players, seed, {}))
            assert play_out(world, random.Random(seed), 1000, good=seed % players) != sim.NONE
