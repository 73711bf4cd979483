"""Drawn pieces of The Purple House pictures: palette, icons and card tiles.

Everything is drawn with Pillow primitives (no image assets). Shapes are drawn
at ``SUPER`` times their size and scaled down once, which gives smooth edges,
and every tile is cached by its size and content: a board pastes the same few
dozen tiles over and over. Cached images are never drawn on after creation, so
worker threads may share them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.i18n import EN, msg, say
from render.cache import KB, bounded
from render.purple_house.icons import RGB, SUPER, paste_icon, symbol_icon
from render.purple_house.words import WORD_IDS, parse_card
from render.shapes import plain_corners, rounded_rect
from render.text import draw_text, fit_text, font, text_width, wrap_widths

Box = tuple[float, float, float, float]

BACKGROUND: RGB = (22, 16, 32)
PANEL: RGB = (38, 29, 54)
PANEL_EDGE: RGB = (70, 56, 98)
HIGHLIGHT: RGB = (68, 52, 100)
TEXT: RGB = (244, 238, 250)
MUTED: RGB = (178, 164, 200)
DIM: RGB = (108, 96, 128)
GOLD: RGB = (255, 200, 60)
DARK_TEXT: RGB = (24, 16, 32)
WIN_GREEN: RGB = (92, 200, 120)
LOSS_RED: RGB = (214, 64, 80)

CARD_BACK: RGB = (104, 58, 156)
CARD_BACK_EDGE: RGB = (160, 118, 214)
DOOR_LINE: RGB = (124, 80, 178)
CORNER_X: RGB = (255, 255, 255)
CENTRE_X: RGB = (255, 196, 40)
X_SHADOW: RGB = (36, 14, 56)
EMPTY_SLOT: RGB = (30, 23, 44)
EMPTY_EDGE: RGB = (84, 72, 110)
CARD_FRONT: RGB = (248, 242, 230)
LADY_FRONT: RGB = (214, 226, 240)
LADY_INK: RGB = (70, 90, 130)
UBE_FRONT: RGB = (250, 236, 206)
UBE_INK: RGB = (120, 74, 40)

SYMBOL_COLOURS: tuple[RGB, ...] = (
    (214, 140, 0),  # Lamp: amber
    (40, 140, 72),  # Chair: green
    (172, 72, 40),  # Wardrobe: rust
    (44, 100, 196),  # Clock: blue
)
SYMBOL_TINTS: tuple[RGB, ...] = (
    (255, 226, 150),
    (170, 226, 184),
    (240, 184, 160),
    (172, 204, 250),
)
"""Light versions of the symbol colours, for small cleared cards."""

CANDLE_WAX: RGB = (248, 236, 210)
CANDLE_OUT: RGB = (96, 86, 112)
FLAME: RGB = (255, 170, 30)
FLAME_CORE: RGB = (255, 240, 150)
HANKY: RGB = (236, 150, 190)

CORNERS = ("ul", "ur", "ll", "lr")
CORNER_CENTRES = {"ul": (0.19, 0.19), "ur": (0.81, 0.19), "ll": (0.19, 0.81), "lr": (0.81, 0.81)}
"""Where a corner X sits on a card back, as fractions of the card side."""


# --- shapes ------------------------------------------------------------------------------


def rounded(image: Image.Image, box: Box, radius: int, fill: RGB, outline: RGB | None = None, width: int = 0) -> None:
    """A filled rounded rectangle (box ends exclusive), optionally outlined; fast cached corners."""
    rounded_rect(image, box, radius, fill, plain_corners, outline, width)


def dashed_outline(image: Image.Image, box: Box, colour: RGB, dash: int = 8, gap: int = 6, width: int = 2) -> None:
    """A dashed rectangle outline inside ``box`` (ends exclusive)."""
    x0, y0, x1, y1 = (round(v) for v in box)
    draw = ImageDraw.Draw(image)
    step = dash + gap
    for x in range(x0, x1, step):
        end = min(x + dash, x1) - 1
        draw.rectangle((x, y0, end, y0 + width - 1), fill=colour)
        draw.rectangle((x, y1 - width, end, y1 - 1), fill=colour)
    for y in range(y0, y1, step):
        end = min(y + dash, y1) - 1
        draw.rectangle((x0, y, x0 + width - 1, end), fill=colour)
        draw.rectangle((x1 - width, y, x1 - 1, end), fill=colour)


def _x_lines(draw: ImageDraw.ImageDraw, cx: float, cy: float, half: float, width: int, fill: int | RGB) -> None:
    draw.line((cx - half, cy - half, cx + half, cy + half), fill=fill, width=width)
    draw.line((cx - half, cy + half, cx + half, cy - half), fill=fill, width=width)
    r = width / 2
    for dx, dy in ((-1, -1), (1, 1), (-1, 1), (1, -1)):
        x, y = cx + dx * half, cy + dy * half
        draw.ellipse((x - r, y - r, x + r, y + r), fill=fill)


# --- candles -----------------------------------------------------------------------------


@bounded(64 * KB)
def candle(height: int, lit: bool, bg: RGB) -> Image.Image:
    """A candle icon ``height`` px tall (width half of it): flame when lit, a grey stub when out."""
    w, h = height // 2, height
    big = Image.new("RGB", (w * SUPER, h * SUPER), bg)
    d = ImageDraw.Draw(big)
    W, H = w * SUPER, h * SUPER
    body = (0.22 * W, 0.42 * H, 0.78 * W, 0.98 * H)
    d.rounded_rectangle(body, radius=0.08 * W, fill=CANDLE_WAX if lit else CANDLE_OUT)
    d.line((0.5 * W, 0.42 * H, 0.5 * W, 0.32 * H), fill=(60, 50, 60), width=max(1, round(0.06 * W)))
    if lit:
        d.ellipse((0.22 * W, 0.06 * H, 0.78 * W, 0.36 * H), fill=FLAME)
        d.polygon([(0.5 * W, 0.0), (0.26 * W, 0.2 * H), (0.74 * W, 0.2 * H)], fill=FLAME)
        d.ellipse((0.38 * W, 0.18 * H, 0.62 * W, 0.34 * H), fill=FLAME_CORE)
    else:
        d.arc((0.30 * W, 0.10 * H, 0.70 * W, 0.32 * H), 150, 330, fill=DIM, width=max(1, round(0.05 * W)))
    return big.resize((w, h), Image.Resampling.LANCZOS)


# --- card tiles --------------------------------------------------------------------------


def _shrink_box(big: Image.Image, box: tuple[int, int, int, int]) -> Image.Image:
    """The pixels ``box`` (small-picture coordinates) of ``big`` shrunk ``SUPER`` times with Lanczos.

    Pillow's resampling reads the pixels around ``box`` too, so this is exactly
    the same part of shrinking the whole of ``big``, at the cost of the part.
    """
    x0, y0, x1, y1 = box
    source = (x0 * SUPER, y0 * SUPER, x1 * SUPER, y1 * SUPER)
    return big.resize((x1 - x0, y1 - y0), Image.Resampling.LANCZOS, box=source)


FILTER_REACH = 4
"""Small pixels around a change in the big picture that the Lanczos shrink can see (3, plus rounding)."""


@bounded(512 * KB)
def _back_big(size: int) -> Image.Image:
    """A card back without marks at ``SUPER`` times ``size`` (door pattern)."""
    S = size * SUPER
    big = Image.new("RGB", (S, S), BACKGROUND)
    d = ImageDraw.Draw(big)
    d.rounded_rectangle((0, 0, S - 1, S - 1), radius=0.09 * S, fill=CARD_BACK_EDGE)
    edge = 0.035 * S
    d.rounded_rectangle((edge, edge, S - 1 - edge, S - 1 - edge), radius=0.07 * S, fill=CARD_BACK)
    line = max(1, round(0.022 * S))
    d.rounded_rectangle((0.34 * S, 0.30 * S, 0.66 * S, 0.90 * S), radius=0.05 * S, outline=DOOR_LINE, width=line)
    d.ellipse((0.58 * S, 0.60 * S, 0.63 * S, 0.65 * S), fill=DOOR_LINE)
    return big


@bounded(128 * KB)
def _plain_back(size: int) -> Image.Image:
    return _back_big(size).resize((size, size), Image.Resampling.LANCZOS)


def _mark_geometry(mark: str, S: int) -> tuple[float, float, float, float, RGB]:
    """Centre x, centre y, half length and line width (big pixels) and colour of one X marker."""
    if mark == "c":
        return 0.5 * S, 0.5 * S, 0.13 * S, 0.07 * S, CENTRE_X
    fx, fy = CORNER_CENTRES[mark]
    return fx * S, fy * S, 0.095 * S, 0.06 * S, CORNER_X


def _x_mark(d: ImageDraw.ImageDraw, cx: float, cy: float, half: float, width: float, colour: RGB) -> None:
    """A bold X with a dark rim, so it reads on the purple back at any scale."""
    _x_lines(d, cx, cy, half, round(width * 1.7), X_SHADOW)
    _x_lines(d, cx, cy, half, round(width), colour)


@bounded(768 * KB)
def card_back(size: int, marks: tuple[str, ...]) -> Image.Image:
    """A House card back ``size`` px square (door pattern) with its X markers where they are.

    Corner Xs are white and sit in their corner; the Centre X is larger and gold.
    The marks are drawn on the big plain back, and only the squares around
    them are shrunk onto the cached plain back: the same pixels as shrinking
    the whole card, in a fifth of the time (a new combination of marks cost
    ~6 ms, a slow move the first time it showed).
    """
    if not marks:
        return _plain_back(size)
    S = size * SUPER
    big = _back_big(size).copy()
    d = ImageDraw.Draw(big)
    boxes: list[tuple[int, int, int, int]] = []
    for mark in marks:
        cx, cy, half, width, colour = _mark_geometry(mark, S)
        _x_mark(d, cx, cy, half, width, colour)
        reach = (half + round(width * 1.7) / 2 + 2) / SUPER + FILTER_REACH  # arm + round cap of the rim
        boxes.append(
            (
                max(0, math.floor(cx / SUPER - reach)),
                max(0, math.floor(cy / SUPER - reach)),
                min(size, math.ceil(cx / SUPER + reach)),
                min(size, math.ceil(cy / SUPER + reach)),
            )
        )
    image = _plain_back(size).copy()
    for box in boxes:
        image.paste(_shrink_box(big, box), box[:2])
    return image


@bounded(384 * KB)
def _front_frame(size: int, fill: RGB, edge: RGB) -> Image.Image:
    """A blank card front: ``fill`` inside a rounded ``edge`` rim, drawn big and shrunk with Lanczos.

    Only the four corners are shrunk; the straight rims are one shrunk row or
    column repeated, and the inside is flat ``fill``: the same pixels as
    shrinking the whole card (~6-11 ms), in well under a millisecond.
    """
    S = size * SUPER
    big = Image.new("RGB", (S, S), BACKGROUND)
    d = ImageDraw.Draw(big)
    d.rounded_rectangle((0, 0, S - 1, S - 1), radius=0.09 * S, fill=edge)
    rim = 0.05 * S
    d.rounded_rectangle((rim, rim, S - 1 - rim, S - 1 - rim), radius=0.06 * S, fill=fill)
    band = math.ceil(0.11 * size) + FILTER_REACH  # rim + inner corner radius + filter reach; inside it, flat fill
    if 2 * band + 2 > size:
        return big.resize((size, size), Image.Resampling.LANCZOS)
    image = Image.new("RGB", (size, size), fill)
    far = size - band
    for x, y in ((0, 0), (far, 0), (0, far), (far, far)):
        image.paste(_shrink_box(big, (x, y, x + band, y + band)), (x, y))
    mid = size // 2
    straight = size - 2 * band
    for x, y in ((mid, 0), (mid, far)):
        row = _shrink_box(big, (x, y, x + 1, y + band))
        image.paste(row.resize((straight, band), Image.Resampling.NEAREST), (band, y))
    for x, y in ((0, mid), (far, mid)):
        column = _shrink_box(big, (x, y, x + band, y + 1))
        image.paste(column.resize((band, straight), Image.Resampling.NEAREST), (x, band))
    return image


@bounded(768 * KB)
def card_front(size: int, name: str, lang: str = EN) -> Image.Image:
    """A House card front ``size`` px square: a Clue's number and symbol, a White Lady or Ube (words in ``lang``)."""
    kind, symbol, number = parse_card(name)
    fill = CARD_FRONT if kind == "clue" else LADY_FRONT if kind == "white_lady" else UBE_FRONT
    edge = SYMBOL_COLOURS[symbol] if kind == "clue" else LADY_INK if kind == "white_lady" else UBE_INK
    image = _front_frame(size, fill, edge).copy()
    if kind == "clue":
        colour = SYMBOL_COLOURS[symbol]
        icon = round(size * 0.48)
        paste_icon(image, symbol_icon(symbol), (size * 0.43, size * 0.11), icon, colour)
        draw_text(image, (size * 0.12, size * 0.07), str(number), font(round(size * 0.46), bold=True), colour, "la")
        if size >= 80:
            word = say(msg(WORD_IDS[symbol], count=number), lang)
            label, face = fit_text(word, size * 0.8, round(size * 0.15), 8, bold=True)
            draw_text(image, (size / 2, size * 0.80), label, face, colour, "mm")
    elif kind == "white_lady":
        paste_icon(image, "ghost", (size * 0.22, size * 0.10), round(size * 0.56), LADY_INK)
        lady = say(msg("purplehouse-card-lady"), lang)
        lady, face = fit_text(lady, size * 0.84, max(9, round(size * 0.15)), 8, bold=True)
        draw_text(image, (size / 2, size * 0.86), lady, face, LADY_INK, "mm")
    else:
        paste_icon(image, "dog", (size * 0.25, size * 0.12), round(size * 0.50), UBE_INK)
        ube = say(msg("purplehouse-pic-ube"), lang)
        draw_text(image, (size / 2, size * 0.80), ube, font(max(9, round(size * 0.17)), bold=True), UBE_INK, "mm")
        mini = max(8, round(size * 0.14))
        spots = ((0.08, 0.08), (0.92, 0.08), (0.08, 0.92), (0.92, 0.92))
        for sym, (fx, fy) in enumerate(spots):
            x = size * fx - (0 if fx < 0.5 else mini)
            y = size * fy - (0 if fy < 0.5 else mini)
            paste_icon(image, symbol_icon(sym), (x, y), mini, SYMBOL_COLOURS[sym])
    return image


