"""The one place where pictures become PNG bytes.

Boards are flat colours plus anti-aliased text, a few thousand distinct
colours at most, so an RGB picture is stored as a 256-colour palette PNG:
a third of the pixel data, no per-row filter search, about half the bytes,
with no visible change.

The palette comes from a nearest-neighbour sample of the picture (every
``SAMPLE_STEP``-th pixel each way keeps exact colours, unlike a smoothing
resize), quantised with Pillow's fast octree; every pixel is then mapped to
its nearest palette colour without dithering, so flat areas stay flat.

Pillow keeps its nearest-colour table on the palette picture and fills it
lazily, box by box of colour space, as the mapping meets new colours. A new
palette starts cold, and on a board with anti-aliased text filling the
table cost more than mapping the pixels. So the last ``KEPT_PALETTES``
palettes are kept, warm: a picture first tries them (most similar first, by
their top-left colour), and reuses one that reproduces its sample about as
well as a palette of its own would (``REUSE_*``), or exactly; only then is a
new palette made. Consecutive boards of a game nearly always share one (the
benchmark's seeded games made 7-29 palettes per kind in 150-800 encodes,
boards and blanks together; a miss costs the octree and a cold table, ~3 ms
more). Palettes past the likeliest are first checked on a quarter of the
sample, so a miss pays ~0.1 ms per kept palette, not ~0.4. A kept palette is
used by one thread at a time; a thread that finds it busy tries the next or
makes its own.

Which kept palette may serve (second measurements, the boards of the
benchmark's seeded games replayed through the encoder, boards and blanks in
turn). Late Children boards (ghost chips, pills, ~1,900 colours in the
sample) hold more colours than a palette: a palette made from such a board
is itself 0.2-0.3% past 8 levels on its own sample, over the old absolute
limit, so nearly every late board made a new palette (182 in 756 boards;
encoder p95 27 ms against a p50 of 15). A palette now keeps the shares its
own sample had past 4, 8, 16 and ``REUSE_MAX`` levels, and a kept palette
may be up to 1.5x that far off (``REUSE_OWN``), never past ``REUSE_WORST``,
and with no new flat colour a few levels off (``REUSE_OWN_OVER_4``): Children
made 22 palettes in 756 boards, encoder p95 ~15.5 ms. The absolute limits
went from 0.2% / 0.05% to 0.3% / 0.1% (see ``REUSE_OVER_8``): new palettes in
these runs, before -> after, Rumble 27 -> 8 of 397, Ghost at Home 13 -> 12 of
236, Quiet House 7 -> 3 of 76, Purple House 29 -> 17 of 126; the encoded
boards stay well inside the tests' tolerance (Children: p95 of boards 0.14%
of values past 8 levels, worst 43 levels, as before). Purple House still
makes a palette for ~14% of its boards: those bring colours no kept palette
holds (values >40 off, 1-8% past 16), a genuine miss (~5 ms more: octree
~1 ms, a cold sample map ~1.7, a cold picture map ~2.3). Building a new
palette from the union of the new sample and the last one's was tried: 22 ->
15 Children misses, 20 -> 18 Purple House, but each miss ~1 ms dearer; not
kept. Nor was checking only the sample rows that changed since a palette's
last check (a median 9% of a Children board's rows): each mapping call has a
fixed cost, and the check got no cheaper.

The palette data is deflated at zlib's level 1 with its usual strategy. On
these palette pictures it costs no more time than the run-length-only
strategy used before, and gives 20-40% fewer bytes (Rumble 44 KB instead of
57, Quiet House 68 instead of 84, Purple House 53 instead of 83).

Measured (thread CPU time, 2-core machine, medians over the boards of the
benchmark's seeded games): on the 1080 x 828 Rumble board the sample takes
~0.15 ms; the octree ~1.0 ms; mapping with a new palette ~3.0 ms, with a kept
one ~1.45 ms (the same as for a blank picture); checking a kept palette
against the sample ~0.35-0.5 ms; deflating ~2.9 ms (blank ~1.9 ms). The whole
encoder went from ~8.5 to ~5.0 ms on a board (blank: ~4.9 to ~3.8 ms);
Ghost at Home ~6.9 to ~5.0, Quiet House ~8.2 to ~6.5, Purple House ~8.6 to
~6.7 ms. Plain RGB, for comparison, took ~39 ms for 89 KB at zlib's default
level and ~29 ms for 101 KB at level 1; a full-picture octree (no sample, no
mapping step) ~12 ms, blank or not. In the move pipeline the encoder runs
while the database thread saves the move (see :mod:`bot.sessions`).

A faster deflate was measured and not taken: ISA-L's level 1 (the ``isal``
package) deflates a Quiet House board in 0.6 ms instead of 5.4, 10% smaller.
The speed budget compares a move with a floor that encodes a blank picture
through this same encoder, and the floor would shrink almost as much as a
move (Ghost at Home: floor -1.9 ms, move -2.9 ms), so the move/floor ratio
would rise past its 2x budget although every move got faster. Worth taking
if that budget is restated against a fixed reference encoder.
"""

