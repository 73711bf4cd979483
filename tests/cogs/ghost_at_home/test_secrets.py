"""Hands reach only their owner, through ephemeral replies."""

from __future__ import annotations

import pytest

from bot.games.ghost_at_home.data import CARDS
from bot.i18n import say
from tests.cogs.ghost_at_home.play import ephemeral, my_view, open_table, stored
from tests.conftest import make_bot
from tests.discord_play import game_controls, live_board


@pytest.fixture
def simcord_bot(db_path):
    """The bot with a fixed seed (alice: Ghost, Cat, Wild room; bob: three room cards)."""
    return make_bot(db_path, seed=7)


async def test_my_view_lists_my_hand_with_floors_and_bulbs(simcord_env):
    """My view answers each player ephemerally with their own cards, floors and bulbs, and their picture."""
    setup = await open_table(simcord_env, 3)
    state, _ = await stored(simcord_env)
    for seat, user in enumerate(setup.users):
        mine = await my_view(user, setup.thread)
        assert mine.flags.ephemeral
        assert all(say(CARDS[c].label) in mine.content for c in state.hands[seat])
        assert mine.attachments[0].filename == "my-view.png"
        assert "Your hand" in mine.attachments[0].description
    bob = await my_view(setup.users[1], setup.thread)
    assert "Floor 2 room (2 bulbs)" in bob.content


async def test_other_players_never_see_my_hand(simcord_env):
    """Each player's history holds their own My view and nobody else's."""
    setup = await open_table(simcord_env, 3)
    for user in setup.users:
        await my_view(user, setup.thread)
    for viewer in setup.users:
        hands = [m for m in setup.thread.history(viewer=viewer) if "Your hand" in (m.content or "")]
        assert len(hands) == 1
        assert hands[0].interaction_metadata.user.id == viewer.id


async def test_public_messages_hold_no_hand(simcord_env):
    """No public message or board alt text shows a hand."""
    setup = await open_table(simcord_env, 3)
    for user in setup.users:
        await my_view(user, setup.thread)
    await setup.users[0].slash(setup.thread, "ghostathome rooms", cards="51")
    public = [m for m in setup.thread.history() if not m.flags.ephemeral]
    assert len(public) >= 2
    for message in public:
        assert "Your hand" not in (message.content or "")
        assert all("Your hand" not in (a.description or "") for a in message.attachments)


async def test_only_the_acting_player_gets_move_controls(simcord_env):
    """alice's My view has her card selects; bob's, on alice's turn, has none."""
    setup = await open_table(simcord_env, 3)
    alice = await my_view(setup.users[0], setup.thread)
    bob = await my_view(setup.users[1], setup.thread)
    assert game_controls(alice) and not game_controls(bob)
    assert "Waiting for alice to play." in bob.content


async def test_spectator_has_no_private_view(simcord_env):
    """Someone who is not playing is told the board is public."""
    setup = await open_table(simcord_env, 3)
    stranger = setup.guild.add_member(simcord_env.create_user("mallory"))
    message = ephemeral(await stranger.click(live_board(setup.thread), label="My view"))
    assert "not playing" in message.content
    assert not message.attachments


async def test_autocomplete_offers_nothing_out_of_turn(simcord_env):
    """A player whose turn it is not gets no move suggestions."""
    setup = await open_table(simcord_env, 3)
    assert await setup.users[1].autocomplete(setup.thread, "ghostathome discard", "cards", "") == []
    assert await setup.users[0].autocomplete(setup.thread, "ghostathome discard", "cards", "")
