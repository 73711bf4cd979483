"""Three in a row's bots: easy takes and blocks wins, good never loses, and the state is rebuilt from a view."""

from __future__ import annotations

import random

import pytest

from bot.bots.arena import Player, play_table, random_player, seat_bot
from bot.bots.contract import EASY, GOOD, UNTIMED
from tests.tiny.bots import BOTS
from tests.tiny.determinize import determinize
from tests.tiny.engine import GAME, TinyState

SEEDS = range(40)


def _after(*cells: int, swap: bool = False) -> TinyState:
    """The grid after marking ``cells`` in turn, from a new game."""
    s = GAME.new_game(2, 1, {"swap": swap})
    for cell in cells:
        s = GAME.apply(s, s.turn, f"c{cell}")
    return s


def _decide(level: str, s: TinyState) -> str:
    return BOTS.decide(level, GAME.view(s, s.turn), GAME.choices(s, s.turn), random.Random(0), UNTIMED)


@pytest.mark.parametrize("level", [EASY, GOOD])
def test_a_win_on_the_table_is_taken_before_a_block(level: str) -> None:
    """X holding the top left and top, O the left and centre: X completes the top row."""
    assert _decide(level, _after(0, 3, 1, 4)) == "c2"


@pytest.mark.parametrize("level", [EASY, GOOD])
def test_the_other_seats_win_is_blocked(level: str) -> None:
    """X holding the top left and top, O (without a line of its own) marks the top right."""
    assert _decide(level, _after(0, 4, 1)) == "c2"


def _losses(bot: Player, other: Player) -> int:
    """Games of ``SEEDS`` the bot loses, as X and as O in turn."""
    lost = 0
    for seed in SEEDS:
        mine = seed % 2
        seats = [bot, other] if mine == 0 else [other, bot]
        outcome = play_table(GAME, seats, seed, {"swap": seed % 4 > 1}).outcome
        lost += outcome.winners == {1 - mine}
    return lost


def test_good_never_loses_and_beats_random_play() -> None:
    """Good loses none of 40 games against random players or easy bots, and wins most against random."""
    good = seat_bot(GAME, BOTS.levels[GOOD], UNTIMED)
    assert _losses(good, random_player(GAME)) == 0
    assert _losses(good, seat_bot(GAME, BOTS.levels[EASY], UNTIMED)) == 0
    wins = sum(play_table(GAME, [good, random_player(GAME)], seed).outcome.winners == {0} for seed in SEEDS)
    assert wins >= 0.75 * len(SEEDS)


def test_a_resigned_game_is_rebuilt_from_its_view() -> None:
    """After O resigns (O having started), the view still tells who started and who resigned."""
    s = GAME.resign(_after(4, 0, swap=True), 1)
    for seat in (None, 0, 1):
        rebuilt = determinize(GAME.view(s, seat), random.Random(seat))
        assert (rebuilt.cells, rebuilt.turn, rebuilt.gone, rebuilt.swap) == (s.cells, s.turn, s.gone, s.swap)
