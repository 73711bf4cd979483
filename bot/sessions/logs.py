"""Reading a game's log: its history a page at a time, and what happened since a seat last moved.

Nothing here loads or replays the game: history reads the game's events once per count of moves (pages are
kept, laid out, for the reader), a digest its gap's count and last few events. Secrets stay with their seat
until the game is over (:mod:`bot.history`).
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.history import DIGEST_FULL, DIGEST_TAIL, Gap, HistoryPage, before_newest, digest, history_pages, page_of
from bot.i18n import EN, Seat, msg
from bot.sessions.core import SessionCore
from bot.storage import ACTIVE, FINISHED, LOBBY
from bot.tables import Refusal, Table


class Logs(SessionCore):
    """History pages and digests for :class:`bot.sessions.Sessions`."""

    async def history(
        self, game_id: int, user_id: int, page: int | None = None, lang: str = EN
    ) -> tuple[Table, HistoryPage]:
        """Page ``page`` (1-based; None: the newest) of a game's history as ``user_id`` may read it, in ``lang``.

        A player also sees what they learned in secret; a spectator sees the public words only;
        once the game is over everybody sees every seat's secrets.
        """
        found = await self.store.game_and_seats(game_id)
        if found is None or found[0].kind not in self.kits:
            raise Refusal(msg("s-no-such-game"))
        record, seats = found
        if record.status == LOBBY:
            raise Refusal(msg("s-no-history-yet", kind=record.kind))
        table = Table(record, tuple(seats), self.kits[record.kind])
        reader, revealed = table.reader_of(user_id), record.status == FINISHED
        whose = None if revealed else reader  # once everything is revealed, every reader reads the same log
        key = (game_id, await self.store.move_count(game_id), whose, revealed, lang, tuple(table.names))
        pages = self.pages.get(key)
        if pages is None:
            events = await self.store.events(game_id)
            pages = tuple(history_pages(events, reader=reader, names=table.names, revealed=revealed, lang=lang))
            self.pages.put(key, pages)
        return table, page_of(pages, page, lang)

    async def log_here(self, kind: str, place_id: int, user_id: int) -> int:
        """The game whose history ``/<kind> history`` shows here: the running game (the caller's own
        first), else the last one that ended here; Refusal when there is none."""
        records = await self.store.games_here(kind, place_id, (ACTIVE, FINISHED))
        running = [r for r in records if r.status == ACTIVE]
        for record in running:
            if any(s.user_id == user_id for s in await self.store.seats(record.id)):
                return record.id
        if records:
            return (running or records)[0].id
        title = self.kits[kind].game.title
        raise Refusal(msg("s-no-game-played-here", game=title, kind=kind))

    async def gap(self, game_id: int, seat: int) -> Gap:
        """The moves since ``seat`` last moved by hand: counted, with the last few in full."""
        total, per_seat, tail = await self.store.moves_since_own(game_id, seat, tail=DIGEST_FULL)
        if total > DIGEST_FULL:
            tail = tail[-DIGEST_TAIL:]
        return Gap(total, per_seat, tuple(tail))

    async def digest(self, table: Table, seat: int, *, secrets: bool, lang: str = EN) -> str:
        """What happened since ``seat`` last moved ("" when nothing did), in ``lang``; ``secrets``: with its
        own notes (for its DM or private view only)."""
        return digest(await self.gap(table.id, seat), seat, table.names, secrets=secrets, lang=lang)

    async def ping_digest(self, table: Table, seats: Iterable[int], *, on_board: bool = False) -> str:
        """For a public ping of ``seats``: the public moves since the one of them that waited longest last
        moved, when more happened than the board's own sentence tells ("" otherwise). ``on_board``: the ping
        is on a board, whose sentence tells the newest move, so the digest stops before it."""
        gaps = [(await self.gap(table.id, s), s) for s in sorted(seats)]
        if not gaps:
            return ""
        gap, seat = max(gaps, key=lambda g: g[0].total)
        if gap.total < 2:
            return ""
        if on_board:
            gap = before_newest(gap)
        heading = msg("digest-since-yours") if len(gaps) == 1 else msg("digest-since-theirs", who=Seat(seat))
        return digest(gap, seat, table.names, secrets=False, heading=heading, lang=table.lang)
