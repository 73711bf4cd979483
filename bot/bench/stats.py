"""Percentiles of timing samples."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass


def percentile(samples: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0–100) with linear interpolation between ranks."""
    if not samples:
        raise ValueError("no samples")
    if not 0 <= q <= 100:
        raise ValueError(f"percentile {q} is outside 0–100")
    ordered = sorted(samples)
    rank = (len(ordered) - 1) * q / 100
    low, high = math.floor(rank), math.ceil(rank)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


@dataclass(frozen=True)
class Spread:
    """The p50 and p95 of a series of timings, in milliseconds."""

    p50: float
    p95: float

    @classmethod
    def of(cls, samples_ms: Sequence[float]) -> Spread:
        """Summarise samples given in milliseconds."""
        return cls(percentile(samples_ms, 50), percentile(samples_ms, 95))
