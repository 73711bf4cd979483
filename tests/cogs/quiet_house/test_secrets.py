"""Goal tiles reach only their owner, through ephemeral replies; the public board shows none."""

from __future__ import annotations

from bot.games.quiet_house.data import GOAL_SLOTS
from bot.games.quiet_house.goals import visible_slots
from bot.games.quiet_house.words import statue
from bot.i18n import say
from tests.cogs.quiet_house.play import ephemeral, live_board, open_quiet, stored_state


async def test_my_view_lists_only_my_four_tiles(simcord_env):
    """My view names the statue on each of the clicker's four tiles and no other wall."""
    setup = await open_quiet(simcord_env)
    state = await stored_state(simcord_env)
    board = live_board(setup.thread)
    for seat, user in enumerate(setup.users):
        message = ephemeral(await user.click(board, label="My view"))
        mine = visible_slots(2, seat)
        my_walls = {GOAL_SLOTS[i][0] for i in mine}
        for i in mine:
            wall, shade = GOAL_SLOTS[i]
            assert f"{wall.capitalize()} wall, {shade} tile: the **{say(statue(state.goals[i]))}**" in message.content
        other_walls = {w for w, _ in GOAL_SLOTS} - my_walls
        assert not any(f"{w.capitalize()} wall" in message.content for w in other_walls)
        assert message.attachments[0].filename == "my-view.png"


async def test_another_player_cannot_see_my_view(simcord_env):
    """Bob's view of the thread holds none of Alice's ephemeral tiles."""
    setup = await open_quiet(simcord_env)
    alice, bob = setup.users
    await alice.click(live_board(setup.thread), label="My view")
    assert any("You sit at the" in (m.content or "") for m in setup.thread.history(viewer=alice))
    assert not any("You sit at the" in (m.content or "") for m in setup.thread.history(viewer=bob))


async def test_public_board_shows_no_goal_tile(simcord_env):
    """The public board's alt text keeps every goal tile face down."""
    setup = await open_quiet(simcord_env)
    board = live_board(setup.thread)
    assert "All eight goal tiles are face down." in board.attachments[0].description
    public = [m for m in setup.thread.history() if not m.flags.ephemeral]
    assert not any("You sit at the" in (m.content or "") for m in public)


async def test_spectator_has_no_private_view(simcord_env):
    """Someone who is not playing is told the board is public."""
    setup = await open_quiet(simcord_env)
    stranger = setup.guild.add_member(simcord_env.create_user("mallory"))
    message = ephemeral(await stranger.click(live_board(setup.thread), label="My view"))
    assert "not playing" in message.content and not message.attachments
