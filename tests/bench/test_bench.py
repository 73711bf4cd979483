"""The benchmark runs end to end in quick mode and prints every table (never asserting on timings)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.bench import concurrent, main
from bot.bench.budgets import BUDGETS
from bot.bench.concurrent import GameRun
from bot.bench.moves import STAGES
from bot.bench.publish import OfflinePublish
from bot.bench.stats import percentile
from bot.registry import KITS

CELL = r"\d+\.\d\d / \d+\.\d\d"
AT_ONCE = ["--only", "concurrent", "--kind", "rumble", "--concurrent", "3", "--concurrent-moves", "3"]
"""Three Rumble games (over 100 moves each with the bench's seeds) of three moves each, at once."""


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
    assert re.search(
        r"^5 games moving at once \(1 children, 1 ghostathome, 1 purplehouse, 1 quiethouse, 1 rumble;", out, re.M
    )
    assert re.search(r"^concurrent integrity: PASS", out, re.M)
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


def test_games_at_once_report_their_rate_latency_and_pass_the_integrity_check(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Three games played at once: every move acknowledged, a positive rate, nothing stale, integrity PASS."""
    assert main(AT_ONCE) == 0
    out = capsys.readouterr().out
    found = re.search(r"^  (\d+) moves in (\d+\.\d\d) s = (\d+\.\d) moves/s", out, re.M)
    assert found, out
    assert int(found[1]) == 9
    assert float(found[2]) > 0 and float(found[3]) > 0
    latency = re.search(r"under that load: p50 (\d+\.\d) ms, p95 (\d+\.\d) ms", out)
    assert latency and 0 < float(latency[1]) <= float(latency[2])
    assert re.search(r"^  refused as out of date: 0$", out, re.M)
    assert re.search(r"^concurrent integrity: PASS", out, re.M)
    assert "FAIL" not in out
    assert re.search(r"^budgets: none measured in this run$", out, re.M)


def test_an_acknowledged_move_missing_from_the_store_fails_loudly(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A task that counts one more acknowledged move than was saved makes the run print FAIL and exit 1."""
    real_drive = concurrent.drive

    async def drive_and_claim_one_more(*args: Any, **kwargs: Any) -> None:
        await real_drive(*args, **kwargs)
        run: GameRun = args[3]
        run.acked.append("never played")

    monkeypatch.setattr(concurrent, "drive", drive_and_claim_one_more)
    assert main(AT_ONCE) == 1
    out = capsys.readouterr().out
    assert re.search(r"^concurrent integrity: FAIL \(\d+ problem\(s\)\)$", out, re.M)
    lost = re.search(r"^  FAIL game \d+ \(rumble\): stored version (\d+), expected \d+ \+ 4 = (\d+)$", out, re.M)
    assert lost and int(lost[2]) == int(lost[1]) + 1


def test_a_board_that_was_not_posted_fails_loudly(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A publish that fails (the pipeline logs it and keeps the move) leaves boards unposted: FAIL, exit 1."""

    async def broken(self: OfflinePublish, result: Any) -> None:
        raise RuntimeError("no board today")

    monkeypatch.setattr(OfflinePublish, "__call__", broken)
    assert main(AT_ONCE) == 1
    out = capsys.readouterr().out
    assert re.search(r"^  FAIL game \d+ \(rumble\): boards published for versions \[\]$", out, re.M)
    assert re.search(r"^  FAIL game \d+ \(rumble\): the stored live board is message \d+ showing version 1", out, re.M)
