"""Children on Discord: its slash commands and controls (a discord.py extension)."""

from cogs.children.cog import setup

__all__ = ["setup"]
