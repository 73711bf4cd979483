"""Integrity through Discord: simultaneous lobby presses, owed boards re-posted, text boards, one game per thread."""

from __future__ import annotations

import random
from typing import Any

import discord
import pytest

import bot.sessions.core
from bot.games.rumble import GAME
from bot.names import named_text
from cogs.errors import OOPS
from tests.conftest import make_bot
from tests.discord_play import MENTION, acting_user, answer, at_once, live_board, move_options, open_table, pick

NOTHING_CHANGED = "nothing was changed"


def latest_board(place: Any) -> discord.Message:
    """The newest board in a thread or channel, drawn or in words (an embed titled "… — game #N")."""
    for message in reversed(place.history()):
        if message.embeds and "— game #" in (message.embeds[0].title or ""):
            return message
    raise AssertionError("no board here")


def boards(place: Any) -> list[discord.Message]:
    """Every board posted in a thread or channel, oldest first."""
    return [m for m in place.history() if m.embeds and "— game #" in (m.embeds[0].title or "")]


def message_in(place: Any, message_id: int) -> discord.Message:
    """A message of the place as Discord now shows it."""
    return next(m for m in place.history() if m.id == message_id)


def clean(result: Any) -> bool:
    """Whether an answer to a press is a plain success: acknowledged, no refusal and no error sentence."""
    return result.acknowledged and not result.ephemeral and not result.followups and OOPS not in answer(result)


def seat_users(table_seats: list[Any]) -> set[int]:
    """The user ids of a game's seats."""
    return {s.user_id for s in table_seats}


def players_on(channel: Any, lobby: discord.Message) -> set[int]:
    """The users the lobby card in ``channel`` lists now."""
    card = message_in(channel, lobby.id).embeds[0]
    field = next(f.value for f in card.fields if f.name.startswith("Players"))
    return {int(m) for m in MENTION.findall(field)}


async def acting_seat(env: Any, game_id: int = 1) -> int:
    """The one seat a Rumble game waits for, as stored."""
    record = await env.bot.store.game(game_id)
    (seat,) = GAME.to_act(GAME.load(record.state))
    return seat


async def play_on_board(setup: Any, rng: random.Random) -> Any:
    """The player the live board mentions picks a move from its select."""
    board = live_board(setup.thread)
    custom_id, value, _ = pick(move_options(board), rng)
    return await acting_user(board, setup.users).select(board, [value], custom_id=custom_id)


async def open_lobby(guild: Any, name: str, host: Any) -> tuple[Any, discord.Message]:
    """A channel of ``guild`` with a Rumble lobby opened by ``host``; the channel and the lobby message."""
    channel = guild.create_text_channel(name)
    result = await host.slash(channel, "rumble new")
    assert not result.ephemeral, answer(result)
    return channel, channel.last_message


async def assert_started_with_board(env: Any, game_id: int, channel: Any) -> None:
    """The game is active in its own thread, and its live board there is recorded with the version it shows."""
    record = await env.bot.store.game(game_id)
    assert record.status == "active"
    (thread,) = channel.threads
    assert record.thread_id == thread.id
    board = live_board(thread)
    assert record.board_message_id == board.id
    assert record.board_version == record.version
    assert "begins!" in board.embeds[0].description


# --- simultaneous presses on lobbies -------------------------------------------------------------------------


