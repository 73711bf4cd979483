"""The Purple House on Discord: its slash commands and controls (a discord.py extension)."""

from cogs.purple_house.cog import setup

__all__ = ["setup"]
