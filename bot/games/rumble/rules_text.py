"""The rules reminder shown by ``/rumble rules``: one multi-line message (bot/locales/*/rumble.ftl)."""

from bot.i18n import msg

RULES_SUMMARY = msg("rumble-rules")
"""The rules in a few lines, with this project's rulings."""
