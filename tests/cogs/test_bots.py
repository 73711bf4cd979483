"""Bots at the table through real discord.py dispatch, on Three in a row with its bots and the test's clock: a
whole game with a bot, a restart while a bot is due, play for me and back, the deadline policy "bot", a player
who left replaced, the rules' conventions, the lists and records, and never a bot pinged, mentioned or DMed."""

from __future__ import annotations

import discord
import pytest

from bot.deadlines import BOT_PAUSE_SECONDS
from tests.clock import Clock
from tests.cogs.bot_tables import bot_mentions, dm_requests, let_bots_play, think_inline
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


async def start(env, *names: str, **options):
    """``/tiny new`` by the first user with ``options``, the others join, the host starts: (thread, users)."""
    think_inline(env)
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    users = [guild.add_member(env.create_user(name)) for name in names]
    await users[0].slash(channel, "tiny new", **options)
    card = channel.last_message
    for user in users[1:]:
        await user.click(card, label="Join")
    await users[0].click(card, label="Start")
    return channel.threads[0], users


async def table(env, game_id: int = 1):
    """The game as the session loads it."""
    return await env.bot.sessions.load(game_id)


async def first_free_cell(env) -> int:
    """An empty cell of the grid of game 1."""
    return next(n for n, mark in enumerate((await table(env)).public.cells) if mark == -1)


def said(thread) -> list[str]:
    """The one-line messages (no board) posted in a thread, oldest first."""
    return [m.content for m in thread.history() if m.content and not m.embeds]


async def test_one_player_and_a_bot_play_to_the_end_and_the_record_keeps_them_apart(simcord_env, clock):
    """Alice against a good bot from ``/tiny new bots:1``: she marks from the board, the bot answers after its
    pause, the game ends; her result is kept apart from all-human ones and the bot has no record."""
    thread, (alice,) = await start(simcord_env, "alice", bots="1", bot_level="good")
    assert "Players: <@" in live_board(thread).embeds[0].description
    for _ in range(5):
        if (await table(simcord_env)).record.status == "finished":
            break
        await alice.slash(thread, "tiny mark", cell=await first_free_cell(simcord_env))
        await let_bots_play(simcord_env, clock)
    final = await table(simcord_env)
    assert final.record.status == "finished"
    assert "(bot)" in live_board(thread).embeds[0].description
    rows = await simcord_env.bot.store.recent_results(alice.id)
    assert len(rows) == 1 and rows[0].with_bots
    stats = answer(await alice.slash(thread, "hauntbot stats"))
    assert "At tables with bots" in stats and "Three in a row" in stats.split("At tables with bots")[1]
    assert await simcord_env.bot.store.recent_results(final.seat(1).user_id) == []
    assert bot_mentions(simcord_env) == []


async def test_a_restart_while_a_bot_is_due_plays_its_move_once(simcord_env, clock, db_path):
    """The bot's turn is due when the bot restarts: the new process plays it once, and a second pass nothing."""
    thread, (alice,) = await start(simcord_env, "alice", bots="1")
    await alice.slash(thread, "tiny mark", cell=4)
    due = await table(simcord_env)
    assert due.duties()[1].due_at is not None and due.controller(1) == "easy"
    await simcord_env.restart_bot(make_bot(db_path, clock=clock, kits=tiny_kits()))
    think_inline(simcord_env)
    clock.advance(seconds=BOT_PAUSE_SECONDS)
    await simcord_env.bot.scheduler.tick()
    await simcord_env.bot.scheduler.tick()
    after = await table(simcord_env)
    assert after.record.version == due.record.version + 1
    events = await simcord_env.bot.store.events(1)
    assert [e.seat for e in events] == [0, 1]
    assert "(bot)** marked" in live_board(thread).embeds[0].description


async def test_play_for_me_by_command_and_back_by_making_a_move(simcord_env, clock):
    """``/tiny playforme`` hands alice's seat to a bot, which plays her turn without a ping; her own next move
    takes it back, said in the thread; her result counts for nobody."""
    thread, (alice, bob) = await start(simcord_env, "alice", "bob")
    handed = await alice.slash(thread, "tiny playforme", level="easy")
    assert handed.ephemeral and "A bot (easy) plays your seat now" in answer(handed)
    assert said(thread)[-1] == "**alice** handed their seat to a bot (easy); they take it back by making a move."
    await let_bots_play(simcord_env, clock)
    board = live_board(thread)
    assert "**alice** (bot playing) marked" in board.embeds[0].description
    assert f"<@{alice.id}>" not in board.content
    await bob.slash(thread, "tiny mark", cell=await first_free_cell(simcord_env))
    assert f"<@{alice.id}>" not in live_board(thread).content  # the bot decides: alice is not pinged
    done = await alice.slash(thread, "tiny mark", cell=await first_free_cell(simcord_env))
    assert "Done: **alice** marked" in answer(done)
    assert said(thread)[-1] == "**alice** is back and plays their own seat again."
    seat = (await table(simcord_env)).seat(0)
    assert seat.stand_in is None and seat.handed
    refused = await alice.slash(thread, "tiny back")
    assert "No bot is playing for you" in answer(refused)


