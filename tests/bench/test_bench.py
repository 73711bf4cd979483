"""The benchmark runs end to end in quick mode, and judges given figures against its budgets (never timings)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.bench import cli, concurrent, main
from bot.bench.concurrent import GameRun
from bot.bench.publish import OfflinePublish
from bot.bench.report import KindSummary
from bot.bench.stats import Spread, percentile
from bot.registry import KITS

PER_KIND_BUDGETS = 3
"""Full move p95, CPU per move and largest PNG, judged for every kind (only the PNG size in a quick run)."""
SHARED_BUDGETS = 8
"""Memory, moves per second, start-up, a replay frame, a history page, the history's first opening and a
digest of the longest game, and the start-up on PostgreSQL."""
AT_ONCE = ["--only", "concurrent", "--kind", "rumble", "--concurrent", "3", "--concurrent-moves", "3"]
"""Three Rumble games (over 100 moves each with the bench's seeds) of three moves each, at once."""


@pytest.mark.postgres  # its processes part starts a PostgreSQL cluster
def test_a_quick_run_prints_every_part_and_is_too_short_to_judge(capsys: pytest.CaptureFixture[str]) -> None:
    """A quick run prints every part; its only verdicts are PASS (PNG sizes) and "too short to judge": exit 0."""
    assert main(["--quick", "--check"]) == 0
    out = capsys.readouterr().out
    header = next(line for line in out.splitlines() if line.startswith("kind"))
    for column in ("full p50 / p95", "CPU mean / p95", "play p50", "publish p50", "private p50", "max PNG"):
        assert column in header
    for kind in KITS:
        assert re.search(rf"^{kind}\s+1\s+4\s+\d+\.\d / \d+\.\d\s+\d+\.\d / \d+\.\d\s", out, re.M), kind
        assert re.search(rf"^  {kind} full move p95 .* too short to judge \(4 moves; judged from 50\)$", out, re.M)
        assert re.search(rf"^  {kind} largest PNG .* PASS$", out, re.M)
    assert re.search(r"^10 live games, 40 moves, in a process of its own .* peak \d+\.\d$", out, re.M)
    assert re.search(r"^  render caches hold \d+\.\d of their \d+\.\d;", out, re.M)
    assert re.search(r"^concurrent integrity: PASS", out, re.M)
    assert re.search(r"^processes integrity: PASS", out, re.M)
    assert re.search(r"^start-up with 200 stored games .*: \d+\.\d\d s, of which setup_hook \d+ ms$", out, re.M)
    assert re.search(r"^  first move after the start, renderers cold \(ms\): children \d+, ", out, re.M)
    memory = r"^  peak RSS, 100 live games, 2,000 moves .* too short to judge \(10 games, 40 moves\)$"
    assert re.search(memory, out, re.M)
    assert re.search(r"^  start-up, 10,000 stored games .* too short to judge \(200 games\)$", out, re.M)
    for kind in KITS:
        assert re.search(rf"^{kind}\s+\d+\s+\d+\.\d / \d+\.\d\s+\d+\.\d\s+\d+\.\d\s+\d+\.\d\d / ", out, re.M), kind
    assert re.search(r"^  animation of the longest game \(\w+, \d+ moves\): \d+\.\d\d MiB, \d+ boards at", out, re.M)
    replay = r"^  replay frame p95, longest game .* too short to judge \(longest game \d+ moves; judged from 250\)$"
    assert re.search(replay, out, re.M)
    judged, total = len(KITS), PER_KIND_BUDGETS * len(KITS) + SHARED_BUDGETS
    assert re.search(rf"^budgets: too short to judge \({judged} of {total} judged, none missed\)$", out, re.M)
    assert "FAIL" not in out


def _kind(p95: float, moves: int, cpu: float = 10.0, png: int = 90_000) -> KindSummary:
    return KindSummary("rumble", 1, moves, Spread(p95 / 2, p95), cpu, cpu, 5.0, 1.0, 0.0, png)


def _run_with(monkeypatch: pytest.MonkeyPatch, *kinds: KindSummary) -> None:
    """Make the moves part give these figures instead of playing."""
    monkeypatch.setattr(cli, "run", lambda workdir, settings: cli.Results(kinds=list(kinds)))


def test_a_missed_budget_prints_fail_and_check_exits_1(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Given a full move p95 of 80 ms over 120 moves (budget 60), the run says FAIL; --check makes that status 1."""
    _run_with(monkeypatch, _kind(80.0, 120))
    assert main(["--only", "moves", "--kind", "rumble", "--check"]) == 1
    out = capsys.readouterr().out
    assert re.search(r"^  rumble full move p95\s+80\.0 ms  ≤ 60 ms\s+FAIL$", out, re.M)
    assert re.search(r"^  rumble CPU per move\s+10\.0 ms  ≤ 40 ms\s+PASS$", out, re.M)
    assert re.search(r"^budgets: FAIL \(1 missed: rumble full move p95\)$", out, re.M)
    assert main(["--only", "moves", "--kind", "rumble"]) == 0


def test_cpu_per_move_and_png_size_are_budgets_too(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """45 ms of CPU per move (budget 40) and a 320 KB board (budget 300 KB) both fail the check."""
    _run_with(monkeypatch, _kind(30.0, 120, cpu=45.0, png=320_000))
    assert main(["--only", "moves", "--kind", "rumble", "--check"]) == 1
    out = capsys.readouterr().out
    assert re.search(r"^budgets: FAIL \(2 missed: rumble CPU per move; rumble largest PNG\)$", out, re.M)


def test_a_run_too_short_to_judge_says_so_instead_of_fail(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Given a p95 of 80 ms over 4 moves only, the budget is not judged: no FAIL, and --check exits 0."""
    _run_with(monkeypatch, _kind(80.0, 4))
    assert main(["--only", "moves", "--kind", "rumble", "--check"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^  rumble full move p95\s+80\.0 ms  ≤ 60 ms\s+too short to judge \(4 moves;", out, re.M)
    assert re.search(r"^budgets: too short to judge \(1 of 3 judged, none missed\)$", out, re.M)
    assert "FAIL" not in out


def test_within_every_budget_the_run_passes(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Enough moves, every figure within its budget: PASS, and --check exits 0."""
    _run_with(monkeypatch, _kind(30.0, 120))
    assert main(["--only", "moves", "--kind", "rumble", "--check"]) == 0
    assert re.search(r"^budgets: PASS$", capsys.readouterr().out, re.M)


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
    assert re.search(r"^  moves/s, 20 games at once .* too short to judge \(3 games, 9 moves\)$", out, re.M)
    assert "FAIL" not in out


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
