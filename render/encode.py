"""The one place where pictures become PNG bytes.

Boards are flat colours plus anti-aliased text, so an RGB picture is stored
as a 256-colour palette PNG: a third of the pixel data, about half the
bytes, no visible change. It is mapped to its kind's palette
(:mod:`render.kind_palettes`) when one is given and fits, else to a palette
made for it (Pillow's fast octree over every ``SAMPLE_STEP``-th pixel each
way, which keeps exact colours), always without dithering, so flat areas stay
flat; then deflated at zlib's level 1. docs/performance.md has the
measurements behind these choices, and the ones tried and dropped.
"""

from __future__ import annotations

import io
import zlib

from PIL import Image

from render.kind_palettes import KindPalette, every_nth, map_to

COMPRESS_LEVEL = 1
COMPRESS_TYPE = zlib.Z_DEFAULT_STRATEGY
"""zlib's fastest level with its usual matching: as cheap as run-length only on palette data, and
20-40% fewer bytes."""
SAMPLE_STEP = 4
PALETTE_COLOURS = 256


def own_palette(image: Image.Image) -> Image.Image:
    """``image`` (RGB) mapped to a 256-colour palette made from a sample of it."""
    sample = every_nth(image, SAMPLE_STEP)
    palette = sample.quantize(PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    return image.quantize(palette=palette, dither=Image.Dither.NONE)


def encode_png(image: Image.Image, palette: KindPalette | None = None) -> bytes:
    """Encode ``image`` as PNG bytes, the one encoder every renderer goes through.

    RGB pictures become 256-colour palette PNGs: with ``palette``, their
    kind's when it fits, else one of their own (see the module notes). Other
    modes (P, L, RGBA...) are saved losslessly as they are.
    """
    if image.mode == "RGB":
        mapped = map_to(palette, image) if palette is not None else None
        image = mapped if mapped is not None else own_palette(image)
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=COMPRESS_LEVEL, compress_type=COMPRESS_TYPE)
    return buf.getvalue()
