"""``python -m bot.bench bots``: how strong and how quick every game's bots are.

- Rumble, Ghost at Home, Children (competitive): a ``good`` bot against random players at every
  player count (it should win at least 1/k + 25 points of the games), and ``good`` against ``easy``
  (two-seat games; at a game whose smallest table is larger, one good, one easy and random players:
  good should place above easy) in at least 60% of the games.
- The Purple House and Quiet House (cooperative): the win rate of a team of ``good`` bots, of ``easy``
  bots, of random players and of a team that sees every secret (:mod:`bot.bench.seeing`), per player
  count and rule set; a bot team should win at least half as often as the all-seeing team.
- The CPU time of every decision (p95: ``easy`` ≤ 50 ms, ``good`` ≤ 1 s).

Seats are rotated over the seeds. Games run in a process pool, one worker per CPU.
"""

from __future__ import annotations

import argparse
import os
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from bot.bench.seeing import seeing_player
from bot.bots.arena import Player, play_table, random_player, seat_bot
from bot.bots.contract import EASY, GOOD, Budget
from bot.games.base import Game, Outcome
from bot.registry import KITS, GameKit

RANDOM = "random"
SEEING = "seeing"
DECISION_P95_S = {EASY: 0.050, GOOD: 1.0}
"""The p95 CPU time of one decision, per level."""
MARGIN = 0.25
"""How far above a fair share (1/k) a good bot must win against random players."""
OVER_EASY = 0.60
"""How often good must beat easy."""


@dataclass(frozen=True)
class Match:
    """One seeded game: who plays each seat, under which options."""

    kind: str
    roles: tuple[str, ...]
    seed: int
    options: tuple[tuple[str, Any], ...] = ()


@dataclass
class Played:
    """How a match went: the outcome, and the CPU seconds of each bot level's decisions."""

    match: Match
    winners: frozenset[int]
    scores: tuple[int, ...]
    plies: int
    times: dict[str, list[float]] = field(default_factory=dict)


def _player(kit: GameKit, role: str, budget: Budget, times: dict[str, list[float]]) -> Player:
    game = kit.game
    if role == RANDOM:
        return random_player(game)
    if role == SEEING:
        return seeing_player(game)
    assert kit.bots is not None
    return seat_bot(game, kit.bots.levels[role], budget, times.setdefault(role, []))


def play_match(match: Match, budget: Budget) -> Played:
    """Play one match to its end (in a worker process)."""
    kit = KITS[match.kind]
    times: dict[str, list[float]] = {}
    players = [_player(kit, role, budget, times) for role in match.roles]
    played = play_table(kit.game, players, match.seed, dict(match.options), max_plies=20_000)
    outcome: Outcome = played.outcome
    return Played(match, outcome.winners, outcome.scores, played.plies, times)


def standing(played: Played, seat: int) -> tuple[bool, int]:
    """How a seat finished: a winner first, then by score (for "placed above")."""
    score = played.scores[seat] if seat < len(played.scores) else 0
    return seat in played.winners, score


def rotated(roles: Sequence[str], seed: int) -> tuple[str, ...]:
    """The roles moved round the table by the seed, so every seat is played by every role."""
    k = len(roles)
    shift = seed % k
    return tuple(roles[(i - shift) % k] for i in range(k))


def counts(game: Game[Any, Any]) -> range:
    """Every player count the game allows."""
    return range(game.min_players, game.max_players + 1)


def matches(kind: str, games: int, seed: int) -> list[tuple[str, Match]]:
    """Every match of one kind's strength run, each with the label of the figure it feeds."""
    kit = KITS[kind]
    game = kit.game
    assert kit.bots is not None
    seeds = [seed * 1_000_003 + i for i in range(games)]
    out: list[tuple[str, Match]] = []
    if game.traits.cooperative:
        for label, options in kit.bots.measure:
            for k in counts(game):
                for role in (GOOD, EASY, RANDOM, SEEING):
                    for s in seeds:
                        out.append((f"{label}|{k}|{role}", Match(kind, (role,) * k, s, tuple(options.items()))))
        return out
    for k in counts(game):
        if k == 1:
            continue
        for s in seeds:
            out.append((f"random|{k}", Match(kind, rotated((GOOD,) + (RANDOM,) * (k - 1), s), s)))
    k = max(2, game.min_players)
    for s in seeds:
        out.append((f"easy|{k}", Match(kind, rotated((GOOD, EASY) + (RANDOM,) * (k - 2), s), s)))
    return out


@dataclass
class Tally:
    """The games of one figure and their wins."""

    games: int = 0
    wins: float = 0.0

    @property
    def rate(self) -> float:
        """Wins per game (0 without games)."""
        return self.wins / self.games if self.games else 0.0


