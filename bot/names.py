"""Display names in engine text: the one place where "Player N" becomes a seat's name."""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.games.base import SEAT
from bot.i18n import EN, Text, say


def named(text: Text, names: Sequence[str], lang: str = EN) -> str:
    """Engine text for a reader of ``lang``: a message said with seats named, or (older English text) the
    text with every seat reference ("Player N") replaced by that seat's display name."""
    if not isinstance(text, str):
        return say(text, lang, names)

    def swap(match: re.Match[str]) -> str:
        seat = int(match[1]) - 1
        return names[seat] if seat < len(names) else match[0]

    return SEAT.sub(swap, text)


def named_text(text: Text, names: Sequence[str], lang: str = EN) -> str:
    """Board text with display names for the engine's seat references, line by line.

    A move line is ``"**name** <engine text>"``: only the engine's part is renamed, so a player
    whose display name is "Player 2" keeps it. A message is said in ``lang``.
    """
    if not isinstance(text, str):
        return say(text, lang, names)

    def line(sentence: str) -> str:
        if sentence.startswith("**"):
            end = sentence.find("** ", 2)
            if end > 0:
                return sentence[: end + 3] + named(sentence[end + 3 :], names)
        return named(sentence, names)

    return "\n".join(line(part) for part in text.split("\n"))
