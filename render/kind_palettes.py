"""One 256-colour palette per kind of game, learned from its boards and kept with the code.

Every board of a kind is drawn from the same few dozen flat colours and the
anti-aliased edges between them, so one palette serves them all: the
palette of :mod:`tools.make_palettes`, learned (Pillow's fast octree) from
every ``LEARN_STEP``-th pixel of the public and private boards of seeded
games of the kind with varied options, and kept as a 16 x 16 swatch under
``render/palettes/``. ``tests/render/test_kind_palettes.py`` checks that
boards of games the palette never saw decode within the encoder's tolerance.

With the kind's palette a board needs no palette of its own (no octree), and
the palette's nearest-colour table, which Pillow fills as it meets colours,
stays warm across every board of the kind; one thread at a time maps with it
(the others wait: a mapping takes less than making a palette). Each board is
first glanced at (every ``GLANCE_STEP``-th pixel each way): if the palette is
further off than the encoder allows (a colour the learned boards never had),
the board gets a palette of its own (:mod:`render.encode`).
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image, ImageChops

PALETTE_DIR = Path(__file__).parent / "palettes"
SWATCH_SIDE = 16
"""A swatch is 16 x 16 pixels: one per palette colour, in palette order."""
LEARN_STEP = 4
GLANCE_STEP = 8
GLANCE_OVER_8 = 0.005
GLANCE_WORST = 48
"""A glance passes when, measured as the encoder's tests measure a board (the grey level of the
difference), at most 0.5% of the glanced pixels are more than 8 levels off and none more than 48."""


@dataclass(eq=False)
class KindPalette:
    """A kind's palette picture (mode P) and the lock that keeps one thread at a time on its colour table."""

    image: Image.Image
    lock: threading.Lock = field(default_factory=threading.Lock)


def from_swatch(swatch: Image.Image) -> KindPalette:
    """The palette whose colours are the swatch's pixels, in order."""
    colours = swatch.convert("RGB").tobytes()
    image = Image.new("P", (1, 1))
    image.putpalette(colours)
    return KindPalette(image)


def load(kind: str, directory: Path = PALETTE_DIR) -> KindPalette | None:
    """The kept palette of ``kind``; None when it has none (its boards get a palette each)."""
    path = directory / f"{kind}.png"
    if not path.exists():
        return None
    with Image.open(path) as swatch:
        return from_swatch(swatch)


def every_nth(image: Image.Image, step: int) -> Image.Image:
    """Every ``step``-th pixel each way (nearest neighbour: exact colours, no smoothing)."""
    return image.resize((max(1, image.width // step), max(1, image.height // step)), Image.Resampling.NEAREST)


def learn(pictures: Iterable[Image.Image]) -> Image.Image:
    """The swatch of one palette for all ``pictures``: an octree of every ``LEARN_STEP``-th pixel of each."""
    samples = [every_nth(p.convert("RGB"), LEARN_STEP) for p in pictures]
    if not samples:
        raise ValueError("a palette is learned from at least one picture")
    union = Image.new("RGB", (max(s.width for s in samples), sum(s.height for s in samples)))
    top = 0
    for sample in samples:
        union.paste(sample, (0, top))
        top += sample.height
    palette = union.quantize(SWATCH_SIDE * SWATCH_SIDE, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    colours = bytes(palette.getpalette() or [])[: SWATCH_SIDE * SWATCH_SIDE * 3]
    # A palette of fewer colours repeats its last one: the swatch always has 256 pixels.
    colours += colours[-3:] * (SWATCH_SIDE * SWATCH_SIDE - len(colours) // 3)
    return Image.frombytes("RGB", (SWATCH_SIDE, SWATCH_SIDE), colours)


def _glance_fits(palette: Image.Image, image: Image.Image) -> bool:
    glance = every_nth(image, GLANCE_STEP)
    mapped = glance.quantize(palette=palette, dither=Image.Dither.NONE).convert("RGB")
    histogram = ImageChops.difference(glance, mapped).convert("L").histogram()
    pixels = glance.width * glance.height
    return sum(histogram[GLANCE_WORST + 1 :]) == 0 and sum(histogram[9:]) <= GLANCE_OVER_8 * pixels


def map_to(palette: KindPalette, image: Image.Image) -> Image.Image | None:
    """``image`` (RGB) mapped to the kind's palette; None when the palette does not fit it.

    A thread waits while another maps with the palette.
    """
    with palette.lock:
        if not _glance_fits(palette.image, image):
            return None
        return image.quantize(palette=palette.image, dither=Image.Dither.NONE)
