"""Setup: options, items, decks, scenario markings (RULINGS 1–2) and difficulty."""

from __future__ import annotations

import pytest

from bot.games.base import BadOptions
from bot.games.purple_house.cards import centre_count, corner_count, has, is_clue, is_lady
from bot.games.purple_house.data import CORNERS, GHOST_LADIES
from tests.games.purple_house.purple_house_helpers import GAME, UBE


def house_cards(s):
    """Every card of the House deck (dealt or not)."""
    return [*s.deck, *(c for h in s.hands for c in h)]


def test_default_options():
    """Defaults: Easy (the rulebook's suggestion for a first game), no variants."""
    assert GAME.check_options({}) == {"difficulty": "easy", "kid_friendly": False, "scoring": False}


def test_difficulty_is_case_insensitive():
    """Difficulty names are accepted in any case."""
    assert GAME.check_options({"difficulty": "Hard"})["difficulty"] == "hard"


@pytest.mark.parametrize(
    "options",
    [{"colour": "purple"}, {"difficulty": "nightmare"}, {"difficulty": 3}, {"scoring": "yes"}],
)
def test_bad_options_are_refused(options):
    """Unknown options, difficulties and non-boolean switches raise BadOptions."""
    with pytest.raises(BadOptions):
        GAME.check_options(options)


@pytest.mark.parametrize("seats", [0, 6])
def test_player_count_is_one_to_five(seats):
    """The Purple House is for 1 to 5 players."""
    with pytest.raises(BadOptions):
        GAME.new_game(seats, 1, {})


@pytest.mark.parametrize(("players", "each"), [(1, 3), (2, 2), (3, 1), (4, 1), (5, 1)])
def test_items_per_player(players, each):
    """Setup table: Handkerchiefs, Corner X and Centre X per player (3 / 2 / 1)."""
    s = GAME.new_game(players, 1, {})
    assert s.handkerchiefs == s.corner_x == s.centre_x == (each,) * players


def test_starting_house_deck_has_twenty_cards():
    """The House deck: 16 Clues, 3 White Ladies and Ube; the other 5 White Ladies are the Ghost deck."""
    s = GAME.new_game(3, 5, {})
    cards = house_cards(s)
    assert len(cards) == 20
    assert sum(map(is_clue, cards)) == 16
    assert sum(map(is_lady, cards)) == 3
    assert UBE in cards
    assert sorted(s.ghosts) == list(GHOST_LADIES)


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_scenario_corner_xs(players):
    """RULINGS 1: 16 Corner Xs on the House deck, each orientation on 4 different cards, no Centre X."""
    s = GAME.new_game(players, 99, {})
    cards = house_cards(s)
    for corner in CORNERS:
        assert sum(has(s.marks[c], corner) for c in cards) == 4
    assert sum(centre_count(s.marks[c]) for c in cards) == 0


def test_scenario_is_random_per_seed():
    """RULINGS 1: the markings go on random cards (different seeds, different scenarios)."""
    scenarios = {GAME.new_game(1, seed, {}).marks for seed in range(5)}
    assert len(scenarios) > 1


def test_ghost_deck_markings():
    """RULINGS 2: four Ghost Ladies carry one Corner X each, one per orientation; the fifth is blank."""
    s = GAME.new_game(2, 4, {})
    masks = sorted(s.marks[c] for c in s.ghosts)
    assert masks == [0, 1, 2, 4, 8]


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_markers_are_all_accounted_for(players):
    """25 Corner X and 5 Centre X markers: on cards, with players or in the box."""
    s = GAME.new_game(players, 4, {})
    assert sum(map(corner_count, s.marks)) + sum(s.corner_x) + s.box[0] == 25
    assert sum(map(centre_count, s.marks)) + sum(s.centre_x) + s.box[1] == 5


@pytest.mark.parametrize(
    ("difficulty", "candles", "ghosts"),
    [("easy", 4, 1), ("normal", 3, 1), ("hard", 3, 2), ("impossible", 2, 2)],
)
def test_difficulty_table(difficulty, candles, ghosts):
    """Difficulty: starting candles and Ghosts added per round."""
    v = GAME.view(GAME.new_game(2, 1, {"difficulty": difficulty}), None)
    assert (v.candles, v.candles_max, v.ghosts_per_round) == (candles, candles, ghosts)


def test_first_key_holder_is_player_one():
    """Ruling: Player 1 (seat 0) holds the Starting Player Key in round 1."""
    s = GAME.new_game(4, 8, {})
    assert s.key == 0
    assert GAME.view(s, None).players[0].has_key


def test_game_starts_in_round_one_scouting_with_everyone_to_act():
    """The game opens with round 1's Scouting Phase: every seat owes its modifications."""
    s = GAME.new_game(3, 8, {})
    assert (s.phase, s.round) == ("scouting", 1)
    assert GAME.to_act(s) == frozenset({0, 1, 2})


def test_setup_refuses_a_card_placed_twice():
    """A scenario must place each of the 25 cards exactly once."""
    with pytest.raises(ValueError):
        GAME.new_game(1, 1, {}, {"path": [0], "deck": list(range(20))})