from __future__ import annotations

import io
import threading
import zlib
from dataclasses import dataclass, field

from PIL import Image, ImageChops

from render.kind_palettes import KindPalette, every_nth, map_to

COMPRESS_LEVEL = 1
COMPRESS_TYPE = zlib.Z_DEFAULT_STRATEGY
"""zlib's fastest level with its usual matching: as cheap as run-length only on palette data, and
20-40% fewer bytes (see the module notes)."""
SAMPLE_STEP = 4
PALETTE_COLOURS = 256

KEPT_PALETTES = 8
"""Palettes kept, most recently used first, with their warm nearest-colour tables (~0.5 MB each)."""
REUSE_OVER_8 = 0.003
REUSE_OVER_16 = 0.001
REUSE_MAX = 40
"""A kept palette is reused for a picture when, over the sampled pixels, channel values more than 8
levels off number at most 0.3% of the pixels, more than 16 off at most 0.1%, and none is more than 40
off (the encoder tests ask ≥99.5% of pixels within 8 and none past 48 on the whole picture). Until
these notes' second measurements the limits were 0.2% and 0.05%: boards then missed a kept palette that
was 0.2-0.25% off (Rumble 27 new palettes in 397 boards, now 8; Quiet House 7 in 76, now 3), while the
encoded boards' share of values more than 8 off moved from 0.082% to 0.094% (Rumble, p95 of boards)."""
REUSE_OWN = 1.5
"""A kept palette may also be as far off as 1.5x what it gave the picture it was made from (shares past
8, 16 and ``REUSE_MAX`` levels): on a board with more colours than a palette holds (late Children
boards, ~1,900 colours in the sample) a palette of its own is itself past ``REUSE_OVER_8``, and every
board made a new palette (see the module notes)."""
REUSE_OWN_OVER_4 = 0.01
"""For a kept palette, values more than 4 off may exceed the palette's own share (x1.5) by 1% of the
pixels at most: a new flat colour a few levels off (a whole slot, ~2% of a board) fails it."""
REUSE_WORST = 48
"""No sampled value may be further off than this, whatever the palette's own picture had (the encoder
tests' limit)."""


@dataclass(eq=False)
class _Palette:
    """A palette picture (mode P) and the lock that keeps one thread at a time on its colour table."""

    image: Image.Image
    corner: tuple[int, ...]
    """Top-left pixel of the sample it was made from: pictures that share it are tried first."""
    own_over_4: float = 0.0
    own_over_8: float = 0.0
    own_over_16: float = 0.0
    own_over_max: float = 0.0
    """Shares of the sample it was made from that it maps more than 4, 8, 16 and ``REUSE_MAX`` levels
    off: what a palette of its own gives a picture like that one (see ``REUSE_OWN``)."""
    lock: threading.Lock = field(default_factory=threading.Lock)


_kept: list[_Palette] = []
_kept_lock = threading.Lock()


def _offs(palette: Image.Image, sample: Image.Image) -> tuple[list[int], int]:
    """The histogram of how far ``palette`` maps each sampled channel value, and the sampled pixels."""
    mapped = sample.quantize(palette=palette, dither=Image.Dither.NONE).convert("RGB")
    return ImageChops.difference(sample, mapped).histogram(), sample.width * sample.height


def _over(histogram: list[int], level: int) -> int:
    """Channel values more than ``level`` levels off in an :func:`_offs` histogram."""
    return sum(sum(histogram[band + level + 1 : band + 256]) for band in (0, 256, 512))


