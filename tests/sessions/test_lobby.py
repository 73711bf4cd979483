"""Lobbies through the sessions on a real SQLite file: options, join, leave, kick, start, cancel."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from bot.games.rumble.data import DEFAULT_LAYOUT, LAYOUTS
from bot.registry import KITS
from bot.sessions import Refusal, Sessions, Table
from bot.storage import ACTIVE, CANCELLED, LOBBY, Store
from bot.tables import engine_state

T0 = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
HOST = 1
GUESTS = (2, 3, 4, 5, 6)
STRANGER = 99
CHANNEL, OTHER_CHANNEL, THREAD = 5000, 5001, 7000
GAME = KITS["rumble"].game


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    """An opened store on a fresh file, closed after the test."""
    s = await Store.open(tmp_path / "games.db")
    yield s
    await s.close()


@pytest.fixture
def sessions(store: Store) -> Sessions:
    """Sessions with a fixed clock and seed 7."""
    return Sessions(store, KITS, clock=lambda: T0, new_seed=lambda: 7)


async def open_lobby(
    sessions: Sessions, options: dict[str, Any] | None = None, *, channel: int = CHANNEL, host: int = HOST
) -> Table:
    """Open a Rumble lobby hosted by ``host``."""
    return await sessions.open_lobby(
        "rumble", guild_id=1, channel_id=channel, user_id=host, name=f"P{host}", options=options or {}
    )


@pytest.fixture
async def lobby(sessions: Sessions) -> Table:
    """An open lobby with the host only."""
    return await open_lobby(sessions)


async def seat(sessions: Sessions, lobby: Table, *users: int) -> Table:
    """Join each user to the lobby."""
    table = lobby
    for uid in users:
        table = await sessions.join(lobby.id, uid, f"P{uid}")
    return table


async def snapshot(store: Store, game_id: int) -> tuple[Any, ...]:
    """Everything stored about a game."""
    return await store.game(game_id), await store.seats(game_id), await store.events(game_id)


# --- opening ----------------------------------------------------------------------------


async def test_open_lobby_seats_the_host_with_checked_options(store: Store, sessions: Sessions) -> None:
    """A new lobby has the host in seat 0, the default layout filled in and the session's seed."""
    table = await open_lobby(sessions)
    assert [(s.seat, s.user_id, s.name) for s in table.seats] == [(0, HOST, "P1")]
    assert (table.record.status, table.record.host_id, table.record.seed) == (LOBBY, HOST, 7)
    assert table.record.options == {"layout": DEFAULT_LAYOUT}
    assert engine_state(table) is None
    assert await store.count_games() == 1


async def test_open_lobby_keeps_a_chosen_layout(sessions: Sessions) -> None:
    """A valid layout option is stored as given."""
    layout = next(k for k in LAYOUTS if k != DEFAULT_LAYOUT)
    table = await open_lobby(sessions, {"layout": layout})
    assert table.record.options == {"layout": layout}


async def test_bad_layout_is_refused_naming_the_layouts(store: Store, sessions: Sessions) -> None:
    """An unknown layout is refused with a sentence that lists every layout."""
    with pytest.raises(Refusal) as refused:
        await open_lobby(sessions, {"layout": "castle"})
    text = str(refused.value)
    assert "castle" in text
    assert all(key in text for key in LAYOUTS)


async def test_bad_options_create_nothing(store: Store, sessions: Sessions) -> None:
    """A refused lobby leaves no game in the database."""
    for bad in ({"layout": "castle"}, {"layout": 3}, {"speed": "fast"}):
        with pytest.raises(Refusal):
            await open_lobby(sessions, bad)
    assert await store.count_games() == 0


async def test_unknown_option_is_refused_naming_it(sessions: Sessions) -> None:
    """An option the game does not have is refused by name."""
    with pytest.raises(Refusal, match="speed"):
        await open_lobby(sessions, {"speed": "fast"})


