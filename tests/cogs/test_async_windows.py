"""Reaction windows with deadlines through Discord: Ghost at Home's cat defence answered for an absent player."""

from __future__ import annotations

import pytest

from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.model import Phase
from tests.clock import Clock
from tests.cogs.ghost_at_home import play as gah
from tests.conftest import make_bot
from tests.discord_play import live_board

SEED = 7
"""With this seed and the test policy, carol's ghost meets alice's cat on move 3 (alice holds a cat)."""


@pytest.fixture
def clock() -> Clock:
    """The time the bot sees."""
    return Clock()


@pytest.fixture
def simcord_bot(db_path, clock):
    """A bot with the seed whose third move is a ghost meeting alice's cat, and a clock the test moves."""
    return make_bot(db_path, seed=SEED, clock=clock)


def defending(state) -> bool:
    return state.phase is Phase.DEFEND


async def test_a_cat_defence_unanswered_is_answered_by_the_deadline(simcord_env, clock):
    """Alice does not answer the ghost; at the reaction deadline her cat defends for her."""
    setup = await gah.open_table(simcord_env, 3, reaction_window=5)
    state = await gah.play_until(simcord_env, setup, defending)
    (defender,) = GAME.to_act(state)
    clock.advance(minutes=4)
    await simcord_env.bot.scheduler.tick()
    assert (await gah.stored(simcord_env))[0].phase is Phase.DEFEND
    clock.advance(minutes=2)
    await simcord_env.bot.scheduler.tick()
    after, _ = await gah.stored(simcord_env)
    assert after.phase is not Phase.DEFEND
    text = live_board(setup.thread).embeds[0].description
    assert "no answer in time, default answer" in text
    assert "the ghost is cancelled" in text
    events = await simcord_env.bot.store.events(1)
    assert events[-1].seat == defender and events[-1].action == "cat"


async def test_a_player_who_chose_automatic_cat_defence_is_answered_at_once(simcord_env, clock):
    """With the setting on, the ghost is defended on the scheduler's next pass, long before the deadline."""
    setup = await gah.open_table(simcord_env, 3)
    alice = setup.users[0]
    result = await alice.slash(setup.channel, "hauntbot settings")
    await alice.click(result.response.message, custom_id="hbp:auto:ghostathome:defend")
    woken: list[bool] = []
    simcord_env.bot.sessions.on_due = lambda: woken.append(True)
    await gah.play_until(simcord_env, setup, defending)
    assert woken, "the window made due at once wakes the scheduler"
    await simcord_env.bot.scheduler.tick()
    after, _ = await gah.stored(simcord_env)
    assert after.phase is not Phase.DEFEND
    assert "answered automatically" in live_board(setup.thread).embeds[0].description


def escaping(state) -> bool:
    return state.phase is Phase.STOP


async def test_an_escape_stop_unanswered_is_not_stopped_at_the_deadline(simcord_env, clock):
    """The player asked whether to stop bob's escape stays away; at the deadline the escape is not stopped."""
    setup = await gah.open_table(simcord_env, 3, reaction_window=2)
    state = await gah.play_until(simcord_env, setup, escaping)
    (asked,) = GAME.to_act(state)
    board = live_board(setup.thread)
    assert "Deadline <t:" in board.embeds[0].description
    clock.advance(minutes=3)
    await simcord_env.bot.scheduler.tick()
    events = await simcord_env.bot.store.events(1)
    assert events[-1].seat == asked and events[-1].action == "nostop"
