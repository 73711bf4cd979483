"""The frame of the Rumble in the House board: the parts drawn once per game and then copied."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.games.rumble.model import RumbleView
from bot.i18n import msg, say
from render.cache import KB, ByteCache, frame_cache
from render.rumble.chips import _rounded
from render.rumble.reveal import _draw_reveal_frame
from render.rumble.style import (
    BACKGROUND,
    BODY_Y,
    COURTYARD,
    COURTYARD_TEXT,
    CROWDED_EDGE,
    CROWDED_ROOM,
    DARK_TEXT,
    DOOR_W,
    EXIT_LABEL_H,
    EXIT_Y,
    GOLD,
    HIGHLIGHT,
    HOUSE_H,
    HOUSE_W,
    MARGIN,
    MUTED,
    PANEL,
    PANEL_W,
    PANEL_X,
    ROOM,
    ROOM_INSET,
    SLOT_GAP,
    SLOT_H,
    SLOTS_PER_ROW,
    TEXT,
    WALL,
    WALL_W,
    WIDTH,
    board_height,
)
from render.text import draw_text, fit_text, font, text_width

# --- the frame: what stays the same for a whole game (drawn once, then copied) ----------------


@dataclass(frozen=True, eq=False)
class _Frame:
    """The unchanging parts of a board in one language; equal frames are one object (see :func:`_frame_of`).

    Frames compare and hash by identity, cheap in the keys of cached pieces: a piece keyed by its frame is
    kept per language, as the frame is.
    """

    rows: int
    cols: int
    rooms: tuple[tuple[int, str, int, int], ...]
    """(id, name, row, column) per room, the name said in ``lang``."""
    doors: frozenset[frozenset[int]]
    exit_points: tuple[int, ...]
    private: bool
    """A seat's view: the legend explains the gold ring, the panel has a box for its characters."""
    players: int
    rumbles: int
    revealed: bool
    """A rumble has been scored (or the game ended before it was): the picture is taller, with the reveal
    table under the exit line."""
    lang: str
    """The language of every word the frame and the pieces keyed by it draw."""

    def room_at(self) -> dict[tuple[int, int], int]:
        """Room id per occupied grid cell."""
        return {(row, col): index for index, _, row, col in self.rooms}


_FRAMES: ByteCache[tuple[object, ...], _Frame] = ByteCache("render.rumble.frame.frames", 128 * KB)
"""The one frame object per distinct frame: a few per layout, player count and public or private view
(a frame dropped from here is made again as a new object: pieces kept for the old one are not found)."""


def _frame_of(view: RumbleView, lang: str) -> _Frame:
    """The one frame of ``view``'s board drawn in ``lang``."""
    fields = (
        view.rows,
        view.cols,
        tuple((r.index, say(view.room_words[r.index], lang), r.row, r.col) for r in view.rooms),
        frozenset(frozenset(d) for d in view.doors),
        view.exit_points,
        view.seat is not None and bool(view.my_characters),
        view.players,
        view.rumbles,
        bool(view.reveals) or view.cut_short is not None,
        lang,
    )
    frame = _FRAMES.get(fields)
    if frame is None:
        frame = _Frame(*fields)
        _FRAMES.put(fields, frame)
    return frame


def cell_box(rows: int, cols: int, row: int, col: int) -> tuple[float, float, float, float]:
    """The picture box (x0, y0, x1, y1) of a cell of a ``rows`` x ``cols`` house; walls run along its edges."""
    cw, ch = HOUSE_W / cols, HOUSE_H / rows
    return MARGIN + col * cw, BODY_Y + row * ch, MARGIN + (col + 1) * cw, BODY_Y + (row + 1) * ch


