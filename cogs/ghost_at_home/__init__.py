"""Ghost at Home on Discord: its slash commands and controls (a discord.py extension)."""

from cogs.ghost_at_home.cog import setup

__all__ = ["setup"]
