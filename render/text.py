"""Fonts and text fitting shared by every game's renderer.

Fonts ship inside the package (``render/fonts``) so a machine without system
fonts draws the same pictures.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from pathlib import Path
from typing import Any, cast

from PIL import Image, ImageFont

from render.cache import KB, MB, ByteCache, bounded, image_bytes

FONT_DIR = Path(__file__).resolve().parent / "fonts"
REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"
ELLIPSIS = "…"

Font = ImageFont.FreeTypeFont

_FREETYPE = threading.Lock()
"""Boards are drawn in worker threads; one FreeType face must not be used by two at once."""


FACE_BYTES = 210_000
"""What one loaded face adds to the process's resident memory: FreeType maps the font file once per face
and reads ~210 KB of its tables (measured). Faces are kept by this count."""
FaceKey = tuple[str, int]
"""A face by its file and pixel size: what decides its glyphs (caches keep this, never the face)."""


def _path(bold: bool) -> str:
    return str(FONT_DIR / (BOLD if bold else REGULAR))


@bounded(24 * FACE_BYTES, size=lambda face: FACE_BYTES)
def font(size: int, bold: bool = False) -> Font:
    """Return the packaged DejaVu Sans at ``size`` pixels (loaded once per size and weight, while kept)."""
    return ImageFont.truetype(_path(bold), size, layout_engine=ImageFont.Layout.BASIC)


def pixel_size(face: Font) -> int:
    """The size ``face`` was loaded at: whole pixels, as :func:`font` takes them (Pillow types it as a float)."""
    return cast(int, face.size)


def _face_key(face: Font) -> FaceKey:
    return str(face.path), pixel_size(face)


_WIDTHS: ByteCache[tuple[FaceKey, str], float] = ByteCache("render.text.widths", 384 * KB)


def _width(key: FaceKey, text: str, face: Callable[[], Font]) -> float:
    found = _WIDTHS.get((key, text))
    if found is None:
        loaded = face()
        with _FREETYPE:
            found = loaded.getlength(text)
        _WIDTHS.put((key, text), found, size=len(text))
    return found


def text_width(text: str, face: Font) -> float:
    """Width in pixels of ``text`` drawn with ``face`` (cached: boards measure the same labels often)."""
    return _width(_face_key(face), text, lambda: face)


def ellipsize(text: str, face: Font, max_width: float) -> str:
    """Return ``text``, cut and ended with an ellipsis if it is wider than ``max_width``."""
    if text_width(text, face) <= max_width:
        return text
    low, high = 0, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if text_width(text[:mid].rstrip() + ELLIPSIS, face) <= max_width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + ELLIPSIS if low else ELLIPSIS


def fit_text(text: str, max_width: float, size: int, min_size: int, bold: bool = False) -> tuple[str, Font]:
    """Pick the largest size from ``size`` down to ``min_size`` at which ``text`` fits ``max_width``.

    When even ``min_size`` is too wide the text is ellipsized at that size.
    Returns the text to draw and the font to draw it with.
    """
    path = _path(bold)
    for s in range(size, min_size - 1, -1):
        # Measured without loading the face when the width is kept: only the face drawn with is loaded.
        if _width((path, s), text, partial(font, s, bold)) <= max_width:
            return text, font(s, bold)
    face = font(min_size, bold)
    return ellipsize(text, face, max_width), face


def wrap_widths(widths: Iterable[float], max_width: float, gap: float) -> list[list[int]]:
    """Flow items of the given widths into lines no wider than ``max_width``.

    Returns the item indexes of each line; an item wider than ``max_width``
    gets a line of its own.
    """
    lines: list[list[int]] = []
    used = 0.0
    for i, w in enumerate(widths):
        if lines and used + gap + w <= max_width:
            lines[-1].append(i)
            used += gap + w
        else:
            lines.append([i])
            used = w
    return lines


def pack_widths(widths: Sequence[float], max_width: float, gap: float) -> list[list[int]]:
    """Pack items into as few lines as first-fit decreasing finds, each line keeping item order.

    Use it when :func:`wrap_widths` (which keeps the reading order across
    lines) needs too many lines.
    """
    lines: list[list[int]] = []
    used: list[float] = []
    for i in sorted(range(len(widths)), key=lambda k: -widths[k]):
        for n, line in enumerate(lines):
            if used[n] + gap + widths[i] <= max_width:
                line.append(i)
                used[n] += gap + widths[i]
                break
        else:
            lines.append([i])
            used.append(widths[i])
    return [sorted(line) for line in sorted(lines, key=min)]


_MASKS: ByteCache[tuple[FaceKey, str], tuple[Image.Image, int, int]] = ByteCache("render.text.masks", 3 * MB // 2)


def _mask(face: Font, text: str) -> tuple[Image.Image, int, int]:
    """The text's coverage mask and its top-left offset from the baseline origin.

    One FreeType layout and rendering pass (``getmask2``), the same pixels as
    measuring with ``getbbox`` then drawing with ``ImageDraw.text``, which lays
    the text out twice.
    """
    key = (_face_key(face), text)
    found = _MASKS.get(key)
    if found is not None:
        return found
    with _FREETYPE:
        core, (left, top) = face.getmask2(text, "L", anchor="ls")
    mask = Image.new("L", (1, 1)) if core.size[0] < 1 or core.size[1] < 1 else _BLANK_MASK._new(core)
    found = mask, left, top
    _MASKS.put(key, found, size=image_bytes(mask) + len(text))
    return found


_BLANK_MASK = Image.new("L", (1, 1))
"""Only used to wrap the masks FreeType returns as :class:`PIL.Image.Image` objects."""

_MISSING = "\U0010fffd"
"""A private-use character no packaged font has: what a missing glyph (an empty box) looks like."""


def _glyph(face: Font, char: str) -> tuple[tuple[int, int], bytes]:
    with _FREETYPE:
        mask = face.getmask(char)
    return mask.size, bytes(mask)


@bounded(192 * KB)
def _has_glyph(char: str) -> bool:
    """Whether both packaged weights draw ``char`` as itself rather than as the missing-glyph box."""
    return all(_glyph(font(24, bold), char) != _glyph(font(24, bold), _MISSING) for bold in (False, True))


def drawable(text: str) -> str:
    """``text`` without the characters the packaged fonts lack, spaces tidied.

    Discord names often hold emoji or scripts DejaVu Sans does not cover,
    which would be drawn as empty boxes; a name left empty is drawn as
    "Player N" by the renderers.
    """
    return " ".join("".join(c for c in text if _has_glyph(c)).split())


def with_drawable_names(render: Callable[..., Image.Image]) -> Callable[..., Image.Image]:
    """``render`` given the seats' names through :func:`drawable` (the alt text keeps them whole), as
    ``draw(view, names, lang)``: its words drawn in ``lang``."""

    def draw(view: Any, names: Sequence[str], lang: str = "en") -> Image.Image:
        return render(view, [drawable(n) for n in names], lang)

    return draw


_METRICS: ByteCache[FaceKey, tuple[int, int]] = ByteCache("render.text.metrics", 64 * KB)


def _metrics(face: Font) -> tuple[int, int]:
    key = _face_key(face)
    found = _METRICS.get(key)
    if found is None:
        with _FREETYPE:
            found = face.getmetrics()
        _METRICS.put(key, found, size=0)
    return found


def draw_text(
    image: Image.Image,
    xy: tuple[float, float],
    text: str,
    face: Font,
    fill: tuple[int, ...],
    anchor: str = "la",
) -> None:
    """Draw ``text`` like ``ImageDraw.text`` with a two-letter ``anchor``, caching glyph masks.

    Horizontal anchors are ``l``, ``m``, ``r``; vertical ones ``a`` (ascender),
    ``m`` (middle), ``s`` (baseline) and ``d`` (descender). Rendering a string
    with FreeType is the slowest part of drawing a board, and boards repeat the
    same labels, so each (font, text) mask is rasterised once.
    """
    if not text:
        return
    horizontal, vertical = tuple(anchor)
    x, y = xy
    if horizontal != "l":
        width = text_width(text, face)
        x -= width / 2 if horizontal == "m" else width
    ascent, descent = _metrics(face)
    y += {"a": ascent, "m": (ascent - descent) / 2, "s": 0, "d": -descent}[vertical]
    mask, left, top = _mask(face, text)
    image.paste(fill, (round(x + left), round(y + top)), mask)
