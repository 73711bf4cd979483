"""The allocator settings of a drawing process: arenas limited where glibc allows it."""

from __future__ import annotations

import ctypes.util

import pytest

from render import memory


def test_limiting_arenas_answers_whether_it_could() -> None:
    """On glibc the limit is set (mallopt answers 1); elsewhere it is a no-op that answers False."""
    assert memory.limit_arenas() is (memory._LIBC is not None)


def test_without_glibc_nothing_is_set(monkeypatch: pytest.MonkeyPatch) -> None:
    """A C library without ``mallopt`` (musl, macOS) leaves the allocator alone."""
    monkeypatch.setattr(memory, "_LIBC", None)
    assert memory.limit_arenas() is False


def test_glibc_is_found_where_it_is_the_c_library() -> None:
    """Where ``ctypes`` finds a C library with ``gnu_get_libc_version``, the module uses it."""
    name = ctypes.util.find_library("c")
    glibc = name is not None and hasattr(ctypes.CDLL(name), "gnu_get_libc_version")
    assert (memory._LIBC is not None) == glibc
