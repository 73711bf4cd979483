"""The processes part: bot processes on a throwaway PostgreSQL beside SQLite, its report's shape (never timings)."""

from __future__ import annotations

import re

import pytest

from bot.bench import cli, main
from bot.bench.processes import Group, ProcessesResult, ProcessRun
from bot.bench.startup import StartupResult

pytestmark = pytest.mark.postgres


def test_a_quick_run_reports_each_process_count_and_the_start_up(capsys: pytest.CaptureFixture[str]) -> None:
    """1, 2 and 3 PostgreSQL processes and one SQLite process each play and pass the integrity check; the
    PostgreSQL start-up is reported and too short to judge."""
    assert main(["--only", "processes", "--quick", "--check"]) == 0
    out = capsys.readouterr().out
    for engine, count in (("postgresql", 1), ("postgresql", 2), ("postgresql", 3), ("sqlite", 1)):
        row = re.search(
            rf"^  {engine}\s+{count}\s+(\d+)\s+(\d+\.\d)\s+(\d+\.\d) / (\d+\.\d)\s+\d+\.\d ms\s+([\d, ]+)$", out, re.M
        )
        assert row, (engine, count, out)
        assert int(row[1]) > 0 and float(row[2]) > 0 and float(row[3]) <= float(row[4])
        assert len(row[5].split(",")) == count  # one peak RSS per process
    assert re.search(r"^processes integrity: PASS", out, re.M)
    assert re.search(
        r"^start-up on PostgreSQL with 50 stored games .*: \d+\.\d\d s, of which setup_hook \d+ ms$", out, re.M
    )
    budget = r"^  start-up on PostgreSQL, 10,000 stored games .* too short to judge \(50 games\)$"
    assert re.search(budget, out, re.M)
    assert "FAIL" not in out


def _result(start_s: float, problems: list[str]) -> ProcessesResult:
    run = ProcessRun(100, [10.0] * 100, 10.0, 8.0, 120.0, 20, problems)
    clean = ProcessRun(100, [10.0] * 100, 10.0, 8.0, 120.0, 20, [])
    started = StartupResult(10_000, 4, start_s, 300.0, {}, {}, 0.0, {}, 5.0, 0)
    groups = [Group("postgresql", [clean] * n) for n in (1, 2)] + [Group("postgresql", [clean, clean, run])]
    return ProcessesResult(20, 10.0, groups, Group("sqlite", [clean]), started)


def test_a_slow_start_fails_the_check_and_a_lost_move_fails_the_run(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A 2.5 s start-up with 10,000 games misses its 2 s budget (--check exits 1); a process's integrity problem
    prints FAIL and exits 1 even without --check."""
    monkeypatch.setattr(cli, "run", lambda workdir, settings: cli.Results(processes=_result(2.5, [])))
    assert main(["--only", "processes", "--check"]) == 1
    out = capsys.readouterr().out
    assert re.search(r"^  start-up on PostgreSQL, 10,000 stored games\s+2\.5 s  ≤ 2 s\s+FAIL$", out, re.M)
    assert re.search(r"^  postgresql\s+3\s+300\s+30\.0\s+10\.0 / 10\.0\s+80\.0 ms\s+120, 120, 120$", out, re.M)
    assert main(["--only", "processes"]) == 0
    capsys.readouterr()
    monkeypatch.setattr(cli, "run", lambda workdir, settings: cli.Results(processes=_result(1.5, ["game 7: lost"])))
    assert main(["--only", "processes"]) == 1
    out = capsys.readouterr().out
    assert re.search(r"^processes integrity: FAIL \(1 problem\(s\)\)$", out, re.M)
    assert re.search(r"^  FAIL game 7: lost$", out, re.M)
