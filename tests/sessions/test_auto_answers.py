"""Automatic answers through the move pipeline on a real SQLite file: at once only when it shows no hand."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.data import CARDS, Kind
from bot.games.ghost_at_home.model import GhostState, Phase
from bot.registry import KITS
from bot.sessions import Sessions, Table
from bot.storage import Store
from bot.tables import MoveResult, auto_key, engine_state

T0 = datetime(2026, 3, 4, 5, 6, 7, tzinfo=UTC)
PLAYERS = (11, 12, 13)
SEEDS = range(1, 40)
MAX_MOVES = 400
DEFEND = auto_key("ghostathome", "defend")


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


async def start_game(store: Store, seed: int, preference: bool) -> tuple[Sessions, Table]:
    """A started three-player Ghost at Home game with ``seed``; ``preference``: everyone chose the automatic defence."""
    sessions = Sessions(store, KITS, clock=lambda: T0, new_seed=lambda: seed)
    for uid in PLAYERS:
        await store.set_pref(uid, DEFEND, "1" if preference else None)
    table = await sessions.open_lobby(
        "ghostathome", guild_id=1, channel_id=9000 + seed, user_id=PLAYERS[0], name="P11", options={}
    )
    for uid in PLAYERS[1:]:
        await sessions.join(table.id, uid, f"P{uid}")
    return sessions, await sessions.start(table.id, PLAYERS[0])


def pick(s: GhostState, seat: int) -> str:
    """A ghost at somebody when the seat can play one (windows come sooner), else the default answer."""
    return next((a for a in GAME.legal_actions(s, seat) if a.startswith("g.")), None) or GAME.default_action(s, seat)


async def defence_deadlines(store: Store, preference: bool = True) -> dict[bool, tuple[Table, int]]:
    """Play seeded games until a defence window opened once for a seat holding a cat and once for one without.

    Keyed by "holds a cat": the stored table right after the ghost came, and the defending seat.
    """
    found: dict[bool, tuple[Table, int]] = {}
    publish = Recorder()
    for seed in SEEDS:
        sessions, table = await start_game(store, seed, preference)
        for _ in range(MAX_MOVES):
            state = engine_state(table)
            assert isinstance(state, GhostState)
            if state.phase is Phase.OVER or len(found) == 2:
                break
            (seat,) = GAME.to_act(state)
            if state.phase is Phase.DEFEND:
                holds_cat = any(CARDS[c].kind is Kind.CAT for c in state.hands[seat])
                found.setdefault(holds_cat, (table, seat))
            await sessions.play(table.id, table.user_of(seat), pick(state, seat), version=None, publish=publish)
            table = await sessions.load(table.id)
        if len(found) == 2:
            return found
    raise AssertionError(f"no seed in {SEEDS} opened both kinds of cat defence")


async def test_a_seat_holding_a_cat_is_answered_at_once_and_one_without_waits(store):
    """With the automatic defence on, a seat holding a cat is due at once; one without gets the reaction deadline."""
    found = await defence_deadlines(store)
    with_cat, seat = found[True]
    duty = with_cat.duties()[seat]
    assert duty.window == "defend" and duty.due_at == duty.since
    without, seat = found[False]
    duty = without.duties()[seat]
    assert duty.window == "defend" and duty.due_at is not None and duty.due_at > duty.since
    assert duty.due_at == duty.since + timedelta(minutes=without.timers.reaction_minutes)


async def test_without_the_preference_a_seat_holding_a_cat_waits_too(store):
    """The preference is what answers at once: without it, a seat holding a cat gets the reaction deadline too."""
    found = await defence_deadlines(store, preference=False)
    for table, seat in found.values():
        duty = table.duties()[seat]
        assert duty.window == "defend"
        assert duty.due_at == duty.since + timedelta(minutes=table.timers.reaction_minutes)
