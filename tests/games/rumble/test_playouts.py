"""Rumble in the House: seeded random playouts with invariants checked every ply, and replays."""

from __future__ import annotations

import json
import random

import pytest

from bot.games.rumble import GAME
from bot.games.rumble.data import LAYOUTS, RUMBLES
from bot.games.rumble.model import OUT

MAX_PLIES = 3000
"""Far above any real game (a few hundred plies); reaching it means the game does not end."""


def check_invariants(s) -> None:
    """Everything that must hold after every ply."""
    view = GAME.view(s, None)
    seen = [c for room in view.rooms for c in room.characters]
    assert len(seen) == len(set(seen)), "a character is in two rooms"
    in_house = {c for c, p in enumerate(s.positions) if p != OUT}
    assert set(seen) == in_house
    assert len(set(s.exits)) == len(s.exits), "a character left twice"
    assert not in_house & set(s.exits)
    if not s.finished:
        assert len(s.exits) + len(in_house) == 12
        assert s.rumble == len(s.past) + 1
    assert GAME.load(json.loads(json.dumps(GAME.dump(s)))) == s
    assert s.totals == tuple(sum(r.points[p] for r in s.past) for p in range(s.players))
    assert all(sorted(r.exits) == list(range(12)) for r in s.past)
    if s.finished:
        assert GAME.to_act(s) == frozenset()
        assert GAME.outcome(s) is not None
    else:
        assert GAME.to_act(s) == frozenset({s.turn})
        assert s.turn not in s.resigned
        assert GAME.legal_actions(s, s.turn), "nothing is legal while the game is on"
        assert GAME.outcome(s) is None


def play(players: int, seed: int, layout: str, resign_chance: float = 0.0, check: bool = True):
    """Play random legal actions to the end; return the final state and the (seat, action) log."""
    rng = random.Random(f"{players}:{seed}:{layout}")
    s = GAME.new_game(players, seed, {"layout": layout})
    log: list[tuple[str, int, str]] = []
    while not s.finished:
        assert len(log) < MAX_PLIES
        if check:
            check_invariants(s)
        if rng.random() < resign_chance:
            seat = rng.randrange(players)
            s = GAME.resign(s, seat)
            log.append(("resign", seat, ""))
            continue
        seat = s.turn
        actions = GAME.legal_actions(s, seat)
        if check:
            for a in actions:
                nxt = GAME.apply(s, seat, a)
                assert nxt.ply == s.ply + 1
        a = rng.choice(actions)
        before, s = s, GAME.apply(s, seat, a)
        log.append(("apply", seat, a))
        if len(s.past) > len(before.past):
            assert all(s.past[-1].points[p] == 0 for p in s.resigned), "a resigned seat scored"
    if check:
        check_invariants(s)
    return s, log


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_playout_keeps_invariants(players, layout):
    """Random games at every count and layout keep every invariant and end after three rumbles."""
    for seed in range(2):
        s, _ = play(players, seed, layout)
        assert len(s.past) == RUMBLES
        assert s.rumble == RUMBLES
        out = GAME.outcome(s)
        assert out.scores == s.totals
        assert out.winners == frozenset(p for p in range(players) if s.totals[p] == max(s.totals))


@pytest.mark.parametrize("players", [3, 4, 6])
def test_random_playout_with_resignations(players):
    """Games with random resignations keep every invariant and end with one player or three rumbles."""
    for seed in range(2):
        s, _ = play(players, seed, "classic", resign_chance=0.01)
        active = [p for p in range(players) if p not in s.resigned]
        assert len(active) >= 1
        assert len(s.past) == RUMBLES or len(active) == 1
        assert GAME.outcome(s).winners <= frozenset(active)


def replay(players: int, seed: int, layout: str, log):
    s = GAME.new_game(players, seed, {"layout": layout})
    for kind, seat, a in log:
        s = GAME.resign(s, seat) if kind == "resign" else GAME.apply(s, seat, a)
    return s


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_same_seed_and_actions_replay_identically(layout):
    """Replaying the action log from the same seed gives the identical final state."""
    s, log = play(4, 11, layout, resign_chance=0.005, check=False)
    assert replay(4, 11, layout, log) == s


def test_different_seeds_differ_in_placement():
    """Different seeds place the characters differently."""
    placements = {GAME.new_game(4, seed, {}).positions for seed in range(20)}
    assert len(placements) >= 19
