"""Card faces of Ghost at Home for a seat's hand: kind, floor and light-bulb icons.

A face depends only on the card's kind, floor, bulbs and the drawn size, so
each is drawn once and cached (the cached images are never modified).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.games.ghost_at_home import data
from bot.games.ghost_at_home.views import CardView
from bot.i18n import EN, msg, say
from render.cache import KB, MB, bounded
from render.ghost_at_home.icons import (
    OUTLINE,
    RGB,
    Box,
    bolt,
    bowl,
    bulb,
    cat,
    ghost,
    hole,
    lift,
    paste_icon,
    rounded,
    star,
)
from render.text import draw_text, fit_text, font

FLOOR_COLOURS: dict[int, RGB] = {1: (46, 128, 84), 2: (44, 96, 178), 3: (124, 62, 170)}
"""Room cards are coloured by their floor."""
KIND_COLOURS: dict[str, RGB] = {
    "ghost": (222, 224, 238),
    "cat": (244, 150, 52),
    "wild": (236, 186, 48),
}
SPECIAL_COLOUR: RGB = (22, 118, 128)
LIGHT_INK: RGB = (248, 246, 252)
DARK_INK: RGB = (20, 16, 28)
BAND_DARKEN = 0.72
HINTS: dict[str, str] = {
    "ghost": "ghostathome-hint-ghost",
    "cat": "ghostathome-hint-cat",
    "hole": "ghostathome-hint-hole",
    "bulb": "ghostathome-hint-bulb",
    "food": "ghostathome-hint-food",
    "elevator": "ghostathome-hint-elevator",
    "lightning": "ghostathome-hint-lightning",
    "wild": "ghostathome-hint-wild",
}
"""The message of a few words under the picture saying what the card does."""
CARD_GAP = 12
MAX_CARD_W, MAX_CARD_H = 280, 230


def card_colour(card: CardView) -> RGB:
    """The face colour of a card: rooms by floor, ghosts pale, cats orange, specials teal."""
    if card.kind == "room":
        return FLOOR_COLOURS.get(card.floor, SPECIAL_COLOUR)
    return KIND_COLOURS.get(card.kind, SPECIAL_COLOUR)


def _ink(fill: RGB) -> RGB:
    return DARK_INK if 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2] > 150 else LIGHT_INK


def _darker(c: RGB, k: float = BAND_DARKEN) -> RGB:
    return (round(c[0] * k), round(c[1] * k), round(c[2] * k))


def card_name(card: CardView, lang: str = EN) -> str:
    """The name printed on a card, in ``lang``."""
    return say(data.card_name(data.Kind(card.kind), card.floor), lang)


@dataclass(frozen=True)
class _Face:
    kind: str
    floor: int
    bulbs: int
    width: int
    height: int
    lang: str = EN


@bounded(3 * MB // 2)
def _face_image(face: _Face) -> Image.Image:
    """One card face: name band, big picture (floor number or icon), bulb icons along the bottom."""
    w, h = face.width, face.height
    card = CardView(0, face.kind, face.floor, face.bulbs, data.card_name(data.Kind(face.kind), face.floor))
    fill = card_colour(card)
    ink = _ink(fill)
    image = Image.new("RGB", (w, h), (0, 0, 0))
    radius = max(6, w // 16)
    rounded(image, (0, 0, w, h), radius, OUTLINE)
    rounded(image, (2, 2, w - 2, h - 2), radius - 2, fill)
    band_h = round(h * 0.24)
    band = _darker(fill)
    rounded(image, (2, 2, w - 2, band_h), radius - 2, band)
    ImageDraw.Draw(image).rectangle((2, band_h - radius, w - 3, band_h - 1), fill=band)
    text, tface = fit_text(card_name(card, face.lang), w - 16, max(14, round(h * 0.15)), 12, bold=True)
    draw_text(image, (w / 2, band_h / 2 + 2), text, tface, _ink(band), "mm")

    foot_h = round(h * 0.25)
    mid_top, mid_bottom = band_h + 4, h - foot_h - 2
    mid = (w / 2, (mid_top + mid_bottom) / 2)
    size = max(16, min(mid_bottom - mid_top, w - 20))
    hint = say(msg(HINTS[face.kind]), face.lang) if face.kind in HINTS else ""
    if hint and w >= 1.35 * h:
        size = min(size, round(w * 0.36))
        mid = (8 + size / 2, mid[1])
        _hint(image, hint, (16 + size, mid_top, w - 8, mid_bottom), ink)
    if face.kind == "room":
        _floor_badge(image, mid, size, face.floor, fill)
    else:
        _kind_picture(image, face.kind, mid, size)
    _bulb_row(image, face.bulbs, (6, h - foot_h - 2, w - 6, h - 6), fill, face.lang)
    return image


def _floor_badge(image: Image.Image, centre: tuple[float, float], size: float, floor: int, fill: RGB) -> None:
    """A white disc with the big floor number in the card's colour."""
    d = round(size * 0.95)
    x, y = centre
    ImageDraw.Draw(image).ellipse(
        (x - d / 2, y - d / 2, x + d / 2, y + d / 2), fill=LIGHT_INK, outline=OUTLINE, width=2
    )
    draw_text(image, (x, y + 1), str(floor), font(max(14, round(d * 0.72)), bold=True), fill, "mm")


