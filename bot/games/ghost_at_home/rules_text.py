"""The rules reminder shown by ``/ghostathome rules``: one message of the catalogues (``ghostathome-rules``)."""

from bot.i18n import msg

RULES_SUMMARY = msg("ghostathome-rules")
"""The rules in a few lines, with this project's rulings, in the reader's language."""
