"""The one move pipeline every game goes through (shared/DESIGN.md).

lock the game → load → check seat and version → ``apply`` → save state, event
and duties in one statement while the board is drawn and encoded → publish. Cogs call
these methods and turn a :class:`Refusal` into an ephemeral sentence; they
never touch SQL or rules internals.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from bot.deadlines import SKIP, BadTimers, Duty, Timers, plan, restarted_turn
from bot.games.base import MAX_ACTION_LENGTH, AlreadyAnswered, BadOptions, IllegalAction
from bot.registry import GameKit
from bot.storage import ACTIVE, CANCELLED, FINISHED, LOBBY, LobbyExists, SeatRecord, Store, VersionConflict
from bot.tables import (
    MoveResult,
    Picture,
    Publish,
    Refusal,
    StaleBoard,
    Table,
    auto_key,
    named,
    owing,
    same_duty,
)
from render.encode import encode_png

log = logging.getLogger(__name__)

__all__ = [
    "MoveResult",
    "Picture",
    "Publish",
    "Refusal",
    "Sessions",
    "StaleBoard",
    "Table",
    "auto_key",
    "owing",
    "same_duty",
    "utcnow",
]


def _draw(kit: GameKit, view: Any, names: list[str]) -> bytes:
    """Render and encode in one worker-thread hop."""
    return encode_png(kit.render(view, names), kit.palette)


def utcnow() -> datetime:
    """The current time in UTC (the default clock)."""
    return datetime.now(UTC)


_NO_DUTY = Duty(-1, None, datetime.min.replace(tzinfo=UTC), None, None)


def _with_duties(seats: tuple[SeatRecord, ...], duties: list[Duty]) -> tuple[SeatRecord, ...]:
    """The seats carrying the duties just saved."""
    by_seat = {d.seat: d for d in duties}
    return tuple(replace(s, duty=by_seat.get(s.seat)) for s in seats)


class Sessions:
    """Runs lobbies and moves for every kind of game."""

    def __init__(
        self,
        store: Store,
        kits: Mapping[str, GameKit],
        *,
        clock: Callable[[], datetime] = utcnow,
        new_seed: Callable[[], int] = lambda: secrets.randbits(52),
    ) -> None:
        self.store = store
        self.kits = kits
        self._clock = clock
        self._new_seed = new_seed
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._in_flight = 0
        self._idle = asyncio.Event()
        self._idle.set()
        self.closing = False
        self.on_due: Callable[[], None] | None = None
        """Wakes the scheduler: a change left a duty due at once (an automatic answer), or a board is owed."""

    # --- plumbing ------------------------------------------------------------------

    def _lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[game_id] = lock
        return lock

    async def drain(self) -> None:
        """Refuse new work and wait for every change in flight to finish (shutdown)."""
        self.closing = True
        await self._idle.wait()

    @contextlib.asynccontextmanager
    async def _working(self) -> AsyncIterator[None]:
        """Count a change in flight for ``drain``; refuse it once the bot is closing."""
        if self.closing:
            raise Refusal("The bot is restarting; try again in a minute. Nothing was changed.")
        self._in_flight += 1
        self._idle.clear()
        try:
            yield
        finally:
            self._in_flight -= 1
            if self._in_flight == 0:
                self._idle.set()

    async def _guarded(self, game_id: int, work: Callable[[], Awaitable[Any]]) -> Any:
        async with self._working(), self._lock(game_id):
            return await work()

    async def load(self, game_id: int) -> Table:
        """Load a game with its seats and state; Refusal if it does not exist."""
        found = await self.store.game_and_seats(game_id)
        if found is None or found[0].kind not in self.kits:
            raise Refusal("That game no longer exists; start one with the game's `new` command.")
        record, seats = found
        kit = self.kits[record.kind]
        state = kit.game.load(record.state) if record.state is not None else None
        return Table(record, tuple(seats), state, kit)

    async def render(self, table: Table, seat: int | None = None) -> Picture:
        """Draw and encode the board for a seat (None: public), off the event loop."""
        if table.state is None:
            raise Refusal("The game has not started yet, so there is no board.")
        view = table.kit.game.view(table.state, seat)
        names = table.names
        png = await asyncio.to_thread(_draw, table.kit, view, names)
        return Picture(png, table.kit.alt_text(view, names))

    # --- finding games ----------------------------------------------------------------

    async def lobby_here(self, kind: str, channel_id: int) -> Table:
        """The open lobby of a kind in a channel; Refusal when there is none."""
        record = await self.store.open_lobby(kind, channel_id)
        if record is None:
            title = self.kits[kind].game.title
            raise Refusal(f"There is no open {title} lobby in this channel; open one with `/{kind} new`.")
        return await self.load(record.id)

    async def game_here(self, kind: str, place_id: int, user_id: int) -> Table:
        """The active game of a kind played in this channel or thread, preferring the user's own."""
        records = await self.store.games_here(kind, place_id, (ACTIVE,))
        if not records:
            title = self.kits[kind].game.title
            raise Refusal(
                f"No {title} game is being played here; use this command in the game's thread, "
                f"or start one with `/{kind} new`."
            )
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

    async def board_posted(self, table: Table, message_id: int) -> None:
        """Record that the live board of ``table`` (its version) is now posted as ``message_id``."""
        await self.store.board_posted(table.id, message_id, table.record.version)

    async def best_scores(self, guild_id: int, kind: str) -> dict[str, int]:
        """A server's best scores of one game, per rule combination."""
        return await self.store.best_scores(guild_id, kind)

    # --- lobby ---------------------------------------------------------------------

    async def open_lobby(
        self,
        kind: str,
        *,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        options: Mapping[str, Any],
        settings: Mapping[str, Any] | None = None,
    ) -> Table:
        """Open a lobby with the caller as host; checks the options first.

        ``settings`` are table settings the rules engine does not know (kept with the game).
        """
        kit = self.kits[kind]
        try:
            checked = kit.game.check_options(options)
        except BadOptions as exc:
            raise Refusal(str(exc)) from exc
        defaults = await self.store.guild_defaults(guild_id) if guild_id is not None else {}
        try:
            timers = Timers.from_settings(settings or {}, defaults)
        except BadTimers as exc:
            raise Refusal(f"{exc} Nothing was opened.") from exc
        if timers.on_timeout == SKIP and not hasattr(kit.game, "default_action"):
            raise Refusal(
                f"{kit.game.title} has no pass in its rules, so turns cannot be skipped; "
                "choose wait or remove for the deadline."
            )
        settings = {**(settings or {}), **timers.to_settings()}
        await self._place_free(channel_id)
        async with self._working():
            try:
                record = await self.store.create_lobby(
                    kind=kind,
                    guild_id=guild_id,
                    channel_id=channel_id,
                    host_id=user_id,
                    host_name=name,
                    options=checked,
                    seed=self._new_seed(),
                    now=self._clock(),
                    settings=settings,
                )
            except LobbyExists as exc:
                raise Refusal(
                    f"This channel already has an open {kit.game.title} lobby: join it with `/{kind} join`, "
                    f"or its host can `/{kind} cancel` it."
                ) from exc
            return await self.load(record.id)

    async def join(self, game_id: int, user_id: int, name: str) -> Table:
        """Seat a user in a lobby."""

        async def work() -> Table:
            table = await self._lobby(game_id)
            if table.seat_of(user_id) is not None:
                raise Refusal("You are already in this lobby; wait for the host to start, or leave it.")
            game = table.kit.game
            if len(table.seats) >= game.max_players:
                raise Refusal(f"This lobby is full ({game.max_players} players); wait for the next game.")
            await self.store.add_seat(game_id, user_id, name)
            return await self.load(game_id)

        return await self._guarded(game_id, work)

    async def leave(self, game_id: int, user_id: int) -> Table:
        """Take a user out of a lobby (the host cancels instead)."""

        async def work() -> Table:
            table = await self._lobby(game_id)
            if table.seat_of(user_id) is None:
                raise Refusal("You are not in this lobby, so there is nothing to leave.")
            if user_id == table.record.host_id:
                raise Refusal(f"You are the host; use `/{table.record.kind} cancel` to close the lobby.")
            await self.store.remove_seat(game_id, user_id)
            return await self.load(game_id)

        return await self._guarded(game_id, work)

    async def kick(self, game_id: int, by: int, target: int) -> Table:
        """The host removes someone from the lobby."""

        async def work() -> Table:
            table = await self._lobby(game_id)
            if by != table.record.host_id:
                raise Refusal("Only the host can remove players from the lobby.")
            if target == by:
                raise Refusal(f"You cannot remove yourself; use `/{table.record.kind} cancel` to close the lobby.")
            if table.seat_of(target) is None:
                raise Refusal("That user is not in this lobby.")
            await self.store.remove_seat(game_id, target)
            return await self.load(game_id)

        return await self._guarded(game_id, work)

    async def start(self, game_id: int, by: int, *, own_thread: bool = False) -> Table:
        """The host starts the game: seats fixed, the engine sets up.

        A game played in its lobby's channel (``own_thread`` False: no thread will be opened
        for it) cannot start while another game is played there: one game per place.
        """

        async def work() -> Table:
            table = await self._lobby(game_id)
            game = table.kit.game
            if by != table.record.host_id:
                raise Refusal("Only the host can start the game; ask them, or join and wait.")
            if not own_thread:
                await self._place_free(table.record.channel_id, but=game_id)
            count = len(table.seats)
            if not game.min_players <= count <= game.max_players:
                raise Refusal(
                    f"{game.title} needs {game.min_players}–{game.max_players} players and the lobby has "
                    f"{count}; invite more with the Join button."
                )
            state = game.new_game(count, table.record.seed, table.record.options)
            seated = replace(table, seats=tuple(replace(s, seat=i) for i, s in enumerate(table.seats)))
            duties = await self._plan(seated, state, ACTIVE)
            try:
                await self.store.start(
                    game_id,
                    state=game.dump(state),
                    seat_order=[s.user_id for s in table.seats],
                    now=self._clock(),
                    duties=duties,
                )
            except VersionConflict as exc:
                raise Refusal("This lobby has already started or been closed.") from exc
            self._wake_if_due(duties)
            return await self.load(game_id)

        return await self._guarded(game_id, work)

    async def cancel(self, game_id: int, by: int, *, admin: bool) -> Table:
        """Close a lobby or stop a running game (host, or a server manager)."""

        async def work() -> Table:
            table = await self.load(game_id)
            if by != table.record.host_id and not admin:
                raise Refusal("Only the host or someone with Manage Server can cancel this game.")
            done = await self.store.set_status(game_id, CANCELLED, only_from=(LOBBY, ACTIVE), now=self._clock())
            if not done:
                raise Refusal("This game is already over.")
            return await self.load(game_id)

        return await self._guarded(game_id, work)

    async def adopt(self, game_id: int) -> bool:
        """Give a running game without recorded duties its duties now; True if it needed them."""

        async def work() -> bool:
            table = await self.load(game_id)
            if table.duties() or table.state is None:
                return False
            duties = await self._plan(table, table.state, table.record.status)
            if not duties:
                return False
            await self.store.set_duties(game_id, duties)
            self._wake_if_due(duties)
            return True

        return await self._guarded(game_id, work)

    async def move_home(self, game_id: int, channel_id: int) -> Table:
        """Play a running game in another channel from now on (a server manager's move; un-pauses it)."""

        async def work() -> Table:
            await self.store.move_home(game_id, channel_id)
            return await self.load(game_id)

        return await self._guarded(game_id, work)

    async def _place_free(self, place_id: int, *, but: int | None = None) -> None:
        """Refuse when a running game (other than ``but``) is played in this channel or thread."""
        other = await self.store.game_played_in(place_id)
        if other is None or other.id == but:
            return
        title = self.kits[other.kind].game.title if other.kind in self.kits else "Another game"
        raise Refusal(
            f"{title} #{other.id} is being played here, and a thread or channel holds one game at a time; "
            "open the new game in another channel, or here once that game is over."
        )

    async def _lobby(self, game_id: int) -> Table:
        table = await self.load(game_id)
        if table.record.status != LOBBY:
            raise Refusal("This lobby is closed: the game has started or was cancelled.")
        return table

    # --- moves -----------------------------------------------------------------------

    async def play(
        self, game_id: int, user_id: int, action: str, *, version: int | None, publish: Publish
    ) -> MoveResult:
        """Apply one player's action through the whole pipeline.

        ``version`` is the board version a click came from (None for slash
        commands, which always target the live game).
        """

        async def work() -> MoveResult:
            table = await self.load(game_id)
            seat = self._seat_for_move(table, user_id)
            if version is not None and version != table.record.version:
                raise StaleBoard("That board is out of date; here is the current one. Nothing was changed.")
            if len(action) > MAX_ACTION_LENGTH:
                raise Refusal("That is not a move of this game; pick one of the moves offered to you now.")
            game = table.kit.game
            if seat not in table.to_act() and not hasattr(game, "interrupts"):
                self._refuse_out_of_turn(table, seat, action)
            # Engines with out-of-turn moves judge them (and word the refusal) themselves.
            try:
                after = game.apply(table.state, seat, action)
            except IllegalAction as exc:
                raise Refusal(named(exc.reason, table.names)) from exc
            sentence = f"**{table.names[seat]}** {game.describe(table.state, seat, action, after)}"
            missed = table.seats[seat].missed
            return await self._commit(table, after, seat, action, sentence, publish, acted=seat if missed else None)

        return await self._guarded(game_id, work)

    async def play_for(
        self, game_id: int, seat: int, *, since: Duty, why: str, publish: Publish, action: str | None = None
    ) -> MoveResult | None:
        """Play a seat's default answer (or ``action``) for them: a deadline passed or they chose to.

        Nothing happens (None) when the seat no longer owes the decision ``since`` describes.
        """

        async def work() -> MoveResult | None:
            table = await self.load(game_id)
            if table.record.status != ACTIVE or not same_duty(table.duties().get(seat), since):
                return None
            game = table.kit.game
            default: Callable[[Any, int], str] | None = getattr(game, "default_action", None)
            if action is None and default is None:
                raise Refusal(f"{game.title} has no default answer for an absent player.")
            chosen = action if action is not None else default(table.state, seat)  # type: ignore[misc]
            after = game.apply(table.state, seat, chosen)
            sentence = f"**{table.names[seat]}** ({why}) {game.describe(table.state, seat, chosen, after)}"
            return await self._commit(table, after, seat, chosen, sentence, publish)

        return await self._guarded(game_id, work)

    async def miss_deadline(self, game_id: int, seat: int, *, since: Duty, publish: Publish) -> tuple[int, bool] | None:
        """Count a missed turn deadline under the game's lock: (misses in a row, whether the seat was removed).

        None when the seat no longer owes ``since`` (it moved as the deadline passed), so a
        player who moved in time is never marked absent. At the table's limit the seat is
        removed as the rules say; otherwise its turn starts again with a fresh deadline.
        """

        async def work() -> tuple[int, bool] | None:
            table = await self.load(game_id)
            if table.record.status != ACTIVE or not same_duty(table.duties().get(seat), since):
                return None
            missed = await self.store.add_missed(game_id, seat, since)
            if missed is None:
                return None
            timers = table.timers
            if missed < timers.remove_after:
                await self.store.reschedule(game_id, restarted_turn(since, self._clock(), timers))
                return missed, False
            after = table.kit.game.resign(table.state, seat)
            sentence = f"**{table.names[seat]}** was removed from the game after {missed} missed deadlines."
            await self._commit(table, after, seat, "resign", sentence, publish)
            return missed, True

        return await self._guarded(game_id, work)

    async def resign(self, game_id: int, user_id: int, *, publish: Publish) -> MoveResult:
        """A player leaves a running game; the rules decide whether it goes on."""

        async def work() -> MoveResult:
            table = await self.load(game_id)
            seat = self._seat_for_move(table, user_id)
            after = table.kit.game.resign(table.state, seat)
            if after == table.state:
                raise Refusal("You have already left this game.")
            sentence = f"**{table.names[seat]}** resigned."
            return await self._commit(table, after, seat, "resign", sentence, publish)

        return await self._guarded(game_id, work)

    @staticmethod
    def _refuse_out_of_turn(table: Table, seat: int, action: str) -> None:
        """Refuse a move of a seat that owes nothing: the engine's sentence when it already answered."""
        waiting = ", ".join(table.names[s] for s in sorted(table.to_act()))
        generic = Refusal(f"It is not your turn; the game is waiting for {waiting}.")
        try:
            table.kit.game.apply(table.state, seat, action)
        except AlreadyAnswered as exc:
            raise Refusal(named(exc.reason, table.names)) from exc
        except IllegalAction as exc:
            raise generic from exc
        log.warning("game %s let seat %s play %r out of turn; refused", table.id, seat, action)
        raise generic

    def _seat_for_move(self, table: Table, user_id: int) -> int:
        status = table.record.status
        if status == LOBBY:
            raise Refusal(f"This game has not started yet; the host starts it with `/{table.record.kind} start`.")
        if status in (FINISHED, CANCELLED):
            raise Refusal(f"This game is over; start a new one with `/{table.record.kind} new`.")
        seat = table.seat_of(user_id)
        if seat is None:
            raise Refusal("You are not playing in this game; you can watch, or join the next one.")
        return seat

    async def _plan(self, table: Table, after: Any, status: str, acted: int | None = None) -> list[Duty]:
        """The duties ``after`` leaves: kept, fresh, or due at once for players who answer automatically."""
        now_owing = owing(table.kit, after, status)
        previous = table.duties()
        opened = [
            s for s, w in now_owing.items() if w is not None and (s == acted or previous.get(s, _NO_DUTY).window != w)
        ]
        answer_now: set[int] = set()
        if opened:
            prefs = await self.store.prefs([table.user_of(s) for s in opened])
            kind = table.record.kind
            # Only what answering at once would not give away: a seat whose quick answer depends on
            # a secret (a cat in hand) waits for its deadline like everyone else.
            at_once: Callable[[Any, int], bool] = getattr(table.kit.game, "may_answer_at_once", lambda _s, _seat: True)
            answer_now = {
                s
                for s in opened
                if prefs.get(table.user_of(s), {}).get(auto_key(kind, now_owing[s] or "")) and at_once(after, s)
            }
        return plan(now_owing, previous, self._clock(), table.timers, answer_now=frozenset(answer_now), acted=acted)

    async def _draw_board(self, kit: GameKit, view: Any, names: list[str]) -> bytes:
        """The PNG of a move's board: drawn right here when the move is alone, else in a worker thread.

        Drawing and encoding take 5-20 ms. Sending them to a worker thread and back costs
        ~0.5 ms of thread wake-ups on a small VPS, a tenth of a move, and most moves arrive
        alone; with other changes in flight the board goes to a worker, so the event loop
        keeps answering and both cores draw.
        """
        if self._in_flight > 1:
            return await asyncio.get_running_loop().run_in_executor(None, _draw, kit, view, names)
        return _draw(kit, view, names)

    def _wake_if_due(self, duties: list[Duty]) -> None:
        now = self._clock()
        if self.on_due is not None and any(d.due_at is not None and d.due_at <= now for d in duties):
            self.on_due()

    async def _commit(
        self,
        table: Table,
        after: Any,
        seat: int,
        action: str,
        sentence: str,
        publish: Publish,
        *,
        acted: int | None = None,
    ) -> MoveResult:
        """Save a move (one transaction of the store), then draw its board and publish it.

        Once the save has succeeded the move stands, whatever happens next: a board that
        cannot be drawn is posted as text, and a board that cannot be posted stays owed
        (the outbox: ``board_due`` is ahead of ``board_version``) until a scheduler pass
        or the next start-up posts it.
        """
        kit = table.kit
        game = kit.game
        status = FINISHED if game.outcome(after) is not None else ACTIVE
        duties = await self._plan(table, after, status, seat)
        now = self._clock()
        dumped = game.dump(after)
        try:
            saved = await self.store.save_move(
                table.id,
                expected_version=table.record.version,
                state=dumped,
                status=status,
                seat=seat,
                action=action,
                now=now,
                duties=duties,
                acted=acted,
                sentence=sentence,
                best=self._best_score(table, after, status),
            )
        except VersionConflict as exc:
            raise StaleBoard("The game moved on while you were choosing; here is the current board.") from exc
        previous = table.duties()
        # Told (pinged, DMed): seats that owe something new, not a seat going on with its own turn.
        before = table.to_act()
        fresh = tuple(
            d.seat for d in duties if d.seat not in before or (previous.get(d.seat) or _NO_DUTY).window != d.window
        )
        record = replace(
            table.record,
            state=json.loads(json.dumps(dumped)),  # exactly what a reload would give
            status=status,
            version=saved.version,
            updated_at=now.isoformat(timespec="seconds"),
            board_due=saved.version,
        )
        new_table = replace(table, record=record, state=after, seats=_with_duties(table.seats, duties))
        picture = await self.picture(new_table)
        same = status == ACTIVE and new_table.to_act() == before
        result = MoveResult(new_table, sentence, picture, fresh, saved.best, same_seats=same)
        self._wake_if_due(duties)
        try:
            await publish(result)
        except Exception:
            log.exception("publishing game %s failed; the move is saved and its board stays owed", table.id)
            if self.on_due is not None:
                self.on_due()  # the scheduler's next pass posts the owed board
        return result

    def _best_score(self, table: Table, after: Any, status: str) -> tuple[str, int] | None:
        """The (rules key, score) a finished game enters in its server's table, if its game keeps one."""
        scored: Callable[[Any], tuple[str, int] | None] | None = getattr(table.kit.game, "best_score", None)
        if status != FINISHED or scored is None or table.record.guild_id is None:
            return None
        return scored(after)

    async def picture(self, table: Table) -> Picture | None:
        """The public board of a saved change; None (logged once) when it cannot be drawn."""
        view = table.kit.game.view(table.state, None)
        try:
            png = await self._draw_board(table.kit, view, table.names)
        except Exception:
            log.exception(
                "the board of game %s v%s could not be drawn; it is posted as text", table.id, table.record.version
            )
            return None
        return Picture(png, table.kit.alt_text(view, table.names))

    # --- the live board outbox -------------------------------------------------------

    async def boards_behind(self) -> list[int]:
        """Games whose posted board is behind their saved version (a crash or a failed post)."""
        return await self.store.boards_behind()

    async def republish(self, game_id: int, publish: Publish) -> bool:
        """Post the board a game still owes, with its last move's sentence; False when none is owed now.

        Runs under the game's lock, so it never races the move that would have posted it.
        """

        async def work() -> bool:
            table = await self.load(game_id)
            rec = table.record
            if not rec.board_behind or rec.paused or rec.status not in (ACTIVE, FINISHED) or table.state is None:
                return False
            sentence = await self.store.last_sentence(game_id) or ""
            best = None
            scored = self._best_score(table, table.state, rec.status)
            if scored is not None:
                best = await self.store.best_score_of(game_id, *scored)
            picture = await self.picture(table)
            # The seats whose decision began with the owed change were never told (the board, the DM).
            changed = datetime.fromisoformat(rec.updated_at)
            fresh = tuple(sorted(s for s, d in table.duties().items() if d.since >= changed))
            await publish(MoveResult(table, sentence, picture, fresh, best))
            return True

        return await self._guarded(game_id, work)
