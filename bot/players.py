"""Who holds a seat: a Discord user or a bot. Bot names, their mark, and the words said about bots.

Pure values and functions (no Discord, no database). A bot seat's user id is negative (Discord ids are
positive), so nothing ever pings, mentions or DMs it by mistake; its name carries ``BOT_MARK``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.bots.contract import EASY, GOOD

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

LEVEL_WORDS: dict[str, str] = {EASY: "easy", GOOD: "good"}
"""How a bot's level is said in sentences: "a bot (easy)"."""


def level_word(level: str) -> str:
    """The word for a bot level (the level itself when it has none)."""
    return LEVEL_WORDS.get(level, level)


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


def bot_sentence(level: str) -> str:
    """How a bot standing in is named in announcements: "a bot (easy)"."""
    return f"a bot ({level_word(level)})"


def handed_sentence(name: str, level: str) -> str:
    """The announcement of a player handing their seat to a bot."""
    return f"**{name}** handed their seat to {bot_sentence(level)}; they take it back by making a move."


def back_sentence(name: str) -> str:
    """The announcement of a player taking their seat back from its stand-in."""
    return f"**{name}** is back and plays their own seat again."


def replaced_sentence(name: str, level: str) -> str:
    """The announcement of a player who left, replaced by a bot to the end of the game."""
    return f"{bot_sentence(level).capitalize()} now plays for **{name}**, who left the game."


def deadline_sentence(name: str, level: str) -> str:
    """The announcement of the deadline policy "bot" taking over an absent player's seat."""
    return f"The deadline passed: {bot_sentence(level)} plays for **{name}** until they come back."
