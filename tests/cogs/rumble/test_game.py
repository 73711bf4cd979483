"""A whole Rumble in the House game played through Discord by three users, and a restart in the middle."""

from __future__ import annotations

import random

from bot.games.rumble import GAME
from tests.conftest import make_bot
from tests.discord_play import acting_user, live_board, move_options, open_table, pick


async def play_moves(env, setup, rng, *, limit: int) -> int:
    """Play up to ``limit`` moves with the board's selects; return how many were played."""
    played = 0
    while played < limit:
        board = live_board(setup.thread)
        options = move_options(board)
        if not options:
            break
        user = acting_user(board, setup.users)
        custom_id, value, _label = pick(options, rng)
        result = await user.select(board, [value], custom_id=custom_id)
        assert not result.followups, [f.content for f in result.followups]
        played += 1
    return played


async def test_three_players_play_a_whole_game_to_final_scores(simcord_env):
    """Three users play from /rumble new to the final scores with the board's controls."""
    setup = await open_table(simcord_env, 3)
    played = await play_moves(simcord_env, setup, random.Random(3), limit=2000)
    board = live_board(setup.thread)
    assert played >= 33  # at least 11 knock-outs in each of 3 rumbles
    assert "🏆" in board.embeds[0].description
    assert "Scores:" in board.embeds[0].description
    record = await simcord_env.bot.store.game(1)
    assert record.status == "finished"
    state = GAME.load(record.state)
    assert len(state.past) == 3
    assert move_options(board) == []


async def test_the_board_is_played_in_a_thread_opened_from_the_lobby(simcord_env):
    """Starting opens a thread named after the game and posts the board there."""
    setup = await open_table(simcord_env, 3)
    assert setup.thread.name == "Rumble in the House #1"
    board = live_board(setup.thread)
    assert board.attachments[0].filename == "board.png"
    assert board.attachments[0].description


async def test_each_move_posts_a_new_board_and_retires_the_old_controls(simcord_env):
    """After a move the previous board is left as its line of text: no picture, no embed, no controls."""
    setup = await open_table(simcord_env, 3)
    first = live_board(setup.thread)
    await play_moves(simcord_env, setup, random.Random(1), limit=1)
    second = live_board(setup.thread)
    assert second.id != first.id
    refreshed = next(m for m in setup.thread.history() if m.id == first.id)
    assert refreshed.components == [] and refreshed.attachments == [] and refreshed.embeds == []
    assert refreshed.content.startswith("Rumble in the House #1 begins!")
    assert "moved" in second.embeds[0].description or "fight" in second.embeds[0].description


async def test_old_buttons_still_play_after_a_restart(simcord_env, db_path):
    """A new bot on the same database file plays the board posted by the old one."""
    setup = await open_table(simcord_env, 3)
    await play_moves(simcord_env, setup, random.Random(5), limit=4)
    before = await simcord_env.bot.store.game(1)
    board = live_board(setup.thread)
    await simcord_env.restart_bot(make_bot(db_path))
    options = move_options(board)
    custom_id, value, _ = pick(options, random.Random(0))
    result = await acting_user(board, setup.users).select(board, [value], custom_id=custom_id)
    assert not result.followups
    after = await simcord_env.bot.store.game(1)
    assert after.version == before.version + 1
    assert live_board(setup.thread).id != board.id


async def test_a_restart_does_not_resync_unchanged_commands(simcord_env, db_path):
    """The second start finds the command hash unchanged and does not sync again."""
    assert simcord_env.bot.synced == "global"
    await simcord_env.restart_bot(make_bot(db_path))
    assert simcord_env.bot.synced is None
