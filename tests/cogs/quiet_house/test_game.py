"""Whole Quiet House games through Discord: a win, a loss, the first board, and a restart in the middle."""

from __future__ import annotations

import importlib
import re

import discord
import pytest

from bot.games.quiet_house import GAME
from tests.cogs.quiet_house.play import (
    EASY_SEED,
    acting_user,
    button_labels,
    ephemeral,
    live_board,
    move_options,
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


async def test_two_players_solve_the_puzzle_and_win(simcord_env):
    """Two users move statues with the board's menus, declare with the button, and win a server record."""
    setup = await open_quiet(simcord_env)
    plan = solve(await stored_state(simcord_env))
    await play_by_menus(setup, plan[:-1])
    board = live_board(setup.thread)
    result = await acting_user(board, setup.users).click(board, label="Declare solved")
    assert not result.followups
    final = live_board(setup.thread)
    text = final.embeds[0].description
    assert "declared the puzzle solved" in text and "🏆" in text and "New server record!" in text
    assert (await simcord_env.bot.store.game(1)).status == "finished"
    assert move_options(final) == [] and "Declare solved" not in button_labels(final)


async def test_the_declare_choice_never_sits_on_the_public_board(simcord_env):
    """When the acting seat's tiles hold, the board's menus still offer only statue moves."""
    setup = await open_quiet(simcord_env)
    plan = solve(await stored_state(simcord_env))
    await play_by_menus(setup, plan[:-1])
    state = await stored_state(simcord_env)
    assert "declare" in GAME.legal_actions(state, state.turn)
    board = live_board(setup.thread)
    assert move_options(board) and all("." in value for _, value, _ in move_options(board))
    assert "Declare solved" in button_labels(board)


async def test_twenty_five_moves_without_solving_lose(simcord_env):
    """When the Time Deck runs out the ghosts lose and nothing is recorded."""
    setup = await open_quiet(simcord_env)
    for _ in range(25):
        board = live_board(setup.thread)
        custom_id, value, _ = move_options(board)[0]
        result = await acting_user(board, setup.users).select(board, [value], custom_id=custom_id)
        assert not result.followups
    final = live_board(setup.thread)
    assert "the ghosts lose" in final.embeds[0].description
    assert (await simcord_env.bot.store.game(1)).status == "finished"
    assert await simcord_env.bot.store.best_scores(setup.guild.id, "quiethouse") == {}
    assert move_options(final) == []


async def test_first_board_comes_with_the_silence_reminder(simcord_env):
    """The game opens in a thread with a rule reminder and a board carrying menus, Declare and the paddles."""
    setup = await open_quiet(simcord_env)
    assert setup.thread.name == "Quiet House #1"
    assert any("played in silence" in (m.content or "") for m in setup.thread.history())
    board = live_board(setup.thread)
    assert board.attachments[0].description
    assert button_labels(board) == ["Declare solved", "Heart", "Whirlwind", "My view", "History"]
    assert len(move_options(board)) > 4


async def test_old_controls_still_work_after_a_restart(simcord_env, db_path):
    """A new bot on the same database plays the menu, refuses Declare and posts a paddle from the old board."""
    setup = await open_quiet(simcord_env)
    await play_by_menus(setup, [move_options(live_board(setup.thread))[0][1]])
    board = live_board(setup.thread)
    before = await simcord_env.bot.store.game(1)
    await simcord_env.restart_bot(make_bot(db_path))
    actor = acting_user(board, setup.users)
    refused = await actor.click(board, label="Declare solved")
    assert "do not all hold" in ephemeral(refused).content
    reaction = await actor.click(board, label="Heart")
    assert "raises the heart" in reaction.response.content
    custom_id, value, _ = move_options(board)[0]
    result = await actor.select(board, [value], custom_id=custom_id)
    assert not result.followups
    assert (await simcord_env.bot.store.game(1)).version == before.version + 1
    assert live_board(setup.thread).id != board.id


async def test_the_board_controls_are_the_shared_families(simcord_env):
    """Menus, Declare solved, the paddles, My view and History carry the kind and the game in their ids."""
    setup = await open_quiet(simcord_env)
    board = live_board(setup.thread)
    version = (await simcord_env.bot.store.game(1)).version
    ids = {
        item.label: item.custom_id
        for row in board.components
        for item in getattr(row, "children", [])
        if isinstance(item, discord.Button)
    }
    assert ids == {
        "Declare solved": f"hb:quiethouse:1:{version}:declare",
        "Heart": f"hbk:quiethouse:1:{version}:heart",
        "Whirlwind": f"hbk:quiethouse:1:{version}:whirlwind",
        "My view": "hbv:quiethouse:1",
        "History": "hbh:quiethouse:1:0:board",
    }
    menus = {custom_id for custom_id, _, _ in move_options(board)}
    assert menus and all(re.fullmatch(rf"hbs:quiethouse:1:{version}:[a-z]+0", m) for m in menus)


async def test_a_free_menu_row_brings_the_rules_button_back(simcord_env, monkeypatch):
    """With Declare and both paddles filling the buttons' row, Rules goes on a menu row no statue needs."""
    setup = await open_quiet(simcord_env)
    controls = importlib.import_module("cogs.quiet_house.controls")  # the module the loaded cog uses now
    real = controls.move_menus
    monkeypatch.setattr(controls, "move_menus", lambda table: real(table)[:3])
    await setup.users[0].slash(setup.thread, "quiethouse board")
    board = live_board(setup.thread)
    assert button_labels(board) == ["Rules", "Declare solved", "Heart", "Whirlwind", "My view", "History"]
    assert len(board.components) == 5  # three menus, Rules, then the buttons' row
