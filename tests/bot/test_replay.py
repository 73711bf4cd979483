"""Replays rebuild every state of a game from its seed, options, seat count and saved moves, and draw the
board of move N byte for byte as the players saw it."""

from __future__ import annotations

import dataclasses
import itertools
import json
import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.bench.play import seat_game
from bot.registry import KITS, GameKit
from bot.replay import (
    Boards,
    Move,
    Replay,
    ReplayError,
    check,
    picture,
    rebuilds,
    replay_of,
    spaced,
    state_at,
    states,
)
from bot.sessions import MoveResult, Sessions, Table
from bot.sessions.core import _draw
from bot.storage import FINISHED, Store
from bot.tables import engine_state
from tests.contract.playouts import Playout, all_playouts

NAMES = ["Ada", "Bramwell", "Cleo", "Dmitri", "Esperanza", "Farouk"]


def fast(kit: GameKit) -> GameKit:
    """The kit with a tiny picture: for whole games played through the pipeline, where only states matter."""
    return dataclasses.replace(kit, render=lambda view, names, lang="en": Image.new("RGB", (8, 8)))


class Recorder:
    """A publish callback keeping every move's result (and the first board, drawn as the cogs draw it at the start)."""

    def __init__(self) -> None:
        self.results: list[MoveResult] = []
        self.first: bytes | None = None

    async def __call__(self, result: MoveResult) -> None:
        self.results.append(result)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    """A store on a fresh file."""
    opened = await Store.open(tmp_path / "replay.db")
    yield opened
    await opened.close()


def of_playout(p: Playout) -> Replay:
    """A playout's game as a replay (its log as the saved moves)."""
    moves = tuple(Move(seat, action, None) for seat, action in p.log)
    return Replay(KITS[p.kind], 1, p.players, p.seed, p.options, moves, tuple(NAMES[: p.players]))


def as_stored(kit: GameKit, state: Any) -> dict[str, Any]:
    """A state as the store hands it back."""
    stored: dict[str, Any] = json.loads(json.dumps(kit.game.dump(state)))
    return stored


async def play_through(
    sessions: Sessions, kind: str, rng: random.Random, *, players: int, limit: int = 10_000, resign_at: int = -1
) -> tuple[Table, Recorder]:
    """A seeded game played through the session pipeline (random legal moves; a resignation at move ``resign_at``)."""
    kit = sessions.kits[kind]
    table = await seat_game(sessions, kind, channel_id=7000 + players, players=players, names=NAMES[:players])
    publish = Recorder()
    first = await sessions.picture(table)
    publish.first = first.png if first is not None else None
    moves = 0
    while table.outcome() is None and moves < limit:
        seat = rng.choice(sorted(table.to_act()))
        user = table.user_of(seat)
        if moves == resign_at:
            result = await sessions.resign(table.id, user, publish=publish)
        else:
            action = rng.choice(list(kit.game.legal_actions(engine_state(table), seat)))
            result = await sessions.play(table.id, user, action, version=None, publish=publish)
        table = result.table
        moves += 1
    return await sessions.load(table.id), publish


def test_every_seeded_playout_is_rebuilt_state_by_state() -> None:
    """For every seeded playout of all five kinds, the replay passes through exactly the states the game did."""
    kinds: set[str] = set()
    for p in all_playouts():
        kit = KITS[p.kind]
        rebuilt = [as_stored(kit, s) for s in states(of_playout(p))]
        assert rebuilt == [as_stored(kit, s) for s in p.states], (p.kind, p.players, p.seed)
        kinds.add(p.kind)
    assert kinds == set(KITS)


@pytest.mark.parametrize("kind", sorted(KITS))
async def test_a_game_saved_by_the_pipeline_is_rebuilt_from_its_events(store: Store, kind: str) -> None:
    """A seeded game played to its end through the sessions: its stored events rebuild its stored final state."""
    sessions = Sessions(store, {k: fast(kit) for k, kit in KITS.items()}, new_seed=lambda: 4242)
    game = KITS[kind].game
    table, _ = await play_through(sessions, kind, random.Random(kind), players=game.max_players)
    assert table.record.status == FINISHED
    replay = replay_of(table, await store.events(table.id))
    assert replay.last == len(await store.events(table.id)) > 0
    assert rebuilds(replay, table.record.state)
    check(replay, table)


