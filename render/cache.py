"""Caches of drawn pieces, each bounded by the bytes it holds, least recently used out first.

Every cache of the renderers is a :class:`ByteCache` (directly, through
:func:`bounded`, or inside :class:`render.regions.RegionCache`), so the
memory they hold together is bounded by the sum of their budgets
(:func:`held_bytes`, :func:`budget_bytes`). A cached value is never drawn
on after it is made: what is drawn from the cache is what drawing afresh
gives, so an evicted piece is simply drawn again, with the same pixels.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from functools import update_wrapper
from typing import Any, Generic, ParamSpec, TypeVar, cast

from PIL import Image

import render.memory  # noqa: F401  (settles the C allocator before the bot starts its threads)

KB = 2**10
MB = 2**20
"""Budgets are written in kibibytes and mebibytes."""
ENTRY_BYTES = 200
"""What an entry costs besides its pictures and strings: the key tuple, the dict slot, the value object."""

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
P = ParamSpec("P")
R = TypeVar("R")

_ALL: weakref.WeakSet[ByteCache[Any, Any]] = weakref.WeakSet()
_ALL_LOCK = threading.Lock()
_MISSING: Any = object()


def image_bytes(image: Image.Image) -> int:
    """The bytes Pillow holds for a picture's pixels: 4 per pixel for multi-band and 32-bit modes, else 1."""
    wide = len(image.getbands()) > 1 or image.mode in ("I", "F", "I;16", "I;16B", "I;16L")
    return image.width * image.height * (4 if wide else 1)


def size_of(value: object, depth: int = 6) -> int:
    """The bytes of the pictures and strings in ``value`` (tuples, lists and objects' fields searched)."""
    if isinstance(value, Image.Image):
        return image_bytes(value)
    if isinstance(value, str | bytes):
        return len(value)
    if depth <= 0:
        return 0
    if isinstance(value, tuple | list | frozenset):
        return sum(size_of(v, depth - 1) for v in value)
    fields = getattr(value, "__dict__", None)
    if isinstance(fields, dict) and not isinstance(value, type):
        return sum(size_of(v, depth - 1) for v in fields.values())
    return 0


class ByteCache(Generic[K, V]):
    """Values by key, at most ``max_bytes`` of them (by :func:`size_of`), least recently used dropped first.

    Safe across drawing threads. An entry larger than the whole budget is not kept.
    """

    def __init__(self, name: str, max_bytes: int) -> None:
        self.name = name
        self.max_bytes = max_bytes
        self.held = 0
        """Bytes held now."""
        self.hits = 0
        self.misses = 0
        self._items: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self._lock = threading.Lock()
        with _ALL_LOCK:
            _ALL.add(self)

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: K, default: V | None = None) -> V | None:
        """The value kept for ``key`` (now the most recently used), or ``default``."""
        with self._lock:
            found = self._items.get(key)
            if found is None:
                self.misses += 1
                return default
            self._items.move_to_end(key)
            self.hits += 1
            return found[0]

    def put(self, key: K, value: V, size: int | None = None) -> None:
        """Keep ``value`` for ``key`` (``size``: its bytes, else :func:`size_of` of key and value)."""
        cost = ENTRY_BYTES + (size_of(key) + size_of(value) if size is None else size)
        if cost > self.max_bytes:
            return
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self.held -= old[1]
            self._items[key] = (value, cost)
            self.held += cost
            while self.held > self.max_bytes:
                _, (_, dropped) = self._items.popitem(last=False)
                self.held -= dropped

    def clear(self) -> None:
        """Forget every entry."""
        with self._lock:
            self._items.clear()
            self.held = 0


def bounded(
    budget: int | ByteCache[Any, Any], size: Callable[[Any], int] | None = None
) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Like ``functools.lru_cache``, but bounded by the bytes of what it keeps (see :class:`ByteCache`).

    ``budget`` is the cache's own byte budget, or a ByteCache shared with
    other functions (their entries are told apart by the function's name).
    ``size`` gives the bytes of a value when :func:`size_of` cannot see them.
    Arguments must be hashable and given the same way (positionally or by
    name) to share an entry. The wrapper has ``cache`` (its ByteCache) and
    ``cache_clear()`` (which empties a shared cache for every function).
    """

    def decorate(function: Callable[P, R]) -> Callable[P, R]:
        name = f"{function.__module__}.{function.__qualname__}"
        shared = isinstance(budget, ByteCache)
        cache: ByteCache[Hashable, Any] = budget if isinstance(budget, ByteCache) else ByteCache(name, budget)

        def cached(*args: P.args, **kwargs: P.kwargs) -> R:
            key: Hashable = (args, tuple(kwargs.items())) if kwargs else args
            if shared:
                key = (name, key)
            value = cache.get(key, _MISSING)
            if value is _MISSING:
                value = function(*args, **kwargs)
                cache.put(key, value, None if size is None else size_of(key) + size(value))
            return cast(R, value)

        wrapper = update_wrapper(cached, function)
        setattr(wrapper, "cache", cache)  # noqa: B010  (attributes of a function object)
        setattr(wrapper, "cache_clear", cache.clear)  # noqa: B010
        return cast(Callable[P, R], wrapper)

    return decorate


FRAMES: ByteCache[Any, Any] = ByteCache("render.frames", 6 * MB)
"""The backgrounds of whole boards (3.5-7 MB each), shared by every kind: the one or two drawn last."""


def frame_cache(draw: Callable[P, Image.Image]) -> Callable[P, Image.Image]:
    """``draw`` (a board's background) kept in :data:`FRAMES` by its arguments.

    Every call returns a new picture with the pixels ``draw`` gave (a copy of the kept one), for the
    caller to draw the board on.
    """
    kept = bounded(FRAMES)(draw)

    def fresh(*args: P.args, **kwargs: P.kwargs) -> Image.Image:
        return kept(*args, **kwargs).copy()

    wrapper = update_wrapper(fresh, draw)
    setattr(wrapper, "cache", FRAMES)  # noqa: B010  (attributes of a function object)
    return wrapper


def caches() -> list[ByteCache[Any, Any]]:
    """Every cache alive (those of the renderers live as long as the process)."""
    with _ALL_LOCK:
        return list(_ALL)


def held_bytes(among: Iterable[ByteCache[Any, Any]] | None = None) -> int:
    """The bytes every cache (or those ``among``) holds now."""
    return sum(c.held for c in (caches() if among is None else among))


def budget_bytes() -> int:
    """The most every cache together may hold: the sum of their budgets."""
    return sum(c.max_bytes for c in caches())


def clear_all() -> None:
    """Empty every cache (tests, and a process that wants its memory back)."""
    for cache in caches():
        cache.clear()
