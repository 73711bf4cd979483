"""The move pipeline on a real SQLite file with the Rumble engine: play, refusals, races, replay, resign, drain."""

from __future__ import annotations

import asyncio
import dataclasses
import threading
from collections.abc import AsyncIterator, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.games.base import IllegalAction
from bot.i18n import say
from bot.registry import KITS, GameKit
from bot.sessions import MoveResult, Refusal, Sessions, StaleBoard, Table
from bot.storage import ACTIVE, FINISHED, Store
from bot.tables import engine_state

T0 = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
HOST = 1
PLAYERS = (HOST, 2, 3)
STRANGER = 99
CHANNEL = 5000
THREADS = 9000
GAME = KITS["rumble"].game

FAST_KITS: dict[str, GameKit] = {
    "rumble": dataclasses.replace(KITS["rumble"], render=lambda view, names, lang="en": Image.new("RGB", (8, 8)))
}
"""The real Rumble kit with a tiny board picture, for tests that play a whole game (150+ moves)."""


class Recorder:
    """A publish callback that keeps every result it is given."""

    def __init__(self) -> None:
        self.results: list[MoveResult] = []

    async def __call__(self, result: MoveResult) -> None:
        self.results.append(result)


class Held:
    """A publish callback that waits until released: it keeps a move in flight."""

    def __init__(self) -> None:
        self.entered, self.release = asyncio.Event(), asyncio.Event()

    async def __call__(self, result: MoveResult) -> None:
        self.entered.set()
        await self.release.wait()


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    """An opened store on a fresh file, closed after the test."""
    s = await Store.open(tmp_path / "games.db")
    yield s
    await s.close()


def make_sessions(store: Store, kits: Mapping[str, GameKit] = KITS) -> Sessions:
    """Sessions with a fixed clock and seed 7."""
    return Sessions(store, kits, clock=lambda: T0, new_seed=lambda: 7)


@pytest.fixture
def sessions(store: Store) -> Sessions:
    """Sessions over the test store with the registry's kits."""
    return make_sessions(store)


@pytest.fixture
def publish() -> Recorder:
    """A recording publish callback."""
    return Recorder()


async def start_game(sessions: Sessions, players: tuple[int, ...] = PLAYERS) -> Table:
    """Open a lobby hosted by the first player, seat the rest, start it (in a thread of its own, as the cog does)."""
    table = await sessions.open_lobby(
        "rumble", guild_id=1, channel_id=CHANNEL, user_id=players[0], name=f"P{players[0]}", options={}
    )
    for uid in players[1:]:
        await sessions.join(table.id, uid, f"P{uid}")
    started = await sessions.start(table.id, players[0], own_thread=True)
    await sessions.set_places(table.id, thread_id=THREADS + table.id)
    return await sessions.load(started.id)


@pytest.fixture
async def table(sessions: Sessions) -> Table:
    """A started three-player Rumble game."""
    return await start_game(sessions)


def acting(table: Table) -> tuple[int, int]:
    """The (seat, user) whose turn it is."""
    (seat,) = table.to_act()
    return seat, table.user_of(seat)


def idle_user(table: Table) -> int:
    """A seated user whose turn it is not."""
    seat, _ = acting(table)
    return table.user_of((seat + 1) % len(table.seats))


def pick(table: Table) -> str:
    """A legal action of the acting seat: a fight when there is one (games end sooner)."""
    seat, _ = acting(table)
    actions = GAME.legal_actions(engine_state(table), seat)
    return next((a for a in actions if a.startswith("f")), actions[0])


async def snapshot(store: Store, game_id: int) -> tuple[Any, ...]:
    """Everything stored about a game."""
    return await store.game(game_id), await store.seats(game_id), await store.events(game_id)


def replay(table: Table, events: list[Any]) -> Any:
    """Rebuild a game's state from its seed, options and event log."""
    state = GAME.new_game(len(table.seats), table.record.seed, table.record.options)
    for event in events:
        if event.action == "resign":
            state = GAME.resign(state, event.seat)
        else:
            state = GAME.apply(state, event.seat, event.action)
    return state