async def test_second_lobby_in_the_channel_is_refused(store: Store, sessions: Sessions, lobby: Table) -> None:
    """A channel with an open lobby refuses another one and points to join."""
    with pytest.raises(Refusal, match="join"):
        await open_lobby(sessions, host=GUESTS[0])
    assert await store.count_games() == 1


async def test_lobby_in_another_channel_is_allowed(sessions: Sessions, lobby: Table) -> None:
    """Another channel may open its own lobby at the same time."""
    other = await open_lobby(sessions, channel=OTHER_CHANNEL, host=GUESTS[0])
    assert other.id != lobby.id


# --- join ---------------------------------------------------------------------------------


async def test_join_takes_the_next_seat(sessions: Sessions, lobby: Table) -> None:
    """Joining players are seated after the host in arrival order."""
    table = await seat(sessions, lobby, 3, 2)
    assert [(s.seat, s.user_id) for s in table.seats] == [(0, HOST), (1, 3), (2, 2)]


async def test_join_twice_is_refused(store: Store, sessions: Sessions, lobby: Table) -> None:
    """A player already in the lobby cannot join again."""
    await seat(sessions, lobby, 2)
    before = await snapshot(store, lobby.id)
    with pytest.raises(Refusal, match="already in this lobby"):
        await sessions.join(lobby.id, 2, "P2")
    assert await snapshot(store, lobby.id) == before


async def test_host_joining_is_refused(sessions: Sessions, lobby: Table) -> None:
    """The host is already seated and cannot join their own lobby."""
    with pytest.raises(Refusal, match="already in this lobby"):
        await sessions.join(lobby.id, HOST, "P1")


async def test_join_full_lobby_is_refused(store: Store, sessions: Sessions, lobby: Table) -> None:
    """A lobby with six players refuses a seventh."""
    table = await seat(sessions, lobby, *GUESTS)
    assert len(table.seats) == GAME.max_players == 6
    before = await snapshot(store, lobby.id)
    with pytest.raises(Refusal, match="full"):
        await sessions.join(lobby.id, STRANGER, "late")
    assert await snapshot(store, lobby.id) == before


# --- leave and kick -------------------------------------------------------------------------


async def test_leave_frees_the_seat(sessions: Sessions, lobby: Table) -> None:
    """A guest who leaves is no longer seated."""
    await seat(sessions, lobby, 2, 3)
    table = await sessions.leave(lobby.id, 2)
    assert [s.user_id for s in table.seats] == [HOST, 3]


async def test_host_leaving_is_refused(store: Store, sessions: Sessions, lobby: Table) -> None:
    """The host cannot leave (they cancel instead); nothing changes."""
    await seat(sessions, lobby, 2)
    before = await snapshot(store, lobby.id)
    with pytest.raises(Refusal, match="cancel"):
        await sessions.leave(lobby.id, HOST)
    assert await snapshot(store, lobby.id) == before


async def test_leaving_without_a_seat_is_refused(sessions: Sessions, lobby: Table) -> None:
    """Someone not in the lobby cannot leave it."""
    with pytest.raises(Refusal, match="not in this lobby"):
        await sessions.leave(lobby.id, STRANGER)


async def test_host_kicks_a_player(sessions: Sessions, lobby: Table) -> None:
    """The host can remove a guest."""
    await seat(sessions, lobby, 2, 3)
    table = await sessions.kick(lobby.id, HOST, 3)
    assert [s.user_id for s in table.seats] == [HOST, 2]


async def test_kick_by_a_guest_is_refused(store: Store, sessions: Sessions, lobby: Table) -> None:
    """Only the host can kick; nothing changes."""
    await seat(sessions, lobby, 2, 3)
    before = await snapshot(store, lobby.id)
    with pytest.raises(Refusal, match="Only the host"):
        await sessions.kick(lobby.id, 2, 3)
    assert await snapshot(store, lobby.id) == before


async def test_host_kicking_themselves_is_refused(sessions: Sessions, lobby: Table) -> None:
    """The host cannot kick themselves out of their own lobby."""
    with pytest.raises(Refusal, match="cannot remove yourself"):
        await sessions.kick(lobby.id, HOST, HOST)


