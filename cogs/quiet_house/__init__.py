"""Quiet House on Discord: its slash commands and controls (a discord.py extension)."""

from cogs.quiet_house.cog import setup

__all__ = ["setup"]
