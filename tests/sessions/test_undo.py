"""Taking a move back through the sessions, on a real SQLite file with the Rumble engine: what it restores, what
it refuses, and what it leaves (a restart between the move and the undo, a bot's move of the undone version)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from bot.history import history_pages
from bot.i18n import say
from bot.registry import KITS
from bot.replay import dumped, replay_of, state_at
from bot.sessions import Refusal, Sessions, StaleBoard, Table
from bot.storage import UNDO, Store
from bot.tables import engine_state
from tests.sessions.test_pipeline import GAME, PLAYERS, T0, Recorder, acting, start_game

LATER = T0 + timedelta(hours=1)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    """An opened store on a fresh file, closed after the test."""
    s = await Store.open(tmp_path / "games.db")
    yield s
    await s.close()


class Clock:
    """A clock the test moves on."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def clock() -> Clock:
    """The sessions' clock, at T0."""
    return Clock()


@pytest.fixture
def sessions(store: Store, clock: Clock) -> Sessions:
    """Sessions over the test store with a clock the test moves."""
    return Sessions(store, KITS, clock=clock, new_seed=lambda: 7)


@pytest.fixture
def publish() -> Recorder:
    """A recording publish callback."""
    return Recorder()


def a_move(table: Table) -> str:
    """A move of the acting seat that may be taken back (a lone character through a door)."""
    seat, _ = acting(table)
    return next(a for a in GAME.legal_actions(engine_state(table), seat) if a.startswith("m"))


async def moved(sessions: Sessions, clock: Clock, publish: Recorder) -> tuple[Table, Table]:
    """A started game (at T0) and the same game after its first player's move an hour later."""
    table = await start_game(sessions)
    clock.now = LATER
    _, user = acting(table)
    result = await sessions.play(table.id, user, a_move(table), version=table.record.version, publish=publish)
    assert result.table.record.undo_seat == acting(table)[0]
    return table, result.table


async def test_taking_a_move_back_restores_the_board_the_duty_and_tells_it(
    sessions: Sessions, store: Store, clock: Clock, publish: Recorder
) -> None:
    """The state before the move comes back under a new version, the mover owes its turn with its old deadline,
    the event and the history say so, and the replay shows the board returning."""
    before, after = await moved(sessions, clock, publish)
    seat, user = acting(before)
    clock.now = LATER + timedelta(hours=1)
    result = await sessions.undo_move(before.id, user, version=after.record.version, publish=publish)
    table = await sessions.load(before.id)
    assert GAME.dump(engine_state(table)) == GAME.dump(engine_state(before))
    assert table.record.version == after.record.version + 1 == result.table.record.version
    assert table.record.undo_seat is None and table.record.board_due == table.record.version
    assert table.to_act() == {seat} and table.duties() == before.duties()
    assert publish.results[-1] is result and say(result.sentence, "en", table.names) == "**P1** took back their move."
    events = await store.events(table.id)
    assert [e.action for e in events][-1] == UNDO and events[-1].seat == seat
    page = history_pages(events, reader=None, names=table.names, revealed=False)[-1]
    assert "~~" in page[0] and "(taken back)" in page[0] and "took back their move" in page[1]
    replay = replay_of(table, events)
    assert dumped(replay, state_at(replay, 2)) == dumped(replay, state_at(replay, 0)) == table.record.state


async def test_only_the_mover_may_take_back_and_nothing_changes_otherwise(
    sessions: Sessions, store: Store, clock: Clock, publish: Recorder
) -> None:
    """Another player (or a spectator) is refused with what is allowed, and the game is left as it was."""
    before, _ = await moved(sessions, clock, publish)
    kept = (await store.game(before.id), await store.events(before.id))
    for other in (PLAYERS[1], 99):
        with pytest.raises(Refusal):
            await sessions.undo_move(before.id, other, version=None, publish=publish)
    with pytest.raises(Refusal) as refused:
        await sessions.undo_move(before.id, PLAYERS[1], version=None, publish=publish)
    assert say(refused.value.text) == "Only your own last move can be taken back, and only until someone else acts."
    assert (await store.game(before.id), await store.events(before.id)) == kept


async def test_a_move_may_not_be_taken_back_once_someone_else_acted_nor_twice(
    sessions: Sessions, clock: Clock, publish: Recorder
) -> None:
    """After the next player's move the first move stays; an undo cannot be taken back either."""
    before, after = await moved(sessions, clock, publish)
    _, mover = acting(before)
    _, next_user = acting(after)
    played = await sessions.play(after.id, next_user, a_move(after), version=None, publish=publish)
    with pytest.raises(Refusal):
        await sessions.undo_move(before.id, mover, version=None, publish=publish)
    await sessions.undo_move(before.id, next_user, version=None, publish=publish)
    with pytest.raises(Refusal):
        await sessions.undo_move(before.id, next_user, version=None, publish=publish)
    assert (await sessions.load(before.id)).record.version == played.table.record.version + 1


async def test_a_button_of_another_version_is_stale(sessions: Sessions, clock: Clock, publish: Recorder) -> None:
    """A Take back pressed on an older board is answered with the current one, not applied."""
    before, _ = await moved(sessions, clock, publish)
    with pytest.raises(StaleBoard):
        await sessions.undo_move(before.id, acting(before)[1], version=before.record.version, publish=publish)


async def test_a_restart_between_the_move_and_the_undo_keeps_it(
    tmp_path: Path, store: Store, sessions: Sessions, clock: Clock, publish: Recorder
) -> None:
    """The undo point is saved with the move: sessions over a reopened store take the move back."""
    before, _ = await moved(sessions, clock, publish)
    await store.close()
    reopened = await Store.open(tmp_path / "games.db")
    try:
        fresh = Sessions(reopened, sessions.kits, clock=clock)
        result = await fresh.undo_move(before.id, acting(before)[1], version=None, publish=publish)
        assert result.table.record.state == before.record.state
    finally:
        await reopened.close()


async def test_a_bot_move_for_the_undone_version_is_dropped(
    sessions: Sessions, clock: Clock, publish: Recorder
) -> None:
    """A bot's move computed for the version the taken-back move made is stale once the move is taken back."""
    table = await start_game(sessions)
    seat, user = acting(table)
    bot_seat = (seat + 1) % 3
    await sessions.hand_over(table.id, table.user_of(bot_seat), "easy")
    after = (await sessions.play(table.id, user, a_move(table), version=None, publish=publish)).table
    duty = after.duties()[bot_seat]
    bot_move = a_move(after)
    await sessions.undo_move(table.id, user, version=None, publish=publish)
    dropped = await sessions.play_bot(
        table.id, bot_seat, bot_move, version=after.record.version, since=duty, publish=publish
    )
    assert dropped is None and bot_seat not in (await sessions.load(table.id)).duties()


async def test_a_quiet_house_move_may_not_be_taken_back(sessions: Sessions, publish: Recorder) -> None:
    """Every Quiet House move flips the next Time Card: the refusal says so."""
    lobby = await sessions.open_lobby("quiethouse", guild_id=1, channel_id=5, user_id=1, name="P1", options={})
    await sessions.join(lobby.id, 2, "P2")
    table = await sessions.load((await sessions.start(lobby.id, 1, own_thread=True)).id)
    seat, user = acting(table)
    move = table.kit.game.legal_actions(engine_state(table), seat)[-1]
    await sessions.play(table.id, user, move, version=None, publish=publish)
    with pytest.raises(Refusal) as refused:
        await sessions.undo_move(table.id, user, version=None, publish=publish)
    assert "Time Card" in say(refused.value.text)
