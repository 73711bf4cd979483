"""Players see display names, never "Player N": a whole seeded Rumble played through Discord, every text checked.

Four players play a game to its end with the board's selects and the typed commands (with their
autocomplete), look at their private views at every rumble's end, try refused moves (out of turn,
through walls, from a stale board, as a stranger) and one of them resigns. Every text the bot sent in
that time (message contents, embeds, buttons, selects and their options, attachment descriptions,
ephemeral replies, autocomplete suggestions) is read from the requests it made to Discord.
"""

from __future__ import annotations

import random
from typing import Any

from bot.games.base import SEAT
from bot.games.rumble import GAME
from tests.discord_play import acting_user, live_board, move_options, open_table, sent_texts

MAX_MOVES = 2000


async def stored_state(env: Any) -> Any:
    """The engine state stored for game 1."""
    return GAME.load((await env.bot.store.game(1)).state)


async def look_at_private_views(setup: Any) -> None:
    """Every player presses My view on the live board."""
    board = live_board(setup.thread)
    for user in setup.users:
        await user.click(board, label="My view")


async def try_refused_moves(env: Any, setup: Any, actor: Any) -> None:
    """Moves the bot refuses: a typed move off the house, one it may not make now, and one out of turn."""
    other = next(u for u in setup.users if u is not actor)
    await actor.slash(setup.thread, "rumble move", character="0", room="99")
    await actor.slash(setup.thread, "rumble move", character="0", room="0")
    await actor.slash(setup.thread, "rumble fight", victim="11")
    await other.slash(setup.thread, "rumble move", character="1", room="2")
    await other.autocomplete(setup.thread, "rumble move", "character", "")
    board = live_board(setup.thread)
    custom_id, value, _label = move_options(board)[0]
    await other.select(board, [value], custom_id=custom_id)


async def play_one(setup: Any, rng: random.Random) -> None:
    """The acting player plays a move: typed with autocomplete now and then, else from the board's selects."""
    board = live_board(setup.thread)
    actor = acting_user(board, setup.users)
    roll = rng.random()
    if roll < 0.2:
        victims = await actor.autocomplete(setup.thread, "rumble fight", "victim", "")
        if victims:
            await actor.slash(setup.thread, "rumble fight", victim=rng.choice(victims)["value"])
            return
    if roll < 0.3:
        characters = await actor.autocomplete(setup.thread, "rumble move", "character", "")
        if characters:
            character = rng.choice(characters)["value"]
            rooms = await actor.autocomplete(setup.thread, "rumble move", "room", "", character=character)
            await actor.slash(setup.thread, "rumble move", character=character, room=rng.choice(rooms)["value"])
            return
    options = move_options(board)
    fights = [o for o in options if o[2].startswith("Knock out")]
    custom_id, value, _label = rng.choice(fights if fights and rng.random() < 0.7 else options)
    await actor.select(board, [value], custom_id=custom_id)


async def test_no_player_n_reaches_the_players(simcord_env):
    """A whole four-player game with typed moves, refusals, private views and a resignation: no "Player N"."""
    env = simcord_env
    rng = random.Random(2026)
    setup = await open_table(env, 4)
    await look_at_private_views(setup)
    await setup.users[1].slash(setup.thread, "rumble rules")
    stranger = setup.guild.add_member(env.create_user("mallory"))
    await stranger.click(live_board(setup.thread), label="My view")
    await stranger.slash(setup.thread, "rumble move", character="0", room="1")
    await try_refused_moves(env, setup, acting_user(live_board(setup.thread), setup.users))

    stale = live_board(setup.thread)
    env.inject_error("PATCH", "/channels/*/messages/*", times=1)  # the old board keeps its controls
    await play_one(setup, rng)
    custom_id, value, _label = move_options(stale)[0]
    await acting_user(live_board(setup.thread), setup.users).select(stale, [value], custom_id=custom_id)

    scored, resigned = 0, False
    for _ in range(MAX_MOVES):
        state = await stored_state(env)
        if state.finished:
            break
        if len(state.past) > scored:
            scored = len(state.past)
            await look_at_private_views(setup)
            await setup.users[0].slash(setup.thread, "rumble board")
        if scored == 1 and not resigned:
            resigned = True
            await setup.users[3].slash(setup.thread, "rumble resign")
            await try_refused_moves(env, setup, acting_user(live_board(setup.thread), setup.users))
            continue
        await play_one(setup, rng)
    else:
        raise AssertionError("the game did not end")
    await look_at_private_views(setup)

    texts = sent_texts(env)
    leaks = sorted({t for t in texts if SEAT.search(t)})
    assert not leaks, leaks
    everything = "\n".join(texts)
    names = [u.name for u in setup.users]
    assert all(f"{name} had" in everything for name in names), "the reveals name every player"
    assert "Revealed:" in everything and "(in the " in everything and "Knock out" in everything
    assert "dave** resigned" in everything and "is waiting for" in everything and "out of date" in everything
    assert "not playing in this game" in everything and "Who had whom" in everything
