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
from bot.storage import UNDO, EventRecord

PAGE_MOVES = 10
"""Entries on one history page at most (a move too long for one page counts once per part)."""
MAX_PAGE = 4000
"""Characters of one history page (an embed description takes 4,096)."""
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


def before_newest(gap: Gap) -> Gap:
    """The gap without its newest move (which a board's own sentence already tells)."""
    if not gap.tail:
        return gap
    newest = gap.tail[-1].seat
    per_seat = {**gap.per_seat, newest: gap.per_seat.get(newest, 1) - 1}
    return Gap(gap.total - 1, per_seat, tuple(gap.tail[:-1]))


@dataclass(frozen=True)
class HistoryPage:
    """One page of a game's history as a reader may see it."""

    page: int
    """Counted from 1; the last page holds the newest moves."""
    pages: int
    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        """The page's entries (at most :data:`MAX_PAGE` characters)."""
        return "\n".join(self.lines)


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


def taken_back(events: Sequence[EventRecord]) -> frozenset[int]:
    """The numbers (``seq``) of the moves an ``undo`` event took back: each is the event just before it."""
    return frozenset(e.seq - 1 for e in events if e.action == UNDO)


def history_line(
    event: EventRecord,
    reader: int | None,
    names: Sequence[str],
    *,
    revealed: bool,
    lang: str = EN,
    undone: bool = False,
) -> str:
    """One move of the history, whole: its number, its words (struck through and marked when it was taken back,
    ``undone``) and the notes ``reader`` may see."""
    words = move_words(event, names, lang)
    if undone:
        words = f"~~{words}~~ {say(msg('undo-taken-back'), lang)}"
    parts = [f"`{event.seq:>3}` {words}"]
    parts += [f"      {note}" for note in secrets_for(event, reader, names, revealed=revealed, lang=lang)]
    return "\n".join(parts)


def entry_parts(entry: str, room: int = MAX_PAGE) -> list[str]:
    """An entry as parts of at most ``room`` characters, split where a line ends (a single line longer than a
    page, which no game writes, is cut)."""
    parts: list[str] = []
    for line in entry.split("\n"):
        line = cut(line, room)
        if parts and len(parts[-1]) + 1 + len(line) <= room:
            parts[-1] += "\n" + line
        else:
            parts.append(line)
    return parts


def history_pages(
    events: Sequence[EventRecord], *, reader: int | None, names: Sequence[str], revealed: bool, lang: str = EN
) -> list[tuple[str, ...]]:
    """A game's whole history as ``reader`` may see it, in pages of whole entries, oldest page first.

    Pages are filled from the newest move back, so the newest page is full and the first may hold a few;
    a page holds at most :data:`PAGE_MOVES` entries and :data:`MAX_PAGE` characters, and an entry too long
    for one page is split where a line ends, its parts on pages of their own."""
    undone = taken_back(events)
    parts = [
        p
        for e in events
        for p in entry_parts(history_line(e, reader, names, revealed=revealed, lang=lang, undone=e.seq in undone))
    ]
    pages: list[list[str]] = []
    size = 0
    for part in reversed(parts):
        if pages and len(pages[-1]) < PAGE_MOVES and size + 1 + len(part) <= MAX_PAGE:
            pages[-1].insert(0, part)
            size += 1 + len(part)
        else:
            pages.append([part])
            size = len(part)
    return [tuple(page) for page in reversed(pages)]


def history_page(
    events: Sequence[EventRecord],
    *,
    page: int | None,
    reader: int | None,
    names: Sequence[str],
    revealed: bool,
    lang: str = EN,
) -> HistoryPage:
    """Page ``page`` (1-based, the first moves first; None or beyond the end: the newest) of a game's history,
    from all its ``events``, as ``reader`` may see it in ``lang``."""
    return page_of(history_pages(events, reader=reader, names=names, revealed=revealed, lang=lang), page, lang)


def page_of(pages: Sequence[tuple[str, ...]], page: int | None, lang: str = EN) -> HistoryPage:
    """Page ``page`` (1-based; None or beyond the end: the newest) of laid-out ``pages`` (see
    :func:`history_pages`); a game without moves has one page saying so, in ``lang``."""
    if not pages:
        return HistoryPage(1, 1, (say(msg("history-no-moves"), lang),))
    number = len(pages) if page is None else min(max(page, 1), len(pages))
    return HistoryPage(number, len(pages), pages[number - 1])


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
    undone = taken_back(gap.tail)
    for event in gap.tail:
        line = move_words(event, names, lang)
        if event.seq in undone:
            line = f"~~{line}~~ {say(msg('undo-taken-back'), lang)}"
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
