"""The Children frame, put together from its cached top and legend, is the frame drawn in one piece."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops

from render.children import board
from render.children.table import draw_legend, draw_players_frame, draw_table_frame
from render.text import draw_text, font


def _drawn_whole(layout: board._Layout) -> Image.Image:
    """The frame as it was drawn before it was cut in parts: everything on one picture."""
    image = Image.new("RGB", (board.WIDTH, layout.height), board.BACKGROUND)
    draw_text(image, (board.MARGIN, board.HEADER_H / 2), "Children", font(30, bold=True), board.TEXT, "lm")
    board.draw_grid_frame(image, board.GRID_Y)
    draw_players_frame(image, layout.players_box)
    draw_table_frame(image, layout.table_box)
    draw_legend(image, layout.legend_y, board.MARGIN + 6)
    return image


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("private_h", [0, 151, 200, 263])
def test_the_frame_in_parts_is_the_frame_drawn_whole(players: int, private_h: int) -> None:
    """Every player count, public and private panels of odd and even heights: the same pixels."""
    layout = board._Layout(players, private_h)
    assert ImageChops.difference(board._frame_image(layout), _drawn_whole(layout)).getbbox() is None
