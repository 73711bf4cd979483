"""No "Player N" ever reaches a Children player: seeded games played through real dispatch, every text checked.

The players' display names are not "Player N"; the games are played with every route a
player has (``/children play``, ``move`` and ``device``, My view's selects, out-of-turn
devices, deadlines answered by the scheduler, a resignation) and with refusals and
autocomplete on the way. Every REST call the bot made is read afterwards: message contents,
embeds (titles, descriptions, fields, footers), buttons, selects (placeholders, option labels
and descriptions), attachment descriptions, ephemeral replies and autocomplete choices.
"""

from __future__ import annotations

import random
import re
from typing import Any

import discord
import pytest

from bot.games.children import GAME
from bot.i18n import say
from tests.clock import Clock
from tests.conftest import make_bot
from tests.discord_play import TableSetup, answer, live_board, my_view_message, open_game, sent_texts_where

SEAT_WORDS = re.compile(r"\bPlayer [1-9]\b")
NAMES = ["Ann Lee", "Bo", "Cy the Brave", "Di"]
"""Display names (Discord global names) that are not "Player N"."""
MOVE_GROUPS = ("enter", "move", "run")
MAX_PLIES = 1500
EPHEMERAL_VIEW_SECONDS = 15 * 60 + 1
"""discord.py stops listening to an ephemeral reply's controls after 15 minutes (its own timer)."""
LOOK_EVERY = 25
"""Every so many plies every seat opens My view, and refused commands and autocomplete are tried."""


async def stored(env: Any) -> tuple[Any, int]:
    """The engine state and version of game 1."""
    record = await env.bot.store.game(1)
    return GAME.load(record.state), record.version


async def select_in_my_view(user: Any, setup: TableSetup, action: str) -> None:
    """Press My view on the live board and choose ``action`` in its selects."""
    mine = my_view_message(await user.click(live_board(setup.thread), label="My view"))
    for row in mine.components:
        for item in getattr(row, "children", []):
            if isinstance(item, discord.SelectMenu) and any(o.value == action for o in item.options):
                await user.select(mine, [action], custom_id=item.custom_id)
                return
    raise AssertionError(f"{action} is not offered in My view")


async def play_one(env: Any, setup: TableSetup, ply: int, rng: random.Random) -> None:
    """The acting seat plays its default move by one of the routes a player has; others look and interrupt."""
    state, version = await stored(env)
    (seat,) = GAME.to_act(state)
    user = setup.users[seat]
    action = GAME.default_action(state, seat)
    (chosen,) = [c for c in GAME.choices(state, seat) if c.action == action]
    room, device = chosen.part("room"), chosen.part("device")
    if ply % LOOK_EVERY == 0:
        offered = await user.autocomplete(setup.thread, "children play", "action", action)
        assert action in {o["value"] for o in offered}
        for other in setup.users:
            await other.click(live_board(setup.thread), label="My view")
        other = setup.users[(seat + 1) % len(setup.users)]
        await other.slash(setup.thread, "children play", action=action)
        await other.slash(setup.thread, "children move", room="99")
        await user.slash(setup.thread, "children move", room="99")
        await user.slash(setup.thread, "children device", device="nothing")
    interrupting = [p for p in range(len(setup.users)) if GAME.interrupts(state, p)]
    if interrupting and rng.random() < 0.3:
        p = rng.choice(interrupting)
        await select_in_my_view(setup.users[p], setup, GAME.interrupts(state, p)[0])
    elif chosen.group in MOVE_GROUPS and room is not None:
        rooms = await user.autocomplete(setup.thread, "children move", "room", "")
        assert room in {o["value"] for o in rooms}
        result = await user.slash(setup.thread, "children move", room=room)
        assert "Done:" in answer(result), answer(result)
    elif device is not None:
        uses = await user.autocomplete(setup.thread, "children device", "device", "")
        assert device in {o["value"] for o in uses}
        result = await user.slash(setup.thread, "children device", device=device)
        assert "Done:" in answer(result), answer(result)
    elif ply % 4 == 0 or any(SEAT_WORDS.search(say(c.label)) for c in GAME.choices(state, seat)):
        # choices whose engine labels name a seat (Kitty Kitty's) are always shown in My view
        await select_in_my_view(user, setup, action)
    else:
        result = await user.slash(setup.thread, "children play", action=action)
        assert "Done:" in answer(result), answer(result)
    assert (await stored(env))[1] > version


@pytest.mark.parametrize(("players", "seed"), [(3, 2), (4, 2)])
async def test_no_player_n_reaches_the_players(simcord_env, db_path, players, seed):
    """A whole game with display names: no text the bot sent says "Player N" (and the names are used)."""
    clock = Clock()
    await simcord_env.restart_bot(make_bot(db_path, seed=seed, clock=clock))
    setup = await open_game(simcord_env, "children", players, display_names=NAMES)
    rng = random.Random(seed)
    await setup.users[0].click(live_board(setup.thread), label="Rules")
    waited = resigned = False
    for ply in range(MAX_PLIES):
        state, version = await stored(simcord_env)
        if GAME.outcome(state) is not None:
            break
        (seat,) = GAME.to_act(state)
        if not waited and GAME.window(state, seat):
            clock.advance(minutes=11)
            await simcord_env.bot.scheduler.tick()
            waited = (await stored(simcord_env))[1] > version
            continue
        if players == 4 and not resigned and ply >= 40:
            result = await setup.users[3].slash(setup.thread, "children resign")
            assert "left the game" in answer(result)
            resigned = True
            continue
        await play_one(simcord_env, setup, ply, rng)
        if ply % 40 == 0:
            await simcord_env.advance_time(EPHEMERAL_VIEW_SECONDS)  # old My views time out, as on Discord
    else:
        raise AssertionError("the game did not end")
    assert waited, "a window was answered at its deadline"
    for user in setup.users:
        await user.click(live_board(setup.thread), label="My view")
    sent = sent_texts_where(simcord_env, commands=False)
    leaks = [(where, text) for where, text in sent if SEAT_WORDS.search(text)]
    assert not leaks, leaks[:5]
    every = " ".join(text for _, text in sent)
    assert all(name in every for name in NAMES[:players])
    assert any("card to" in text for _, text in sent), "Kitty Kitty's card was handed on by name"
