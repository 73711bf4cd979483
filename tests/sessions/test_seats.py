"""Bots at the table through the sessions, on a real SQLite file: adding and removing bots in a lobby,
starting with bots, handing a seat over and taking it back, replacing a leaver, and honest results."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.deadlines import BOT_PAUSE_SECONDS, Duty
from bot.i18n import say
from bot.registry import KITS
from bot.sessions import MoveResult, Refusal, SeatChange, Sessions, Table
from bot.storage import ACTIVE, ASKED, FINISHED, REPLACED, Store
from tests.plain_bots import with_bots
from tests.tiny.kit import TINY_KIT

T0 = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
PAUSE = timedelta(seconds=BOT_PAUSE_SECONDS)
HOST, ALICE, BOB, STRANGER = 1, 2, 3, 99
KITS_WITH_BOTS = with_bots({**KITS, "tiny": TINY_KIT})


class Recorder:
    """A publish callback that keeps every result it is given."""

    def __init__(self) -> None:
        self.results: list[MoveResult] = []

    async def __call__(self, result: MoveResult) -> None:
        self.results.append(result)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    """An opened store on a fresh file, closed after the test."""
    s = await Store.open(tmp_path / "games.db")
    yield s
    await s.close()


@pytest.fixture
def sessions(store: Store) -> Sessions:
    """Sessions whose every game has (plain, test-only) bots, with a fixed clock and seed 7."""
    return Sessions(store, KITS_WITH_BOTS, clock=lambda: T0, new_seed=lambda: 7)


async def lobby(sessions: Sessions, kind: str = "tiny", channel: int = 500, **settings: object) -> Table:
    """A lobby of ``kind`` hosted by HOST."""
    return await sessions.open_lobby(
        kind, guild_id=1, channel_id=channel, user_id=HOST, name="Ada", options={}, settings=settings
    )


async def human_pair(sessions: Sessions) -> Table:
    """A started Three in a row between Ada (the host, X, first) and Bea."""
    table = await lobby(sessions)
    await sessions.join(table.id, ALICE, "Bea")
    return await sessions.start(table.id, HOST)


# --- the lobby ---------------------------------------------------------------------------


async def test_the_host_adds_bots_with_names_that_say_so(sessions: Sessions) -> None:
    """Each bot takes the next seat with a distinct name marked as a bot and a negative id."""
    table = await lobby(sessions, "rumble")
    await sessions.add_bot(table.id, HOST, "easy")
    table = await sessions.add_bot(table.id, HOST, "good")
    ada, one, two = table.seats
    assert ada.is_human and (one.bot, two.bot) == ("easy", "good")
    assert one.user_id < 0 and two.user_id < 0 and one.user_id != two.user_id
    assert one.name.endswith("(bot)") and two.name.endswith("(bot)") and one.name != two.name
    assert (table.is_bot(1), table.reachable(1), table.controller(2)) == (True, False, "good")


async def test_adding_a_bot_is_refused_to_guests_when_full_for_unknown_levels_and_games_without_bots(
    sessions: Sessions, store: Store
) -> None:
    """Only the host, only up to the table's size, only a known level, only for a game with bots."""
    table = await lobby(sessions)
    await sessions.join(table.id, ALICE, "Bea")
    with pytest.raises(Refusal, match="Only the host"):
        await sessions.add_bot(table.id, ALICE, "easy")
    with pytest.raises(Refusal, match="full"):
        await sessions.add_bot(table.id, HOST, "easy")
    other = await lobby(sessions, "rumble", channel=501)
    with pytest.raises(Refusal, match="levels: easy, good"):
        await sessions.add_bot(other.id, HOST, "wizard")
    plain = Sessions(store, {"tiny": dataclasses.replace(TINY_KIT, bots=None)})
    bare = await plain.open_lobby("tiny", guild_id=1, channel_id=502, user_id=HOST, name="Ada", options={})
    with pytest.raises(Refusal, match="no bots"):
        await plain.add_bot(bare.id, HOST, "easy")


async def test_the_host_removes_the_last_bot_or_a_chosen_one(sessions: Sessions) -> None:
    """Without a seat the last bot added leaves; with one, that bot; a human's seat is no bot to remove."""
    table = await lobby(sessions, "rumble")
    for level in ("easy", "good", "easy"):
        table = await sessions.add_bot(table.id, HOST, level)
    first, second, _third = (s.name for s in table.seats[1:])
    table = await sessions.remove_bot(table.id, HOST)
    assert [s.name for s in table.seats[1:]] == [first, second]
    table = await sessions.remove_bot(table.id, HOST, seat=1)
    assert [s.name for s in table.seats[1:]] == [second]
    with pytest.raises(Refusal, match="no such bot"):
        await sessions.remove_bot(table.id, HOST, seat=0)
    with pytest.raises(Refusal, match="Only the host"):
        await sessions.remove_bot(table.id, STRANGER)
    await sessions.remove_bot(table.id, HOST)
    with pytest.raises(Refusal, match="no bots"):
        await sessions.remove_bot(table.id, HOST)


