"""Sizes and panel boxes of The Purple House board."""

from __future__ import annotations

from PIL import Image

from render.purple_house.art import (
    PANEL,
    PANEL_EDGE,
    RGB,
    TEXT,
    rounded,
)
from render.text import draw_text, font

WIDTH = 1120
MARGIN = 20
HEADER_H = 58
STATUS_Y, STATUS_H = 60, 38
BODY_Y = 112
GRID_X = MARGIN
GRID_W = 618
MAX_ROWS = 5
CARD = 114
"""Side of a House card in the grid (5 columns)."""
FOOT = 28
"""Height of the cell number under each card."""
GAP_X, GAP_Y = 12, 10
GRID_H = MAX_ROWS * (CARD + FOOT) + (MAX_ROWS - 1) * GAP_Y
HEIGHT = BODY_Y + GRID_H + MARGIN
PANEL_X = GRID_X + GRID_W + 22
PANEL_W = WIDTH - MARGIN - PANEL_X
PAD = 14

TOP_BOX = (BODY_Y, BODY_Y + 178)
CANDLE_BOX = (TOP_BOX[1] + 12, TOP_BOX[1] + 12 + 66)
PATH_BOX = (CANDLE_BOX[1] + 12, CANDLE_BOX[1] + 12 + 252)
PLAYERS_BOX = (PATH_BOX[1] + 12, BODY_Y + GRID_H)
PLAYER_ROW_H = 34
SLOT_W, SLOT_H, SLOT_GAP = 58, 46, 6
CANDLE_H = 44
READY_GREEN: RGB = (80, 190, 110)
SCOUTING_AMBER: RGB = (255, 176, 59)


def _panel(image: Image.Image, top: int, bottom: int, title: str = "") -> None:
    rounded(image, (PANEL_X, top, PANEL_X + PANEL_W, bottom), 12, PANEL, outline=PANEL_EDGE, width=1)
    if title:
        draw_text(image, (PANEL_X + PAD, top + 20), title, font(20, bold=True), TEXT, "lm")


def _player_columns(count: int) -> list[float]:
    """Centre x of the players table's value columns."""
    right = PANEL_X + PANEL_W - PAD
    width = 96 if count == 3 else 110
    return [right - width * (count - i) + width / 2 for i in range(count)]