@bounded(192 * KB)
def mini_clue(width: int, height: int, symbol: int, number: int, state: str) -> Image.Image:
    """A small Path slot: ``state`` is ``cleared`` (tinted card), ``current`` (gold ring) or ``hidden`` (dim)."""
    image = Image.new("RGB", (width, height), PANEL)
    box = (0, 0, width, height)
    if state == "hidden":
        rounded(image, box, 7, EMPTY_SLOT, outline=EMPTY_EDGE, width=1)
        draw_text(image, (width / 2, height / 2), str(number), font(round(height * 0.42), bold=True), DIM, "mm")
        return image
    ring = GOLD if state == "current" else SYMBOL_COLOURS[symbol]
    rounded(image, box, 7, SYMBOL_TINTS[symbol], outline=ring, width=4 if state == "current" else 2)
    icon = round(height * 0.52)
    paste_icon(image, symbol_icon(symbol), (width - icon - 6, (height - icon) / 2), icon, SYMBOL_COLOURS[symbol])
    draw_text(image, (8, height / 2), str(number), font(round(height * 0.55), bold=True), DARK_TEXT, "lm")
    return image


def wrap_words(text: str, max_width: float, size: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``max_width`` at ``size`` px (a too-long word keeps its own line)."""
    face = font(size, bold)
    words = text.split()
    lines = wrap_widths([text_width(w, face) for w in words], max_width, text_width(" ", face))
    return [" ".join(words[i] for i in line) for line in lines]


def draw_lines(
    image: Image.Image,
    xy: tuple[float, float],
    lines: Sequence[str],
    size: int,
    colour: RGB,
    leading: int,
    bold: bool = False,
) -> float:
    """Draw ``lines`` from ``xy`` (left, top) down; return the y below the last line."""
    x, y = xy
    face = font(size, bold)
    for line in lines:
        draw_text(image, (x, y), line, face, colour, "la")
        y += leading
    return y
