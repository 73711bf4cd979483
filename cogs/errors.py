"""The one place an error in a command or a component becomes what the user reads.

Handlers raise :class:`bot.tables.Refusal` with a sentence that says what is allowed now;
the command tree's error handler (``HauntBot.on_app_command_error``) and every component
family (:mod:`cogs.components`) hand what they caught to :func:`answer_error`. A refusal
becomes that sentence, ephemerally; a click on an outdated board gets the current board; any
other error is logged and answered with one generic sentence, never a traceback.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from discord import app_commands

from bot.i18n import Msg, lang_of, msg, say
from bot.tables import Refusal, StaleBoard
from cogs.replies import reply

if TYPE_CHECKING:
    from bot.client import Interaction

log = logging.getLogger(__name__)

OOPS_WORDS = msg("oops")
"""What any failure that is not a refusal is answered with."""
NO_PERMISSION_WORDS = msg("no-permission")
"""What a command refused by its permission check is answered with."""
PERMISSION_NAMES = {"manage_guild": msg("permission-manage-guild")}
"""Discord's names of the permissions the bot's commands ask for, as a refusal names them."""
OOPS = say(OOPS_WORDS)
NO_PERMISSION = say(NO_PERMISSION_WORDS)


def _unwrapped(error: BaseException) -> BaseException:
    """The error a handler raised, out of discord.py's wrapper."""
    if isinstance(error, app_commands.CommandInvokeError):
        return error.original
    return error


def permission_refusal(error: app_commands.CheckFailure) -> Msg:
    """A failed check in words: the permissions it lacked by their names in Discord, when it says them."""
    missing = getattr(error, "missing_permissions", ())
    named = tuple(PERMISSION_NAMES[p] for p in missing if p in PERMISSION_NAMES)
    return msg("no-permission-named", permissions=named, count=len(named)) if named else NO_PERMISSION_WORDS


async def answer_error(interaction: Interaction, error: BaseException) -> None:
    """Answer ``error`` raised while handling ``interaction`` (see the module's docstring)."""
    error = _unwrapped(error)
    if isinstance(error, StaleBoard):
        # Any game cog will do: it loads the game and draws the board with its own kind's cog.
        cog = next(iter(interaction.client.game_cogs.values()), None)
        if cog is not None:
            await cog.send_current_board(interaction, error.game_id, error.said(lang_of(interaction.locale)))
            return
    if isinstance(error, Refusal):
        await reply(interaction, error.said(lang_of(interaction.locale)))
        return
    if isinstance(error, app_commands.CheckFailure):
        await reply(interaction, say(permission_refusal(error), lang_of(interaction.locale)))
        return
    data: Any = interaction.data or {}
    command = interaction.command.qualified_name if interaction.command else data.get("custom_id")
    log.error("handling %s failed", command, exc_info=error)
    await reply(interaction, say(OOPS_WORDS, lang_of(interaction.locale)))
