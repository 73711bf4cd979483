"""The renderers' caches hold at most their byte budgets, and a board drawn after eviction is the same board."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from itertools import islice
from pathlib import Path

import pytest
from PIL import Image

import render
from bot.registry import KITS
from bot.sample_games import boards
from render import cache
from render.cache import (
    ENTRY_BYTES,
    FRAMES,
    ByteCache,
    bounded,
    budget_bytes,
    caches,
    frame_cache,
    held_bytes,
    image_bytes,
    size_of,
)

RENDER = Path(render.__file__).parent


def _sample_boards(per_kind: int) -> Iterator[tuple[str, Image.Image]]:
    for kind, kit in KITS.items():
        for board in islice(boards(kit, kind, 3, every=2), per_kind):
            yield kind, board


def _digest(image: Image.Image) -> str:
    return hashlib.sha1(image.tobytes() + image.mode.encode() + str(image.size).encode()).hexdigest()


def test_sizes_count_pixels_and_strings() -> None:
    """An RGB pixel is 4 bytes, an L pixel 1; tuples, lists and strings are summed."""
    rgb, mask = Image.new("RGB", (10, 5)), Image.new("L", (10, 5))
    assert image_bytes(rgb) == 200 and image_bytes(mask) == 50
    assert size_of((rgb, [mask, "abc"], 7)) == 253


def test_a_cache_keeps_the_most_recently_used_within_its_budget() -> None:
    """Three 40-byte values in room for two: the least recently used one goes, the bound always holds."""
    one = ENTRY_BYTES + 40
    kept: ByteCache[str, Image.Image] = ByteCache("test.lru", 2 * one)
    for key in ("a", "b"):
        kept.put(key, Image.new("L", (8, 5)), size=40)
    assert kept.get("a") is not None  # "b" is now the least recently used
    kept.put("c", Image.new("L", (8, 5)), size=40)
    assert (kept.get("a") is not None, kept.get("b"), kept.get("c") is not None) == (True, None, True)
    assert kept.held == 2 * one <= kept.max_bytes
    kept.put("huge", Image.new("L", (100, 100)))
    assert kept.get("huge") is None and len(kept) == 2


def test_a_bounded_function_is_called_again_after_eviction() -> None:
    """A function cached in room for one picture draws the first one again once the second pushed it out."""
    calls: list[int] = []

    @bounded(ENTRY_BYTES + 4 * 10 * 10 + 64)
    def square(side: int) -> Image.Image:
        calls.append(side)
        return Image.new("RGB", (side, side), (side, 0, 0))

    assert square(10) is square(10)
    square(9)
    assert square(10).getpixel((0, 0)) == (10, 0, 0)
    assert calls == [10, 9, 10]
    assert square.cache.held <= square.cache.max_bytes  # type: ignore[attr-defined]


def test_a_shared_cache_tells_its_functions_apart() -> None:
    """Two functions on one ByteCache with the same arguments get their own values."""
    shared: ByteCache[object, object] = ByteCache("test.shared", 10_000)

    @bounded(shared)
    def red(side: int) -> Image.Image:
        return Image.new("RGB", (side, side), (255, 0, 0))

    @bounded(shared)
    def blue(side: int) -> Image.Image:
        return Image.new("RGB", (side, side), (0, 0, 255))

    assert red(4).getpixel((0, 0)) == (255, 0, 0)
    assert blue(4).getpixel((0, 0)) == (0, 0, 255)
    assert len(shared) == 2


def test_no_cache_in_the_renderers_escapes_the_byte_budgets() -> None:
    """No module under render/ keeps an lru_cache or functools.cache: every cache is a ByteCache."""
    for path in RENDER.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert not re.search(
            r"^\s*@(functools\.)?(lru_cache|cache)\b|^from functools import .*\b(lru_cache|cache)\b", source, re.M
        ), path


def test_drawing_boards_of_every_kind_keeps_every_cache_within_its_budget() -> None:
    """After boards of every kind, each cache holds at most its budget, and all of them at most their sum."""
    for _ in _sample_boards(12):
        pass
    for kept in caches():
        assert kept.held <= kept.max_bytes, kept.name
    assert 0 < held_bytes() <= budget_bytes()


def test_boards_drawn_with_nothing_kept_are_the_same_boards(monkeypatch: pytest.MonkeyPatch) -> None:
    """With every cache kept to no bytes (each piece drawn afresh), every board is what the caches gave."""
    expected = [(kind, _digest(board)) for kind, board in _sample_boards(6)]
    cache.clear_all()
    for kept in caches():
        monkeypatch.setattr(kept, "max_bytes", 0)
    assert [(kind, _digest(board)) for kind, board in _sample_boards(6)] == expected
    assert held_bytes() == 0


def test_boards_drawn_after_the_caches_were_emptied_are_the_same_boards() -> None:
    """Boards drawn, every cache emptied, the same boards drawn again: identical."""
    expected = [_digest(board) for _, board in _sample_boards(5)]
    cache.clear_all()
    assert [_digest(board) for _, board in _sample_boards(5)] == expected


def test_a_cached_frame_is_a_new_picture_every_time() -> None:
    """A frame from the shared cache can be drawn on without changing the next one; it is drawn once."""
    calls: list[int] = []

    @frame_cache
    def background(side: int) -> Image.Image:
        calls.append(side)
        return Image.new("RGB", (side, side), (9, 8, 7))

    first = background(30)
    first.putpixel((0, 0), (255, 255, 255))
    second = background(30)
    assert second is not first and second.getpixel((0, 0)) == (9, 8, 7)
    assert calls == [30]
    assert background.cache is FRAMES  # type: ignore[attr-defined]
