"""The Purple House's icons: the four furniture symbols, the ghost, the dog, the key and the handkerchief, drawn
as grey masks at ``SUPER`` times their size and scaled down once (cached by name and size)."""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image, ImageDraw

from render.cache import KB, bounded
from render.purple_house.words import SYMBOL_NAMES

RGB = tuple[int, int, int]

SUPER = 4
"""Shapes are drawn this many times larger, then scaled down: smooth edges."""


def _lamp(d: ImageDraw.ImageDraw, s: float) -> None:
    d.polygon([(0.33 * s, 0.08 * s), (0.67 * s, 0.08 * s), (0.88 * s, 0.46 * s), (0.12 * s, 0.46 * s)], fill=255)
    d.rectangle((0.45 * s, 0.46 * s, 0.55 * s, 0.82 * s), fill=255)
    d.rounded_rectangle((0.24 * s, 0.80 * s, 0.76 * s, 0.94 * s), radius=0.06 * s, fill=255)
    d.line((0.72 * s, 0.46 * s, 0.72 * s, 0.62 * s), fill=255, width=max(1, round(0.035 * s)))
    d.ellipse((0.68 * s, 0.60 * s, 0.76 * s, 0.68 * s), fill=255)


def _chair(d: ImageDraw.ImageDraw, s: float) -> None:
    d.rounded_rectangle((0.18 * s, 0.04 * s, 0.46 * s, 0.56 * s), radius=0.06 * s, fill=255)
    d.rectangle((0.28 * s, 0.14 * s, 0.36 * s, 0.50 * s), fill=0)
    d.rounded_rectangle((0.18 * s, 0.50 * s, 0.84 * s, 0.62 * s), radius=0.03 * s, fill=255)
    d.rounded_rectangle((0.18 * s, 0.50 * s, 0.29 * s, 0.96 * s), radius=0.04 * s, fill=255)
    d.rounded_rectangle((0.73 * s, 0.50 * s, 0.84 * s, 0.96 * s), radius=0.04 * s, fill=255)


def _wardrobe(d: ImageDraw.ImageDraw, s: float) -> None:
    d.rounded_rectangle((0.16 * s, 0.04 * s, 0.84 * s, 0.86 * s), radius=0.04 * s, fill=255)
    d.rectangle((0.24 * s, 0.12 * s, 0.47 * s, 0.78 * s), fill=0)
    d.rectangle((0.53 * s, 0.12 * s, 0.76 * s, 0.78 * s), fill=0)
    d.ellipse((0.38 * s, 0.40 * s, 0.45 * s, 0.47 * s), fill=255)
    d.ellipse((0.55 * s, 0.40 * s, 0.62 * s, 0.47 * s), fill=255)
    d.rectangle((0.18 * s, 0.86 * s, 0.30 * s, 0.96 * s), fill=255)
    d.rectangle((0.70 * s, 0.86 * s, 0.82 * s, 0.96 * s), fill=255)


def _clock(d: ImageDraw.ImageDraw, s: float) -> None:
    d.ellipse((0.06 * s, 0.06 * s, 0.94 * s, 0.94 * s), fill=255)
    d.ellipse((0.17 * s, 0.17 * s, 0.83 * s, 0.83 * s), fill=0)
    w = max(1, round(0.075 * s))
    d.line((0.5 * s, 0.5 * s, 0.5 * s, 0.25 * s), fill=255, width=w)
    d.line((0.5 * s, 0.5 * s, 0.68 * s, 0.58 * s), fill=255, width=w)
    d.ellipse((0.43 * s, 0.43 * s, 0.57 * s, 0.57 * s), fill=255)
    for x, y in ((0.5, 0.2), (0.8, 0.5), (0.5, 0.8), (0.2, 0.5)):
        d.ellipse(((x - 0.035) * s, (y - 0.035) * s, (x + 0.035) * s, (y + 0.035) * s), fill=255)


