"""The store under concurrent use of its one connection: every transaction is a unit no other statement enters.

Issue 13. Many coroutines run at once on one store (a real SQLite file, and a PostgreSQL database through one
pool of connections: issue 24), in seeded interleavings
(tests/interleave.py) over 2, 5 and 20 games: chains of moves (read the version, save the next),
lobbies opened, refused, joined, left and started (and started again), duties, preferences and places
written. The mix runs once per (seed, games) in a module-scoped fixture and each test checks one thing
it left; the last tests run their own workers, with readers watching multi-statement writes happen.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import AsyncIterator, Awaitable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, NamedTuple

import pytest
import pytest_asyncio

from bot.deadlines import Duty
from bot.storage import ACTIVE, LOBBY, GameRecord, LobbyExists, Store, VersionConflict
from tests.conftest import database_at
from tests.interleave import GAME_COUNTS, MIXES, SEEDS, Pauses, mix_id, noted, run_workers

T0 = datetime(2026, 3, 4, 5, 6, 7, tzinfo=UTC)
TOTAL_MOVES = 120
"""Moves saved per run, shared out over its games (at least 6 each)."""
ROUNDS = 6
"""How many times each duties, preference and place writer writes."""
BLOCKED = (9001, 9002)
"""Channels whose lobby stays open all run: every other lobby opened there is refused."""
MOVE_CHANNEL, LOBBY_CHANNEL = 1000, 2000
GUILD = 77

seeds = pytest.mark.parametrize("seed", SEEDS)
game_counts = pytest.mark.parametrize("games", GAME_COUNTS, ids=lambda n: f"{n}games")
in_the_mix = pytest.mark.asyncio(loop_scope="module")
"""Tests reading the module-scoped mix run in its event loop."""


@pytest.fixture
async def store(engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    """An opened store on a fresh database of the test's engine, closed after the test."""
    s = await Store.open(database_at(engine, tmp_path / "games.db", request))
    yield s
    await s.close()


def when(minutes: int) -> datetime:
    """``minutes`` after T0."""
    return T0 + timedelta(minutes=minutes)


async def lobby(store: Store, channel: int, host: int) -> GameRecord:
    """Open a Rumble lobby hosted by ``host``."""
    return await store.create_lobby(
        kind="rumble",
        guild_id=GUILD,
        channel_id=channel,
        host_id=host,
        host_name=f"user{host}",
        options={},
        seed=channel,
        now=T0,
    )


async def started_game(store: Store, channel: int, host: int) -> GameRecord:
    """A three-seat game started at version 1 (users host, host + 1, host + 2)."""
    game = await lobby(store, channel, host)
    for uid in (host + 1, host + 2):
        assert await store.add_seat(game.id, uid, f"user{uid}")
    return await store.start(game.id, state={"ply": 0}, seat_order=[host, host + 1, host + 2], now=T0)


@dataclass
class Opened:
    """A lobby a worker opened, seated, unseated and started, with what each step answered."""

    id: int
    order: list[int]
    """The seat order it was started with."""
    seated: list[bool] = field(default_factory=list)
    unseated: list[bool] = field(default_factory=list)
    restart: str = "not tried"
    """What starting it a second time raised."""


class Save(NamedTuple):
    """An acknowledged save: its ply (the state saved is ``{"ply": ply}``), its action and the version it made."""

    ply: int
    action: str
    version: int


@dataclass
class Mix:
    """What the workers of one run were told succeeded or was refused."""

    games: int
    start_versions: dict[int, int] = field(default_factory=dict)
    saves: dict[int, list[Save]] = field(default_factory=dict)
    """Per game, each acknowledged save, in order."""
    opened: list[Opened] = field(default_factory=list)
    refused: list[BaseException | str] = field(default_factory=list)
    """What every open in a channel with a lobby gave (an exception, or the game it wrongly opened)."""
    duties: dict[int, list[Duty]] = field(default_factory=dict)
    """Per game, the last duties set."""
    prefs: dict[int, dict[str, str]] = field(default_factory=dict)
    """What the preferences must be at the end."""
    places: dict[int, dict[str, int]] = field(default_factory=dict)
    """Per game, the last place of each kind set."""
    writes: Counter[str] = field(default_factory=Counter)
    """Acknowledged writes per writer (duties, prefs, places)."""
    errors: list[BaseException] = field(default_factory=list)
    """Unexpected exceptions of single steps (the worker went on)."""
    escaped: list[BaseException] = field(default_factory=list)
    """Exceptions that ended a worker."""


