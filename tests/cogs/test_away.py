"""``/hauntbot away`` and ``/hauntbot back`` through real discord.py dispatch, on Three in a row with the test's
clock: turns wait (no reminder, no missed deadline) and come back fresh from the end, a "bot" table's stand-in
plays and is handed back, acting ends the away in every game of every server, the 14-day cap, a restart."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.sessions import Refusal
from tests.clock import Clock
from tests.cogs.bot_tables import bot_mentions, let_bots_play, think_inline
from tests.conftest import make_bot
from tests.discord_play import answer, live_board
from tests.tiny.conftest import tiny_kits


@pytest.fixture
def clock() -> Clock:
    """The time the bot sees."""
    return Clock()


@pytest.fixture
def simcord_bot(db_path, clock):
    """A bot playing Three in a row, whose kit has bots, on the test's clock."""
    return make_bot(db_path, clock=clock, kits=tiny_kits())


async def start(env, users, **options):
    """In a new server, ``/tiny new`` by the first of ``users`` (Discord users), the others join, it starts:
    (thread, members)."""
    think_inline(env)
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(user) for user in users]
    await members[0].slash(channel, "tiny new", **options)
    card = channel.last_message
    for member in members[1:]:
        await member.click(card, label="Join")
    await members[0].click(card, label="Start")
    return channel.threads[0], members


def said(thread) -> list[str]:
    """The one-line messages (no board) posted in a thread, oldest first."""
    return [m.content for m in thread.history() if m.content and not m.embeds]


def stamp(clock: Clock, **delta: float) -> str:
    """The Discord timestamp of the clock's time plus ``delta``, as the bot writes it."""
    return f"<t:{int((clock.now + timedelta(**delta)).timestamp())}:f>"


async def alice_duty(env, game_id: int = 1):
    """What alice (seat 0, the host) owes in a game."""
    return (await env.bot.sessions.load(game_id)).duties().get(0)


async def free_cell(env, game_id: int = 1) -> int:
    """An empty cell of a game's grid."""
    return next(n for n, mark in enumerate((await env.bot.sessions.load(game_id)).public.cells) if mark == -1)


async def test_away_turns_wait_without_reminders_or_deadlines_and_come_back_fresh_from_the_end(simcord_env, clock):
    """Alice goes away for 2 days on her turn: she is told until when, the board and the thread say it, nothing
    fires while the clock runs past her deadline, and at the end she has a whole turn time again."""
    alice, bob = simcord_env.create_user("alice"), simcord_env.create_user("bob")
    thread, (alice, bob) = await start(simcord_env, [alice, bob], turn_time=60, reminders=60)
    until = stamp(clock, days=2)
    told = answer(await alice.slash(thread, "hauntbot away", days=2))
    assert until in told and "In 1 game your turns wait for you" in told and "at most 14 days" in told
    assert said(thread)[-1].startswith(f"**alice** is away until {until}: the game waits")
    await bob.slash(thread, "tiny board")
    assert f"**alice** (away until {until})" in live_board(thread).embeds[0].description
    before = len(thread.history())
    clock.advance(days=2, minutes=-1)
    await simcord_env.bot.scheduler.tick()
    assert len(thread.history()) == before  # no reminder, no "deadline passed"
    clock.advance(minutes=2)
    await simcord_env.bot.scheduler.tick()
    assert said(thread)[-1] == "**alice** is back; their deadlines run again."
    back = clock.now - timedelta(minutes=1)
    duty = await alice_duty(simcord_env)
    assert duty is not None and duty.due_at == back + timedelta(minutes=60)
    assert await simcord_env.bot.store.away_until(alice.id) is None
    clock.advance(minutes=60)
    await simcord_env.bot.scheduler.tick()
    assert any("<@" + str(alice.id) + ">" in m.content for m in thread.history()[before:] if m.content)


async def test_a_bot_table_has_a_stand_in_play_for_the_away_player_until_they_act(simcord_env, clock):
    """At a table whose deadline policy is "bot", a bot plays for alice at once, unpinged, and her own move hands
    the seat back and ends the away."""
    alice, bob = simcord_env.create_user("alice"), simcord_env.create_user("bob")
    thread, (alice, bob) = await start(simcord_env, [alice, bob], turn_time=60, on_timeout="bot")
    told = answer(await alice.slash(thread, "hauntbot away", days=3))
    assert "In 1 game a bot plays for you" in told
    assert (
        said(thread)[-1]
        == f"**alice** is away until {stamp(clock, days=3)}: a bot (easy) plays for them until they are back."
    )
    await let_bots_play(simcord_env, clock)
    assert "**alice** (bot playing) marked" in live_board(thread).embeds[0].description
    await bob.slash(thread, "tiny mark", cell=await free_cell(simcord_env))
    await alice.slash(thread, "tiny mark", cell=await free_cell(simcord_env))
    assert "**alice** is back and plays their own seat again." in said(thread)
    assert await simcord_env.bot.store.away_until(alice.id) is None
    await simcord_env.bot.scheduler.tick()
    table = await simcord_env.bot.sessions.load(1)
    assert table.seat(0).stand_in is None and await simcord_env.bot.store.away_seats(alice.id) == {}
    assert bot_mentions(simcord_env) == []


