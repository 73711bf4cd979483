"""Board picture and alt text of Ghost at Home, drawn from a :class:`GhostView`.

The picture is 1080 px wide so that it still reads when Discord shrinks it to
a phone's width. Houses stand in a grid of two columns (two players: one row;
three or four: two rows), each a column of three floors under a roof with the
player's name, hand size and rooms beside it. A seat's own view adds its hand
as card faces: at the bottom, or in the free fourth cell with three players.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.ghost_at_home.views import FloorView, GhostView, HouseView
from render.ghost_at_home_cards import CARD_GAP, card_name, draw_hand
from render.ghost_at_home_icons import (
    ALARM,
    OUTLINE,
    RGB,
    Box,
    bulb,
    card_back,
    cat,
    crown,
    dashed_box,
    ghost,
    glow,
    paste_icon,
    rounded,
    star,
)
from render.regions import RegionCache
from render.text import draw_text, fit_text, font, text_width

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


@dataclass(frozen=True)
class _Layout:
    """Sizes that depend on the number of players and on whose view it is."""

    players: int
    private: bool
    floor_h: int
    roof_h: int
    hand_rows: int
    """Rows of cards in the hand panel along the bottom."""

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
        """One house cell: padding, house, name bar."""
        return PAD + self.house_h + 8 + NAME_H + PAD

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
    big = view.players <= COLUMNS
    rows = 1 if len(view.hand) <= CARDS_PER_ROW else 2
    return _Layout(view.players, view.seat is not None, 104 if big else 80, 62 if big else 50, rows)


def _cell(index: int, layout: _Layout) -> Box:
    """The box (x0, y0, x1, y1) of house cell ``index`` (seat order, two per row)."""
    row, col = divmod(index, COLUMNS)
    x0 = MARGIN + col * (CELL_W + CELL_GAP)
    y0 = GRID_Y + row * (layout.cell_h + CELL_GAP)
    return x0, y0, x0 + CELL_W, y0 + layout.cell_h


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


def room_box(view: GhostView, seat: int, floor: int, side: int) -> Box:
    """The inner box of a room (``side`` 0 left, 1 right) inside its walls, in the picture of ``view``."""
    x0, y0, x1, y1 = floor_box(view, seat, floor)
    room_w = (x1 - x0 - 3 * WALL_W) / 2
    left = x0 + WALL_W + side * (room_w + WALL_W)
    return left, y0 + WALL_W, left + room_w, y1


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) and names[seat] else f"Player {seat + 1}"


# --- the frame: what stays the same for a whole game (drawn once, then copied) ------------------


@lru_cache(maxsize=16)
def _frame_image(layout: _Layout) -> Image.Image:
    """Background, title, cell panels, roofs, ground, hand panel and legend."""
    image = Image.new("RGB", (WIDTH, layout.height), BACKGROUND)
    draw_text(image, (MARGIN, HEADER_H / 2), "Ghost at Home", font(30, bold=True), TEXT, "lm")
    for seat in range(layout.players):
        x0, y0, x1, y1 = _cell(seat, layout)
        rounded(image, (x0, y0, x1, y1), 14, PANEL)
        _draw_roof(image, seat, layout)
        fx0, _, fx1, fy1 = _floor(seat, 1, layout)
        ImageDraw.Draw(image).rectangle((fx0 - 14, fy1, fx1 + 14, fy1 + GROUND_H - 1), fill=GROUND)
    box = layout.hand_box
    if box is not None:
        rounded(image, box, 14, PANEL, outline=GOLD, width=3)
    if layout.legend_in_cell:
        _draw_legend_cell(image, _cell(layout.players, layout))
    else:
        _draw_legend_line(image, layout.legend_y)
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
    ("bulb", "light on"),
    ("ghost", "ghost"),
    ("cat", "cat (guards its floor)"),
    ("empty", "unexplored room"),
    ("star", "wild room"),
)


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


def _draw_legend_line(image: Image.Image, y: int) -> None:
    face = font(17)
    x = MARGIN
    middle = y + LEGEND_H / 2
    for kind, text in LEGEND:
        _legend_icon(image, kind, (x + 14, middle), 28)
        draw_text(image, (x + 38, middle), text, face, MUTED, "lm")
        x += 38 + text_width(text, face) + 28


def _draw_legend_cell(image: Image.Image, box: Box) -> None:
    x0, y0, _, _ = box
    rounded(image, box, 14, PANEL)
    draw_text(image, (x0 + 24, y0 + 30), "How to read a house", font(22, bold=True), TEXT, "lm")
    face = font(19)
    lines = (
        *LEGEND,
        ("text", "Floor 1 is at the bottom; ghosts strike"),
        ("text", "the highest floor with rooms."),
    )
    y = y0 + 72
    for kind, text in lines:
        if kind != "text":
            _legend_icon(image, kind, (x0 + 44, y), 36)
            draw_text(image, (x0 + 80, y), text, face, MUTED, "lm")
            y += 46
        else:
            draw_text(image, (x0 + 24, y), text, font(17), DIM, "lm")
            y += 26


# --- houses -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Tile:
    """Everything that decides how one floor looks; equal tiles share one cached picture."""

    floor_h: int
    number: int
    lit: bool
    rooms: tuple[tuple[str, bool], ...]
    """(room card kind or "" when unexplored, cat on it) for the left and right room."""
    ghost: bool


def _tile_of(fv: FloorView, floor_h: int, gone: bool) -> _Tile:
    rooms = tuple((s.room.kind if s.room else "", s.cat is not None) for s in (fv.left, fv.right))
    return _Tile(floor_h, fv.number, fv.lit and not gone, rooms, fv.ghost is not None)


@lru_cache(maxsize=256)
def _floor_tile(tile: _Tile) -> Image.Image:
    """One floor with its gutter: walls, two rooms (explored or not, lit or dark), cats, ghost, bulb."""
    h = tile.floor_h
    image = Image.new("RGB", (HOUSE_W, h), PANEL)
    x0, x1 = GUTTER, HOUSE_W
    draw = ImageDraw.Draw(image)
    draw.rectangle((x0, 0, x1 - 1, h - 1), fill=WALL)
    room_w = (x1 - x0 - 3 * WALL_W) / 2
    for side, (kind, has_cat) in enumerate(tile.rooms):
        left = x0 + WALL_W + side * (room_w + WALL_W)
        _draw_room(image, draw, (left, WALL_W, left + room_w, h), side, (kind, has_cat), tile.lit)
    gx = x0 / 2 - 2
    if tile.lit:
        rounded(image, (2, 2, x0 - 4, h - 2), 8, GUTTER_LIT)
    draw_text(image, (gx, 15), str(tile.number), font(20, bold=True), GOLD if tile.lit else MUTED, "mm")
    size = min(34, h - 38)
    centre = (gx, h - 6 - size / 2)
    if tile.lit:
        paste_icon(image, glow(size + 12), centre)
    paste_icon(image, bulb(size, on=tile.lit), centre)
    if tile.ghost:
        paste_icon(image, ghost(round(h * 0.72)), ((x0 + x1) / 2, (WALL_W + h) / 2))
    return image


def _draw_room(
    image: Image.Image, draw: ImageDraw.ImageDraw, box: Box, side: int, room: tuple[str, bool], lit: bool
) -> None:
    """One room: unexplored (dashed) or explored (floorboards, a star if wild, its cat)."""
    x0, y0, x1, y1 = box
    kind, has_cat = room
    if not kind:
        draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=EMPTY_LIT if lit else EMPTY_DARK)
        dashed_box(draw, (x0 + 5, y0 + 5, x1 - 5, y1 - 5), GOLD if lit else EMPTY_EDGE)
        return
    draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=ROOM_LIT if lit else ROOM_DARK)
    board_h = max(6, round((y1 - y0) * 0.16))
    draw.rectangle((x0, y1 - board_h, x1 - 1, y1 - 1), fill=BOARDS_LIT if lit else BOARDS_DARK)
    if kind == "wild":
        paste_icon(image, star(22), (x1 - 15 if side else x0 + 15, y0 + 15))
    if has_cat:
        size = round((y1 - y0) * 0.7)
        paste_icon(image, cat(size), ((x0 + x1) / 2, y1 - board_h / 2 - size / 2 + 2))


def _draw_house(image: Image.Image, view: GhostView, hv: HouseView, layout: _Layout, names: Sequence[str]) -> None:
    gone = hv.left_game
    cx0 = _cell(hv.seat, layout)[0]
    for fv in hv.floors:
        top = _floor(hv.seat, fv.number, layout)[1]
        image.paste(_floor_tile(_tile_of(fv, layout.floor_h, gone)), (round(cx0 + PAD), round(top)))
    window = view.window
    if window is not None and window.kind == "defend" and window.target == hv.seat:
        x0, y0, x1, y1 = _floor(hv.seat, window.floor, layout)
        _ring(image, (x0 - 4, y0 - 2, x1 + 4, y1 + 2), 6, ALARM, 4)
        size = round(layout.floor_h * 0.78)
        paste_icon(image, ghost(size, alarm=True), (x1 - (x1 - x0) / 4, (y0 + y1) / 2 + 2))
    elif window is not None and window.kind == "stop" and window.target == hv.seat:
        x0, y0, x1, y1 = _floor(hv.seat, window.floor, layout)
        _ring(image, (x0 - 4, y0 - 2, x1 + 4, y1 + 2), 6, AMBER, 4)
    top = _floor(hv.seat, 3, layout)
    mid = (top[0] + top[2]) / 2
    if view.winner == hv.seat:
        paste_icon(image, crown(round(layout.roof_h * 0.8)), (mid, top[1] - layout.roof_h * 0.42))
    elif view.escaping == hv.seat:
        label_face = font(18 if layout.roof_h < 60 else 21, bold=True)
        w = text_width("ESCAPING!", label_face) + 20
        ly = top[1] - layout.roof_h * 0.3
        rounded(image, (mid - w / 2, ly - 14, mid + w / 2, ly + 14), 8, GREEN)
        draw_text(image, (mid, ly), "ESCAPING!", label_face, DARK_TEXT, "mm")
    _draw_name(image, view, hv, layout, names)
    _draw_info(image, view, hv, layout)
    outline = _cell_outline(view, hv.seat)
    if outline is not None:
        _ring(image, _cell(hv.seat, layout), 14, outline, OUTLINE_W)


def _cell_outline(view: GhostView, seat: int) -> RGB | None:
    window = view.window
    if view.winner == seat:
        return GOLD
    if window is not None and window.seat == seat:
        return ALARM
    if view.escaping == seat:
        return GREEN
    if window is None and view.turn == seat:
        return GOLD
    return None


def _draw_name(image: Image.Image, view: GhostView, hv: HouseView, layout: _Layout, names: Sequence[str]) -> None:
    x0, y0, x1, _ = _cell(hv.seat, layout)
    top = y0 + PAD + layout.house_h + 8
    box = (x0 + PAD, top, x1 - PAD, top + NAME_H)
    mine = hv.seat == view.seat
    rounded(image, box, 10, (52, 44, 26) if mine else PANEL_EDGE)
    name = _name(names, hv.seat)
    label = f"★ {name} (you)" if mine else name
    colour = DIM if hv.left_game else (GOLD if mine or view.winner == hv.seat else TEXT)
    text, face = fit_text(label, box[2] - box[0] - 24, 24, 15, bold=True)
    draw_text(image, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), text, face, colour, "mm")


def _tags(view: GhostView, seat: int) -> list[tuple[str, str, RGB]]:
    """Short labels for a house: (title, detail, colour)."""
    out: list[tuple[str, str, RGB]] = []
    window = view.window
    if view.winner == seat:
        out.append(("♛ WINNER", "escaped!" if view.houses[seat].full else "last one in", GOLD))
    if seat in view.resigned:
        out.append(("LEFT", "the game", DIM))
    if window is not None:
        if window.kind == "defend" and window.by == seat and window.target != seat:
            out.append(("SENT A GHOST", f"at floor {window.floor}", MUTED))
        if view.escaping == seat:
            out.append(("ESCAPING", "can be stopped", GREEN))
        if window.seat == seat:
            if window.kind == "defend":
                out.append(("⚠ ANSWER", f"floor {window.floor}: cat?", ALARM))
            else:
                n = window.ghosts_left
                out.append(("⚠ ANSWER", f"stop? {n} ghost{'s' if n != 1 else ''}", ALARM))
    elif view.turn == seat and view.winner is None:
        out.append(("▶ TO PLAY", "your turn" if seat == view.seat else "their turn", GOLD))
    return out


def _draw_info(image: Image.Image, view: GhostView, hv: HouseView, layout: _Layout) -> None:
    """Hand size, rooms explored and the house's tags, right of the house."""
    cx0, cy0, _, _ = _cell(hv.seat, layout)
    x0, x1 = cx0 + INFO_X, cx0 + INFO_X + INFO_W
    y = cy0 + PAD + 6
    label = font(17, bold=True)
    big = font(32, bold=True)
    draw_text(image, (x0, y + 8), "HAND", label, MUTED, "lm")
    backs = min(hv.hand_size, 5)
    cw, ch = 22, 32
    for k in range(backs):
        paste_icon(image, card_back(cw, ch), (x0 + cw / 2 + k * 12, y + 24 + ch / 2))
    num_x = x0 + (cw + (backs - 1) * 12 + 10 if backs else 0)
    draw_text(image, (num_x, y + 24 + ch / 2), str(hv.hand_size), big, TEXT, "lm")
    y += 24 + ch + 12
    draw_text(image, (x0, y + 8), "ROOMS", label, MUTED, "lm")
    draw_text(image, (x0, y + 24 + ch / 2), f"{hv.explored}/6", big, GREEN if hv.full else TEXT, "lm")
    y += 24 + ch + 12
    tags = _tags(view, hv.seat)
    bottom = cy0 + PAD + layout.house_h
    tag_h = 54
    ty = bottom - len(tags) * (tag_h + 8) + 8
    ty = max(ty, y)
    for title, detail, colour in tags:
        rounded(image, (x0, ty, x1, ty + tag_h), 10, colour)
        ink = TEXT if colour in (ALARM, DIM) else DARK_TEXT
        text, face = fit_text(title, x1 - x0 - 12, 18, 13, bold=True)
        draw_text(image, ((x0 + x1) / 2, ty + 17), text, face, ink, "mm")
        text, face = fit_text(detail, x1 - x0 - 10, 16, 12)
        draw_text(image, ((x0 + x1) / 2, ty + 39), text, face, ink, "mm")
        ty += tag_h + 8


