"""Game commands belong in servers; a solo Purple House is played in a DM itself, without thread talk."""

from __future__ import annotations

import pytest
from simcord import SetupError

from tests.discord_play import live_board

TEAM_GAMES = ("rumble", "ghostathome", "quiethouse", "children")


@pytest.mark.parametrize("kind", TEAM_GAMES)
async def test_team_games_cannot_be_opened_in_a_dm(simcord_env, kind):
    """A game for several players offers no commands in a DM: a real user could not run its `new` there."""
    user = simcord_env.create_user("alice")
    with pytest.raises(SetupError, match="not visible"):
        await user.slash(f"{kind} new")


async def test_a_solo_purple_house_is_played_in_the_dm_itself(simcord_env):
    """/purplehouse new and Start in a DM post the board right there, with no word about threads or permissions."""
    user = simcord_env.create_user("alice")
    dm = user.dm_channel
    await user.slash("purplehouse new")
    await user.click(dm.last_message, label="Start")
    board = live_board(dm)
    text = (board.embeds[0].description or "") + (board.content or "")
    assert "Purple House #1 begins!" in text
    assert "thread" not in text.lower() and "permission" not in text.lower()
    record = await simcord_env.bot.store.game(1)
    assert record is not None and record.status == "active" and record.board_message_id == board.id