async def test_a_new_bot_never_takes_a_name_already_at_the_table(sessions: Sessions) -> None:
    """A table full of bots has as many names as bots."""
    table = await lobby(sessions, "rumble")
    for _ in range(KITS["rumble"].game.max_players - 1):
        table = await sessions.add_bot(table.id, HOST, "easy")
    assert len({s.name for s in table.seats}) == len(table.seats)


@pytest.mark.parametrize("kind", sorted(KITS_WITH_BOTS))
async def test_every_game_starts_with_one_human_and_bots_at_every_count(sessions: Sessions, kind: str) -> None:
    """At every player count a game allows, the host and bots start it: bots keep their seats in order,
    and every decision a bot owes is due after the pause, never reminded."""
    game = KITS_WITH_BOTS[kind].game
    for count in range(max(game.min_players, 2), game.max_players + 1):
        table = await lobby(sessions, kind, channel=1000 + count)
        for n in range(count - 1):
            table = await sessions.add_bot(table.id, HOST, ("easy", "good")[n % 2])
        names = table.names
        started = await sessions.start(table.id, HOST, own_thread=True)
        assert started.record.status == ACTIVE and started.names == names
        assert [s.seat for s in started.seats] == list(range(count))
        assert [s.bot for s in started.seats[1:]] == [("easy", "good")[n % 2] for n in range(count - 1)]
        for seat, duty in started.duties().items():
            if seat != 0:
                assert duty == Duty(seat, duty.window, T0, T0 + PAUSE, None)
        await sessions.cancel(started.id, HOST, admin=False)


# --- handing a seat over and taking it back ---------------------------------------------------


async def test_handing_over_plans_the_bots_decision_at_once(sessions: Sessions) -> None:
    """ "Play for me" on your turn: a stand-in, the seat handed, and the turn due after the bots' pause."""
    table = await human_pair(sessions)
    change = await sessions.hand_over(table.id, HOST, "easy")
    assert isinstance(change, SeatChange)
    assert say(change.sentence) == "**Ada** handed their seat to a bot (easy); they take it back by making a move."
    seat = change.table.seat(0)
    assert (seat.stand_in, seat.stand_in_why, seat.handed, change.table.controller(0)) == ("easy", ASKED, True, "easy")
    assert seat.duty == Duty(0, None, T0, T0 + PAUSE, None)


async def test_handing_over_is_refused_when_not_playing_twice_after_the_end_and_in_a_lobby(
    sessions: Sessions,
) -> None:
    """A spectator, a seat already handed, a finished game and a lobby cannot hand a seat over."""
    table = await human_pair(sessions)
    with pytest.raises(Refusal, match="not playing"):
        await sessions.hand_over(table.id, STRANGER, "easy")
    await sessions.hand_over(table.id, ALICE, "good")
    with pytest.raises(Refusal, match="already plays for you"):
        await sessions.hand_over(table.id, ALICE, "easy")
    await sessions.resign(table.id, HOST, publish=Recorder())
    with pytest.raises(Refusal, match="over"):
        await sessions.hand_over(table.id, ALICE, "easy")
    waiting = await lobby(sessions, channel=600)
    with pytest.raises(Refusal, match="not started"):
        await sessions.hand_over(waiting.id, HOST, "easy")


async def test_taking_a_seat_back_gives_the_human_a_fresh_turn(sessions: Sessions) -> None:
    """ "I'm back": the stand-in goes, the seat stays handed, and the turn is a human's again (reminded)."""
    table = await human_pair(sessions)
    await sessions.hand_over(table.id, HOST, "easy")
    change = await sessions.take_back(table.id, HOST)
    seat = change.table.seat(0)
    assert say(change.sentence) == "**Ada** is back and plays their own seat again."
    assert (seat.stand_in, seat.handed, change.table.controller(0)) == (None, True, None)
    assert seat.duty is not None and seat.duty.remind_at is not None and seat.duty.due_at == T0 + timedelta(days=1)
    with pytest.raises(Refusal, match="No bot is playing for you"):
        await sessions.take_back(table.id, HOST)


async def test_a_move_takes_the_seat_back_in_the_same_save(sessions: Sessions, store: Store) -> None:
    """A human whose seat a bot plays makes a move: the move and the return are saved together and said."""
    table = await human_pair(sessions)
    await sessions.hand_over(table.id, HOST, "easy")
    publish = Recorder()
    result = await sessions.play(table.id, HOST, "c4", version=None, publish=publish)
    assert result.returned == (0,) and result.sentence == "**Ada** marked the centre."
    stored = (await store.seats(table.id))[0]
    assert (stored.stand_in, stored.handed) == (None, True)
    assert result.table.seat(0).stand_in is None
    assert [e.action for e in await store.events(table.id)] == ["c4"]


