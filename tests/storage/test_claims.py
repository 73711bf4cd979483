"""Claims on scheduled work (migration 0015) on both engines: one holder at a time, taken over once its lease lapsed."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.storage import Store, migrations
from tests.conftest import database_at

T0 = datetime(2026, 12, 2, 12, 0, 0, tzinfo=UTC)
LEASE = timedelta(seconds=60)


async def living(store: Store, *owners: str) -> None:
    """Say that each of ``owners`` lives (as each runtime's first claim does): their claims hold for their lease."""
    for owner in owners:
        await store.keep_alive(owner)


@pytest.fixture
async def store(database: str | Path) -> AsyncIterator[Store]:
    """A fresh store of the test's engine."""
    opened = await Store.open(database)
    yield opened
    await opened.close()


async def test_a_free_claim_is_taken_and_a_held_one_is_refused(store: Store) -> None:
    """The first owner gets the work; another owner, and the same one again, are refused while it holds."""
    await living(store, "a", "b")
    assert await store.claim("duty:1:0:x", "a", T0 + LEASE, T0)
    assert not await store.claim("duty:1:0:x", "b", T0 + LEASE, T0 + timedelta(seconds=30))
    assert not await store.claim("duty:1:0:x", "a", T0 + LEASE, T0 + timedelta(seconds=30))
    assert await store.claim_holder("duty:1:0:x") == ("a", T0 + LEASE)
    assert await store.claim("duty:2:0:x", "b", T0 + LEASE, T0)


async def test_a_lapsed_claim_is_taken_over_by_the_next_owner(store: Store) -> None:
    """Once its lease has lapsed, a claim passes to whoever asks next, and its old holder cannot release it (each
    of them living: a frozen process keeps its claims until their leases lapse)."""
    await living(store, "dead", "b", "c")
    assert await store.claim("board:7", "dead", T0 + LEASE, T0)
    assert not await store.claim("board:7", "b", T0 + LEASE * 2, T0 + LEASE)  # lapses after "until", not at it
    later = T0 + LEASE + timedelta(seconds=1)
    assert await store.claim("board:7", "b", later + LEASE, later)
    assert not await store.claim("board:7", "c", later + LEASE, later)
    assert not await store.release("board:7", "dead")
    assert await store.claim_holder("board:7") == ("b", later + LEASE)


async def test_a_released_claim_is_free_at_once(store: Store) -> None:
    """Giving a claim back lets another owner take it in the same second; only its holder can give it back."""
    assert await store.claim("look:1:2", "a", T0 + LEASE, T0)
    assert not await store.release("look:1:2", "b")
    assert await store.release("look:1:2", "a")
    assert await store.claim_holder("look:1:2") is None
    assert await store.claim("look:1:2", "b", T0 + LEASE, T0)


async def test_lapsed_claims_are_forgotten_and_live_ones_kept(store: Store) -> None:
    """forget_lapsed_claims deletes only the claims whose lease lapsed before now."""
    await store.claim("old", "a", T0, T0 - LEASE)
    await store.claim("live", "a", T0 + LEASE, T0)
    assert await store.forget_lapsed_claims(T0 + timedelta(seconds=1)) == 1
    assert await store.claim_holder("old") is None
    assert await store.claim_holder("live") is not None


async def test_many_owners_racing_for_one_claim_leave_one_holder(store: Store) -> None:
    """Twenty owners asking at once (the same instant): exactly one gets each of five keys."""
    keys = [f"duty:{g}:0:x" for g in range(5)]
    await living(store, *(f"o{i}" for i in range(20)))
    won = await asyncio.gather(*(store.claim(k, f"o{i}", T0 + LEASE, T0) for i in range(20) for k in keys))
    assert sum(won) == len(keys)
    holders = [await store.claim_holder(k) for k in keys]
    assert all(h is not None for h in holders)


async def test_the_guilds_of_games_name_each_server_and_none_for_dms(store: Store) -> None:
    """guilds_of answers each known game's server (None without one) and leaves unknown ids out."""
    ids = []
    for guild in (5 << 22, None):
        game = await store.create_lobby(
            kind="rumble",
            guild_id=guild,
            channel_id=len(ids) + 10,
            host_id=3,
            host_name="A",
            options={},
            seed=1,
            now=T0,
        )
        ids.append(game.id)
    assert await store.guilds_of([*ids, 9999]) == {ids[0]: 5 << 22, ids[1]: None}
    assert await store.guilds_of([]) == {}


@pytest.mark.parametrize("engine", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
async def test_a_database_of_version_14_upgrades_to_claims(
    engine: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """A database made by the previous version (migration 14) gains work_claims and keeps its games."""
    where = database_at(engine, tmp_path / "fourteen.db", request, migrated=False)
    old = await Store.open(where, upto=14)
    try:
        game = await old.create_lobby(
            kind="rumble", guild_id=1, channel_id=2, host_id=3, host_name="A", options={}, seed=1, now=T0
        )
        assert await old.schema_version() == 14
    finally:
        await old.close()
    store = await Store.open(where)
    try:
        assert await store.schema_version() == len(migrations()) >= 15
        assert await store.game(game.id) is not None
        assert await store.claim("start:results", "a", T0 + LEASE, T0)
    finally:
        await store.close()
    if engine == "sqlite":
        with sqlite3.connect(where) as conn:
            indexes = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE tbl_name = 'work_claims'")}
        assert "work_claims_by_until" in indexes


@pytest.mark.postgres
async def test_a_gone_processes_claims_are_taken_at_once_and_a_living_ones_are_not(
    tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """Two processes' stores on one PostgreSQL: while A lives (its liveness lock held), B cannot take A's claim
    before its lease lapses; the moment A's connections are gone (a process killed drops them), B takes it, long
    before the lease."""
    url = database_at("postgres", tmp_path / "unused.db", request)
    a, b = await Store.open(url), await Store.open(url)
    try:
        await a.keep_alive("a")
        await b.keep_alive("b")
        assert await a.claim("board:7", "a", T0 + timedelta(hours=1), T0)
        assert not await b.claim("board:7", "b", T0 + LEASE, T0 + LEASE)
        await a.close()
        assert await b.claim("board:7", "b", T0 + LEASE, T0 + LEASE)
        assert await b.claim_holder("board:7") == ("b", T0 + LEASE)
    finally:
        await b.close()


async def test_a_claim_of_a_process_that_never_said_it_lives_waits_for_its_lease_on_sqlite(store: Store) -> None:
    """SQLite is one process: saying a process lives changes nothing, and a live lease is never taken early."""
    await store.keep_alive("a")
    assert await store.claim("look:1:2", "a", T0 + LEASE, T0)
    assert not await store.claim("look:1:2", "b", T0 + 2 * LEASE, T0 + LEASE / 2)
