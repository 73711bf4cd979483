"""Component ids name the game kind: clicks route to the game's cog without the database; old ids still work."""

from __future__ import annotations

from typing import Any
from unittest import mock

import discord

from bot.i18n import say
from cogs.components import GONE, StepButton, StepSelect
from cogs.old_ids import OUTDATED
from tests.discord_play import answer, live_board, move_options, open_table


async def _post_old_controls(env: Any, thread: Any, *custom_ids: str) -> discord.Message:
    """A message with buttons whose ids are in a format an older version of the bot posted."""
    view = discord.ui.View(timeout=None)
    for n, custom_id in enumerate(custom_ids):
        view.add_item(discord.ui.Button(label=f"old {n}", custom_id=custom_id))
    channel = env.bot.get_channel(thread.id) or await env.bot.fetch_channel(thread.id)
    await channel.send("an old board", view=view)
    return thread.last_message


async def test_the_board_ids_name_the_kind(simcord_env):
    """Every control on a live board carries its game's kind after its family prefix."""
    setup = await open_table(simcord_env)
    board = live_board(setup.thread)
    ids = [item.custom_id for row in board.components for item in row.children]
    assert ids and all(i is not None and i.split(":")[1] == "rumble" for i in ids)


async def test_a_rules_click_routes_without_reading_the_database(simcord_env):
    """The Rules button is answered by the kind's cog while every game read would fail."""
    setup = await open_table(simcord_env)
    board = live_board(setup.thread)
    store = simcord_env.bot.store
    with (
        mock.patch.object(store, "game", side_effect=AssertionError("read")),
        mock.patch.object(store, "game_and_seats", side_effect=AssertionError("read")),
    ):
        pressed = await setup.users[1].click(board, label="Rules")
    assert "Rumble" in answer(pressed)


async def test_an_old_move_button_still_plays_its_move(simcord_env):
    """A move id from before kinds were in ids (``hb:<game>:<version>:<action>``) plays the move."""
    setup = await open_table(simcord_env)
    board = live_board(setup.thread)
    record = await simcord_env.bot.store.game(1)
    assert record is not None
    _, action, _ = move_options(board)[0]
    old = await _post_old_controls(simcord_env, setup.thread, f"hb:1:{record.version}:{action}")
    seat = next(s for s in await simcord_env.bot.store.seats(1) if s.duty is not None)
    user = next(u for u in setup.users if u.id == seat.user_id)
    await user.click(old, custom_id=f"hb:1:{record.version}:{action}")
    after = await simcord_env.bot.store.game(1)
    assert after is not None and after.version == record.version + 1


async def test_old_view_and_rules_buttons_still_answer(simcord_env):
    """Old My view and Rules ids (``hbv:<game>``, ``hbr:<game>``) find their game and answer as before."""
    setup = await open_table(simcord_env)
    old = await _post_old_controls(simcord_env, setup.thread, "hbv:1", "hbr:1")
    rules = await setup.users[0].click(old, custom_id="hbr:1")
    assert "Rumble" in answer(rules)
    mine = await setup.users[0].click(old, custom_id="hbv:1")
    assert mine.response is not None and mine.response.attachments


async def test_an_old_game_control_says_how_to_get_working_ones(simcord_env):
    """A game's own control from before (``gah:…``) changes nothing and points to My view."""
    setup = await open_table(simcord_env)
    before = await simcord_env.bot.store.game(1)
    old = await _post_old_controls(simcord_env, setup.thread, "gah:1:3:r")
    pressed = await setup.users[0].click(old, custom_id="gah:1:3:r")
    assert answer(pressed) == say(OUTDATED)
    after = await simcord_env.bot.store.game(1)
    assert before is not None and after is not None and after.version == before.version


async def test_a_kind_this_bot_does_not_offer_is_answered(simcord_env):
    """A control naming a kind no cog plays says the game is gone, without an error."""
    setup = await open_table(simcord_env)
    old = await _post_old_controls(simcord_env, setup.thread, "hbr:nosuchgame:1")
    pressed = await setup.users[0].click(old, custom_id="hbr:nosuchgame:1")
    assert answer(pressed) == say(GONE)


async def test_step_controls_work_after_both_kinds_were_sent(simcord_env):
    """Sending a Step select and a Step button registers their classes; a click still rebuilds the control."""
    setup = await open_table(simcord_env)
    view = discord.ui.View(timeout=None)
    view.add_item(StepSelect("rumble", 1, 1, "pick", "Pick…", [discord.SelectOption(label="a", value="a")]))
    view.add_item(StepButton("rumble", 1, 1, "ready", "Ready"))
    channel = simcord_env.bot.get_channel(setup.thread.id) or await simcord_env.bot.fetch_channel(setup.thread.id)
    await channel.send("steps", view=view)
    message = setup.thread.last_message
    pressed = await setup.users[0].click(message, custom_id="hbk:rumble:1:1:ready")
    assert "not used by this game" in answer(pressed)
    picked = await setup.users[0].select(message, custom_id="hbk:rumble:1:1:pick", values=["a"])
    assert "not used by this game" in answer(picked)
