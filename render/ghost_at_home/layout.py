"""Colours, sizes and the cell and floor layout of the Ghost at Home board."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.ghost_at_home.views import GhostView
from render.ghost_at_home.cards import CARD_GAP
from render.ghost_at_home.icons import (
    RGB,
    Box,
)

BACKGROUND: RGB = (20, 17, 28)
PANEL: RGB = (33, 28, 46)
PANEL_EDGE: RGB = (58, 50, 80)
TEXT: RGB = (242, 237, 248)
MUTED: RGB = (170, 160, 190)
DIM: RGB = (105, 98, 120)
GOLD: RGB = (255, 200, 50)
GREEN: RGB = (72, 214, 124)
AMBER: RGB = (255, 176, 59)
DARK_TEXT: RGB = (18, 14, 24)
WALL: RGB = (196, 178, 142)
ROOF: RGB = (132, 46, 58)
ROOF_EDGE: RGB = (84, 26, 36)
GROUND: RGB = (70, 60, 44)
ROOM_DARK: RGB = (70, 76, 128)
ROOM_LIT: RGB = (255, 222, 132)
BOARDS_DARK: RGB = (52, 56, 98)
BOARDS_LIT: RGB = (222, 176, 92)
EMPTY_DARK: RGB = (14, 12, 22)
EMPTY_LIT: RGB = (74, 60, 22)
EMPTY_EDGE: RGB = (84, 80, 108)
GUTTER_LIT: RGB = (66, 56, 30)

WIDTH = 1080
MARGIN = 20
HEADER_H = 56
STATUS_Y, STATUS_H = 58, 44
GRID_Y = 114
COLUMNS = 2
CELL_GAP = 16
CELL_W = (WIDTH - 2 * MARGIN - (COLUMNS - 1) * CELL_GAP) // COLUMNS
PAD = 12
GUTTER = 40
HOUSE_W = 330
WALL_W = 6
GROUND_H = 6
NAME_H = 42
INFO_X = PAD + HOUSE_W + 16
INFO_W = CELL_W - INFO_X - PAD
LEGEND_H = 40
HAND_TITLE_H = 34
HAND_CARDS_H = 176
CARDS_PER_ROW = 6
"""More cards than this in a hand take a second row."""
OUTLINE_W = 4
ALT_LIMIT = 1000
REVEAL_GAP = 8
"""Between a house's name bar and its reveal strip."""
REVEAL_TITLE_H = 36
REVEAL_CARDS_H = 156
REVEAL_H = REVEAL_TITLE_H + REVEAL_CARDS_H + 2 * 8
"""The strip under a house showing its hand once the game is over (title, card faces, padding)."""


