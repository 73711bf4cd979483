"""Quiet House's re-dealer: a state rebuilt from one seat's view shows that seat the same view."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from bot.bots.arena import play_table, seat_bot
from bot.bots.contract import Budget
from bot.games.quiet_house import GAME, QuietHouseState
from bot.games.quiet_house.bots import easy
from bot.games.quiet_house.bots_orders import hypotheses, orders_of
from bot.games.quiet_house.determinize import determinize, inventory
from bot.games.quiet_house.turns import satisfied

OPTION_SETS = (
    {},
    {"rook": "advanced", "candlestick": "advanced", "monkey": "advanced", "mouse": "advanced"},
    {"candlestick": "advanced", "monkey": "advanced", "variant2": True},
    {"rook": "random", "mouse": "random", "variant1": True},
)


def played(players: int, seed: int, options: dict[str, object]) -> list[QuietHouseState]:
    """Every state of a game played by easy bots (they declare often) from the seed."""
    game = play_table(GAME, [seat_bot(GAME, easy, Budget())] * players, seed, options)
    s = GAME.new_game(players, seed, GAME.check_options(options))
    states = [s]
    for seat, action in game.log:
        s = GAME.apply(s, seat, action)
        states.append(s)
    return states


def situations() -> Iterator[tuple[QuietHouseState, int | None]]:
    """States of seeded games at every player count and option set, with every seat and the public view."""
    for players in (2, 3, 4):
        for number, options in enumerate(OPTION_SETS):
            states = played(players, 100 * players + number, options)
            for s in states[:: max(1, len(states) // 8)] + [states[-1]]:
                for seat in (*range(players), None):
                    yield s, seat


SITUATIONS = list(situations())


def test_a_rebuilt_state_shows_its_seat_the_same_view() -> None:
    """For every seat and the public view, playing or finished: the view of the re-deal is the view."""
    rng = random.Random(1)
    for s, seat in SITUATIONS:
        view = GAME.view(s, seat)
        assert GAME.view(determinize(view, rng), seat) == view


def test_a_rebuilt_state_keeps_the_cards_and_survives_json() -> None:
    """Inventory conserved, JSON round trip, and the re-deal plays on."""
    rng = random.Random(2)
    for s, seat in SITUATIONS:
        twin = determinize(GAME.view(s, seat), rng)
        assert inventory(twin) == inventory(s)
        assert GAME.load(json.loads(json.dumps(GAME.dump(twin)))) == twin
        for mover in GAME.to_act(twin):
            GAME.apply(twin, mover, rng.choice(list(GAME.legal_actions(twin, mover))))


def test_the_true_goal_is_never_ruled_out() -> None:
    """The orders of the real hidden target are always among the seat's hypotheses (declarations included)."""
    for s, seat in SITUATIONS:
        if seat is not None and GAME.outcome(s) is None:
            assert orders_of(s.target) in {h for h, _ in hypotheses(GAME.view(s, seat))}


def test_a_declaration_just_answered_binds_every_rebuilt_goal() -> None:
    """Right after a failed declaration every re-deal gives each seat the paddle it showed."""
    rng = random.Random(3)
    checked = 0
    for s, seat in SITUATIONS:
        if s.last_action != "declare" or GAME.outcome(s) is not None:
            continue
        for _ in range(5):
            twin = determinize(GAME.view(s, seat), rng)
            assert tuple(satisfied(twin, p) for p in range(s.players)) == s.paddles
            checked += 1
    assert checked >= 20


@pytest.mark.parametrize("players", [2, 3, 4])
def test_re_deals_vary_the_hidden_goal_and_the_deck(players: int) -> None:
    """Re-deals of one view differ in the tiles the seat does not see and in the order of the cards to come."""
    s = played(players, 7, {})[0]
    rng = random.Random(4)
    twins = [determinize(GAME.view(s, 0), rng) for _ in range(30)]
    assert len({t.goals for t in twins}) > 5
    assert len({t.deck for t in twins}) > 5
    assert all(t.deck[: t.drawn] == s.deck[: s.drawn] for t in twins)
    seen = [i for i, tile in enumerate(GAME.view(s, 0).goal_tiles) if tile.statue is not None]
    assert all(t.goals[i] == s.goals[i] for t in twins for i in seen)