async def test_simultaneous_joins_leaves_and_starts_on_two_lobbies_all_succeed(simcord_env):
    """Joins, then leaves, then both Starts pressed at the same moment on two lobbies all succeed as pressed."""
    env = simcord_env
    guild = env.create_guild()
    people = [guild.add_member(env.create_user(f"user{i}")) for i in range(12)]
    host_a, *a_guests = people[:6]
    host_b, *b_guests = people[6:]
    channel_a, lobby_a = await open_lobby(guild, "games-a", host_a)
    channel_b, lobby_b = await open_lobby(guild, "games-b", host_b)
    game_a = (await env.bot.store.open_lobby("rumble", channel_a.id)).id
    game_b = (await env.bot.store.open_lobby("rumble", channel_b.id)).id

    async with at_once(env):
        joins = [await u.click(lobby_a, label="Join") for u in a_guests[:4]]
        joins += [await u.click(lobby_b, label="Join") for u in b_guests[:4]]
    assert all(clean(r) for r in joins), [answer(r) for r in joins]
    for game_id, channel, lobby in ((game_a, channel_a, lobby_a), (game_b, channel_b, lobby_b)):
        assert players_on(channel, lobby) == seat_users(await env.bot.store.seats(game_id))

    async with at_once(env):
        moves = [
            await a_guests[0].click(lobby_a, label="Leave"),
            await a_guests[4].click(lobby_a, label="Join"),
            await b_guests[1].click(lobby_b, label="Leave"),
            await b_guests[2].click(lobby_b, label="Leave"),
            await b_guests[4].click(lobby_b, label="Join"),
        ]
    assert all(clean(r) for r in moves), [answer(r) for r in moves]
    assert players_on(channel_a, lobby_a) == {host_a.id, *(u.id for u in a_guests[1:5])}
    assert players_on(channel_b, lobby_b) == {host_b.id, b_guests[0].id, b_guests[3].id, b_guests[4].id}

    async with at_once(env):
        starts = [await host_a.click(lobby_a, label="Start"), await host_b.click(lobby_b, label="Start")]
    assert all(clean(r) for r in starts), [answer(r) for r in starts]

    for game_id, channel in ((game_a, channel_a), (game_b, channel_b)):
        await assert_started_with_board(env, game_id, channel)
    expected_a = {host_a.id, *(u.id for u in a_guests[1:5])}
    expected_b = {host_b.id, b_guests[0].id, b_guests[3].id, b_guests[4].id}
    seats_a, seats_b = await env.bot.store.seats(game_a), await env.bot.store.seats(game_b)
    assert seat_users(seats_a) == expected_a and seat_users(seats_b) == expected_b
    assert seats_a[0].user_id == host_a.id and seats_b[0].user_id == host_b.id
    assert [s.seat for s in seats_a] == list(range(5)) and [s.seat for s in seats_b] == list(range(4))


async def test_simultaneous_joins_on_an_almost_full_lobby_seat_exactly_who_fits(simcord_env):
    """Three Joins at once on a lobby with one free seat: one is seated, the others are told it is full."""
    env = simcord_env
    setup = await open_table(env, 5, start=False)
    lobby = setup.channel.last_message
    late = [setup.guild.add_member(env.create_user(f"late{i}")) for i in range(3)]
    async with at_once(env):
        presses = [await u.click(lobby, label="Join") for u in late]
    seats = await env.bot.store.seats(1)
    assert len(seats) == GAME.max_players == 6
    seated = [u for u in late if u.id in seat_users(seats)]
    assert len(seated) == 1
    for user, result in zip(late, presses, strict=True):
        if user in seated:
            assert clean(result), answer(result)
        else:
            assert result.ephemeral and "This lobby is full" in answer(result)
    assert players_on(setup.channel, lobby) == seat_users(seats)


async def test_simultaneous_presses_reach_the_bot_before_any_is_answered(simcord_env):
    """The presses of one ``at_once`` block are all delivered before the bot answers the first (truly concurrent)."""
    env = simcord_env
    guild = env.create_guild()
    host, *guests = (guild.add_member(env.create_user(f"user{i}")) for i in range(4))
    _, lobby = await open_lobby(guild, "games", host)
    start = len(env.backend.transcript)
    async with at_once(env):
        for guest in guests:
            await guest.click(lobby, label="Join")
    names = [name for _, name, _ in env.backend.transcript[start:]]
    delivered = [i for i, n in enumerate(names) if "INTERACTION_CREATE" in n]
    answered = [i for i, n in enumerate(names) if n.startswith("POST /interactions/")]
    assert len(delivered) == 3 and len(answered) == 3
    assert max(delivered) < min(answered)


async def test_six_hosts_pressing_start_at_once_start_six_games(simcord_env):
    """Six lobbies started in the same moment: all six run, each in its own thread with its board recorded."""
    env = simcord_env
    guild = env.create_guild()
    lobbies = []
    for n in range(6):
        host, *guests = (guild.add_member(env.create_user(f"p{n}-{i}")) for i in range(3))
        channel, lobby = await open_lobby(guild, f"games-{n}", host)
        for guest in guests:
            await guest.click(lobby, label="Join")
        game_id = (await env.bot.store.open_lobby("rumble", channel.id)).id
        lobbies.append((host, channel, lobby, game_id))

    async with at_once(env):
        starts = [await host.click(lobby, label="Start") for host, _, lobby, _ in lobbies]
    assert all(clean(r) for r in starts), [answer(r) for r in starts]

    for _, channel, _, game_id in lobbies:
        await assert_started_with_board(env, game_id, channel)
    threads = {(await env.bot.store.game(game_id)).thread_id for *_, game_id in lobbies}
    assert len(threads) == 6


