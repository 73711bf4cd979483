"""The benchmark runs end to end in quick mode and prints every table (never asserting on timings)."""

from __future__ import annotations

import re

import pytest

from bot.bench import main
from bot.bench.budgets import BUDGETS
from bot.bench.moves import STAGES
from bot.bench.stats import percentile
from bot.registry import KITS

CELL = r"\d+\.\d\d / \d+\.\d\d"


def test_quick_run_prints_a_row_per_kind_with_stages_floor_and_ratio(capsys: pytest.CaptureFixture[str]) -> None:
    """A quick run exits 0 and prints, per kind, p50/p95 of every stage, the pipeline, the floor and the ratio."""
    assert main(["--quick", "--max-moves", "3", "--startup-games", "200"]) == 0
    out = capsys.readouterr().out
    header = next(line for line in out.splitlines() if line.startswith("kind") and "pipeline" in line)
    for column in (*STAGES, "pipeline", "floor", "ratio"):
        assert column in header
    for kind in KITS:
        row = re.search(rf"^{kind}\s+1\s+\d+((?:\s+{CELL}){{{len(STAGES) + 2}}})\s+\d+\.\d\dx$", out, re.M)
        assert row, f"no timing row for {kind}"
        verdict = re.search(rf"^{kind}\s+{CELL}\s+{CELL}\s+\d+\.\d KB\s+(.*)$", out, re.M)
        assert verdict, f"no floor/budget row for {kind}"
        if kind in BUDGETS:
            assert re.search(r"(PASS|FAIL: .+)$", verdict[1])
        else:
            assert verdict[1].endswith("no budget set")
    assert re.search(r"^peak RSS: \d+\.\d MB", out, re.M)
    assert re.search(r"^start-up \(Store\.open \+ Sessions.*empty DB .* ms, 200 games .* ms", out, re.M)
    assert re.search(r"^budgets: (PASS|FAIL)$", out, re.M)


def test_check_turns_a_failed_budget_into_exit_status_1(capsys: pytest.CaptureFixture[str]) -> None:
    """With --check the exit status follows the printed verdict."""
    status = main(["--quick", "--max-moves", "2", "--startup-games", "20", "--check"])
    verdict = re.search(r"^budgets: (PASS|FAIL)$", capsys.readouterr().out, re.M)
    assert verdict
    assert status == (1 if verdict[1] == "FAIL" else 0)


def test_percentile_interpolates_between_ranks() -> None:
    """p50 and p95 follow linear interpolation between sorted samples."""
    samples = [float(x) for x in range(1, 101)]
    assert percentile(samples, 50) == pytest.approx(50.5)
    assert percentile(samples, 95) == pytest.approx(95.05)
    assert percentile([7.0], 95) == 7.0
