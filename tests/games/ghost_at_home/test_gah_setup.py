"""Cards, options and the start of a game."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.games.base import BadOptions
from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.data import CARDS, SPECIAL_KINDS, Kind, card_ids
from bot.games.ghost_at_home.model import EMPTY, Phase
from bot.i18n import say
from tests.games.ghost_at_home.gah_helpers import F1, F2, HOLE, check_invariants, houses, new, refused


def test_the_deck_has_the_rulebook_counts():
    """53 cards: 12/10/10 floor rooms, 8 ghosts, 6 cats and 7 specials (2 wild rooms)."""
    kinds = Counter((c.kind, c.floor) for c in CARDS)
    assert len(CARDS) == 53
    assert kinds[(Kind.ROOM, 1)] == 12 and kinds[(Kind.ROOM, 2)] == 10 and kinds[(Kind.ROOM, 3)] == 10
    assert kinds[(Kind.GHOST, 0)] == 8 and kinds[(Kind.CAT, 0)] == 6
    specials = Counter(c.kind for c in CARDS if c.kind in SPECIAL_KINDS)
    assert specials == {Kind.HOLE: 1, Kind.BULB: 1, Kind.FOOD: 1, Kind.ELEVATOR: 1, Kind.LIGHTNING: 1, Kind.WILD: 2}


def test_bulb_icons_follow_ruling_1():
    """Rooms carry 1-3 bulbs per RULINGS 1, cats 1, ghosts and specials none."""
    by_floor = {f: Counter(c.bulbs for c in CARDS if c.kind is Kind.ROOM and c.floor == f) for f in (1, 2, 3)}
    assert by_floor[1] == {1: 4, 2: 4, 3: 4}
    assert by_floor[2] == {1: 3, 2: 4, 3: 3}
    assert by_floor[3] == {1: 3, 2: 4, 3: 3}
    assert {c.bulbs for c in CARDS if c.kind is Kind.CAT} == {1}
    assert {c.bulbs for c in CARDS if c.kind not in (Kind.ROOM, Kind.CAT)} == {0}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_new_game_deals_three_cards_and_empty_dark_houses(players):
    """Every player holds 3 cards and an unexplored, unlit house; seat 0 starts."""
    s = GAME.new_game(players, 11, {})
    assert [len(h) for h in s.hands] == [3] * players
    assert len(s.deck) == 53 - 3 * players and s.discard == ()
    assert all(set(h.rooms) == {EMPTY} and not any(h.lights) for h in s.houses)
    assert GAME.to_act(s) == {0} and s.phase is Phase.TURN
    check_invariants(s)


def test_beginner_game_leaves_out_the_special_cards():
    """The beginner option plays with the 46 basic cards only (RULINGS 9)."""
    s = GAME.new_game(4, 3, {"beginner": True})
    cards = list(s.deck) + [c for h in s.hands for c in h]
    assert len(cards) == 46
    assert not any(CARDS[c].kind in SPECIAL_KINDS for c in cards)


def test_same_seed_deals_the_same_game():
    """The deal is derived from the seed only."""
    assert GAME.new_game(3, 42, {}) == GAME.new_game(3, 42, {})
    assert GAME.new_game(3, 42, {}).deck != GAME.new_game(3, 43, {}).deck


@pytest.mark.parametrize("players", [1, 5])
def test_player_count_outside_two_to_four_is_refused(players):
    """Ghost at Home is for 2-4 players."""
    with pytest.raises(BadOptions):
        GAME.new_game(players, 1, {})


def test_options_are_filled_in_and_checked():
    """Defaults fill in; unknown names and non-boolean values are refused."""
    assert GAME.check_options({}) == {"beginner": False, "always_ask": True}
    assert GAME.check_options({"beginner": True})["beginner"] is True
    assert "no option" in refused(lambda: GAME.check_options({"speed": True}))
    assert "on or off" in refused(lambda: GAME.check_options({"beginner": "yes"}))


def test_setup_refuses_a_card_placed_twice():
    """A scenario cannot put one card in two places."""
    with pytest.raises(ValueError):
        new(hands=[[F1[0]], [F1[0]]])


def test_setup_refuses_an_illegal_house():
    """A floor-2 room above an unfinished floor 1 is not a legal house."""
    with pytest.raises(ValueError):
        new(houses=houses(2, s0={"rooms": [[F1[0]], [F2[0]], []]}))


def test_setup_refuses_special_cards_in_a_beginner_game():
    """Special cards are not part of a beginner game."""
    with pytest.raises(ValueError):
        new(options={"beginner": True}, hands=[[HOLE], []])


def test_game_object_attributes():
    """The engine declares its key, title and player counts."""
    assert (GAME.key, GAME.title, GAME.min_players, GAME.max_players) == ("ghostathome", "Ghost at Home", 2, 4)
    assert len(card_ids(False)) == 53


def test_rules_summary_is_short_and_carries_the_rulings():
    """The reminder fits in a Discord message and names this project's rulings."""
    text = say(GAME.rules_summary())
    assert len(text) <= 1800
    assert "rulings" in text and "Lightning" in text and "Beginner" in text
