"""Shared scenario helpers for the Ghost at Home tests (card ids, set-ups, invariants)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from bot.games.base import BadOptions, IllegalAction
from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.data import CARDS, Kind, card_ids
from bot.games.ghost_at_home.house import cards_in, problems
from bot.games.ghost_at_home.model import GhostState
from bot.i18n import say


def _ids(kind: Kind, floor: int = 0, bulbs: int | None = None) -> list[int]:
    return [c.id for c in CARDS if c.kind is kind and c.floor == floor and (bulbs is None or c.bulbs == bulbs)]


def room(floor: int, bulbs: int, k: int = 0) -> int:
    """The k-th room card of that floor with that many bulbs."""
    return _ids(Kind.ROOM, floor, bulbs)[k]


F1 = _ids(Kind.ROOM, 1)
F2 = _ids(Kind.ROOM, 2)
F3 = _ids(Kind.ROOM, 3)
GHOSTS = _ids(Kind.GHOST)
CATS = _ids(Kind.CAT)
HOLE = _ids(Kind.HOLE)[0]
BULB = _ids(Kind.BULB)[0]
FOOD = _ids(Kind.FOOD)[0]
ELEVATOR = _ids(Kind.ELEVATOR)[0]
LIGHTNING = _ids(Kind.LIGHTNING)[0]
WILDS = _ids(Kind.WILD)

FULL_ROOMS = [[F1[0], F1[1]], [F2[0], F2[1]], [F3[0], F3[1]]]
"""A fully explored house."""
ONE_SHORT = [[F1[0], F1[1]], [F2[0], F2[1]], [F3[0]]]
"""A house one floor-3 room short of full."""


def new(players: int = 2, seed: int = 7, options: dict[str, Any] | None = None, **setup: Any) -> GhostState:
    """A game arranged by ``setup`` (see GhostAtHomeGame.new_game)."""
    return GAME.new_game(players, seed, options or {}, setup)


def houses(players: int, **by_seat: dict[str, Any]) -> list[dict[str, Any]]:
    """Per-seat house dicts: ``houses(3, s1={...})`` sets seat 1's house, the others are empty."""
    return [by_seat.get(f"s{p}", {}) for p in range(players)]


def play(s: GhostState, *moves: tuple[int, str]) -> GhostState:
    """Apply (seat, action) moves in order."""
    for seat, a in moves:
        s = GAME.apply(s, seat, a)
    return s


def all_cards(s: GhostState) -> list[int]:
    """Every card of the state, wherever it lies (a ghost in flight included)."""
    out = list(s.deck) + list(s.discard)
    out += [c for h in s.hands for c in h]
    out += [c for h in s.houses for c in cards_in(h)]
    if s.attack:
        out.append(s.attack.ghost)
    return out


def check_invariants(s: GhostState) -> None:
    """Cards conserved, houses legal, the state survives JSON, whoever owes a move has a legal default."""
    cards = all_cards(s)
    assert Counter(cards) == Counter(card_ids(s.beginner)), "cards lost or duplicated"
    for h in s.houses:
        assert problems(h) == [], problems(h)
    d = GAME.dump(s)
    assert GAME.load(json.loads(json.dumps(d))) == s
    acting = GAME.to_act(s)
    assert (GAME.outcome(s) is None) == bool(acting)
    for seat in acting:
        assert GAME.default_action(s, seat) in GAME.legal_actions(s, seat), (
            "no legal default for a seat that owes a move"
        )


def refused(move: Callable[[], object]) -> str:
    """The English reason ``move`` is refused with (an IllegalAction or BadOptions), said with "Player N" seats."""
    with pytest.raises((IllegalAction, BadOptions)) as err:
        move()
    return say(err.value.reason)
