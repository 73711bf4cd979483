"""Who holds a seat, as Discord shows it: a ping only for a human who decides for their seat now, a marked
name for a bot, and a note for a human a bot plays for.

Every place that mentions, pings or DMs a player asks here (never ``<@user_id>`` by hand): a bot's user
id is not a Discord user's, and a human whose seat a bot plays (they asked, a deadline passed, or they
left and were replaced) is not asked to act.

Words come from the catalogue (``table-`` messages), in the language the caller gives: the table's on a
card or board, the reader's in their own list of games.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.i18n import EN, Msg, msg, say
from bot.players import level_word
from bot.sessions.away import discord_time
from bot.storage import ACTIVE, ASKED, DEADLINE, REPLACED, SeatRecord
from bot.tables import MoveResult, Table

BOT_BADGE = "🤖"
"""Drawn before a bot's name in lists (the name itself already ends with "(bot)")."""

STAND_IN_WORDS: dict[str, Msg] = {
    ASKED: msg("table-stand-in-asked"),
    DEADLINE: msg("table-stand-in-deadline"),
    REPLACED: msg("table-stand-in-replaced"),
}
"""What a list says of a human a bot stands in for, by why it does (the message lacks its ``level``)."""


def pingable(seat: SeatRecord) -> bool:
    """Whether the seat's player may be pinged or DMed about a decision: a human playing their own seat, and
    not away (``/hauntbot away``: their turns wait for them, unannounced)."""
    return seat.reachable and seat.controller is None and seat.away_until is None


def pinged(table: Table, seats: Iterable[int]) -> tuple[int, ...]:
    """Those of ``seats`` (in order) whose player may be pinged now."""
    return tuple(s for s in seats if pingable(table.seat(s)))


def mention(table: Table, seat: int) -> str:
    """How a message names a seat's player: a mention for a human playing their own seat, else their name
    in bold (a bot, or a human a bot plays for, is never pinged)."""
    held = table.seat(seat)
    return f"<@{held.user_id}>" if pingable(held) else f"**{held.name}**"


def mentions(table: Table, seats: Iterable[int]) -> str:
    """:func:`mention` of each seat, separated by spaces."""
    return " ".join(mention(table, s) for s in seats)


def ping_line(table: Table, seats: Iterable[int]) -> str:
    """Mentions of those of ``seats`` that may be pinged (empty when none may: bots only)."""
    return " ".join(f"<@{table.seat(s).user_id}>" for s in pinged(table, seats))


def listed(held: SeatRecord, lang: str, host_id: int | None = None) -> str:
    """A seat in a list of players (the lobby card, the first board) in ``lang``: a mention, or a bot's marked
    name and level, with what a bot does for a human and who hosts."""
    if held.bot is not None:
        return f"{BOT_BADGE} {held.name} · {say(level_word(held.bot), lang)}"
    text = f"<@{held.user_id}>"
    if held.user_id == host_id:
        text = say(msg("table-listed-host", who=text), lang)
    return f"{text} · {stand_in_note(held, lang)}" if held.stand_in is not None else text


def stand_in_note(held: SeatRecord, lang: str) -> str:
    """What a bot does for a human's seat now, in a few words of ``lang`` ("" when the human plays it)."""
    if held.stand_in is None:
        return ""
    if held.away_until is not None and held.stand_in_why == DEADLINE:  # a stand-in for an away player
        words = msg("away-stand-in", until=discord_time(held.away_until))
    else:
        words = STAND_IN_WORDS.get(held.stand_in_why or ASKED, STAND_IN_WORDS[ASKED])
    return f"{BOT_BADGE} " + say(words.with_args(level=level_word(held.stand_in)), lang)


def waiting_name(table: Table, seat: int, lang: str) -> str:
    """A seat the game waits for, in bold, with "(bot playing)" (in ``lang``) when a bot decides for its human,
    and "(away until …)" when its human is away (the end in each reader's own timezone)."""
    held = table.seat(seat)
    if held.bot is None and held.stand_in is not None:
        named = say(msg("table-waiting-stand-in", who=held.name, badge=BOT_BADGE), lang)
    else:
        named = f"**{held.name}**"
    if held.away_until is not None:
        return say(msg("away-waiting", who=named, until=discord_time(held.away_until)), lang)
    return named


def bot_count(table: Table) -> int:
    """How many seats bots hold from the lobby on."""
    return sum(1 for s in table.seats if s.bot is not None)


def quiet(result: MoveResult) -> bool:
    """Whether a move's board may be edited in place rather than posted anew: the same seats still act, or
    the game goes on and nobody who must act now may be pinged (bots decide), so there is nobody to tell."""
    table = result.table
    if result.same_seats:
        return True
    acting = table.to_act()
    return table.record.status == ACTIVE and bool(acting) and not pinged(table, acting)


def may_act(table: Table, seat: int) -> bool:
    """Whether the seat's controls are shown on a public board: a human may act for it (a bot playing for
    them until they act again included), not a bot of its own nor a bot that replaced its player."""
    return table.seat(seat).reachable


def own_seat_note(held: SeatRecord, lang: str = EN) -> str:
    """A player's own game in their list of games, while a bot plays their seat (in ``lang``, the reader's)."""
    level = level_word(held.stand_in or "")
    if held.stand_in_why == REPLACED:
        return f"{BOT_BADGE} " + say(msg("table-own-seat-replaced", level=level), lang)
    return f"{BOT_BADGE} " + say(msg("table-own-seat-asked", level=level), lang)


def with_bots_note(seats: Iterable[SeatRecord], lang: str = EN) -> str:
    """ " with 2 bots" (in ``lang``) for a game where bots hold seats (empty when none does)."""
    count = sum(1 for s in seats if s.bot is not None)
    return " " + say(msg("table-with-bots", count=count), lang) if count else ""
