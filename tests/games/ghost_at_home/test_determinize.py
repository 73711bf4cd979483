"""Ghost at Home's re-dealer: a full state from one seat's view, consistent with it, with the secrets re-dealt."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from bot.games.ghost_at_home import GAME, GhostState
from bot.games.ghost_at_home.data import CARDS, Kind
from bot.games.ghost_at_home.determinize import determinize, inventory
from bot.games.ghost_at_home.model import Phase
from tests.games.ghost_at_home.gah_helpers import CATS, F1, F2, F3, GHOSTS, houses, new, play

OPTIONS = ({}, {"beginner": True}, {"always_ask": False}, {"beginner": True, "always_ask": False})


def playout(players: int, seed: int, options: dict[str, bool]) -> list[GhostState]:
    """Every state of one seeded game of random legal moves."""
    rng = random.Random(f"gah-determinize:{players}:{seed}")
    s = GAME.new_game(players, seed, options)
    states = [s]
    while GAME.outcome(s) is None:
        seat = rng.choice(sorted(GAME.to_act(s)))
        s = GAME.apply(s, seat, rng.choice(list(GAME.legal_actions(s, seat))))
        states.append(s)
    return states


def situations() -> Iterator[tuple[GhostState, int | None]]:
    """States of seeded playouts at every player count and option set, with every seat and the public view."""
    for players in (2, 3, 4):
        for number, options in enumerate(OPTIONS):
            for s in playout(players, 10 * players + number, options)[::2]:
                for seat in (*range(players), None):
                    yield s, seat


SITUATIONS = list(situations())


def test_a_redeal_shows_the_same_view_to_its_seat() -> None:
    """For every state and seat (and the public view), the re-dealt state's view is the view it was made from."""
    rng = random.Random(1)
    for s, seat in SITUATIONS:
        view = GAME.view(s, seat)
        assert GAME.view(determinize(view, rng), seat) == view


def test_a_redeal_conserves_the_cards_and_survives_json() -> None:
    """Every card stays once in the game, the places keep their sizes, and the state loads back from JSON."""
    rng = random.Random(2)
    for s, seat in SITUATIONS[::3]:
        world = determinize(GAME.view(s, seat), rng)
        assert inventory(world) == inventory(s)
        assert GAME.load(json.loads(json.dumps(GAME.dump(world)))) == world


def test_a_redeal_plays_on() -> None:
    """In a re-dealt state the owing seats' legal actions apply, and the seat owes the same choices."""
    rng = random.Random(3)
    for s, seat in SITUATIONS[::5]:
        world = determinize(GAME.view(s, seat), rng)
        assert GAME.to_act(world) == GAME.to_act(s)
        if seat is not None:
            assert GAME.choices(world, seat) == GAME.choices(s, seat)
        for q in sorted(GAME.to_act(world)):
            GAME.apply(world, q, rng.choice(list(GAME.legal_actions(world, q))))


def test_redeals_vary_what_the_seat_may_not_know() -> None:
    """Other hands and the deck change from re-deal to re-deal (an identity re-dealer fails this)."""
    rng = random.Random(4)
    changed = total = 0
    for s, seat in SITUATIONS:
        if s.phase is Phase.OVER or seat is None or len(s.deck) < 2:
            continue
        world = determinize(GAME.view(s, seat), rng)
        others = [q for q in range(s.players) if q != seat]
        total += 1
        changed += world.deck != s.deck and any(world.hands[q] != s.hands[q] for q in others if s.hands[q])
        assert sorted(world.hands[seat]) == sorted(s.hands[seat])
    assert changed >= 0.9 * total


def test_the_ghost_in_flight_is_a_hidden_ghost() -> None:
    """While a cat defence is asked, the re-dealt ghost in flight is a ghost that is in no house and no known hand."""
    s = new(2, hands=[[GHOSTS[0], F1[0], F1[1]], [F1[2], F1[3], F2[0]]], houses=houses(2, s1={"rooms": [[F1[4]]]}))
    s = play(s, (0, "g.1"))
    assert s.phase is Phase.DEFEND
    rng = random.Random(5)
    for seat in (0, 1, None):
        for _ in range(20):
            world = determinize(GAME.view(s, seat), rng)
            assert world.attack is not None and CARDS[world.attack.ghost].kind is Kind.GHOST
            assert world.attack.ghost not in world.hands[0] + world.hands[1]


@pytest.mark.parametrize("kind", ["defend", "stop"])
def test_without_always_ask_an_open_window_shows_the_asked_seat_holds_the_card(kind: str) -> None:
    """Without always_ask, only a seat holding a cat (a ghost) is asked: re-deals for others keep it so."""
    full = [[F1[0], F1[1]], [F2[0], F2[1]], [F3[0], F3[1]]]
    if kind == "defend":
        hands = [[GHOSTS[0], F1[2], F1[3]], [CATS[0], F2[2], F2[3]], [F1[4], F1[5], F1[6]]]
        attacked = houses(3, s1={"rooms": [[F1[7]]]})
        s = play(new(3, options={"always_ask": False}, hands=hands, houses=attacked), (0, "g.1"))
        asked, wanted = 1, Kind.CAT
    else:
        hands = [[F3[2], F1[2], F1[3]], [GHOSTS[0], F2[2], F2[3]], [F1[4], F1[5], F1[6]]]
        one_short = [full[0], full[1], full[2][:1]]
        s = new(3, options={"always_ask": False}, hands=hands, houses=houses(3, s0={"rooms": one_short}))
        s = play(s, (0, f"r.{F3[2]}"))
        asked, wanted = 1, Kind.GHOST
    assert GAME.window(s, asked) is not None
    rng = random.Random(6)
    for seat in (0, 2, None):
        for _ in range(30):
            world = determinize(GAME.view(s, seat), rng)
            assert any(CARDS[c].kind is wanted for c in world.hands[asked])