async def save_chain(store: Store, mix: Mix, game_id: int, moves: int, pause: Pauses) -> None:
    """Save ``moves`` moves one after another, each on the version just read."""
    acked = mix.saves.setdefault(game_id, [])
    for n in range(1, moves + 1):
        await pause()
        with noted(mix.errors):
            record = await store.game(game_id)
            assert record is not None
            await pause()
            action = f"g{game_id}m{n}"
            await store.save_move(
                game_id,
                expected_version=record.version,
                state={"ply": n},
                status=ACTIVE,
                seat=n % 3,
                action=action,
                now=when(n),
            )
            acked.append(Save(n, action, record.version + 1))


async def lobby_life(store: Store, mix: Mix, channel: int, host: int, pause: Pauses) -> None:
    """Open a lobby, seat three users, unseat one, start it, then try to start it again."""
    await pause()
    game = await lobby(store, channel, host)
    opened = Opened(game.id, [host, host + 1, host + 3])
    mix.opened.append(opened)
    for uid in (host + 1, host + 2, host + 3):
        await pause()
        with noted(mix.errors):
            opened.seated.append(await store.add_seat(game.id, uid, f"user{uid}"))
    await pause()
    with noted(mix.errors):
        opened.unseated.append(await store.remove_seat(game.id, host + 2))
    await pause()
    with noted(mix.errors):
        duties = [Duty(0, None, T0, when(60), when(30))]
        await store.start(game.id, state={"ply": 0}, seat_order=opened.order, now=T0, duties=duties)
    await pause()
    try:
        await store.start(game.id, state={"ply": 99}, seat_order=opened.order[::-1], now=T0)
    except Exception as exc:
        opened.restart = type(exc).__name__
    else:
        opened.restart = "started twice"


async def refused_opens(store: Store, mix: Mix, tries: int, pause: Pauses) -> None:
    """Open lobbies in channels that already have one (each must raise LobbyExists)."""
    for n in range(tries):
        await pause()
        try:
            game = await lobby(store, BLOCKED[n % len(BLOCKED)], 40_000 + n)
        except Exception as exc:
            mix.refused.append(exc)
        else:
            mix.refused.append(f"opened game {game.id}")


async def duty_writer(store: Store, mix: Mix, game_ids: list[int], pause: Pauses) -> None:
    """Replace the duties of running games, round after round."""
    for r in range(ROUNDS):
        for game_id in game_ids:
            await pause()
            duties = [
                Duty(r % 3, None, when(r), when(100 + r), when(50 + r)),
                Duty((r + 1) % 3, "w", when(r), None, None),
            ]
            with noted(mix.errors):
                await store.set_duties(game_id, duties)
                mix.duties[game_id] = duties
                mix.writes["duties"] += 1


async def pref_writer(store: Store, mix: Mix, users: list[int], pause: Pauses) -> None:
    """Set and clear users' preferences, round after round."""
    for r in range(ROUNDS):
        for uid in users:
            await pause()
            key, value = f"k{r % 2}", None if (r + uid) % 4 == 0 else f"v{r}"
            with noted(mix.errors):
                await store.set_pref(uid, key, value)
                mine = mix.prefs.setdefault(uid, {})
                if value is None:
                    mine.pop(key, None)
                else:
                    mine[key] = value
                mix.writes["prefs"] += 1


async def place_writer(store: Store, mix: Mix, game_ids: list[int], pause: Pauses) -> None:
    """Move games' lobby message and thread, round after round."""
    for r in range(ROUNDS):
        for game_id in game_ids:
            await pause()
            column = ("lobby_message_id", "thread_id")[r % 2]
            value = 70_000 + 100 * game_id + r
            with noted(mix.errors):
                await store.set_places(game_id, **{column: value})
                mix.places.setdefault(game_id, {})[column] = value
                mix.writes["places"] += 1


