"""``/hauntbot away`` and ``/hauntbot back`` on Discord: the answers, only to the player, and the one unpinged
line each game says (the sessions decide: :mod:`bot.sessions.away`).

The end of an away is a Discord timestamp (``<t:…:f>``), so each reader sees it in their own timezone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.deadlines import AWAY_MAX_DAYS
from bot.i18n import lang_of, msg, say
from bot.sessions import Refusal
from bot.sessions.away import discord_time
from cogs.bots import announce
from cogs.replies import reply

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction


async def go_away(bot: HauntBot, interaction: Interaction, days: int) -> None:
    """The caller is away for ``days`` in every game: tell them until when and what it does, then say it in
    each game."""
    lang = lang_of(interaction.locale)
    gone = await bot.sessions.go_away(interaction.user.id, days)
    games = len(gone.changes)
    text = say(
        msg(
            "away-yours",
            until=discord_time(gone.until),
            days=days,
            most=AWAY_MAX_DAYS,
            waiting=games - gone.played,
            played=gone.played,
        ),
        lang,
    )
    await reply(interaction, text)
    for change in gone.changes:
        await announce(bot, change.table, change.sentence)


async def come_back(bot: HauntBot, interaction: Interaction) -> None:
    """The caller is back before the end of their away: every game gets their deadlines back now."""
    lang = lang_of(interaction.locale)
    if not await bot.sessions.end_away(interaction.user.id):
        raise Refusal(msg("away-not-away"))
    await reply(interaction, say(msg("away-back-yours"), lang))
    await bot.scheduler.end_aways(bot.clock())
