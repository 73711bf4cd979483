"""An animated GIF of a game's boards in order, streamed frame by frame and made to fit a size limit.

Frames are drawn one at a time (``draw(n)`` gives the board after move ``n``), placed on one
canvas (large enough for the first and the last board: a board may grow as a game goes on) and
mapped to 255 colours of one palette (the kind's, else one made from the first board). Each
frame after the first stores only the rectangle that changed since the one before, its unchanged
pixels given the transparent index :data:`CLEAR` (disposal "leave in place", so each frame is
drawn over the one before); a board that did not change lengthens the frame before. Only the
board being drawn, two frames and the bytes written so far are held: a 300-move game needs a few
MiB, not one picture per move (Pillow's own animated writers keep every frame).

To fit ``limit`` bytes the frames are scaled down, then evenly spaced middle moves are dropped
(the first and the last board are always kept), trying the plans of :data:`SCALES` and then
fewer and fewer frames; an attempt stops as soon as it passes the limit, and the next plan is
the first one whose estimated size (from what the failed attempt wrote) fits.

The GIF is written with Pillow's public API only: each frame is encoded as a one-frame GIF and
its image block copied into the animation with its offset, delay, disposal and transparency.
docs/performance.md ("Replay, history and digests") has the sizes and times.
"""

from __future__ import annotations

import io
import struct
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageChops

from render.encode import own_palette
from render.kind_palettes import KindPalette

SCALES = (1.0, 0.75, 0.5)
"""Sizes tried, largest first, before dropping frames (at the smallest)."""
LAST_RESORT = (0.35, 0.25)
"""Smaller sizes for the first and last boards alone, when nothing else fits."""
FIRST_MS = 1500
LAST_MS = 4000
"""The first board is shown 1.5 s, the last 4 s."""
MOVE_MS = 500
TOTAL_MS = 60_000
MIN_MOVE_MS = 100
"""Each move 0.5 s, less in a long game so that the whole lasts about a minute, never under 0.1 s."""
CLEAR = 255
"""The palette index of "unchanged": a frame after the first shows the one below where it has this index."""
LEAVE = 1
"""GIF disposal "do not dispose": each frame is drawn over the one before."""
FILL = 0.92
"""A plan is chosen when its estimated size is within this share of the limit (estimates are rough)."""
Draw = Callable[[int], Image.Image]
Progress = Callable[[int, int], None]
"""Told (move being drawn, last move) before each board is drawn; called from the drawing thread."""


class TooLarge(Exception):
    """Even the smallest animation (the first and last boards, at the smallest scale) passes the limit."""


@dataclass(frozen=True)
class Plan:
    """One attempt: the scale of the frames and the moves shown."""

    scale: float
    moves: tuple[int, ...]


@dataclass(frozen=True)
class Animation:
    """A finished animation: the GIF bytes and what it shows."""

    data: bytes
    moves: tuple[int, ...]
    """The moves shown, in order (0: the first board); the first and the last always."""
    scale: float
    size: tuple[int, int]
    attempts: int
    """Plans tried before this one fitted (1: the first did)."""


def kept(last: int, count: int) -> tuple[int, ...]:
    """``count`` moves evenly spaced over 0..``last`` (at least the first and the last; all when fewer)."""
    if count >= last + 1:
        return tuple(range(last + 1))
    count = max(count, 2)
    return tuple(sorted({round(i * last / (count - 1)) for i in range(count)}))


