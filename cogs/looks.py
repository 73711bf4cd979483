"""Editing a private look (an ephemeral view of a seat's secrets) after the fact, through its interaction's webhook.

Discord lets the bot edit an ephemeral message for 15 minutes with the token of the interaction that
made it; the look is kept in the database with that token, so the bot can hide it after a restart too.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import msg
from bot.storage import Look

if TYPE_CHECKING:
    from bot.client import HauntBot

log = logging.getLogger(__name__)

LOOK_OVER = msg("g-look-over")


async def edit_look(bot: HauntBot, look: Look, **fields: Any) -> bool:
    """Edit the look's ephemeral message; False (logged) when Discord no longer lets the bot."""
    hook = discord.Webhook.partial(look.application_id, look.token, client=bot)
    try:
        await hook.edit_message(look.message_id, **fields)
    except discord.HTTPException:
        log.info("private look %s of game %s could not be edited", look.message_id, look.game_id, exc_info=True)
        return False
    return True


async def hide_look(bot: HauntBot, look: Look, text: str, view: discord.ui.View | None = None) -> None:
    """Replace the look with ``text`` (no picture, no fronts) and forget it, whether or not the edit worked."""
    await edit_look(bot, look, content=text, attachments=[], view=view)
    await bot.sessions.forget_look(look.game_id, look.message_id)
