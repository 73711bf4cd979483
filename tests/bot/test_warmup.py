"""Warming the renderers: each kit's fixed art, once, and no change to any board."""

from __future__ import annotations

from dataclasses import replace
from itertools import islice

from bot.registry import KITS
from bot.sample_games import boards
from bot.warmup import warm_renderers
from render.encode import encode_png


def test_warming_runs_each_kits_prepare_once() -> None:
    """A kit's ``prepare`` runs once; kits without one are skipped, and the count says how many ran."""
    calls: list[str] = []
    kits = {
        "quiethouse": replace(KITS["quiethouse"], prepare=lambda: calls.append("quiethouse")),
        "rumble": replace(KITS["rumble"], prepare=None),
    }
    assert warm_renderers(kits) == 1
    assert calls == ["quiethouse"]


def test_warming_every_kind_prepares_those_with_fixed_art() -> None:
    """The bot's kits: the ones that have fixed art to draw are prepared."""
    assert warm_renderers(KITS) == sum(kit.prepare is not None for kit in KITS.values())


def test_warming_changes_no_board() -> None:
    """A board encodes to the same bytes before and after the renderers are warmed."""
    kit = KITS["purplehouse"]
    board = next(islice(boards(kit, "purplehouse", 5, every=4), 6, None))
    before = encode_png(board, kit.palette)
    warm_renderers({"purplehouse": kit})
    assert encode_png(board, kit.palette) == before
