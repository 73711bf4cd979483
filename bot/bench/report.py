"""The benchmark's printed tables."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.bench.budgets import BUDGETS, startup_is_flat
from bot.bench.concurrent import ConcurrentResult
from bot.bench.moves import STAGES, KindTimings
from bot.bench.startup import StartupResult
from bot.bench.stats import Spread

CELL = 17


@dataclass(frozen=True)
class KindSummary:
    """One kind's numbers as printed, and its budget verdict."""

    kind: str
    games: int
    moves: int
    stages: dict[str, Spread]
    pipeline: Spread
    floor: Spread
    floor_encode: Spread
    floor_commit: Spread
    max_png: int
    failures: tuple[str, ...] | None
    """What is over budget; None when the kind has no budget."""

    @property
    def ratio(self) -> float:
        """Pipeline p95 over floor p95."""
        return self.pipeline.p95 / self.floor.p95 if self.floor.p95 > 0 else float("inf")

    @property
    def passed(self) -> bool:
        """Whether the kind is within budget (a kind without a budget passes)."""
        return not self.failures


def summarise(t: KindTimings) -> KindSummary:
    """Percentiles, largest PNG and budget check of one kind."""
    pipeline, floor = Spread.of(t.pipeline), Spread.of(t.floor)
    max_png = max(t.png_sizes)
    budget = BUDGETS.get(t.kind)
    ratio = pipeline.p95 / floor.p95 if floor.p95 > 0 else float("inf")
    return KindSummary(
        kind=t.kind,
        games=t.games,
        moves=t.moves,
        stages={s: Spread.of(t.stages[s]) for s in STAGES},
        pipeline=pipeline,
        floor=floor,
        floor_encode=Spread.of(t.floor_encode),
        floor_commit=Spread.of(t.floor_commit),
        max_png=max_png,
        failures=None if budget is None else tuple(budget.failures(pipeline.p95, ratio, max_png)),
    )


def _cell(s: Spread) -> str:
    return f"{s.p50:.2f} / {s.p95:.2f}".rjust(CELL)


def _verdict(k: KindSummary) -> str:
    if k.failures is None:
        return "no budget set"
    return "PASS" if not k.failures else "FAIL: " + "; ".join(k.failures)


def moves_table(kinds: Sequence[KindSummary]) -> list[str]:
    """Per kind: p50 / p95 of each stage, the pipeline and the floor, and the ratio."""
    columns = (*STAGES, "pipeline", "floor")
    lines = [
        "per move, ms (p50 / p95)",
        f"{'kind':<12}{'games':>6}{'moves':>7}" + "".join(c.rjust(CELL) for c in columns) + "ratio p95".rjust(11),
    ]
    for k in kinds:
        cells = [k.stages[s] for s in STAGES] + [k.pipeline, k.floor]
        lines.append(f"{k.kind:<12}{k.games:>6}{k.moves:>7}" + "".join(_cell(c) for c in cells) + f"{k.ratio:>10.2f}x")
    return lines


def budget_table(kinds: Sequence[KindSummary]) -> list[str]:
    """Per kind: the floor's two parts, the largest PNG and the budget verdict."""
    lines = [
        "floor parts, ms (p50 / p95); largest PNG; budget",
        f"{'kind':<12}{'blank encode':>{CELL}}{'commit':>{CELL}}{'max PNG':>11}  {'budget':<45}result",
    ]
    for k in kinds:
        budget = BUDGETS.get(k.kind)
        lines.append(
            f"{k.kind:<12}{_cell(k.floor_encode)}{_cell(k.floor_commit)}{k.max_png / 1000:>8.1f} KB  "
            f"{(budget.describe() if budget else '-'):<45}{_verdict(k)}"
        )
    return lines


def startup_lines(s: StartupResult) -> list[str]:
    """Start-up on an empty and a filled database, and how the filled one was made."""
    growth = s.full_ms / s.empty_ms if s.empty_ms > 0 else float("inf")
    flat = startup_is_flat(s.empty_ms, s.full_ms)
    return [
        f"start-up (Store.open + Sessions, median of {s.repeats}): empty DB {s.empty_ms:.2f} ms, "
        f"{s.games:,} games {s.full_ms:.2f} ms ({growth:.2f}x): "
        + ("flat, PASS" if flat else "grows with the games, FAIL"),
        f"stored {s.games:,} games via Store.create_lobby in {s.fill_s:.1f} s ({s.fill_place}); "
        f"file {s.db_bytes / 1e6:.1f} MB",
    ]


def concurrent_lines(c: ConcurrentResult) -> list[str]:
    """The games-at-once figure (no budget: the issue gives none) and its integrity verdict."""
    lines = [
        f"{c.games} games moving at once ({c.mix}; up to {c.moves_per_game} moves each, back to back; "
        "one Store, one Sessions, real renderers, offline publish):",
        f"  {c.moves} moves in {c.wall_s:.2f} s = {c.rate:.1f} moves/s "
        f"(the first game was done at {c.first_done_s:.2f} s); CPU {c.cpu_s:.2f} s = {c.cores:.2f} cores busy",
        f"  one move (Sessions.play, publish included) under that load: p50 {c.latency.p50:.1f} ms, "
        f"p95 {c.latency.p95:.1f} ms; the publish alone: p50 {c.publish.p50:.2f} ms, p95 {c.publish.p95:.2f} ms",
        f"  refused as out of date: {c.stale}",
    ]
    if c.passed:
        lines.append("concurrent integrity: PASS (every acknowledged move stored once, in order, and its board posted)")
    else:
        lines.append(f"concurrent integrity: FAIL ({len(c.problems)} problem(s))")
        lines += [f"  FAIL {p}" for p in c.problems]
    return lines