async def test_a_double_pressed_start_starts_the_game_once(simcord_env):
    """The host pressing Start twice at once starts the game once: one thread, one board, one polite refusal."""
    env = simcord_env
    setup = await open_table(env, 3, start=False)
    lobby = setup.channel.last_message
    async with at_once(env):
        presses = [await setup.users[0].click(lobby, label="Start") for _ in range(2)]
    assert [clean(r) for r in presses].count(True) == 1, [answer(r) for r in presses]
    refused = next(r for r in presses if not clean(r))
    assert "This lobby is closed" in answer(refused) and OOPS not in answer(refused)
    await assert_started_with_board(env, 1, setup.channel)
    assert len(boards(setup.channel.threads[0])) == 1


async def test_a_join_pressed_as_the_host_starts_is_seated_or_told_the_lobby_closed(simcord_env):
    """A Join racing the Start either makes it into the game (its seat in the rules too) or is told it closed."""
    env = simcord_env
    setup = await open_table(env, 3, start=False)
    lobby = setup.channel.last_message
    late = setup.guild.add_member(env.create_user("late"))
    async with at_once(env):
        start = await setup.users[0].click(lobby, label="Start")
        join = await late.click(lobby, label="Join")
    assert clean(start), answer(start)
    record = await env.bot.store.game(1)
    seats = await env.bot.store.seats(1)
    assert GAME.load(record.state).players == len(seats)
    if late.id in seat_users(seats):
        assert clean(join), answer(join)
    else:
        assert "This lobby is closed" in answer(join) and OOPS not in answer(join)
    await assert_started_with_board(env, 1, setup.channel)


# --- the live board outbox -------------------------------------------------------------------------------------


@pytest.mark.parametrize("status", [500, 503, 429])
async def test_a_board_discord_refused_is_posted_by_the_next_scheduler_pass(simcord_env, status):
    """A move whose board post failed in passing stands; the next pass posts its board and strips the stale one."""
    env = simcord_env
    setup = await open_table(env, 3)
    old = live_board(setup.thread)
    before = await env.bot.store.game(1)
    env.inject_error("POST", f"/channels/{setup.thread.id}/messages", status=status, times=1)

    result = await play_on_board(setup, random.Random(3))
    assert NOTHING_CHANGED not in answer(result).lower() and OOPS not in answer(result)
    saved = await env.bot.store.game(1)
    assert saved.version == before.version + 1
    assert saved.board_version == before.version and saved.board_message_id == old.id
    assert live_board(setup.thread).id == old.id

    await env.bot.scheduler.tick()
    board = live_board(setup.thread)
    assert board.id != old.id
    (event,) = await env.bot.store.events(1)
    names = (await env.bot.sessions.load(1)).names
    assert event.sentence and named_text(event.sentence, names) in board.embeds[0].description
    assert acting_user(board, setup.users) is setup.users[await acting_seat(env)]
    assert message_in(setup.thread, old.id).components == []
    repaired = await env.bot.store.game(1)
    assert repaired.board_message_id == board.id and repaired.board_version == repaired.version

    posted = len(setup.thread.history())
    await env.bot.scheduler.tick()
    assert len(setup.thread.history()) == posted
    assert (await env.bot.store.game(1)).board_message_id == board.id


async def test_a_board_posted_late_still_dms_the_player_who_asked_for_dms(simcord_env):
    """The player a late-posted board waits for gets the DM they asked for, as an on-time board would give."""
    env = simcord_env
    setup = await open_table(env, 3, start=False)
    for user in setup.users:
        result = await user.slash(setup.channel, "hauntbot settings")
        await user.click(result.response.message, custom_id="hbp:dm")
    await setup.users[0].click(setup.channel.last_message, label="Start")
    setup.thread = setup.channel.threads[0]
    env.inject_error("POST", f"/channels/{setup.thread.id}/messages", status=500, times=1)
    await play_on_board(setup, random.Random(7))
    waiting = setup.users[await acting_seat(env)].user
    told_before = len(waiting.dm_channel.history()) if waiting.dm_channel else 0

    await env.bot.scheduler.tick()
    assert live_board(setup.thread).id == (await env.bot.store.game(1)).board_message_id
    dms = waiting.dm_channel.history() if waiting.dm_channel else []
    assert len(dms) == told_before + 1 and "is waiting for you" in dms[-1].content


