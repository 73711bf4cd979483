"""Rule sides drawn at random (rulebook "Setting up the Game" step 3: players may "randomly decide" each side).

A side option may be ``random``: the engine draws it from the game's seed at
``new_game``, keeps the drawn side in the state, and the score table uses the
side actually played.
"""

import json
import random
import re
from dataclasses import replace

import pytest

from bot.games.base import BadOptions
from bot.games.quiet_house import GAME, rules_key
from bot.games.quiet_house.board import layout_problem, parse_square
from bot.games.quiet_house.data import ADVANCED, BASIC, RANDOM, RED_DOTS_SPIDER, RED_DOTS_STANDARD, SIDED, STATUES
from bot.games.quiet_house.dealing import options_of
from bot.games.quiet_house.goals import seat_satisfied
from bot.games.quiet_house.model import Status
from bot.i18n import say

ALL_RANDOM = {name: RANDOM for name in SIDED}
MOUSE = STATUES.index("mouse")


def _side(state, name):
    return ADVANCED if name in state.advanced else BASIC


def _seed_where(name, side, options=None, start=0):
    """The first seed from ``start`` whose game draws ``side`` for ``name`` (its option being random)."""
    for seed in range(start, start + 200):
        if _side(GAME.new_game(2, seed, options or {name: RANDOM}), name) == side:
            return seed
    raise AssertionError(f"no seed draws the {side} side for the {name}")


def _won(state):
    """``state`` with the statues on the hidden target, after the first player's (successful) declaration."""
    return GAME.apply(replace(state, layout=state.target), state.turn, "declare")


def test_random_is_an_option_of_every_sided_statue():
    """Each of the four sided cards accepts random; the lobby keeps the word, the Mirror still has no option."""
    checked = GAME.check_options({"rook": RANDOM, "mouse": RANDOM})
    assert checked["rook"] == RANDOM and checked["mouse"] == RANDOM and checked["candlestick"] == BASIC
    assert GAME.check_options(ALL_RANDOM) == {**ALL_RANDOM, "variant1": False, "variant2": False}
    with pytest.raises(BadOptions) as caught:
        GAME.check_options({"rook": "dice"})
    assert re.search("random", say(caught.value.reason))
    with pytest.raises(BadOptions) as caught:
        GAME.check_options({"mirror": RANDOM})
    assert "Mirror" in say(caught.value.reason)


@pytest.mark.parametrize("seed", range(12))
def test_random_resolves_to_basic_or_advanced_and_is_recorded(seed):
    """The state holds a real side for every card, and names the cards whose side was drawn."""
    s = GAME.new_game(3, seed, {"rook": RANDOM, "monkey": RANDOM, "candlestick": ADVANCED})
    assert s.random_sides == ("rook", "monkey")
    assert "candlestick" in s.advanced and "mouse" not in s.advanced
    opts = options_of(s)
    assert all(opts[name] in (BASIC, ADVANCED) for name in SIDED)
    assert RANDOM not in opts.values()


def test_same_seed_same_sides_and_same_game():
    """The seed decides the drawn sides, so the same seed and options give the same game."""
    for seed in range(10):
        assert GAME.new_game(4, seed, ALL_RANDOM) == GAME.new_game(4, seed, ALL_RANDOM)


def test_the_global_random_state_plays_no_part():
    """Reseeding or drawing from the module-level ``random`` changes nothing."""
    random.seed(1)
    first = GAME.new_game(2, 77, ALL_RANDOM)
    random.seed(2)
    random.random()
    assert GAME.new_game(2, 77, ALL_RANDOM) == first


def test_each_card_is_drawn_on_its_own():
    """A card's drawn side depends on the seed and that card only, not on the other cards' options."""
    for seed in range(30):
        alone = GAME.new_game(2, seed, {"rook": RANDOM})
        with_others = GAME.new_game(2, seed, {"rook": RANDOM, "mouse": ADVANCED, "candlestick": RANDOM})
        assert _side(alone, "rook") == _side(with_others, "rook")


def test_across_seeds_both_sides_occur_for_every_card():
    """Over many seeds every card is drawn on both sides, roughly half and half."""
    drawn = {name: [] for name in SIDED}
    for seed in range(200):
        s = GAME.new_game(2, seed, ALL_RANDOM)
        for name in SIDED:
            drawn[name].append(_side(s, name))
    for name, sides in drawn.items():
        assert 60 <= sides.count(ADVANCED) <= 140, name


def test_random_sides_deal_a_legal_fair_game():
    """With drawn sides the start is legal on the board side in use and nobody's tiles already hold."""
    for seed in range(20):
        s = GAME.new_game(4, seed, ALL_RANDOM)
        dots = RED_DOTS_SPIDER if "mouse" in s.advanced else RED_DOTS_STANDARD
        assert layout_problem(s.layout, dots) is None and layout_problem(s.target, dots) is None
        assert not any(seat_satisfied(s.layout, s.goals, False, 4, p) for p in range(4))


