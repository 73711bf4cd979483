"""Rumble in the House on Discord: its slash commands and controls (a discord.py extension)."""

from cogs.rumble.cog import setup

__all__ = ["setup"]
