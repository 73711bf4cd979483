"""A PostgreSQL database backed up with pg_dump and restored with pg_restore, as docs/operating.md says, reads back
whole through the bot's store and keeps numbering games after the last one."""

from __future__ import annotations

import asyncio
import random
import subprocess
from pathlib import Path

import pytest

from bot.bench.pgcluster import pg_bin
from bot.bench.play import pick
from bot.bench.startup import fill
from bot.registry import KITS
from bot.sessions import MoveResult, Sessions, utcnow
from bot.storage import EventRecord, GameRecord, Store
from tests.postgres import Cluster

pytestmark = pytest.mark.postgres

LOBBIES = 6
"""Lobbies stored besides one started game of every kind (:func:`bot.bench.startup.fill`)."""


async def play_some(url: str) -> None:
    """Three seeded random moves in each started game (the boards published nowhere)."""
    store = await Store.open(url)
    rng = random.Random(24)

    async def nowhere(result: MoveResult) -> None:
        """No board is posted."""

    try:
        sessions = Sessions(store, KITS)
        for game_id in range(LOBBIES + 1, LOBBIES + len(KITS) + 1):
            for _ in range(3):
                table = await sessions.load(game_id)
                seat, action = pick(rng, table)
                await sessions.play(game_id, table.user_of(seat), action, version=table.record.version, publish=nowhere)
    finally:
        await store.close()


async def everything(url: str) -> list[tuple[GameRecord, list[EventRecord]]]:
    """Every game's record and its events, in id order."""
    store = await Store.open(url)
    try:
        found = []
        for game_id in range(1, LOBBIES + len(KITS) + 1):
            record = await store.game(game_id)
            assert record is not None, game_id
            found.append((record, await store.events(game_id)))
        assert await store.game(LOBBIES + len(KITS) + 1) is None
        return found
    finally:
        await store.close()


async def next_game_id(url: str) -> int:
    """The id the restored database gives a new lobby."""
    store = await Store.open(url)
    try:
        kind = sorted(KITS)[0]
        options = KITS[kind].game.check_options({})
        lobby = await store.create_lobby(
            kind=kind, guild_id=1, channel_id=7, host_id=1, host_name="Host", options=options, seed=1, now=utcnow()
        )
        return lobby.id
    finally:
        await store.close()


def test_a_dump_restored_into_a_new_database_reads_back_equal(tmp_path: Path, postgres: Cluster) -> None:
    """pg_dump -Fc, then pg_restore --no-owner into an empty database: every game, its version and its events are
    there, the store opens it without a migration to apply, and the next game gets the next id."""
    source, target = postgres.new_database(migrated=True), postgres.new_database()
    dump = tmp_path / "hauntbot.dump"
    try:
        asyncio.run(fill(source, LOBBIES))
        asyncio.run(play_some(source))
        before = asyncio.run(everything(source))
        assert sum(len(events) for _, events in before) == 3 * len(KITS)
        subprocess.run([pg_bin("pg_dump"), "-Fc", "-d", source, "-f", str(dump)], check=True, capture_output=True)
        restore = [pg_bin("pg_restore"), "--no-owner", "-d", target, str(dump)]
        subprocess.run(restore, check=True, capture_output=True)
        assert asyncio.run(everything(target)) == before
        assert asyncio.run(next_game_id(target)) == LOBBIES + len(KITS) + 1
    finally:
        postgres.drop_database(source)
        postgres.drop_database(target)
