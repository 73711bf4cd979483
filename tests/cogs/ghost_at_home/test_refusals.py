"""Ghost at Home refusals: each one is an ephemeral sentence and nothing changes."""

from __future__ import annotations

import pytest

from bot.games.ghost_at_home.model import Phase
from tests.cogs.ghost_at_home.play import (
    cards_id,
    ephemeral,
    move_id,
    my_view,
    open_table,
    play_until,
    snapshot,
    stored,
)
from tests.conftest import make_bot
from tests.discord_play import live_board


@pytest.fixture
def seed() -> int:
    """Seed 7: alice starts with Ghost, Cat, Wild room; carol's ghost reaches alice on move 3."""
    return 7


@pytest.fixture
def simcord_bot(db_path, seed):
    """The bot with the test's seed."""
    return make_bot(db_path, seed=seed)


def defending(state) -> bool:
    return state.phase is Phase.DEFEND


async def test_out_of_turn_move_is_refused(simcord_env):
    """bob discarding on alice's turn is told the game waits for alice."""
    setup = await open_table(simcord_env, 3)
    state, _ = await stored(simcord_env)
    before = await snapshot(simcord_env)
    result = await setup.users[1].slash(setup.thread, "ghostathome discard", cards=f"{state.hands[1][0]}")
    assert ephemeral(result).content == "It is not your turn; the game is waiting for alice."
    assert await snapshot(simcord_env) == before


async def test_unseated_user_is_refused(simcord_env):
    """Someone who is not playing cannot explore rooms."""
    setup = await open_table(simcord_env, 3)
    stranger = setup.guild.add_member(simcord_env.create_user("mallory"))
    before = await snapshot(simcord_env)
    result = await stranger.slash(setup.thread, "ghostathome rooms", cards="51")
    assert "not playing in this game" in ephemeral(result).content
    assert await snapshot(simcord_env) == before


async def test_unseated_user_cannot_answer_a_window(simcord_env):
    """A spectator pressing Defend on the board is told they are not playing."""
    setup = await open_table(simcord_env, 3)
    await play_until(simcord_env, setup, defending)
    _, version = await stored(simcord_env)
    stranger = setup.guild.add_member(simcord_env.create_user("mallory"))
    before = await snapshot(simcord_env)
    result = await stranger.click(live_board(setup.thread), custom_id=move_id(version, "cat"))
    assert "not playing in this game" in ephemeral(result).content
    assert await snapshot(simcord_env) == before


@pytest.mark.parametrize("presser", [1, 2])
async def test_only_the_defender_can_press_the_defence_button(simcord_env, presser):
    """bob (a bystander) or carol (the attacker) pressing Defend is told only alice can answer."""
    setup = await open_table(simcord_env, 3)
    await play_until(simcord_env, setup, defending)
    _, version = await stored(simcord_env)
    before = await snapshot(simcord_env)
    result = await setup.users[presser].click(live_board(setup.thread), custom_id=move_id(version, "cat"))
    text = ephemeral(result).content
    assert text.startswith("Only **alice** can answer this ghost") and "Nothing was changed" in text
    assert await snapshot(simcord_env) == before


async def test_stale_my_view_answers_with_the_current_board(simcord_env):
    """A card select in a My view from before a move is refused as out of date, with the current board."""
    setup = await open_table(simcord_env, 3)
    _, version = await stored(simcord_env)
    alice = setup.users[0]
    mine = await my_view(alice, setup.thread)
    await alice.slash(setup.thread, "ghostathome rooms", cards="51")
    before = await snapshot(simcord_env)
    result = await alice.select(mine, ["38"], custom_id=cards_id(version, "discard"))
    reply = ephemeral(result)
    assert "out of date" in reply.content
    assert reply.attachments and reply.attachments[0].filename == "board.png"
    assert await snapshot(simcord_env) == before


async def test_stale_window_button_is_refused(simcord_env):
    """Pressing Defend again on a board whose window was answered is refused as out of date."""
    setup = await open_table(simcord_env, 3)
    await play_until(simcord_env, setup, defending)
    _, version = await stored(simcord_env)
    old = live_board(setup.thread)
    # The old board keeps its buttons when Discord fails to edit it (or a client has not refreshed).
    simcord_env.inject_error("PATCH", "/channels/*/messages/*", times=None)
    await setup.users[0].click(old, custom_id=move_id(version, "allow"))
    before = await snapshot(simcord_env)
    result = await setup.users[0].click(old, custom_id=move_id(version, "cat"))
    assert "out of date" in ephemeral(result).content
    assert await snapshot(simcord_env) == before


async def test_bad_option_is_refused_at_new(simcord_env):
    """A beginner option that is not on/off cannot be sent and no lobby opens."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    with pytest.raises(Exception, match=r"(?i)bool|beginner"):  # SimCord validates types like Discord's client
        await alice.slash(channel, "ghostathome new", beginner="maybe")
    assert await simcord_env.bot.store.open_lobby("ghostathome", channel.id) is None


async def test_a_move_of_the_wrong_kind_is_refused(simcord_env):
    """/ghostathome rooms given a ghost play is refused, saying to pick from the list."""
    setup = await open_table(simcord_env, 3)
    before = await snapshot(simcord_env)
    result = await setup.users[0].slash(setup.thread, "ghostathome rooms", cards="g.1")
    assert ephemeral(result).content.startswith("That is not a room play; pick one from the list")
    assert await snapshot(simcord_env) == before


async def test_engine_refusals_use_names(simcord_env):
    """A ghost at a house with no rooms is refused with bob's name, not "Player 2"."""
    setup = await open_table(simcord_env, 3)
    before = await snapshot(simcord_env)
    result = await setup.users[0].slash(setup.thread, "ghostathome ghost", target="1")
    assert ephemeral(result).content == "bob has no rooms yet; a ghost needs an explored floor to haunt."
    assert await snapshot(simcord_env) == before


@pytest.mark.parametrize("seed", [2])
async def test_rooms_out_of_floor_order_are_refused(simcord_env):
    """Picking only a floor-2 room in the rooms select (floor 1 still empty) is refused with the rule."""
    setup = await open_table(simcord_env, 3)
    _, version = await stored(simcord_env)
    mine = await my_view(setup.users[0], setup.thread)
    before = await snapshot(simcord_env)
    result = await setup.users[0].select(mine, ["15"], custom_id=cards_id(version, "rooms"))
    assert ephemeral(result).content.startswith("Fill the lower floors first: rooms go on floor 1")
    assert await snapshot(simcord_env) == before


@pytest.mark.parametrize("seed", [2])
async def test_a_light_with_too_few_bulbs_is_refused(simcord_env):
    """Two cards with 4 bulbs picked in the light select are refused with the bulb count."""
    setup = await open_table(simcord_env, 3)
    _, version = await stored(simcord_env)
    mine = await my_view(setup.users[0], setup.thread)
    before = await snapshot(simcord_env)
    result = await setup.users[0].select(mine, ["5", "15"], custom_id=cards_id(version, "light"))
    assert ephemeral(result).content == "Those cards show 4 bulbs; a light needs at least 5."
    assert await snapshot(simcord_env) == before
