"""The move-by-move pieces of the Rumble in the House board: the patch cache, rooms and exit line."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence

from PIL import Image, ImageChops, ImageDraw

from bot.games.rumble.model import RoomView, RumbleView
from render.cache import MB, ByteCache, image_bytes
from render.rumble.chips import _Chip, _chip, _draw_chip, _draw_chip_block
from render.rumble.frame import _draw_room_floor, _draw_room_walls, _Frame, _shifted, _slot_box, cell_box
from render.rumble.style import ROOM_INSET, SLOT_H, _crowded, _exit_order

# --- what changes move by move: small patches drawn once, then pasted -------------------------

IntBox = tuple[int, int, int, int]
_Piece = tuple[Image.Image, tuple[int, int]] | None
"""A piece and where it goes; None when drawing it changed nothing."""
_UNSEEN: _Piece = (Image.new("1", (1, 1)), (0, 0))
"""What the cache gives for a key it does not hold (None is a kept answer: nothing to paste)."""


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
        self.cache: ByteCache[Hashable, _Piece] = ByteCache("render.rumble.patches", max_bytes)

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
        piece = self.cache.get(key, _UNSEEN)
        if piece is _UNSEEN:
            piece = self._draw(image, region, draw, trim)
            self.cache.put(key, piece, size=_piece_bytes(piece))
        if piece is not None:
            image.paste(*piece)

    @staticmethod
    def _draw(image: Image.Image, region: IntBox, draw: Callable[[Image.Image, int, int], None], trim: bool) -> _Piece:
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


def _piece_bytes(piece: _Piece) -> int:
    return 0 if piece is None else image_bytes(piece[0])


_PATCHES = _Patches(max_bytes=2 * MB)
"""Shared by every game on the server: the pieces of a dozen boards' recent moves."""


def _outer(box: tuple[float, float, float, float]) -> IntBox:
    """The whole pixels a float box touches when it is rounded or truncated."""
    x0, y0, x1, y1 = box
    return math.floor(x0), math.floor(y0), math.ceil(x1) + 1, math.ceil(y1) + 1


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

        def draw_room(canvas: Image.Image, dx: int, dy: int, index: int = index) -> None:
            _draw_crowded_room(canvas, frame, index, dx, dy)

        _PATCHES.paste(
            image, ("crowded", frame, index), (int(x0), int(y0), int(x1) + 1, int(y1) + 1), draw_room, trim=False
        )
    for room in view.rooms:
        if room.characters:
            box = _chip_box(view, frame, room.index)

            def draw_chips(
                canvas: Image.Image,
                dx: int,
                dy: int,
                box: tuple[float, float, float, float] = box,
                room: RoomView = room,
            ) -> None:
                _draw_chip_block(canvas, view, room.characters, _shifted(box, dx, dy))

            _PATCHES.paste(
                image,
                ("chips", frame, room.index, room.index in crowded, _chips_key(view, room.characters)),
                _outer(box),
                draw_chips,
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

        def draw_exit_chip(
            canvas: Image.Image, dx: int, dy: int, chip: _Chip = chip, x: float = x, y: float = y
        ) -> None:
            _draw_chip(canvas, chip, x - dx, y - dy)

        _PATCHES.paste(image, key, _outer((x - m, y - m, x + chip.width + m, y + chip.height + m)), draw_exit_chip)
