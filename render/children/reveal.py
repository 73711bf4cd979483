"""The final reveal of a Children board: face-up card chips, and the band of cards under each room.

Once the game is over its view carries every hand and the cards under every room. The mansion
then grows a band under each room tablet where the cards left there lie face up (a chip a
name, coloured by kind, a repeated name once with its count); ``hands`` gives every player's
hand on a strip of the same chips. A board of a running game never draws either.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.children.lexicon import name_msg
from bot.games.children.views import CardView
from bot.i18n import EN, msg, say
from render.cache import KB, bounded
from render.children.art import DIM, GOLD, PANEL, TEXT
from render.children.cards import KIND_COLOURS
from render.ghost_at_home.icons import RGB, Box, rounded
from render.text import draw_text, fit_text, font, pack_widths, text_width

Chip = tuple[str, str]
"""A face-up card chip: the card's kind (``data.Kind`` value) and its label ("Hatpin ×2"), said in a language."""

ROOM_CHIP_SIZE, ROOM_CHIP_H = 15, 24
"""Chips under a room tablet: bold text of 15 px (down to 11 to fit), 24 px high."""
CHIP_GAP = 5
ROW_STEP = ROOM_CHIP_H + CHIP_GAP
CHIP_PAD = 14
"""Width a chip adds to its label."""
CAPTION_H = 19
MAX_BAND_ROWS = 8
"""Rows of chips a room's band holds at most; the last chip of a fuller room says how many more."""
BAND_PAD = 6
FALLBACK: RGB = (90, 90, 110)
KIND_INK: dict[str, RGB] = {"ghost": (46, 30, 14), "toy": (30, 8, 18)}
"""Dark ink on the light chips (sepia ghosts, pink toys); the other chips take white."""


def chips(cards: Sequence[CardView], lang: str = EN) -> tuple[Chip, ...]:
    """The chips of some cards in ``lang``: one per name, in order of first appearance, with its count when
    repeated."""
    names: list[str] = []
    kinds: dict[str, str] = {}
    for c in cards:
        if c.name not in kinds:
            names.append(c.name)
            kinds[c.name] = c.kind
    counts = {n: sum(1 for c in cards if c.name == n) for n in names}
    said = {
        n: name_msg(n) if counts[n] == 1 else msg("children-cards-n", card=name_msg(n), count=counts[n]) for n in names
    }
    return tuple((kinds[n], say(said[n], lang)) for n in names)


def chip_width(label: str, size: int, room: float = float("inf")) -> float:
    """Width of the chip of ``label`` at ``size`` px text, at most ``room``."""
    return min(room, text_width(label, font(size, bold=True)) + CHIP_PAD)


def chip_lines(labels: Sequence[Chip], width: float, size: int) -> list[list[int]]:
    """The chips of each line when ``labels`` are packed in as few lines of ``width`` px as fit (``size`` px text)."""
    return pack_widths([chip_width(label, size, width) for _, label in labels], width, CHIP_GAP)


def draw_chip(image: Image.Image, xy: tuple[float, float], chip: Chip, size: int, height: int, room: float) -> float:
    """One chip with its left edge and vertical middle at ``xy``, at most ``room`` px wide; returns its width."""
    kind, label = chip
    w = chip_width(label, size, room)
    x, y = xy
    fill = KIND_COLOURS.get(kind, FALLBACK)
    rounded(image, (x, y - height / 2, x + w, y + height / 2), 7, fill)
    text, face = fit_text(label, w - CHIP_PAD + 2, size, 11, bold=True)
    draw_text(image, (x + w / 2, y + 1), text, face, KIND_INK.get(kind, TEXT), "mm")
    return w


def flow(
    image: Image.Image, labels: Sequence[Chip], box: Box, size: int, height: int, rows: int, lang: str = EN
) -> None:
    """Chips packed in lines, a line every ``box`` height / ``rows``, from the top of ``box``.

    When they need more than ``rows`` lines the last line ends with a "+N more" chip (in ``lang``).
    """
    x0, y0, x1, y1 = box
    width = x1 - x0
    step = (y1 - y0) / rows
    lines = [[labels[i] for i in line] for line in chip_lines(labels, width, size)]
    if len(lines) > rows:
        rest = [c for line in lines[rows - 1 :] for c in line]
        lines = [*lines[: rows - 1], _fit_last(rest, width, size, lang)]
    for k, line in enumerate(lines):
        y = y0 + k * step + step / 2
        x = x0
        for chip in line:
            x += draw_chip(image, (x, y), chip, size, height, width) + CHIP_GAP


def _more(count: int, lang: str) -> Chip:
    """The chip saying how many more cards there are, in ``lang``."""
    return "more", say(msg("children-pic-more", count=count), lang)


def _fit_last(rest: Sequence[Chip], width: float, size: int, lang: str = EN) -> list[Chip]:
    """The chips of the last line: as many as fit on one line with a "+N more" chip after them."""
    for keep in range(len(rest) - 1, -1, -1):
        line: list[Chip] = [*rest[:keep], _more(len(rest) - keep, lang)]
        if len(chip_lines(line, width, size)) == 1:
            return line
    return [_more(len(rest), lang)]  # pragma: no cover - a "+N more" chip always fits a line


# --- the band under each room tablet ---------------------------------------------------------------


def band_rows(labels: Sequence[Chip], width: float) -> int:
    """Lines of chips a room's band needs for ``labels`` in ``width`` px (at most ``MAX_BAND_ROWS``)."""
    return min(MAX_BAND_ROWS, len(chip_lines(labels, width, ROOM_CHIP_SIZE)))


def band_height(rows: int) -> int:
    """Height of the band under every room tablet for ``rows`` lines of chips (0: no band)."""
    return CAPTION_H + rows * ROW_STEP + BAND_PAD if rows else 0


@bounded(1024 * KB)
def band_image(labels: tuple[Chip, ...], width: int, height: int, tint: RGB, lang: str = EN) -> Image.Image:
    """A room's band in ``lang``: "left here, face up" and its cards' chips (or "nothing left here") on a dark
    ``tint``."""
    image = Image.new("RGB", (width, height), PANEL)
    rounded(image, (0, 0, width, height), 10, tint)
    if not labels:
        text, face = fit_text(say(msg("children-pic-nothing-left"), lang), width - 12, 14, 10)
        draw_text(image, (width / 2, height / 2), text, face, DIM, "mm")
        return image
    text, face = fit_text(say(msg("children-pic-left-here"), lang), width - 14, 12, 9, bold=True)
    draw_text(image, (8, CAPTION_H / 2 + 2), text, face, GOLD, "lm")
    rows = (height - CAPTION_H - BAND_PAD) // ROW_STEP
    box = (6, CAPTION_H, width - 6, CAPTION_H + rows * ROW_STEP)
    flow(image, labels, box, ROOM_CHIP_SIZE, ROOM_CHIP_H, rows, lang)
    return image
