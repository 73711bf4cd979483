"""One bot runtime in a process of its own, for tests/bot/test_kill_runtimes.py: a store (its own pool) on a PostgreSQL
database, sessions, a scheduler with claims, a recording notifier, and a driver playing seeded moves.

Run as ``python -m tests.runtime_child <url> <name> <shards> <seed> <epoch> <log>`` from the project root.
``<shards>`` is ``all`` (every game: the runtimes contend for each piece of work) or ``<i>/<count>``. The clock
is the test's, shared by every runtime: ``T0 + (time.time() - <epoch>) * SPEED``, so deadlines and reminders fall
due while it runs.

Every effect is one line of ``<log>``, written, flushed and fsynced BEFORE it counts as done (before the board is
recorded as posted, the claim given back): ``board <game> <version> <nonce> <clock>``, ``dm <game> <version>
<seat> <nonce> <clock>``, ``remind <game> <seat> <since> <note> <clock>``, ``retire <game> <message> <clock>``.
A board carries the nonce the bot gives Discord (``cogs.boards.board_nonce``): Discord returns the first message
for a nonce it has seen, so the recorded message id is the one of the nonce, whoever sent it.

On stdout, one flushed line each: ``ready <clock>``; ``ack <game> <version>`` when a move's save returned; ``final
<clock>`` when its last pass begins. SIGUSR1: stop playing moves (the scheduler keeps passing). SIGUSR2: make one
last pass and exit.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import os
import random
import signal
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import TextIO

from PIL import Image

from bot.claiming import Claims
from bot.games.base import IllegalAction
from bot.i18n import Msg
from bot.registry import KITS, GameKit
from bot.scheduler import Scheduler
from bot.sessions import MoveResult, Publish, Refusal, Sessions, Table
from bot.shards import ONE_PROCESS, Shards
from bot.storage import ACTIVE, Look, OldBoard, Store
from bot.tables import engine_state
from cogs.boards import board_nonce

T0 = datetime(2026, 5, 6, 7, 0, tzinfo=UTC)
SPEED = 600.0
"""Test-clock seconds per real second: a 30-minute reminder interval falls due every 3 s."""
LEASE = timedelta(minutes=10)
"""The claims' lease on the test clock (1 s real): far longer than any one effect takes."""
POLL_SECONDS = 0.15
"""Real seconds between two scheduler passes."""
MOVE_SECONDS = 0.1
"""Real seconds between two moves of one driven game."""
SEND_SECONDS = 0.003
"""A Discord call takes a moment: the window between an effect and its record."""
DRIVEN = ("rumble",)
KINDS = ("rumble", "ghostathome")
FAST_KITS: dict[str, GameKit] = {
    kind: dataclasses.replace(KITS[kind], render=lambda view, names, lang="en": Image.new("RGB", (8, 8)))
    for kind in KINDS
}
"""The real kits with a tiny board picture."""


def message_id(game_id: int, version: int) -> int:
    """The message Discord makes for a board's nonce (one per nonce, whoever sends it)."""
    return game_id * 1_000_000 + version


def test_clock(epoch: float) -> datetime:
    """The shared test clock."""
    return T0 + timedelta(seconds=(time.time() - epoch) * SPEED)


def parse_shards(text: str) -> Shards:
    """``all`` or ``<i>/<count>``."""
    if text == "all":
        return ONE_PROCESS
    index, count = text.split("/")
    return Shards(count=int(count), ids=(int(index),))


class Recorder:
    """The runtime's notifier: each effect a durable line of its log before it counts as done."""

    def __init__(self, sessions: Sessions, log: TextIO, clock: Callable[[], datetime]) -> None:
        self.sessions, self.log, self.clock = sessions, log, clock

    def write(self, *words: object) -> None:
        """One effect, on disk before anything records it."""
        self.log.write(" ".join(str(w) for w in (*words, self.clock().isoformat())) + "\n")
        self.log.flush()
        os.fsync(self.log.fileno())

    def publisher(self, kind: str) -> Publish:
        """Post the board (with its nonce), DM the fresh seats (with theirs), record the board as posted, retire the
        one it replaced."""

        async def publish(result: MoveResult) -> None:
            table = result.table
            version = table.record.version
            await asyncio.sleep(SEND_SECONDS)
            self.write("board", table.id, version, board_nonce(table.id, version))
            for seat in result.fresh:
                self.write("dm", table.id, version, seat, f"d{table.id}v{version}s{seat}")
            posted = message_id(table.id, version)
            await self.sessions.board_posted(table, posted)
            old = table.record.board_message_id
            if old and old != posted:  # as the bot's post_board: the board it replaced is retired at once
                await self.retire_board(OldBoard(old, table.id, 0, None, 0))

        return publish

    async def remind(self, table: Table, seat: int, note: Msg) -> None:
        """Mention the seat (its duty as it is now stored names the decision)."""
        await asyncio.sleep(SEND_SECONDS)
        self.write("remind", table.id, seat, table.duties()[seat].since.isoformat(), note.id)

    async def retire_board(self, old: OldBoard) -> None:
        """Edit the old board into its line of text; it is retired."""
        await asyncio.sleep(SEND_SECONDS)
        self.write("retire", old.game_id, old.message_id)
        await self.sessions.store.board_retired(old.message_id)

    async def end_look(self, look: Look) -> None:
        """No game here has private looks."""
        raise AssertionError(look)

    async def announce(self, table: Table, text: str) -> None:
        """Say a line in the game."""
        self.write("announce", table.id, text.replace(" ", "_"))

    async def move_into_thread(self, game_id: int) -> bool:
        """No game here waits for its thread."""
        return False


