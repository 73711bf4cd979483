"""Options and setting up (rulebook "Setting up the Game"; RULINGS 1, 2 and 9)."""

import itertools
import re

import pytest

from bot.games.base import BadOptions
from bot.games.quiet_house import GAME, rules_key
from bot.games.quiet_house.board import layout_problem, red_dots
from bot.games.quiet_house.data import SCORE_TABLE_ROWS, SIDED, STATUES
from bot.games.quiet_house.goals import goals_from_layout, seat_satisfied
from bot.i18n import say

ALL_SIDES = [
    dict(zip(SIDED, sides, strict=True)) for sides in itertools.product(["basic", "advanced"], repeat=len(SIDED))
]


def test_default_options_are_standard_sides_without_variants():
    """The first game uses the standard side of every card and no variant."""
    assert GAME.check_options({}) == {
        "rook": "basic",
        "candlestick": "basic",
        "mouse": "basic",
        "monkey": "basic",
        "variant1": False,
        "variant2": False,
    }


@pytest.mark.parametrize(
    ("options", "word"),
    [({"rook": "spider"}, "rook"), ({"mirror": "advanced"}, "Mirror"), ({"variant1": "yes"}, "variant1")],
)
def test_bad_options_are_refused(options, word):
    """A wrong side, the Mirror's (identical) side or a non-boolean variant is refused by name."""
    with pytest.raises(BadOptions) as caught:
        GAME.check_options(options)
    assert re.search(word, say(caught.value.reason))


@pytest.mark.parametrize("seats", [1, 5])
def test_player_count_is_two_to_four(seats):
    """Quiet House seats 2–4 players."""
    with pytest.raises(BadOptions):
        GAME.new_game(seats, 1, {})


def test_rules_key_names_the_sixteen_combinations():
    """The 16 side combinations have 16 keys, matching the rulebook's score-table rows."""
    keys = {rules_key(sides) for sides in ALL_SIDES}
    assert len(keys) == 16
    assert keys == {"+".join(row) or "standard" for row in SCORE_TABLE_ROWS}
    assert rules_key({}) == "standard"
    assert rules_key({"monkey": "advanced", "rook": "advanced"}) == "rook+monkey"


def test_rules_key_ignores_variants():
    """Variants change the score, not the score-table row."""
    assert rules_key({"mouse": "advanced", "variant2": True}) == rules_key({"mouse": "advanced"})


@pytest.mark.parametrize("sides", ALL_SIDES, ids=rules_key)
def test_every_combination_deals_a_legal_fair_start(sides):
    """For every side combination: a legal start, the Mouse on a red dot, nobody satisfied, tiles from the target."""
    for players, seed in itertools.product((2, 3, 4), range(4)):
        for variant2 in (False, True):
            s = GAME.new_game(players, seed, dict(sides, variant2=variant2))
            dots = red_dots(sides["mouse"] == "advanced")
            assert layout_problem(s.layout, dots) is None
            assert layout_problem(s.target, dots) is None
            assert s.goals == goals_from_layout(s.target, variant2)
            assert not any(seat_satisfied(s.layout, s.goals, variant2, players, p) for p in range(players))


def test_target_is_reachable_with_advanced_candlestick_and_monkey():
    """With both advanced, the Candlestick only jumps by 3: the target keeps it on the same squares mod 3."""
    candle = STATUES.index("candlestick")
    for seed in range(20):
        s = GAME.new_game(2, seed, {"candlestick": "advanced", "monkey": "advanced"})
        start, target = s.layout[candle], s.target[candle]
        assert (start[0] % 3, start[1] % 3) == (target[0] % 3, target[1] % 3)


def test_same_seed_same_game():
    """The seed alone decides the start, the tiles and the deck."""
    assert GAME.new_game(3, 42, {}) == GAME.new_game(3, 42, {})
    assert GAME.new_game(3, 42, {}) != GAME.new_game(3, 43, {})


def test_setup_refuses_two_statues_in_a_row():
    """A scenario layout breaking the base rule is refused."""
    bad = {"rook": "A1", "candlestick": "B1", "monkey": "C3", "mouse": "E2", "mirror": "D4"}
    with pytest.raises(ValueError, match="row or column"):
        GAME.new_game(2, 1, {}, {"layout": bad})


def test_setup_refuses_a_bad_time_deck():
    """A stacked deck must still hold one card per statue in each stack of five."""
    with pytest.raises(ValueError, match="Time Deck"):
        GAME.new_game(2, 1, {}, {"deck": ["rook"] * 25})


def test_setup_start_without_target_still_deals_a_fair_target():
    """A given start gets a target that does not already satisfy anybody."""
    start = {"mouse": "E2", "candlestick": "C3", "monkey": "A4", "mirror": "B5", "rook": "D6"}
    for seed in range(10):
        s = GAME.new_game(4, seed, {}, {"layout": start})
        assert not any(seat_satisfied(s.layout, s.goals, False, 4, p) for p in range(4))
