"""Players read their display names, never "Player N": whole seeded games of The Purple House through Discord.

Every text the bot sends is collected from the REST calls SimCord records (message contents, embeds,
buttons, selects and their options, attachment descriptions, ephemeral replies, autocomplete,
private views of every seat) while the players scout from their views and by typed commands, flip
from the board and by ``/purplehouse flip``, are refused, resign and read the rules.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.games.purple_house import GAME
from tests.cogs.purple_house.play import (
    my_view,
    open_house,
    scout_step,
    select_options,
    stored_state,
)
from tests.conftest import make_bot
from tests.discord_play import live_board, sent_texts

PLAYER = re.compile(r"\bPlayer [1-9]\b")
GAMES = [
    (1, 11, {"scoring": True}),
    (3, 12, {"difficulty": "impossible", "scoring": True}),
    (5, 13, {"difficulty": "hard", "kid_friendly": True}),
]
"""(players, seed, options) of the games played."""


@pytest.fixture
def game(request: pytest.FixtureRequest) -> tuple[int, int, dict[str, Any]]:
    """The game a test plays."""
    return request.param


@pytest.fixture
def simcord_bot(db_path, game):
    """A bot whose games use the seed of the game played."""
    return make_bot(db_path, seed=game[1])


async def scout(env: Any, setup: Any) -> None:
    """Every seat looks at its cards; the first half scouts from its view, the others with typed commands."""
    state = await stored_state(env)
    for user in setup.users:
        await my_view(user, setup)
    scouts = sorted(GAME.to_act(state))
    first = setup.users[scouts[0]]
    await first.autocomplete(setup.thread, "purplehouse modify", "change", "")
    for i, seat in enumerate(scouts):
        user = setup.users[seat]
        if i % 2 == 0:
            view = await my_view(user, setup)
            while not await scout_step(user, view):
                pass
        elif GAME.default_action(await stored_state(env), seat) == "auto":
            await user.slash(setup.thread, "purplehouse modify", change="auto")
        else:
            await user.slash(setup.thread, "purplehouse ready")
        await user.slash(setup.thread, "purplehouse ready")  # refused: ready already


async def escape_turn(env: Any, setup: Any, turn: int) -> None:
    """One Escape turn: someone without the Key is refused, then the Key holder flips (by select or command)."""
    state = await stored_state(env)
    board = live_board(setup.thread)
    key_user = setup.users[state.key]
    custom_id, options = select_options(board, "hbs:")
    others = [u for s, u in enumerate(setup.users) if s != state.key and not state.gone[s]]
    if others and turn % 3 == 0:
        await others[0].select(board, [options[0][0]], custom_id=custom_id)
        await others[0].slash(setup.thread, "purplehouse flip", card=1)
    if turn % 5 == 0:
        for user in setup.users:
            await my_view(user, setup)
    if turn % 2:
        cards = await key_user.autocomplete(setup.thread, "purplehouse flip", "card", "")
        await key_user.slash(setup.thread, "purplehouse flip", card=cards[-1]["value"])
    else:
        value = GAME.default_action(state, state.key)
        await key_user.select(board, [value], custom_id=custom_id)


@pytest.mark.parametrize("game", GAMES, indirect=True, ids=[f"{p}p" for p, _, _ in GAMES])
async def test_no_player_n_reaches_discord(simcord_env, game):
    """A whole game, refusals, a resignation and the rules: no text the bot sends says "Player N"."""
    players, _seed, options = game
    setup = await open_house(simcord_env, players, **options)
    await setup.users[0].click(live_board(setup.thread), label="Rules")
    turn = 0
    while (await simcord_env.bot.store.game(1)).status == "active":
        state = await stored_state(simcord_env)
        if state.phase == "scouting":
            await scout(simcord_env, setup)
        else:
            if players >= 3 and state.round == 2 and not any(state.gone):
                await setup.users[(state.key + 1) % players].slash(setup.thread, "purplehouse resign")
                continue
            await escape_turn(simcord_env, setup, turn)
            turn += 1
    for user in setup.users:
        await my_view(user, setup)
    await setup.users[0].slash(setup.thread, "purplehouse board")
    texts = sent_texts(simcord_env)
    assert [t for t in texts if PLAYER.search(t)] == []
    names = [u.name for u in setup.users]
    assert any("Hauntbot's rulings" in t for t in texts)
    assert any(t.startswith("Done: ") for t in texts)
    assert any(re.search(rf"starts with ({'|'.join(names)})\.", t) for t in texts)
    assert any("holds the Key: flip a card" in t for t in texts)
    assert sum("Only you can see this" in t for t in texts) >= players
    assert any("Game over" in t or "wins!" in t or "win!" in t for t in texts)
