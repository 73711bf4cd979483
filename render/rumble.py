"""Board picture and alt text of Rumble in the House, drawn from a :class:`RumbleView`.

The picture is about 1080 px wide so that it still reads when Discord shrinks
it to a phone's width: the house with its doors on the left, scores (and a
seat's own secret characters) on the right, the exit line along the bottom.
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from PIL import Image, ImageChops, ImageDraw

from bot.games.rumble.model import RumbleView
from render.shapes import rounded_rect
from render.text import Font, draw_text, fit_text, font, pack_widths, text_width, wrap_widths

RGB = tuple[int, int, int]

CHARACTER_COLOURS: tuple[RGB, ...] = (
    (200, 36, 36),  # Ninja: red
    (141, 85, 36),  # Ape: brown
    (50, 100, 206),  # Penguin: blue
    (247, 127, 0),  # Cat: orange
    (255, 214, 10),  # Kid: yellow
    (23, 163, 152),  # Cthulhu: teal
    (255, 143, 171),  # Chicken-Man: pink
    (167, 201, 87),  # Meerkats: lime
    (123, 44, 191),  # Vampire: purple
    (233, 225, 200),  # Mummy: bone
    (184, 44, 140),  # Witch: magenta
    (154, 165, 177),  # Robot: steel
)
"""One colour per character id, the same on every board."""

BACKGROUND: RGB = (20, 17, 28)
ROOM: RGB = (45, 38, 66)
CROWDED_ROOM: RGB = (110, 28, 44)
CROWDED_EDGE: RGB = (255, 84, 96)
COURTYARD: RGB = (22, 38, 28)
COURTYARD_TEXT: RGB = (98, 140, 108)
WALL: RGB = (205, 188, 150)
TEXT: RGB = (242, 237, 248)
MUTED: RGB = (170, 160, 190)
DIM: RGB = (105, 98, 120)
PANEL: RGB = (33, 28, 46)
HIGHLIGHT: RGB = (64, 54, 92)
GOLD: RGB = (255, 200, 50)
DARK_TEXT: RGB = (18, 14, 24)
AMBER: RGB = (255, 176, 59)
STALL_RED: RGB = (196, 30, 58)

WIDTH = 1080
MARGIN = 20
HEADER_H = 58
STATUS_Y, STATUS_H = 60, 38
BODY_Y = 112
HOUSE_W, HOUSE_H = 700, 510
PANEL_X = MARGIN + HOUSE_W + 20
PANEL_W = WIDTH - PANEL_X - MARGIN
EXIT_Y = BODY_Y + HOUSE_H + 14
EXIT_LABEL_H = 28
SLOT_H, SLOT_GAP, SLOTS_PER_ROW = 68, 8, 6
HEIGHT = EXIT_Y + EXIT_LABEL_H + 2 * SLOT_H + SLOT_GAP + MARGIN

WALL_W = 8
DOOR_W = 56
CHIP_SIZES = (22, 20, 18, 16, 14)
GRID_CHIP_SIZE = 13
QUIET_WARNING = 3
"""Quiet turns left at or below which the status line warns of the anti-stall rule."""
STAR = "★ "
RING_W = 5
"""Width of the gold ring around a seat's own characters (with its dark gap)."""
FIGHT_TAG = "FIGHT"
ROOM_INSET = WALL_W / 2 + 5
"""Padding between a room's wall line and its name and characters."""


def character_colour(character: int) -> RGB:
    """The fill colour of a character's chip."""
    return CHARACTER_COLOURS[character % len(CHARACTER_COLOURS)]


def _luminance(c: RGB) -> float:
    def lin(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def text_colour_on(fill: RGB) -> RGB:
    """Dark or light text, whichever contrasts more with ``fill``."""
    lum = _luminance(fill)
    on_dark = (_luminance(TEXT) + 0.05) / (lum + 0.05)
    on_light = (lum + 0.05) / (_luminance(DARK_TEXT) + 0.05)
    return TEXT if on_dark >= on_light else DARK_TEXT


def _seat_name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) and names[seat] else f"Seat {seat + 1}"


