"""Nothing English leaks: seeded games of every kind played through real discord.py dispatch by a Polish player
at a Polish server's table (with bots in the other seats), read through a catalogue whose every Polish word is
marked; any word the bot sent that is not marked came from code, not from the catalogue, and fails the test.

Read as the player reads it: the lobby card, every board and its controls, pings, the bots' announcements,
My view, the history, the rules, the final board and what was hidden, and the stats."""

from __future__ import annotations

from typing import Any

import pytest

from bot.registry import KITS
from tests.clock import Clock
from tests.cogs import test_bots_every_game as every_game
from tests.cogs.bot_tables import let_bots_play, think_inline
from tests.cogs.leaks import leaks, marked_polish  # noqa: F401 - a fixture, used by name

SPOKEN = tuple(sorted(KITS))
"""Every game: every word a player reads here is in the catalogue."""
TITLES = tuple(kit.game.title for kit in KITS.values())
"""Game titles are the games' published names: proper names, the same in every language."""
clock = every_game.clock
simcord_bot = every_game.simcord_bot
"""The bot and its clock as for one human and bots playing every game (boards drawn blank: words are read)."""


@pytest.mark.usefixtures("marked_polish")
@pytest.mark.parametrize("kind", SPOKEN)
async def test_a_polish_table_reads_no_english(simcord_env: Any, clock: Clock, locales: dict[int, str], kind: str):
    """A whole game in Polish: a bot plays for the player from the first move; everything sent is Polish."""
    think_inline(simcord_env)
    guild = simcord_env.create_guild(preferred_locale="pl")
    channel = guild.create_text_channel("gry")
    ada = guild.add_member(simcord_env.create_user("ada"))
    locales[ada.id] = "pl"
    await ada.slash(channel, f"{kind} new")
    for _ in range(max(KITS[kind].game.min_players - 1, 1)):
        await ada.select(channel.last_message, ["easy"], custom_id=f"hbb:{kind}:1:add")
    await ada.click(channel.last_message, custom_id=f"hbl:{kind}:1:start")
    thread = channel.threads[0]
    await ada.click(thread.last_message, custom_id=f"hbv:{kind}:1")
    await ada.slash(thread, f"{kind} rules")
    await ada.slash(thread, f"{kind} playforme")
    await let_bots_play(simcord_env, clock, limit=3000)
    table = await simcord_env.bot.sessions.load(1)
    assert table.record.status == "finished"
    await ada.slash(thread, f"{kind} history")
    await ada.slash(thread, "hauntbot stats")
    names = (*table.names, *TITLES)
    assert leaks(simcord_env, names) == []
