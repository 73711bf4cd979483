"""Secret characters reach only their owner, through ephemeral replies."""

from __future__ import annotations

from bot.games.rumble import GAME
from bot.games.rumble.data import CHARACTERS
from tests.discord_play import live_board, open_table


async def secrets_of(env):
    """Each seat's secret character names, read from the stored state."""
    state = GAME.load((await env.bot.store.game(1)).state)
    return [{CHARACTERS[c] for c in pair} for pair in state.secrets]


async def test_my_view_names_only_my_characters(simcord_env):
    """The My view button answers ephemerally with the clicker's two characters and no one else's."""
    setup = await open_table(simcord_env, 3)
    secrets = await secrets_of(simcord_env)
    board = live_board(setup.thread)
    for seat, user in enumerate(setup.users):
        result = await user.click(board, label="My view")
        message = next(m for m in (result.response, *result.followups) if m is not None and m.ephemeral)
        assert all(name in message.content for name in secrets[seat])
        others = set().union(*(secrets[s] for s in range(3) if s != seat)) - secrets[seat]
        assert not any(f"**{name}**" in message.content for name in others)
        assert message.attachments[0].filename == "my-view.png"


async def test_another_player_cannot_see_my_private_view(simcord_env):
    """Bob's view of the thread holds none of Alice's ephemeral replies."""
    setup = await open_table(simcord_env, 3)
    alice, bob = setup.users[0], setup.users[1]
    await alice.click(live_board(setup.thread), label="My view")
    seen_by_bob = setup.thread.history(viewer=bob)
    seen_by_alice = setup.thread.history(viewer=alice)
    assert any("Your secret characters" in (m.content or "") for m in seen_by_alice)
    assert not any("Your secret characters" in (m.content or "") for m in seen_by_bob)


async def test_public_messages_never_name_a_current_secret_pairing(simcord_env):
    """No public message in the thread says which characters a player holds."""
    setup = await open_table(simcord_env, 3)
    for user in setup.users:
        await user.click(live_board(setup.thread), label="My view")
    public = [m for m in setup.thread.history() if not m.flags.ephemeral]
    assert public
    assert not any("secret characters" in (m.content or "").lower() for m in public)


async def test_spectator_has_no_private_view(simcord_env):
    """Someone who is not playing is told the board is public."""
    setup = await open_table(simcord_env, 3)
    stranger = setup.guild.add_member(simcord_env.create_user("mallory"))
    result = await stranger.click(live_board(setup.thread), label="My view")
    message = next(m for m in (result.response, *result.followups) if m is not None and m.ephemeral)
    assert "not playing" in message.content
    assert not message.attachments