def _short_layout(view: RumbleView) -> str:
    return view.layout_title.split(" (")[0]


def _exit_order(view: RumbleView) -> tuple[int, ...]:
    """Characters out in order; once the last rumble is scored, its full line (survivor last)."""
    if view.finished and len(view.past) >= view.rumble:
        return view.past[-1].exits
    return view.exits


def _winners(view: RumbleView) -> list[int]:
    active = [p for p in range(view.players) if p not in view.resigned]
    if not view.finished or not active:
        return []
    best = max(view.totals[p] for p in active)
    return [p for p in active if view.totals[p] == best]


def _crowded(view: RumbleView) -> set[int]:
    return {room.index for room in view.rooms if len(room.characters) > 1}


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
    return _Chip(character, label, face, width, face.size + (8 if tight else 12), mine, tight, label != name)


@cache
def _corner_masks(radius: int) -> tuple[Image.Image, Image.Image, Image.Image, Image.Image]:
    """Quarter-disc masks (top-left, top-right, bottom-left, bottom-right) of ``radius``."""
    size = 2 * radius
    disc = Image.new("L", (size, size))
    ImageDraw.Draw(disc).ellipse((0, 0, size - 1, size - 1), fill=255)
    r = radius
    return (
        disc.crop((0, 0, r, r)),
        disc.crop((r, 0, size, r)),
        disc.crop((0, r, r, size)),
        disc.crop((r, r, size, size)),
    )


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
    rounded_rect(image, box, radius, fill, _corner_masks, outline, width)


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


# --- the frame: what stays the same for a whole game (drawn once, then copied) ----------------


@dataclass(frozen=True, eq=False)
class _Frame:
    """The unchanging parts of a board; equal frames are one object (see :func:`_frame_of`).

    Frames compare and hash by identity, cheap in the keys of cached pieces.
    """

    rows: int
    cols: int
    rooms: tuple[tuple[int, str, int, int], ...]
    """(id, name, row, column) per room."""
    doors: frozenset[frozenset[int]]
    exit_points: tuple[int, ...]
    private: bool
    """A seat's view: the legend explains the gold ring, the panel has a box for its characters."""
    players: int
    rumbles: int

    def room_at(self) -> dict[tuple[int, int], int]:
        """Room id per occupied grid cell."""
        return {(row, col): index for index, _, row, col in self.rooms}


_FRAMES: dict[tuple[object, ...], _Frame] = {}
"""The one frame object per distinct frame: a few per layout, player count and public or private view."""


def _frame_of(view: RumbleView) -> _Frame:
    fields = (
        view.rows,
        view.cols,
        tuple((r.index, r.name, r.row, r.col) for r in view.rooms),
        frozenset(frozenset(d) for d in view.doors),
        view.exit_points,
        view.seat is not None and bool(view.my_characters),
        view.players,
        view.rumbles,
    )
    frame = _FRAMES.get(fields)
    if frame is None:
        frame = _FRAMES.setdefault(fields, _Frame(*fields))
    return frame


def cell_box(rows: int, cols: int, row: int, col: int) -> tuple[float, float, float, float]:
    """The picture box (x0, y0, x1, y1) of a cell of a ``rows`` x ``cols`` house; walls run along its edges."""
    cw, ch = HOUSE_W / cols, HOUSE_H / rows
    return MARGIN + col * cw, BODY_Y + row * ch, MARGIN + (col + 1) * cw, BODY_Y + (row + 1) * ch


