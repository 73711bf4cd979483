"""The Purple House's bots: the conventions they keep, what they see, and that they play games to the end."""

from __future__ import annotations

import random
import statistics

import pytest

from bot.bots.arena import play_table, random_player, seat_bot
from bot.bots.contract import Budget
from bot.games.purple_house.bots import BOTS, easy, good
from bot.games.purple_house.determinize import determinize
from bot.games.purple_house.state import PurpleHouseState
from tests.games.purple_house.purple_house_helpers import (
    GAME,
    UBE,
    all_but,
    cell_of,
    clue,
    escape,
)

SMALL = Budget(iterations=8, seconds=0)
LEVELS = {"easy": easy, "good": good}
TYPICAL_PLIES = 50
"""A typical game's length (seeded all-bot games end in 30 to 50 plies)."""


def decide(level: str, s: PurpleHouseState, seat: int, seed: int = 0) -> str:
    """The move a bot of ``level`` makes for ``seat``, from the seat's view and choices only."""
    return LEVELS[level](GAME.view(s, seat), GAME.choices(s, seat), random.Random(seed), SMALL)


def scouting(hand: list[int], items: tuple[int, int, int] = (1, 1, 1)) -> PurpleHouseState:
    """Round 1 of a 3-player game, seat 0 dealt ``hand`` (blank backs), every seat holding ``items``."""
    rest = [c for c in (*range(16), 16, 17, 18, UBE) if c not in hand]
    deck = []
    for card in hand:
        deck += [card, rest.pop(), rest.pop()]
    return GAME.new_game(3, 5, {}, {"deck": deck + rest, "marks": {}, "items": [items] * 3})


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_a_scout_marks_its_white_lady_with_the_centre_x(level: str):
    """Holding a White Lady and a Centre X, both levels put the Centre X on her (the first convention)."""
    s = scouting([clue("Lamp", 2), 16, clue("Clock", 3)])
    assert decide(level, s, 0) == "c2"


def test_good_puts_its_corner_x_at_the_corner_of_the_clue_symbol():
    """With no White Lady, good keeps its Centre X and adds a Corner X at its Clue's symbol corner."""
    s = scouting([clue("Chair", 3), clue("Clock", 1), clue("Lamp", 4)], items=(0, 1, 1))
    assert decide("good", s, 0) == "x1.ur"


def test_good_spends_a_forced_centre_x_on_ube_rather_than_a_clue():
    """Left with only a Centre X, good puts it on Ube, never on a Clue the team must find."""
    s = scouting([clue("Chair", 3), UBE, clue("Lamp", 4)], items=(0, 0, 1))
    assert decide("good", s, 0) == "c2"


def last_clue_on_the_table() -> PurpleHouseState:
    """Fifteen Clues cleared, Ube is the Current Room, the last Clue lies among White Ladies marked with Centre X."""
    ladies = {16: "c", 17: "c", 18: "c"}
    return escape(
        current=UBE,
        path=all_but(clue("Clock", 4)),
        grid=[16, clue("Clock", 4), 17, 18, UBE],
        players=2,
        marks=ladies,
        items=[[0, 0, 0]] * 2,
    )


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_a_bot_takes_the_win_on_the_table(level: str):
    """With Ube as the room every Clue matches: both levels flip the one card without a Centre X and win."""
    s = last_clue_on_the_table()
    for seed in range(5):
        after = GAME.apply(s, s.key, decide(level, s, s.key, seed))
        assert after.result == "win"


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_a_bot_never_flips_a_centre_x_card_while_another_is_left(level: str):
    """A Centre X marks a White Lady: no level flips one while an unmarked face-down card is left."""
    s = escape(current=clue("Lamp", 1), players=3, marks={16: "c", 17: "c", 18: "c"}, items=[[0, 0, 0]] * 3)
    marked = {f"f{cell_of(s, c)}" for c in (16, 17, 18)}
    for seed in range(20):
        assert decide(level, s, s.key, seed) not in marked


def test_good_follows_a_corner_hint_and_does_not_retry_a_miss():
    """Good flips the card whose corner names the room's symbol; after that miss it flips another card."""
    room, hinted = clue("Lamp", 2), clue("Clock", 3)  # the hint lies: the card matches neither way
    s = escape(current=room, players=2, marks={hinted: "ul"}, items=[[0, 0, 0]] * 2)
    first = decide("good", s, s.key)
    assert first == f"f{cell_of(s, hinted)}"
    after = GAME.apply(s, s.key, first)
    assert after.candles == s.candles - 1 and after.current == room
    assert decide("good", after, after.key) != first


def invariance_situations() -> list[tuple[PurpleHouseState, int]]:
    """At least 500 (state, owing seat) pairs from seeded random games at every player count."""
    found = []
    for players in range(1, 6):
        for seed in range(3):
            rng = random.Random(f"ph-bots:{players}:{seed}")
            s = GAME.new_game(players, seed, GAME.check_options({"difficulty": ("easy", "hard")[seed % 2]}))
            while GAME.outcome(s) is None:
                owing = sorted(GAME.to_act(s))
                found += [(s, seat) for seat in owing]
                seat = rng.choice(owing)
                s = GAME.apply(s, seat, rng.choice(list(GAME.legal_actions(s, seat))))
    return found


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_a_decision_ignores_what_the_seat_may_not_know(level: str):
    """Re-dealing what a seat may not know leaves every level's decision unchanged (the same rng seed)."""
    situations = invariance_situations()
    assert len(situations) >= 500
    rng = random.Random(9)
    for number, (s, seat) in enumerate(situations):
        t = determinize(GAME.view(s, seat), rng)
        mine = LEVELS[level](GAME.view(s, seat), GAME.choices(s, seat), random.Random(number), SMALL)
        theirs = LEVELS[level](GAME.view(t, seat), GAME.choices(t, seat), random.Random(number), SMALL)
        assert mine == theirs


@pytest.mark.parametrize("level", sorted(LEVELS))
@pytest.mark.parametrize("players", range(1, 6))
def test_all_bot_tables_finish(level: str, players: int):
    """Tables of bots of one level finish on 50 seeds at every player count, well within ten typical games."""
    bot = seat_bot(GAME, BOTS.levels[level], SMALL)
    for seed in range(50):
        options = {"difficulty": ("easy", "normal", "hard", "impossible")[seed % 4]}
        played = play_table(GAME, [bot] * players, seed, options, max_plies=10 * TYPICAL_PLIES)
        assert played.outcome is not None


def test_a_good_team_turns_up_more_clues_than_random_players():
    """Over 40 seeded 3-player Easy games a good team averages at least 6 Clues face-up.

    A random team averages about 4.3 Clues (standard deviation about 1.9, so about 0.3 for a mean of 40
    games): 6 is more than five standard errors above it. The good team averages about 7.4.
    """

    def mean_clues(player: object) -> float:
        games = [play_table(GAME, [player] * 3, seed, {"difficulty": "easy"}) for seed in range(40)]
        return statistics.mean(g.outcome.scores[0] for g in games)

    assert mean_clues(random_player(GAME)) < 5.0
    assert mean_clues(seat_bot(GAME, good, SMALL)) >= 6.0
