"""The benchmark's printed tables, and its figures judged against the budgets."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from bot.bench import budgets as b
from bot.bench.concurrent import ConcurrentResult
from bot.bench.memory import MemoryResult
from bot.bench.moves import KindTimings
from bot.bench.processes import POLL_SECONDS, ProcessesResult
from bot.bench.replay import ReplayResult
from bot.bench.startup import LATER_MOVES, StartupResult
from bot.bench.stats import Spread, percentile


@dataclass(frozen=True)
class KindSummary:
    """One kind's figures as printed and judged."""

    kind: str
    games: int
    moves: int
    full: Spread
    cpu_mean: float
    cpu_p95: float
    play_p50: float
    publish_p50: float
    private_p50: float
    max_png: int


def summarise(t: KindTimings) -> KindSummary:
    """Percentiles and means of one kind's samples."""
    return KindSummary(
        kind=t.kind,
        games=t.games,
        moves=t.moves,
        full=Spread.of(t.wall),
        cpu_mean=statistics.fmean(t.cpu),
        cpu_p95=percentile(t.cpu, 95),
        play_p50=percentile(t.play, 50),
        publish_p50=percentile(t.publish, 50),
        private_p50=percentile(t.private, 50),
        max_png=max(t.png_sizes),
    )


def moves_table(kinds: Sequence[KindSummary]) -> list[str]:
    """Per kind: the full move, the CPU per move, the parts of a move and the largest PNG."""
    lines = [
        "one move at a time, as the bot makes it (ms; play = load, apply, save, public board)",
        f"{'kind':<12}{'games':>6}{'moves':>7}{'full p50 / p95':>18}{'CPU mean / p95':>18}"
        f"{'play p50':>10}{'publish p50':>13}{'private p50':>13}{'max PNG':>11}",
    ]
    for k in kinds:
        lines.append(
            f"{k.kind:<12}{k.games:>6}{k.moves:>7}{f'{k.full.p50:.1f} / {k.full.p95:.1f}':>18}"
            f"{f'{k.cpu_mean:.1f} / {k.cpu_p95:.1f}':>18}{k.play_p50:>10.1f}{k.publish_p50:>13.2f}"
            f"{k.private_p50:>13.1f}{k.max_png / 1000:>8.1f} KB"
        )
    return lines


def memory_lines(m: MemoryResult) -> list[str]:
    """Resident memory of the live-games process, step by step."""
    samples = " ".join(f"{rss:.0f}" for _, rss in m.samples)
    per_move = m.cpu_s * 1000 / m.moves if m.moves else 0.0
    return [
        f"{m.games} live games, {m.moves:,} moves, in a process of its own (RSS, MiB): {m.base_mb:.1f} once started, "
        f"{m.warm_mb:.1f} after the warm-up, {m.end_mb:.1f} at the end, peak {m.peak_mb:.1f}",
        f"  render caches hold {m.cache_mb:.1f} of their {m.cache_budget_mb:.1f}; "
        f"{m.replaced} finished games replaced; CPU {per_move:.1f} ms per move; {m.wall_s:.1f} s",
        f"  RSS every {m.samples[0][0] if m.samples else 0} moves: {samples}",
    ]


def concurrent_lines(c: ConcurrentResult) -> list[str]:
    """The games-at-once figures and the integrity verdict."""
    lines = [
        f"{c.games} games moving at once ({c.mix}; up to {c.moves_per_game} moves each, back to back; "
        "one Store, one Sessions, full moves):",
        f"  {c.moves} moves in {c.wall_s:.2f} s = {c.rate:.1f} moves/s "
        f"(the first game was done at {c.first_done_s:.2f} s); CPU {c.cpu_s:.2f} s = {c.cores:.2f} cores busy, "
        f"{c.cpu_per_move_ms:.1f} ms per move",
        f"  one move under that load: p50 {c.latency.p50:.1f} ms, "
        f"p95 {c.latency.p95:.1f} ms; the publish alone: p50 {c.publish.p50:.2f} ms, p95 {c.publish.p95:.2f} ms",
        f"  refused as out of date: {c.stale}",
    ]
    if c.passed:
        lines.append("concurrent integrity: PASS (every acknowledged move stored once, in order, and its board posted)")
    else:
        lines.append(f"concurrent integrity: FAIL ({len(c.problems)} problem(s))")
        lines += [f"  FAIL {p}" for p in c.problems]
    return lines