async def test_a_resignation_is_replayed_as_the_session_saved_it(store: Store) -> None:
    """A Rumble game with a resignation at move 6 is rebuilt through it to the stored end."""
    sessions = Sessions(store, {"rumble": fast(KITS["rumble"])}, new_seed=lambda: 99)
    table, _ = await play_through(sessions, "rumble", random.Random(6), players=4, resign_at=6)
    events = await store.events(table.id)
    assert events[6].action == "resign"
    assert rebuilds(replay_of(table, events), table.record.state)


async def test_a_changed_move_does_not_pass_for_the_stored_game(store: Store) -> None:
    """One move swapped for another legal one: the replay no longer rebuilds the stored game, and says so."""
    sessions = Sessions(store, {"rumble": fast(KITS["rumble"])}, new_seed=lambda: 5)
    table, _ = await play_through(sessions, "rumble", random.Random(2), players=3)
    replay = replay_of(table, await store.events(table.id))
    state = state_at(replay, 3)
    seat = replay.moves[3].seat
    assert seat is not None
    other = next(a for a in KITS["rumble"].game.legal_actions(state, seat) if a != replay.moves[3].action)
    changed = dataclasses.replace(replay, moves=(*replay.moves[:3], Move(seat, other, None), *replay.moves[4:]))
    assert not rebuilds(changed, table.record.state)
    with pytest.raises(ReplayError):
        check(changed, table)


@pytest.mark.parametrize("kind", sorted(KITS))
async def test_frame_n_is_the_board_the_pipeline_drew_at_move_n(store: Store, kind: str) -> None:
    """The replay's PNG of move N (up to move 30, or the end) is the board the session drew after move N."""
    sessions = Sessions(store, KITS, new_seed=lambda: 31337)
    players = max(2, KITS[kind].game.min_players)
    table, publish = await play_through(sessions, kind, random.Random(kind), players=players, limit=30)
    replay = replay_of(table, await store.events(table.id))
    drawn = [publish.first, *(r.picture.png if r.picture is not None else None for r in publish.results)]
    assert len(drawn) == replay.last + 1 and (replay.last == 30 or table.record.status == FINISHED)
    for n, png in enumerate(drawn):
        assert picture(replay, n).png == png, n


def test_frame_n_is_the_public_view_of_the_state_at_move_n_drawn_by_the_session() -> None:
    """For every move of a Quiet House playout, the frame is ``_draw`` of the public view after that move."""
    p = next(p for p in all_playouts() if p.kind == "quiethouse")
    replay, kit = of_playout(p), KITS["quiethouse"]
    for n, state in enumerate(p.states):
        assert picture(replay, n).png == _draw(kit, kit.game.view(state, None), list(replay.names)), n


def test_boards_step_on_and_start_again_when_asked_for_an_earlier_move() -> None:
    """The animation's boards give the state of any move asked, in order or not."""
    p = next(p for p in all_playouts() if p.kind == "rumble")
    replay, kit = of_playout(p), KITS["rumble"]
    boards = Boards(replay)
    for n in (0, 3, 4, 10, 2, replay.last, 0):
        assert as_stored(kit, boards.state(n)) == as_stored(kit, p.states[n]), n


def test_the_jump_moves_are_at_most_25_evenly_spaced_with_the_first_and_last() -> None:
    """A long game offers 25 moves from 0 to the last; a short one offers every move."""
    long = spaced(300)
    assert len(long) == 25 and long[0] == 0 and long[-1] == 300
    gaps = {b - a for a, b in itertools.pairwise(long)}
    assert max(gaps) - min(gaps) <= 1
    assert spaced(7) == list(range(8))


def test_a_move_outside_the_game_is_refused() -> None:
    """Asking for the state of a move before 0 or after the last raises ValueError."""
    replay = of_playout(next(p for p in all_playouts() if p.kind == "quiethouse"))
    for n in (-1, replay.last + 1):
        with pytest.raises(ValueError):
            state_at(replay, n)