async def test_acting_in_one_game_ends_the_away_in_every_game_of_every_server(simcord_env, clock):
    """Alice is away in two servers; her move in the first gives the second its deadline back at once (fresh from
    the move) and hands back the seat a bot played at a "bot" table, each said in its game."""
    alice, bob, carol = (simcord_env.create_user(n) for n in ("alice", "bob", "carol"))
    first, (alice_1, _bob) = await start(simcord_env, [alice, bob], turn_time=60)
    second, _ = await start(simcord_env, [alice, carol], turn_time=360)
    third, _ = await start(simcord_env, [alice, bob], turn_time=60, on_timeout="bot")
    told = answer(await alice_1.slash(first, "hauntbot away", days=5))
    assert "In 2 games your turns wait" in told and "In 1 game a bot plays" in told
    assert (await alice_duty(simcord_env, 2)).due_at == clock.now + timedelta(days=5, minutes=360)
    clock.advance(hours=6)
    await alice_1.slash(first, "tiny mark", cell=0)
    await simcord_env.bot.scheduler.tick()
    assert (await alice_duty(simcord_env, 2)).due_at == clock.now + timedelta(minutes=360)
    assert said(second)[-1] == "**alice** is back; their deadlines run again."
    assert said(third)[-1] == "**alice** is back and plays their own seat again."
    assert (await simcord_env.bot.sessions.load(3)).seat(0).stand_in is None
    assert "away until" not in live_board(first).embeds[0].description


async def test_the_away_is_capped_at_14_days_and_says_so(simcord_env, clock):
    """Discord is told the range 1..14; a longer away that reaches the bot anyway is refused with the cap."""
    thread, (alice, _bob) = await start(simcord_env, [simcord_env.create_user(n) for n in ("alice", "bob")])
    assert "In 1 game your turns wait" in answer(await alice.slash(thread, "hauntbot away", days=14))
    group = simcord_env.bot.tree.get_command("hauntbot")
    days = group.get_command("away").get_parameter("days")
    assert (days.min_value, days.max_value) == (1, 14)
    with pytest.raises(Refusal) as refused:
        await simcord_env.bot.sessions.go_away(alice.id, 15)
    assert (
        refused.value.said() == "You can be away for 1 to 14 days at a time, not 15; when that is over, go away again."
    )
    assert await simcord_env.bot.store.away_until(alice.id) == clock.now + timedelta(days=14)


async def test_back_ends_the_away_now_and_is_refused_when_not_away(simcord_env, clock):
    """``/hauntbot back`` before the end gives the deadline back from now and says so; again, it is refused."""
    alice, bob = simcord_env.create_user("alice"), simcord_env.create_user("bob")
    thread, (alice, bob) = await start(simcord_env, [alice, bob], turn_time=60)
    await alice.slash(thread, "hauntbot away", days=4)
    clock.advance(days=1)
    assert "Welcome back" in answer(await alice.slash(thread, "hauntbot back"))
    assert said(thread)[-1] == "**alice** is back; their deadlines run again."
    assert (await alice_duty(simcord_env)).due_at == clock.now + timedelta(minutes=60)
    assert "You are not away" in answer(await alice.slash(thread, "hauntbot back"))


async def test_a_restart_while_away_keeps_the_away_and_ends_it_on_time(simcord_env, clock, db_path):
    """The away is in the database: after a restart the turn still waits, and the end comes in the first pass."""
    alice, bob = simcord_env.create_user("alice"), simcord_env.create_user("bob")
    thread, (alice, bob) = await start(simcord_env, [alice, bob], turn_time=60)
    await alice.slash(thread, "hauntbot away", days=1)
    await simcord_env.restart_bot(make_bot(db_path, clock=clock, kits=tiny_kits()))
    before = len(thread.history())
    clock.advance(hours=12)
    await simcord_env.bot.scheduler.tick()
    assert len(thread.history()) == before
    clock.advance(hours=12, minutes=1)
    await simcord_env.bot.scheduler.tick()
    assert said(thread)[-1] == "**alice** is back; their deadlines run again."
    assert (await alice_duty(simcord_env)).due_at == clock.now - timedelta(minutes=1) + timedelta(minutes=60)
