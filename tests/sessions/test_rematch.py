"""Rematches through the sessions, on a real SQLite file: only a finished game's human players may ask, the lobby
copies the game's options, settings and bots and invites the other humans, a second ask finds it, a cancelled one
makes room for a new one, and another lobby of the game in the channel is found rather than doubled."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.bots.contract import EASY, Bots
from bot.registry import KITS
from bot.sessions import Refusal, Sessions, Table
from bot.storage import FINISHED, LOBBY, Invite, Store
from tests.plain_bots import first, no_world, with_bots

T0 = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
HOST, ALICE, BOB, STRANGER = 1, 2, 3, 99
CHANNEL = 500
KIND = "quiethouse"
PLAIN = with_bots(KITS)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    """An opened store on a fresh file, closed after the test."""
    s = await Store.open(tmp_path / "games.db")
    yield s
    await s.close()


@pytest.fixture
def sessions(store: Store) -> Sessions:
    """Sessions whose games have plain bots (both levels), on a fixed clock."""
    return Sessions(store, PLAIN, clock=lambda: T0, new_seed=lambda: 7)


async def finished(sessions: Sessions) -> Table:
    """A Quiet House of Ada (host), Alice, Bob and a good bot with a turn deadline and the advanced Rook, ended."""
    table = await sessions.open_lobby(
        KIND,
        guild_id=1,
        channel_id=CHANNEL,
        user_id=HOST,
        name="Ada",
        options={"rook": "advanced"},
        settings={"turn_minutes": 360},
    )
    for user, name in ((ALICE, "Alice"), (BOB, "Bob")):
        await sessions.join(table.id, user, name)
    await sessions.add_bot(table.id, HOST, "good")
    await sessions.start(table.id, HOST, own_thread=True)
    await sessions.store.set_status(table.id, FINISHED, only_from=("active",), now=T0)
    return await sessions.load(table.id)


async def test_only_a_finished_games_human_players_may_ask(sessions: Sessions) -> None:
    """A game that is not over (a lobby) refuses; a stranger and the bot's own id are refused with the humans' names."""
    old = await finished(sessions)
    not_over = await sessions.open_lobby(
        KIND, guild_id=1, channel_id=CHANNEL + 1, user_id=STRANGER, name="S", options={}
    )
    with pytest.raises(Refusal, match="not over"):
        await sessions.rematch(not_over.id, STRANGER, "S")
    bot = next(s.user_id for s in old.seats if s.bot)
    for user in (STRANGER, bot):
        with pytest.raises(Refusal) as refused:
            await sessions.rematch(old.id, user, "X")
        said = refused.value.said()
        assert "Only the players of game #1" in said and all(n in said for n in ("Ada", "Alice", "Bob"))
        assert "(bot)" not in said
    assert await sessions.store.rematch_of(old.id) is None


async def test_the_rematch_copies_the_table_and_invites_the_other_humans(sessions: Sessions) -> None:
    """Bob asks: his lobby in the game's channel has its options and settings, Bob in seat 0, the bot (same
    level and name) after him, and Ada and Alice invited in their seat order."""
    old = await finished(sessions)
    made = await sessions.rematch(old.id, BOB, "Bobby")
    new = made.table
    assert made.how == "opened" and new.record.status == LOBBY and new.record.channel_id == CHANNEL
    assert new.record.options == old.record.options and new.record.settings == old.record.settings
    old_bot = next(s for s in old.seats if s.bot)
    assert [(s.user_id, s.name, s.bot) for s in new.seats] == [(BOB, "Bobby", None), (-1, old_bot.name, "good")]
    assert new.invited == (Invite(HOST, "Ada"), Invite(ALICE, "Alice"))
    joined = await sessions.join(new.id, ALICE, "Alice")
    assert joined.invited == new.invited and joined.seat_of(ALICE) == 2


async def test_a_second_ask_finds_it_and_a_cancelled_one_makes_room(sessions: Sessions) -> None:
    """Asking again (anyone who played) finds the same lobby; once its host cancels it, a new one opens."""
    old = await finished(sessions)
    first_one = (await sessions.rematch(old.id, BOB, "Bob")).table
    again = await sessions.rematch(old.id, ALICE, "Alice")
    assert again.how == "found" and again.table.id == first_one.id
    await sessions.cancel(first_one.id, BOB, admin=False)
    fresh = await sessions.rematch(old.id, ALICE, "Alice")
    assert fresh.how == "opened" and fresh.table.id != first_one.id and fresh.table.record.host_id == ALICE


async def test_another_lobby_in_the_channel_is_found_not_doubled(sessions: Sessions) -> None:
    """A lobby of the game already open in the channel is what the ask leads to; no rematch is written."""
    old = await finished(sessions)
    other = await sessions.open_lobby(KIND, guild_id=1, channel_id=CHANNEL, user_id=STRANGER, name="S", options={})
    found = await sessions.rematch(old.id, HOST, "Ada")
    assert found.how == "taken" and found.table.id == other.id
    assert await sessions.store.rematch_of(old.id) is None


async def test_a_bot_of_a_level_the_game_no_longer_offers_is_left_out(sessions: Sessions, store: Store) -> None:
    """The game's bots now come in the easy level only: the good bot of the old game is not seated."""
    old = await finished(sessions)
    easy_only = Sessions(store, with_bots(KITS, Bots(levels={EASY: first}, determinize=no_world)), clock=lambda: T0)
    new = (await easy_only.rematch(old.id, HOST, "Ada")).table
    assert [s.user_id for s in new.seats] == [HOST]
