"""Memory stays memory: a look at one's Scouting fronts hides itself in time, across restarts too."""

from __future__ import annotations

from bot.i18n import say
from cogs.looks import LOOK_OVER
from cogs.purple_house.cog import LOOK_MINUTES
from tests import clocked
from tests.cogs.purple_house.play import STEP, button, my_view, open_house, select_options
from tests.conftest import make_bot

clock = clocked.clock
simcord_bot = clocked.simcord_bot
"""The bot and its clock, which the tests move."""


def hidden(view) -> bool:
    """Whether a private view shows no picture and no Scouting controls."""
    return view.attachments == [] and select_options(view, STEP)[1] == [] and button(view, STEP) is None


async def test_a_look_stays_until_its_time_is_up(simcord_env, clock):
    """A scheduler pass before the look's minutes are over leaves the fronts on screen."""
    setup = await open_house(simcord_env, 2)
    view = await my_view(setup.users[0], setup)
    clock.advance(minutes=LOOK_MINUTES - 1)
    await simcord_env.bot.scheduler.tick()
    assert view.attachments and not hidden(view)


async def test_a_look_hides_itself_well_inside_the_tokens_life(simcord_env, clock):
    """After LOOK_MINUTES (< 15) the next pass hides the fronts and offers to look again."""
    setup = await open_house(simcord_env, 2)
    view = await my_view(setup.users[0], setup)
    clock.advance(minutes=LOOK_MINUTES)
    await simcord_env.bot.scheduler.tick()
    assert LOOK_MINUTES < 15 and hidden(view) and view.content == say(LOOK_OVER)
    assert button(view, "hbv:") is not None
    assert await simcord_env.bot.store.looks_of(1) == []


async def test_a_restart_still_hides_the_look(simcord_env, clock, db_path):
    """The look is kept in the database: a bot started after the look was given hides it on time."""
    setup = await open_house(simcord_env, 2)
    view = await my_view(setup.users[0], setup)
    await simcord_env.restart_bot(make_bot(db_path, clock=clock))
    clock.advance(minutes=LOOK_MINUTES + 1)
    await simcord_env.bot.scheduler.tick()
    assert hidden(view) and view.content == say(LOOK_OVER)


async def test_the_player_may_look_again_while_scouting_lasts(simcord_env, clock):
    """Pressing My view on the hidden look shows the seat's cards again, with a fresh look kept."""
    setup = await open_house(simcord_env, 2)
    alice = setup.users[0]
    view = await my_view(alice, setup)
    clock.advance(minutes=LOOK_MINUTES)
    await simcord_env.bot.scheduler.tick()
    again = await alice.click(view, custom_id=button(view, "hbv:").custom_id)
    fresh = next(m for m in (again.response, *again.followups) if m is not None and m.ephemeral)
    assert fresh.attachments and select_options(fresh, STEP)[1]
    assert len(await simcord_env.bot.store.looks_of(1)) == 1
