"""The child process of the crash tests (tests/storage/test_crash.py): plays Rumble moves until it is killed.

Run as ``python -m tests.crash_child <db> <seed> <round>`` from the project root (``<db>`` a SQLite file or a
PostgreSQL URL). It opens the store,
takes over the running games it finds there (starting new ones until ``GAMES`` are running, each in a
channel and a thread of its own), and plays seeded moves in all of them at once, each game in its own
task on the one shared connection, forever. Its publish step behaves like the bot's: it records the
board as posted with ``Sessions.board_posted``, after a short wait standing for Discord's round trip.

It tells the parent what it did, one flushed line each, so the parent knows what was promised when the
kill lands:

- ``ready`` — the store is open;
- ``started <game> <version>`` — ``Sessions.start`` returned: the game is running at ``version``;
- ``move <game> <version>`` — a move that would make ``version`` goes into ``Sessions.play``;
- ``saved <game> <version>`` — the publish step was called: the move is saved, its board not yet posted;
- ``ack <game> <version>`` — ``Sessions.play`` returned: the move is acknowledged and its board recorded.
"""

from __future__ import annotations

import asyncio
import dataclasses
import random
import sys
from datetime import UTC, datetime
from pathlib import Path

from PIL import Image

from bot.registry import KITS, GameKit
from bot.sessions import MoveResult, Sessions, Table
from bot.storage import ACTIVE, Store
from bot.storage.dialect import is_postgres
from bot.tables import engine_state

T0 = datetime(2026, 5, 6, 7, 8, 9, tzinfo=UTC)
GUILD = 1
GAMES = 4
"""Games running at once."""
PLAYERS = 3
PUBLISH_SECONDS = 0.01
"""How long a publish waits before it records the board: the window between a save and its board."""
CHANNELS = 100_000
"""Channel of the n-th game started in round r: ``CHANNELS + 1000 * r + n`` (never used twice)."""
THREADS = 900_000
GIVE_UP_SECONDS = 60.0
"""A child nobody killed stops by itself (exit status 3)."""

FAST_KITS: dict[str, GameKit] = {
    "rumble": dataclasses.replace(KITS["rumble"], render=lambda view, names, lang="en": Image.new("RGB", (8, 8)))
}
"""The real Rumble kit with a tiny board picture."""


def say(*words: object) -> None:
    """Tell the parent one thing, at once."""
    sys.stdout.write(" ".join(str(w) for w in words) + "\n")
    sys.stdout.flush()


class Child:
    """The games of one run of the child and the moves it plays in them."""

    def __init__(self, sessions: Sessions, seed: int, round_: int) -> None:
        self.sessions = sessions
        self.seed = seed
        self.round = round_
        self.started = 0
        self.messages = 0

    async def publish(self, result: MoveResult) -> None:
        """Post the board the way the bot does: after Discord's answer, record it as the live board."""
        say("saved", result.table.id, result.table.record.version)
        await asyncio.sleep(PUBLISH_SECONDS)
        self.messages += 1
        message_id = 10_000_000 * (self.round + 1) + self.messages
        await self.sessions.board_posted(result.table, message_id)

    async def new_game(self) -> Table:
        """Open, fill and start a game in a channel of its own, then post its first board."""
        n = self.started
        self.started += 1
        host = 1000 * (self.round + 1) + 10 * n
        users = [host + i for i in range(PLAYERS)]
        lobby = await self.sessions.open_lobby(
            "rumble",
            guild_id=GUILD,
            channel_id=CHANNELS + 1000 * self.round + n,
            user_id=host,
            name=f"P{host}",
            options={},
        )
        for uid in users[1:]:
            await self.sessions.join(lobby.id, uid, f"P{uid}")
        table = await self.sessions.start(lobby.id, host, own_thread=True)
        say("started", table.id, table.record.version)
        await self.sessions.set_places(table.id, thread_id=THREADS + table.id)
        table = await self.sessions.load(table.id)
        self.messages += 1
        await self.sessions.board_posted(table, 10_000_000 * (self.round + 1) + self.messages)
        return table

    async def play(self, table: Table) -> None:
        """Play seeded moves (fights more often than not) in one game, and in new games once it ends."""
        while True:
            if table.record.status != ACTIVE:
                table = await self.new_game()
            rng = random.Random(f"{self.seed}:{self.round}:{table.id}:{table.record.version}")
            (seat,) = table.to_act()
            actions = table.kit.game.legal_actions(engine_state(table), seat)
            fights = [a for a in actions if a.startswith("f")]
            action = rng.choice(fights if fights and rng.random() < 0.7 else actions)
            version = table.record.version
            say("move", table.id, version + 1)
            result = await self.sessions.play(
                table.id, table.user_of(seat), action, version=version, publish=self.publish
            )
            say("ack", table.id, result.table.record.version)
            table = result.table

    async def run(self) -> None:
        """Take over the running games, start more up to ``GAMES``, and play them all at once."""
        store = self.sessions.store
        tables: list[Table] = []
        for (game_id,) in await store._rows("SELECT id FROM games ORDER BY id"):
            record = await store.game(game_id)
            if record is not None and record.status == ACTIVE and len(tables) < GAMES:
                tables.append(await self.sessions.load(game_id))
        while len(tables) < GAMES:
            tables.append(await self.new_game())
        async with asyncio.TaskGroup() as group:
            for table in tables:
                group.create_task(self.play(table))


async def main(db: str | Path, seed: int, round_: int) -> None:
    """Open the store and play until killed (or until ``GIVE_UP_SECONDS``)."""
    store = await Store.open(db)
    say("ready")
    rng = random.Random(f"{seed}:{round_}:seeds")
    sessions = Sessions(store, FAST_KITS, clock=lambda: T0, new_seed=lambda: rng.getrandbits(52))
    try:
        await asyncio.wait_for(Child(sessions, seed, round_).run(), timeout=GIVE_UP_SECONDS)
    except TimeoutError:
        sys.exit(3)


if __name__ == "__main__":
    where = sys.argv[1]
    asyncio.run(main(where if is_postgres(where) else Path(where), int(sys.argv[2]), int(sys.argv[3])))
