"""Small pictures of Children: calm and enraged ghosts, skulls, pawns and spectral arrows.

Icons are drawn once per size at four times that size, shrunk with a smoothing
filter (anti-aliased edges) and cached as RGBA images pasted with their own
alpha. The cat, card backs and drawing helpers come from the Ghost at Home icons.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.cache import KB, bounded
from render.ghost_at_home.icons import OUTLINE, RGB, SUPERSAMPLE, rounded
from render.text import draw_text, fit_text, font, text_width

BACKGROUND: RGB = (20, 17, 28)
PANEL: RGB = (33, 28, 46)
PANEL_EDGE: RGB = (58, 50, 80)
TEXT: RGB = (242, 237, 248)
MUTED: RGB = (170, 160, 190)
DIM: RGB = (110, 102, 128)
GOLD: RGB = (255, 200, 50)
ALARM: RGB = (255, 72, 88)
DARK_TEXT: RGB = (18, 14, 24)
CALM_BODY: RGB = (250, 242, 222)
CALM_CHIP: RGB = (218, 192, 146)
"""The sepia side of a ghost card."""
CALM_INK: RGB = (46, 30, 14)
RAGE_BODY: RGB = (196, 222, 255)
RAGE_CHIP: RGB = (34, 72, 196)
"""The blue side of a ghost card."""
RAGE_EDGE: RGB = (255, 72, 88)
RAGE_INK: RGB = (255, 255, 255)
SKULL_WHITE: RGB = (236, 232, 220)
SPECTRAL: RGB = (90, 226, 240)
DOOR_WOOD: RGB = (184, 124, 62)
DOOR_EDGE: RGB = (104, 64, 26)
SEAT_COLOURS: tuple[RGB, ...] = ((236, 74, 90), (58, 184, 104), (66, 134, 244), (250, 198, 44))
"""Pawn colours by seat: red, green, blue, yellow."""
SEAT_INK: tuple[RGB, ...] = ((255, 255, 255), (12, 24, 14), (255, 255, 255), (30, 22, 4))


def _shrink(big: Image.Image, size: tuple[int, int]) -> Image.Image:
    return big.convert("RGBa").resize(size, Image.Resampling.LANCZOS).convert("RGBA")


def _ghost_shape(d: ImageDraw.ImageDraw, n: int, fill: tuple[int, ...], grow: float, jagged: bool) -> None:
    left, right = (0.16 - grow) * n, (0.84 + grow) * n
    d.ellipse((left, (0.06 - grow) * n, right, (0.7 + grow) * n), fill=fill)
    d.rectangle((left, 0.38 * n, right, (0.8 + grow) * n), fill=fill)
    if jagged:
        w = (right - left) / 4
        for k in range(4):
            x = left + k * w
            d.polygon([(x, 0.78 * n), (x + w, 0.78 * n), (x + w / 2, (0.97 + grow) * n)], fill=fill)
        return
    r = (right - left) / 6
    for k in range(3):
        cx = left + r * (2 * k + 1)
        d.ellipse((cx - r, 0.8 * n - r, cx + r, 0.8 * n + r), fill=fill)


@bounded(128 * KB)
def ghost(size: int, enraged: bool) -> Image.Image:
    """A ghost: calm (cream, round eyes, wavy hem) or enraged (blue-white, red slanted eyes, jagged hem)."""
    n = size * SUPERSAMPLE
    big = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    edge = RAGE_EDGE if enraged else OUTLINE
    _ghost_shape(d, n, (*edge, 255), 0.05 if enraged else 0.035, enraged)
    _ghost_shape(d, n, (*(RAGE_BODY if enraged else CALM_BODY), 255), 0.0, enraged)
    if enraged:
        for cx, sign in ((0.37, 1), (0.63, -1)):
            d.polygon(
                [((cx - 0.1) * n, (0.3 - 0.05 * sign) * n), ((cx + 0.1) * n, (0.3 + 0.05 * sign) * n),
                 ((cx + 0.08) * n, 0.44 * n), ((cx - 0.08) * n, 0.44 * n)],
                fill=(*RAGE_EDGE, 255),
            )  # fmt: skip
        d.rectangle((0.38 * n, 0.54 * n, 0.62 * n, 0.6 * n), fill=(*OUTLINE, 255))
    else:
        for cx in (0.38, 0.62):
            d.ellipse(((cx - 0.065) * n, 0.26 * n, (cx + 0.065) * n, 0.42 * n), fill=(*OUTLINE, 255))
        d.ellipse((0.45 * n, 0.5 * n, 0.55 * n, 0.6 * n), fill=(*OUTLINE, 255))
    return _shrink(big, (size, size))


@bounded(64 * KB)
def skull(size: int) -> Image.Image:
    """A Skull Token: a white skull with dark eye sockets."""
    n = size * SUPERSAMPLE
    big = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    o = 0.04 * n
    for grow, colour in ((o, OUTLINE), (0.0, SKULL_WHITE)):
        d.ellipse((0.12 * n - grow, 0.06 * n - grow, 0.88 * n + grow, 0.72 * n + grow), fill=(*colour, 255))
        d.rectangle((0.28 * n - grow, 0.5 * n, 0.72 * n + grow, 0.94 * n + grow), fill=(*colour, 255))
    for cx in (0.34, 0.66):
        d.ellipse(((cx - 0.12) * n, 0.32 * n, (cx + 0.12) * n, 0.56 * n), fill=(*OUTLINE, 255))
    d.polygon([(0.5 * n, 0.58 * n), (0.44 * n, 0.7 * n), (0.56 * n, 0.7 * n)], fill=(*OUTLINE, 255))
    for x in (0.4, 0.5, 0.6):
        d.line((x * n, 0.8 * n, x * n, 0.94 * n), fill=(*OUTLINE, 255), width=max(1, n // 30))
    return _shrink(big, (size, size))


@bounded(128 * KB)
def pawn(size: int, seat: int, letter: str) -> Image.Image:
    """A seat's pawn: a disc in the seat's colour with the player's initial."""
    n = size * SUPERSAMPLE
    big = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    d.ellipse((0, 0, n - 1, n - 1), fill=(*OUTLINE, 255))
    d.ellipse((0.09 * n, 0.09 * n, 0.91 * n, 0.91 * n), fill=(*SEAT_COLOURS[seat % 4], 255))
    icon = _shrink(big, (size, size))
    face = font(max(9, round(size * 0.58)), bold=True)
    draw_text(icon, (size / 2, size / 2 + 1), letter, face, (*SEAT_INK[seat % 4], 255), "mm")
    return icon