def startup_lines(s: StartupResult) -> list[str]:
    """The real start-up, how the database was filled, and the first moves after the start."""
    first = ", ".join(f"{k} {ms:.0f}" for k, ms in s.first_ms.items())
    later = ", ".join(f"{k} {ms:.0f}" for k, ms in s.later_ms.items())
    warmed = ", ".join(f"{k} {ms:.0f}" for k, ms in s.warm_first_ms.items())
    return [
        f"start-up with {s.games:,} stored games (a fresh process, from launch to the commands checked; "
        f"median of {s.repeats}): {s.start_s:.2f} s, of which setup_hook {s.setup_ms:.0f} ms",
        f"  stored via Store.create_lobby in {s.fill_s:.1f} s; file {s.db_bytes / 1e6:.1f} MB",
        f"  first move after the start, renderers cold (ms): {first}",
        f"  the next {LATER_MOVES} moves, median (ms): {later}",
        f"  first move after the bot's warm-up ({s.warm_s:.1f} s in a worker thread) (ms): {warmed}",
    ]


def processes_lines(r: ProcessesResult) -> list[str]:
    """Moves/s, p95 and RSS per process count on PostgreSQL and SQLite, the integrity verdict, the start-up."""
    lines = [
        f"bot processes released together, {r.games} games moving in each for {r.seconds:g} s (full moves back to "
        f"back, games replaced as they end, a claiming scheduler pass every {POLL_SECONDS:g} s); PostgreSQL with "
        "fsync on",
        f"  {'engine':<12}{'processes':>10}{'moves':>8}{'moves/s':>9}{'p50 / p95 (ms)':>18}{'CPU/move':>10}"
        f"{'peak RSS per process (MiB)':>29}",
    ]
    for g in [*r.postgres, r.sqlite]:
        rss = ", ".join(f"{run.rss_peak_mb:.0f}" for run in g.runs)
        lines.append(
            f"  {g.engine:<12}{len(g.runs):>10}{g.moves:>8}{g.rate:>9.1f}"
            f"{f'{g.latency.p50:.1f} / {g.latency.p95:.1f}':>18}{g.cpu_per_move_ms:>7.1f} ms{rss:>29}"
        )
    problems = [p for g in [*r.postgres, r.sqlite] for p in g.problems]
    if problems:
        lines.append(f"processes integrity: FAIL ({len(problems)} problem(s))")
        lines += [f"  FAIL {p}" for p in problems]
    else:
        lines.append("processes integrity: PASS (every acknowledged move stored once, in order, and its board posted)")
    s = r.startup
    lines.append(
        f"start-up on PostgreSQL with {s.games:,} stored games (a fresh process, from launch to the commands "
        f"checked; median of {s.repeats}): {s.start_s:.2f} s, of which setup_hook {s.setup_ms:.0f} ms"
    )
    return lines


def replay_lines(r: ReplayResult) -> list[str]:
    """Per kind, its longest game looked back on: replay frames, the opening, history pages, digests; the animation."""
    lines = [
        "looking back on each kind's longest game (ms; frame = load, events, rebuild from the first board, draw, "
        "message; open = frame 0 after checking the whole game; first = the history's first opening, laid out)",
        f"{'kind':<12}{'moves':>7}{'frame p50 / p95':>18}{'rebuild p50':>13}{'open':>8}"
        f"{'history p50 / p95':>20}{'first':>8}{'digest p50 / p95':>19}",
    ]
    for k in r.kinds:
        lines.append(
            f"{k.kind:<12}{k.moves:>7}{f'{k.frame.p50:.1f} / {k.frame.p95:.1f}':>18}{k.rebuild_p50:>13.1f}"
            f"{k.open_ms:>8.1f}{f'{k.history.p50:.2f} / {k.history.p95:.2f}':>20}{k.history_cold:>8.1f}"
            f"{f'{k.digest.p50:.2f} / {k.digest.p95:.2f}':>19}"
        )
    a = r.animation
    if a is not None:
        lines.append(
            f"  animation of the longest game ({a.kind}, {a.moves} moves): {a.bytes / 2**20:.2f} MiB, "
            f"{a.frames} boards at {round(a.scale * 100)}% size, {a.seconds:.1f} s in a worker thread"
        )
    return lines


