"""Small pictures of Ghost at Home (ghost, cat, light bulb, card back...) and drawing helpers.

Each icon is drawn once per size at four times that size, shrunk with a
smoothing filter (so its edges are anti-aliased) and cached as an RGBA image
that renderers paste with its own alpha. Cached images are never modified.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PIL import Image, ImageDraw, ImageFilter

from render.cache import KB, bounded
from render.shapes import Quarters, quarters, rounded_rect

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]
Box = tuple[float, float, float, float]

SUPERSAMPLE = 4
OUTLINE: RGB = (18, 14, 24)
GHOST_WHITE: RGB = (246, 246, 255)
GHOST_EYES: RGB = (30, 26, 48)
ALARM: RGB = (255, 72, 88)
CAT_ORANGE: RGB = (247, 140, 30)
CAT_EYES: RGB = (190, 240, 90)
CAT_NOSE: RGB = (255, 150, 170)
BULB_ON: RGB = (255, 214, 64)
BULB_OFF: RGB = (84, 82, 104)
BULB_OFF_EDGE: RGB = (150, 146, 176)
BULB_BASE: RGB = (170, 170, 184)
CARD_BACK: RGB = (104, 70, 168)
CARD_BACK_EDGE: RGB = (214, 196, 255)
GOLD: RGB = (255, 200, 50)
HOLE_RING: RGB = (150, 90, 235)
BOWL_RED: RGB = (220, 60, 70)
FOOD_BROWN: RGB = (150, 96, 50)
ELEVATOR_GREY: RGB = (200, 204, 214)

Painter = Callable[[ImageDraw.ImageDraw, int], None]
"""Draws one layer of an icon on a square canvas of the given side (4x the icon)."""


def _shrink(big: Image.Image, size: tuple[int, int]) -> Image.Image:
    """Downsample an RGBA picture with premultiplied alpha (no dark fringes)."""
    return big.convert("RGBa").resize(size, Image.Resampling.LANCZOS).convert("RGBA")


def _mask(paint: Painter, n: int) -> Image.Image:
    mask = Image.new("L", (n, n))
    paint(ImageDraw.Draw(mask), n)
    return mask


def _dilate(mask: Image.Image, radius: int) -> Image.Image:
    """The binary ``mask`` grown by ``radius`` pixels in every direction (cheap stand-in for a max filter)."""
    out = mask.copy()
    for r in (radius, radius / 2):
        steps = max(8, round(2 * math.pi * r / 3))
        for k in range(steps):
            a = 2 * math.pi * k / steps
            out.paste(255, (round(r * math.cos(a)), round(r * math.sin(a))), mask)
    return out


def _layered(size: int, body: Painter, colour: RGB, outline: float, details: Painter | None = None) -> Image.Image:
    """An icon: ``body`` in ``colour`` with a dark outline ``outline`` (share of the side) and ``details`` on top."""
    n = size * SUPERSAMPLE
    big = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    shape = _mask(body, n)
    if outline > 0:
        big.paste((*OUTLINE, 255), (0, 0), _dilate(shape, max(1, round(n * outline))))
    big.paste((*colour, 255), (0, 0), shape)
    if details is not None:
        details(ImageDraw.Draw(big), n)
    return _shrink(big, (size, size))


def _ghost_body(d: ImageDraw.ImageDraw, n: int) -> None:
    left, right = 0.17 * n, 0.83 * n
    d.ellipse((left, 0.07 * n, right, 0.73 * n), fill=255)
    d.rectangle((left, 0.4 * n, right, 0.82 * n), fill=255)
    r = (right - left) / 6
    for k in range(3):
        cx = left + r * (2 * k + 1)
        d.ellipse((cx - r, 0.82 * n - r, cx + r, 0.82 * n + r), fill=255)


def _ghost_face(d: ImageDraw.ImageDraw, n: int) -> None:
    for cx in (0.38, 0.62):
        d.ellipse(((cx - 0.065) * n, 0.28 * n, (cx + 0.065) * n, 0.44 * n), fill=GHOST_EYES)
    d.ellipse((0.44 * n, 0.5 * n, 0.56 * n, 0.62 * n), fill=GHOST_EYES)


@bounded(128 * KB)
def ghost(size: int, alarm: bool = False) -> Image.Image:
    """A white ghost; ``alarm`` draws it with a thick red edge (a ghost arriving)."""
    if not alarm:
        return _layered(size, _ghost_body, GHOST_WHITE, 0.035, _ghost_face)
    n = size * SUPERSAMPLE
    big = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    shape = _mask(_ghost_body, n)
    big.paste((*ALARM, 255), (0, 0), _dilate(shape, round(n * 0.06)))
    big.paste((*OUTLINE, 255), (0, 0), _dilate(shape, round(n * 0.02)))
    big.paste((*GHOST_WHITE, 255), (0, 0), shape)
    _ghost_face(ImageDraw.Draw(big), n)
    return _shrink(big, (size, size))


def _cat_body(d: ImageDraw.ImageDraw, n: int) -> None:
    d.polygon([(0.12 * n, 0.5 * n), (0.18 * n, 0.08 * n), (0.46 * n, 0.3 * n)], fill=255)
    d.polygon([(0.88 * n, 0.5 * n), (0.82 * n, 0.08 * n), (0.54 * n, 0.3 * n)], fill=255)
    d.ellipse((0.1 * n, 0.22 * n, 0.9 * n, 0.9 * n), fill=255)


def _cat_face(d: ImageDraw.ImageDraw, n: int) -> None:
    for cx in (0.35, 0.65):
        d.ellipse(((cx - 0.09) * n, 0.42 * n, (cx + 0.09) * n, 0.6 * n), fill=CAT_EYES)
        d.ellipse(((cx - 0.025) * n, 0.43 * n, (cx + 0.025) * n, 0.59 * n), fill=OUTLINE)
    d.polygon([(0.44 * n, 0.64 * n), (0.56 * n, 0.64 * n), (0.5 * n, 0.72 * n)], fill=CAT_NOSE)
    w = max(1, round(n * 0.015))
    for y0, y1 in ((0.7, 0.66), (0.74, 0.76)):
        d.line((0.04 * n, y0 * n, 0.3 * n, y1 * n), fill=OUTLINE, width=w)
        d.line((0.96 * n, y0 * n, 0.7 * n, y1 * n), fill=OUTLINE, width=w)


@bounded(128 * KB)
def cat(size: int) -> Image.Image:
    """An orange cat's head."""
    return _layered(size, _cat_body, CAT_ORANGE, 0.035, _cat_face)