@frame_cache
def _frame_image(frame: _Frame) -> Image.Image:
    """Background, plain rooms with names and walls, courtyard, empty exit line, legend and reveal table box,
    their words in the frame's language."""
    lang = frame.lang
    image = Image.new("RGB", (WIDTH, board_height(frame.players, frame.revealed)), BACKGROUND)
    draw = ImageDraw.Draw(image)
    room_at = frame.room_at()
    empty = [
        cell_box(frame.rows, frame.cols, r, c)
        for r in range(frame.rows)
        for c in range(frame.cols)
        if (r, c) not in room_at
    ]
    for box in empty:
        draw.rectangle(box, fill=COURTYARD)
    if empty:
        centre = (
            (min(b[0] for b in empty) + max(b[2] for b in empty)) / 2,
            (min(b[1] for b in empty) + max(b[3] for b in empty)) / 2,
        )
        draw_text(image, centre, say(msg("rumble-pic-courtyard"), lang), font(22), COURTYARD_TEXT, "mm")
    for index, _, _, _ in frame.rooms:
        _draw_room_floor(image, frame, index, crowded=False)
    for index, _, _, _ in frame.rooms:
        _draw_room_walls(draw, frame, index)
    _draw_exit_frame(image, frame)
    _draw_panel_frame(image, frame)
    if frame.revealed:
        _draw_reveal_frame(image, frame.players, frame.rumbles, lang)
    legend = [(CROWDED_EDGE, "rumble-pic-legend-crowded"), (WALL, "rumble-pic-legend-door")]
    if frame.private:
        legend.append((GOLD, "rumble-pic-legend-mine"))
    ly = BODY_Y + HOUSE_H - 24 * len(legend)
    for colour, key in legend:
        _rounded(image, (PANEL_X + 4, ly + 6, PANEL_X + 18, ly + 20), 3, colour)
        label, face = fit_text(say(msg(key), lang), PANEL_W - 28, 16, 12)
        draw_text(image, (PANEL_X + 28, ly + 13), label, face, MUTED, "lm")
        ly += 24
    return image


def _draw_room_floor(
    image: Image.Image, frame: _Frame, index: int, crowded: bool, offset: tuple[int, int] = (0, 0)
) -> None:
    """Fill a room's cell and write its name, with the fight tag when ``crowded``.

    ``offset`` is the board point at the top-left of ``image`` (a crop of the board).
    """
    _, name, row, col = frame.rooms[index]
    x0, y0, x1, y1 = _shifted(cell_box(frame.rows, frame.cols, row, col), *offset)
    ImageDraw.Draw(image).rectangle((x0, y0, x1, y1), fill=CROWDED_ROOM if crowded else ROOM)
    name_w = x1 - x0 - 2 * ROOM_INSET
    if crowded:
        tag = say(msg("rumble-pic-fight"), frame.lang)
        tag_face = font(16, bold=True)
        tag_w = text_width(tag, tag_face) + 12
        tag_box = (x1 - ROOM_INSET - tag_w, y0 + ROOM_INSET + 1, x1 - ROOM_INSET, y0 + ROOM_INSET + 23)
        _rounded(image, tag_box, 6, CROWDED_EDGE)
        centre = ((tag_box[0] + tag_box[2]) / 2, (tag_box[1] + tag_box[3]) / 2)
        draw_text(image, centre, tag, tag_face, DARK_TEXT, "mm")
        name_w -= tag_w + 4
    label, face = fit_text(name, name_w, 21, 13, bold=True)
    draw_text(image, (x0 + ROOM_INSET, y0 + ROOM_INSET + 11), label, face, TEXT, "lm")


def _draw_room_walls(draw: ImageDraw.ImageDraw, frame: _Frame, index: int, offset: tuple[int, int] = (0, 0)) -> None:
    """The four walls of a room: an opening where a door leads to the room beyond.

    ``offset`` is the board point at the top-left of the picture drawn on.
    """
    _, _, row, col = frame.rooms[index]
    x0, y0, x1, y1 = _shifted(cell_box(frame.rows, frame.cols, row, col), *offset)
    room_at = frame.room_at()
    sides = ((0, 1, (x1, y0, x1, y1)), (1, 0, (x0, y1, x1, y1)), (0, -1, (x0, y0, x0, y1)), (-1, 0, (x0, y0, x1, y0)))
    for dr, dc, seg in sides:
        other = room_at.get((row + dr, col + dc))
        _draw_wall(draw, seg, other is not None and frozenset((index, other)) in frame.doors)


def _draw_wall(draw: ImageDraw.ImageDraw, seg: tuple[float, float, float, float], door: bool) -> None:
    """A wall segment, with a door-sized opening and jambs in its middle when ``door``."""
    x0, y0, x1, y1 = seg
    h = WALL_W / 2
    vertical = x0 == x1
    if not door:
        draw.rectangle((x0 - h, y0 - h, x1 + h, y1 + h), fill=WALL)
        return
    mid = (y0 + y1) / 2 if vertical else (x0 + x1) / 2
    start, end = (y0, y1) if vertical else (x0, x1)
    for a, b in ((start, mid - DOOR_W / 2), (mid + DOOR_W / 2, end)):
        if vertical:
            draw.rectangle((x0 - h, a - h, x0 + h, b + h), fill=WALL)
        else:
            draw.rectangle((a - h, y0 - h, b + h, y0 + h), fill=WALL)
    for jamb in (mid - DOOR_W / 2, mid + DOOR_W / 2):
        if vertical:
            draw.rectangle((x0 - h - 3, jamb - h, x0 + h + 3, jamb + h), fill=WALL)
        else:
            draw.rectangle((jamb - h, y0 - h - 3, jamb + h, y0 + h + 3), fill=WALL)