def _ghost(d: ImageDraw.ImageDraw, s: float) -> None:
    d.ellipse((0.20 * s, 0.06 * s, 0.80 * s, 0.66 * s), fill=255)
    d.rectangle((0.20 * s, 0.36 * s, 0.80 * s, 0.84 * s), fill=255)
    for i in range(3):
        x = 0.20 + i * 0.2
        d.ellipse((x * s, 0.74 * s, (x + 0.2) * s, 0.96 * s), fill=255)
    for x in (0.36, 0.56):
        d.ellipse((x * s, 0.28 * s, (x + 0.09) * s, 0.42 * s), fill=0)


def _dog(d: ImageDraw.ImageDraw, s: float) -> None:
    d.ellipse((0.22 * s, 0.14 * s, 0.78 * s, 0.78 * s), fill=255)
    d.ellipse((0.34 * s, 0.52 * s, 0.66 * s, 0.90 * s), fill=255)
    d.ellipse((0.04 * s, 0.18 * s, 0.30 * s, 0.66 * s), fill=255)
    d.ellipse((0.70 * s, 0.18 * s, 0.96 * s, 0.66 * s), fill=255)
    for x in (0.36, 0.56):
        d.ellipse((x * s, 0.38 * s, (x + 0.08) * s, 0.47 * s), fill=0)
    d.ellipse((0.43 * s, 0.60 * s, 0.57 * s, 0.70 * s), fill=0)


def _key(d: ImageDraw.ImageDraw, s: float) -> None:
    d.ellipse((0.02 * s, 0.24 * s, 0.46 * s, 0.76 * s), fill=255)
    d.ellipse((0.13 * s, 0.37 * s, 0.33 * s, 0.63 * s), fill=0)
    d.rectangle((0.40 * s, 0.43 * s, 0.98 * s, 0.57 * s), fill=255)
    d.rectangle((0.72 * s, 0.57 * s, 0.80 * s, 0.76 * s), fill=255)
    d.rectangle((0.86 * s, 0.57 * s, 0.96 * s, 0.80 * s), fill=255)


def _hanky(d: ImageDraw.ImageDraw, s: float) -> None:
    d.polygon(
        [(0.10 * s, 0.14 * s), (0.90 * s, 0.14 * s), (0.90 * s, 0.62 * s), (0.58 * s, 0.90 * s), (0.10 * s, 0.90 * s)],
        fill=255,
    )
    d.polygon([(0.90 * s, 0.62 * s), (0.62 * s, 0.62 * s), (0.58 * s, 0.90 * s)], fill=120)
    w = max(1, round(0.04 * s))
    d.rectangle((0.20 * s, 0.24 * s, 0.80 * s, 0.24 * s + w), fill=90)
    d.rectangle((0.20 * s, 0.24 * s, 0.20 * s + w, 0.80 * s), fill=90)


ICONS: dict[str, Callable[[ImageDraw.ImageDraw, float], None]] = {
    "Lamp": _lamp,
    "Chair": _chair,
    "Wardrobe": _wardrobe,
    "Clock": _clock,
    "ghost": _ghost,
    "dog": _dog,
    "key": _key,
    "hanky": _hanky,
}


@bounded(192 * KB)
def icon_mask(name: str, size: int) -> Image.Image:
    """The coverage mask of icon ``name`` (a symbol name, ghost, dog, key or hanky) at ``size`` px."""
    big = Image.new("L", (size * SUPER, size * SUPER))
    ICONS[name](ImageDraw.Draw(big), size * SUPER)
    return big.resize((size, size), Image.Resampling.LANCZOS)


def paste_icon(image: Image.Image, name: str, xy: tuple[float, float], size: int, colour: RGB) -> None:
    """Paint icon ``name`` with its top-left corner at ``xy``."""
    image.paste(colour, (round(xy[0]), round(xy[1])), icon_mask(name, size))


def symbol_icon(symbol: int) -> str:
    """The icon name of a symbol index."""
    return SYMBOL_NAMES[symbol]