def _bulb_glass(d: ImageDraw.ImageDraw, n: int) -> None:
    d.ellipse((0.2 * n, 0.04 * n, 0.8 * n, 0.64 * n), fill=255)
    d.polygon([(0.3 * n, 0.52 * n), (0.7 * n, 0.52 * n), (0.63 * n, 0.72 * n), (0.37 * n, 0.72 * n)], fill=255)


def _bulb_base(d: ImageDraw.ImageDraw, n: int) -> None:
    d.rectangle((0.35 * n, 0.71 * n, 0.65 * n, 0.9 * n), fill=(*BULB_BASE, 255), outline=(*OUTLINE, 255), width=n // 40)
    for y in (0.77, 0.83):
        d.line((0.35 * n, y * n, 0.65 * n, y * n), fill=(*OUTLINE, 255), width=max(1, n // 50))
    d.ellipse((0.43 * n, 0.88 * n, 0.57 * n, 0.97 * n), fill=(*OUTLINE, 255))


def _bulb_shine(d: ImageDraw.ImageDraw, n: int) -> None:
    d.ellipse((0.32 * n, 0.14 * n, 0.44 * n, 0.3 * n), fill=(255, 250, 220, 255))
    _bulb_base(d, n)


@bounded(128 * KB)
def bulb(size: int, on: bool = True) -> Image.Image:
    """A light bulb: lit yellow, or grey when off."""
    if on:
        return _layered(size, _bulb_glass, BULB_ON, 0.03, _bulb_shine)
    n = size * SUPERSAMPLE
    big = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    shape = _mask(_bulb_glass, n)
    big.paste((*BULB_OFF_EDGE, 255), (0, 0), _dilate(shape, round(n * 0.03)))
    big.paste((*BULB_OFF, 255), (0, 0), shape)
    _bulb_base(ImageDraw.Draw(big), n)
    return _shrink(big, (size, size))


@bounded(64 * KB)
def glow(size: int) -> Image.Image:
    """A soft yellow halo to put behind a lit bulb."""
    n = size * SUPERSAMPLE
    mask = Image.new("L", (n, n))
    ImageDraw.Draw(mask).ellipse((n * 0.12, n * 0.08, n * 0.88, n * 0.84), fill=150)
    mask = mask.filter(ImageFilter.GaussianBlur(n * 0.08))
    big = Image.new("RGBA", (n, n), (*BULB_ON, 0))
    big.putalpha(mask)
    return _shrink(big, (size, size))


@bounded(64 * KB)
def card_back(width: int, height: int) -> Image.Image:
    """The back of a card (for hand sizes)."""
    n = SUPERSAMPLE
    big = Image.new("RGBA", (width * n, height * n), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    r = 3 * n
    d.rounded_rectangle((0, 0, width * n - 1, height * n - 1), r, fill=(*OUTLINE, 255))
    d.rounded_rectangle((n, n, width * n - 1 - n, height * n - 1 - n), r, fill=(*CARD_BACK_EDGE, 255))
    inset = round(2.5 * n)
    d.rounded_rectangle((inset, inset, width * n - 1 - inset, height * n - 1 - inset), r, fill=(*CARD_BACK, 255))
    cx, cy, dx, dy = width * n / 2, height * n / 2, width * n * 0.2, height * n * 0.2
    d.polygon([(cx, cy - dy), (cx + dx, cy), (cx, cy + dy), (cx - dx, cy)], fill=(*CARD_BACK_EDGE, 255))
    return _shrink(big, (width, height))


def _crown_body(d: ImageDraw.ImageDraw, n: int) -> None:
    pts = [(0.1, 0.8), (0.06, 0.25), (0.3, 0.5), (0.5, 0.12), (0.7, 0.5), (0.94, 0.25), (0.9, 0.8)]
    d.polygon([(x * n, y * n) for x, y in pts], fill=255)


@bounded(64 * KB)
def crown(size: int) -> Image.Image:
    """A gold crown for the winner."""
    return _layered(size, _crown_body, GOLD, 0.04)


def _bolt_body(d: ImageDraw.ImageDraw, n: int) -> None:
    pts = [(0.58, 0.04), (0.2, 0.56), (0.46, 0.56), (0.36, 0.96), (0.8, 0.4), (0.53, 0.4), (0.68, 0.04)]
    d.polygon([(x * n, y * n) for x, y in pts], fill=255)


@bounded(64 * KB)
def bolt(size: int) -> Image.Image:
    """A lightning bolt."""
    return _layered(size, _bolt_body, BULB_ON, 0.03)


def _disc(d: ImageDraw.ImageDraw, n: int) -> None:
    d.ellipse((0.06 * n, 0.06 * n, 0.94 * n, 0.94 * n), fill=255)


def _vortex(d: ImageDraw.ImageDraw, n: int) -> None:
    for k, colour in enumerate((OUTLINE, HOLE_RING, OUTLINE, HOLE_RING, OUTLINE)):
        inset = (0.14 + 0.08 * k) * n
        d.ellipse((inset + 0.03 * n * k, inset, n - inset + 0.03 * n * k, n - inset), fill=(*colour, 255))


@bounded(64 * KB)
def hole(size: int) -> Image.Image:
    """The space-time hole: a purple vortex."""
    return _layered(size, _disc, HOLE_RING, 0.03, _vortex)


def _bowl_body(d: ImageDraw.ImageDraw, n: int) -> None:
    d.chord((0.08 * n, 0.1 * n, 0.92 * n, 0.86 * n), 0, 180, fill=255)
    for cx in (0.3, 0.5, 0.7):
        d.ellipse(((cx - 0.13) * n, 0.34 * n, (cx + 0.13) * n, 0.56 * n), fill=255)


def _bowl_detail(d: ImageDraw.ImageDraw, n: int) -> None:
    for cx in (0.3, 0.5, 0.7):
        d.ellipse(((cx - 0.11) * n, 0.36 * n, (cx + 0.11) * n, 0.54 * n), fill=(*FOOD_BROWN, 255))
    d.chord((0.08 * n, 0.1 * n, 0.92 * n, 0.86 * n), 0, 180, fill=(*BOWL_RED, 255))


@bounded(64 * KB)
def bowl(size: int) -> Image.Image:
    """Cat food: a red bowl of kibble."""
    return _layered(size, _bowl_body, BOWL_RED, 0.03, _bowl_detail)


def _lift_body(d: ImageDraw.ImageDraw, n: int) -> None:
    d.rectangle((0.18 * n, 0.06 * n, 0.82 * n, 0.94 * n), fill=255)


def _lift_arrows(d: ImageDraw.ImageDraw, n: int) -> None:
    up = [(0.5, 0.14), (0.72, 0.42), (0.28, 0.42)]
    down = [(0.5, 0.86), (0.72, 0.58), (0.28, 0.58)]
    for pts in (up, down):
        d.polygon([(x * n, y * n) for x, y in pts], fill=(*OUTLINE, 255))


@bounded(64 * KB)
def lift(size: int) -> Image.Image:
    """The elevator: a car with up and down arrows."""
    return _layered(size, _lift_body, ELEVATOR_GREY, 0.03, _lift_arrows)


def _star_body(d: ImageDraw.ImageDraw, n: int) -> None:
    pts = []
    for k in range(10):
        r = 0.46 if k % 2 == 0 else 0.19
        a = -math.pi / 2 + k * math.pi / 5
        pts.append(((0.5 + r * math.cos(a)) * n, (0.54 + r * math.sin(a)) * n))
    d.polygon(pts, fill=255)


@bounded(64 * KB)
def star(size: int) -> Image.Image:
    """A gold star (the wild room)."""
    return _layered(size, _star_body, GOLD, 0.03)


# --- drawing helpers ----------------------------------------------------------------


def paste_icon(image: Image.Image, icon: Image.Image, centre: tuple[float, float]) -> None:
    """Paste an RGBA icon centred on ``centre``."""
    image.paste(icon, (round(centre[0] - icon.width / 2), round(centre[1] - icon.height / 2)), icon)


@bounded(32 * KB)
def _corner_masks(radius: int) -> Quarters:
    """Anti-aliased quarter-disc masks (top-left, top-right, bottom-left, bottom-right) of ``radius``."""
    n = 2 * radius * SUPERSAMPLE
    big = Image.new("L", (n, n))
    ImageDraw.Draw(big).ellipse((0, 0, n - 1, n - 1), fill=255)
    return quarters(big.resize((2 * radius, 2 * radius), Image.Resampling.LANCZOS))


def rounded(
    image: Image.Image, box: Box, radius: int, fill: RGB | RGBA, outline: RGB | None = None, width: int = 0
) -> None:
    """A filled rounded rectangle (box ends exclusive), optionally with an outline ``width`` thick."""
    rounded_rect(image, box, radius, fill, _corner_masks, outline, width)


def dashed_box(draw: ImageDraw.ImageDraw, box: Box, colour: RGB, dash: int = 8, gap: int = 6, width: int = 2) -> None:
    """The outline of a box drawn in dashes (an unexplored room)."""
    x0, y0, x1, y1 = (round(v) for v in box)
    step = dash + gap
    for x in range(x0, x1, step):
        e = min(x + dash, x1)
        draw.rectangle((x, y0, e - 1, y0 + width - 1), fill=colour)
        draw.rectangle((x, y1 - width, e - 1, y1 - 1), fill=colour)
    for y in range(y0, y1, step):
        e = min(y + dash, y1)
        draw.rectangle((x0, y, x0 + width - 1, e - 1), fill=colour)
        draw.rectangle((x1 - width, y, x1 - 1, e - 1), fill=colour)
