"""The one place where pictures become PNG bytes.

Boards are flat colours plus anti-aliased text, a few thousand distinct
colours at most, so an RGB picture is stored as a 256-colour palette PNG:
a third of the pixel data, no per-row filter search, about half the bytes,
with no visible change. The palette data is deflated with zlib's run-length
strategy, which suits long runs of flat colour: a little bigger than the
default strategy, much cheaper.

Measured (CPU time, 2-core machine) on the 1080 x 828 Rumble board: plain RGB
took ~39 ms for 89 KB at the default zlib level and ~29 ms for 101 KB at
level 1. As a palette PNG: default strategy level 3 ~5 ms for 43 KB, level 6
~10 ms for 35 KB, run-length ~3.6 ms for 62 KB (any level). The whole encoder
then takes ~7 ms, against ~5.5 ms for the same steps on a blank picture.

The palette comes from a nearest-neighbour sample of the picture (every
``SAMPLE_STEP``-th pixel each way keeps exact colours, unlike a smoothing
resize), quantised with Pillow's fast octree; every pixel is then mapped to
its nearest palette colour without dithering, so flat areas stay flat.
"""

from __future__ import annotations

import io
import zlib

from PIL import Image

COMPRESS_LEVEL = 1
"""With the run-length strategy the level barely matters; 1 is the cheapest."""
COMPRESS_TYPE = zlib.Z_RLE
SAMPLE_STEP = 4
PALETTE_COLOURS = 256


def _to_palette(image: Image.Image) -> Image.Image:
    """Map an RGB picture to an adaptive 256-colour palette."""
    sample = image.resize(
        (max(1, image.width // SAMPLE_STEP), max(1, image.height // SAMPLE_STEP)),
        Image.Resampling.NEAREST,
    )
    palette = sample.quantize(PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    return image.quantize(palette=palette, dither=Image.Dither.NONE)


def encode_png(image: Image.Image) -> bytes:
    """Encode ``image`` as PNG bytes, the one encoder every renderer goes through.

    RGB pictures become 256-colour palette PNGs (see the module notes);
    other modes (P, L, RGBA...) are saved losslessly as they are.
    """
    if image.mode == "RGB":
        image = _to_palette(image)
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=COMPRESS_LEVEL, compress_type=COMPRESS_TYPE)
    return buf.getvalue()


def blank_like(image: Image.Image) -> Image.Image:
    """A blank (all zero) image of the same size and mode: the floor for encoding benchmarks."""
    return Image.new(image.mode, image.size)