async def test_the_final_board_discord_refused_is_posted_by_the_next_pass(simcord_env):
    """The winning move's board refused by Discord: the game is finished, and the next pass shows the result."""
    env = simcord_env
    setup = await open_table(env, 3)
    rng = random.Random(8)
    while True:
        board = live_board(setup.thread)
        custom_id, value, _ = pick(move_options(board), rng)
        record = await env.bot.store.game(1)
        state = GAME.load(record.state)
        if GAME.outcome(GAME.apply(state, await acting_seat(env), value)) is not None:
            break
        result = await acting_user(board, setup.users).select(board, [value], custom_id=custom_id)
        assert clean(result), answer(result)
    env.inject_error("POST", f"/channels/{setup.thread.id}/messages", status=500, times=1)
    result = await acting_user(board, setup.users).select(board, [value], custom_id=custom_id)
    assert NOTHING_CHANGED not in answer(result).lower() and OOPS not in answer(result)
    finished = await env.bot.store.game(1)
    assert finished.status == "finished" and finished.board_version == record.version

    await env.bot.scheduler.tick()
    final = live_board(setup.thread)
    assert final.id != board.id and "🏆" in final.embeds[0].description
    assert move_options(final) == [] and message_in(setup.thread, board.id).components == []
    finished = await env.bot.store.game(1)
    assert finished.board_message_id == final.id and finished.board_version == finished.version


async def test_a_board_refused_again_at_a_pass_stays_owed_for_the_next(simcord_env):
    """A board Discord refuses at the move and again at the first pass is posted, once, by the pass after."""
    env = simcord_env
    setup = await open_table(env, 3)
    old = live_board(setup.thread)
    env.inject_error("POST", f"/channels/{setup.thread.id}/messages", status=500, times=2)
    result = await play_on_board(setup, random.Random(6))
    assert NOTHING_CHANGED not in answer(result).lower()

    await env.bot.scheduler.tick()
    assert live_board(setup.thread).id == old.id
    record = await env.bot.store.game(1)
    assert record.board_version == record.version - 1 and record.paused is None and record.thread_id

    await env.bot.scheduler.tick()
    board = live_board(setup.thread)
    assert board.id != old.id and boards(setup.thread) == [board]  # posted once; the old one left as its text
    record = await env.bot.store.game(1)
    assert record.board_message_id == board.id and record.board_version == record.version
    assert message_in(setup.thread, old.id).components == [] and not message_in(setup.thread, old.id).attachments


async def test_a_board_whose_picture_fails_is_posted_in_words_with_its_controls(simcord_env, monkeypatch):
    """When the picture of a move's board cannot be drawn, the board goes out as text, with its controls."""
    env = simcord_env
    setup = await open_table(env, 3)
    old = live_board(setup.thread)
    real_draw = bot.sessions.core._draw
    failures = []

    def draw_fails_once(kit, view, names, lang="en"):
        if not failures:
            failures.append(kit.game.key)
            raise RuntimeError("the renderer broke (injected by test)")
        return real_draw(kit, view, names, lang)

    monkeypatch.setattr(bot.sessions.core, "_draw", draw_fails_once)
    result = await play_on_board(setup, random.Random(4))
    assert failures == ["rumble"]
    assert NOTHING_CHANGED not in answer(result).lower() and OOPS not in answer(result)

    record = await env.bot.store.game(1)
    board = latest_board(setup.thread)
    assert board.id != old.id and board.id == record.board_message_id
    assert record.board_version == record.version
    assert board.attachments == [] and not board.embeds[0].image.url
    assert "could not be drawn" in board.embeds[0].description
    options = move_options(board)
    assert options and all(f":{record.version}:" in custom_id for custom_id, _, _ in options)
    assert acting_user(board, setup.users) is setup.users[await acting_seat(env)]
    assert message_in(setup.thread, old.id).components == []


