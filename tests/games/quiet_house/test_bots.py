"""Quiet House bots: never absurd, blind to what their seat may not know, they finish games and beat chance."""

from __future__ import annotations

import random

import pytest

from bot.bots.arena import play_table, random_player, seat_bot
from bot.bots.contract import Budget
from bot.games.quiet_house import GAME, QuietHouseState
from bot.games.quiet_house.bots import ADVANCED_SIDES, BOTS, easy
from bot.games.quiet_house.bots_orders import known_places, orders_of
from bot.games.quiet_house.determinize import determinize
from tests.games.quiet_house.conftest import Make

SMALL = Budget(iterations=8, seconds=0)
"""A budget of few iterations and no clock: decisions are pure functions of their inputs, and quick."""
DEEP = Budget(iterations=400, seconds=0)
"""The default depth of ``good``, without a clock."""
QUICK = Budget(iterations=1, seconds=0)
"""So small a budget that ``good`` looks no further than its own move."""
LEVELS = sorted(BOTS.levels)
GOAL = {"rook": "A1", "candlestick": "B2", "monkey": "C3", "mouse": "F4", "mirror": "E5"}


def decide(level: str, s: QuietHouseState, seat: int, seed: int = 0, budget: Budget = DEEP) -> str:
    """The level's move for ``seat`` from its view and choices only."""
    return BOTS.decide(level, GAME.view(s, seat), GAME.choices(s, seat), random.Random(seed), budget)


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_takes_the_win_on_the_table(make: Make, level: str) -> None:
    """When every tile holds, the bot on turn declares and the ghosts win."""
    s = make(GOAL, players=3, turn=1)
    assert decide(level, s, 1) == "declare"
    assert GAME.outcome(GAME.apply(s, 1, "declare")) is not None


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_finishes_the_puzzle_one_move_away(make: Make, level: str) -> None:
    """With the Rook at the bottom of its column instead of the top, the bot moves it back and every tile holds."""
    s = make({**GOAL, "rook": "A6"}, target=GOAL, card="mouse", players=2)
    action = decide(level, s, 0)
    assert orders_of(GAME.apply(s, 0, action).layout) == orders_of(s.target)


def test_easy_never_breaks_a_tile_it_could_keep() -> None:
    """Over many states, easy's move keeps as many of its own tiles holding as the best move would."""
    rng = random.Random(5)
    checked = 0
    for seed in range(12):
        game = play_table(GAME, [random_player(GAME)] * 2, seed)
        s = GAME.new_game(2, seed, GAME.check_options({}))
        for seat, action in game.log:
            if GAME.outcome(s) is None and "declare" not in GAME.legal_actions(s, seat):
                view = GAME.view(s, seat)
                known = known_places(view)

                def held(a: str, s: QuietHouseState = s, seat: int = seat, known=known) -> int:
                    orders = orders_of(GAME.apply(s, seat, a).layout)
                    return sum(orders[d][i] == statue for (d, i), statue in known)

                chosen = easy(view, GAME.choices(s, seat), rng, SMALL)
                assert held(chosen) == max(held(a) for a in GAME.legal_actions(s, seat))
                checked += 1
            s = GAME.apply(s, seat, action)
    assert checked > 200


def _situations(count: int) -> list[tuple[QuietHouseState, int]]:
    """States of seeded random games at 2–4 players (basic and advanced sides) with the seat on turn."""
    found: list[tuple[QuietHouseState, int]] = []
    seed = 0
    while len(found) < count:
        players = 2 + seed % 3
        options = {} if seed % 2 else {"rook": "advanced", "monkey": "advanced", "mouse": "advanced"}
        game = play_table(GAME, [random_player(GAME)] * players, seed, options)
        s = GAME.new_game(players, seed, GAME.check_options(options))
        for seat, action in game.log:
            found.append((s, seat))
            s = GAME.apply(s, seat, action)
        seed += 1
    return found[:count]


@pytest.mark.parametrize(
    ("level", "budget", "count"),
    [("easy", SMALL, 500), ("good", QUICK, 500), ("good", SMALL, 100), ("good", DEEP, 20)],
)
def test_a_decision_ignores_what_the_seat_may_not_know(level: str, budget: Budget, count: int) -> None:
    """The same move from the real state and from a re-deal of the seat's view (same rng seed)."""
    rng = random.Random(6)
    for i, (s, seat) in enumerate(_situations(count)):
        twin = determinize(GAME.view(s, seat), rng)
        assert decide(level, s, seat, i, budget) == decide(level, twin, seat, i, budget)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_bot_tables_finish(level: str, players: int) -> None:
    """All-bot tables of every size finish on 50 seeds well within ten times a game's length (25 turns)."""
    bots = [seat_bot(GAME, BOTS.levels[level], QUICK)] * players
    for seed in range(50):
        assert play_table(GAME, bots, seed, max_plies=250).plies <= 25


def test_good_bots_win_where_random_players_do_not() -> None:
    """Good bots win at least 8 of 24 two-player games on the advanced sides.

    Random teams won 3, 6 and 7 of 400 games there at 2, 3 and 4 players: eight wins in 24 would take
    them luck far below one chance in a million. Good bots win over half of such games.
    """
    bots = [seat_bot(GAME, BOTS.levels["good"], DEEP)] * 2
    wins = sum(bool(play_table(GAME, bots, 500 + seed, ADVANCED_SIDES).outcome.winners) for seed in range(24))
    assert wins >= 8
