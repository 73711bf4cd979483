"""Rematch storage: migration 13 upgrades an older database in place, a rematch lobby is written in one
transaction with its host, bots and invitations, and a game has at most one rematch that is not cancelled. On both
engines, the upgrade from a SQLite file and from a PostgreSQL database."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.storage import CANCELLED, FINISHED, Invite, LobbyExists, Store, migrations
from tests.conftest import database_at

T0 = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
CHANNEL = 5000
HOST, BOB, CAROL = 101, 102, 103
PREVIOUS = 12
"""The schema version before the rematch migration."""


@pytest.fixture
def where(engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> str | Path:
    """A fresh database of the test's engine."""
    return database_at(engine, tmp_path / "rematch.db", request)


async def finished_game(store: Store, channel: int = CHANNEL) -> int:
    """A Rumble game of HOST, BOB and CAROL, marked finished; its id."""
    game = await store.create_lobby(
        kind="rumble",
        guild_id=1,
        channel_id=channel,
        host_id=HOST,
        host_name="host",
        options={"layout": "manor"},
        seed=7,
        now=T0,
    )
    for user, name in ((BOB, "bob"), (CAROL, "carol")):
        await store.add_seat(game.id, user, name)
    await store.set_status(game.id, FINISHED, only_from=("lobby",), now=T0)
    return game.id


async def rematch(store: Store, of: int, host: int = BOB, channel: int = CHANNEL) -> int:
    """Open the rematch of game ``of`` hosted by ``host`` with one bot and the others invited; its id."""
    record = await store.create_rematch(
        of=of,
        kind="rumble",
        guild_id=1,
        channel_id=channel,
        host_id=host,
        host_name=f"user{host}",
        options={"layout": "manor"},
        settings={"turn_time": 60, "lang": "pl"},
        seed=8,
        now=T0,
        bots=[("good", "Wisp (bot)")],
        invited=[Invite(HOST, "host"), Invite(CAROL, "carol")],
    )
    return record.id


async def test_an_older_database_is_upgraded_and_its_games_have_no_rematch(tmp_path: Path) -> None:
    """A database made by the previous version gets the rematch column and the invitations table: its games
    have no rematch and no invitations, and a rematch of one of them can be opened."""
    path = tmp_path / "old.db"
    store = await Store.open(path, upto=PREVIOUS)
    old = await finished_game(store)
    await store.close()
    with sqlite3.connect(path) as conn:
        assert "rematch_of" not in {r[1] for r in conn.execute("PRAGMA table_info(games)")}
    await upgraded_game_has_no_rematch(path, old)


@pytest.mark.postgres
async def test_an_older_postgres_database_is_upgraded_and_its_games_have_no_rematch(
    tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """The same upgrade from a PostgreSQL database made by the previous version."""
    url = database_at("postgres", tmp_path / "unused.db", request, migrated=False)
    store = await Store.open(url, upto=PREVIOUS)
    try:
        old = await finished_game(store)
        (found,) = await store._rows(
            "SELECT COUNT(*) FROM information_schema.columns WHERE table_name = 'games' AND column_name = 'rematch_of'"
        )
    finally:
        await store.close()
    assert found[0] == 0
    await upgraded_game_has_no_rematch(url, old)


async def upgraded_game_has_no_rematch(where: str | Path, old: int) -> None:
    """Open the previous version's database holding the finished game ``old``: it has no rematch, and one opens."""
    store = await Store.open(where)
    try:
        assert await store.schema_version() == len(migrations())
        assert await store.rematch_of(old) is None and await store.invites(old) == []
        new = await rematch(store, old)
        assert (await store.rematch_of(old)).id == new  # type: ignore[union-attr]
    finally:
        await store.close()


async def test_a_rematch_is_written_with_its_host_bots_and_invitations(where: str | Path) -> None:
    """The lobby holds its host in seat 0 and the bot (level, name, a negative id) after them; the invitations
    come back in the order given; settings and options are stored as given."""
    store = await Store.open(where)
    try:
        new = await rematch(store, await finished_game(store))
        seats = await store.seats(new)
        assert [(s.seat, s.user_id, s.name, s.bot) for s in seats] == [
            (0, BOB, f"user{BOB}", None),
            (1, -1, "Wisp (bot)", "good"),
        ]
        assert await store.invites(new) == [Invite(HOST, "host"), Invite(CAROL, "carol")]
        record = await store.game(new)
        assert record is not None and record.status == "lobby" and record.host_id == BOB
        assert record.settings == {"turn_time": 60, "lang": "pl"} and record.options == {"layout": "manor"}
    finally:
        await store.close()


async def test_one_rematch_per_game_until_it_is_cancelled(where: str | Path) -> None:
    """A second rematch of the same game is refused (even in another channel) and nothing of it is written; once
    the first is cancelled, a new one may open."""
    store = await Store.open(where)
    try:
        old = await finished_game(store)
        first = await rematch(store, old)
        games = await store.count_games()
        with pytest.raises(LobbyExists):
            await rematch(store, old, host=CAROL, channel=CHANNEL + 1)
        assert await store.count_games() == games
        await store.set_status(first, CANCELLED, only_from=("lobby",), now=T0)
        assert await store.rematch_of(old) is None
        second = await rematch(store, old, host=CAROL)
        assert (await store.rematch_of(old)).id == second != first  # type: ignore[union-attr]
    finally:
        await store.close()


async def test_a_rematch_is_refused_where_a_lobby_of_its_kind_is_open(where: str | Path) -> None:
    """The channel's one open lobby per kind holds for a rematch too: refused, nothing written."""
    store = await Store.open(where)
    try:
        old = await finished_game(store)
        await store.create_lobby(
            kind="rumble", guild_id=1, channel_id=CHANNEL, host_id=999, host_name="x", options={}, seed=1, now=T0
        )
        with pytest.raises(LobbyExists):
            await rematch(store, old)
        assert await store.rematch_of(old) is None
    finally:
        await store.close()