async def test_kicking_someone_not_seated_is_refused(sessions: Sessions, lobby: Table) -> None:
    """Kicking a user who is not in the lobby is refused."""
    with pytest.raises(Refusal, match="not in this lobby"):
        await sessions.kick(lobby.id, HOST, STRANGER)


# --- start -------------------------------------------------------------------------------------


async def test_start_makes_an_active_game(sessions: Sessions, lobby: Table) -> None:
    """The host starts a lobby of three: active, seats 0..2, the engine's first state from the seed."""
    await seat(sessions, lobby, 2, 3)
    table = await sessions.start(lobby.id, HOST)
    assert table.record.status == ACTIVE
    assert [(s.seat, s.user_id) for s in table.seats] == [(0, HOST), (1, 2), (2, 3)]
    assert engine_state(table) == GAME.new_game(3, 7, {"layout": DEFAULT_LAYOUT})
    assert table.record.version == lobby.record.version + 1
    assert len(table.to_act()) == 1


async def test_start_after_a_guest_left_closes_the_gap(sessions: Sessions, lobby: Table) -> None:
    """Seats are renumbered 0..n-1 at start after someone left the middle."""
    await seat(sessions, lobby, 2, 3, 4)
    await sessions.leave(lobby.id, 3)
    table = await sessions.start(lobby.id, HOST)
    assert [(s.seat, s.user_id) for s in table.seats] == [(0, HOST), (1, 2), (2, 4)]
    assert engine_state(table) is not None and engine_state(table).players == 3


async def test_start_by_a_guest_is_refused(store: Store, sessions: Sessions, lobby: Table) -> None:
    """Only the host can start; the lobby stays as it was."""
    await seat(sessions, lobby, 2, 3)
    before = await snapshot(store, lobby.id)
    with pytest.raises(Refusal, match="Only the host"):
        await sessions.start(lobby.id, 2)
    assert await snapshot(store, lobby.id) == before


async def test_start_with_too_few_players_is_refused(store: Store, sessions: Sessions, lobby: Table) -> None:
    """Two players are fewer than Rumble's three: refused, still a lobby."""
    await seat(sessions, lobby, 2)
    before = await snapshot(store, lobby.id)
    with pytest.raises(Refusal, match="3–6 players"):
        await sessions.start(lobby.id, HOST)
    assert await snapshot(store, lobby.id) == before


async def test_start_with_six_players_works(sessions: Sessions, lobby: Table) -> None:
    """A full lobby of six can start."""
    await seat(sessions, lobby, *GUESTS)
    table = await sessions.start(lobby.id, HOST)
    assert table.record.status == ACTIVE and len(table.seats) == 6


async def test_started_lobby_is_closed(store: Store, sessions: Sessions, lobby: Table) -> None:
    """After start, join, leave, kick and start again are refused as a closed lobby."""
    await seat(sessions, lobby, 2, 3)
    await sessions.start(lobby.id, HOST)
    before = await snapshot(store, lobby.id)
    attempts: list[Callable[[], Awaitable[Table]]] = [
        lambda: sessions.join(lobby.id, 4, "P4"),
        lambda: sessions.leave(lobby.id, 2),
        lambda: sessions.kick(lobby.id, HOST, 3),
        lambda: sessions.start(lobby.id, HOST),
    ]
    for attempt in attempts:
        with pytest.raises(Refusal, match="lobby is closed"):
            await attempt()
    assert await snapshot(store, lobby.id) == before


async def test_channel_can_open_a_new_lobby_after_start(sessions: Sessions, lobby: Table) -> None:
    """Once the lobby has started in its own thread, the channel may open the next one."""
    await seat(sessions, lobby, 2, 3)
    await sessions.start(lobby.id, HOST, own_thread=True)
    await sessions.set_places(lobby.id, thread_id=THREAD)
    again = await open_lobby(sessions, host=2)
    assert again.id != lobby.id


