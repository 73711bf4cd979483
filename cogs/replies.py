"""Answering interactions safely: first response or follow-up, always ephemeral for refusals."""

from __future__ import annotations

import logging
from typing import Any

import discord

log = logging.getLogger(__name__)


async def reply(interaction: discord.Interaction, content: str, *, ephemeral: bool = True, **kwargs: Any) -> None:
    """Send ``content`` as the interaction's response, or as a follow-up once it was acknowledged."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(content, ephemeral=ephemeral, **kwargs)
        else:
            await interaction.response.send_message(content, ephemeral=ephemeral, **kwargs)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id, exc_info=True)