@dataclass(frozen=True)
class _Layout:
    """Sizes that depend on the number of players and on whose view it is."""

    players: int
    private: bool
    floor_h: int
    roof_h: int
    hand_rows: int
    """Rows of cards in the hand panel along the bottom."""
    reveal: bool = False
    """The game is over: every cell has a strip showing its seat's hand under the name bar."""

    @property
    def rows(self) -> int:
        """Rows of house cells."""
        return -(-self.players // COLUMNS)

    @property
    def house_h(self) -> int:
        """Roof, three floors and the ground."""
        return self.roof_h + 3 * self.floor_h + GROUND_H

    @property
    def cell_h(self) -> int:
        """One house cell: padding, house, name bar (and, at the end, the reveal strip)."""
        strip = REVEAL_GAP + REVEAL_H if self.reveal else 0
        return PAD + self.house_h + 8 + NAME_H + strip + PAD

    @property
    def hand_in_cell(self) -> bool:
        """Three players: the free fourth cell holds the seat's hand."""
        return self.private and self.players % COLUMNS == 1

    @property
    def legend_in_cell(self) -> bool:
        """Three players, public view: the free fourth cell holds the legend."""
        return not self.private and self.players % COLUMNS == 1

    @property
    def grid_bottom(self) -> int:
        """Y just below the last row of cells."""
        return GRID_Y + self.rows * self.cell_h + (self.rows - 1) * CELL_GAP

    @property
    def hand_box(self) -> Box | None:
        """The panel holding the seat's hand, if any."""
        if not self.private:
            return None
        if self.hand_in_cell:
            return _cell(self.players, self)
        y = self.grid_bottom + CELL_GAP
        cards = self.hand_rows * HAND_CARDS_H + (self.hand_rows - 1) * CARD_GAP
        return (MARGIN, y, WIDTH - MARGIN, y + HAND_TITLE_H + cards + 2 * PAD)

    @property
    def legend_y(self) -> int:
        """Top of the legend line along the bottom."""
        box = self.hand_box
        return int(box[3]) + 6 if box is not None and not self.hand_in_cell else self.grid_bottom + 6

    @property
    def height(self) -> int:
        """Height of the whole picture."""
        return self.grid_bottom + MARGIN if self.legend_in_cell else self.legend_y + LEGEND_H + 8


def _layout(view: GhostView) -> _Layout:
    """The layout of a view's picture; once hands are revealed, a seat's view is laid out like the public one."""
    big = view.players <= COLUMNS
    rows = 1 if len(view.hand) <= CARDS_PER_ROW else 2
    reveal = bool(view.hands)
    private = view.seat is not None and not reveal
    return _Layout(view.players, private, 104 if big else 80, 62 if big else 50, rows, reveal)


def _cell(index: int, layout: _Layout) -> Box:
    """The box (x0, y0, x1, y1) of house cell ``index`` (seat order, two per row)."""
    row, col = divmod(index, COLUMNS)
    x0 = MARGIN + col * (CELL_W + CELL_GAP)
    y0 = GRID_Y + row * (layout.cell_h + CELL_GAP)
    return x0, y0, x0 + CELL_W, y0 + layout.cell_h


def _reveal(seat: int, layout: _Layout) -> Box:
    """The reveal strip of a seat's cell, under its name bar (meaningful when ``layout.reveal``)."""
    x0, y0, x1, _ = _cell(seat, layout)
    top = y0 + PAD + layout.house_h + 8 + NAME_H + REVEAL_GAP
    return x0 + PAD, top, x1 - PAD, top + REVEAL_H


def _floor(seat: int, floor: int, layout: _Layout) -> Box:
    """One floor of a seat's house, walls included, gutter excluded (floor 1 at the bottom)."""
    x0, y0, _, _ = _cell(seat, layout)
    top = y0 + PAD + layout.roof_h + (3 - floor) * layout.floor_h
    return x0 + PAD + GUTTER, top, x0 + PAD + HOUSE_W, top + layout.floor_h


def cell_box(view: GhostView, seat: int) -> Box:
    """The picture box (x0, y0, x1, y1) of a seat's house cell in the picture of ``view``."""
    return _cell(seat, _layout(view))


def floor_box(view: GhostView, seat: int, floor: int) -> Box:
    """The box of one floor of a seat's house (walls included) in the picture of ``view``."""
    return _floor(seat, floor, _layout(view))


def reveal_box(view: GhostView, seat: int) -> Box | None:
    """The box of a seat's end-of-game hand strip in the picture of ``view``; None while the game runs."""
    layout = _layout(view)
    return _reveal(seat, layout) if layout.reveal else None


def room_box(view: GhostView, seat: int, floor: int, side: int) -> Box:
    """The inner box of a room (``side`` 0 left, 1 right) inside its walls, in the picture of ``view``."""
    x0, y0, x1, y1 = floor_box(view, seat, floor)
    room_w = (x1 - x0 - 3 * WALL_W) / 2
    left = x0 + WALL_W + side * (room_w + WALL_W)
    return left, y0 + WALL_W, left + room_w, y1


def _name(names: Sequence[str], seat: int) -> str:
    """The seat's name (``render_board`` gives every seat one: ``board.seat_names``)."""
    return names[seat]
