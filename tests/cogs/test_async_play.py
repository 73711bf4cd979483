"""Deadlines and reminders through Discord with a clock the test moves: reminders, windows, policies, restarts."""

from __future__ import annotations

from bot.games.rumble import GAME as RUMBLE
from tests import clocked
from tests.conftest import make_bot
from tests.discord_play import live_board, open_table

clock = clocked.clock
simcord_bot = clocked.simcord_bot
"""The bot and its clock, which the tests move."""


def reminders(thread, user=None) -> list:
    """Reminder messages in a thread (optionally only those mentioning ``user``)."""
    found = [m for m in thread.history() if "Reminder" in (m.content or "")]
    return [m for m in found if user is None or f"<@{user.id}>" in m.content]


async def acting_seat(env, game_id: int = 1) -> int:
    """The one seat that must act in a Rumble game."""
    record = await env.bot.store.game(game_id)
    (seat,) = RUMBLE.to_act(RUMBLE.load(record.state))
    return seat


async def test_a_reminder_fires_once_per_interval_and_not_again_after_a_restart(simcord_env, db_path, clock):
    """12 h after the turn began the player is reminded once; a restarted bot does not repeat it."""
    setup = await open_table(simcord_env, 3, turn_time=2880)
    seat = await acting_seat(simcord_env)
    clock.advance(hours=11)
    await simcord_env.bot.scheduler.tick()
    assert reminders(setup.thread) == []
    clock.advance(hours=1)
    await simcord_env.bot.scheduler.tick()
    await simcord_env.bot.scheduler.tick()
    (sent,) = reminders(setup.thread)
    assert f"<@{setup.users[seat].id}>" in sent.content
    assert "https://discord.com/channels/" in sent.content
    await simcord_env.restart_bot(make_bot(db_path, clock=clock))
    await simcord_env.bot.scheduler.tick()
    assert len(reminders(setup.thread)) == 1
    clock.advance(hours=12)
    await simcord_env.bot.scheduler.tick()
    assert len(reminders(setup.thread)) == 2


async def test_a_bot_down_for_three_days_sends_one_reminder_per_seat(simcord_env, db_path, clock):
    """Six missed intervals while the bot was down give one reminder, not six."""
    setup = await open_table(simcord_env, 3, turn_time=0)
    seat = await acting_seat(simcord_env)
    await simcord_env.restart_bot(make_bot(db_path, clock=clock))
    clock.advance(days=3)
    await simcord_env.bot.scheduler.tick()
    await simcord_env.bot.scheduler.tick()
    assert len(reminders(setup.thread)) == 1
    assert len(reminders(setup.thread, setup.users[seat])) == 1


async def test_a_wait_deadline_reminds_and_the_game_keeps_waiting(simcord_env, clock):
    """With "wait" the deadline passing is said once and nothing is played for the player."""
    setup = await open_table(simcord_env, 3, turn_time=60, reminders=0)
    before = await simcord_env.bot.store.game(1)
    clock.advance(hours=2)
    await simcord_env.bot.scheduler.tick()
    await simcord_env.bot.scheduler.tick()
    passed = [m for m in setup.thread.history() if "deadline has passed" in (m.content or "")]
    assert len(passed) == 1
    assert (await simcord_env.bot.store.game(1)).version == before.version


async def test_a_player_removed_after_two_missed_deadlines_and_the_game_goes_on(simcord_env, clock):
    """With "remove after 2" the absent player is warned once, then removed, and the next player is asked."""
    setup = await open_table(simcord_env, 3, turn_time=60, reminders=0, on_timeout="remove", remove_after=2)
    seat = await acting_seat(simcord_env)
    clock.advance(minutes=61)
    await simcord_env.bot.scheduler.tick()
    warned = [m for m in setup.thread.history() if "missed a turn deadline" in (m.content or "")]
    assert len(warned) == 1 and f"<@{setup.users[seat].id}>" in warned[0].content
    clock.advance(minutes=61)
    await simcord_env.bot.scheduler.tick()
    record = await simcord_env.bot.store.game(1)
    state = RUMBLE.load(record.state)
    assert seat in state.resigned
    assert record.status == "active"
    assert "was removed from the game after 2 missed deadlines" in live_board(setup.thread).embeds[0].description
    assert seat not in RUMBLE.to_act(state)


async def test_skip_is_refused_for_a_game_whose_rules_have_no_pass(simcord_env):
    """Rumble has no pass, so a skip policy is refused at new and no lobby opens."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    host = guild.add_member(simcord_env.create_user("host"))
    result = await host.slash(channel, "rumble new", on_timeout="skip")
    assert "no pass" in result.response.message.content
    assert await simcord_env.bot.store.open_lobby("rumble", channel.id) is None


async def test_the_lobby_card_shows_the_deadlines(simcord_env):
    """The lobby card says the turn time, reminders, reaction window and policy."""
    setup = await open_table(simcord_env, 3, start=False, turn_time=360)
    embed = setup.channel.last_message.embeds[0]
    deadlines = next(f.value for f in embed.fields if f.name == "Deadlines")
    assert deadlines.startswith("turn time 6 h, reminders every 12 h, reaction window 10 min")
