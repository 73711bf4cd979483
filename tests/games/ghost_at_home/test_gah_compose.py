"""Moves made of parts: every choice's part composes back into its action, and the card selects' picks
(the view's ``picks``) become one move (``Game.compose``), legal or not, for ``apply`` to judge."""

from __future__ import annotations

import random

import pytest

from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.model import GhostState
from tests.games.ghost_at_home.gah_helpers import F1, F2, houses, new, refused

GAMES = 6


def lit_one() -> GhostState:
    """Seat 0 holds Floor 1 rooms of 2 and 3 bulbs and a Floor 2 room; its house is empty: only floor 1 may be lit."""
    return new(hands=[[5, 8, 15], []], houses=houses(2))


def lit_two() -> GhostState:
    """Seat 0's floor 1 is full and dark: floors 1 and 2 may be lit."""
    return new(hands=[[5, 8, 15], []], houses=houses(2, s0={"rooms": [[F1[0], F1[1]], [], []]}))


@pytest.mark.parametrize(
    ("two_floors", "group", "picks", "action"),
    [
        (False, "rooms", ["15", "5"], "r.5.15"),
        (False, "discard", ["38"], "d.38"),
        (False, "light", ["5", "8"], "l.1.5.8"),
        (True, "light", ["F2", "5", "8"], "l.2.5.8"),
        (True, "light", ["5", "8", "15"], None),
        (True, "light", ["F1", "F2", "5", "8"], None),
        (False, "rooms", ["F1", "5"], None),
        (False, "rooms", ["g.1"], None),
    ],
)
def test_card_picks_join_into_the_engine_action(two_floors, group, picks, action):
    """The card selects' picks become room, discard and light moves; a light needs exactly one floor, which
    goes without saying when only one floor may be lit."""
    s = lit_two() if two_floors else lit_one()
    assert GAME.compose(s, 0, group, picks) == action


def test_picks_that_break_a_rule_still_make_the_move_and_apply_says_why():
    """A floor-2 room before floor 1 is a move; playing it is refused with the rule."""
    s = lit_one()
    action = GAME.compose(s, 0, "rooms", ["15"])
    assert action == "r.15"
    assert "Fill the lower floors first" in refused(lambda: GAME.apply(s, 0, action))


def test_the_view_offers_the_picks_its_selects_need():
    """On its turn a seat's view holds the rooms, light and discard selects; a floor is offered only when
    several may be lit; nobody else's view holds any."""
    mine = GAME.view(lit_one(), 0).picks
    assert [p.group for p in mine] == ["rooms", "light", "discard"]
    assert [o.value for o in mine[1].options] == ["5", "8", "15"] and (mine[1].min_picks, mine[1].max_picks) == (2, 3)
    two = GAME.view(lit_two(), 0).picks[1]
    assert [o.value for o in two.options][:2] == ["F1", "F2"] and (two.min_picks, two.max_picks) == (3, 4)
    assert GAME.view(lit_one(), 1).picks == () and GAME.view(lit_one(), None).picks == ()


def test_a_ghost_at_a_house_with_no_rooms_is_composed_and_refused_with_the_reason():
    """A typed ghost target that is no choice becomes the move, so the rules' refusal names the seat."""
    s = new(hands=[[F2[0], 38], []], houses=houses(2))
    assert GAME.compose(s, 0, "ghost", ["1"]) == "g.1"
    assert "Player 2 has no rooms yet" in refused(lambda: GAME.apply(s, 0, "g.1"))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_choice_is_composed_back_from_its_part(players):
    """In seeded random games, each choice's part value (what a typed command sends) composes into its action."""
    for game in range(GAMES):
        rng = random.Random(f"compose:{players}:{game}")
        s = GAME.new_game(players, 700 * players + game, {"always_ask": game % 2 == 0})
        while GAME.outcome(s) is None:
            (seat,) = GAME.to_act(s)
            for c in GAME.choices(s, seat):
                assert len(c.parts) <= 1 and c.group
                if c.parts:
                    ((_, value),) = c.parts
                    assert GAME.compose(s, seat, c.group, [value]) == c.action, c
            s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
