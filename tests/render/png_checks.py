"""What the encoder tests ask of a decoded board."""

from __future__ import annotations

import io

from PIL import Image, ImageChops


def decode(data: bytes) -> Image.Image:
    """The PNG bytes as a loaded picture, in the mode they were stored in."""
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def within_tolerance(image: Image.Image, decoded: Image.Image) -> bool:
    """≥ 99.5% of pixels within 8 levels of ``image`` (grey level of the difference) and none past 48."""
    diff = ImageChops.difference(image, decoded.convert("RGB")).convert("L")
    histogram = diff.histogram()
    return sum(histogram[:9]) / sum(histogram) >= 0.995 and diff.getextrema()[1] <= 48
