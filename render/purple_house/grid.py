"""The frame and the House area grid of The Purple House board."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.games.purple_house.views import CellView, PurpleHouseView
from bot.i18n import EN, Msg, msg, say
from render.cache import KB, bounded, frame_cache
from render.purple_house.art import (
    BACKGROUND,
    DIM,
    EMPTY_EDGE,
    EMPTY_SLOT,
    GOLD,
    LADY_INK,
    MUTED,
    PANEL,
    SYMBOL_COLOURS,
    TEXT,
    Box,
    card_back,
    card_front,
    dashed_outline,
    rounded,
)
from render.purple_house.icons import paste_icon, symbol_icon
from render.purple_house.layout import (
    BODY_Y,
    CANDLE_BOX,
    CARD,
    FOOT,
    GAP_X,
    GAP_Y,
    GRID_H,
    GRID_W,
    GRID_X,
    HEIGHT,
    MAX_ROWS,
    PAD,
    PANEL_W,
    PANEL_X,
    PATH_BOX,
    PLAYERS_BOX,
    SLOT_GAP,
    SLOT_H,
    TOP_BOX,
    WIDTH,
    _panel,
    _player_columns,
)
from render.purple_house.reveal import draw_not_laid_out, draw_reveal_legend, draw_revealed_cell
from render.text import draw_text, fit_text, font

# --- the frame: what every picture of a kind shares (drawn once, then copied) ---------------------


@frame_cache
def _frame(kind: str, lang: str = EN) -> Image.Image:
    """Background and panel boxes with their titles in ``lang``; ``kind`` is ``grid``, ``scout`` or ``hand``."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    _panel(image, *TOP_BOX)
    _panel(image, *CANDLE_BOX)
    _panel(image, *PATH_BOX, title=say(msg("purplehouse-pic-path"), lang))
    _panel(image, *PLAYERS_BOX, title=say(msg("purplehouse-pic-players"), lang))
    candles, face = fit_text(say(msg("purplehouse-pic-candles"), lang), 90, 20, 14, bold=True)
    draw_text(image, (PANEL_X + PAD, CANDLE_BOX[0] + 33), candles, face, TEXT, "lm")
    ghost_x = PANEL_X + PANEL_W - 150
    paste_icon(image, "ghost", (ghost_x, CANDLE_BOX[0] + 12), 42, LADY_INK)
    deck, face = fit_text(say(msg("purplehouse-pic-ghost-deck"), lang), 96, 15, 11, bold=True)
    draw_text(image, (ghost_x + 50, CANDLE_BOX[0] + 22), deck, face, MUTED, "lm")
    y = PATH_BOX[0] + 44
    for symbol in range(4):
        paste_icon(image, symbol_icon(symbol), (PANEL_X + PAD, y + 5), SLOT_H - 10, SYMBOL_COLOURS[symbol])
        y += SLOT_H + SLOT_GAP
    heads: tuple[Msg, ...] = (msg("purplehouse-pic-head-cards"), msg("purplehouse-pic-head-status"))
    if kind == "grid":
        heads = (msg("purplehouse-item-handkerchief"), msg("purplehouse-item-corner"), msg("purplehouse-item-centre"))
    columns = _player_columns(len(heads))
    for head, x in zip(heads, columns, strict=True):
        label, face = fit_text(say(head, lang), columns[1] - columns[0] + 6, 13, 10, bold=True)
        draw_text(image, (x, PLAYERS_BOX[0] + 22), label, face, MUTED, "mm")
    if kind == "grid":
        _draw_grid_legend_frame(image, lang)
    return image


# --- the House area grid ----------------------------------------------------------------------