async def test_no_lobby_opens_in_a_running_games_thread(sessions: Sessions, lobby: Table) -> None:
    """A thread holds one game: /new inside a running game's thread is refused and nothing is opened."""
    await seat(sessions, lobby, 2, 3)
    await sessions.start(lobby.id, HOST, own_thread=True)
    await sessions.set_places(lobby.id, thread_id=THREAD)
    with pytest.raises(Refusal, match="is being played here"):
        await sessions.open_lobby(
            "quiethouse", guild_id=1, channel_id=THREAD, user_id=2, name="two", options={}, settings={}
        )
    assert await sessions.store.count_games() == 1


async def test_no_second_game_starts_where_one_is_played(sessions: Sessions) -> None:
    """A lobby that would be played in the channel itself cannot start while another game is played there."""
    first = await sessions.open_lobby("rumble", guild_id=1, channel_id=CHANNEL, user_id=HOST, name="h", options={})
    second = await sessions.open_lobby("quiethouse", guild_id=1, channel_id=CHANNEL, user_id=2, name="t", options={})
    await seat(sessions, first, 2, 3)
    await sessions.start(first.id, HOST)
    with pytest.raises(Refusal, match="is being played here"):
        await sessions.start(second.id, 2)
    assert (await sessions.store.game(second.id)).status == "lobby"


async def test_a_lobby_with_its_own_thread_starts_beside_a_running_game(sessions: Sessions) -> None:
    """Two lobbies of one channel may both start when each game gets its own thread."""
    first = await sessions.open_lobby("rumble", guild_id=1, channel_id=CHANNEL, user_id=HOST, name="h", options={})
    second = await sessions.open_lobby("quiethouse", guild_id=1, channel_id=CHANNEL, user_id=2, name="t", options={})
    await seat(sessions, first, 2, 3)
    await seat(sessions, second, 4)
    await sessions.start(first.id, HOST, own_thread=True)
    assert (await sessions.start(second.id, 2, own_thread=True)).record.status == "active"


# --- cancel --------------------------------------------------------------------------------------


async def test_host_cancels_the_lobby(sessions: Sessions, lobby: Table) -> None:
    """The host can cancel; the lobby no longer accepts players."""
    table = await sessions.cancel(lobby.id, HOST, admin=False)
    assert table.record.status == CANCELLED
    with pytest.raises(Refusal, match="lobby is closed"):
        await sessions.join(lobby.id, 2, "P2")


async def test_guest_cannot_cancel_but_an_admin_can(store: Store, sessions: Sessions, lobby: Table) -> None:
    """A guest without Manage Server is refused; a server manager may cancel."""
    await seat(sessions, lobby, 2)
    before = await snapshot(store, lobby.id)
    with pytest.raises(Refusal, match="Only the host"):
        await sessions.cancel(lobby.id, 2, admin=False)
    assert await snapshot(store, lobby.id) == before
    assert (await sessions.cancel(lobby.id, STRANGER, admin=True)).record.status == CANCELLED


async def test_cancel_twice_is_refused(sessions: Sessions, lobby: Table) -> None:
    """Cancelling a game that is already over is refused."""
    await sessions.cancel(lobby.id, HOST, admin=False)
    with pytest.raises(Refusal, match="already over"):
        await sessions.cancel(lobby.id, HOST, admin=False)


# --- finding lobbies ---------------------------------------------------------------------------


async def test_lobby_here_finds_the_open_lobby(sessions: Sessions, lobby: Table) -> None:
    """lobby_here returns the channel's open lobby."""
    assert (await sessions.lobby_here("rumble", CHANNEL)).id == lobby.id


async def test_lobby_here_without_a_lobby_is_refused(sessions: Sessions) -> None:
    """lobby_here refuses in a channel with no open lobby, naming the new command."""
    with pytest.raises(Refusal, match="/rumble new"):
        await sessions.lobby_here("rumble", CHANNEL)
