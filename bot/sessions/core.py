"""The plumbing under every session: the game's lock (the store's ``game_lock``), the count of changes in
flight, loading a table, finding the lobby or game played in a place, planning duties and drawing boards."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable, Mapping
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.deadlines import BOT_PAUSE_SECONDS, Duty, plan
from bot.i18n import EN, msg
from bot.registry import GameKit
from bot.results import results_of
from bot.storage import ACTIVE, FINISHED, LOBBY, ResultRow, SeatRecord, StoreProtocol
from bot.tables import (
    Picture,
    Refusal,
    Table,
    auto_key,
    engine_state,
    owing,
)
from render.cache import MB, ByteCache
from render.encode import encode_png

log = logging.getLogger(__name__)


def _draw(kit: GameKit, view: Any, names: list[str], lang: str = EN) -> bytes:
    """Render (words in ``lang``) and encode in one worker-thread hop."""
    return encode_png(kit.render(view, names, lang), kit.palette)


def utcnow() -> datetime:
    """The current time in UTC (the default clock)."""
    return datetime.now(UTC)


NO_DUTY = Duty(-1, None, datetime.min.replace(tzinfo=UTC), None, None)


def with_duties(seats: tuple[SeatRecord, ...], duties: list[Duty]) -> tuple[SeatRecord, ...]:
    """The seats carrying the duties just saved."""
    by_seat = {d.seat: d for d in duties}
    return tuple(replace(s, duty=by_seat.get(s.seat)) for s in seats)


def bot_seats(table: Table) -> frozenset[int]:
    """The seats a bot decides for now (a bot's own seat, or a human's with a stand-in)."""
    return frozenset(s.seat for s in table.seats if s.controller is not None)


class SessionCore:
    """What lobbies, moves and boards share (see :class:`bot.sessions.Sessions`)."""

    def __init__(
        self,
        store: StoreProtocol,
        kits: Mapping[str, GameKit],
        *,
        clock: Callable[[], datetime] = utcnow,
        new_seed: Callable[[], int] = lambda: secrets.randbits(52),
        bot_pause: float = BOT_PAUSE_SECONDS,
    ) -> None:
        self.store = store
        self.kits = kits
        self._clock = clock
        self._new_seed = new_seed
        self.bot_pause = timedelta(seconds=bot_pause)
        """How long a bot waits before it acts (the same for every decision: it never tells anything)."""
        self._in_flight = 0
        self._idle = asyncio.Event()
        self._idle.set()
        self.closing = False
        self.on_due: Callable[[], None] | None = None
        """Wakes the scheduler: a change left a duty due at once (an automatic answer), or a board is owed."""
        self.on_due_at: Callable[[datetime], None] | None = None
        """Wakes the scheduler at a time: a change left a bot's decision due after its pause."""
        self.pages: ByteCache[Hashable, tuple[tuple[str, ...], ...]] = ByteCache("history.pages", 2 * MB)
        """History pages laid out, by game, its count of moves, reader, end, language and names: a game's log
        only grows, so the pages of one count of moves never change, and turning them reads no event again."""

    async def drain(self) -> None:
        """Refuse new work and wait for every change in flight to finish (shutdown)."""
        self.closing = True
        await self._idle.wait()

    @contextlib.asynccontextmanager
    async def _working(self) -> AsyncIterator[None]:
        """Count a change in flight for ``drain``; refuse it once the bot is closing."""
        if self.closing:
            raise Refusal(msg("s-restarting"))
        self._in_flight += 1
        self._idle.clear()
        try:
            yield
        finally:
            self._in_flight -= 1
            if self._in_flight == 0:
                self._idle.set()

    async def _guarded(self, game_id: int, work: Callable[[], Awaitable[Any]]) -> Any:
        """Run ``work`` as a change in flight, under the store's lock of the game (one change of it at a time)."""
        async with self._working(), self.store.game_lock(game_id):
            return await work()

    async def load(self, game_id: int) -> Table:
        """Load a game with its seats and state; Refusal if it does not exist."""
        found = await self.store.game_and_seats(game_id)
        if found is None or found[0].kind not in self.kits:
            raise Refusal(msg("s-no-such-game"))
        record, seats = found
        kit = self.kits[record.kind]
        state = kit.game.load(record.state) if record.state is not None else None
        invited = tuple(await self.store.invites(game_id)) if record.status == LOBBY else ()
        return Table(record, tuple(seats), kit, state, invited)

    async def render(self, table: Table, seat: int | None = None, lang: str | None = None) -> Picture:
        """Draw and encode the board for a seat (None: public), off the event loop; its words in ``lang``
        (default: the table's)."""
        if engine_state(table) is None:
            raise Refusal(msg("s-no-board-yet"))
        view = table.kit.game.view(engine_state(table), seat)
        names = table.names
        spoken = lang or table.lang
        png = await asyncio.to_thread(_draw, table.kit, view, names, spoken)
        return Picture(png, table.kit.alt_text(view, names, spoken))

    async def lobby_here(self, kind: str, channel_id: int) -> Table:
        """The open lobby of a kind in a channel; Refusal when there is none."""
        record = await self.store.open_lobby(kind, channel_id)
        if record is None:
            title = self.kits[kind].game.title
            raise Refusal(msg("s-no-lobby-here", game=title, kind=kind))
        return await self.load(record.id)

    async def game_here(self, kind: str, place_id: int, user_id: int) -> Table:
        """The active game of a kind played in this channel or thread, preferring the user's own."""
        records = await self.store.games_here(kind, place_id, (ACTIVE,))
        if not records:
            title = self.kits[kind].game.title
            raise Refusal(msg("s-no-game-here", game=title, kind=kind))
        for record in records:
            table = await self.load(record.id)
            if table.seat_of(user_id) is not None:
                return table
        return await self.load(records[0].id)

    async def lobby_or_game_here(self, kind: str, place_id: int, user_id: int) -> Table:
        """The open lobby here, else the active game played here."""
        record = await self.store.open_lobby(kind, place_id)
        if record is not None:
            return await self.load(record.id)
        return await self.game_here(kind, place_id, user_id)

    async def set_places(
        self, game_id: int, *, lobby_message_id: int | None = None, thread_id: int | None = None
    ) -> None:
        """Remember where a game's lobby message and thread are (the live board: ``board_posted``)."""
        await self.store.set_places(game_id, lobby_message_id=lobby_message_id, thread_id=thread_id)

    async def board_posted(
        self, table: Table, message_id: int, *, text: str | None = None, channel_id: int | None = None
    ) -> None:
        """Record that the live board of ``table`` (its version) is now posted as ``message_id`` in ``channel_id``
        (None: edited in place), saying ``text``; the board it replaces is queued to be left as its line of text."""
        await self.store.board_posted(table.id, message_id, table.record.version, text=text, channel_id=channel_id)

    async def best_scores(self, guild_id: int, kind: str) -> dict[str, int]:
        """A server's best scores of one game, per rule combination."""
        return await self.store.best_scores(guild_id, kind)

    async def _place_free(self, place_id: int, *, but: int | None = None) -> None:
        """Refuse when a running game (other than ``but``) is played in this channel or thread."""
        other = await self.store.game_played_in(place_id)
        if other is None or other.id == but:
            return
        title = self.kits[other.kind].game.title if other.kind in self.kits else msg("s-another-game")
        raise Refusal(msg("s-place-taken", game=title, id=other.id))

    async def _lobby(self, game_id: int) -> Table:
        table = await self.load(game_id)
        if table.record.status != LOBBY:
            raise Refusal(msg("s-lobby-closed"))
        return table

    async def _plan(
        self, table: Table, after: Any, status: str, acted: int | None = None, fresh: frozenset[int] = frozenset()
    ) -> list[Duty]:
        """The duties ``after`` leaves: kept, fresh, or due at once for players who answer automatically.

        Seats a bot decides for (``table.seats`` as they will be saved) owe their decision after the
        bots' pause; ``fresh`` seats (their player changed: a bot took over, or the human came back)
        get a new duty whatever they owed before. A seat whose human is away owes a new turn from the
        end of their away.
        """
        now_owing = owing(table.kit, after, status)
        previous = {s: d for s, d in table.duties().items() if s not in fresh}
        bots = bot_seats(table)
        opened = [
            s
            for s, w in now_owing.items()
            if w is not None and s not in bots and (s == acted or previous.get(s, NO_DUTY).window != w)
        ]
        answer_now: set[int] = set()
        if opened:
            prefs = await self.store.prefs([table.user_of(s) for s in opened])
            kind = table.record.kind
            # Only what answering at once would not give away: a seat whose quick answer depends on
            # a secret (a cat in hand) waits for its deadline like everyone else.
            at_once = table.kit.game.may_answer_at_once
            answer_now = {
                s
                for s in opened
                if prefs.get(table.user_of(s), {}).get(auto_key(kind, now_owing[s] or "")) and at_once(after, s)
            }
        now = self._clock()
        away = {s.seat: s.away_until for s in table.seats if s.away_until is not None and s.away_until > now}
        return plan(
            now_owing,
            previous,
            now,
            table.timers,
            answer_now=frozenset(answer_now),
            acted=acted,
            bots=bots,
            pause=self.bot_pause,
            away=away,
        )

    async def _draw_board(self, kit: GameKit, view: Any, names: list[str], lang: str = EN) -> bytes:
        """The PNG of a move's board: drawn right here when the move is alone, else in a worker thread.

        Drawing and encoding take 5-20 ms. Sending them to a worker thread and back costs
        ~0.5 ms of thread wake-ups on a small VPS, a tenth of a move, and most moves arrive
        alone; with other changes in flight the board goes to a worker, so the event loop
        keeps answering and both cores draw.
        """
        if self._in_flight > 1:
            return await asyncio.get_running_loop().run_in_executor(None, _draw, kit, view, names, lang)
        return _draw(kit, view, names, lang)

    def _wake_if_due(self, duties: list[Duty], bots: frozenset[int] = frozenset()) -> None:
        """Wake the scheduler now for a duty due now, and at the due time of the first ``bots`` duty."""
        now = self._clock()
        if self.on_due is not None and any(d.due_at is not None and d.due_at <= now for d in duties):
            self.on_due()
        later = [d.due_at for d in duties if d.seat in bots and d.due_at is not None and d.due_at > now]
        if later and self.on_due_at is not None:
            self.on_due_at(min(later))

    def _best_score(self, table: Table, after: Any, status: str) -> tuple[str, int] | None:
        """The (rules key, score) a finished game enters in its server's table, if its game keeps one."""
        if status != FINISHED or not table.kit.game.traits.best_scores or table.record.guild_id is None:
            return None
        return table.kit.game.best_score(after)

    @staticmethod
    def _results(table: Table, after: Any) -> list[ResultRow]:
        """Every seat's result when ``after`` ends the game (empty while it goes on)."""
        game = table.kit.game
        outcome = game.outcome(after)
        if outcome is None:
            return []
        return results_of(outcome, table.seats, cooperative=game.traits.cooperative)

    async def picture(self, table: Table) -> Picture | None:
        """The public board of a saved change; None (logged once) when it cannot be drawn."""
        view = table.kit.game.view(engine_state(table), None)
        try:
            png = await self._draw_board(table.kit, view, table.names, table.lang)
        except Exception:
            log.exception(
                "the board of game %s v%s could not be drawn; it is posted as text", table.id, table.record.version
            )
            return None
        return Picture(png, table.kit.alt_text(view, table.names, table.lang))