def _hint(image: Image.Image, hint: str, box: Box, ink: RGB) -> None:
    """What the card does, in one or two centred lines."""
    x0, y0, x1, y1 = box
    words = hint.split()
    cut = (len(words) + 1) // 2
    lines = [" ".join(words[:cut]), " ".join(words[cut:])] if len(words) > 1 else [hint]
    size = max(12, min(20, round((y1 - y0) / (len(lines) * 1.4))))
    faces = [fit_text(ln, x1 - x0, size, 11, bold=True) for ln in lines]
    step = max(f.size for _, f in faces) * 1.2
    top = (y0 + y1) / 2 - step * (len(lines) - 1) / 2
    for k, (text, face) in enumerate(faces):
        draw_text(image, ((x0 + x1) / 2, top + k * step), text, face, ink, "mm")


def _kind_picture(image: Image.Image, kind: str, centre: tuple[float, float], size: float) -> None:
    s = round(size)
    icon = {
        "ghost": ghost,
        "cat": cat,
        "hole": hole,
        "bulb": bulb,
        "food": bowl,
        "elevator": lift,
        "lightning": bolt,
        "wild": star,
    }.get(kind)
    if icon is not None:
        paste_icon(image, icon(s), centre)


def _bulb_row(image: Image.Image, bulbs: int, box: Box, fill: RGB, lang: str = EN) -> None:
    """The card's light-bulb icons on a dark strip, or "no bulbs"."""
    x0, y0, x1, y1 = box
    rounded(image, box, 6, _darker(fill, 0.45))
    h = y1 - y0
    if bulbs <= 0:
        draw_text(
            image,
            ((x0 + x1) / 2, (y0 + y1) / 2),
            say(msg("ghostathome-pic-no-bulbs"), lang),
            font(max(11, round(h * 0.42))),
            (200, 196, 214),
            "mm",
        )
        return
    size = round(min(h - 4, (x1 - x0 - 8) / bulbs))
    total = bulbs * size
    left = (x0 + x1 - total) / 2
    for k in range(bulbs):
        paste_icon(image, bulb(size), (left + size * (k + 0.5), (y0 + y1) / 2))


def card_face(card: CardView, width: int, height: int, lang: str = EN) -> Image.Image:
    """The cached face of ``card`` drawn ``width`` x ``height`` with its words in ``lang`` (RGB, rounded corners
    on black)."""
    return _face_image(_Face(card.kind, card.floor, card.bulbs, width, height, lang))


def hand_grid(count: int, box_w: float, box_h: float) -> tuple[int, int, int]:
    """Card width, height and columns that fit ``count`` cards into a box as large as possible."""
    best = (0, 0, 1)
    for rows in range(1, max(1, count) + 1):
        cols = -(-count // rows)
        cell_w = (box_w - (cols - 1) * CARD_GAP) / cols
        cell_h = (box_h - (rows - 1) * CARD_GAP) / rows
        h = min(MAX_CARD_H, cell_h, cell_w * 1.1)
        w = min(MAX_CARD_W, cell_w, h * 1.6)
        if (h, w) > best[1::-1]:
            best = (int(w), int(h), cols)
    return best


def draw_hand(image: Image.Image, cards: Sequence[CardView], box: Box, lang: str = EN) -> None:
    """Lay the cards out in ``box`` (centred rows, largest size that fits) and draw their faces in ``lang``."""
    x0, y0, x1, y1 = box
    if not cards:
        empty = say(msg("ghostathome-pic-no-cards"), lang)
        draw_text(image, ((x0 + x1) / 2, (y0 + y1) / 2), empty, font(20), (170, 160, 190), "mm")
        return
    w, h, cols = hand_grid(len(cards), x1 - x0, y1 - y0)
    rows = -(-len(cards) // cols)
    top = y0 + max(0.0, (y1 - y0 - rows * h - (rows - 1) * CARD_GAP) / 2)
    for r in range(rows):
        line = cards[r * cols : (r + 1) * cols]
        left = x0 + (x1 - x0 - len(line) * w - (len(line) - 1) * CARD_GAP) / 2
        for k, card in enumerate(line):
            x, y = round(left + k * (w + CARD_GAP)), round(top + r * (h + CARD_GAP))
            face = card_face(card, w, h, lang)
            image.paste(face, (x, y), _corner_alpha(w, h))


@bounded(128 * KB)
def _corner_alpha(w: int, h: int) -> Image.Image:
    """Mask of a card's rounded shape, so the black outside its corners is not pasted."""
    mask = Image.new("RGB", (w, h), (0, 0, 0))
    rounded(mask, (0, 0, w, h), max(6, w // 16), (255, 255, 255))
    return mask.convert("L")