async def test_the_deadline_policy_bot_plays_for_the_absent_player_until_they_act(simcord_env, clock):
    """With ``on_timeout:bot`` a missed turn is said in one line and a bot plays it at once; the player is back
    with their next move."""
    thread, (alice, bob) = await start(simcord_env, "alice", "bob", turn_time=60, on_timeout="bot")
    clock.advance(minutes=61)
    await simcord_env.bot.scheduler.tick()
    assert "The deadline passed: a bot (easy) plays for **alice** until they come back." in said(thread)
    assert "**alice** (bot playing) marked" in live_board(thread).embeds[0].description
    await bob.slash(thread, "tiny mark", cell=await first_free_cell(simcord_env))
    await alice.slash(thread, "tiny mark", cell=await first_free_cell(simcord_env))
    assert said(thread)[-1] == "**alice** is back and plays their own seat again."
    assert bot_mentions(simcord_env) == []


async def test_the_host_replaces_a_player_who_left_and_the_bot_plays_to_the_end(simcord_env, clock):
    """Only the host (or Manage Server) replaces a player; the replaced player can neither move, take the seat
    back nor see its private view, and is never pinged again."""
    thread, (alice, bob) = await start(simcord_env, "alice", "bob")
    refused = await bob.slash(thread, "tiny replace", player="alice")
    assert "Only the host or someone with Manage Server" in answer(refused)
    unknown = await alice.slash(thread, "tiny replace", player="zed")
    assert answer(unknown) == "There is no player 'zed' in this game; name one of its players: alice, bob."
    choices = await alice.autocomplete(thread, "tiny replace", "player", "")
    assert [c["name"] for c in choices] == ["1. alice", "2. bob"]
    await alice.slash(thread, "tiny mark", cell=0)
    done = await alice.slash(thread, "tiny replace", player="2", level="good")
    assert answer(done) == "A bot (good) now plays **bob**'s seat to the end."
    assert said(thread)[-1] == "A bot (good) now plays for **bob**, who left the game."
    since = len(thread.history())
    blocked = await bob.slash(thread, "tiny mark", cell=await first_free_cell(simcord_env))
    assert "took over your seat when you left" in answer(blocked)
    await let_bots_play(simcord_env, clock)
    assert "**bob** (bot playing) marked" in live_board(thread).embeds[0].description
    assert "took over your seat when you left" in answer(await bob.slash(thread, "tiny back"))
    assert "You are not playing in this game" in answer(await bob.slash(thread, "tiny view"))
    await alice.slash(thread, "tiny mark", cell=await first_free_cell(simcord_env))
    await let_bots_play(simcord_env, clock)
    later = thread.history()[since:]
    assert len(later) >= 2 and not [m for m in later if f"<@{bob.id}>" in (m.content or "")]


async def test_someone_with_manage_server_may_replace_a_player(simcord_env):
    """A moderator who does not play replaces a player who left, as the host could."""
    thread, (alice, _bob) = await start(simcord_env, "alice", "bob")
    mods = alice.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = alice.guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    done = await mod.slash(thread, "tiny replace", player="bob")
    assert answer(done) == "A bot (easy) now plays **bob**'s seat to the end."
    assert (await table(simcord_env)).seat(1).stand_in_why == "replaced"


async def test_no_bot_is_ever_pinged_mentioned_or_dmed(simcord_env, clock):
    """With DMs on for everyone, a handed player and a bot get no DM and no mention; the player who acts does."""
    thread, (alice, bob) = await start(simcord_env, "alice", "bob")
    for user in (alice, bob):
        await simcord_env.bot.store.set_pref(user.id, "dm", "1")
    await alice.slash(thread, "tiny playforme")
    before = len(dm_requests(simcord_env))
    await let_bots_play(simcord_env, clock)
    opened = [str(r.json["recipient_id"]) for r in dm_requests(simcord_env)[before:]]
    assert opened == [str(bob.id)]
    assert bot_mentions(simcord_env) == []


async def test_rules_show_how_the_bots_play(simcord_env):
    """``/tiny rules`` shows the rules and, apart, the conventions of the game's bots."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    shown = (await alice.slash(channel, "tiny rules")).response
    conventions = tiny_kits()["tiny"].bots.conventions
    assert conventions and shown.embeds[0].description == conventions
    assert "How the bots play" in shown.embeds[0].title


async def test_the_lists_name_bots_and_say_who_plays_my_seat(simcord_env, clock):
    """``/hauntbot games`` marks a game with bots and says when a bot plays the caller's seat; the server
    managers' list names the bot it waits for, without a mention."""
    thread, (alice,) = await start(simcord_env, "alice", bots="1")
    assert "with 1 bot" in answer(await alice.slash(thread, "hauntbot games"))
    await alice.slash(thread, "tiny mark", cell=4)
    mods = alice.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = alice.guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    bot_name = (await table(simcord_env)).seat(1).name
    assert f"waiting for **{bot_name}**" in answer(await mod.slash(thread, "hauntbot-admin games"))
    await alice.slash(thread, "tiny playforme", level="good")
    assert "a bot (good) plays for you; make a move to take your seat back" in answer(
        await alice.slash(thread, "hauntbot games")
    )
