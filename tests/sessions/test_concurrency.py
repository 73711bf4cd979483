"""The move pipeline with many games at once on one store: nothing lost, nothing doubled, no error replies.

Issue 13. A mix runs on a real SQLite file, in seeded interleavings (tests/interleave.py), over 2, 5
and 20 Rumble games: every game gets its own player worker making legal moves while other workers open
lobbies (in free channels, accepted, and in channels that have one, refused), join, leave, start and
cancel them, write preferences, set duties, and run scheduler passes on a moving clock. The mix runs
once per (seed, games) in a module-scoped fixture; each test checks one thing it left.
"""

from __future__ import annotations

import dataclasses
import logging
import random
from collections import Counter
from collections.abc import AsyncIterator, Awaitable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

import pytest
import pytest_asyncio
from PIL import Image

from bot.deadlines import Duty
from bot.i18n import Msg, say
from bot.registry import KITS, GameKit
from bot.scheduler import Scheduler
from bot.sessions import MoveResult, Publish, Sessions, Table
from bot.storage import ACTIVE, CANCELLED, LOBBY, Store
from bot.tables import engine_state
from tests.clock import Clock
from tests.interleave import MIXES, Pauses, mix_id, noted, run_workers

FAST_KITS: dict[str, GameKit] = {
    "rumble": dataclasses.replace(KITS["rumble"], render=lambda view, names, lang="en": Image.new("RGB", (8, 8)))
}
"""The real Rumble kit with a tiny board picture."""
GAME = FAST_KITS["rumble"].game
TOTAL_MOVES = 100
"""Moves played per run, shared out over its games (at least 5 each)."""
TIMERS = {"turn_minutes": 1, "remind_minutes": 1}
"""Deadlines a scheduler pass (one minute later each) reaches: it reminds, and the game waits."""
ROUNDS = 4
"""How many times the preference and duties writers write, and how many scheduler passes run."""
BLOCKED = (9001, 9002)
"""Channels whose lobby stays open all run: every other lobby opened there is refused."""
PLAY_CHANNEL, IDLE_CHANNEL, LOBBY_CHANNEL = 1000, 1500, 2000
GUILD = 77

pytestmark = pytest.mark.asyncio(loop_scope="module")
"""The tests read the module-scoped mix, so they run in its event loop."""


class Notes:
    """The scheduler's notifier: records the boards it is asked to publish and the reminders."""

    def __init__(self) -> None:
        self.published: list[MoveResult] = []
        self.reminded: list[tuple[int, int, str]] = []

    def publisher(self, kind: str) -> Publish:
        """The recording publish of every kind."""
        return self.publish

    async def publish(self, result: MoveResult) -> None:
        """Record a published board."""
        self.published.append(result)

    async def retire_board(self, old: Any) -> None:
        """No Discord here: nothing to retire."""

    async def remind(self, table: Table, seat: int, note: Msg) -> None:
        """Record a reminder."""
        self.reminded.append((table.id, seat, say(note)))


@dataclass
class Lobby:
    """A lobby a worker ran: opened, joined, left, then started or cancelled."""

    id: int
    seats: list[int]
    """The users it must hold, in seat order."""
    fate: str
    """``active`` (the host starts it) or ``cancelled`` (the host cancels it)."""
    answers: list[tuple[str, list[int], str]] = field(default_factory=list)
    """After each join, leave and the start or cancel: the step, the seated users and the status it answered."""


@dataclass
class Run:
    """What one mix's workers were answered."""

    games: int
    start_versions: dict[int, int] = field(default_factory=dict)
    moves: dict[int, list[tuple[str, int]]] = field(default_factory=dict)
    """Per game, each acknowledged move's action and the version its answer carried, in order."""
    lobbies: list[Lobby] = field(default_factory=list)
    refused: list[BaseException | str] = field(default_factory=list)
    """What each open in a channel with a lobby gave: an exception, or the game it wrongly opened."""
    pref_users: list[int] = field(default_factory=list)
    prefs: dict[int, dict[str, str]] = field(default_factory=dict)
    """What the preferences of ``pref_users`` must be at the end."""
    duties: dict[int, list[Duty]] = field(default_factory=dict)
    """Per idle game, the last duties set."""
    writes: Counter[str] = field(default_factory=Counter)
    """Acknowledged writes and passes per worker kind."""
    errors: list[BaseException] = field(default_factory=list)
    """Unexpected exceptions of single requests (the worker went on)."""
    escaped: list[BaseException] = field(default_factory=list)
    """Exceptions that ended a worker."""
    notes: Notes = field(default_factory=Notes)
    logged: list[logging.LogRecord] = field(default_factory=list)
    """Errors the bot logged during the run (a scheduler pass logs a duty it could not handle, and goes on)."""