@bounded(64 * KB)
def arrow(size: int, side: str) -> Image.Image:
    """A spectral-flow arrowhead pointing to ``side`` (L, R, U, D), cyan with a dark edge."""
    n = size * SUPERSAMPLE
    big = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    outer = [(0.02, 0.08), (0.98, 0.5), (0.02, 0.92), (0.24, 0.5)]
    inner = [(0.12, 0.2), (0.86, 0.5), (0.12, 0.8), (0.3, 0.5)]
    for pts, colour in ((outer, OUTLINE), (inner, SPECTRAL)):
        d.polygon([(x * n, y * n) for x, y in pts], fill=(*colour, 255))
    icon = _shrink(big, (size, size))
    turn = {"R": None, "L": Image.Transpose.ROTATE_180, "U": Image.Transpose.ROTATE_90, "D": Image.Transpose.ROTATE_270}
    step = turn[side]
    return icon if step is None else icon.transpose(step)


def door(image: Image.Image, box: tuple[float, float, float, float]) -> None:
    """A wooden door or trapdoor block (drawn across the gap between two rooms or as a stub)."""
    x0, y0, x1, y1 = (round(v) for v in box)
    block = _door_block(x1 - x0, y1 - y0)
    image.paste(block, (x0, y0), block)


@bounded(64 * KB)
def _door_block(w: int, h: int) -> Image.Image:
    """A door block of that size as an RGBA picture (one paste instead of ten shapes per door)."""
    block = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    rounded(block, (0, 0, w, h), 3, (*DOOR_EDGE, 255))
    rounded(block, (2, 2, w - 2, h - 2), 1, (*DOOR_WOOD, 255))
    return block


def chip_width(label: str, size: int) -> float:
    """Width of a pill drawn by :func:`pill` for ``label`` at ``size`` px."""
    return text_width(label, font(size, bold=True)) + size


def pill(
    image: Image.Image,
    xy: tuple[float, float],
    label: str,
    size: int,
    fill: RGB,
    ink: RGB,
    room: float = float("inf"),
) -> float:
    """A rounded label starting at ``xy`` (left, vertical middle), at most ``room`` px wide (its text shrunk or
    cut to fit); returns its width."""
    w = chip_width(label, size)
    text, face = label, font(size, bold=True)
    if w > room:
        w = room
        text, face = fit_text(label, room - size, size, min(size, 10), bold=True)
    x, y = xy
    h = size + 10
    rounded(image, (x, y - h / 2, x + w, y + h / 2), h // 2, fill)
    draw_text(image, (x + w / 2, y), text, face, ink, "mm")
    return w