def _fits(palette: _Palette, sample: Image.Image, glance: bool = False) -> bool:
    """Whether ``palette`` reproduces ``sample`` about as well as a palette of its own would.

    A ``glance`` (a quarter of the sample, to turn down a palette cheaply) allows four times the
    share of pixels off by more than 8 and 16 levels and does not count colours: it must never
    turn down a palette the whole sample accepts.
    """
    slack = 4.0 if glance else 1.0
    histogram, pixels = _offs(palette.image, sample)
    if _over(histogram, 0) == 0:
        return True
    over_16 = max(REUSE_OVER_16, REUSE_OWN * palette.own_over_16) * slack * pixels
    over_8 = max(REUSE_OVER_8, REUSE_OWN * palette.own_over_8) * slack * pixels
    over_max = REUSE_OWN * palette.own_over_max * slack * pixels
    if _over(histogram, REUSE_MAX) > over_max or _over(histogram, REUSE_WORST):
        return False
    if _over(histogram, 16) > over_16 or _over(histogram, 8) > over_8:
        return False
    # No new flat colour a few levels off: not many more values past 4 than its own picture had.
    if not glance and _over(histogram, 4) > (REUSE_OWN * palette.own_over_4 + REUSE_OWN_OVER_4) * pixels:
        return False
    # Close but not exact: fine only when no palette could be exact (more colours than it holds);
    # a picture of few flat colours gets a palette of its own, which keeps every colour.
    return glance or sample.getcolors(PALETTE_COLOURS) is None


def _claim_palette(sample: Image.Image) -> _Palette:
    """A kept palette that fits ``sample``, locked for the caller; else a new one, kept and locked.

    Pillow keeps the nearest-colour table on the palette picture, so mapping
    with a kept palette skips both the octree and filling that table (which
    on a board with anti-aliased text costs more than the mapping itself).
    A palette another thread is mapping with is skipped, never shared.
    """
    pixel = sample.getpixel((0, 0))
    corner: tuple[int, ...] = tuple(int(v) for v in pixel) if isinstance(pixel, tuple) else (int(pixel or 0),)
    with _kept_lock:
        candidates = sorted(_kept, key=lambda p: p.corner != corner)
    quarter: Image.Image | None = None
    for tried, palette in enumerate(candidates):
        if not palette.lock.acquire(blocking=False):
            continue
        if tried and quarter is None:
            # Past the likeliest palette, a quarter of the sample first: a palette that does not
            # fit is turned down for ~0.1 ms instead of ~0.4 ms.
            quarter = sample.resize((max(1, sample.width // 2), max(1, sample.height // 2)), Image.Resampling.NEAREST)
        if (quarter is None or _fits(palette, quarter, glance=True)) and _fits(palette, sample):
            with _kept_lock:
                if palette in _kept:
                    _kept.remove(palette)
                _kept.insert(0, palette)
            return palette
        palette.lock.release()
    image = sample.quantize(PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    # Mapping the sample also starts the new palette's colour table on the picture's colours.
    histogram, pixels = _offs(image, sample)
    over_4, over_8, over_16, over_max = (_over(histogram, level) / pixels for level in (4, 8, 16, REUSE_MAX))
    palette = _Palette(image, corner, over_4, over_8, over_16, over_max)
    palette.lock.acquire()
    with _kept_lock:
        _kept.insert(0, palette)
        del _kept[KEPT_PALETTES:]
    return palette


def _to_palette(image: Image.Image) -> Image.Image:
    """Map an RGB picture to a 256-colour palette made from (or fitting) a sample of it."""
    palette = _claim_palette(every_nth(image, SAMPLE_STEP))
    try:
        return image.quantize(palette=palette.image, dither=Image.Dither.NONE)
    finally:
        palette.lock.release()


def forget_palettes() -> None:
    """Drop the kept palettes (tests and benchmarks that want a cold encoder)."""
    with _kept_lock:
        _kept.clear()


def encode_png(image: Image.Image, palette: KindPalette | None = None) -> bytes:
    """Encode ``image`` as PNG bytes, the one encoder every renderer goes through.

    RGB pictures become 256-colour palette PNGs (see the module notes): with
    ``palette``, their kind's (:mod:`render.kind_palettes`) when it fits,
    else one made from, or kept for, pictures like them. Other modes (P, L,
    RGBA...) are saved losslessly as they are.
    """
    if image.mode == "RGB":
        mapped = map_to(palette, image) if palette is not None else None
        image = mapped if mapped is not None else _to_palette(image)
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=COMPRESS_LEVEL, compress_type=COMPRESS_TYPE)
    return buf.getvalue()


def blank_like(image: Image.Image) -> Image.Image:
    """A blank (all zero) image of the same size and mode: the floor for encoding benchmarks."""
    return Image.new(image.mode, image.size)
