"""Keeping the memory of drawn boards in one heap: the C allocator's arenas, for a process that draws boards.

A board is a few large pictures (a whole board's pixels each) made and freed
per move, among long-lived small ones (the renderers' cached pieces), by
several threads (the event loop and the drawing threads). With glibc's
defaults each of those threads gets a heap arena of its own, and each arena
keeps the memory freed in it for its own later use. So, where the C library
is glibc, :func:`limit_arenas` keeps every thread created after this module
is first imported (before the bot starts its threads: :mod:`render.cache`
imports it) on ``ARENAS`` arena; elsewhere it does nothing.
docs/performance.md has the measurements, and what was tried and dropped.
"""

from __future__ import annotations

import ctypes
import ctypes.util

ARENAS = 1
"""Heap arenas the threads share (glibc's default is up to 8 per core)."""
M_ARENA_MAX = -8
"""glibc's ``mallopt`` parameter number for the most arenas."""


def _glibc() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        libc = ctypes.CDLL(name)
    except OSError:
        return None
    return libc if hasattr(libc, "mallopt") and hasattr(libc, "gnu_get_libc_version") else None


_LIBC = _glibc()


def limit_arenas(arenas: int = ARENAS) -> bool:
    """Keep every thread created from now on to ``arenas`` heap arenas; False where that cannot be set."""
    return _LIBC is not None and bool(_LIBC.mallopt(M_ARENA_MAX, arenas))


limit_arenas()
