"""Who holds a seat: a Discord user or a bot. Bot names, their mark, and the words said about bots (messages,
said in the reader's language at the edge).

Pure values and functions (no Discord, no database). A bot seat's user id is negative (Discord ids are
positive), so nothing ever pings, mentions or DMs it by mistake; its name carries ``BOT_MARK``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.bots.contract import EASY, GOOD, LEVELS
from bot.i18n import Msg, Text, msg

BOT_MARK = "(bot)"
"""What a bot's name ends with, wherever it is shown: "Hugo (bot)"."""
STAND_IN_MARK = "(bot playing)"
"""What follows a human's name in a move a bot made for them: "**Ada** (bot playing) marked the centre."."""

BOT_NAMES: tuple[str, ...] = (
    "Hugo",
    "Mira",
    "Otto",
    "Nell",
    "Basil",
    "Iris",
    "Felix",
    "Wren",
    "Clara",
    "Jasper",
    "Maud",
    "Silas",
)
"""The shared names of bots (a game's ``Bots.names`` may give its own)."""

LEVEL_WORDS: dict[str, Msg] = {EASY: msg("table-level-easy"), GOOD: msg("table-level-good")}
"""How a bot's level is said in sentences: "a bot (easy)"."""
LEVEL_ABOUT: dict[str, Msg] = {EASY: msg("table-level-easy-about"), GOOD: msg("table-level-good-about")}
"""A level with a few words on how its bots play (the lobby's "Add a bot" options)."""


def level_word(level: str) -> Text:
    """The word for a bot level (the level itself when it has none)."""
    return LEVEL_WORDS.get(level, level)


def level_about(level: str) -> Text:
    """A level and how its bots play, for a control's description (``LEVELS``' English when it has none)."""
    return LEVEL_ABOUT.get(level, LEVELS.get(level, level))


def is_bot_user(user_id: int) -> bool:
    """Whether a seat's user id is a bot's (negative) rather than a Discord user's."""
    return user_id < 0


def bot_name(taken: set[str], pick: int | random.Random, names: Sequence[str] = ()) -> str:
    """A bot's name with its mark, unlike every name in ``taken``: "Hugo (bot)".

    ``pick`` chooses where in the list to start (an index, or a seeded random generator); the
    first free name from there is taken, and when all are taken a number tells the bots apart.
    """
    pool = tuple(names) or BOT_NAMES
    start = pick.randrange(len(pool)) if isinstance(pick, random.Random) else pick % len(pool)
    for round_ in range(1, len(taken) + 2):
        for i in range(len(pool)):
            base = pool[(start + i) % len(pool)]
            name = f"{base} {BOT_MARK}" if round_ == 1 else f"{base} {round_} {BOT_MARK}"
            if name not in taken:
                return name
    raise AssertionError("unreachable: there are more names than taken ones")


def handed_sentence(name: str, level: str) -> Msg:
    """The announcement of a player handing their seat to a bot."""
    return msg("table-seat-handed", who=name, level=level_word(level))


def back_sentence(name: str) -> Msg:
    """The announcement of a player taking their seat back from its stand-in."""
    return msg("table-seat-back", who=name)


def replaced_sentence(name: str, level: str) -> Msg:
    """The announcement of a player who left, replaced by a bot to the end of the game."""
    return msg("table-seat-replaced", who=name, level=level_word(level))


def deadline_sentence(name: str, level: str) -> Msg:
    """The announcement of the deadline policy "bot" taking over an absent player's seat."""
    return msg("table-seat-deadline", who=name, level=level_word(level))
