"""Answering interactions safely: first response or follow-up, always ephemeral for refusals.

Discord refuses a message whose content passes 2,000 characters or an embed whose description
passes 4,096, and a refused answer leaves the user on "thinking…"; :func:`reply` cuts both first.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.games.base import cut

log = logging.getLogger(__name__)

MAX_CONTENT = 2000
"""Characters Discord accepts in a message's content."""
MAX_DESCRIPTION = 4096
"""Characters Discord accepts in an embed's description."""


def fit_embed(embed: discord.Embed) -> discord.Embed:
    """The embed with its description cut to what Discord accepts (changed in place and returned)."""
    if embed.description and len(embed.description) > MAX_DESCRIPTION:
        embed.description = cut(embed.description, MAX_DESCRIPTION)
    return embed


async def reply(
    interaction: discord.Interaction[Any],
    content: str,
    *,
    ephemeral: bool = True,
    view: discord.ui.View | None = None,
    **kwargs: Any,
) -> None:
    """Send ``content`` as the interaction's response, or as a follow-up once it was acknowledged.

    Over-long content and embed descriptions are cut (ending with "…") so that Discord takes the answer;
    ``view`` (controls) goes with it when given.
    """
    if view is not None:
        kwargs["view"] = view
    if len(content) > MAX_CONTENT:
        log.warning("answer to interaction %s cut from %d characters", interaction.id, len(content))
        content = cut(content, MAX_CONTENT)
    if kwargs.get("embed") is not None:
        fit_embed(kwargs["embed"])
    for embed in kwargs.get("embeds") or ():
        fit_embed(embed)
    try:
        if interaction.response.is_done():
            await interaction.followup.send(content, ephemeral=ephemeral, **kwargs)
        else:
            await interaction.response.send_message(content, ephemeral=ephemeral, **kwargs)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id, exc_info=True)
