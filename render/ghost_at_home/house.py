"""One player's house on the Ghost at Home board: floors, rooms, name, info and outline ring."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.games.ghost_at_home.views import FloorView, GhostView, HouseView
from bot.i18n import EN, Msg, msg, say
from render.cache import KB, bounded
from render.ghost_at_home.icons import (
    ALARM,
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
from render.ghost_at_home.layout import (
    AMBER,
    BOARDS_DARK,
    BOARDS_LIT,
    DARK_TEXT,
    DIM,
    EMPTY_DARK,
    EMPTY_EDGE,
    EMPTY_LIT,
    GOLD,
    GREEN,
    GUTTER,
    GUTTER_LIT,
    HOUSE_W,
    INFO_W,
    INFO_X,
    MUTED,
    NAME_H,
    OUTLINE_W,
    PAD,
    PANEL,
    PANEL_EDGE,
    ROOM_DARK,
    ROOM_LIT,
    TEXT,
    WALL,
    WALL_W,
    _cell,
    _floor,
    _Layout,
    _name,
)
from render.text import draw_text, fit_text, font, text_width

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


@bounded(768 * KB)
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


def _draw_house(
    image: Image.Image, view: GhostView, hv: HouseView, layout: _Layout, names: Sequence[str], lang: str = EN
) -> None:
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
    top_floor = _floor(hv.seat, 3, layout)
    mid = (top_floor[0] + top_floor[2]) / 2
    if view.winner == hv.seat:
        paste_icon(image, crown(round(layout.roof_h * 0.8)), (mid, top_floor[1] - layout.roof_h * 0.42))
    elif view.escaping == hv.seat:
        label_face = font(18 if layout.roof_h < 60 else 21, bold=True)
        escaping = say(msg("ghostathome-pic-escaping"), lang)
        w = text_width(escaping, label_face) + 20
        ly = top_floor[1] - layout.roof_h * 0.3
        rounded(image, (mid - w / 2, ly - 14, mid + w / 2, ly + 14), 8, GREEN)
        draw_text(image, (mid, ly), escaping, label_face, DARK_TEXT, "mm")
    _draw_name(image, view, hv, layout, names, lang)
    _draw_info(image, view, hv, layout, lang)
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


def _draw_name(
    image: Image.Image, view: GhostView, hv: HouseView, layout: _Layout, names: Sequence[str], lang: str = EN
) -> None:
    x0, y0, x1, _ = _cell(hv.seat, layout)
    top = y0 + PAD + layout.house_h + 8
    box = (x0 + PAD, top, x1 - PAD, top + NAME_H)
    mine = hv.seat == view.seat
    rounded(image, box, 10, (52, 44, 26) if mine else PANEL_EDGE)
    name = _name(names, hv.seat)
    label = say(msg("ghostathome-pic-you", player=name), lang) if mine else name
    colour = DIM if hv.left_game else (GOLD if mine or view.winner == hv.seat else TEXT)
    text, face = fit_text(label, box[2] - box[0] - 24, 24, 15, bold=True)
    draw_text(image, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), text, face, colour, "mm")


def _tags(view: GhostView, seat: int, lang: str = EN) -> list[tuple[str, str, RGB]]:
    """Short labels for a house in ``lang``: (title, detail, colour)."""
    out: list[tuple[Msg, Msg, RGB]] = []
    window = view.window
    if view.winner == seat:
        won = "ghostathome-tag-escaped" if view.houses[seat].full else "ghostathome-tag-last"
        out.append((msg("ghostathome-tag-winner"), msg(won), GOLD))
    if seat in view.resigned:
        out.append((msg("ghostathome-tag-left"), msg("ghostathome-tag-left-detail"), DIM))
    if window is not None:
        if window.kind == "defend" and window.by == seat and window.target != seat:
            out.append((msg("ghostathome-tag-sent"), msg("ghostathome-tag-sent-floor", floor=window.floor), MUTED))
        if view.escaping == seat:
            out.append((msg("ghostathome-tag-escaping"), msg("ghostathome-tag-escaping-detail"), GREEN))
        if window.seat == seat:
            if window.kind == "defend":
                detail = msg("ghostathome-tag-answer-cat", floor=window.floor)
            else:
                detail = msg("ghostathome-tag-answer-stop", count=window.ghosts_left)
            out.append((msg("ghostathome-tag-answer"), detail, ALARM))
    elif view.turn == seat and view.winner is None:
        whose = "ghostathome-tag-your-turn" if seat == view.seat else "ghostathome-tag-their-turn"
        out.append((msg("ghostathome-tag-to-play"), msg(whose), GOLD))
    return [(say(title, lang), say(detail, lang), colour) for title, detail, colour in out]


def _draw_info(image: Image.Image, view: GhostView, hv: HouseView, layout: _Layout, lang: str = EN) -> None:
    """Hand size, rooms explored and the house's tags, right of the house, words in ``lang``."""
    cx0, cy0, _, _ = _cell(hv.seat, layout)
    x0, x1 = cx0 + INFO_X, cx0 + INFO_X + INFO_W
    y = cy0 + PAD + 6
    label = font(17, bold=True)
    big = font(32, bold=True)
    draw_text(image, (x0, y + 8), say(msg("ghostathome-pic-hand"), lang), label, MUTED, "lm")
    backs = min(hv.hand_size, 5)
    cw, ch = 22, 32
    for k in range(backs):
        paste_icon(image, card_back(cw, ch), (x0 + cw / 2 + k * 12, y + 24 + ch / 2))
    num_x = x0 + (cw + (backs - 1) * 12 + 10 if backs else 0)
    draw_text(image, (num_x, y + 24 + ch / 2), str(hv.hand_size), big, TEXT, "lm")
    y += 24 + ch + 12
    draw_text(image, (x0, y + 8), say(msg("ghostathome-pic-rooms"), lang), label, MUTED, "lm")
    draw_text(image, (x0, y + 24 + ch / 2), f"{hv.explored}/6", big, GREEN if hv.full else TEXT, "lm")
    y += 24 + ch + 12
    tags = _tags(view, hv.seat, lang)
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


@bounded(192 * KB)
def _ring_mask(w: int, h: int, radius: int, width: int) -> Image.Image:
    """Mask of a rounded ring (an outline drawn over a finished cell)."""
    mask = Image.new("RGB", (w, h), (0, 0, 0))
    rounded(mask, (0, 0, w, h), radius, (255, 255, 255))
    rounded(mask, (width, width, w - width, h - width), max(0, radius - width), (0, 0, 0))
    return mask.convert("L")


@bounded(64 * KB)
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