def test_a_random_mouse_drawn_advanced_turns_the_board_to_its_spider_web_side():
    """The advanced Mouse means the spider-web board, whether chosen or drawn."""
    seed = _seed_where("mouse", ADVANCED)
    s = GAME.new_game(2, seed, {"mouse": RANDOM})
    view = GAME.view(s, None)
    assert view.board_side == "spider-web"
    assert set(view.red_dots) == RED_DOTS_SPIDER
    assert s.layout[MOUSE] in RED_DOTS_SPIDER and s.target[MOUSE] in RED_DOTS_SPIDER
    mouse_moves = [a for a in GAME.legal_actions(s, s.turn) if a.startswith("mouse.")]
    assert all(parse_square(a.split(".")[1]) in RED_DOTS_SPIDER for a in mouse_moves)


def test_a_random_mouse_drawn_basic_keeps_the_standard_board():
    """A Mouse drawn on its basic side leaves the board on its standard side."""
    seed = _seed_where("mouse", BASIC)
    view = GAME.view(GAME.new_game(2, seed, {"mouse": RANDOM}), None)
    assert view.board_side == "standard"
    assert set(view.red_dots) == RED_DOTS_STANDARD


def test_views_show_the_drawn_side_and_that_it_was_drawn():
    """Each statue's view gives its side as played and whether it was drawn at random (public information)."""
    seed = _seed_where("rook", ADVANCED)
    s = GAME.new_game(2, seed, {"rook": RANDOM, "monkey": ADVANCED})
    for seat in (None, 0, 1):
        statues = {st.key: st for st in GAME.view(s, seat).statues}
        assert statues["rook"].side == ADVANCED and statues["rook"].random_side
        assert statues["monkey"].side == ADVANCED and not statues["monkey"].random_side
        assert not statues["candlestick"].random_side and not statues["mirror"].random_side
        assert "sideways then up or down" in say(statues["rook"].rule)


def test_rules_key_of_random_options_needs_the_seed():
    """A lobby's random options have no score-table row until the seed draws them; with the seed they do."""
    with pytest.raises(BadOptions) as caught:
        rules_key({"rook": RANDOM})
    assert re.search("random", say(caught.value.reason))
    for seed in range(20):
        s = GAME.new_game(2, seed, ALL_RANDOM)
        assert rules_key(ALL_RANDOM, seed) == GAME.rules_key(ALL_RANDOM, seed) == GAME.view(s, None).rules_key
        assert rules_key(options_of(s)) == GAME.view(s, None).rules_key
    assert rules_key({"rook": ADVANCED}, 5) == rules_key({"rook": ADVANCED}) == "rook"


def test_a_random_game_scores_into_the_row_of_the_sides_it_played():
    """A won game's best-score key is the combination actually played, drawn sides included."""
    rook_adv = _seed_where("rook", ADVANCED, {"rook": RANDOM, "mouse": RANDOM})
    s = GAME.new_game(2, rook_adv, {"rook": RANDOM, "mouse": RANDOM, "variant1": True})
    won = _won(s)
    assert won.status is Status.WON
    key, points = GAME.best_score(won)
    expected = "+".join(n for n in SIDED if n in s.advanced) or "standard"
    assert key == expected and key.startswith("rook")
    assert key == rules_key({"rook": RANDOM, "mouse": RANDOM}, rook_adv)
    assert points == 5  # the first card's 5, and variant 1 cannot go past the cap
    rook_basic = _seed_where("rook", BASIC, {"rook": RANDOM})
    key, _ = GAME.best_score(_won(GAME.new_game(2, rook_basic, {"rook": RANDOM})))
    assert key == "standard"


def test_json_round_trip_keeps_the_drawn_sides():
    """Dumping to JSON and loading gives back the same state, drawn sides and their origin included."""
    for seed in range(10):
        s = GAME.new_game(3, seed, ALL_RANDOM)
        back = GAME.load(json.loads(json.dumps(GAME.dump(s))))
        assert back == s
        assert back.random_sides == tuple(SIDED) and back.advanced == s.advanced


def test_states_saved_before_random_sides_still_load():
    """A state dumped under schema 1 (no ``random_sides``) loads with no side drawn at random."""
    s = GAME.new_game(2, 3, {"rook": ADVANCED})
    old = GAME.dump(s)
    old["schema"] = 1
    del old["random_sides"]
    back = GAME.load(json.loads(json.dumps(old)))
    assert back.random_sides == () and back.advanced == ("rook",)
    assert back == s


def test_playing_on_keeps_the_drawn_sides():
    """Moves never redraw a side: the drawn sides stay for the whole game."""
    s = GAME.new_game(2, 11, ALL_RANDOM)
    advanced, drawn = s.advanced, s.random_sides
    for _ in range(6):
        s = GAME.apply(s, s.turn, GAME.default_action(s, s.turn))
        assert (s.advanced, s.random_sides) == (advanced, drawn)