@lru_cache(maxsize=32)
def _ring_mask(w: int, h: int, radius: int, width: int) -> Image.Image:
    """Mask of a rounded ring (an outline drawn over a finished cell)."""
    mask = Image.new("RGB", (w, h), (0, 0, 0))
    rounded(mask, (0, 0, w, h), radius, (255, 255, 255))
    rounded(mask, (width, width, w - width, h - width), max(0, radius - width), (0, 0, 0))
    return mask.convert("L")


@lru_cache(maxsize=32)
def _ring_bands(w: int, h: int, radius: int, width: int) -> tuple[tuple[tuple[int, int], Image.Image], ...]:
    """The ring mask cut into its four edge bands, as (offset, mask) pairs.

    The inside of the ring is all zero, so pasting only the bands gives the
    same pixels as pasting the whole mask, and touches a few percent of them
    (pasting a whole house cell through its mask took ~1.5 ms a board).
    """
    mask = _ring_mask(w, h, radius, width)
    band = min(max(radius, width), w // 2, h // 2)
    boxes = ((0, 0, w, band), (0, h - band, w, h), (0, band, band, h - band), (w - band, band, w, h - band))
    return tuple(((x0, y0), mask.crop((x0, y0, x1, y1))) for x0, y0, x1, y1 in boxes if x1 > x0 and y1 > y0)


def _ring(image: Image.Image, box: Box, radius: int, colour: RGB, width: int) -> None:
    x0, y0, x1, y1 = (round(v) for v in box)
    for (dx, dy), band in _ring_bands(x1 - x0, y1 - y0, radius, width):
        image.paste(colour, (x0 + dx, y0 + dy), band)


# --- header, status and hand ------------------------------------------------------------------


def _status(view: GhostView, names: Sequence[str]) -> tuple[str, RGB, RGB]:
    """The status line: its text, background and ink."""
    window = view.window
    if view.winner is not None:
        w = _name(names, view.winner)
        if view.houses[view.winner].full:
            return f"♛ {w} explored the whole house and escaped!", GOLD, DARK_TEXT
        return f"♛ {w} wins: everybody else left the game", GOLD, DARK_TEXT
    if window is not None and window.kind == "defend":
        by, target = _name(names, window.by), window.target
        if target == view.seat:
            return f"⚠ A ghost from {by} is coming at your floor {window.floor}: defend with a cat?", ALARM, TEXT
        who = _name(names, target)
        return (
            f"⚠ A ghost from {by} is coming at {who}'s floor {window.floor}: {who} may defend with a cat",
            ALARM,
            TEXT,
        )
    if window is not None:
        escaper = "You are" if window.target == view.seat else f"{_name(names, window.target)} is"
        n = window.ghosts_left
        asked = "you" if window.seat == view.seat else _name(names, window.seat)
        ghosts = "a ghost" if n == 1 else f"up to {n} ghosts"
        text = f"⚠ {escaper} escaping! Will {asked} play {ghosts} on floor {window.floor} to stop it?"
        return text, AMBER, DARK_TEXT
    if view.turn is not None and view.turn == view.seat:
        return "▶ Your turn", GOLD, DARK_TEXT
    if view.turn is not None:
        return f"▶ {_name(names, view.turn)} to play", PANEL, TEXT
    return "Game over", PANEL, TEXT


def _draw_header(image: Image.Image, view: GhostView, names: Sequence[str]) -> None:
    face = font(24, bold=True)
    small = font(18)
    x = WIDTH - MARGIN
    middle = HEADER_H / 2
    for label, count in (("discard", view.discard_size), ("deck", view.deck_size)):
        draw_text(image, (x, middle + 1), label, small, MUTED, "rm")
        x -= text_width(label, small) + 6
        draw_text(image, (x, middle), str(count), face, TEXT, "rm")
        x -= text_width(str(count), face) + 8
        if label == "deck":
            paste_icon(image, card_back(22, 32), (x - 11, middle))
        else:
            rounded(image, (x - 22, middle - 16, x, middle + 16), 4, (90, 84, 110), outline=OUTLINE, width=1)
        x -= 40
    if view.beginner:
        draw_text(image, (MARGIN + 232, middle + 3), "beginner game (no specials)", small, MUTED, "lm")
    text, fill, ink = _status(view, names)
    box = (MARGIN, STATUS_Y, WIDTH - MARGIN, STATUS_Y + STATUS_H)
    rounded(image, box, 10, fill)
    label, sface = fit_text(text, box[2] - box[0] - 24, 23, 14, bold=True)
    draw_text(image, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, sface, ink, "mm")


def _draw_hand_panel(image: Image.Image, view: GhostView, layout: _Layout) -> None:
    box = layout.hand_box
    if box is None:
        return
    x0, y0, x1, y1 = box
    n = len(view.hand)
    title = f"★ Your hand: {n} card{'s' if n != 1 else ''}"
    draw_text(image, (x0 + 20, y0 + PAD + HAND_TITLE_H / 2), title, font(22, bold=True), GOLD, "lm")
    draw_hand(image, view.hand, (x0 + PAD + 4, y0 + PAD + HAND_TITLE_H, x1 - PAD - 4, y1 - PAD - 2))


_HOUSES = RegionCache(kept=16)
"""Finished house cells (up to ~0.9 MB each: 16 cover four 4-player games at once)."""


def _house_key(view: GhostView, hv: HouseView, layout: _Layout, names: Sequence[str]) -> tuple[object, ...]:
    """Everything :func:`_draw_house` reads (the cell under it is the layout's frame): equal keys, equal cells."""
    w = view.window
    window = None if w is None else (w.kind, w.seat, w.target, w.floor, w.by, w.ghosts_left)
    return (
        layout,
        hv,
        window,
        view.winner,
        view.escaping,
        view.turn,
        view.seat,
        hv.seat in view.resigned,
        _name(names, hv.seat),
    )


def _paste_house(image: Image.Image, view: GhostView, hv: HouseView, layout: _Layout, names: Sequence[str]) -> None:
    """Draw a house cell, or paste it whole when the same cell was drawn before (most moves change one or two)."""
    box = tuple(round(v) for v in _cell(hv.seat, layout))
    _HOUSES.draw(
        image,
        (box[0], box[1], box[2], box[3]),
        _house_key(view, hv, layout, names),
        lambda: _draw_house(image, view, hv, layout, names),
    )


def render_board(view: GhostView, names: Sequence[str]) -> Image.Image:
    """Draw the board a view allows: every house, hand sizes, piles, whose turn, any open window.

    ``names[i]`` is the display name of seat ``i``. A seat's view (``view.seat``
    set) also shows that seat's hand as card faces. The parts that never
    change in a game are drawn once and copied. The result is an RGB image
    ready for :func:`render.encode.encode_png`.
    """
    layout = _layout(view)
    image = _frame_image(layout).copy()
    _draw_header(image, view, names)
    for hv in view.houses:
        _paste_house(image, view, hv, layout, names)
    _draw_hand_panel(image, view, layout)
    return image


# --- alt text -------------------------------------------------------------------------------


def _floor_words(fv: FloorView) -> str:
    rooms = [s.room for s in (fv.left, fv.right) if s.room is not None]
    cats = sum(s.cat is not None for s in (fv.left, fv.right))
    parts = [f"{len(rooms)} room{'s' if len(rooms) != 1 else ''}" if rooms else "no rooms"]
    if fv.lit:
        parts.append("lit")
    if fv.ghost is not None:
        parts.append("a ghost")
    if cats:
        parts.append("a cat" if cats == 1 else f"{cats} cats")
    return f"floor {fv.number} " + ", ".join(parts)


def _house_words(view: GhostView, hv: HouseView, names: Sequence[str]) -> str:
    who = _name(names, hv.seat) + (" (you)" if hv.seat == view.seat else "")
    if hv.left_game:
        return f"{who} left the game"
    floors = [_floor_words(fv) for fv in hv.floors if fv.lit or fv.ghost is not None or fv.left.room is not None]
    inside = "; ".join(floors) if floors else "nothing explored"
    hand = f"{hv.hand_size} card{'s' if hv.hand_size != 1 else ''} in hand"
    return f"{who}, {hand}, {hv.explored} of 6 rooms: {inside}"


def alt_text(view: GhostView, names: Sequence[str]) -> str:
    """Describe the board for screen readers in at most 1000 characters.

    Says whose turn it is or what the open window asks, then (a seat's view)
    the seat's own hand, then every house floor by floor with hand sizes,
    and the pile sizes. The public text holds no hidden card.
    """
    status, _, _ = _status(view, names)
    parts = [f"Ghost at Home, {view.players} players. {status.lstrip('▶⚠♛ ')}."]
    if view.seat is not None:
        hand = ", ".join(c.label or card_name(c) for c in view.hand) or "no cards"
        parts.append(f"Your hand: {hand}.")
    parts.append(" ".join(_house_words(view, hv, names) + "." for hv in view.houses))
    parts.append(f"Deck {view.deck_size} cards, discard pile {view.discard_size}.")
    text = " ".join(parts).replace("?.", "?").replace("!.", "!")
    return text if len(text) <= ALT_LIMIT else text[: ALT_LIMIT - 1].rstrip() + "…"
