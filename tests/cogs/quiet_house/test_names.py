"""Players are called by their display names everywhere: nothing the bot sends says "Player N".

Seeded games are played through real dispatch (menus, Declare solved, typed moves with their
suggestions, paddles, refusals, resignations), every seat looks at its private view, and every
text of every request the bot made is read: message contents, embeds, button labels, select
placeholders and options, attachment descriptions, ephemeral replies and suggestions.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.games.quiet_house import GAME, QuietHouseState
from tests.cogs.quiet_house.play import acting_user, live_board, select_for, stored_state
from tests.conftest import make_bot
from tests.discord_play import TableSetup, answer, open_game, sent_texts

PLAYER = re.compile(r"\bPlayer [1-9]\b")
DISPLAY = ["Ada Lovelace", "Bea Arthur", "Cyd Charisse", "Dot West"]
LOOK_EVERY = 3
"""Every seat opens its private view every few plies (and at the end)."""
TYPE_EVERY = 4
"""Every few plies the move is typed with ``/quiethouse move`` and its suggestions instead of picked from a menu."""

GAMES = [
    pytest.param(3, 1, None, id="3 players, a whirlwind then a win"),
    pytest.param(4, 2, None, id="4 players, a whirlwind then the deck runs out"),
    pytest.param(2, 28, 6, id="2 players, a whirlwind then a resignation"),
]
"""(players, seed, ply at which the second player resigns): with these seeds, playing each seat's deadline
answer declares with somebody showing the whirlwind early (checked below)."""


def everything_sent(env: Any, setup: TableSetup) -> list[str]:
    """Every text the bot sent: the bodies of all its requests, and the attachments' descriptions as stored."""
    texts = sent_texts(env)
    for place in (setup.channel, setup.thread):
        for message in place.history():
            texts.extend(a.description or "" for a in message.attachments)
    return texts


async def look_all(setup: TableSetup) -> None:
    """Every seat opens its private view from the live board."""
    board = live_board(setup.thread)
    for user in setup.users:
        await user.click(board, label="My view")


async def type_move(setup: TableSetup, actor: Any, action: str) -> None:
    """Type ``action`` with /quiethouse move, picking the statue and the square from the suggestions."""
    statues = await actor.autocomplete(setup.thread, "quiethouse move", "statue", "")
    statue = next(s["value"] for s in statues if action.startswith(f"{s['value']}."))
    squares = await actor.autocomplete(setup.thread, "quiethouse move", "square", "", statue=statue)
    square = next(s["value"] for s in squares if action == f"{statue}.{s['value']}")
    assert "Done:" in answer(await actor.slash(setup.thread, "quiethouse move", statue=statue, square=square))


async def play_turn(setup: TableSetup, state: QuietHouseState, ply: int, declared: int) -> int:
    """Play the acting seat's deadline answer, with refusals around it; the number of declarations made."""
    board = live_board(setup.thread)
    actor = acting_user(board, setup.users)
    other = next(u for u in setup.users if u is not actor)
    action = GAME.default_action(state, state.turn)
    assert "not your turn" in answer(await other.click(board, label="Declare solved"))
    if ply % 2:
        await other.click(board, label="Heart" if ply % 4 == 1 else "Whirlwind")
    if action == "declare":
        if declared % 2 == 0:
            assert "Done:" in answer(await actor.slash(setup.thread, "quiethouse declare"))
        else:
            await actor.click(board, label="Declare solved")
        return declared + 1
    assert "do not all hold" in answer(await actor.slash(setup.thread, "quiethouse declare"))
    if ply % TYPE_EVERY == TYPE_EVERY - 1:
        await type_move(setup, actor, action)
    else:
        await actor.select(board, [action], custom_id=select_for(board, action))
    return declared


@pytest.fixture
def simcord_bot(db_path, seed):
    """A bot whose games use the test's seed."""
    return make_bot(db_path, seed=seed)


@pytest.mark.parametrize(("players", "seed", "resign_at"), GAMES)
async def test_no_text_the_bot_sends_says_player_n(simcord_env, players, seed, resign_at):
    """A whole seeded game through Discord: every text sent uses display names, never "Player N"."""
    setup = await open_game(simcord_env, "quiethouse", players, display_names=DISPLAY)
    ply = declared = 0
    while (state := await stored_state(simcord_env)).status.value == "playing":
        if ply % LOOK_EVERY == 0:
            await look_all(setup)
        if ply == resign_at:
            await setup.users[1].slash(setup.thread, "quiethouse resign")
            continue
        declared = await play_turn(setup, state, ply, declared)
        ply += 1
    await look_all(setup)
    await setup.users[0].slash(setup.thread, "quiethouse board")
    await setup.users[0].slash(setup.channel, "quiethouse scores")
    final = live_board(setup.thread).embeds[0].description
    sent = everything_sent(simcord_env, setup)
    assert declared and any("showed the whirlwind" in text for text in sent)
    assert any(f"{DISPLAY[0]} raises the" in text or f"{DISPLAY[1]} raises the" in text for text in sent)
    if resign_at is not None:
        assert f"{DISPLAY[1]} left the house" in final
    assert sorted({text for text in sent if PLAYER.search(text)}) == []