def say(*words: object) -> None:
    """Tell the parent one thing, at once."""
    sys.stdout.write(" ".join(str(w) for w in words) + "\n")
    sys.stdout.flush()


class Runtime:
    """The runtime: its driver and its scheduler's loop."""

    def __init__(self, sessions: Sessions, scheduler: Scheduler, notes: Recorder, seed: int) -> None:
        self.sessions, self.scheduler, self.notes, self.seed = sessions, scheduler, notes, seed
        self.driving = True
        self.finishing = asyncio.Event()

    async def drive(self, game_id: int) -> None:
        """Play seeded legal moves in one game until told to stop or the game ends; a move another runtime made
        first (a deadline) is refused by its version: read the game again and go on."""
        rng = random.Random(f"{self.seed}:{game_id}")
        while self.driving:
            await asyncio.sleep(MOVE_SECONDS * (0.5 + rng.random()))
            table = await self.sessions.load(game_id)
            if table.record.status != ACTIVE or not self.driving:
                return
            seat = min(table.to_act())
            action = rng.choice(table.kit.game.legal_actions(engine_state(table), seat))
            version = table.record.version
            try:
                result = await self.sessions.play(
                    game_id, table.user_of(seat), action, version=version, publish=self.notes.publisher("rumble")
                )
            except (Refusal, IllegalAction):
                continue
            say("ack", game_id, result.table.record.version)

    async def loop(self) -> None:
        """Scheduler passes until told to finish, then one last pass."""
        while not self.finishing.is_set():
            await self.scheduler.tick()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.finishing.wait(), POLL_SECONDS)
        say("final", self.scheduler.clock().isoformat())
        await self.scheduler.tick()


async def main(url: str, name: str, shards_text: str, seed: int, epoch: float, log_path: str) -> None:
    """Run the runtime until SIGUSR2 (or SIGKILL)."""
    store = await Store.open(url)
    clock = lambda: test_clock(epoch)  # noqa: E731
    rng = random.Random(f"{seed}:{name}:seeds")
    sessions = Sessions(store, FAST_KITS, clock=clock, new_seed=lambda: rng.getrandbits(52))
    shards = parse_shards(shards_text)
    claims = Claims(store, clock=clock, lease=LEASE, shards=shards)
    with open(log_path, "a") as log:
        notes = Recorder(sessions, log, clock)
        scheduler = Scheduler(sessions, notes, clock=clock, poll_seconds=POLL_SECONDS, claims=claims)
        runtime = Runtime(sessions, scheduler, notes, seed)
        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGUSR1, lambda: setattr(runtime, "driving", False))
        loop.add_signal_handler(signal.SIGUSR2, runtime.finishing.set)
        mine = await claims.mine(g for (g,) in await store._rows("SELECT id FROM games WHERE status = 'active'"))
        driven = [g for g in sorted(mine) if (await store.game(g)).kind in DRIVEN]  # type: ignore[union-attr]
        if shards.everything:  # contending runtimes: each drives a third of the games (as a shard would)
            index = int(name[-1])
            driven = [g for n, g in enumerate(driven) if n % 3 == index]
        say("ready", clock().isoformat())
        drivers = [asyncio.create_task(runtime.drive(g)) for g in driven]
        await runtime.loop()
        runtime.driving = False
        await asyncio.gather(*drivers, return_exceptions=True)
    await store.close()


if __name__ == "__main__":
    url_, name_, shards_, seed_, epoch_, log_ = sys.argv[1:7]
    asyncio.run(main(url_, name_, shards_, int(seed_), float(epoch_), log_))
