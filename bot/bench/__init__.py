"""``python -m bot.bench``: the benchmark of the bot as it runs, against fixed budgets.

Every part plays full moves as the bot makes them (:mod:`bot.bench.play`:
load, apply, save, every picture the move draws including the mover's private
view, and the publish through the real cogs minus Discord,
:mod:`bot.bench.publish`), on real SQLite files (WAL, ``synchronous=FULL``):

- ``moves`` (:mod:`bot.bench.moves`): seeded games of each kind, one move at
  a time; per kind the full move's p50/p95, the CPU the process spent per
  move, its parts and the largest PNG;
- ``memory`` (:mod:`bot.bench.memory`): a process of its own, like the bot,
  with 100 live games of every kind and 2,000 moves; its resident memory;
- ``concurrent`` (:mod:`bot.bench.concurrent`): 20 games moving at once on
  one Store and one Sessions; moves per second, and an integrity check of
  every acknowledged move;
- ``startup`` (:mod:`bot.bench.startup`): the bot's real start-up in a fresh
  process with 10,000 stored games, and the first moves after it;
- ``replay`` (:mod:`bot.bench.replay`): each kind's longest seeded game looked
  back on: a replay frame (rebuilt from the first board and drawn), a
  history page and a digest, and the animation of the longest game of all.
- ``processes`` (:mod:`bot.bench.processes`): 1, 2 and 3 bot processes on a
  throwaway PostgreSQL cluster beside one on SQLite, many games moving in
  each; moves per second, p95, peak RSS per process, an integrity check, and
  the start-up with 10,000 games stored in PostgreSQL.

The figures are absolute and judged against the budgets of
:mod:`bot.bench.budgets`; a run too short to judge a budget says so.
``--check`` exits 1 when a budget is missed; a lost move always does.
Timings depend on the machine and its load: read them, never assert on them
in tests.
"""

from __future__ import annotations


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark (see :func:`bot.bench.cli.main`)."""
    from bot.bench.cli import main as run

    return run(argv)


__all__ = ["main"]