def _slot_box(rank: int) -> tuple[float, float, float, float]:
    slot_w = (WIDTH - 2 * MARGIN - (SLOTS_PER_ROW - 1) * SLOT_GAP) / SLOTS_PER_ROW
    row, col = divmod(rank, SLOTS_PER_ROW)
    x0 = MARGIN + col * (slot_w + SLOT_GAP)
    y0 = EXIT_Y + EXIT_LABEL_H + row * (SLOT_H + SLOT_GAP)
    return x0, y0, x0 + slot_w, y0 + SLOT_H


def _draw_exit_frame(image: Image.Image, frame: _Frame) -> None:
    """The exit line's title and its empty slots, each with its rank and points."""
    lang = frame.lang
    title, title_face = say(msg("rumble-pic-exit-line"), lang), font(21, bold=True)
    y = EXIT_Y + EXIT_LABEL_H / 2
    draw_text(image, (MARGIN, y), title, title_face, TEXT, "lm")
    sub_x = MARGIN + text_width(title, title_face) + 12
    subtitle, face = fit_text(say(msg("rumble-pic-exit-note"), lang), WIDTH - MARGIN - sub_x, 16, 12)
    draw_text(image, (sub_x, y + 1), subtitle, face, MUTED, "lm")
    slots = len(frame.exit_points)
    for rank, pts in enumerate(frame.exit_points):
        x0, y0, x1, y1 = _slot_box(rank)
        last = rank == slots - 1
        _rounded(image, (x0, y0, x1, y1), 8, PANEL, outline=GOLD if last else HIGHLIGHT, width=2)
        points = str(pts) if last else say(msg("rumble-pic-points", points=pts), lang)
        points_face = font(17, bold=True)
        draw_text(image, (x1 - 10, y0 + 14), points, points_face, GOLD if last else TEXT, "rm")
        label = say(msg("rumble-pic-last-standing"), lang) if last else f"#{rank + 1}"
        room = x1 - x0 - 20 - text_width(points, points_face) - 8
        label, face = fit_text(label, room, 14, 11, bold=True)
        draw_text(image, (x0 + 10, y0 + 14), label, face, GOLD if last else MUTED, "lm")


def _shifted(box: tuple[float, float, float, float], dx: int, dy: int) -> tuple[float, float, float, float]:
    return box[0] - dx, box[1] - dy, box[2] - dx, box[3] - dy


PRIVATE_BOX_H = 96
SCORE_ROW_H = 38
SCORE_COL_W = 36


def _panel_layout(frame: _Frame) -> tuple[int, int, list[int], float]:
    """Top of the score box, x of the totals, x of each rumble's column, width left for names."""
    x0, x1 = PANEL_X, PANEL_X + PANEL_W
    y = BODY_Y + (PRIVATE_BOX_H + 12 if frame.private else 0)
    total_x = x1 - 14
    round_x = [total_x - 62 - (frame.rumbles - 1 - i) * SCORE_COL_W for i in range(frame.rumbles)]
    name_w = round_x[0] - SCORE_COL_W / 2 - (x0 + 36) - 4
    return y, total_x, round_x, name_w


def _draw_panel_frame(image: Image.Image, frame: _Frame) -> None:
    """The panel's boxes and column heads, the same all game."""
    x0, x1 = PANEL_X, PANEL_X + PANEL_W
    y, total_x, round_x, _ = _panel_layout(frame)
    if frame.private:
        top = BODY_Y
        _rounded(image, (x0, top, x1, top + PRIVATE_BOX_H), 10, PANEL, outline=GOLD, width=3)
        mine = say(msg("rumble-pic-your-characters"), frame.lang)
        label, face = fit_text(mine, x1 - x0 - 32, 21, 16, bold=True)
        draw_text(image, (x0 + 16, top + 22), label, face, GOLD, "lm")
    _rounded(image, (x0, y, x1, y + 40 + 26 + frame.players * SCORE_ROW_H + 10), 10, PANEL)
    y += 40
    small = font(15, bold=True)
    for i, rx in enumerate(round_x):
        head = say(msg("rumble-pic-rumble-short", rumble=i + 1), frame.lang)
        draw_text(image, (rx, y + 12), head, small, MUTED, "mm")
    draw_text(image, (total_x, y + 12), say(msg("rumble-pic-total"), frame.lang), small, MUTED, "rm")
