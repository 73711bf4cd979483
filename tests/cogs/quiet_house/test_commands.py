"""Slash commands of /quiethouse: options, move with autocomplete, scores, rules and resign."""

from __future__ import annotations

import pytest

from bot.games.quiet_house import GAME
from bot.games.quiet_house.board import square_name
from bot.games.quiet_house.data import STATUES
from tests.cogs.quiet_house.play import (
    EASY_SEED,
    acting_user,
    ephemeral,
    live_board,
    open_quiet,
    play_by_menus,
    solve,
    stored_state,
)
from tests.conftest import make_bot


@pytest.fixture
def simcord_bot(db_path):
    """A bot whose games use a seed that two moves solve."""
    return make_bot(db_path, seed=EASY_SEED)


async def test_move_with_autocomplete_of_statue_then_square(simcord_env):
    """The acting player picks a statue, then one of its squares, and the statue moves there."""
    setup = await open_quiet(simcord_env)
    actor = acting_user(live_board(setup.thread), setup.users)
    statues = await actor.autocomplete(setup.thread, "quiethouse move", "statue", "")
    assert statues and all("(on " in s["name"] for s in statues)
    statue = statues[0]["value"]
    squares = await actor.autocomplete(setup.thread, "quiethouse move", "square", "", statue=statue)
    assert squares
    result = await actor.slash(setup.thread, "quiethouse move", statue=statue, square=squares[0]["value"].lower())
    assert ephemeral(result).content.startswith("Done:")
    state = await stored_state(simcord_env)
    assert square_name(state.layout[STATUES.index(statue)]) == squares[0]["value"]


async def test_autocomplete_offers_nothing_out_of_turn(simcord_env):
    """A player whose turn it is not gets no statue suggestions."""
    setup = await open_quiet(simcord_env)
    actor = acting_user(live_board(setup.thread), setup.users)
    other = next(u for u in setup.users if u is not actor)
    assert await other.autocomplete(setup.thread, "quiethouse move", "statue", "") == []


async def test_new_with_rule_sides_and_variants(simcord_env):
    """The options chosen at new reach the game: advanced sides and both variants."""
    await open_quiet(simcord_env, rook="advanced", mouse="advanced", variant2=True)
    state = await stored_state(simcord_env)
    assert state.advanced == ("rook", "mouse") and state.variants == (2,)


async def test_scores_table_shows_a_recorded_win(simcord_env):
    """After a win /quiethouse scores lists the 16 rows with the new best on the standard row."""
    setup = await open_quiet(simcord_env)
    plan = solve(await stored_state(simcord_env))
    await play_by_menus(setup, plan[:-1])
    await acting_user(live_board(setup.thread), setup.users).click(live_board(setup.thread), label="Declare solved")
    state = await stored_state(simcord_env)
    result = await setup.users[1].slash(setup.channel, "quiethouse scores")
    text = result.response.content
    rows = text.split("```")[1].strip().splitlines()
    assert len(rows) == 17
    assert rows[1].split()[-1] == str(GAME.outcome(state).scores[0])
    assert all(row.split()[-1] == "–" for row in rows[2:])


async def test_scores_table_of_a_new_server_is_empty(simcord_env):
    """A server without wins sees every combination with no score."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    result = await alice.slash(channel, "quiethouse scores")
    assert "best scores" in result.response.content and result.response.content.count("–") == 16


async def test_rules_are_ephemeral(simcord_env):
    """/quiethouse rules answers only the caller with the rules and rulings."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    message = ephemeral(await alice.slash(channel, "quiethouse rules"))
    assert "Quiet House" in message.content and "rulings" in message.content


async def test_resign_ends_the_game_as_a_loss(simcord_env):
    """A player who resigns ends the game for everyone."""
    setup = await open_quiet(simcord_env)
    result = await setup.users[1].slash(setup.thread, "quiethouse resign")
    assert "left the game" in ephemeral(result).content
    assert (await simcord_env.bot.store.game(1)).status == "finished"
    assert "the ghosts lose" in live_board(setup.thread).embeds[0].description