def delays(frames: int) -> tuple[int, int, int]:
    """(first, each middle move, last) frame durations in ms for an animation of ``frames`` boards."""
    middle = max(MIN_MOVE_MS, min(MOVE_MS, TOTAL_MS // max(frames, 1)))
    return FIRST_MS, middle // 10 * 10, LAST_MS


def plans(last: int) -> list[Plan]:
    """Every plan, best first: every move at each scale, then fewer and fewer moves at the smallest."""
    every = kept(last, last + 1)
    out = [Plan(scale, every) for scale in SCALES]
    count = len(every)
    while count > 2:
        count = max(2, count // 2)
        out.append(Plan(SCALES[-1], kept(last, count)))
    out += [Plan(scale, kept(last, 2)) for scale in LAST_RESORT]
    return out


def estimate(plan: Plan, over: Over, scale: float) -> float:
    """A plan's size from what an attempt at ``scale`` wrote before it passed the limit (bytes go with the area).

    The first frame is a whole board and the others what changed: with only the first written,
    each later frame is taken to be as large (a size never under-estimated).
    """
    later = (over.written - over.first) / (over.frames - 1) if over.frames > 1 else over.first
    return (over.first + later * (len(plan.moves) - 1)) * (plan.scale / scale) ** 2


class Over(Exception):
    """An attempt passed the limit: after ``frames`` frames, ``written`` bytes, the first frame ``first`` of them."""

    def __init__(self, frames: int, written: int, first: int) -> None:
        super().__init__(frames, written, first)
        self.frames, self.written, self.first = frames, written, first


def _image_block(gif: bytes) -> tuple[int, bytes]:
    """The image block of a one-frame GIF made by Pillow: its descriptor's flags and its LZW data."""
    pos = 13
    flags = gif[10]
    if flags & 0x80:
        pos += 3 * (2 ** ((flags & 7) + 1))
    while pos < len(gif):
        kind = gif[pos]
        if kind == 0x21:  # an extension: its label, then sub-blocks to a zero length
            pos += 2
            while gif[pos]:
                pos += gif[pos] + 1
            pos += 1
        elif kind == 0x2C:
            local = gif[pos + 9]
            start = pos + 10 + (3 * (2 ** ((local & 7) + 1)) if local & 0x80 else 0)
            end = start + 1
            while gif[end]:
                end += gif[end] + 1
            return local & 0x40, gif[start : end + 1]
        else:
            break
    raise ValueError("no image in the GIF")


class GifStream:
    """Writes an animated GIF frame by frame; only the last frame's block waits (its delay may grow)."""

    def __init__(self, size: tuple[int, int], palette: bytes, limit: int) -> None:
        self.out = io.BytesIO()
        self.limit = limit
        self.frames = 0
        self.first = 0
        """The bytes of the first frame (header included)."""
        width, height = size
        self.out.write(b"GIF89a" + struct.pack("<HHBBB", width, height, 0xF7, 0, 0) + palette)
        self.out.write(b"\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00")  # loop for ever
        self._pending: tuple[int, bool, bytes] | None = None

    def add(self, image: Image.Image, offset: tuple[int, int], delay_ms: int, *, see_through: bool) -> None:
        """Add ``image`` (mode P, the stream's palette) at ``offset``, shown ``delay_ms``.

        ``see_through``: its pixels of index :data:`CLEAR` show the frame below.
        """
        self._flush()
        one = io.BytesIO()
        image.save(one, format="GIF", optimize=False, interlace=False)
        interlaced, data = _image_block(one.getvalue())
        x, y = offset
        block = struct.pack("<BHHHHB", 0x2C, x, y, image.width, image.height, interlaced) + data
        self._pending = (delay_ms, see_through, block)
        self.frames += 1
        if self.frames == 1:
            self.first = self.written
        if self.written > self.limit:
            raise Over(self.frames, self.written, self.first)

    def longer(self, delay_ms: int) -> None:
        """Show the last frame added ``delay_ms`` longer (the next board did not change)."""
        if self._pending is not None:
            delay, see_through, block = self._pending
            self._pending = (delay + delay_ms, see_through, block)

    @property
    def written(self) -> int:
        """Bytes so far, the waiting frame and the trailer included."""
        waiting = 8 + len(self._pending[2]) if self._pending is not None else 0
        return self.out.tell() + waiting + 1

    def _flush(self) -> None:
        if self._pending is None:
            return
        delay, see_through, block = self._pending
        centiseconds = min(round(delay / 10), 0xFFFF)
        flags = LEAVE << 2 | int(see_through)
        self.out.write(struct.pack("<BBBBHBB", 0x21, 0xF9, 4, flags, centiseconds, CLEAR, 0) + block)
        self._pending = None

    def close(self) -> bytes:
        """The finished GIF."""
        self._flush()
        self.out.write(b";")
        return self.out.getvalue()


class Framer:
    """Turns boards into frames of one size and one palette: scaled, placed on the animation's canvas (a
    board smaller than it on the background colour, a larger one shrunk to fit), mapped to 255 colours;
    :data:`CLEAR` is left for "unchanged"."""

    def __init__(self, scale: float, canvas: tuple[int, int], background: tuple[int, int, int], colours: bytes) -> None:
        self.scale = scale
        self.size = (max(1, round(canvas[0] * scale)), max(1, round(canvas[1] * scale)))
        self.background = background
        self.colours = (colours[: 3 * CLEAR] + bytes(768))[:768]
        """The 256 palette entries (768 bytes) of every frame; the last one is :data:`CLEAR`'s."""
        self._palette = Image.new("P", (1, 1))
        self._palette.putpalette(self.colours[: 3 * CLEAR])

    def __call__(self, board: Image.Image) -> Image.Image:
        """The board as a frame (mode P, the canvas's size, no pixel of index :data:`CLEAR`)."""
        board = board.convert("RGB")
        width, height = self.size
        fit = min(self.scale, width / board.width, height / board.height)
        if fit != 1.0:
            size = (max(1, round(board.width * fit)), max(1, round(board.height * fit)))
            board = board.resize(size, Image.Resampling.LANCZOS)
        if board.size != self.size:
            placed = Image.new("RGB", self.size, self.background)
            placed.paste(board, (0, 0))
            board = placed
        frame = board.quantize(palette=self._palette, dither=Image.Dither.NONE)
        frame.putpalette(self.colours)
        return frame


def palette_for(first: Image.Image, palette: KindPalette | None) -> bytes:
    """The colours of an animation: the kind's palette, else one made from its first board."""
    if palette is not None:
        return bytes(palette.image.getpalette() or [])
    return bytes(own_palette(first.convert("RGB")).getpalette() or [])


@dataclass(frozen=True)
class Canvas:
    """What every frame of an animation shares: its size before scaling, background and colours."""

    size: tuple[int, int]
    background: tuple[int, int, int]
    colours: bytes

    @classmethod
    def of(cls, first: Image.Image, last: Image.Image, palette: KindPalette | None) -> Canvas:
        """The canvas of boards that start as ``first`` and end as ``last``: large enough for both."""
        size = (max(first.width, last.width), max(first.height, last.height))
        corner = first.convert("RGB").getpixel((0, 0))
        background = corner if isinstance(corner, tuple) else (0, 0, 0)
        return cls(size, (background[0], background[1], background[2]), palette_for(first, palette))


def _indices(frame: Image.Image) -> Image.Image:
    """A palette frame's colour indices as a grey picture (to compare frames without their palette)."""
    return Image.frombytes("L", frame.size, frame.tobytes())


def changes(previous: Image.Image, frame: Image.Image) -> tuple[Image.Image, tuple[int, int]] | None:
    """What ``frame`` changes over ``previous``: the changed rectangle with its unchanged pixels
    :data:`CLEAR`, and where it goes; None when nothing changed."""
    difference = ImageChops.difference(_indices(previous), _indices(frame))
    box = difference.getbbox()
    if box is None:
        return None
    part = frame.crop(box)
    same = difference.crop(box).point([255, *(0,) * 255], "1")
    part.paste(CLEAR, mask=same)
    return part, (box[0], box[1])


def attempt(draw: Draw, last: int, plan: Plan, limit: int, canvas: Canvas, progress: Progress) -> bytes:
    """One plan's GIF; Over as soon as it passes ``limit``."""
    framer = Framer(plan.scale, canvas.size, canvas.background, canvas.colours)
    first_ms, move_ms, last_ms = delays(len(plan.moves))
    stream: GifStream | None = None
    previous: Image.Image | None = None
    for i, n in enumerate(plan.moves):
        progress(n, last)
        frame = framer(draw(n))
        delay = first_ms if i == 0 else last_ms if i == len(plan.moves) - 1 else move_ms
        if stream is None or previous is None:
            stream = GifStream(frame.size, framer.colours, limit)
            stream.add(frame, (0, 0), delay, see_through=False)
        else:
            changed = changes(previous, frame)
            if changed is None:
                stream.longer(delay)
            else:
                stream.add(*changed, delay, see_through=True)
        previous = frame
    assert stream is not None
    return stream.close()


def animate(
    draw: Draw,
    last: int,
    *,
    limit: int,
    palette: KindPalette | None = None,
    progress: Progress | None = None,
) -> Animation:
    """The boards after moves 0..``last`` (``draw(n)``) as a GIF of at most ``limit`` bytes.

    ``draw`` is asked for the first and the last board (the canvas must hold both), then for
    the boards of each attempt in move order.

    TooLarge when even the first and last boards at the smallest scale do not fit.
    """
    told: Progress = progress or (lambda n, m: None)
    canvas = Canvas.of(draw(0), draw(last), palette)
    options: Sequence[Plan] = plans(last)
    tried = 0
    index = 0
    while index < len(options):
        plan = options[index]
        tried += 1
        try:
            data = attempt(draw, last, plan, limit, canvas, told)
        except Over as over:
            later = range(index + 1, len(options))
            fits = (i for i in later if estimate(options[i], over, plan.scale) <= FILL * limit)
            # None fits by the estimate: the smallest plan is still tried once.
            index = next(fits, len(options) - 1 if index < len(options) - 1 else len(options))
            continue
        with Image.open(io.BytesIO(data)) as opened:
            size = opened.size
        return Animation(data, plan.moves, plan.scale, size, tried)
    raise TooLarge(f"no animation of {last + 1} boards fits in {limit} bytes")
