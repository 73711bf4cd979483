"""The frame of the Ghost at Home board: roofs and legend, drawn once per game and then copied."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.i18n import EN, msg, say
from render.cache import frame_cache
from render.ghost_at_home.icons import (
    Box,
    bulb,
    cat,
    dashed_box,
    ghost,
    paste_icon,
    rounded,
    star,
)
from render.ghost_at_home.layout import (
    BACKGROUND,
    DIM,
    EMPTY_DARK,
    EMPTY_EDGE,
    GOLD,
    GROUND,
    GROUND_H,
    HEADER_H,
    LEGEND_H,
    MARGIN,
    MUTED,
    PANEL,
    ROOF,
    ROOF_EDGE,
    TEXT,
    WIDTH,
    _cell,
    _floor,
    _Layout,
)
from render.ghost_at_home.reveal import draw_strip_panel
from render.text import draw_text, font, text_width

# --- the frame: what stays the same for a whole game (drawn once, then copied) ------------------


@frame_cache
def _frame_image(layout: _Layout, lang: str = EN) -> Image.Image:
    """Background, title, cell panels, roofs, ground, reveal strips (at the end), hand panel and legend (in
    ``lang``)."""
    image = Image.new("RGB", (WIDTH, layout.height), BACKGROUND)
    draw_text(image, (MARGIN, HEADER_H / 2), "Ghost at Home", font(30, bold=True), TEXT, "lm")
    for seat in range(layout.players):
        x0, y0, x1, y1 = _cell(seat, layout)
        rounded(image, (x0, y0, x1, y1), 14, PANEL)
        _draw_roof(image, seat, layout)
        fx0, _, fx1, fy1 = _floor(seat, 1, layout)
        ImageDraw.Draw(image).rectangle((fx0 - 14, fy1, fx1 + 14, fy1 + GROUND_H - 1), fill=GROUND)
        if layout.reveal:
            draw_strip_panel(image, seat, layout)
    box = layout.hand_box
    if box is not None:
        rounded(image, box, 14, PANEL, outline=GOLD, width=3)
    if layout.legend_in_cell:
        _draw_legend_cell(image, _cell(layout.players, layout), lang)
    else:
        _draw_legend_line(image, layout.legend_y, lang)
    return image


def _draw_roof(image: Image.Image, seat: int, layout: _Layout) -> None:
    x0, top, x1, _ = _floor(seat, 3, layout)
    apex_y = top - layout.roof_h + 4
    mid = (x0 + x1) / 2
    draw = ImageDraw.Draw(image)
    chimney_x = x1 - (x1 - x0) * 0.22
    draw.rectangle((chimney_x - 12, apex_y + 8, chimney_x + 12, top - 8), fill=ROOF_EDGE)
    draw.polygon([(x0 - 16, top), (mid, apex_y), (x1 + 16, top)], fill=ROOF_EDGE)
    draw.polygon([(x0 - 8, top - 3), (mid, apex_y + 6), (x1 + 8, top - 3)], fill=ROOF)


LEGEND: tuple[tuple[str, str], ...] = (
    ("bulb", "ghostathome-legend-bulb"),
    ("ghost", "ghostathome-legend-ghost"),
    ("cat", "ghostathome-legend-cat"),
    ("empty", "ghostathome-legend-empty"),
    ("star", "ghostathome-legend-wild"),
)
"""Each icon of the legend and the message saying what it means."""


def _legend_icon(image: Image.Image, kind: str, centre: tuple[float, float], size: int) -> None:
    if kind == "bulb":
        paste_icon(image, bulb(size), centre)
    elif kind == "ghost":
        paste_icon(image, ghost(size), centre)
    elif kind == "cat":
        paste_icon(image, cat(size), centre)
    elif kind == "star":
        paste_icon(image, star(round(size * 0.8)), centre)
    else:
        x, y = centre
        box = (x - size * 0.6, y - size * 0.42, x + size * 0.6, y + size * 0.42)
        ImageDraw.Draw(image).rectangle(box, fill=EMPTY_DARK)
        dashed_box(ImageDraw.Draw(image), box, EMPTY_EDGE, dash=5, gap=4)


def _draw_legend_line(image: Image.Image, y: int, lang: str) -> None:
    face = font(17)
    x: float = MARGIN
    middle = y + LEGEND_H / 2
    for kind, key in LEGEND:
        text = say(msg(key), lang)
        _legend_icon(image, kind, (x + 14, middle), 28)
        draw_text(image, (x + 38, middle), text, face, MUTED, "lm")
        x += 38 + text_width(text, face) + 28


def _draw_legend_cell(image: Image.Image, box: Box, lang: str) -> None:
    x0, y0, _, _ = box
    rounded(image, box, 14, PANEL)
    title = say(msg("ghostathome-legend-title"), lang)
    draw_text(image, (x0 + 24, y0 + 30), title, font(22, bold=True), TEXT, "lm")
    face = font(19)
    lines = (*LEGEND, ("text", "ghostathome-legend-floors"), ("text", "ghostathome-legend-strike"))
    y = y0 + 72
    for kind, key in lines:
        text = say(msg(key), lang)
        if kind != "text":
            _legend_icon(image, kind, (x0 + 44, y), 36)
            draw_text(image, (x0 + 80, y), text, face, MUTED, "lm")
            y += 46
        else:
            draw_text(image, (x0 + 24, y), text, font(17), DIM, "lm")
            y += 26
