"""What the bot does for its renderers once connected: each kit's ``prepare`` (its fixed art), nothing more.

Drawing sample games at every start (up to 60 boards of each kind, 1.5-2.5 s
of a core) was dropped once the renderers' caches were bounded by bytes
(:mod:`render.cache`): the benchmark's first move of each kind after a
restart was a few tens of milliseconds slower without it, within the move
budget either way, and what it drew was soon evicted (docs/performance.md).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping

from bot.registry import GameKit

log = logging.getLogger(__name__)


def warm_renderers(kits: Mapping[str, GameKit]) -> int:
    """Run each kit's ``prepare`` (drawing its fixed art into its caches); return how many kits had one."""
    started = time.perf_counter()
    prepared = 0
    for kit in kits.values():
        if kit.prepare is not None:
            kit.prepare()
            prepared += 1
    log.info("renderers prepared: %d kinds in %.2f s", prepared, time.perf_counter() - started)
    return prepared