def tally(label: str, played: Played) -> float:
    """What one match adds to its figure: a good bot's win, a good bot beating easy, or a team's win."""
    roles = played.match.roles
    kind, _count, *rest = label.split("|")
    if rest:  # cooperative: the team won
        return 1.0 if played.winners else 0.0
    good = roles.index(GOOD)
    if kind == "random":
        return 1.0 if good in played.winners else 0.0
    easy = roles.index(EASY)
    mine, theirs = standing(played, good), standing(played, easy)
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def p95(values: Sequence[float]) -> float:
    """The 95th percentile (0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


@dataclass
class KindReport:
    """A kind's figures: tallies by label, decision times by level, and the verdict lines."""

    kind: str
    tallies: dict[str, Tally]
    times: dict[str, list[float]]
    seconds: float

    def lines(self) -> tuple[list[str], bool]:
        """The report's lines and whether every judged figure passed."""
        game = KITS[self.kind].game
        ok = True
        out = [f"{game.title} ({self.seconds:.0f} s)"]
        if game.traits.cooperative:
            groups: dict[tuple[str, str], dict[str, Tally]] = defaultdict(dict)
            for label, t in self.tallies.items():
                rules, k, role = label.split("|")
                groups[(rules, k)][role] = t
            out.append("  rules, players: win rate of good / easy / random / all-seeing teams (games each)")
            for (rules, k), teams in groups.items():
                seeing = teams[SEEING].rate
                rates = " / ".join(f"{teams[r].rate:6.1%}" for r in (GOOD, EASY, RANDOM, SEEING))
                half = "good team wins at least half as often as the all-seeing team"
                verdict = half if teams[GOOD].rate >= seeing / 2 else "BELOW half the all-seeing team's rate"
                out.append(f"  {rules}, {k}: {rates} ({teams[GOOD].games}) — {verdict}")
        else:
            for label, t in self.tallies.items():
                against, k = label.split("|")
                if against == "random":
                    need = 1 / int(k) + MARGIN
                    what = f"good vs random, {k} players: wins {t.rate:.1%} of {t.games} (needs ≥ {need:.1%})"
                else:
                    need = OVER_EASY
                    what = f"good vs easy, {k} players: beats easy in {t.rate:.1%} of {t.games} (needs ≥ {need:.0%})"
                passed = t.rate >= need
                ok &= passed
                out.append(f"  {what}: {'PASS' if passed else 'FAIL'}")
        for level in (EASY, GOOD):
            values = self.times.get(level, [])
            if values:
                limit = DECISION_P95_S[level]
                passed = p95(values) <= limit
                ok &= passed
                out.append(
                    f"  {level} decision CPU: p50 {sorted(values)[len(values) // 2] * 1000:.1f} ms, "
                    f"p95 {p95(values) * 1000:.1f} ms (≤ {limit * 1000:.0f} ms) over {len(values)}: "
                    f"{'PASS' if passed else 'FAIL'}"
                )
        return out, ok


def measure(kind: str, games: int, seed: int, workers: int, budget: Budget) -> KindReport:
    """Play one kind's strength run in a process pool and gather its figures."""
    started = time.monotonic()
    todo = matches(kind, games, seed)
    tallies: dict[str, Tally] = {}
    times: dict[str, list[float]] = defaultdict(list)
    labels = [label for label, _ in todo]
    for label in labels:
        tallies.setdefault(label, Tally())
    with ProcessPoolExecutor(max_workers=workers) as pool:
        done = pool.map(play_match, [m for _, m in todo], [budget] * len(todo), chunksize=4)
        for label, played in zip(labels, done, strict=True):
            tallies[label].games += 1
            tallies[label].wins += tally(label, played)
            for level, values in played.times.items():
                times[level] += values
    return KindReport(kind, tallies, dict(times), time.monotonic() - started)


def main(argv: list[str] | None = None, out: Callable[[str], None] = print) -> int:
    """Run the strength benchmark; exit 1 with ``--check`` when a judged figure fails."""
    parser = argparse.ArgumentParser(prog="python -m bot.bench bots", description="Measure every game's bots.")
    parser.add_argument("--games", type=int, default=400, help="seeded games per figure (default 400)")
    parser.add_argument("--kind", choices=sorted(k for k, kit in KITS.items() if kit.bots), help="one kind only")
    parser.add_argument("--seed", type=int, default=1, help="seed of the run (default 1)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes (default: one per CPU)")
    parser.add_argument("--think", type=float, default=Budget().seconds, help="good level's CPU cap per decision")
    parser.add_argument("--check", action="store_true", help="exit with status 1 when a judged figure fails")
    args = parser.parse_args(argv)
    kinds = [args.kind] if args.kind else [k for k, kit in KITS.items() if kit.bots is not None]
    budget = Budget(seconds=args.think)
    out(f"Hauntbot bots: {args.games} games per figure, seed {args.seed}, {args.workers} workers, {budget}")
    all_ok = True
    for kind in kinds:
        report = measure(kind, args.games, args.seed, args.workers, budget)
        lines, ok = report.lines()
        all_ok &= ok
        out("\n".join(lines))
    out("every judged figure passes" if all_ok else "a judged figure FAILS")
    return 1 if args.check and not all_ok else 0
