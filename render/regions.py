"""Finished parts of a board kept by what decides their pixels, and pasted back whole.

Most moves change one or two parts of a board; drawing the unchanged parts
again costs dozens of small pastes and shapes (each also a hand-over of the
interpreter lock between the drawing thread and the database thread). A
:class:`RegionCache` draws a part the first time its key is seen, keeps a
copy of that box of the picture, and pastes the copy every later time: the
same pixels, provided the key holds everything that decides them, including
what lies under the box before the part is drawn.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable

from PIL import Image

Box = tuple[int, int, int, int]


class RegionCache:
    """Up to ``kept`` finished boxes of pictures, the oldest dropped first; safe across drawing threads."""

    def __init__(self, kept: int) -> None:
        self.kept = kept
        self._parts: dict[Hashable, Image.Image] = {}
        self._lock = threading.Lock()

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
        part = image.crop(box)
        with self._lock:
            if key not in self._parts and len(self._parts) >= self.kept:
                del self._parts[next(iter(self._parts))]
            self._parts[key] = part

    def clear(self) -> None:
        """Forget every kept part."""
        with self._lock:
            self._parts.clear()
