"""Warming the renderers: two sample games of each kind and its fixed art, and no change to any board."""

from __future__ import annotations

from dataclasses import replace
from itertools import islice

from bot.registry import KITS
from bot.sample_games import boards
from bot.warmup import WARM_LIMIT, WARM_SEED, warm_renderers
from render.encode import encode_png


def test_warming_draws_both_sample_games() -> None:
    """Every third position of the first sample game (every seat's view too), then every public board of the second."""
    kit = KITS["quiethouse"]
    expected = len(list(boards(kit, "quiethouse", WARM_SEED, every=3))) + len(
        list(boards(kit, "quiethouse", WARM_SEED + 1, every=1, private=False))
    )
    assert warm_renderers({"quiethouse": kit}) == min(expected, WARM_LIMIT)


def test_warming_stops_at_the_limit_of_each_kind() -> None:
    """A long game is drawn no further than ``WARM_LIMIT`` boards."""
    assert warm_renderers({"rumble": KITS["rumble"]}) == WARM_LIMIT


def test_warming_draws_the_fixed_art_first() -> None:
    """A kit's ``prepare`` runs once when the renderers are warmed."""
    calls: list[str] = []
    kit = replace(KITS["quiethouse"], prepare=lambda: calls.append("prepared"))
    warm_renderers({"quiethouse": kit})
    assert calls == ["prepared"]


def test_warming_changes_no_board() -> None:
    """A board encodes to the same bytes before and after the renderers are warmed."""
    kit = KITS["purplehouse"]
    board = next(islice(boards(kit, "purplehouse", 5, every=4), 6, None))
    before = encode_png(board, kit.palette)
    warm_renderers({"purplehouse": kit})
    assert encode_png(board, kit.palette) == before
