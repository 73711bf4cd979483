"""Pillow drawing of game views into board pictures; PNG encoding lives in :mod:`render.encode`."""
