"""Drawn pictures of Quiet House: the five statue silhouettes and the small icons.

Every picture is drawn once on a 100 x 100 design grid at four times the
wanted size and shrunk (cheap anti-aliasing), then cached as an ``L`` mask.
Shapes, not colours, tell the statues apart, so colour-blind players and a
phone-sized picture still see a tower, a candle, a monkey face, a mouse with
its tail and a hand mirror.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PIL import Image, ImageDraw

from bot.i18n import Msg, msg
from render.cache import KB, bounded
from render.shapes import Quarters, quarters, rounded_rect

RGB = tuple[int, int, int]
Box = tuple[float, float, float, float]

SUPERSAMPLE = 4
INK: RGB = (24, 18, 30)

STATUE_COLOURS: dict[str, RGB] = {
    "rook": (86, 180, 233),  # sky blue
    "candlestick": (240, 228, 66),  # yellow
    "monkey": (230, 159, 0),  # orange
    "mouse": (204, 160, 200),  # lilac
    "mirror": (72, 196, 160),  # sea green
}
"""Token colour of each statue (Okabe–Ito based; the silhouette, not the colour, is what tells them apart)."""

STATUE_CAPTIONS: dict[str, Msg] = {
    "rook": msg("quiethouse-pic-caption-rook"),
    "candlestick": msg("quiethouse-pic-caption-candlestick"),
    "monkey": msg("quiethouse-pic-caption-monkey"),
    "mouse": msg("quiethouse-pic-caption-mouse"),
    "mirror": msg("quiethouse-pic-caption-mirror"),
}
"""Short caption under a statue on the board, as a message (the full name fits nowhere that small): "CANDLE"."""


class _Pen:
    """Draws on the supersampled canvas in 100 x 100 design units."""

    def __init__(self, draw: ImageDraw.ImageDraw, size: int) -> None:
        self.draw = draw
        self.k = size * SUPERSAMPLE / 100

    def _box(self, box: Box) -> tuple[float, float, float, float]:
        k = self.k
        return box[0] * k, box[1] * k, box[2] * k - 1, box[3] * k - 1

    def rect(self, box: Box, fill: int = 255) -> None:
        self.draw.rectangle(self._box(box), fill=fill)

    def ellipse(self, box: Box, fill: int = 255) -> None:
        self.draw.ellipse(self._box(box), fill=fill)

    def polygon(self, points: Sequence[tuple[float, float]], fill: int = 255) -> None:
        self.draw.polygon([(x * self.k, y * self.k) for x, y in points], fill=fill)

    def line(self, points: Sequence[tuple[float, float]], width: float, fill: int = 255) -> None:
        pts = [(x * self.k, y * self.k) for x, y in points]
        w = max(1, round(width * self.k))
        self.draw.line(pts, fill=fill, width=w, joint="curve")
        r = w / 2
        for x, y in (pts[0], pts[-1]):
            self.draw.ellipse((x - r, y - r, x + r, y + r), fill=fill)

    def arc(self, box: Box, start: float, end: float, width: float, fill: int = 255) -> None:
        self.draw.arc(self._box(box), start, end, fill=fill, width=max(1, round(width * self.k)))


def _rook(p: _Pen) -> None:
    p.rect((16, 84, 84, 96))
    p.rect((24, 76, 76, 86))
    p.polygon([(31, 77), (69, 77), (65, 40), (35, 40)])
    p.rect((25, 32, 75, 42))
    p.rect((23, 8, 77, 33))
    p.rect((36, 8, 45, 20), 0)
    p.rect((55, 8, 64, 20), 0)


def _candlestick(p: _Pen) -> None:
    p.ellipse((40, 12, 60, 30))
    p.polygon([(40.5, 21), (50, 0), (59.5, 21)])
    p.ellipse((46, 19, 54, 28), 0)
    p.rect((41, 32, 59, 58))
    p.polygon([(26, 57), (74, 57), (64, 67), (36, 67)])
    p.rect((45, 66, 55, 84))
    p.ellipse((22, 80, 78, 98))


def _monkey(p: _Pen) -> None:
    p.ellipse((2, 30, 34, 62))
    p.ellipse((66, 30, 98, 62))
    p.ellipse((18, 8, 82, 80))
    p.ellipse((10, 38, 24, 52), 0)
    p.ellipse((76, 38, 90, 52), 0)
    p.ellipse((27, 27, 51, 53), 0)
    p.ellipse((49, 27, 73, 53), 0)
    p.ellipse((26, 44, 74, 76), 0)
    p.ellipse((34, 34, 45, 46))
    p.ellipse((55, 34, 66, 46))
    p.ellipse((42, 54, 48, 60))
    p.ellipse((52, 54, 58, 60))
    p.arc((38, 56, 62, 70), 20, 160, 4)


def _mouse(p: _Pen) -> None:
    p.line([(84, 70), (93, 62), (96, 48), (90, 36), (80, 34)], 6)
    p.ellipse((28, 38, 90, 86))
    p.polygon([(2, 74), (34, 46), (46, 84)])
    p.ellipse((16, 48, 50, 84))
    p.ellipse((24, 20, 52, 50))
    p.ellipse((30, 26, 46, 44), 0)
    p.ellipse((19, 57, 28, 66), 0)
    p.rect((40, 84, 50, 94))
    p.rect((68, 84, 78, 94))
    p.ellipse((0, 70, 8, 78))


def _mirror(p: _Pen) -> None:
    p.rect((44, 62, 56, 92))
    p.ellipse((39, 84, 61, 100))
    p.polygon([(38, 58), (62, 58), (57, 72), (43, 72)])
    p.ellipse((20, 0, 80, 66))
    p.ellipse((29, 9, 71, 57), 0)
    p.line([(38, 30), (50, 17)], 5)
    p.line([(40, 43), (60, 22)], 5)


def _check(p: _Pen) -> None:
    p.line([(16, 54), (40, 78), (84, 26)], 15)


def _cross(p: _Pen) -> None:
    p.line([(22, 22), (78, 78)], 15)
    p.line([(78, 22), (22, 78)], 15)


def _heart(p: _Pen) -> None:
    p.ellipse((8, 12, 54, 58))
    p.ellipse((46, 12, 92, 58))
    p.polygon([(10, 44), (90, 44), (50, 92)])
    p.polygon([(14, 30), (86, 30), (86, 50), (14, 50)])


def _whirlwind(p: _Pen) -> None:
    points = []
    turns = 2.6
    for i in range(80):
        t = i / 79
        angle = t * turns * 2 * math.pi
        r = 6 + 38 * t
        points.append((50 + r * math.cos(angle), 50 + r * math.sin(angle)))
    p.line(points, 8)


def _padlock(p: _Pen) -> None:
    p.arc((26, 6, 74, 56), 180, 360, 11)
    p.rect((26, 30, 37, 48))
    p.rect((63, 30, 74, 48))
    p.rect((14, 44, 86, 96))
    p.ellipse((42, 56, 58, 72), 0)
    p.rect((46, 64, 54, 84), 0)


def _web(p: _Pen) -> None:
    for i in range(8):
        a = i * math.pi / 4 + math.pi / 8
        p.line([(50, 50), (50 + 48 * math.cos(a), 50 + 48 * math.sin(a))], 4)
    for r in (14, 28, 42):
        angles = [j * math.pi / 4 + math.pi / 8 for j in range(9)]
        ring = [(50 + r * math.cos(a), 50 + r * math.sin(a)) for a in angles]
        p.line(ring, 4)


def _dice(p: _Pen) -> None:
    """A die showing five: a rounded square with the pips cut out."""
    p.rect((8, 22, 92, 78))
    p.rect((22, 8, 78, 92))
    for x, y in ((8, 8), (64, 8), (8, 64), (64, 64)):
        p.ellipse((x, y, x + 28, y + 28))
    for x, y in ((30, 30), (70, 30), (50, 50), (30, 70), (70, 70)):
        p.ellipse((x - 10, y - 10, x + 10, y + 10), 0)


def _question(p: _Pen) -> None:
    p.arc((26, 6, 74, 54), 180, 400, 12)
    p.line([(62, 45), (50, 56), (50, 68)], 12)
    p.ellipse((43, 80, 57, 94))


GLYPHS: dict[str, Callable[[_Pen], None]] = {
    "rook": _rook,
    "candlestick": _candlestick,
    "monkey": _monkey,
    "mouse": _mouse,
    "mirror": _mirror,
    "check": _check,
    "cross": _cross,
    "heart": _heart,
    "whirlwind": _whirlwind,
    "padlock": _padlock,
    "web": _web,
    "dice": _dice,
    "question": _question,
}
"""Every drawn picture by name: the statues (by engine key) and the icons."""


@bounded(64 * KB)
def glyph_mask(name: str, size: int) -> Image.Image:
    """The ``size`` x ``size`` anti-aliased coverage mask of a statue or icon (cached; never modify it)."""
    big = Image.new("L", (size * SUPERSAMPLE, size * SUPERSAMPLE))
    GLYPHS[name](_Pen(ImageDraw.Draw(big), size))
    return big.resize((size, size), Image.Resampling.BOX)


def paste_glyph(image: Image.Image, name: str, centre: tuple[float, float], size: int, colour: RGB) -> None:
    """Paint glyph ``name`` in ``colour``, ``size`` pixels square, centred on ``centre``."""
    image.paste(colour, (round(centre[0] - size / 2), round(centre[1] - size / 2)), glyph_mask(name, size))


@bounded(64 * KB)
def _disc_mask(size: int) -> Image.Image:
    big = Image.new("L", (size * SUPERSAMPLE, size * SUPERSAMPLE))
    ImageDraw.Draw(big).ellipse((0, 0, size * SUPERSAMPLE - 1, size * SUPERSAMPLE - 1), fill=255)
    return big.resize((size, size), Image.Resampling.BOX)


def paste_disc(image: Image.Image, centre: tuple[float, float], size: int, colour: RGB) -> None:
    """Paint an anti-aliased disc of diameter ``size`` centred on ``centre``."""
    image.paste(colour, (round(centre[0] - size / 2), round(centre[1] - size / 2)), _disc_mask(size))


@bounded(192 * KB)
def _round_sprite(inner: str, size: int, fill: RGB, ink: RGB, ring: RGB | None, scale: float) -> Image.Image:
    """A square of ``fill`` (a disc of it inside ``ring``) with glyph ``inner`` in ``ink``; paste it through a disc."""
    sprite = Image.new("RGB", (size, size), ring or fill)
    centre = (size / 2, size / 2)
    if ring is not None:
        paste_disc(sprite, centre, size - 4, fill)
    paste_glyph(sprite, inner, centre, round(size * scale), ink)
    return sprite


def _paste_round(image: Image.Image, sprite: Image.Image, centre: tuple[float, float]) -> None:
    size = sprite.width
    image.paste(sprite, (round(centre[0] - size / 2), round(centre[1] - size / 2)), _disc_mask(size))


def paste_token(image: Image.Image, statue: str, centre: tuple[float, float], size: int) -> None:
    """A statue's token: a disc in its colour, ringed in ink, with its dark silhouette inside."""
    _paste_round(image, _round_sprite(statue, size, STATUE_COLOURS[statue], INK, INK, 0.68), centre)


def paste_badge(image: Image.Image, icon: str, centre: tuple[float, float], size: int, fill: RGB, ink: RGB) -> None:
    """A round badge: a disc of ``fill`` with icon ``icon`` in ``ink``."""
    _paste_round(image, _round_sprite(icon, size, fill, ink, None, 0.62), centre)


@bounded(32 * KB)
def _corner_masks(radius: int) -> Quarters:
    """Anti-aliased quarter-disc masks (top-left, top-right, bottom-left, bottom-right) of ``radius``."""
    return quarters(_disc_mask(2 * radius))


def rounded(
    image: Image.Image,
    box: tuple[float, float, float, float],
    radius: int,
    fill: RGB | int,
    outline: RGB | int | None = None,
    width: int = 0,
) -> None:
    """A filled rounded rectangle, optionally outlined, whose box ends are exclusive.

    Two plain rectangles plus four cached anti-aliased corner masks.
    """
    rounded_rect(image, box, radius, fill, _corner_masks, outline, width)
