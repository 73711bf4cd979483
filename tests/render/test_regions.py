"""Kept parts of pictures: pasted back they give the pixels drawing them again would."""

from __future__ import annotations

from PIL import Image, ImageChops, ImageDraw

from render.cache import ENTRY_BYTES
from render.regions import RegionCache


def _paint(image: Image.Image, colour: tuple[int, int, int]) -> None:
    ImageDraw.Draw(image).ellipse((12, 8, 48, 38), fill=colour)


def test_a_kept_part_is_pasted_with_the_same_pixels() -> None:
    """The second time a key is seen the part is pasted, not drawn, and the pictures are equal."""
    cache = RegionCache("test.regions", 100_000)
    calls: list[int] = []
    first = Image.new("RGB", (80, 50), (10, 10, 10))
    second = first.copy()
    for image in (first, second):
        cache.draw(image, (10, 5, 50, 40), "red", lambda image=image: (calls.append(1), _paint(image, (200, 0, 0))))
    assert len(calls) == 1
    assert ImageChops.difference(first, second).getbbox() is None


def test_the_oldest_part_is_dropped_first() -> None:
    """With room for two parts (40 x 40 RGB: 6,400 bytes each), a third pushes out the first, drawn again."""
    cache = RegionCache("test.regions", 2 * (6_400 + ENTRY_BYTES + 1))
    drawn: list[str] = []
    image = Image.new("RGB", (80, 50))
    for key in ("a", "b", "c", "a"):
        cache.draw(image, (0, 0, 40, 40), key, lambda key=key: drawn.append(key))
    assert drawn == ["a", "b", "c", "a"]
