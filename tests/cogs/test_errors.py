"""A failed permission check is refused with the permission's name, in the user's language."""

from __future__ import annotations

from discord import app_commands

from bot.i18n import PL, say
from cogs.errors import NO_PERMISSION_WORDS, permission_refusal


def test_a_missing_permission_is_named():
    """Missing Manage Server is said by Discord's name for it, in English and Polish."""
    refused = permission_refusal(app_commands.MissingPermissions(["manage_guild"]))
    assert say(refused) == "You need the **Manage Server** permission for this."
    assert say(refused, PL) == "Do tego potrzebujesz uprawnienia **Zarządzanie serwerem**."


def test_a_check_that_names_no_permission_gets_the_general_sentence():
    """A failed check without permissions to name is answered with the general refusal."""
    assert permission_refusal(app_commands.CheckFailure()) == NO_PERMISSION_WORDS
