"""Character chips of the Rumble in the House board: measuring, laying out and drawing them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image

from bot.games.rumble.model import RumbleView
from render.rumble.style import (
    CHIP_SIZES,
    DARK_TEXT,
    GOLD,
    GRID_CHIP_SIZE,
    RGB,
    RING_W,
    STAR,
    character_colour,
    text_colour_on,
)
from render.shapes import plain_corners, rounded_rect
from render.text import Font, draw_text, fit_text, font, pack_widths, pixel_size, text_width, wrap_widths

# --- drawing helpers ----------------------------------------------------------------------


@dataclass(frozen=True)
class _Chip:
    character: int
    label: str
    face: Font
    width: float
    height: int
    mine: bool
    tight: bool
    cut: bool
    """The name had to be shortened to fit."""

    @property
    def margin(self) -> int:
        """Room taken around the chip by the gold ring of a seat's own character."""
        return RING_W if self.mine and not self.tight else 0

    @property
    def outer_width(self) -> float:
        return self.width + 2 * self.margin

    @property
    def outer_height(self) -> int:
        return self.height + 2 * self.margin


def _chip(view: RumbleView, character: int, size: int, max_width: float | None = None, tight: bool = False) -> _Chip:
    """A character's chip; with ``max_width`` the font shrinks a little, then the name is cut."""
    mine = character in view.my_characters
    name = (STAR if mine and not tight else "") + view.character_names[character]
    pad = 4 if tight else round(size * 0.3)
    if max_width is None:
        label, face = name, font(size, bold=True)
    else:
        ring = 2 * RING_W if mine and not tight else 0
        label, face = fit_text(name, max_width - 2 * pad - ring, size, max(11, size - 4), bold=True)
    width = max_width if tight and max_width is not None else text_width(label, face) + 2 * pad
    return _Chip(character, label, face, width, pixel_size(face) + (8 if tight else 12), mine, tight, label != name)


def _rounded(
    image: Image.Image,
    box: tuple[float, float, float, float],
    radius: int,
    fill: RGB,
    outline: RGB | None = None,
    width: int = 0,
) -> None:
    """A filled rounded rectangle, optionally outlined, whose box ends are exclusive.

    Two plain rectangles plus four cached corner masks: several times faster
    than ``ImageDraw.rounded_rectangle`` or a whole-shape mask, whatever the size.
    """
    rounded_rect(image, box, radius, fill, plain_corners, outline, width)


def _draw_chip(image: Image.Image, chip: _Chip, x: float, y: float) -> None:
    fill = character_colour(chip.character)
    box = (x, y, x + chip.width, y + chip.height)
    radius = chip.height // 2
    if chip.mine and chip.tight:
        _rounded(image, box, radius, fill, outline=GOLD, width=2)
    elif chip.mine:
        r = RING_W
        _rounded(image, (box[0] - r, box[1] - r, box[2] + r, box[3] + r), radius + r, GOLD)
        _rounded(image, (box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), radius + 2, DARK_TEXT)
        _rounded(image, box, radius, fill)
    else:
        _rounded(image, box, radius, fill, outline=DARK_TEXT, width=1)
    centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    draw_text(image, centre, chip.label, chip.face, text_colour_on(fill), "mm")


def _line_height(chips: Sequence[_Chip], line: Sequence[int]) -> int:
    return max(chips[i].outer_height for i in line)


def _layout_chips(
    view: RumbleView, characters: Sequence[int], width: float, height: float
) -> tuple[list[_Chip], list[list[int]], int]:
    """Choose the largest chips whose wrapped lines fit the box; returns chips, lines and gap.

    A name too long for the box at a size is drawn up to 4 px smaller than its neighbours.

    A very crowded room falls back to a grid of equal, tight chips with cut names.
    """
    for size in CHIP_SIZES:
        gap = 8 if size >= 18 else 5
        chips = [_chip(view, c, size, max_width=width) for c in characters]
        if any(ch.cut for ch in chips):
            continue
        widths = [ch.outer_width for ch in chips]
        for lines in (wrap_widths(widths, width, gap), pack_widths(widths, width, gap)):
            if sum(_line_height(chips, line) for line in lines) + gap * (len(lines) - 1) <= height:
                return chips, lines, gap
    gap = 4
    count = len(characters)
    for cols in range(1, count + 1):
        chips = [_chip(view, c, GRID_CHIP_SIZE, (width - gap * (cols - 1)) / cols, tight=True) for c in characters]
        rows = -(-count // cols)
        if rows * (chips[0].height + gap) - gap <= height or cols == count:
            break
    return chips, [list(range(i, min(i + cols, count))) for i in range(0, count, cols)], gap


def _draw_chip_block(
    image: Image.Image, view: RumbleView, characters: Sequence[int], box: tuple[float, float, float, float]
) -> None:
    """Draw chips wrapped into lines and centred in ``box`` (x0, y0, x1, y1)."""
    if not characters:
        return
    x0, y0, x1, y1 = box
    chips, lines, gap = _layout_chips(view, characters, x1 - x0, y1 - y0)
    block_h = sum(_line_height(chips, line) for line in lines) + gap * (len(lines) - 1)
    y = y0 + max(0.0, (y1 - y0 - block_h) / 2)
    for line in lines:
        line_h = _line_height(chips, line)
        line_w = sum(chips[i].outer_width for i in line) + gap * (len(line) - 1)
        x = x0 + max(0.0, (x1 - x0 - line_w) / 2)
        for i in line:
            chip = chips[i]
            _draw_chip(image, chip, x + chip.margin, y + (line_h - chip.height) / 2)
            x += chip.outer_width + gap
        y += line_h + gap
