"""Seeded random playouts for 2–4 players and all 16 side combinations, with invariants every ply."""

import itertools
import json
import random

import pytest

from bot.games.base import MAX_ACTION_LENGTH, IllegalAction
from bot.games.quiet_house import GAME, QuietHouseState, Status, rules_key
from bot.games.quiet_house.board import layout_problem, red_dots
from bot.games.quiet_house.data import DECK_SIZE, SIDED, STATUES
from bot.games.quiet_house.goals import holding, visible_slots

ALL_SIDES = [
    dict(zip(SIDED, sides, strict=True)) for sides in itertools.product(["basic", "advanced"], repeat=len(SIDED))
]
ACTION_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")


def check_invariants(s: QuietHouseState) -> None:
    """Never two statues in a row or column, the Mouse on a red dot, deck and round trip intact."""
    assert layout_problem(s.layout, red_dots("mouse" in s.advanced)) is None
    assert len(s.layout) == len(STATUES) and len(s.deck) == DECK_SIZE
    assert 1 <= s.drawn <= DECK_SIZE
    assert GAME.load(GAME.dump(s)) == s
    assert GAME.load(json.loads(json.dumps(GAME.dump(s)))) == s
    fourth = 2 in s.variants
    held = holding(s.layout, s.goals, fourth)
    for seat in [None, *range(s.players)]:
        view = GAME.view(s, seat)
        seen = set(visible_slots(s.players, seat)) if seat is not None else set()
        for tile in view.goal_tiles:
            if s.status is Status.PLAYING and tile.slot not in seen:
                assert tile.statue is None and tile.holds is None
            else:
                assert tile.holds == held[tile.slot]


def play(players: int, seed: int, options: dict, try_all: bool = False) -> tuple[QuietHouseState, list]:
    """Play one random game; return the final state and the (seat, action) log."""
    rng = random.Random(f"{players}:{seed}:{sorted(options.items())}")
    s = GAME.new_game(players, seed, options)
    log: list[tuple[int, str]] = []
    check_invariants(s)
    for _ in range(DECK_SIZE + 1):
        if not GAME.to_act(s):
            break
        (seat,) = GAME.to_act(s)
        legal = list(GAME.legal_actions(s, seat))
        assert legal, "a player always has a legal move"
        for other in set(range(players)) - {seat}:
            assert GAME.legal_actions(s, other) == ()
        for a in legal:
            assert len(a) <= MAX_ACTION_LENGTH and set(a) <= ACTION_CHARS
        if try_all:
            for a in legal:
                GAME.apply(s, seat, a)
        a = "declare" if "declare" in legal and rng.random() < 0.5 else rng.choice(legal)
        before = s
        s = GAME.apply(s, seat, a)
        log.append((seat, a))
        assert GAME.describe(before, seat, a, s)
        if a == "declare":
            assert (s.status is Status.WON) == all(s.paddles) == all(holding(s.layout, s.goals, 2 in s.variants))
        elif s.status is Status.PLAYING:
            assert s.drawn == before.drawn + 1 and s.turn == (before.turn + 1) % players
        check_invariants(s)
    assert s.status is not Status.PLAYING, "the game ends by the last Time Card"
    assert GAME.outcome(s) is not None
    return s, log


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("sides", ALL_SIDES, ids=rules_key)
def test_random_playouts_keep_the_invariants(players, sides):
    """Random legal play never breaks a rule, round-trips every ply and ends within 25 turns."""
    for seed in range(2):
        variants = {"variant1": seed == 1, "variant2": seed == 1}
        play(players, seed, dict(sides, **variants), try_all=seed == 0 and players == 3)


@pytest.mark.parametrize("players", [2, 4])
def test_default_actions_play_legal_games_to_the_end(players):
    """Playing only default actions is always legal and ends the game with a valid outcome."""
    for seed in range(4):
        s = GAME.new_game(players, seed, {})
        while GAME.to_act(s):
            (seat,) = GAME.to_act(s)
            a = GAME.default_action(s, seat)
            assert a in GAME.legal_actions(s, seat)
            s = GAME.apply(s, seat, a)
        out = GAME.outcome(s)
        assert out.scores[0] in range(6) and (out.scores[0] > 0) == bool(out.winners)


def test_illegal_actions_leave_states_unchanged():
    """Random garbage and other seats' moves are refused without changing the state."""
    s = GAME.new_game(4, 3, {})
    before = GAME.dump(s)
    for seat, a in [(1, "rook.A1"), (0, "mouse.A1"), (0, "zzz"), (0, "monkey.F9"), (2, "declare")]:
        with pytest.raises(IllegalAction):
            GAME.apply(s, seat, a)
    assert GAME.dump(s) == before
