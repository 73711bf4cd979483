"""The house as a graph: neighbours and walking distances through doors."""

from __future__ import annotations

from collections import deque
from functools import cache

from bot.games.rumble.data import LAYOUTS


@cache
def neighbours(layout: str) -> tuple[tuple[int, ...], ...]:
    """Rooms reachable through one door, per room, in id order."""
    lay = LAYOUTS[layout]
    out: list[set[int]] = [set() for _ in lay.rooms]
    for a, b in lay.doors:
        out[a].add(b)
        out[b].add(a)
    return tuple(tuple(sorted(n)) for n in out)


@cache
def distances(layout: str) -> tuple[tuple[int, ...], ...]:
    """Number of doors on the shortest walk between every two rooms."""
    adj = neighbours(layout)
    rows: list[tuple[int, ...]] = []
    for start in range(len(adj)):
        dist = [-1] * len(adj)
        dist[start] = 0
        queue = deque([start])
        while queue:
            room = queue.popleft()
            for nxt in adj[room]:
                if dist[nxt] < 0:
                    dist[nxt] = dist[room] + 1
                    queue.append(nxt)
        rows.append(tuple(dist))
    return tuple(rows)


def nearest_other(layout: str, positions: tuple[int, ...], character: int, room: int) -> int:
    """Distance from ``room`` to the closest character in the house other than ``character``."""
    dist = distances(layout)[room]
    return min(dist[p] for c, p in enumerate(positions) if c != character and p >= 0)
