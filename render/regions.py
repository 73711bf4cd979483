"""Finished parts of a board kept by what decides their pixels, and pasted back whole.

Most moves change one or two parts of a board; drawing the unchanged parts
again costs dozens of small pastes and shapes. A :class:`RegionCache` draws
a part the first time its key is seen, keeps a copy of that box of the
picture, and pastes the copy every later time: the same pixels, provided the
key holds everything that decides them, including what lies under the box
before the part is drawn.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PIL import Image

from render.cache import ByteCache

Box = tuple[int, int, int, int]


class RegionCache:
    """Finished boxes of pictures, at most ``max_bytes`` of them, least recently used dropped first."""

    def __init__(self, name: str, max_bytes: int) -> None:
        self._parts: ByteCache[Hashable, Image.Image] = ByteCache(name, max_bytes)

    @property
    def cache(self) -> ByteCache[Hashable, Image.Image]:
        """The parts kept, with their byte count."""
        return self._parts

    def draw(self, image: Image.Image, box: Box, key: Hashable, paint: Callable[[], None]) -> None:
        """Paste the part kept for ``key`` at ``box``; else run ``paint`` (drawing it on ``image``) and keep it.

        ``paint`` must draw nothing outside ``box``, and ``key`` must decide
        every pixel inside it.
        """
        part = self._parts.get(key)
        if part is not None:
            image.paste(part, box[:2])
            return
        paint()
        self._parts.put(key, image.crop(box))

    def clear(self) -> None:
        """Forget every kept part."""
        self._parts.clear()