async def play_to_end(sessions: Sessions, table: Table, publish: Recorder) -> Table:
    """Play fight-first moves through the sessions until the game is over."""
    for _ in range(1000):
        if table.record.status != ACTIVE:
            return table
        _, user = acting(table)
        result = await sessions.play(table.id, user, pick(table), version=table.record.version, publish=publish)
        table = result.table
    raise AssertionError("the game did not end in 1000 moves")


# --- a move ----------------------------------------------------------------------------


async def test_acting_seat_moves_and_version_increments(sessions: Sessions, table: Table, publish: Recorder) -> None:
    """The seat to act can move; the stored version goes up by one and the state is the engine's."""
    seat, user = acting(table)
    action = pick(table)
    result = await sessions.play(table.id, user, action, version=table.record.version, publish=publish)
    stored = await sessions.store.game(table.id)
    assert stored is not None
    assert stored.version == table.record.version + 1
    assert GAME.load(stored.state) == GAME.apply(engine_state(table), seat, action)
    assert result.table.record == stored


async def test_move_appends_one_event(sessions: Sessions, table: Table, publish: Recorder) -> None:
    """A move adds exactly one event with the seat, the action and the new version."""
    seat, user = acting(table)
    action = pick(table)
    await sessions.play(table.id, user, action, version=None, publish=publish)
    events = await sessions.store.events(table.id)
    assert [(e.seq, e.seat, e.action, e.version) for e in events] == [(1, seat, action, table.record.version + 1)]


async def test_move_is_published_with_sentence_and_png(sessions: Sessions, table: Table, publish: Recorder) -> None:
    """The publish callback gets the new table, a sentence naming the player and a PNG with alt text."""
    seat, user = acting(table)
    result = await sessions.play(table.id, user, pick(table), version=table.record.version, publish=publish)
    assert publish.results == [result]
    assert say(result.sentence, names=result.table.names).startswith(f"**{table.names[seat]}** ")
    assert result.picture.png.startswith(b"\x89PNG\r\n\x1a\n")
    assert result.picture.alt


async def test_wrong_seat_is_refused_and_nothing_changes(sessions: Sessions, table: Table, publish: Recorder) -> None:
    """A seated player whose turn it is not gets a Refusal; nothing is stored or published."""
    before = await snapshot(sessions.store, table.id)
    with pytest.raises(Refusal, match="not your turn") as refused:
        await sessions.play(table.id, idle_user(table), pick(table), version=table.record.version, publish=publish)
    assert refused.type is Refusal
    assert await snapshot(sessions.store, table.id) == before
    assert publish.results == []


async def test_unseated_user_is_refused_and_nothing_changes(
    sessions: Sessions, table: Table, publish: Recorder
) -> None:
    """Someone not playing gets a Refusal; nothing is stored or published."""
    before = await snapshot(sessions.store, table.id)
    with pytest.raises(Refusal, match="not playing"):
        await sessions.play(table.id, STRANGER, pick(table), version=table.record.version, publish=publish)
    assert await snapshot(sessions.store, table.id) == before
    assert publish.results == []


async def test_stale_version_gets_stale_board_and_nothing_changes(
    sessions: Sessions, table: Table, publish: Recorder
) -> None:
    """A click from an older board version raises StaleBoard; nothing is stored or published."""
    _, user = acting(table)
    before = await snapshot(sessions.store, table.id)
    with pytest.raises(StaleBoard):
        await sessions.play(table.id, user, pick(table), version=table.record.version - 1, publish=publish)
    assert await snapshot(sessions.store, table.id) == before
    assert publish.results == []


@pytest.mark.parametrize("action", ["zzz", "m0-99", "f99", "m03-05", ""])
async def test_illegal_action_is_refused_with_the_engine_sentence(
    sessions: Sessions, table: Table, publish: Recorder, action: str
) -> None:
    """An illegal action string is refused with the engine's own sentence; nothing changes."""
    seat, user = acting(table)
    with pytest.raises(IllegalAction) as engine:
        GAME.apply(engine_state(table), seat, action)
    before = await snapshot(sessions.store, table.id)
    with pytest.raises(Refusal) as refused:
        await sessions.play(table.id, user, action, version=table.record.version, publish=publish)
    assert str(refused.value) == say(engine.value.reason, names=table.names)
    assert await snapshot(sessions.store, table.id) == before
    assert publish.results == []


