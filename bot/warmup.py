"""Warming the renderers when the bot starts, so the first boards after a restart come as fast as the rest.

A renderer's first boards pay for loading fonts, drawing each card face,
icon and glyph once into its caches, and filling its kind's palette's
nearest-colour table; those first boards took 2-5 times as long as the
following ones in the benchmark. :func:`warm_renderers` draws each
renderer's fixed art (``GameKit.prepare``) and up to ``WARM_LIMIT`` boards
of two seeded sample games of every kind, once, in a worker thread after the bot is
connected: a few seconds of one core, and no effect on what any board shows.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator, Mapping
from itertools import chain, islice

from PIL import Image

from bot.registry import GameKit
from bot.sample_games import boards
from render.encode import encode_png

log = logging.getLogger(__name__)

WARM_SEED = 1
"""The sample games played: this seed's every third position with every seat's own view, then the
next seed's every position, public only."""
WARM_LIMIT = 60
"""At most this many boards of each kind. Every board drawn fills the renderers' caches (bounded,
but large: fonts by size, card faces, kept regions), so the warm-up trades memory for speed: with
60 boards of each kind it takes ~2.5 s of one core and the process peaks at ~180 MB (40: ~165 MB,
150: ~235 MB, measured after ``warm_renderers`` alone, from ~23 MB)."""
WARM_ENCODES = 12
"""Boards of each kind also encoded (to fill the kind's palette's colour table)."""


def _pictures(kit: GameKit, kind: str) -> Iterator[Image.Image]:
    both = chain(boards(kit, kind, WARM_SEED, every=3), boards(kit, kind, WARM_SEED + 1, every=1, private=False))
    return islice(both, WARM_LIMIT)


def warm_renderers(kits: Mapping[str, GameKit]) -> int:
    """Draw two sample games of each kind, at most ``WARM_LIMIT`` boards (and its fixed art); return how many."""
    started = time.perf_counter()
    drawn = 0
    for kind, kit in kits.items():
        if kit.prepare is not None:
            kit.prepare()
        for index, picture in enumerate(_pictures(kit, kind)):
            if index < WARM_ENCODES:
                encode_png(picture, kit.palette)
            drawn += 1
    log.info("renderers warmed: %d boards in %.1f s", drawn, time.perf_counter() - started)
    return drawn
