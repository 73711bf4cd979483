"""The rules reminder shown by ``/quiethouse rules``: one message of the catalogue."""

from bot.i18n import msg

RULES_SUMMARY = msg("quiethouse-rules")
"""The rules in a few lines, with this project's rulings."""
