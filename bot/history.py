"""A game's log in words: history pages and "since your last move" digests, redacted for who reads them.

Everything here is pure: it takes the stored events (``events.sentence``, the public words of a
move, and ``events.notes``, what seats learned from it in secret) and the seats' display names.
Before the end a reader sees the public sentences and their own notes only; once the game is over
every seat's notes are shown. Lengths are capped so that any page or digest fits Discord's limits
(an embed description takes 4,096 characters, a message 2,000).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.games.base import cut
from bot.i18n import EN, Msg, Seat, msg, say
from bot.names import named, named_text
from bot.storage import EventRecord

PAGE_MOVES = 10
"""Moves on one history page."""
MAX_LINE = 380
"""Characters of one move in a history page, its secret notes included (10 fit in an embed's 4,096)."""
MAX_PAGE = PAGE_MOVES * (MAX_LINE + 1)
DIGEST_FULL = 6
"""A gap of up to this many moves is told in full; a longer one is counted, with its last moves in full."""
DIGEST_TAIL = 4
"""The moves told in full at the end of a long gap."""
MAX_DIGEST = 900
"""Characters of a digest (it shares a 2,000-character message with other text)."""
MAX_DIGEST_LINE = 200


@dataclass(frozen=True)
class Gap:
    """The moves since a seat last moved by hand: how many, how many each seat made, and the last few."""

    total: int
    per_seat: Mapping[int | None, int]
    """Moves per seat in the gap (None: moves of no seat)."""
    tail: Sequence[EventRecord]
    """The last moves of the gap, oldest first (all of them when the gap is short)."""


@dataclass(frozen=True)
class HistoryPage:
    """One page of a game's history as a reader may see it."""

    page: int
    """Counted from 1; the last page holds the newest moves."""
    pages: int
    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        """The page's lines (at most :data:`MAX_PAGE` characters)."""
        return "\n".join(self.lines)


def pages_for(moves: int) -> int:
    """How many history pages ``moves`` moves fill (one empty page for a game without moves)."""
    return max(1, -(-moves // PAGE_MOVES))


def page_range(page: int, moves: int) -> tuple[int, int]:
    """The first and last event ``seq`` on ``page`` (1-based, kept within the game's pages)."""
    page = min(max(page, 1), pages_for(moves))
    first = (page - 1) * PAGE_MOVES + 1
    return first, min(first + PAGE_MOVES - 1, max(moves, first))


def move_words(event: EventRecord, names: Sequence[str], lang: str = EN) -> str:
    """A move's public sentence in ``lang`` with display names (events saved before sentences were kept get
    a stand-in)."""
    if event.sentence:
        return named_text(event.sentence, names, lang)
    if event.seat is not None and event.seat < len(names):
        return say(msg("history-unsaid-move", who=Seat(event.seat)), lang, names)
    return say(msg("history-unsaid-move", who=msg("history-someone")), lang, names)


def secrets_for(
    event: EventRecord, reader: int | None, names: Sequence[str], *, revealed: bool, lang: str = EN
) -> list[str]:
    """The secret notes of a move that ``reader`` may see: their own, or every seat's once ``revealed``."""
    if revealed:
        return [
            f"🔓 {say(msg('history-name', who=_who(seat)), lang, names)}: {named(text, names, lang)}"
            for seat, text in sorted(event.notes.items())
        ]
    if reader is not None and reader in event.notes:
        return [f"🔒 {named(event.notes[reader], names, lang)}"]
    return []


def history_line(
    event: EventRecord, reader: int | None, names: Sequence[str], *, revealed: bool, lang: str = EN
) -> str:
    """One move of the history: its number, its words and the notes ``reader`` may see (capped)."""
    parts = [f"`{event.seq:>3}` {move_words(event, names, lang)}"]
    parts += [f"      {note}" for note in secrets_for(event, reader, names, revealed=revealed, lang=lang)]
    return cut("\n".join(parts), MAX_LINE)


def history_page(
    events: Sequence[EventRecord],
    *,
    page: int,
    moves: int,
    reader: int | None,
    names: Sequence[str],
    revealed: bool,
    lang: str = EN,
) -> HistoryPage:
    """Page ``page`` of a game with ``moves`` moves, from the events on it, as ``reader`` may see it in ``lang``."""
    count = pages_for(moves)
    page = min(max(page, 1), count)
    lines = tuple(history_line(e, reader, names, revealed=revealed, lang=lang) for e in events)
    return HistoryPage(page, count, lines or (say(msg("history-no-moves"), lang),))


def digest(
    gap: Gap, reader: int, names: Sequence[str], *, secrets: bool, heading: Msg | None = None, lang: str = EN
) -> str:
    """What happened since ``reader`` last moved, in a few lines of ``lang`` ("" when nothing did).

    ``secrets``: whether the reader's own notes may be shown (a DM or a private view; never a
    public ping). A long gap is counted per player, then its last moves are told in full. ``heading``
    names whose last move the gap starts after (None: the reader's, "Since your last move").
    """
    if gap.total == 0:
        return ""
    lines = []
    for event in gap.tail:
        line = move_words(event, names, lang)
        if secrets and reader in event.notes:
            line += f" 🔒 {named(event.notes[reader], names, lang)}"
        lines.append("• " + cut(line, MAX_DIGEST_LINE))
    counts = ", ".join(
        say(msg("digest-count", who=_who(seat), moves=n), lang, names)
        for seat, n in sorted(gap.per_seat.items(), key=_seat_order)
        if n
    )
    title = heading or msg("digest-since-yours")
    while True:
        told = len(lines)
        if gap.total > told:
            top = say(msg("digest-top-counted", heading=title, total=gap.total, counts=counts, told=told), lang, names)
        else:
            top = say(msg("digest-top", heading=title), lang, names)
        if told <= 1 or len(top) + sum(len(x) + 1 for x in lines) <= MAX_DIGEST:
            return cut("\n".join([top, *lines]), MAX_DIGEST)
        lines.pop(0)  # keep the newest moves when even the tail is too long


def _seat_order(item: tuple[int | None, int]) -> int:
    return -1 if item[0] is None else item[0]


def _who(seat: int | None) -> Msg | Seat:
    """A seat, or the game itself for moves of no seat."""
    return msg("history-the-game") if seat is None else Seat(seat)
