"""Seeded sample games drawn board by board."""

from __future__ import annotations

from bot.registry import KITS
from bot.sample_games import OPTIONS, boards


def test_every_kind_has_sample_options() -> None:
    """Every kind the bot offers can be played as a sample game."""
    assert set(OPTIONS) == set(KITS)


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
