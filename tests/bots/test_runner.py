"""The bot runner's parts (bot/bots/runner.py): what a worker is sent, the seeded generator, the budgets,
the pool it starts, and what happens when a bot fails."""

from __future__ import annotations

import dataclasses
import pickle
import random
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from bot.bots.contract import EASY, GOOD, Bots, Budget
from bot.bots.runner import EASY_BUDGET, BotRunner, Thought, budget_for, process_pool, rng_key, think
from bot.games.base import Choice
from bot.sessions import MoveResult, Sessions
from bot.storage import Store
from tests.plain_bots import RNG_BOTS, Inline, by_rng, no_world
from tests.tiny.kit import TINY_KIT

T0 = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
CHOICES = tuple(Choice(f"c{n}", f"cell {n}", "mark") for n in range(9))


def thought(seed: str, bots: Bots | None = RNG_BOTS) -> Thought:
    """A decision among nine cells with the given seed."""
    return Thought("tiny", EASY, None, CHOICES, seed, EASY_BUDGET, bots)


def test_the_same_game_version_and_seat_give_the_same_move():
    """A bot's generator is seeded from its game, version and seat only: the decision repeats exactly."""
    assert rng_key(12, 5, 1) == "bot:12:5:1"
    again = [think(thought(rng_key(12, 5, 1))) for _ in range(3)]
    assert again == [by_rng(None, CHOICES, random.Random("bot:12:5:1"), EASY_BUDGET)] * 3
    spread = {think(thought(rng_key(12, version, 1))) for version in range(40)}
    assert len(spread) > 1


def test_a_decision_sent_to_a_worker_survives_pickling():
    """What a worker receives (view, choices, seed, budget and the bots) goes through pickle unchanged."""
    sent = thought("bot:1:2:0")
    back = pickle.loads(pickle.dumps(sent))
    assert back == sent and think(back) == think(sent)


def test_the_levels_budgets_come_from_the_settings():
    """Easy is small and quick; good is capped at the configured CPU seconds."""
    assert budget_for(EASY, 0.3) == EASY_BUDGET and EASY_BUDGET.seconds <= 0.05
    assert budget_for(GOOD, 0.3) == Budget(seconds=0.3)


def test_the_default_pool_never_forks_the_running_bot():
    """Worker processes are started by forkserver or spawn, never by a fork of the bot's process."""
    pool = process_pool(1)
    try:
        method = pool._mp_context.get_start_method()  # type: ignore[attr-defined]
        assert method in {"forkserver", "spawn"}
        assert pool.submit(think, thought("bot:3:1:0")).result(timeout=60) == think(thought("bot:3:1:0"))
    finally:
        pool.shutdown()


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    """A store on a fresh file."""
    s = await Store.open(tmp_path / "runner.db")
    yield s
    await s.close()


async def bot_to_move(sessions: Sessions) -> int:
    """A Three in a row where the bot (seat 1) moves first; its id."""
    table = await sessions.open_lobby("tiny", guild_id=1, channel_id=9, user_id=1, name="Ada", options={"swap": True})
    await sessions.add_bot(table.id, 1, GOOD)
    return (await sessions.start(table.id, 1)).id


class Recorder:
    """Keeps published results."""

    def __init__(self) -> None:
        self.results: list[MoveResult] = []

    async def __call__(self, result: MoveResult) -> None:
        self.results.append(result)


async def test_the_runner_plays_the_move_seeded_from_the_game_version_and_seat(store: Store):
    """Through the runner, the bot's move is the one its level draws from the game's own seed."""
    sessions = Sessions(store, {"tiny": dataclasses.replace(TINY_KIT, bots=RNG_BOTS)}, clock=lambda: T0)
    game_id = await bot_to_move(sessions)
    table = await sessions.load(game_id)
    expected = by_rng(None, table.choices(1), random.Random(rng_key(game_id, table.record.version, 1)), EASY_BUDGET)
    played = await BotRunner(sessions, executor=Inline()).play(game_id, 1, table.duties()[1], Recorder())
    assert played is not None and (await store.events(game_id))[-1].action == expected


async def test_a_bot_that_fails_plays_its_first_choice(store: Store, caplog):
    """A bot raising an error does not stall the table: its first choice is played and the failure logged."""

    def broken(view: Any, choices: Any, rng: Any, budget: Any) -> str:
        raise RuntimeError("the bot tripped")

    bots = Bots({EASY: broken, GOOD: broken}, no_world)
    sessions = Sessions(store, {"tiny": dataclasses.replace(TINY_KIT, bots=bots)}, clock=lambda: T0)
    game_id = await bot_to_move(sessions)
    table = await sessions.load(game_id)
    await BotRunner(sessions, executor=Inline()).play(game_id, 1, table.duties()[1], Recorder())
    assert [e.action for e in await store.events(game_id)] == ["c0"]
    assert any("failed" in r.message for r in caplog.records)


async def test_the_good_level_gets_the_configured_think_time(store: Store):
    """The runner hands the good level a budget of BOT_THINK_SECONDS of CPU."""
    seen: list[Budget] = []

    def noting(view: Any, choices: Any, rng: Any, budget: Budget) -> str:
        seen.append(budget)
        return choices[0].action

    bots = Bots({EASY: noting, GOOD: noting}, no_world)
    sessions = Sessions(store, {"tiny": dataclasses.replace(TINY_KIT, bots=bots)}, clock=lambda: T0)
    game_id = await bot_to_move(sessions)
    table = await sessions.load(game_id)
    await BotRunner(sessions, executor=Inline(), think_seconds=0.25).play(game_id, 1, table.duties()[1], Recorder())
    assert seen == [Budget(seconds=0.25)]