async def test_a_move_that_is_refused_leaves_the_stand_in_in_place(sessions: Sessions, store: Store) -> None:
    """An illegal move by a handed seat changes nothing: the bot still plays for them."""
    table = await human_pair(sessions)
    await sessions.hand_over(table.id, HOST, "easy")
    with pytest.raises(Refusal):
        await sessions.play(table.id, HOST, "c9x", version=None, publish=Recorder())
    assert (await store.seats(table.id))[0].stand_in == "easy"


async def test_a_bot_move_is_said_as_the_bots_and_a_stand_ins_as_played_for_the_human(sessions: Sessions) -> None:
    """A bot seat's move names the bot; a stand-in's names the player, marked as played by a bot."""
    table = await lobby(sessions)
    table = await sessions.add_bot(table.id, HOST, "easy")
    table = await sessions.start(table.id, HOST)
    publish = Recorder()
    await sessions.play(table.id, HOST, "c0", version=None, publish=publish)
    table = await sessions.load(table.id)
    bot = table.seat(1)
    moved = await sessions.play_bot(
        table.id, 1, "c4", version=table.record.version, since=table.duties()[1], publish=publish
    )
    assert moved is not None and moved.sentence == f"**{bot.name}** marked the centre."
    await sessions.hand_over(table.id, HOST, "easy")
    table = await sessions.load(table.id)
    moved = await sessions.play_bot(
        table.id, 0, "c8", version=table.record.version, since=table.duties()[0], publish=publish
    )
    assert moved is not None and moved.sentence == "**Ada** (bot playing) marked the bottom right."


async def test_a_bot_move_for_an_old_version_or_duty_is_dropped(sessions: Sessions, store: Store) -> None:
    """play_bot applies nothing when the game moved on, the duty changed or the human came back."""
    table = await human_pair(sessions)
    await sessions.hand_over(table.id, HOST, "easy")
    table = await sessions.load(table.id)
    duty = table.duties()[0]
    version = table.record.version
    publish = Recorder()
    assert await sessions.play_bot(table.id, 0, "c0", version=version + 1, since=duty, publish=publish) is None
    assert await sessions.play_bot(table.id, 1, "c0", version=version, since=duty, publish=publish) is None
    await sessions.take_back(table.id, HOST)
    assert await sessions.play_bot(table.id, 0, "c0", version=version, since=duty, publish=publish) is None
    assert await store.events(table.id) == [] and publish.results == []


# --- replacing a player who left ------------------------------------------------------------


async def test_the_host_replaces_a_leaver_who_cannot_come_back(sessions: Sessions) -> None:
    """A replaced player's seat is a bot's to the end: their moves, "I'm back" and hand-overs are refused."""
    table = await human_pair(sessions)
    change = await sessions.replace_with_bot(table.id, HOST, 1, "good", admin=False)
    assert say(change.sentence) == "A bot (good) now plays for **Bea**, who left the game."
    seat = change.table.seat(1)
    assert (seat.stand_in, seat.stand_in_why, seat.reachable, seat.handed) == ("good", REPLACED, False, True)
    await sessions.play(table.id, HOST, "c0", version=None, publish=Recorder())
    with pytest.raises(Refusal, match="took over your seat"):
        await sessions.play(table.id, ALICE, "c4", version=None, publish=Recorder())
    with pytest.raises(Refusal, match="took over your seat"):
        await sessions.take_back(table.id, ALICE)
    with pytest.raises(Refusal, match="took over your seat"):
        await sessions.hand_over(table.id, ALICE, "easy")


async def test_only_the_host_or_a_manager_replaces_and_only_a_human_other_than_themselves(
    sessions: Sessions,
) -> None:
    """A guest cannot replace anyone; a manager can; nobody replaces a bot, a replaced seat or their own."""
    table = await lobby(sessions, "rumble")
    await sessions.join(table.id, ALICE, "Bea")
    await sessions.add_bot(table.id, HOST, "easy")
    table = await sessions.start(table.id, HOST)
    with pytest.raises(Refusal, match="Only the host"):
        await sessions.replace_with_bot(table.id, ALICE, 0, "easy", admin=False)
    with pytest.raises(Refusal, match="a bot already"):
        await sessions.replace_with_bot(table.id, HOST, 2, "easy", admin=False)
    with pytest.raises(Refusal, match="your own seat"):
        await sessions.replace_with_bot(table.id, HOST, 0, "easy", admin=False)
    await sessions.replace_with_bot(table.id, STRANGER, 1, "easy", admin=True)
    with pytest.raises(Refusal, match="to the end"):
        await sessions.replace_with_bot(table.id, HOST, 1, "good", admin=False)


