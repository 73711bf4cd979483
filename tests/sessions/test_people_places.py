"""What cogs read and change through the sessions besides moves: preferences, server settings, homes, pauses."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.i18n import msg
from bot.registry import KITS
from bot.sessions import Sessions, Table
from bot.storage import LOBBY, Store

T0 = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
GUILD, CHANNEL, THREAD = 1, 5000, 7000
HOST, GUEST = 1, 2


@pytest.fixture
async def sessions(tmp_path: Path) -> AsyncIterator[Sessions]:
    """Sessions on a fresh file, with a fixed clock; the store is closed after the test."""
    store = await Store.open(tmp_path / "games.db")
    yield Sessions(store, KITS, clock=lambda: T0, new_seed=lambda: 7)
    await store.close()


async def lobby(sessions: Sessions) -> Table:
    """A Rumble lobby hosted by HOST in CHANNEL."""
    return await sessions.open_lobby("rumble", guild_id=GUILD, channel_id=CHANNEL, user_id=HOST, name="H", options={})


async def test_a_users_preferences_are_set_read_and_forgotten(sessions):
    """A user with no preferences has none; one set is read back, alone or among others, and forgotten with None."""
    assert await sessions.user_prefs(HOST) == {}
    await sessions.set_pref(HOST, "dm", "1")
    assert await sessions.user_prefs(HOST) == {"dm": "1"}
    assert await sessions.prefs_of([HOST, GUEST]) == {HOST: {"dm": "1"}}
    await sessions.set_pref(HOST, "dm", None)
    assert await sessions.user_prefs(HOST) == {}


async def test_a_servers_language_is_none_until_chosen_and_reaches_its_lobbies(sessions):
    """A server without a language says None; choosing one counts the lobbies that now speak it."""
    table = await lobby(sessions)
    assert await sessions.server_language(GUILD) is None
    assert await sessions.set_server_language(GUILD, "pl") == 1
    assert await sessions.server_language(GUILD) == "pl"
    assert (await sessions.load(table.id)).lang == "pl"


async def test_a_servers_defaults_are_replaced_whole(sessions):
    """The server's settings for new games are read back as saved."""
    await sessions.set_server_defaults(GUILD, {"turn": 3600})
    assert await sessions.server_defaults(GUILD) == {"turn": 3600}


async def test_lists_and_records_find_the_lobby(sessions):
    """A lobby is among the server's lobbies, its record and seats are read, and its place finds it."""
    table = await lobby(sessions)
    assert [r.id for r in await sessions.server_games(GUILD, (LOBBY,))] == [table.id]
    assert (await sessions.game_record(table.id)).status == LOBBY
    assert await sessions.game_record(table.id + 1) is None
    assert [s.user_id for s in await sessions.seats_of(table.id)] == [HOST]
    assert [r.id for r in await sessions.games_played_here("rumble", CHANNEL, (LOBBY,))] == [table.id]


async def test_a_paused_game_is_unpaused_and_a_lost_thread_sends_it_home(sessions):
    """Pausing keeps why; unpausing clears it; a lost thread plays the game in its channel and unpauses it."""
    table = await lobby(sessions)
    await sessions.set_places(table.id, thread_id=THREAD)
    await sessions.pause(table.id, msg("nt-why-nowhere"))
    assert (await sessions.game_record(table.id)).paused is not None
    await sessions.unpause(table.id)
    assert (await sessions.game_record(table.id)).paused is None
    await sessions.pause(table.id, msg("nt-why-nowhere"))
    await sessions.thread_lost(table.id, CHANNEL)
    record = await sessions.game_record(table.id)
    assert record.paused is None and record.thread_id is None and record.home_id == CHANNEL


async def test_the_bots_notes_are_kept(sessions):
    """A note of the bot's own is None until kept, then read back."""
    assert await sessions.note("command_hash") is None
    await sessions.set_note("command_hash", "abc")
    assert await sessions.note("command_hash") == "abc"
