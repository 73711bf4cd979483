"""The words Rumble in the House builds its messages from: characters, rooms, exit ranks and lists.

Every message id the game says is in bot/locales/<lang>/rumble.ftl; the names of characters and rooms
are families of ids kept in :mod:`bot.games.rumble.data`. A Polish name carries its case forms as
attributes (``.acc``; a room's ``.in``, ``.from``, ``.to`` and ``.ins`` with their prepositions) and a
character its ``.gender`` (m, f or pl), so a Polish sentence can ask for the form it needs.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.rumble.data import CHARACTER_WORDS, CHARACTERS, LAYOUTS, ROOM_WORDS
from bot.games.rumble.model import OUT, RumbleState
from bot.i18n import Msg, Text, msg
from bot.i18n.words import Arg


def character(c: int) -> Msg:
    """Character ``c``'s name."""
    return msg(CHARACTER_WORDS[c])


def room(layout: str, r: int) -> Msg:
    """The name of room ``r`` of ``layout``."""
    return msg(ROOM_WORDS[LAYOUTS[layout].rooms[r][0]])


def place(rank: int) -> Msg:
    """An exit rank as an ordinal: "3rd" in English, "3." in Polish."""
    return msg("rumble-ordinal", rank=rank)


def standing(rank: int) -> bool:
    """Whether exit rank ``rank`` is the last one standing's (the twelfth)."""
    return rank == len(CHARACTERS)


def chained(link: str, items: Sequence[Arg]) -> Arg:
    """``items`` joined by the message ``link`` (``{ $head }…{ $tail }``): a list joined by a separator
    of this game's own ("; ", ", ", a new line) rather than by the language's "A, B and C".

    One item is itself; there must be at least one.
    """
    if not items:
        raise ValueError("nothing to chain")
    out = items[-1]
    for item in reversed(items[:-1]):
        out = msg(link, head=item, tail=out)
    return out


NAMED = "name"
"""The part label naming a character in the house by its name alone (what a player may type for it)."""


def part_labels(s: RumbleState) -> tuple[tuple[str, str, Text], ...]:
    """How each character in the house and each room is named where a typed move's parts are picked, and
    each character's bare name (part :data:`NAMED`)."""
    lay = s.layout
    here = [
        (str(c), msg("rumble-part-character", character=character(c), room=room(lay, p)))
        for c, p in enumerate(s.positions)
        if p != OUT
    ]
    return (
        *(("character", c, words) for c, words in here),
        *(("victim", c, words) for c, words in here),
        *(("room", str(i), room(lay, i)) for i in range(len(LAYOUTS[lay].rooms))),
        *((NAMED, str(c), character(c)) for c, p in enumerate(s.positions) if p != OUT),
    )


SEMICOLONS = "rumble-semicolon"
"""``{ $head }; { $tail }``: the seats of a reveal sentence."""
COMMAS = "rumble-comma"
"""``{ $head }, { $tail }``: the characters of a line of the final reveal."""
PLUSES = "rumble-plus"
"""``{ $head } + { $tail }``: a seat's points per rumble in the final reveal."""
LINES = "rumble-lines"
"""``{ $head }`` and ``{ $tail }`` on two lines: the lines of the final reveal."""
