"""The budgets of the bot on the 2-core reference machine, and how a run's figures are judged against them.

Every budget is an absolute figure. A budget is judged only when the run
measured enough for the figure to mean something (a quick run does not):
otherwise its verdict is "too short to judge", which never fails a run.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

PASS = "PASS"
FAIL = "FAIL"
SHORT = "too short to judge"

FULL_MOVE_P95_MS = 60.0
"""One full move of any kind, p95 (the player waits for it)."""
CPU_PER_MOVE_MS = 40.0
"""CPU the process spends per move, on average: one core then keeps up with Discord's global rate limit
(~25 moves/s for this bot, two requests a move)."""
PNG_BYTES = 300_000
"""The largest board a kind draws."""
RSS_MB = 150.0
"""Peak resident memory (MiB) of a bot process with ``LIVE_GAMES`` live games after ``LIVE_MOVES`` moves."""
START_S = 2.0
"""The real start-up with ``START_GAMES`` stored games."""
MOVES_PER_S = 25.0
"""Moves per second with ``AT_ONCE_GAMES`` games moving at once: at least Discord's global rate limit."""
REPLAY_FRAME_P95_MS = 250.0
"""A replay frame of a long game, p95: a click on Back / Forward / a jump, the board rebuilt and drawn."""
HISTORY_PAGE_P95_MS = 50.0
"""A page of a long game's history, p95."""
DIGEST_P95_MS = 50.0
"""A "since your last move" digest in a long game, p95."""

MIN_KIND_MOVES = 50
"""Moves of a kind needed to judge its p95 and CPU."""
LIVE_GAMES = 100
LIVE_MOVES = 2_000
START_GAMES = 10_000
AT_ONCE_GAMES = 20
MIN_AT_ONCE_MOVES = 200
REPLAY_MOVES = 250
"""Moves the longest game looked back on needs for the replay, history and digest figures to be judged."""
REPLAY_FRAMES = 40


@dataclass(frozen=True)
class Judged:
    """One budget's figure and verdict."""

    what: str
    figure: str
    budget: str
    verdict: str
    why: str = ""
    """What a run too short to judge lacked."""

    def line(self, width: int = 44) -> str:
        """The printed row."""
        verdict = self.verdict + (f" ({self.why})" if self.why else "")
        return f"  {self.what:<{width}}{self.figure:>12}  {self.budget:<12}{verdict}"


def judge(
    what: str, value: float, limit: float, *, unit: str, enough: bool, why: str = "", at_least: bool = False
) -> Judged:
    """``value`` against ``limit`` (at most, or ``at_least``); "too short to judge" unless ``enough``."""
    shown = f"{value:,.1f} {unit}".strip()
    budget = f"{'≥' if at_least else '≤'} {limit:g} {unit}".strip()
    if not enough:
        return Judged(what, shown, budget, SHORT, why)
    met = value >= limit if at_least else value <= limit
    return Judged(what, shown, budget, PASS if met else FAIL)


def overall(judged: Sequence[Judged]) -> str:
    """The run's verdict line: FAIL if a budget was missed, else too short if one was not judged, else PASS."""
    if not judged:
        return "budgets: none measured in this run"
    failed = [j.what for j in judged if j.verdict == FAIL]
    if failed:
        return f"budgets: {FAIL} ({len(failed)} missed: {'; '.join(failed)})"
    short = sum(j.verdict == SHORT for j in judged)
    if short:
        return f"budgets: {SHORT} ({len(judged) - short} of {len(judged)} judged, none missed)"
    return f"budgets: {PASS}"


def exit_status(judged: Sequence[Judged], *, check: bool, lost: bool) -> int:
    """1 when a move was lost, or with ``check`` when a budget was missed; else 0 (too short never fails)."""
    return 1 if lost or (check and any(j.verdict == FAIL for j in judged)) else 0
