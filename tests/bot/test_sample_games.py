"""Seeded sample games drawn board by board."""

from __future__ import annotations

import random

import pytest

from bot.registry import KITS
from bot.sample_games import boards


@pytest.mark.parametrize("kind", sorted(KITS))
def test_sample_options_are_drawn_from_the_seed_and_accepted(kind: str) -> None:
    """A kit's sample options depend only on its rng, and its game accepts every draw."""
    kit = KITS[kind]
    for seed in range(20):
        drawn = kit.sample_options(random.Random(seed))
        assert drawn == kit.sample_options(random.Random(seed))
        kit.game.check_options(dict(drawn))


def test_sample_options_vary_every_option_they_draw() -> None:
    """Over twenty seeds each option a kit draws takes more than one value (the boards show each way)."""
    for kind, kit in KITS.items():
        draws = [kit.sample_options(random.Random(seed)) for seed in range(20)]
        for name in draws[0]:
            assert len({repr(d[name]) for d in draws}) > 1, f"{kind}: {name} is always {draws[0][name]!r}"


def test_the_same_seed_draws_the_same_boards() -> None:
    """Two sample games of one seed draw identical pictures."""
    kit = KITS["quiethouse"]
    first = [b.tobytes() for b in boards(kit, "quiethouse", 3, every=6)]
    assert first == [b.tobytes() for b in boards(kit, "quiethouse", 3, every=6)]


def test_a_sample_game_ends_on_its_last_board_with_every_seat_drawn() -> None:
    """Each drawn move gives the public board and one per seat, and the final position is always drawn."""
    kit = KITS["quiethouse"]
    game = kit.game
    pictures = list(boards(kit, "quiethouse", 3, every=1000))
    public_only = list(boards(kit, "quiethouse", 3, every=1000, private=False))
    assert len(public_only) == 2
    assert len(pictures) % len(public_only) == 0
    assert len(pictures) // 2 - 1 in range(game.min_players, game.max_players + 1)