class Collect(logging.Handler):
    """A logging handler that keeps every record it gets."""

    def __init__(self, records: list[logging.LogRecord]) -> None:
        super().__init__(logging.ERROR)
        self.records = records

    def emit(self, record: logging.LogRecord) -> None:
        """Keep the record."""
        self.records.append(record)


async def open_lobby(sessions: Sessions, channel: int, host: int) -> Table:
    """Open a Rumble lobby hosted by ``host`` with short timers."""
    return await sessions.open_lobby(
        "rumble", guild_id=GUILD, channel_id=channel, user_id=host, name=f"P{host}", options={}, settings=TIMERS
    )


async def started(sessions: Sessions, channel: int, host: int) -> Table:
    """A started three-player game (users host, host + 1, host + 2)."""
    table = await open_lobby(sessions, channel, host)
    for uid in (host + 1, host + 2):
        await sessions.join(table.id, uid, f"P{uid}")
    return await sessions.start(table.id, host)


async def player(sessions: Sessions, run: Run, game_id: int, moves: int, pause: Pauses) -> None:
    """Play ``moves`` legal moves, each read from the live game, by a button (its version) or a slash command."""
    acked = run.moves.setdefault(game_id, [])
    for _ in range(moves):
        await pause()
        with noted(run.errors):
            table = await sessions.load(game_id)
            if table.record.status != ACTIVE:
                return
            seat = pause.rng.choice(sorted(table.to_act()))
            action = pause.rng.choice(list(GAME.legal_actions(engine_state(table), seat)))
            version = table.record.version if pause.rng.random() < 0.5 else None
            await pause()
            result = await sessions.play(
                game_id, table.user_of(seat), action, version=version, publish=run.notes.publish
            )
            acked.append((action, result.table.record.version))


async def host_lobby(sessions: Sessions, run: Run, channel: int, host: int, fate: str, pause: Pauses) -> None:
    """Open a lobby, have three users join and one leave, then start or cancel it."""
    await pause()
    table = await open_lobby(sessions, channel, host)
    lobby = Lobby(table.id, [host, host + 1, host + 3], fate)
    run.lobbies.append(lobby)

    def answered(step: str, table: Table) -> None:
        lobby.answers.append((step, [s.user_id for s in table.seats], table.record.status))

    for uid in (host + 1, host + 2, host + 3):
        await pause()
        with noted(run.errors):
            answered(f"join {uid}", await sessions.join(table.id, uid, f"P{uid}"))
    await pause()
    with noted(run.errors):
        answered(f"leave {host + 2}", await sessions.leave(table.id, host + 2))
    await pause()
    with noted(run.errors):
        if fate == ACTIVE:
            answered("start", await sessions.start(table.id, host))
        else:
            answered("cancel", await sessions.cancel(table.id, host, admin=False))


async def refused_opens(sessions: Sessions, run: Run, tries: int, pause: Pauses) -> None:
    """Open lobbies in channels that already have one (each must be refused with a sentence)."""
    for n in range(tries):
        await pause()
        try:
            table = await open_lobby(sessions, BLOCKED[n % len(BLOCKED)], 40_000 + n)
        except Exception as exc:
            run.refused.append(exc)
        else:
            run.refused.append(f"opened game {table.id}")


async def pref_writer(store: Store, run: Run, users: list[int], pause: Pauses) -> None:
    """Set and clear players' preferences (the cogs write them straight to the store), round after round."""
    for r in range(ROUNDS):
        for uid in users:
            await pause()
            key, value = f"k{r % 2}", None if (r + uid) % 3 == 0 else f"v{r}"
            with noted(run.errors):
                await store.set_pref(uid, key, value)
                mine = run.prefs.setdefault(uid, {})
                if value is None:
                    mine.pop(key, None)
                else:
                    mine[key] = value
                run.writes["prefs"] += 1