@lru_cache(maxsize=16)
def _frame_image(frame: _Frame) -> Image.Image:
    """Background, plain rooms with names and walls, courtyard, empty exit line and legend."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
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
        draw_text(image, centre, "Courtyard", font(22), COURTYARD_TEXT, "mm")
    for index, _, _, _ in frame.rooms:
        _draw_room_floor(image, frame, index, crowded=False)
    for index, _, _, _ in frame.rooms:
        _draw_room_walls(draw, frame, index)
    _draw_exit_frame(image, frame)
    _draw_panel_frame(image, frame)
    legend = [(CROWDED_EDGE, "Red room: a fight can start"), (WALL, "Gap in a wall: a door")]
    if frame.private:
        legend.append((GOLD, "Gold ring: your character"))
    ly = BODY_Y + HOUSE_H - 24 * len(legend)
    for colour, text in legend:
        _rounded(image, (PANEL_X + 4, ly + 6, PANEL_X + 18, ly + 20), 3, colour)
        draw_text(image, (PANEL_X + 28, ly + 13), text, font(16), MUTED, "lm")
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
        tag_face = font(16, bold=True)
        tag_w = text_width(FIGHT_TAG, tag_face) + 12
        tag_box = (x1 - ROOM_INSET - tag_w, y0 + ROOM_INSET + 1, x1 - ROOM_INSET, y0 + ROOM_INSET + 23)
        _rounded(image, tag_box, 6, CROWDED_EDGE)
        centre = ((tag_box[0] + tag_box[2]) / 2, (tag_box[1] + tag_box[3]) / 2)
        draw_text(image, centre, FIGHT_TAG, tag_face, DARK_TEXT, "mm")
        name_w -= tag_w + 4
    label, face = fit_text(name, name_w, 21, 16, bold=True)
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
    title = font(21, bold=True)
    y = EXIT_Y + EXIT_LABEL_H / 2
    draw_text(image, (MARGIN, y), "Exit line", title, TEXT, "lm")
    subtitle = "who left the house, in order, and what that rank scores"
    draw_text(image, (MARGIN + text_width("Exit line", title) + 12, y + 1), subtitle, font(16), MUTED, "lm")
    slots = len(frame.exit_points)
    for rank, pts in enumerate(frame.exit_points):
        x0, y0, x1, y1 = _slot_box(rank)
        last = rank == slots - 1
        _rounded(image, (x0, y0, x1, y1), 8, PANEL, outline=GOLD if last else HIGHLIGHT, width=2)
        points = str(pts) if last else f"{pts} pt{'' if pts == 1 else 's'}"
        draw_text(image, (x1 - 10, y0 + 14), points, font(17, bold=True), GOLD if last else TEXT, "rm")
        label = "Last standing" if last else f"#{rank + 1}"
        draw_text(image, (x0 + 10, y0 + 14), label, font(14, bold=True), GOLD if last else MUTED, "lm")


# --- what changes move by move: small patches drawn once, then pasted -------------------------

IntBox = tuple[int, int, int, int]


class _Patches:
    """Pieces of board (a room's characters, a score row, a status line...) drawn once, then pasted.

    Most of a board is the same from one move to the next: a move changes one
    or two rooms, a row or two of scores, the header. Each piece is keyed by
    everything that shapes its pixels, including what lies under it, and is
    drawn on a crop of the board the first time; only the box of pixels it
    changed is kept. A pasted piece is pixel for pixel what drawing it in
    place gives. Least recently used pieces go first past ``max_bytes``.
    """

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items: OrderedDict[Hashable, tuple[Image.Image, tuple[int, int]] | None] = OrderedDict()
        self._lock = threading.Lock()

    def paste(
        self,
        image: Image.Image,
        key: Hashable,
        region: IntBox,
        draw: Callable[[Image.Image, int, int], None],
        *,
        trim: bool = True,
    ) -> None:
        """Paste the piece ``key`` into ``region`` of ``image``, drawing it first if it is not cached.

        ``draw(canvas, dx, dy)`` draws the piece on ``canvas``, a crop of
        ``image`` whose top-left is the board point (dx, dy): board coordinates
        minus (dx, dy). dx and dy are even, so coordinates keep their rounding
        (Python rounds halves to even) and the piece looks the same as drawn in
        place. Whatever ``draw`` puts outside ``region`` is dropped. With
        ``trim`` only the box of pixels that ``draw`` changed is kept and pasted;
        without it the whole region is, which a piece must ask for when the
        region's pixels it leaves alone can differ from one board to the next.
        """
        with self._lock:
            found = key in self._items
            if found:
                self._items.move_to_end(key)
                piece = self._items[key]
        if not found:
            piece = self._draw(image, region, draw, trim)
            with self._lock:
                if key not in self._items:
                    self._items[key] = piece
                    self.bytes += _piece_bytes(piece)
                while self.bytes > self.max_bytes and len(self._items) > 1:
                    self.bytes -= _piece_bytes(self._items.popitem(last=False)[1])
        if piece is not None:
            image.paste(*piece)

    @staticmethod
    def _draw(
        image: Image.Image, region: IntBox, draw: Callable[[Image.Image, int, int], None], trim: bool
    ) -> tuple[Image.Image, tuple[int, int]] | None:
        x0, y0, x1, y1 = region
        dx, dy = x0 - x0 % 2, y0 - y0 % 2
        canvas = image.crop((dx, dy, x1, y1))
        draw(canvas, dx, dy)
        inside = (x0 - dx, y0 - dy, x1 - dx, y1 - dy)
        after = canvas.crop(inside)
        if not trim:
            return after, (x0, y0)
        changed = ImageChops.difference(after, image.crop(region)).getbbox()
        if changed is None:
            return None
        return after.crop(changed), (x0 + changed[0], y0 + changed[1])


def _piece_bytes(piece: tuple[Image.Image, tuple[int, int]] | None) -> int:
    return 0 if piece is None else piece[0].width * piece[0].height * 4


_PATCHES = _Patches(max_bytes=12_000_000)
"""Shared by every game on the server: the pieces of a dozen boards' recent moves."""


def _outer(box: tuple[float, float, float, float]) -> IntBox:
    """The whole pixels a float box touches when it is rounded or truncated."""
    x0, y0, x1, y1 = box
    return math.floor(x0), math.floor(y0), math.ceil(x1) + 1, math.ceil(y1) + 1


def _shifted(box: tuple[float, float, float, float], dx: int, dy: int) -> tuple[float, float, float, float]:
    return box[0] - dx, box[1] - dy, box[2] - dx, box[3] - dy


def _chips_key(view: RumbleView, characters: Sequence[int]) -> tuple[Hashable, ...]:
    """Everything about these characters that shows on their chips."""
    mine = view.my_characters
    return tuple((c, c in mine, view.character_names[c]) for c in characters)


def _chip_box(view: RumbleView, frame: _Frame, index: int) -> tuple[float, float, float, float]:
    """Where a room's characters go: below its name, inside its walls."""
    _, _, row, col = frame.rooms[index]
    x0, y0, x1, y1 = cell_box(frame.rows, frame.cols, row, col)
    return x0 + ROOM_INSET, y0 + ROOM_INSET + 27, x1 - ROOM_INSET, y1 - ROOM_INSET


def _draw_house(image: Image.Image, view: RumbleView, frame: _Frame) -> None:
    """Repaint crowded rooms (fill, tag, walls) over the frame, then every room's characters.

    A crowded room's repaint covers its whole cell (its walls only repaint
    what the frame already has around it), so it is pasted whole, over
    whatever a crowded neighbour left in a doorway.
    """
    crowded = _crowded(view)
    for index in sorted(crowded):
        _, _, row, col = frame.rooms[index]
        x0, y0, x1, y1 = cell_box(frame.rows, frame.cols, row, col)
        _PATCHES.paste(
            image,
            ("crowded", frame, index),
            (int(x0), int(y0), int(x1) + 1, int(y1) + 1),
            lambda canvas, dx, dy, index=index: _draw_crowded_room(canvas, frame, index, dx, dy),
            trim=False,
        )
    for room in view.rooms:
        if room.characters:
            box = _chip_box(view, frame, room.index)
            _PATCHES.paste(
                image,
                ("chips", frame, room.index, room.index in crowded, _chips_key(view, room.characters)),
                _outer(box),
                lambda canvas, dx, dy, box=box, room=room: _draw_chip_block(
                    canvas, view, room.characters, _shifted(box, dx, dy)
                ),
            )


def _draw_crowded_room(image: Image.Image, frame: _Frame, index: int, dx: int, dy: int) -> None:
    """A crowded room's fill, tag, name and walls, on a crop whose top-left is board point (dx, dy)."""
    _draw_room_floor(image, frame, index, crowded=True, offset=(dx, dy))
    _draw_room_walls(ImageDraw.Draw(image), frame, index, offset=(dx, dy))


def _exit_chip_place(view: RumbleView, rank: int, character: int) -> tuple[_Chip, float, float]:
    x0, y0, x1, _ = _slot_box(rank)
    chip = _chip(view, character, 20, max_width=x1 - x0 - 16)
    return chip, (x0 + x1 - chip.width) / 2, y0 + (22 + SLOT_H - chip.height) / 2


def _draw_exit_chips(image: Image.Image, view: RumbleView, frame: _Frame) -> None:
    for rank, character in enumerate(_exit_order(view)):
        chip, x, y = _exit_chip_place(view, rank, character)
        m = chip.margin
        key = ("exit", frame, rank, _chips_key(view, (character,)))
        _PATCHES.paste(
            image,
            key,
            _outer((x - m, y - m, x + chip.width + m, y + chip.height + m)),
            lambda canvas, dx, dy, chip=chip, x=x, y=y: _draw_chip(canvas, chip, x - dx, y - dy),
        )


# --- header, panel, exit line ----------------------------------------------------------------


def _status(view: RumbleView, names: Sequence[str]) -> tuple[str, RGB, RGB]:
    """The status line: its text, background and ink."""
    if view.finished:
        winners = _winners(view)
        who = " and ".join(_seat_name(names, p) for p in winners)
        best = view.totals[winners[0]] if winners else 0
        verb = "share the win" if len(winners) > 1 else "wins"
        return f"♛ {who} {verb} with {best} points", GOLD, DARK_TEXT
    if view.stalled:
        return "⚠ Anti-stall: every move must bring a character closer to another", STALL_RED, TEXT
    left = view.quiet_turns_left
    turns = "turn" if left == 1 else "turns"
    if left <= QUIET_WARNING:
        return f"⚠ Only {left} quiet {turns} left before the anti-stall rule", AMBER, DARK_TEXT
    return f"{left} quiet {turns} left before the anti-stall rule", PANEL, MUTED


def _header_right(view: RumbleView, names: Sequence[str]) -> tuple[str, RGB]:
    if view.finished:
        return "Game over", GOLD
    if view.turn is not None and view.turn == view.seat:
        return "▶ Your turn", GOLD
    if view.turn is not None:
        return f"▶ {_seat_name(names, view.turn)} to play", TEXT
    return "", TEXT


def _draw_header(image: Image.Image, view: RumbleView, names: Sequence[str]) -> None:
    title = f"Rumble {view.rumble} of {view.rumbles}"
    layout = _short_layout(view)
    right, colour = _header_right(view, names)
    _PATCHES.paste(
        image,
        ("header", title, layout, right, colour),
        (0, 0, WIDTH, STATUS_Y),
        lambda canvas, dx, dy: _draw_title_line(canvas, title, layout, right, colour, dx, dy),
    )
    text, fill, ink = _status(view, names)
    box = (MARGIN, STATUS_Y, WIDTH - MARGIN, STATUS_Y + STATUS_H)
    _PATCHES.paste(
        image, ("status", text, fill, ink), box, lambda canvas, dx, dy: _draw_status(canvas, text, fill, ink, dx, dy)
    )


def _draw_title_line(image: Image.Image, title: str, layout: str, right: str, colour: RGB, dx: int, dy: int) -> None:
    face = font(30, bold=True)
    draw_text(image, (MARGIN - dx, HEADER_H / 2 - dy), title, face, TEXT, "lm")
    sub_x = MARGIN + text_width(title, face) + 14
    draw_text(image, (sub_x - dx, HEADER_H / 2 + 3 - dy), layout, font(19), MUTED, "lm")
    label, rface = fit_text(right, WIDTH - MARGIN - sub_x - text_width(layout, font(19)) - 30, 26, 17, bold=True)
    draw_text(image, (WIDTH - MARGIN - dx, HEADER_H / 2 - dy), label, rface, colour, "rm")


def _draw_status(image: Image.Image, text: str, fill: RGB, ink: RGB, dx: int, dy: int) -> None:
    box = (MARGIN - dx, STATUS_Y - dy, WIDTH - MARGIN - dx, STATUS_Y + STATUS_H - dy)
    _rounded(image, box, 8, fill)
    label, sface = fit_text(text, box[2] - box[0] - 24, 21, 14, bold=fill != PANEL)
    draw_text(image, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, sface, ink, "mm")


PRIVATE_BOX_H = 96
SCORE_ROW_H = 38
SCORE_COL_W = 36


def _panel_layout(frame: _Frame) -> tuple[float, float, list[float], float]:
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
        draw_text(image, (x0 + 16, top + 22), "★ Your characters", font(21, bold=True), GOLD, "lm")
    _rounded(image, (x0, y, x1, y + 40 + 26 + frame.players * SCORE_ROW_H + 10), 10, PANEL)
    y += 40
    small = font(15, bold=True)
    for i, rx in enumerate(round_x):
        draw_text(image, (rx, y + 12), f"R{i + 1}", small, MUTED, "mm")
    draw_text(image, (total_x, y + 12), "Total", small, MUTED, "rm")


def _draw_panel(image: Image.Image, view: RumbleView, names: Sequence[str], frame: _Frame) -> None:
    x0, x1 = PANEL_X, PANEL_X + PANEL_W
    if frame.private:
        box = (x0 + 14, BODY_Y + 42, x1 - 14, BODY_Y + PRIVATE_BOX_H - 10)
        _PATCHES.paste(
            image,
            ("mine", frame, _chips_key(view, view.my_characters)),
            _outer(box),
            lambda canvas, dx, dy: _draw_chip_block(canvas, view, view.my_characters, _shifted(box, dx, dy)),
        )
    y = _panel_layout(frame)[0]
    draw_text(image, (x0 + 16, y + 22), "Final scores" if view.finished else "Scores", font(22, bold=True), TEXT, "lm")
    y += 40 + 26
    winners = set(_winners(view))
    for seat in range(view.players):
        left = seat in view.resigned
        marker = "turn" if view.turn == seat and not view.finished else ("winner" if seat in winners else "")
        name = _seat_name(names, seat) + (" (left)" if left else "")
        colour = DIM if left else (GOLD if seat in winners else TEXT)
        points = tuple(str(view.past[i].points[seat]) if i < len(view.past) else "" for i in range(view.rumbles))
        row = (marker, name, left, colour, points, str(view.totals[seat]))
        top = round(y)
        _PATCHES.paste(
            image,
            ("score", frame, top, row),
            (x0, top, x1, top + SCORE_ROW_H),
            lambda canvas, dx, dy, row=row, y=y: _draw_score_row(canvas, row, y, frame, dx, dy),
        )
        y += SCORE_ROW_H


def _draw_score_row(
    image: Image.Image, row: tuple[str, str, bool, RGB, tuple[str, ...], str], y: float, frame: _Frame, dx: int, dy: int
) -> None:
    """One seat's line of the score box: marker, name, points per rumble and total."""
    marker, name, left, colour, points, total = row
    x0, x1 = PANEL_X - dx, PANEL_X + PANEL_W - dx
    _, total_x, round_x, name_w = _panel_layout(frame)
    y -= dy
    middle = y + SCORE_ROW_H / 2
    if marker == "turn":
        _rounded(image, (x0 + 6, y + 1, x1 - 6, y + SCORE_ROW_H - 1), 8, HIGHLIGHT)
        draw_text(image, (x0 + 20, middle), "▶", font(18, bold=True), GOLD, "mm")
    elif marker == "winner":
        draw_text(image, (x0 + 20, middle), "♛", font(20, bold=True), GOLD, "mm")
    label, face = fit_text(name, name_w, 20, 17, bold=not left)
    draw_text(image, (x0 + 36, middle), label, face, colour, "lm")
    for rx, pts in zip(round_x, points, strict=True):
        draw_text(image, (rx - dx, middle), pts, font(18), DIM if left else MUTED, "mm")
    draw_text(image, (total_x - dx, middle), total, font(22, bold=True), colour, "rm")


def render_board(view: RumbleView, names: Sequence[str]) -> Image.Image:
    """Draw the board a view allows: house, characters, scores, exit line and status.

    ``names[i]`` is the display name of seat ``i``. A seat's view (with its
    secret characters) gets them ringed in gold; the public view has no such marks.
    The parts that never change in a game are drawn once and copied; the
    pieces a move changes (rooms, score rows, header) are cached and pasted.
    The result is an RGB image ready for :func:`render.encode.encode_png`.
    """
    frame = _frame_of(view)
    image = _frame_image(frame).copy()
    _draw_header(image, view, names)
    _draw_house(image, view, frame)
    _draw_panel(image, view, names, frame)
    _draw_exit_chips(image, view, frame)
    return image


# --- alt text -------------------------------------------------------------------------------

ALT_LIMIT = 1000


def _join(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def alt_text(view: RumbleView, names: Sequence[str]) -> str:
    """Describe the board for screen readers in at most 1000 characters.

    Covers whose turn it is, who is in which room (crowded rooms flagged),
    the exit line, the scores and the anti-stall status; a seat's view also
    names its secret characters.
    """
    cn = view.character_names
    parts: list[str] = []
    head = f"Rumble in the House, rumble {view.rumble} of {view.rumbles}, {_short_layout(view)}."
    if view.finished:
        winners = _winners(view)
        who = _join([_seat_name(names, p) for p in winners])
        head += f" Game over: {who} {'share the win' if len(winners) > 1 else 'wins'}."
    elif view.turn is not None:
        head += " Your turn." if view.turn == view.seat else f" {_seat_name(names, view.turn)} to play."
    parts.append(head)
    if view.seat is not None and view.my_characters:
        parts.append(f"Your characters: {_join([cn[c] for c in view.my_characters])}.")
    rooms = []
    for room in view.rooms:
        if not room.characters:
            continue
        who = _join([cn[c] for c in room.characters])
        rooms.append(f"{room.name}: {who}{' (fight possible)' if len(room.characters) > 1 else ''}")
    parts.append(("Rooms: " + "; ".join(rooms) + ".") if rooms else "The house is empty.")
    out = _exit_order(view)
    if out:
        line = ", ".join(f"{i + 1} {cn[c]} ({view.exit_points[i]})" for i, c in enumerate(out))
        parts.append(f"Exit line: {line}.")
    else:
        parts.append("Nobody has left the house yet.")
    scores = ", ".join(
        f"{_seat_name(names, p)} {view.totals[p]}{' (left)' if p in view.resigned else ''}" for p in range(view.players)
    )
    parts.append(f"Scores: {scores}.")
    if not view.finished:
        if view.stalled:
            parts.append("Anti-stall rule in force: every move must close in on another character.")
        else:
            parts.append(f"{view.quiet_turns_left} quiet turns left before the anti-stall rule.")
    text = " ".join(parts)
    return text if len(text) <= ALT_LIMIT else text[: ALT_LIMIT - 1].rstrip() + "…"