async def test_a_first_board_discord_refused_is_posted_by_the_next_scheduler_pass(simcord_env):
    """A start whose first board post failed: the host hears it started, and the next pass posts the board."""
    env = simcord_env
    setup = await open_table(env, 3, start=False)
    env.inject_error("POST", "/channels/*/messages", status=500, times=1)
    result = await setup.users[0].slash(setup.channel, "rumble start")
    assert "has started" in answer(result)
    assert NOTHING_CHANGED not in answer(result).lower()

    record = await env.bot.store.game(1)
    assert record.status == "active"
    assert record.board_message_id is None and record.board_version is None
    (thread,) = setup.channel.threads
    assert boards(thread) == []

    await env.bot.scheduler.tick()
    board = live_board(thread)
    assert "begins!" in board.embeds[0].description
    record = await env.bot.store.game(1)
    assert record.board_message_id == board.id and record.board_version == record.version
    assert acting_user(board, setup.users) is setup.users[await acting_seat(env)]


async def test_a_crash_after_a_saved_move_is_repaired_by_the_new_bot(simcord_env, db_path):
    """The process dies between a saved move and its board: the next bot's pass posts it, and its controls play."""
    env = simcord_env
    setup = await open_table(env, 3)
    old = live_board(setup.thread)
    before = await env.bot.store.game(1)
    seat = await acting_seat(env)
    state = GAME.load(before.state)
    action = GAME.legal_actions(state, seat)[0]

    async def dies_before_publishing(_result):
        return None

    await env.bot.sessions.play(1, setup.users[seat].id, action, version=None, publish=dies_before_publishing)
    assert live_board(setup.thread).id == old.id

    await env.restart_bot(make_bot(db_path))
    await env.bot.scheduler.tick()
    board = live_board(setup.thread)
    assert board.id != old.id
    record = await env.bot.store.game(1)
    assert record.version == before.version + 1
    assert record.board_message_id == board.id and record.board_version == record.version
    assert message_in(setup.thread, old.id).components == []
    (event,) = await env.bot.store.events(1)
    names = (await env.bot.sessions.load(1)).names
    assert event.sentence and named_text(event.sentence, names) in board.embeds[0].description

    result = await play_on_board(setup, random.Random(5))
    assert clean(result), answer(result)
    assert (await env.bot.store.game(1)).version == record.version + 1


# --- one game per thread ----------------------------------------------------------------------------------------


async def test_a_lobby_cannot_be_opened_in_a_running_games_thread(simcord_env):
    """/rumble new typed in a running game's thread is refused in an ephemeral sentence and opens nothing."""
    env = simcord_env
    setup = await open_table(env, 3)
    result = await setup.users[1].slash(setup.thread, "rumble new")
    assert result.ephemeral
    assert "is being played here" in answer(result)
    assert await env.bot.store.count_games() == 1


async def test_another_games_lobby_cannot_be_opened_in_a_running_games_thread(simcord_env):
    """/children new typed in a running Rumble game's thread is refused too: a thread holds one game of any kind."""
    env = simcord_env
    setup = await open_table(env, 3)
    result = await setup.users[0].slash(setup.thread, "children new")
    assert result.ephemeral
    assert "Rumble in the House #1 is being played here" in answer(result)
    assert await env.bot.store.count_games() == 1


async def test_a_lobby_cannot_start_in_a_channel_where_a_game_now_runs(simcord_env):
    """Without threads, a second lobby's Start in a channel where a game started meanwhile is refused."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel(
        "games", overwrites={guild.me: discord.PermissionOverwrite(create_public_threads=False)}
    )
    users = [guild.add_member(env.create_user(n)) for n in ("alice", "bob", "carol", "dave")]
    await users[0].slash(channel, "rumble new")
    rumble_lobby = channel.last_message
    await users[3].slash(channel, "children new")
    children_lobby = channel.last_message
    for user in users[1:3]:
        await user.click(rumble_lobby, label="Join")
    await users[0].click(children_lobby, label="Join")
    await users[0].click(rumble_lobby, label="Start")
    assert (await env.bot.store.game(1)).status == "active"

    result = await users[3].click(children_lobby, label="Start")
    assert result.ephemeral or result.followups
    assert "is being played here" in answer(result)
    assert (await env.bot.store.game(2)).status == "lobby"