async def duty_writer(store: Store, run: Run, game_ids: list[int], clock: Clock, pause: Pauses) -> None:
    """Give idle running games new duties, already due (so scheduler passes act on them), round after round."""
    for r in range(ROUNDS):
        for game_id in game_ids:
            await pause()
            now = clock()
            duties = [Duty(r % 3, None, now - timedelta(seconds=r + 1), now, now)]
            with noted(run.errors):
                await store.set_duties(game_id, duties)
                run.duties[game_id] = duties
                run.writes["duties"] += 1


async def scheduler_passes(scheduler: Scheduler, run: Run, clock: Clock, pause: Pauses) -> None:
    """Run scheduler passes, the clock a minute later before each."""
    for _ in range(ROUNDS):
        await pause()
        clock.advance(minutes=1)
        with noted(run.errors):
            await scheduler.tick()
            run.writes["passes"] += 1


def idle_games(games: int) -> int:
    """How many running games nobody plays (their duties are rewritten) a run has beside ``games`` played ones."""
    return max(2, games // 4)


def moves_per_game(games: int) -> int:
    """How many moves each game's player makes."""
    return max(5, TOTAL_MOVES // games)


async def run_mix(store: Store, seed: int, games: int) -> Run:
    """Start ``games`` played games and a few idle ones, then run every kind of worker at once."""
    run = Run(games)
    clock = Clock()
    seeds = random.Random(seed)
    sessions = Sessions(store, FAST_KITS, clock=clock, new_seed=lambda: seeds.getrandbits(31))
    scheduler = Scheduler(sessions, run.notes, clock=clock)
    played = [await started(sessions, PLAY_CHANNEL + i, 10_000 + 10 * i) for i in range(games)]
    idle = [await started(sessions, IDLE_CHANNEL + i, 15_000 + 10 * i) for i in range(idle_games(games))]
    for table in played:
        run.start_versions[table.id] = table.record.version
    for channel in BLOCKED:
        await open_lobby(sessions, channel, channel)
    workers: list[Awaitable[None]] = [
        player(sessions, run, t.id, moves_per_game(games), Pauses(seed, f"player{t.id}")) for t in played
    ]
    workers += [
        host_lobby(
            sessions,
            run,
            LOBBY_CHANNEL + j,
            20_000 + 10 * j,
            CANCELLED if j % 3 == 2 else ACTIVE,
            Pauses(seed, f"l{j}"),
        )
        for j in range(games)
    ]
    run.pref_users = sorted({s.user_id for t in played for s in t.seats})[: max(3, games)]
    workers += [
        refused_opens(sessions, run, max(4, games), Pauses(seed, "refused")),
        pref_writer(store, run, run.pref_users, Pauses(seed, "prefs")),
        duty_writer(store, run, [t.id for t in idle], clock, Pauses(seed, "duties")),
        scheduler_passes(scheduler, run, clock, Pauses(seed, "scheduler")),
    ]
    collect = Collect(run.logged)
    logging.getLogger("bot").addHandler(collect)
    try:
        run.escaped = await run_workers(seed, workers)
    finally:
        logging.getLogger("bot").removeHandler(collect)
    return run


@pytest_asyncio.fixture(
    scope="module",
    loop_scope="module",
    params=MIXES,
    ids=mix_id,
)
async def mixed(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> AsyncIterator[tuple[Store, Run]]:
    """The store after one run of the mix and what its workers were answered, shared by the tests that read them."""
    seed, games = request.param
    store = await Store.open(tmp_path_factory.mktemp("mix") / "games.db")
    try:
        yield store, await run_mix(store, seed, games)
    finally:
        await store.close()


async def test_every_acknowledged_move_is_stored_exactly_once(mixed: tuple[Store, Run]) -> None:
    """Each game's event log holds exactly its acknowledged moves, in order: none lost, none doubled."""
    store, run = mixed
    assert sum(len(acked) for acked in run.moves.values()) > 0
    for game_id, acked in run.moves.items():
        stored = [(e.action, e.version) for e in await store.events(game_id)]
        assert stored == acked, f"game {game_id}"


async def test_versions_rise_by_one_per_move(mixed: tuple[Store, Run]) -> None:
    """Answers and events carry start+1, start+2, ...; the stored version is the start version plus the moves."""
    store, run = mixed
    for game_id, start in run.start_versions.items():
        acked = run.moves.get(game_id, [])
        assert [v for _, v in acked] == [start + n for n in range(1, len(acked) + 1)], f"game {game_id}"
        events = await store.events(game_id)
        assert [(e.seq, e.version) for e in events] == [(n, start + n) for n in range(1, len(events) + 1)]
        record = await store.game(game_id)
        assert record is not None and record.version == start + len(acked), f"game {game_id}"


async def test_no_request_is_answered_with_an_error(mixed: tuple[Store, Run]) -> None:
    """Every move, join, leave, start, cancel, preference, duty write and scheduler pass succeeds: no error reply."""
    _, run = mixed
    assert [f"{type(e).__name__}: {e}" for e in run.escaped + run.errors] == []
    assert sum(len(acked) for acked in run.moves.values()) == run.games * moves_per_game(run.games)


async def test_scheduler_passes_remind_and_log_no_error(mixed: tuple[Store, Run]) -> None:
    """Every scheduler pass runs, reminders go out, and no pass logs an error (a duty it could not handle)."""
    _, run = mixed
    assert run.writes["passes"] == ROUNDS
    assert run.notes.reminded
    assert [r.getMessage() for r in run.logged] == []


async def test_lobby_opens_in_a_taken_channel_are_refused_with_a_sentence(mixed: tuple[Store, Run]) -> None:
    """Every open in a channel with a lobby is a Refusal saying so; the channel keeps its one lobby."""
    store, run = mixed
    assert len(run.refused) == max(4, run.games)
    assert [(type(r).__name__, "already has an open" in str(r)) for r in run.refused] == [("Refusal", True)] * len(
        run.refused
    )
    for channel in BLOCKED:
        here = await store.games_here("rumble", channel, (LOBBY, ACTIVE, CANCELLED))
        assert [(g.host_id, g.status) for g in here] == [(channel, LOBBY)]


async def test_lobbies_run_at_once_end_started_or_cancelled_with_their_seats(mixed: tuple[Store, Run]) -> None:
    """Each lobby answered every join and the leave, and ended started (active, its seats in order) or cancelled."""
    store, run = mixed
    assert len(run.lobbies) == run.games
    for lobby in run.lobbies:
        h = lobby.seats[0]
        last = "start" if lobby.fate == ACTIVE else "cancel"
        assert lobby.answers == [
            (f"join {h + 1}", [h, h + 1], LOBBY),
            (f"join {h + 2}", [h, h + 1, h + 2], LOBBY),
            (f"join {h + 3}", [h, h + 1, h + 2, h + 3], LOBBY),
            (f"leave {h + 2}", [h, h + 1, h + 3], LOBBY),
            (last, lobby.seats, lobby.fate),
        ]
        found = await store.game_and_seats(lobby.id)
        assert found is not None
        record, seats = found
        assert record.status == lobby.fate
        assert [s.user_id for s in seats] == lobby.seats
        if lobby.fate == ACTIVE:
            assert ([s.seat for s in seats], record.version, record.state is not None) == ([0, 1, 2], 1, True)


async def test_preferences_written_among_moves_end_as_last_set(mixed: tuple[Store, Run]) -> None:
    """Every preference write among the moves is taken, and they end as the last writes left them."""
    store, run = mixed
    assert run.writes["prefs"] == ROUNDS * len(run.pref_users)
    assert await store.prefs(run.pref_users) == {uid: p for uid, p in run.prefs.items() if p}


async def test_duties_set_among_moves_are_the_ones_owed(mixed: tuple[Store, Run]) -> None:
    """Every duties write is taken; each idle game owes the last one (scheduler passes may move only its times)."""
    store, run = mixed
    assert (len(run.duties), run.writes["duties"]) == (idle_games(run.games), ROUNDS * idle_games(run.games))
    for game_id, duties in run.duties.items():
        owed = await store.duties(game_id)
        assert [(d.seat, d.window, d.since) for d in owed.values()] == [(d.seat, d.window, d.since) for d in duties]
