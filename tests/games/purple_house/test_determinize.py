"""The Purple House's re-dealer: a full state rebuilt from one seat's view, the hidden parts drawn afresh."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from bot.games.purple_house import GAME
from bot.games.purple_house.data import GHOST_CORNERS, GHOST_LADIES
from bot.games.purple_house.determinize import determinize, inventory
from bot.games.purple_house.state import EMPTY, ESCAPE, OVER, SCOUTING, PurpleHouseState
from tests.games.purple_house.purple_house_helpers import escape

DIFFICULTIES = ("easy", "normal", "hard", "impossible")


def playout(players: int, seed: int) -> list[PurpleHouseState]:
    """Every state of a seeded random game (a player sometimes leaves, so the rare paths are walked too)."""
    rng = random.Random(f"ph-determinize:{players}:{seed}")
    s = GAME.new_game(players, seed, GAME.check_options({"difficulty": DIFFICULTIES[seed % 4]}))
    states = [s]
    while GAME.outcome(s) is None:
        seat = rng.choice(sorted(GAME.to_act(s)))
        if rng.random() < 0.01:
            s = GAME.resign(s, seat)
        else:
            s = GAME.apply(s, seat, rng.choice(list(GAME.legal_actions(s, seat))))
        states.append(s)
    return states


def situations() -> Iterator[tuple[PurpleHouseState, int | None]]:
    """States of seeded games at every player count, each with every seat and the public view."""
    for players in range(1, 6):
        for seed in range(4):
            for s in playout(players, seed)[::2]:
                for seat in (None, *range(players)):
                    yield s, seat


SITUATIONS = list(situations())


def test_the_rebuilt_state_shows_the_same_view_and_keeps_the_components():
    """For every state and seat (and the public view), the re-deal's view is the view it was made from."""
    rng = random.Random(1)
    phases = set()
    for s, seat in SITUATIONS:
        view = GAME.view(s, seat)
        t = determinize(view, rng)
        assert GAME.view(t, seat) == view, (s.phase, seat)
        assert inventory(t) == inventory(s)
        phases.add(s.phase)
    assert phases == {SCOUTING, ESCAPE, OVER}


def test_the_rebuilt_state_survives_json_and_plays_on():
    """A re-deal loads back from its JSON, keeps the box of a real game, and every owing seat can move in it."""
    rng = random.Random(2)
    for s, seat in SITUATIONS[::3]:
        t = determinize(GAME.view(s, seat), rng)
        assert GAME.load(json.loads(json.dumps(GAME.dump(t)))) == t
        assert t.box == s.box
        for owing in sorted(GAME.to_act(t)):
            GAME.apply(t, owing, rng.choice(list(GAME.legal_actions(t, owing))))


def test_the_ghost_deck_keeps_backs_of_the_setup():
    """White Ladies still in the Ghost deck carry setup backs: one corner each, at most one blank."""
    rng = random.Random(3)
    allowed = {GAME.new_game(1, 0, {}).marks[c] for c in GHOST_LADIES}
    assert len(allowed) == len(GHOST_CORNERS)
    for s, seat in SITUATIONS[::5]:
        t = determinize(GAME.view(s, seat), rng)
        backs = [t.marks[c] for c in t.ghosts]
        assert set(backs) <= allowed and len(set(backs)) == len(backs)


@pytest.mark.parametrize("phase", [SCOUTING, ESCAPE])
def test_re_deals_vary_what_the_seat_may_not_know(phase: str):
    """Re-deals really move the hidden cards: other scouts' hands while scouting, fronts under the backs after."""
    rng = random.Random(4)
    picked = [(s, seat) for s, seat in SITUATIONS if s.phase == phase and seat is not None and s.players > 1]
    changed = 0
    for s, seat in picked[:200]:
        t = determinize(GAME.view(s, seat), rng)
        if phase == SCOUTING:
            changed += any(t.hands[p] != s.hands[p] for p in range(s.players) if p != seat)
        else:
            changed += t.grid != s.grid
    assert changed >= 0.8 * min(len(picked), 200)


def test_fronts_stay_under_their_backs_and_face_up_cards_stay_put():
    """In the Escape Phase every cell keeps its back, the Current Room and the Path keep their cards."""
    s = escape(current=0, path=[1, 2], seed=11, players=2)
    rng = random.Random(5)
    seen = set()
    for _ in range(30):
        t = determinize(GAME.view(s, 1), rng)
        assert [t.marks[c] if c != EMPTY else None for c in t.grid] == [
            s.marks[c] if c != EMPTY else None for c in s.grid
        ]
        assert t.current == 0 and sorted(t.path) == [1, 2]
        seen.add(t.grid)
    assert len(seen) > 25


def test_scouting_keeps_the_own_hand_and_re_deals_the_rest():
    """A scout keeps its own cards, backs and items; the cards of the others and of the deck change."""
    s = GAME.new_game(3, 21, {})
    s = GAME.apply(s, 1, GAME.legal_actions(s, 1)[0])
    rng = random.Random(6)
    others = set()
    for _ in range(20):
        t = determinize(GAME.view(s, 0), rng)
        assert t.hands[0] == s.hands[0] and [t.marks[c] for c in t.hands[0]] == [s.marks[c] for c in s.hands[0]]
        assert (t.handkerchiefs[0], t.corner_x[0], t.centre_x[0]) == (s.handkerchiefs[0], s.corner_x[0], s.centre_x[0])
        others.add((t.hands[1], t.hands[2], t.deck))
    assert len(others) == 20