def _card_size(view: PurpleHouseView) -> int:
    """Card side: 114 px for 5 columns and up to 5 rows, smaller only for unusually big grids."""
    cols = max(1, view.columns)
    rows = max(1, -(-len(view.cells) // cols))
    by_width = (GRID_W - (cols - 1) * GAP_X) // cols
    by_height = (GRID_H - (rows - 1) * GAP_Y) // rows - FOOT
    return min(CARD, by_width, by_height)


def cell_box(view: PurpleHouseView, cell: int) -> Box:
    """Picture box (x0, y0, x1, y1) of the card in 1-based grid ``cell``; its number is written just below."""
    size = _card_size(view)
    cols = max(1, view.columns)
    row, col = divmod(cell - 1, cols)
    x0 = GRID_X + col * (size + GAP_X)
    y0 = BODY_Y + row * (size + FOOT + GAP_Y)
    return x0, y0, x0 + size, y0 + size


@bounded(64 * KB)
def _empty_slot(size: int) -> Image.Image:
    """An empty grid cell (dashed outline on a dark slot) on the background: one paste instead of ~35 shapes."""
    image = Image.new("RGB", (size, size), BACKGROUND)
    rounded(image, (0, 0, size, size), 10, EMPTY_SLOT)
    dashed_outline(image, (0, 0, size, size), EMPTY_EDGE)
    return image


def _draw_cell(image: Image.Image, view: PurpleHouseView, cell: CellView, size: int, lang: str = EN) -> None:
    x0, y0, x1, y1 = cell_box(view, cell.cell)
    number_colour = TEXT
    if cell.empty:
        image.paste(_empty_slot(size), (round(x0), round(y0)))
        empty, face = fit_text(say(msg("purplehouse-pic-empty"), lang), size - 8, 15, 10)
        draw_text(image, ((x0 + x1) / 2, (y0 + y1) / 2), empty, face, DIM, "mm")
        number_colour = DIM
    elif cell.revealed is not None:
        draw_revealed_cell(image, (x0, y0, x1, y1), cell, size, lang)
    elif cell.face_up and cell.card is not None:
        rounded(image, (x0 - 5, y0 - 5, x1 + 5, y1 + 5), 14, GOLD)
        image.paste(card_front(size, cell.card, lang), (round(x0), round(y0)))
        number_colour = GOLD
    else:
        image.paste(card_back(size, cell.marks), (round(x0), round(y0)))
    face = font(22 if size >= 80 else 16, bold=True)
    draw_text(image, ((x0 + x1) / 2, y1 + FOOT / 2 + 2), str(cell.cell), face, number_colour, "mm")


LEGEND_Y = BODY_Y + 4 * (CARD + FOOT + GAP_Y) + 6
"""Top of the legend drawn under grids of at most 4 rows."""


def _draw_grid_legend_frame(image: Image.Image, lang: str = EN) -> None:
    """The legend under the grid (covered by a fifth row of cards when there is one), in ``lang``."""
    y = LEGEND_Y
    rounded(image, (GRID_X, y, GRID_X + GRID_W, BODY_Y + GRID_H), 12, PANEL)
    title, face = fit_text(say(msg("purplehouse-pic-legend-title"), lang), GRID_W - 2 * PAD, 16, 12, bold=True)
    draw_text(image, (GRID_X + PAD, y + 18), title, face, TEXT, "lm")
    small = 36
    columns = (GRID_X + PAD, GRID_X + PAD + 300)
    rows = (y + 38, y + 38 + small + 10)
    legend = (
        ("corner", msg("purplehouse-pic-legend-corner")),
        ("centre", msg("purplehouse-pic-legend-centre")),
        ("empty", msg("purplehouse-pic-legend-empty")),
        ("room", msg("purplehouse-pic-legend-room")),
    )
    for i, (what, words) in enumerate(legend):
        x, ty = columns[i % 2], rows[i // 2]
        if what == "corner":
            image.paste(card_back(small, ("ul",)), (x, ty))
        elif what == "centre":
            image.paste(card_back(small, ("c",)), (x, ty))
        elif what == "empty":
            rounded(image, (x, ty, x + small, ty + small), 8, EMPTY_SLOT)
            dashed_outline(image, (x, ty, x + small, ty + small), EMPTY_EDGE, dash=5, gap=4)
        else:
            rounded(image, (x, ty, x + small, ty + small), 8, GOLD)
            rounded(image, (x + 4, ty + 4, x + small - 4, ty + small - 4), 6, (248, 242, 230))
        label, face = fit_text(say(words, lang), 300 - small - 10 - 8, 15, 11)
        draw_text(image, (x + small + 10, ty + small / 2), label, face, MUTED, "lm")


def _draw_grid(image: Image.Image, view: PurpleHouseView, lang: str = EN) -> None:
    size = _card_size(view)
    rows = -(-len(view.cells) // max(1, view.columns))
    if rows > MAX_ROWS - 1:
        ImageDraw.Draw(image).rectangle((GRID_X, LEGEND_Y, GRID_X + GRID_W, BODY_Y + GRID_H), fill=BACKGROUND)
    elif any(c.revealed for c in view.cells):
        draw_reveal_legend(image, LEGEND_Y, lang)
    if view.not_laid_out and not view.cells:
        ImageDraw.Draw(image).rectangle((GRID_X, LEGEND_Y, GRID_X + GRID_W, BODY_Y + GRID_H), fill=BACKGROUND)
        draw_not_laid_out(image, view, lang)
    for cell in view.cells:
        _draw_cell(image, view, cell, size, lang)
