"""Refusals in The Purple House: each is an ephemeral sentence and nothing changes."""

from __future__ import annotations

from bot.games.purple_house import GAME
from tests.cogs.purple_house.play import (
    STEP,
    fast_scouting,
    flip_on_board,
    my_view,
    open_house,
    refusal,
    select_options,
    snapshot,
    stored_state,
)
from tests.discord_play import acting_user, live_board


async def test_out_of_turn_flip_is_refused(simcord_env):
    """A seated player who flips while another holds the Key is told whose turn it is."""
    setup = await open_house(simcord_env, 3)
    await fast_scouting(simcord_env, setup)
    board = live_board(setup.thread)
    key_user = acting_user(board, setup.users)
    other = next(u for u in setup.users if u is not key_user)
    custom_id, options = select_options(board, "hbs:")
    before = await snapshot(simcord_env)
    result = await other.select(board, [options[0][0]], custom_id=custom_id)
    text = refusal(result)
    assert "not your turn" in text and key_user.name in text
    assert await snapshot(simcord_env) == before


async def test_unseated_user_cannot_flip(simcord_env):
    """Someone who is not playing cannot flip a card."""
    setup = await open_house(simcord_env, 2)
    await fast_scouting(simcord_env, setup)
    board = live_board(setup.thread)
    stranger = setup.guild.add_member(simcord_env.create_user("mallory"))
    custom_id, options = select_options(board, "hbs:")
    before = await snapshot(simcord_env)
    result = await stranger.select(board, [options[0][0]], custom_id=custom_id)
    assert "not playing in this game" in refusal(result)
    assert await snapshot(simcord_env) == before


async def test_flip_on_a_stale_board_answers_with_the_current_board(simcord_env):
    """A flip from an outdated board is refused and the current board is shown privately."""
    setup = await open_house(simcord_env, 2)
    await fast_scouting(simcord_env, setup)
    old = live_board(setup.thread)
    simcord_env.inject_error("PATCH", "/channels/*/messages/*", times=None)
    await flip_on_board(simcord_env, setup)
    old = next(m for m in setup.thread.history() if m.id == old.id)
    current = live_board(setup.thread)
    custom_id, options = select_options(old, "hbs:")
    before = await snapshot(simcord_env)
    result = await acting_user(current, setup.users).select(old, [options[-1][0]], custom_id=custom_id)
    reply = next(m for m in result.followups if m.ephemeral)
    assert "out of date" in reply.content and str(current.id) in reply.content
    assert reply.attachments and reply.attachments[0].filename == "board.png"
    assert await snapshot(simcord_env) == before


async def test_bad_difficulty_is_refused_at_new(simcord_env):
    """An unknown difficulty cannot be chosen and no lobby opens."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    try:
        await alice.slash(channel, "purplehouse new", difficulty="nightmare")
    except Exception as exc:  # SimCord validates choices like Discord's client does
        assert "nightmare" in str(exc) or "choice" in str(exc).lower()
    assert await simcord_env.bot.store.open_lobby("purplehouse", channel.id) is None


async def test_ready_before_modifying_is_refused(simcord_env):
    """/purplehouse ready while a modification is possible says to modify first."""
    setup = await open_house(simcord_env, 2)
    before = await snapshot(simcord_env)
    result = await setup.users[0].slash(setup.thread, "purplehouse ready")
    assert "must still modify" in refusal(result)
    assert await snapshot(simcord_env) == before


async def test_flip_during_scouting_is_refused(simcord_env):
    """Flipping while everyone scouts is refused with what to do instead."""
    setup = await open_house(simcord_env, 2)
    before = await snapshot(simcord_env)
    result = await setup.users[0].slash(setup.thread, "purplehouse flip", card=3)
    assert "still scouting" in refusal(result)
    assert await snapshot(simcord_env) == before


async def test_modification_with_a_made_up_value_is_refused(simcord_env):
    """A typed modification that is not in the list is refused."""
    setup = await open_house(simcord_env, 2)
    before = await snapshot(simcord_env)
    result = await setup.users[0].slash(setup.thread, "purplehouse modify", change="f3")
    assert "Pick one of the modifications" in refusal(result)
    assert await snapshot(simcord_env) == before


async def test_modifying_the_same_card_twice_from_two_views_is_refused(simcord_env):
    """A second private view that did not see the first modification cannot modify that card again."""
    setup = await open_house(simcord_env, 1)
    alice = setup.users[0]
    first, second = await my_view(alice, setup), await my_view(alice, setup)
    custom_id, options = select_options(first, STEP)
    value = next(v for v, _ in options if v.startswith("c"))
    await alice.select(first, [value], custom_id=custom_id)
    before = await snapshot(simcord_env)
    result = await alice.select(second, [value], custom_id=custom_id)
    assert f"You modified card {value[1:]} already" in refusal(result)
    assert await snapshot(simcord_env) == before


async def test_flipping_the_current_room_is_refused(simcord_env):
    """A typed flip of the face-up Current Room says to flip a face-down card."""
    setup = await open_house(simcord_env, 1)
    await fast_scouting(simcord_env, setup)
    state = await stored_state(simcord_env)
    clue = next(i for i, c in enumerate(state.grid, 1) if c < 16)
    await flip_on_board(simcord_env, setup, clue)
    before = await snapshot(simcord_env)
    result = await setup.users[0].slash(setup.thread, "purplehouse flip", card=clue)
    assert "Current Room, already face-up" in refusal(result)
    assert await snapshot(simcord_env) == before


async def test_unseated_user_cannot_modify(simcord_env):
    """Someone who is not playing cannot modify cards with the command."""
    setup = await open_house(simcord_env, 2)
    stranger = setup.guild.add_member(simcord_env.create_user("mallory"))
    before = await snapshot(simcord_env)
    result = await stranger.slash(setup.thread, "purplehouse modify", change="c1")
    assert "not playing in this game" in refusal(result)
    assert await snapshot(simcord_env) == before


async def test_a_second_ready_says_you_are_ready_already(simcord_env):
    """A scout who is ready and types ready again is told so (not "it is not your turn"), and nothing changes."""
    setup = await open_house(simcord_env, 3)
    state = await stored_state(simcord_env)
    seat = min(GAME.to_act(state))
    if GAME.default_action(state, seat) == "auto":
        await setup.users[seat].slash(setup.thread, "purplehouse modify", change="auto")
    else:
        await setup.users[seat].slash(setup.thread, "purplehouse ready")
    assert seat not in GAME.to_act(await stored_state(simcord_env))
    before = await snapshot(simcord_env)
    text = refusal(await setup.users[seat].slash(setup.thread, "purplehouse ready"))
    assert "ready already" in text and "not your turn" not in text
    assert await snapshot(simcord_env) == before