# --- honest results ---------------------------------------------------------------------------


async def play_to_the_end(sessions: Sessions, table: Table) -> Table:
    """Play each seat's first choice (humans by hand, bots through play_bot) until the game ends."""
    publish = Recorder()
    while table.record.status == ACTIVE:
        (seat,) = table.to_act()
        action = table.choices(seat)[0].action
        if table.controller(seat) is None:
            await sessions.play(table.id, table.user_of(seat), action, version=None, publish=publish)
        else:
            since = table.duties()[seat]
            await sessions.play_bot(table.id, seat, action, version=table.record.version, since=since, publish=publish)
        table = await sessions.load(table.id)
    return table


async def test_a_bot_seats_result_counts_for_nobody_and_the_humans_is_kept_apart(
    sessions: Sessions, store: Store
) -> None:
    """At a table with a bot, the bot's result is written but not counted; the human's is marked as with bots."""
    table = await lobby(sessions)
    table = await sessions.add_bot(table.id, HOST, "easy")
    table = await play_to_the_end(sessions, await sessions.start(table.id, HOST))
    rows = await store._rows("SELECT user_id, counted, with_bots FROM results ORDER BY seat")
    assert table.record.status == FINISHED
    assert [tuple(r) for r in rows] == [(HOST, 1, 1), (table.seat(1).user_id, 0, 1)]
    assert await store.player_record(HOST) == [] and len(await store.player_record(HOST, with_bots=True)) == 1


async def test_a_seat_handed_for_a_while_counts_for_nobody(sessions: Sessions, store: Store) -> None:
    """A player who handed their seat and took it back has no result that counts; the other is kept apart."""
    table = await human_pair(sessions)
    await sessions.hand_over(table.id, ALICE, "easy")
    await sessions.take_back(table.id, ALICE)
    await play_to_the_end(sessions, await sessions.load(table.id))
    rows = await store._rows("SELECT user_id, counted, with_bots FROM results ORDER BY seat")
    assert [tuple(r) for r in rows] == [(HOST, 1, 1), (ALICE, 0, 1)]


async def test_an_all_human_game_counts_as_before(sessions: Sessions, store: Store) -> None:
    """Without bots every result counts and none is marked as with bots."""
    table = await play_to_the_end(sessions, await human_pair(sessions))
    rows = await store._rows("SELECT user_id, counted, with_bots FROM results ORDER BY seat")
    assert table.record.status == FINISHED and [tuple(r) for r in rows] == [(HOST, 1, 0), (ALICE, 1, 0)]


# --- the deadline policy ----------------------------------------------------------------------


async def test_a_table_may_choose_a_bot_for_the_absent_only_when_its_game_has_bots(store: Store) -> None:
    """The bot policy is refused for a game without bots, and an unknown bot level for it is refused too."""
    plain = Sessions(store, {"tiny": dataclasses.replace(TINY_KIT, bots=None)}, clock=lambda: T0)
    with pytest.raises(Refusal, match="no bots"):
        await plain.open_lobby(
            "tiny", guild_id=1, channel_id=5, user_id=HOST, name="Ada", options={}, settings={"on_timeout": "bot"}
        )
    botted = Sessions(store, KITS_WITH_BOTS, clock=lambda: T0)
    with pytest.raises(Refusal, match="easy or good"):
        await botted.open_lobby(
            "tiny",
            guild_id=1,
            channel_id=5,
            user_id=HOST,
            name="Ada",
            options={},
            settings={"on_timeout": "bot", "deadline_bot_level": "wizard"},
        )


async def test_a_deadline_stand_in_happens_only_while_the_seat_still_owes_that_decision(sessions: Sessions) -> None:
    """stand_in_at_deadline does nothing for a duty the seat no longer owes, and says who it stands in for."""
    table = await lobby(sessions, on_timeout="bot", turn_minutes=60, deadline_bot_level="good")
    await sessions.join(table.id, ALICE, "Bea")
    table = await sessions.start(table.id, HOST)
    old = Duty(0, None, T0 - timedelta(days=3), T0, None)
    assert await sessions.stand_in_at_deadline(table.id, 0, since=old) is None
    change = await sessions.stand_in_at_deadline(table.id, 0, since=table.duties()[0])
    assert change is not None
    assert say(change.sentence) == "The deadline passed: a bot (good) plays for **Ada** until they come back."
    assert (change.table.seat(0).stand_in, change.table.seat(0).stand_in_why) == ("good", "deadline")
    assert await sessions.stand_in_at_deadline(table.id, 0, since=change.table.duties()[0]) is None
