"""The rules reminder shown by ``/children rules`` (one message of the catalogue, many lines)."""

from __future__ import annotations

from bot.i18n import Msg, msg


def rules_summary() -> Msg:
    """The rules in a few lines, with this project's rulings."""
    return msg("children-rules")