def replay_judgements(r: ReplayResult) -> list[b.Judged]:
    """The replay frame, history page and digest of the longest game, judged when it is long enough."""
    longest = r.longest
    if longest is None:
        return []
    enough = longest.moves >= b.REPLAY_MOVES
    why = f"longest game {longest.moves} moves; judged from {b.REPLAY_MOVES}"
    figures = (
        ("replay frame p95, longest game", longest.frame.p95, b.REPLAY_FRAME_P95_MS),
        ("history page p95, longest game", longest.history.p95, b.HISTORY_PAGE_P95_MS),
        ("history first opening, longest game", longest.history_cold, b.HISTORY_PAGE_P95_MS),
        ("digest p95, longest game", longest.digest.p95, b.DIGEST_P95_MS),
    )
    return [b.judge(what, value, limit, unit="ms", enough=enough, why=why) for what, value, limit in figures]


def judgements(
    kinds: Sequence[KindSummary],
    memory: MemoryResult | None,
    at_once: ConcurrentResult | None,
    startup: StartupResult | None,
    *,
    all_kinds: bool,
    replay: ReplayResult | None = None,
    processes: ProcessesResult | None = None,
) -> list[b.Judged]:
    """Every budget this run measured, judged (or too short to judge)."""
    out: list[b.Judged] = []
    for k in kinds:
        enough = k.moves >= b.MIN_KIND_MOVES
        why = f"{k.moves} moves; judged from {b.MIN_KIND_MOVES}"
        out.append(
            b.judge(f"{k.kind} full move p95", k.full.p95, b.FULL_MOVE_P95_MS, unit="ms", enough=enough, why=why)
        )
        out.append(b.judge(f"{k.kind} CPU per move", k.cpu_mean, b.CPU_PER_MOVE_MS, unit="ms", enough=enough, why=why))
        out.append(b.judge(f"{k.kind} largest PNG", k.max_png / 1000, b.PNG_BYTES / 1000, unit="KB", enough=True))
    if memory is not None:
        enough = memory.games >= b.LIVE_GAMES and memory.moves >= b.LIVE_MOVES and all_kinds
        why = f"{memory.games} games, {memory.moves:,} moves" + ("" if all_kinds else ", not every kind")
        what = f"peak RSS, {b.LIVE_GAMES} live games, {b.LIVE_MOVES:,} moves"
        out.append(b.judge(what, memory.peak_mb, b.RSS_MB, unit="MiB", enough=enough, why=why))
    if at_once is not None:
        enough = at_once.games >= b.AT_ONCE_GAMES and at_once.moves >= b.MIN_AT_ONCE_MOVES
        why = f"{at_once.games} games, {at_once.moves} moves"
        what = f"moves/s, {b.AT_ONCE_GAMES} games at once"
        out.append(b.judge(what, at_once.rate, b.MOVES_PER_S, unit="", enough=enough, why=why, at_least=True))
    if startup is not None:
        enough = startup.games >= b.START_GAMES
        what = f"start-up, {b.START_GAMES:,} stored games"
        why = f"{startup.games:,} games"
        out.append(b.judge(what, startup.start_s, b.START_S, unit="s", enough=enough, why=why))
    if replay is not None:
        out += replay_judgements(replay)
    if processes is not None:
        games = processes.startup.games
        what = f"start-up on PostgreSQL, {b.START_GAMES:,} stored games"
        out.append(
            b.judge(
                what,
                processes.startup.start_s,
                b.START_S,
                unit="s",
                enough=games >= b.START_GAMES,
                why=f"{games:,} games",
            )
        )
    return out