async def test_failing_publish_does_not_lose_the_move(sessions: Sessions, table: Table) -> None:
    """When posting to Discord fails, play still returns and the move stays saved."""

    async def broken(result: MoveResult) -> None:
        raise RuntimeError("Discord is down")

    _, user = acting(table)
    action = pick(table)
    result = await sessions.play(table.id, user, action, version=table.record.version, publish=broken)
    stored = await sessions.store.game(table.id)
    assert stored is not None and stored.version == table.record.version + 1
    assert result.table.record.version == stored.version
    assert [e.action for e in await sessions.store.events(table.id)] == [action]


async def test_game_that_does_not_exist_is_refused(sessions: Sessions, publish: Recorder) -> None:
    """Playing in an unknown game id is a Refusal."""
    with pytest.raises(Refusal, match="no longer exists"):
        await sessions.play(12345, HOST, "f0", version=None, publish=publish)


# --- races -----------------------------------------------------------------------------


@pytest.mark.parametrize("with_version", [True, False], ids=["button", "slash"])
async def test_concurrent_plays_of_one_version_let_exactly_one_win(
    sessions: Sessions, table: Table, publish: Recorder, with_version: bool
) -> None:
    """Two simultaneous moves from the same board: one is saved, the other is refused."""
    seat, user = acting(table)
    actions = GAME.legal_actions(engine_state(table), seat)
    assert len(actions) >= 2
    version = table.record.version if with_version else None
    outcomes = await asyncio.gather(
        sessions.play(table.id, user, actions[0], version=version, publish=publish),
        sessions.play(table.id, user, actions[1], version=version, publish=publish),
        return_exceptions=True,
    )
    wins = [o for o in outcomes if isinstance(o, MoveResult)]
    refusals = [o for o in outcomes if isinstance(o, Refusal)]
    assert (len(wins), len(refusals)) == (1, 1)
    if with_version:
        assert isinstance(refusals[0], StaleBoard)
    (event,) = await sessions.store.events(table.id)
    assert event.action in actions[:2]
    stored = await sessions.store.game(table.id)
    assert stored is not None and stored.version == table.record.version + 1
    assert GAME.load(stored.state) == GAME.apply(engine_state(table), seat, event.action)
    assert publish.results == wins


async def test_two_bot_processes_cannot_both_save_one_version(tmp_path: Path) -> None:
    """Two Sessions on two connections to one file (no shared lock): the version check lets one win."""
    path = tmp_path / "games.db"
    first, second = await Store.open(path), await Store.open(path)
    try:
        a, b = make_sessions(first), make_sessions(second)
        table = await start_game(a)
        seat, user = acting(table)
        actions = GAME.legal_actions(engine_state(table), seat)
        outcomes = await asyncio.gather(
            a.play(table.id, user, actions[0], version=table.record.version, publish=Recorder()),
            b.play(table.id, user, actions[1], version=table.record.version, publish=Recorder()),
            return_exceptions=True,
        )
        assert sorted(type(o).__name__ for o in outcomes) == ["MoveResult", "StaleBoard"]
        assert len(await first.events(table.id)) == 1
    finally:
        await first.close()
        await second.close()


# --- a whole game, replay ----------------------------------------------------------------


@pytest.fixture
def fast_sessions(store: Store) -> Sessions:
    """Sessions whose board picture is tiny, for whole games."""
    return make_sessions(store, FAST_KITS)


async def test_full_game_finishes_and_refuses_further_moves(fast_sessions: Sessions, publish: Recorder) -> None:
    """A game played to its end is stored as finished with an outcome; a move after the end changes nothing."""
    table = await play_to_end(fast_sessions, await start_game(fast_sessions), publish)
    assert table.record.status == FINISHED
    assert table.outcome() is not None
    assert table.to_act() == frozenset()
    assert publish.results[-1].table == table
    before = await snapshot(fast_sessions.store, table.id)
    with pytest.raises(Refusal, match="over"):
        await fast_sessions.play(table.id, HOST, "f0", version=table.record.version, publish=publish)
    assert await snapshot(fast_sessions.store, table.id) == before


