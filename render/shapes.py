"""Shapes every renderer draws the same way."""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image, ImageDraw

from render.cache import KB, bounded

Colour = tuple[int, int, int] | tuple[int, int, int, int] | int
Quarters = tuple[Image.Image, Image.Image, Image.Image, Image.Image]
CornerMasks = Callable[[int], Quarters]
"""Quarter-disc masks (top-left, top-right, bottom-left, bottom-right) for a radius; each renderer
chooses plain or anti-aliased ones and caches them."""


def quarters(disc: Image.Image) -> Quarters:
    """A disc mask (even side) cut into its top-left, top-right, bottom-left and bottom-right quarters."""
    r = disc.width // 2
    size = 2 * r
    return (
        disc.crop((0, 0, r, r)),
        disc.crop((r, 0, size, r)),
        disc.crop((0, r, r, size)),
        disc.crop((r, r, size, size)),
    )


@bounded(64 * KB)
def plain_corners(radius: int) -> Quarters:
    """Quarter-disc masks of ``radius`` drawn without anti-aliasing (crisp, cheapest)."""
    size = 2 * radius
    disc = Image.new("L", (size, size))
    ImageDraw.Draw(disc).ellipse((0, 0, size - 1, size - 1), fill=255)
    return quarters(disc)


def rounded_rect(
    image: Image.Image,
    box: tuple[float, float, float, float],
    radius: int,
    fill: Colour,
    corners: CornerMasks,
    outline: Colour | None = None,
    width: int = 0,
) -> None:
    """A filled rounded rectangle whose box ends are exclusive, optionally outlined ``width`` thick.

    Two plain rectangles plus four corner masks: several times faster than
    ``ImageDraw.rounded_rectangle`` or a whole-shape mask, whatever the size.
    """
    x0, y0, x1, y1 = (round(v) for v in box)
    if outline is not None and width > 0:
        rounded_rect(image, (x0, y0, x1, y1), radius, outline, corners)
        inner = (x0 + width, y0 + width, x1 - width, y1 - width)
        rounded_rect(image, inner, max(0, radius - width), fill, corners)
        return
    r = max(0, min(radius, (x1 - x0) // 2, (y1 - y0) // 2))
    draw = ImageDraw.Draw(image)
    if x1 - r > x0 + r:
        draw.rectangle((x0 + r, y0, x1 - r - 1, y1 - 1), fill=fill)
    if r == 0:
        return
    if y1 - r > y0 + r:
        draw.rectangle((x0, y0 + r, x1 - 1, y1 - r - 1), fill=fill)
    tl, tr, bl, br = corners(r)
    image.paste(fill, (x0, y0), tl)
    image.paste(fill, (x1 - r, y0), tr)
    image.paste(fill, (x0, y1 - r), bl)
    image.paste(fill, (x1 - r, y1 - r), br)
