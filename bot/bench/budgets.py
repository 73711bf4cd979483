"""Speed and size budgets per game kind (from the issues), and their check."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Budget:
    """What one move of a kind may cost on the 2-core reference machine."""

    pipeline_p95_ms: float
    floor_ratio: float
    """The most the pipeline p95 may be, as a multiple of the floor p95."""
    png_bytes: int

    def describe(self) -> str:
        """The budget in a few words."""
        return f"p95 ≤ {self.pipeline_p95_ms:g} ms, ≤ {self.floor_ratio:g}x floor, PNG ≤ {self.png_bytes // 1000} KB"

    def failures(self, pipeline_p95_ms: float, ratio: float, png_bytes: int) -> list[str]:
        """What is over budget, one phrase each (empty when everything fits)."""
        out: list[str] = []
        if pipeline_p95_ms > self.pipeline_p95_ms:
            out.append(f"pipeline p95 {pipeline_p95_ms:.1f} ms > {self.pipeline_p95_ms:g} ms")
        if ratio > self.floor_ratio:
            out.append(f"ratio {ratio:.2f}x > {self.floor_ratio:g}x")
        if png_bytes > self.png_bytes:
            out.append(f"PNG {png_bytes / 1000:.1f} KB > {self.png_bytes / 1000:g} KB")
        return out


BUDGETS: dict[str, Budget] = {
    "rumble": Budget(pipeline_p95_ms=60.0, floor_ratio=2.0, png_bytes=300_000),
    "purplehouse": Budget(pipeline_p95_ms=80.0, floor_ratio=2.0, png_bytes=300_000),
    "quiethouse": Budget(pipeline_p95_ms=60.0, floor_ratio=2.0, png_bytes=300_000),
    "ghostathome": Budget(pipeline_p95_ms=60.0, floor_ratio=2.0, png_bytes=300_000),
    "children": Budget(pipeline_p95_ms=80.0, floor_ratio=2.0, png_bytes=300_000),
}
"""Kinds without an entry have no budget yet; the report says so."""

STARTUP_GROWTH = 1.5
STARTUP_SLACK_MS = 2.0
"""Start-up counts as flat when, with many games, it takes at most 1.5x the empty-database time + 2 ms."""


def startup_is_flat(empty_ms: float, full_ms: float) -> bool:
    """Whether start-up with many stored games stays within noise of an empty database."""
    return full_ms <= empty_ms * STARTUP_GROWTH + STARTUP_SLACK_MS