async def test_replaying_the_event_log_gives_the_stored_state(fast_sessions: Sessions, publish: Recorder) -> None:
    """Replaying every event from new_game(seed, options) rebuilds the stored final state exactly."""
    table = await play_to_end(fast_sessions, await start_game(fast_sessions), publish)
    events = await fast_sessions.store.events(table.id)
    assert table.record.seed == 7
    assert len(events) == table.record.version - 1
    assert replay(table, events) == GAME.load(table.record.state)


async def test_replay_includes_resignations(sessions: Sessions, table: Table, publish: Recorder) -> None:
    """An event log with moves and a resignation replays to the stored state."""
    for _ in range(3):
        _, user = acting(table)
        table = (await sessions.play(table.id, user, pick(table), version=None, publish=publish)).table
    table = (await sessions.resign(table.id, idle_user(table), publish=publish)).table
    _, user = acting(table)
    table = (await sessions.play(table.id, user, pick(table), version=None, publish=publish)).table
    assert replay(table, await sessions.store.events(table.id)) == engine_state(table)


# --- resign ------------------------------------------------------------------------------


async def test_resign_records_an_event_and_the_game_goes_on(
    sessions: Sessions, table: Table, publish: Recorder
) -> None:
    """A resignation is saved as a 'resign' event; with two players left the game stays active."""
    user = idle_user(table)
    seat = table.seat_of(user)
    result = await sessions.resign(table.id, user, publish=publish)
    assert result.table.record.status == ACTIVE
    assert engine_state(result.table).resigned == (seat,)
    assert say(result.sentence, names=result.table.names) == f"**{table.names[seat]}** resigned."
    events = await sessions.store.events(table.id)
    assert [(e.seat, e.action) for e in events] == [(seat, "resign")]
    assert publish.results == [result]


async def test_resigning_on_your_turn_passes_the_turn(sessions: Sessions, table: Table, publish: Recorder) -> None:
    """When the acting seat resigns, another seat must act next."""
    seat, user = acting(table)
    result = await sessions.resign(table.id, user, publish=publish)
    assert seat not in result.table.to_act()
    assert result.table.to_act()


async def test_resigning_twice_is_refused(sessions: Sessions, table: Table, publish: Recorder) -> None:
    """A player who already left cannot resign again; nothing changes."""
    user = idle_user(table)
    await sessions.resign(table.id, user, publish=publish)
    before = await snapshot(sessions.store, table.id)
    with pytest.raises(Refusal, match="already left"):
        await sessions.resign(table.id, user, publish=publish)
    assert await snapshot(sessions.store, table.id) == before


async def test_resign_down_to_one_player_finishes_the_game(sessions: Sessions, table: Table, publish: Recorder) -> None:
    """When only one player is left the game is finished and the last player wins."""
    await sessions.resign(table.id, PLAYERS[1], publish=publish)
    result = await sessions.resign(table.id, PLAYERS[2], publish=publish)
    assert result.table.record.status == FINISHED
    outcome = result.table.outcome()
    assert outcome is not None and outcome.winners == frozenset({table.seat_of(HOST)})


async def test_unseated_user_cannot_resign(sessions: Sessions, table: Table, publish: Recorder) -> None:
    """Someone not playing cannot resign; nothing changes."""
    before = await snapshot(sessions.store, table.id)
    with pytest.raises(Refusal, match="not playing"):
        await sessions.resign(table.id, STRANGER, publish=publish)
    assert await snapshot(sessions.store, table.id) == before


# --- drain -------------------------------------------------------------------------------


async def test_play_after_drain_is_refused(sessions: Sessions, table: Table, publish: Recorder) -> None:
    """After drain, a move is refused with a 'restarting' sentence and nothing changes."""
    await asyncio.wait_for(sessions.drain(), 5)
    _, user = acting(table)
    before = await snapshot(sessions.store, table.id)
    with pytest.raises(Refusal, match="restarting"):
        await sessions.play(table.id, user, pick(table), version=table.record.version, publish=publish)
    assert await snapshot(sessions.store, table.id) == before
    assert publish.results == []


async def test_open_lobby_after_drain_is_refused(store: Store, sessions: Sessions) -> None:
    """After drain, opening a lobby is refused and creates nothing."""
    await asyncio.wait_for(sessions.drain(), 5)
    with pytest.raises(Refusal, match="restarting"):
        await sessions.open_lobby("rumble", guild_id=1, channel_id=CHANNEL, user_id=HOST, name="P1", options={})
    assert await store.count_games() == 0


