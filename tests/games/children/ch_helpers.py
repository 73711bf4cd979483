"""Shared scenario helpers for the Children tests: the rulebook's mansion, card ids, invariants."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from bot.games.children import GAME
from bot.games.children.cards import all_cards, hand_limit
from bot.games.children.data import CARD_COUNT, GHOSTS, ROOM_BY_NAME, card_id, ids_of
from bot.games.children.model import NONE, ChildrenState

R = ROOM_BY_NAME
"""Room ids by name."""

RULEBOOK_MANSION = {
    R["Wine Cellar"]: 2,
    R["Parlor"]: 1,
    R["Billiards Room"]: 2,
    R["Kitchen"]: 3,
    R["Master Bedroom"]: 1,
    R["Wash Room"]: 2,
    R["Dormitory"]: 3,
    R["Spire"]: 2,
}
"""The rooms of the rulebook's pictures: the Wash Room above the Billiards Room, the Spire above it."""

ROSIE, TWINS, PENNY, OLIVER, MABEL = (card_id(n) for n in ("Rosie", "The Twins", "Penny", "Oliver", "Mabel"))
TEDDY, PARASOL, RAG_DOLL, TIN_SOLDIER = (card_id(n) for n in ("Teddy Bear", "Parasol", "Rag Doll", "Tin Soldier"))
JUMP_ROPE, KITE, MARBLES, YOYO = (card_id(n) for n in ("Jump Rope", "Kite", "Marbles", "Yo-Yo"))
CATNIP, HATPIN, FEATHER = (ids_of(n) for n in ("Catnip", "Hatpin", "Feather"))
PASSAGE, SNOW_GLOBE, CAGE = (ids_of(n) for n in ("Secret Passage", "Snow Globe", "Cricket Cage"))
MUSIC_BOX, MEDICO, DENTAL, TOAD = (ids_of(n) for n in ("Music Box", "Medico Della Peste", "Dental Tools", "Toad"))
MOUSE, CRICKETS, RAVEN, VOODOO = (ids_of(n) for n in ("Mouse", "Crickets", "Raven's Skull", "Voodoo Doll"))
SETTLES, BIDDLE, KITTY = (ids_of(n) for n in ("House Settles", "Irwin Biddle", "Kitty Kitty"))

SPARE_TOYS = tuple(card_id(n) for n in ("Spinning Top", "Porcelain Doll", "Rocking Horse", "Tea Set"))
"""Toys no test ghost loves: the default top of the draw pile."""
FILLER = [*PASSAGE, *SNOW_GLOBE, *MUSIC_BOX, *MEDICO, *CAGE]
"""Harmless cards to fill hands and the top of the deck."""


def new(players: int = 2, *, deck: list[int] | None = None, **setup: Any) -> ChildrenState:
    """A game in the rulebook mansion; seat 0 acting (2 actions) unless ``setup`` says otherwise."""
    full: dict[str, Any] = {
        "grid": RULEBOOK_MANSION,
        "phase": "act",
        "room_pile": [],
        "deck": deck if deck is not None else list(SPARE_TOYS),
        "pos": [R["Billiards Room"]] + [R["Kitchen"]] * (players - 1),
        "hands": [[] for _ in range(players)],
    }
    full.update(setup)
    return GAME.new_game(players, 11, {}, full)


def play(s: ChildrenState, *moves: tuple[int, str]) -> ChildrenState:
    """Apply (seat, action) moves in order."""
    for seat, a in moves:
        s = GAME.apply(s, seat, a)
    return s


def acting(s: ChildrenState) -> int:
    """The one seat the game waits for."""
    (seat,) = GAME.to_act(s)
    return seat


def check_invariants(s: ChildrenState) -> None:
    """70 cards conserved, the hand limit, JSON round trip, a legal default for whoever must act."""
    assert Counter(all_cards(s)) == Counter(range(CARD_COUNT)), "cards lost or duplicated"
    inside = {g for h in s.haunts for g in h}
    assert hand_limit(s) == max(0, 5 - len([g for g in s.enraged if g in inside]))
    assert set(s.enraged) <= inside | set(GHOSTS)
    assert s.skull_pool >= 0 and all(0 <= k <= 3 for k in s.skulls)
    assert s.skull_pool + sum(s.skulls) == 2 * s.players
    for p in range(s.players):
        for room, seen in enumerate(s.seen[p]):
            assert Counter(seen) <= Counter(s.under[room]), "a seat remembers a card that is not there"
    assert all(r == NONE or s.grid.count(r) == 1 for r in s.grid)
    d = GAME.dump(s)
    assert GAME.load(json.loads(json.dumps(d))) == s
    acting_seats = GAME.to_act(s)
    assert (GAME.outcome(s) is None) == bool(acting_seats)
    for seat in acting_seats:
        legal = GAME.legal_actions(s, seat)
        assert legal, "a seat owes a move but has no legal action"
        assert GAME.default_action(s, seat) in legal
