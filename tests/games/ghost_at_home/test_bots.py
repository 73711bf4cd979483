"""Ghost at Home bots: never absurd, blind to what their seat may not know, finishing tables, beating random play."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bot.bots.arena import play_table, random_player, seat_bot
from bot.bots.contract import Budget
from bot.games.ghost_at_home import GAME, GhostState
from bot.games.ghost_at_home.bots import BOTS, Gain, candidates
from bot.games.ghost_at_home.bots_board import from_view
from bot.games.ghost_at_home.determinize import determinize
from tests.games.ghost_at_home.gah_helpers import CATS, F1, F2, F3, GHOSTS, ONE_SHORT, houses, new, play
from tests.games.ghost_at_home.test_determinize import OPTIONS, playout

LEVELS = sorted(BOTS.levels)
TYPICAL_PLIES = {2: 35, 3: 55, 4: 95}
"""Plies of a typical all-bot game (turns and the windows they open), by player count."""
SMALL = Budget(iterations=8, seconds=0)
"""Enough for the good bot to re-deal and simulate, small enough for tests."""


def decide(level: str, s: GhostState, seat: int, budget: Budget = SMALL, seed: int = 0) -> str:
    """The level's move for ``seat`` in ``s``, from the seat's view and choices only."""
    return BOTS.decide(level, GAME.view(s, seat), GAME.choices(s, seat), random.Random(seed), budget)


@pytest.mark.parametrize("level", LEVELS)
def test_takes_the_escape_that_is_on_the_table(level: str) -> None:
    """With the last room in hand, the bot explores it (and tries to escape) rather than anything else."""
    hands = [[F3[2], GHOSTS[0], CATS[0]], [F1[4], F1[5], F2[3]]]
    s = new(2, hands=hands, houses=houses(2, s0={"rooms": ONE_SHORT}, s1={"rooms": [[F1[2], F1[3]], [F2[2]]]}))
    assert decide(level, s, 0) == f"r.{F3[2]}"


@pytest.mark.parametrize("level", LEVELS)
def test_explores_every_room_that_fits(level: str) -> None:
    """Two floor-1 rooms and a floor-2 room all fit an empty house: the bot plays all three."""
    s = new(2, hands=[[F1[0], F1[1], F2[0]], [F1[2], F1[3], F2[1]]])
    assert decide(level, s, 0) == ".".join(["r", *map(str, sorted([F1[0], F1[1], F2[0]]))])


@pytest.mark.parametrize("level", LEVELS)
def test_defends_with_a_cat_from_hand(level: str) -> None:
    """A ghost comes at a floor the bot explored: holding a cat, it defends instead of losing the rooms."""
    hands = [[GHOSTS[0], F1[0], F1[1]], [CATS[0], F2[0], F2[1]]]
    s = play(new(2, hands=hands, houses=houses(2, s1={"rooms": [[F1[2], F1[3]]]})), (0, "g.1"))
    assert decide(level, s, 1) == "cat"


@pytest.mark.parametrize("level", LEVELS)
def test_stops_an_escape_with_a_ghost_in_hand(level: str) -> None:
    """The opponent fills their house: the bot, holding a ghost, stops the escape instead of losing."""
    hands = [[F3[2], F1[4], F1[5]], [GHOSTS[0], F2[2], F2[3]]]
    s = play(new(2, hands=hands, houses=houses(2, s0={"rooms": ONE_SHORT})), (0, f"r.{F3[2]}"))
    assert decide(level, s, 1) == "stop"


@pytest.mark.parametrize("level", LEVELS)
def test_sends_its_ghost_where_it_drives_out_rooms(level: str) -> None:
    """No room fits: the ghost goes to the open floor of two rooms, not to the floor a cat guards."""
    guarded = {"rooms": [[F1[0], F1[1]]], "cats": [[CATS[0]]]}
    open_floor = {"rooms": [[F1[2], F1[3]], [F2[0], F2[1]]]}
    s = new(3, hands=[[GHOSTS[0], F3[0], F3[1]], [], []], houses=houses(3, s1=guarded, s2=open_floor))
    assert decide(level, s, 0) == "g.2"


def situations() -> Iterator[tuple[GhostState, int]]:
    """States of seeded random playouts with each seat that owes a decision there."""
    for players in (2, 3, 4):
        for number, options in enumerate(OPTIONS):
            for s in playout(players, 200 + 10 * players + number, options)[:-1]:
                for seat in sorted(GAME.to_act(s)):
                    yield s, seat


SITUATIONS = list(situations())[::2]


@pytest.mark.parametrize("level", LEVELS)
def test_a_decision_ignores_what_the_seat_may_not_know(level: str) -> None:
    """Re-dealing what the seat may not know (same rng seed) leaves each level's decision unchanged."""
    assert len(SITUATIONS) >= 500
    rng = random.Random(level)
    for number, (s, seat) in enumerate(SITUATIONS):
        twin = determinize(GAME.view(s, seat), rng)
        assert decide(level, twin, seat, seed=number) == decide(level, s, seat, seed=number)