async def test_drain_waits_for_a_move_in_flight(sessions: Sessions, table: Table) -> None:
    """drain does not return while a move is being published, and the move is saved."""
    held = Held()
    _, user = acting(table)
    move = asyncio.create_task(sessions.play(table.id, user, pick(table), version=table.record.version, publish=held))
    await asyncio.wait_for(held.entered.wait(), 5)
    drain = asyncio.create_task(sessions.drain())
    await asyncio.sleep(0.05)
    assert not drain.done()
    held.release.set()
    await asyncio.wait_for(drain, 5)
    result = await asyncio.wait_for(move, 5)
    stored = await sessions.store.game(table.id)
    assert stored is not None and stored.version == table.record.version + 1 == result.table.record.version


async def test_new_moves_are_refused_while_draining(sessions: Sessions, table: Table, publish: Recorder) -> None:
    """While drain waits for a move in flight, another move is already refused."""
    held = Held()
    seat, user = acting(table)
    move = asyncio.create_task(sessions.play(table.id, user, pick(table), version=None, publish=held))
    await asyncio.wait_for(held.entered.wait(), 5)
    drain = asyncio.create_task(sessions.drain())
    await asyncio.sleep(0)
    try:
        with pytest.raises(Refusal, match="restarting"):
            await sessions.play(table.id, table.user_of((seat + 1) % 3), "f0", version=None, publish=publish)
    finally:
        held.release.set()
        await asyncio.wait_for(asyncio.gather(move, drain), 5)
    assert len(await sessions.store.events(table.id)) == 1


# --- where the board is drawn -------------------------------------------------------------


class ThreadRecordingKit:
    """The Rumble kit with a tiny board whose render notes the thread it ran in (or fails on demand)."""

    def __init__(self) -> None:
        self.threads: list[int] = []
        self.fail = False
        self.kits = {"rumble": dataclasses.replace(KITS["rumble"], render=self.render)}

    def render(self, view: Any, names: list[str], lang: str = "en") -> Image.Image:
        """A tiny board; raises when ``fail`` is set."""
        self.threads.append(threading.get_ident())
        if self.fail:
            raise RuntimeError("the renderer broke")
        return Image.new("RGB", (8, 8))


async def test_a_lone_move_draws_its_board_on_the_event_loop(store: Store, publish: Recorder) -> None:
    """With no other change in flight the board is drawn right away, without a hop to a worker thread."""
    recorder = ThreadRecordingKit()
    sessions = make_sessions(store, recorder.kits)
    table = await start_game(sessions)
    _, user = acting(table)
    await sessions.play(table.id, user, pick(table), version=table.record.version, publish=publish)
    assert recorder.threads == [threading.get_ident()]


async def test_a_move_beside_another_draws_its_board_in_a_worker_thread(store: Store, publish: Recorder) -> None:
    """While another game's move is in flight, a move's board is drawn off the event loop."""
    recorder = ThreadRecordingKit()
    sessions = make_sessions(store, recorder.kits)
    first = await start_game(sessions)
    second = await start_game(sessions, (11, 12, 13))
    held = Held()
    _, user = acting(first)
    waiting = asyncio.create_task(sessions.play(first.id, user, pick(first), version=None, publish=held))
    await asyncio.wait_for(held.entered.wait(), 5)
    try:
        _, user = acting(second)
        await sessions.play(second.id, user, pick(second), version=None, publish=publish)
    finally:
        held.release.set()
        await asyncio.wait_for(waiting, 5)
    assert recorder.threads[0] == threading.get_ident() != recorder.threads[1]


async def test_a_board_that_fails_to_draw_is_published_without_its_picture(store: Store, publish: Recorder) -> None:
    """A drawing error after the save keeps the move and publishes it with no picture (posted as text)."""
    recorder = ThreadRecordingKit()
    sessions = make_sessions(store, recorder.kits)
    table = await start_game(sessions)
    recorder.fail = True
    _, user = acting(table)
    result = await sessions.play(table.id, user, pick(table), version=table.record.version, publish=publish)
    stored = await store.game(table.id)
    assert stored is not None and stored.version == table.record.version + 1 == result.table.record.version
    assert [r.picture for r in publish.results] == [None]
