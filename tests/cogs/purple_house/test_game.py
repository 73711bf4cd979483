"""Whole Purple House games through Discord: solo and three players, and restarts in the middle."""

from __future__ import annotations

from tests.cogs.purple_house.play import (
    STEP,
    fast_scouting,
    flip_on_board,
    my_view,
    open_house,
    scout_step,
    scout_together,
    select_options,
    stored_state,
    winning_cells,
)
from tests.conftest import make_bot
from tests.discord_play import acting_user, live_board


async def test_solo_game_from_new_to_a_win_with_the_score(simcord_env):
    """One player starts alone, scouts from My view, flips every Clue and sees the score."""
    setup = await open_house(simcord_env, 1, scoring=True)
    alice = setup.users[0]
    view = await my_view(alice, setup)
    steps = 0
    while not await scout_step(alice, view):
        steps += 1
    assert steps == 3
    state = await stored_state(simcord_env)
    assert state.phase == "escape"
    for cell in winning_cells(state):
        result = await flip_on_board(simcord_env, setup, cell)
        assert not result.followups, [m.content for m in result.followups]
    record = await simcord_env.bot.store.game(1)
    assert record.status == "finished"
    text = live_board(setup.thread).embeds[0].description
    assert "everyone escapes" in text
    assert "Score 24.75 = (16 Clues + 12 candles + 5 win bonus) ×0.75" in text
    assert "New best score on this server for Easy difficulty: **24**" in text
    assert select_options(live_board(setup.thread), "hbs:")[1] == []


async def test_three_players_play_three_rounds_to_the_end(simcord_env):
    """Three users scout together from their own views and the Key holders flip until round 3 ends."""
    setup = await open_house(simcord_env, 3, difficulty="impossible")
    rounds = 0
    while (await simcord_env.bot.store.game(1)).status == "active":
        state = await stored_state(simcord_env)
        if state.phase == "scouting":
            await scout_together(simcord_env, setup)
            rounds += 1
        else:
            key_user = setup.users[state.key]
            assert acting_user(live_board(setup.thread), setup.users) is key_user
            result = await flip_on_board(simcord_env, setup)
            assert not result.followups, [m.content for m in result.followups]
            assert "flipped card" in live_board(setup.thread).embeds[0].description
    assert rounds == 3
    board = live_board(setup.thread)
    assert "Game over" in board.embeds[0].description and "trapped" in board.embeds[0].description
    assert select_options(board, "hbs:")[1] == []


async def test_each_flip_posts_a_new_board_and_retires_the_old_controls(simcord_env):
    """After a flip the previous board loses its picture and its flip select, keeping its sentence as text."""
    setup = await open_house(simcord_env, 2)
    await fast_scouting(simcord_env, setup)
    first = live_board(setup.thread)
    assert select_options(first, "hbs:")[1]
    await flip_on_board(simcord_env, setup)
    second = live_board(setup.thread)
    assert second.id != first.id
    old = next(m for m in setup.thread.history() if m.id == first.id)
    assert old.components == [] and old.attachments == [] and old.content
    assert "**alice** flipped card" in second.embeds[0].description


async def test_private_scouting_controls_still_work_after_a_restart(simcord_env, db_path):
    """A new bot on the same database plays a modification from a private view the old bot sent."""
    setup = await open_house(simcord_env, 3)
    bob = setup.users[1]
    view = await my_view(bob, setup)
    await simcord_env.restart_bot(make_bot(db_path))
    assert not await scout_step(bob, view)
    state = await stored_state(simcord_env)
    assert len(state.modified[1]) == 1
    assert await scout_step(bob, view)
    assert (await stored_state(simcord_env)).ready[1]


async def test_the_board_flips_after_a_restart(simcord_env, db_path):
    """The flip select of a board posted before a restart still plays."""
    setup = await open_house(simcord_env, 3)
    await fast_scouting(simcord_env, setup)
    before = await simcord_env.bot.store.game(1)
    board = live_board(setup.thread)
    await simcord_env.restart_bot(make_bot(db_path))
    result = await flip_on_board(simcord_env, setup)
    assert not result.followups
    after = await simcord_env.bot.store.game(1)
    assert after.version == before.version + 1
    assert live_board(setup.thread).id != board.id


async def test_a_scouting_view_open_across_a_restart_is_hidden_when_scouting_ends(simcord_env, db_path):
    """The restarted bot still knows the open look: the end of Scouting hides its fronts and controls."""
    setup = await open_house(simcord_env, 2)
    alice = setup.users[0]
    view = await my_view(alice, setup)
    assert view.attachments and select_options(view, STEP)[1]
    await simcord_env.restart_bot(make_bot(db_path))
    await fast_scouting(simcord_env, setup)
    assert "Scouting of round 1 is over" in view.content
    assert view.attachments == [] and select_options(view, STEP)[1] == []


async def test_key_holder_flips_from_my_view(simcord_env):
    """In the Escape Phase the Key holder's My view has the flips; one refreshes the view and the board."""
    setup = await open_house(simcord_env, 2)
    await fast_scouting(simcord_env, setup)
    alice, bob = setup.users
    assert select_options(await my_view(bob, setup), "hbs:")[1] == []
    view = await my_view(alice, setup)
    assert "You hold the Key" in view.content
    custom_id, options = select_options(view, "hbs:")
    result = await alice.select(view, [options[0][0]], custom_id=custom_id)
    assert not result.followups
    assert "**alice** flipped card" in live_board(setup.thread).embeds[0].description
    assert "bob holds the Key" in view.content and select_options(view, "hbs:")[1] == []