def test_the_good_search_ignores_what_the_seat_may_not_know() -> None:
    """With budget enough to leave its judgement's choice, the good bot still decides from its view alone."""
    budget = Budget(iterations=64, seconds=0)
    rng = random.Random(9)
    turns = [(s, seat) for s, seat in SITUATIONS if s.phase.value == "turn"][::32]
    for number, (s, seat) in enumerate(turns):
        twin = determinize(GAME.view(s, seat), rng)
        assert decide("good", twin, seat, budget, number) == decide("good", s, seat, budget, number)


def test_the_search_weighs_the_judgements_best_moves_of_each_kind() -> None:
    """The good bot weighs one move of each kind at most (two ghosts), best first."""
    hands = [[GHOSTS[0], CATS[0], F3[0]], [], []]
    mine, low, high = [[F1[0], F1[1]]], [[F1[4], F1[5]]], [[F1[2], F1[3]], [F2[0], F2[1]]]
    s = new(3, hands=hands, houses=houses(3, s0={"rooms": mine}, s1={"rooms": low}, s2={"rooms": high}))
    view = GAME.view(s, 0)
    moves = candidates(from_view(view), [c.action for c in GAME.choices(s, 0)])
    heads = [m.split(".")[0] for m in moves]
    assert moves[0] == "g.2" and heads.count("g") == 2 and len(moves) == len(set(moves)) <= 4


def test_a_gain_is_clear_only_when_large_and_steady() -> None:
    """A steady gain of a fifth of a game is clear; the same mean out of wild swings, or from too few games, is not."""
    steady, wild, few = Gain(), Gain(), Gain()
    for k in range(40):
        steady.add(0.2)
        wild.add(1.0 if k % 5 < 3 else -1.0)
    for _ in range(4):
        few.add(0.5)
    assert steady.clear() and not wild.clear() and not few.clear()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_all_bot_tables_finish(level: str, players: int) -> None:
    """Tables of one level finish on 50 seeds, within ten times a typical game's length.

    To keep this cheap, good bots search a little at two seats and play their judgement alone (no
    simulated games) at three and four; the invariance tests above run their search at every size.
    """
    decide_level = BOTS.levels[level]
    budget = Budget(iterations=4 if players == 2 else 0, seconds=0)
    for seed in range(50):
        table = [seat_bot(GAME, decide_level, budget) for _ in range(players)]
        played = play_table(GAME, table, seed, max_plies=10 * TYPICAL_PLIES[players])
        assert len(played.outcome.winners) == 1


def test_good_beats_random_players() -> None:
    """Against a random player over 40 two-seat games the good bot wins at least 34.

    A random player in its seat wins about 20 of 40 (34 is more than four standard deviations away).
    """
    wins = 0
    for seed in range(40):
        me = seed % 2
        table = [random_player(GAME)] * 2
        table[me] = seat_bot(GAME, BOTS.levels["good"], SMALL)
        wins += me in play_table(GAME, table, seed).outcome.winners
    assert wins >= 34
