"""The budget logic on given figures: a miss fails, a short run says so, the exit status follows."""

from __future__ import annotations

from bot.bench.budgets import FAIL, PASS, SHORT, exit_status, judge, overall
from bot.bench.concurrent import ConcurrentResult
from bot.bench.memory import MemoryResult
from bot.bench.replay import KindReplay, ReplayResult
from bot.bench.report import judgements
from bot.bench.startup import StartupResult
from bot.bench.stats import Spread


def _memory(games: int, moves: int, peak: float) -> MemoryResult:
    return MemoryResult(games, moves, 58.0, 60.0, peak - 5, peak, ((moves, peak - 5),), 30.0, 36.0, 0, 50.0, 30.0)


def _at_once(games: int, moves: int, wall_s: float) -> ConcurrentResult:
    return ConcurrentResult(games, "mix", 25, moves, wall_s, 1.0, wall_s, Spread(1, 2), Spread(1, 2), 0, ())


def _startup(games: int, start_s: float) -> StartupResult:
    return StartupResult(games, 3, start_s, 40.0, {}, {}, 0.1, {}, 1.0, 1_000)


def test_a_figure_over_its_limit_fails_and_one_within_passes() -> None:
    """At most 60: 61 fails, 60 passes; at least 25: 24 fails, 25 passes."""
    assert judge("x", 61, 60, unit="ms", enough=True).verdict == FAIL
    assert judge("x", 60, 60, unit="ms", enough=True).verdict == PASS
    assert judge("x", 24, 25, unit="", enough=True, at_least=True).verdict == FAIL
    assert judge("x", 25, 25, unit="", enough=True, at_least=True).verdict == PASS


def test_a_figure_from_too_short_a_run_is_not_judged() -> None:
    """However far over its limit, a figure without enough behind it is "too short to judge", with the reason."""
    judged = judge("x", 500, 60, unit="ms", enough=False, why="4 moves")
    assert (judged.verdict, judged.why) == (SHORT, "4 moves")
    assert "too short to judge (4 moves)" in judged.line()


def test_the_run_verdict_fails_on_any_miss_else_says_when_too_short() -> None:
    """FAIL beats too short; too short beats PASS; --check exits 1 only on a miss (or a lost move)."""
    ok, short, bad = (
        judge("a", 1, 2, unit="", enough=True),
        judge("b", 9, 2, unit="", enough=False),
        judge("c", 9, 2, unit="", enough=True),
    )
    assert overall([ok, short, bad]) == "budgets: FAIL (1 missed: c)"
    assert overall([ok, short]) == "budgets: too short to judge (1 of 2 judged, none missed)"
    assert overall([ok]) == "budgets: PASS"
    assert exit_status([ok, short, bad], check=True, lost=False) == 1
    assert exit_status([ok, short, bad], check=False, lost=False) == 0
    assert exit_status([ok, short], check=True, lost=False) == 0
    assert exit_status([ok], check=False, lost=True) == 1


def test_memory_is_judged_only_with_100_games_2000_moves_and_every_kind() -> None:
    """160 MiB peak fails with the full load; with fewer games, moves or kinds it is too short to judge."""
    (full,) = judgements([], _memory(100, 2000, 160.0), None, None, all_kinds=True)
    assert full.verdict == FAIL
    (fine,) = judgements([], _memory(100, 2000, 140.0), None, None, all_kinds=True)
    assert fine.verdict == PASS
    for memory, every in ((_memory(10, 2000, 160.0), True), (_memory(100, 40, 160.0), True)):
        (short,) = judgements([], memory, None, None, all_kinds=every)
        assert short.verdict == SHORT
    (one_kind,) = judgements([], _memory(100, 2000, 160.0), None, None, all_kinds=False)
    assert (one_kind.verdict, one_kind.why) == (SHORT, "100 games, 2,000 moves, not every kind")


def test_games_at_once_and_start_up_have_their_budgets() -> None:
    """500 moves in 25 s by 20 games (20/s) misses 25/s; a 2.5 s start-up with 10,000 games misses 2 s."""
    slow, start = judgements([], None, _at_once(20, 500, 25.0), _startup(10_000, 2.5), all_kinds=True)
    assert (slow.verdict, start.verdict) == (FAIL, FAIL)
    fast, quick = judgements([], None, _at_once(20, 500, 5.0), _startup(10_000, 1.2), all_kinds=True)
    assert (fast.verdict, quick.verdict) == (PASS, PASS)
    few, small = judgements([], None, _at_once(5, 20, 25.0), _startup(200, 2.5), all_kinds=True)
    assert (few.verdict, small.verdict) == (SHORT, SHORT)


def _looked_back(moves: int, frame_p95: float, first_history: float = 20.0) -> ReplayResult:
    short = KindReplay("quiethouse", 1, 25, Spread(5, 9), 1.0, 9.0, Spread(0.2, 0.3), 2.0, Spread(0.1, 0.2))
    long = KindReplay(
        "children", 2, moves, Spread(20, frame_p95), 9.0, 30.0, Spread(0.2, 0.4), first_history, Spread(0.1, 0.2)
    )
    return ReplayResult([short, long], None)


def test_the_history_s_first_opening_is_judged_too() -> None:
    """Laying out the longest game's history in 80 ms misses the 50 ms of a history page."""
    (_, _, first, _) = judgements([], None, None, None, all_kinds=True, replay=_looked_back(300, 60.0, 80.0))
    assert (first.what, first.verdict) == ("history first opening, longest game", FAIL)


def test_a_replay_frame_is_judged_on_the_longest_game_once_it_is_long() -> None:
    """A 300 ms frame p95 of a 300-move game misses 250 ms; of a 100-move game it is too short to judge."""
    frame, history, first, digest = judgements([], None, None, None, all_kinds=True, replay=_looked_back(300, 300.0))
    assert (frame.verdict, history.verdict, first.verdict, digest.verdict) == (FAIL, PASS, PASS, PASS)
    assert frame.what == "replay frame p95, longest game"
    (fine, *_) = judgements([], None, None, None, all_kinds=True, replay=_looked_back(300, 60.0))
    assert fine.verdict == PASS
    (short, *_) = judgements([], None, None, None, all_kinds=True, replay=_looked_back(100, 300.0))
    assert (short.verdict, short.why) == (SHORT, "longest game 100 moves; judged from 250")