def pref_users(games: int) -> list[int]:
    """The users whose preferences a run with ``games`` games writes."""
    return [30_000 + u for u in range(max(3, games // 2))]


async def run_mix(store: Store, seed: int, games: int) -> Mix:
    """Start ``games`` games, then run every kind of worker on them at once; return what the workers saw."""
    mix = Mix(games)
    ids = []
    for i in range(games):
        game = await started_game(store, MOVE_CHANNEL + i, 10_000 + 10 * i)
        mix.start_versions[game.id] = game.version
        ids.append(game.id)
    for channel in BLOCKED:
        await lobby(store, channel, channel)
    moves = max(6, TOTAL_MOVES // games)
    workers: list[Awaitable[None]] = [
        save_chain(store, mix, game_id, moves, Pauses(seed, f"chain{game_id}")) for game_id in ids
    ]
    workers += [
        lobby_life(store, mix, LOBBY_CHANNEL + j, 20_000 + 10 * j, Pauses(seed, f"lobby{j}")) for j in range(games)
    ]
    workers += [
        refused_opens(store, mix, max(4, games), Pauses(seed, "refused")),
        duty_writer(store, mix, ids, Pauses(seed, "duties")),
        pref_writer(store, mix, pref_users(games), Pauses(seed, "prefs")),
        place_writer(store, mix, ids, Pauses(seed, "places")),
    ]
    mix.escaped = await run_workers(seed, workers)
    return mix


ENGINE_MIXES = [pytest.param(("sqlite", *mix), id=f"sqlite-{mix_id(mix)}") for mix in MIXES] + [
    pytest.param(("postgres", *mix), id=f"postgres-{mix_id(mix)}", marks=pytest.mark.postgres) for mix in MIXES
]
"""Every mix on each engine."""


@pytest_asyncio.fixture(scope="module", loop_scope="module", params=ENGINE_MIXES)
async def mixed(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> AsyncIterator[tuple[Store, Mix]]:
    """The store after one run of the mix and what its workers saw, shared by the tests that only read them."""
    engine, seed, games = request.param
    store = await Store.open(database_at(engine, tmp_path_factory.mktemp("mix") / "games.db", request))
    try:
        yield store, await run_mix(store, seed, games)
    finally:
        await store.close()


# --- the mix: moves, lobbies, duties, preferences and places at once --------------------------------------


@in_the_mix
async def test_no_worker_meets_an_error(mixed: tuple[Store, Mix]) -> None:
    """No statement of any worker fails (no OperationalError, no stray IntegrityError) while all run at once."""
    _, mix = mixed
    assert [f"{type(e).__name__}: {e}" for e in mix.escaped + mix.errors] == []


@in_the_mix
async def test_every_acknowledged_save_is_stored_exactly_once(mixed: tuple[Store, Mix]) -> None:
    """Each game's events are exactly its acknowledged saves: none lost, none doubled, none foreign."""
    store, mix = mixed
    assert sum(len(acked) for acked in mix.saves.values()) > 0
    for game_id, acked in mix.saves.items():
        stored = Counter(e.action for e in await store.events(game_id))
        assert stored == Counter(save.action for save in acked), f"game {game_id}"


@in_the_mix
async def test_versions_rise_by_one_per_save(mixed: tuple[Store, Mix]) -> None:
    """Event versions run start+1, start+2, ... and the game's version is its start version plus its saves."""
    store, mix = mixed
    for game_id, start in mix.start_versions.items():
        acked = mix.saves.get(game_id, [])
        events = await store.events(game_id)
        assert [(e.seq, e.version) for e in events] == [(n, start + n) for n in range(1, len(events) + 1)]
        assert [save.version for save in acked] == [start + n for n in range(1, len(acked) + 1)]
        record = await store.game(game_id)
        assert record is not None
        last = acked[-1].ply if acked else 0
        assert (record.version, record.state) == (start + len(acked), {"ply": last}), f"game {game_id}"


@in_the_mix
async def test_opens_in_a_channel_with_a_lobby_raise_lobby_exists_and_leave_no_game(mixed: tuple[Store, Mix]) -> None:
    """Every open in a taken channel raises LobbyExists; each blocked channel keeps its one lobby and no other."""
    store, mix = mixed
    assert len(mix.refused) == max(4, mix.games)
    assert [type(r).__name__ for r in mix.refused] == ["LobbyExists"] * len(mix.refused)
    for channel in BLOCKED:
        here = await store.games_here("rumble", channel, (LOBBY, ACTIVE))
        assert [(g.host_id, g.status) for g in here] == [(channel, LOBBY)]
    assert await store.count_games() == 2 * mix.games + len(BLOCKED)


@in_the_mix
async def test_lobbies_opened_at_once_are_seated_and_started_exactly_as_asked(mixed: tuple[Store, Mix]) -> None:
    """Each concurrent lobby took its joins and its leave, started once with its seats, and refused a second start."""
    store, mix = mixed
    assert len(mix.opened) == mix.games
    for opened in mix.opened:
        assert (opened.seated, opened.unseated, opened.restart) == ([True] * 3, [True], "VersionConflict")
        record = await store.game(opened.id)
        assert record is not None
        assert (record.status, record.version, record.state) == (ACTIVE, 1, {"ply": 0})
        assert [(s.seat, s.user_id) for s in await store.seats(opened.id)] == list(enumerate(opened.order))
        assert list(await store.duties(opened.id)) == [0]


@in_the_mix
async def test_the_last_duties_set_are_kept_with_their_deadline(mixed: tuple[Store, Mix]) -> None:
    """Every duties write among moves is taken; each game owes exactly the last set, and its deadline is theirs."""
    store, mix = mixed
    assert (len(mix.duties), mix.writes["duties"]) == (mix.games, ROUNDS * mix.games)
    for game_id, duties in mix.duties.items():
        assert await store.duties(game_id) == {d.seat: d for d in duties}
        record = await store.game(game_id)
        assert record is not None
        assert record.deadline == min(d.due_at for d in duties if d.due_at).isoformat(timespec="seconds")


@in_the_mix
async def test_preferences_end_as_last_set(mixed: tuple[Store, Mix]) -> None:
    """Every preference write among moves is taken, and they end exactly as the last writes left them."""
    store, mix = mixed
    assert mix.writes["prefs"] == ROUNDS * len(pref_users(mix.games))
    assert await store.prefs(list(mix.prefs)) == {uid: p for uid, p in mix.prefs.items() if p}


@in_the_mix
async def test_places_end_as_last_set(mixed: tuple[Store, Mix]) -> None:
    """Every place write among moves is taken, and lobby messages and threads end as the last writes left them."""
    store, mix = mixed
    assert mix.writes["places"] == ROUNDS * mix.games
    for game_id, places in mix.places.items():
        record = await store.game(game_id)
        assert record is not None
        stored = {k: getattr(record, k) for k in ("lobby_message_id", "thread_id")}
        assert stored == places, f"game {game_id}"


# --- a multi-statement write is one unit ------------------------------------------------------------------


@seeds
@game_counts
async def test_a_start_is_never_seen_half_done(store: Store, seed: int, games: int) -> None:
    """Readers polling lobbies while they start see the whole lobby or the whole started game, nothing between."""
    lobbies = []
    for j in range(games):
        game = await lobby(store, LOBBY_CHANNEL + j, 20_000 + 10 * j)
        for uid in (game.host_id + 1, game.host_id + 2):
            await store.add_seat(game.id, uid, f"user{uid}")
        lobbies.append(game)
    halves: list[tuple[Any, ...]] = []
    done = asyncio.Event()
    due = when(60).isoformat(timespec="seconds")

    async def starter(game: GameRecord, pause: Pauses) -> None:
        await pause()
        order = [game.host_id + 2, game.host_id, game.host_id + 1]
        duties = [Duty(0, None, T0, when(60), None)]
        await store.start(game.id, state={"ply": 0}, seat_order=order, now=T0, duties=duties)

    async def reader(pause: Pauses) -> None:
        while not done.is_set():
            await pause()
            game = lobbies[pause.rng.randrange(len(lobbies))]
            found = await store.game_and_seats(game.id)
            assert found is not None
            record, seats = found
            seen = (record.status, record.version, record.state, record.deadline)
            seated = [(s.seat, s.user_id, s.duty is not None) for s in seats]
            host = game.host_id
            as_lobby = (LOBBY, 0, None, None), [(0, host, False), (1, host + 1, False), (2, host + 2, False)]
            as_started = (ACTIVE, 1, {"ply": 0}, due), [(0, host + 2, True), (1, host, False), (2, host + 1, False)]
            if (seen, seated) not in (as_lobby, as_started):
                halves.append((seen, seated))

    async def starters() -> list[BaseException]:
        try:
            return await run_workers(seed, [starter(g, Pauses(seed, f"start{g.id}")) for g in lobbies])
        finally:
            done.set()

    failed, *_ = await asyncio.gather(starters(), *(reader(Pauses(seed, f"reader{k}")) for k in range(3)))
    assert halves == []
    assert failed == []
    assert [r.status for r in await store.guild_games(GUILD, (LOBBY, ACTIVE))] == [ACTIVE] * games


@seeds
async def test_server_defaults_are_never_seen_half_replaced(store: Store, seed: int) -> None:
    """While a server's defaults are replaced (a delete and inserts), readers see the old set or the new, whole."""
    sets = [{f"k{i}": n * 10 + i for i in range(4)} for n in range(3)]
    await store.set_guild_defaults(GUILD, sets[0])
    seen: list[dict[str, Any]] = []
    done = asyncio.Event()

    async def writer(pause: Pauses) -> None:
        try:
            for r in range(30):
                await pause()
                await store.set_guild_defaults(GUILD, sets[r % len(sets)])
        finally:
            done.set()

    async def reader(pause: Pauses) -> None:
        while not done.is_set():
            await pause()
            found = await store.guild_defaults(GUILD)
            if found not in sets:
                seen.append(found)

    escaped = await run_workers(
        seed, [writer(Pauses(seed, "writer")), *(reader(Pauses(seed, f"r{k}")) for k in range(3))]
    )
    assert escaped == []
    assert seen == []
    assert await store.guild_defaults(GUILD) == sets[29 % len(sets)]


@seeds
@game_counts
async def test_a_failing_transaction_rolls_back_only_its_own_writes(store: Store, seed: int, games: int) -> None:
    """Refused opens and refused starts, rolled back among saves and preferences, take none of those with them."""
    mix = Mix(games)
    ids = []
    for i in range(games):
        game = await started_game(store, MOVE_CHANNEL + i, 10_000 + 10 * i)
        mix.start_versions[game.id] = game.version
        ids.append(game.id)
    for channel in BLOCKED:
        await lobby(store, channel, channel)
    refusals: list[str] = []

    async def refuser(pause: Pauses) -> None:
        for n in range(4 * games):
            await pause()
            try:
                if n % 2:
                    await lobby(store, BLOCKED[n % len(BLOCKED)], 50_000 + n)
                else:
                    await store.start(ids[n % games], state={"ply": -1}, seat_order=[], now=T0)
            except (LobbyExists, VersionConflict) as exc:
                refusals.append(type(exc).__name__)

    moves = max(6, TOTAL_MOVES // games)
    users = [30_000 + u for u in range(4)]
    workers = [save_chain(store, mix, game_id, moves, Pauses(seed, f"chain{game_id}")) for game_id in ids]
    workers += [refuser(Pauses(seed, f"refuser{k}")) for k in range(2)]
    workers.append(pref_writer(store, mix, users, Pauses(seed, "prefs")))
    await run_workers(seed, workers)
    for game_id, acked in mix.saves.items():
        stored = [(e.action, e.version) for e in await store.events(game_id)]
        assert stored == [(save.action, save.version) for save in acked], f"game {game_id}"
    assert await store.prefs(users) == {uid: p for uid, p in mix.prefs.items() if p}
    assert (sum(map(len, mix.saves.values())), mix.writes["prefs"]) == (moves * games, ROUNDS * len(users))
    assert Counter(refusals) == {"LobbyExists": 4 * games, "VersionConflict": 4 * games}
