"""Seeded random playouts with invariants every ply, replays, and no secret leaking into views."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.house import cards_in
from bot.games.ghost_at_home.model import GhostState
from bot.i18n import say
from tests.games.ghost_at_home.gah_helpers import check_invariants

MAX_PLIES = 3000
"""Far above any random game seen (under 600 plies); reaching it means the game does not end."""
GAMES = 10
ACTION = re.compile(r"[A-Za-z0-9._-]{1,40}")


def options(game: int) -> dict[str, bool]:
    """Vary the options over the games."""
    return {"beginner": game % 3 == 0, "always_ask": game % 2 == 0}


def playout(players: int, game: int, every_action: bool = False) -> tuple[GhostState, list[tuple[int, str]]]:
    """Play one random game; check invariants (and optionally every legal action) at every ply."""
    rng = random.Random(f"gah:{players}:{game}")
    s = GAME.new_game(players, 1000 * players + game, options(game))
    log: list[tuple[int, str]] = []
    check_invariants(s)
    while GAME.outcome(s) is None:
        assert len(log) < MAX_PLIES, "the game does not end"
        seat = rng.choice(sorted(GAME.to_act(s)))
        legal = GAME.legal_actions(s, seat)
        assert len(set(legal)) == len(legal) and all(ACTION.fullmatch(a) for a in legal)
        if every_action:
            for a in legal:
                check_invariants(GAME.apply(s, seat, a))
        a = rng.choice(legal)
        after = GAME.apply(s, seat, a)
        text = say(GAME.describe(s, seat, a, after))
        assert text and len(text) < 400
        log.append((seat, a))
        s = after
        check_invariants(s)
    return s, log


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_keep_the_invariants_and_end(players):
    """Random legal play conserves the 53 (or 46) cards, keeps houses legal and ends with a winner."""
    for game in range(GAMES):
        s, _ = playout(players, game)
        result = GAME.outcome(s)
        assert result is not None and len(result.winners) == 1 and len(result.scores) == players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_legal_action_applies(players):
    """In one full game per player count, every listed action applies cleanly at every ply."""
    playout(players, 99, every_action=True)


@pytest.mark.parametrize("players", [3, 4])
def test_playouts_with_players_leaving_keep_the_invariants(players):
    """Players leave at random moments (windows included); the game stays legal and still ends."""
    for game in range(6):
        rng = random.Random(f"leave:{players}:{game}")
        s = GAME.new_game(players, game, options(game))
        leave_at = sorted(rng.sample(range(1, 120), players - 1))
        ply = 0
        while GAME.outcome(s) is None:
            assert ply < MAX_PLIES, "the game does not end"
            if leave_at and ply == leave_at[0]:
                leave_at.pop(0)
                leaver = rng.choice([p for p in range(players) if p not in s.resigned])
                s = GAME.resign(s, leaver)
                assert leaver not in GAME.to_act(s)
            else:
                seat = rng.choice(sorted(GAME.to_act(s)))
                s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
            check_invariants(s)
            ply += 1


def _card_views(x: object) -> list[int]:
    """Ids of every card face found anywhere in a view."""
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        if type(x).__name__ == "CardView":
            return [x.id]
        return [i for f in dataclasses.fields(x) for i in _card_views(getattr(x, f.name))]
    if isinstance(x, tuple | list):
        return [i for v in x for i in _card_views(v)]
    return []


@pytest.mark.parametrize("players", [2, 4])
def test_views_show_only_public_cards_and_the_own_hand(players):
    """Every view at every ply shows house cards and the seat's own hand, never another hand or the deck."""
    rng = random.Random(players)
    s = GAME.new_game(players, 77, {})
    for _ in range(250):
        if GAME.outcome(s) is not None:
            break
        public = {c for h in s.houses for c in cards_in(h)}
        for seat in [None, *range(players)]:
            v = GAME.view(s, seat)
            own = set(s.hands[seat]) if seat is not None else set()
            shown = _card_views(v)
            assert set(shown) <= public | own
            assert {c.id for c in v.hand} == own
            assert [h.hand_size for h in v.houses] == [len(h) for h in s.hands]
            assert v.to_act == GAME.to_act(s) and v.seat == seat
        seat = rng.choice(sorted(GAME.to_act(s)))
        s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))


def _cards_named(action: str) -> list[int]:
    """Card ids inside an action (floors and seats left out)."""
    head, *rest = action.split(".")
    n = [int(x) for x in rest]
    return {"r": n, "d": n, "l": n[1:], "h": n[:1], "f": n[:1], "e": n[:1]}.get(head, [])


def test_controls_name_only_cards_the_seat_can_see():
    """A seat's actions only name cards in its own hand or lying in the houses."""
    rng = random.Random(3)
    s = GAME.new_game(3, 31, {})
    for _ in range(150):
        if GAME.outcome(s) is not None:
            break
        (seat,) = GAME.to_act(s)
        visible = set(s.hands[seat]) | {x for h in s.houses for x in cards_in(h)}
        named = {i for c in GAME.choices(s, seat) for i in _cards_named(c.action)}
        assert named <= visible
        s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
