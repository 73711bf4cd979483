"""Reading the words drawn on a picture: every string the renderers hand to FreeType, recorded.

Every word a renderer draws goes through :func:`render.text.draw_text`, which asks ``render.text._mask`` for
the string's coverage; :func:`drawn_words` records those strings while a picture is drawn. The renderers'
caches are emptied first (and after) so that a picture drawn from cached parts still shows its words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from render import cache, text


@contextmanager
def drawn_words(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """A list that collects every string drawn while the block runs (render caches emptied around it)."""
    seen: list[str] = []
    real: Callable[..., Any] = text._mask

    def recording(face: Any, said: str) -> Any:
        seen.append(said)
        return real(face, said)

    cache.clear_all()
    with monkeypatch.context() as patch:
        patch.setattr(text, "_mask", recording)
        yield seen
    cache.clear_all()
