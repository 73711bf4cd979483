"""Every game, one human and bots, through real discord.py dispatch to the end: the host seats bots from the
lobby card, plays their own turns with the controls a player uses, then lets a bot play for them; the bots'
turns come from the scheduler on the test clock, and no bot is ever mentioned.

Each game plays with its own bots (``GameKit.bots``); a game whose kit has none yet plays with plain bots that
pick a legal move at random, so the Discord side is tested for every game either way. Boards are drawn as
tiny blank pictures: what is tested is who plays when, not the pictures.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import discord
import pytest

from bot.registry import KITS
from tests.clock import Clock
from tests.cogs.bot_tables import bot_mentions, let_bots_play, think_inline
from tests.cogs.ghost_at_home.play import play as ghost_play
from tests.cogs.ghost_at_home.play import policy as ghost_policy
from tests.cogs.ghost_at_home.play import stored as ghost_stored
from tests.cogs.purple_house.play import scout_step
from tests.conftest import make_bot
from tests.discord_play import TableSetup, live_board
from tests.plain_bots import RNG_BOTS, with_bots

BY_HAND = 4
"""The human's turns played with the controls before they let a bot play for them."""


def kits() -> dict[str, Any]:
    """Every game with its own bots, or plain ones while its kit has none; boards drawn blank."""
    fast = with_bots(KITS, RNG_BOTS)
    return {kind: replace(fast[kind], bots=kit.bots or RNG_BOTS) for kind, kit in KITS.items()}


@pytest.fixture
def clock() -> Clock:
    """The time the bot sees."""
    return Clock()


@pytest.fixture
def simcord_bot(db_path, clock):
    """Every game with bots, on the test's clock."""
    return make_bot(db_path, clock=clock, kits=kits())


def components(message: discord.Message) -> list[Any]:
    """Every button and select of a message."""
    return [item for row in message.components for item in getattr(row, "children", [])]


async def my_view(user: Any, thread: Any) -> Any:
    """The user's private view from the live board's My view button (read anew at each ``.message``)."""
    result = await user.click(live_board(thread), label="My view")
    return result.followups[0] if result.followups else result.response


async def by_hand(env: Any, setup: TableSetup, rng: random.Random) -> None:
    """The human's decision with the controls a player uses: a shared move select or button on the board or in
    My view; Ghost at Home's cards and Purple House's Scouting with their own controls."""
    user, thread = setup.users[0], setup.thread
    kind = (await env.bot.sessions.load(1)).record.kind
    legal = {c.action for c in (await env.bot.sessions.load(1)).choices(0)}
    for message in (live_board(thread), (await my_view(user, thread)).message):
        for item in components(message):
            custom_id = item.custom_id or ""
            if isinstance(item, discord.SelectMenu) and custom_id.startswith("hbs:"):
                values = [o.value for o in item.options if o.value in legal]
                if values:
                    await user.select(message, [rng.choice(values)], custom_id=custom_id)
                    return
            if isinstance(item, discord.Button) and custom_id.startswith("hb:") and custom_id.split(":")[-1] in legal:
                await user.click(message, custom_id=custom_id)
                return
    if kind == "ghostathome":
        state, _version = await ghost_stored(env)
        await ghost_play(env, setup, ghost_policy(state, 0))
    elif kind == "purplehouse":
        await scout_step(user, await my_view(user, thread))
    else:
        raise AssertionError(f"no control offers a move of {sorted(legal)[:5]}")


@pytest.mark.parametrize("kind", sorted(KITS))
async def test_one_human_and_bots_play_to_the_end(simcord_env, clock, kind):
    """The host seats the fewest bots the game needs (at least one) from the lobby card, plays a few turns by
    hand and lets a bot
    play for them; the game ends, its final board is posted (the one picture left in its thread), and no bot was
    ever mentioned."""
    think_inline(simcord_env)
    game = KITS[kind].game
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    await alice.slash(channel, f"{kind} new")
    for _ in range(max(game.min_players - 1, 1)):
        await alice.select(channel.last_message, ["easy"], custom_id=f"hbb:{kind}:1:add")
    await alice.click(channel.last_message, label="Start")
    setup = TableSetup(guild, channel, [alice], channel.threads[0])
    rng = random.Random(kind)
    for turn in range(BY_HAND + 1):
        await let_bots_play(simcord_env, clock, limit=2000)
        table = await simcord_env.bot.sessions.load(1)
        if table.record.status != "active":
            break
        assert f"<@{alice.id}>" in live_board(setup.thread).content  # pinged for her own turn
        if turn == BY_HAND:
            await alice.slash(setup.thread, f"{kind} playforme")
        else:
            await by_hand(simcord_env, setup, rng)
    await let_bots_play(simcord_env, clock, limit=2000)
    table = await simcord_env.bot.sessions.load(1)
    assert table.record.status == "finished"
    assert table.outcome() is not None and "What was hidden" in str(live_board(setup.thread).embeds[0].to_dict())
    assert [m for m in setup.thread.history() if m.attachments] == [live_board(setup.thread)]  # one living board
    assert bot_mentions(simcord_env) == []
