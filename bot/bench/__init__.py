"""``python -m bot.bench``: the project's benchmark of the move pipeline (shared/DESIGN.md, "Speed").

First it warms the renderers as the bot does once connected
(:func:`bot.warmup.warm_renderers`, untimed). Then, for every game kind in
:data:`bot.registry.KITS`, it plays seeded games with
random legal actions on a temporary SQLite file on disk (WAL,
``synchronous=FULL``, the real :class:`~bot.storage.Store`) and prints, per
move, the p50 and p95 of each stage (``game.apply``, ``store.save_move``,
``kit.render``, ``encode_png``), of the whole pipeline (``Sessions.play`` with
a publish that does nothing) and of a floor measured in the same run (encoding
a blank image of the board's size via ``blank_like`` + ``encode_png``, plus one
commit of a value the size of the state through the Store), with the ratio
pipeline p95 / floor p95. Then the largest PNG and the budget check per kind.
Then :mod:`bot.bench.concurrent`: ``--concurrent`` games (default 20, the kinds
in turn) moving at once, one asyncio task each, on one Store and one Sessions,
with the bot's publish minus Discord (:mod:`bot.bench.publish`): moves per
second, p50/p95 of one move under that load, moves refused as out of date, and
an integrity check of every acknowledged move (no budget: the issue gives
none). Then the peak RSS and the start-up time (``Store.open`` + ``Sessions``)
on an empty database and on one holding ``--startup-games`` games.

Options: ``--games N`` per kind (default 3), ``--seed``, ``--kind KIND``,
``--max-moves N`` per game (default 0: play every game to its end),
``--startup-games N`` (default 10,000), ``--concurrent N`` games at once (0:
skip), ``--concurrent-moves N`` each (default 25), ``--only PART`` (``moves``,
``concurrent`` or ``startup``), ``--quick`` (1 game of a few moves, 5 games at
once of 4 moves, 200 stored games: a smoke run) and ``--check``.

Exit status: 1 when the games at once lost an acknowledged move (their
integrity check prints FAIL); else 0, or with ``--check`` 1 when a budget fails
(a kind's pipeline p95, ratio to the floor or PNG size, or start-up growing
with the number of stored games). Timings depend on the machine and its load: read them, never
assert on them in tests.
"""

from bot.bench.cli import main

__all__ = ["main"]
