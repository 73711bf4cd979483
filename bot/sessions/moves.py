"""Moves: a player's move, a bot's move, a default answer played for a seat, a missed deadline and a
resignation, each applied under the game's lock and saved in one transaction before its board is published."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.deadlines import Duty, restarted_turn
from bot.games.base import MAX_ACTION_LENGTH, AlreadyAnswered, IllegalAction
from bot.i18n import EN, Msg, Seat, Text, msg, say
from bot.players import STAND_IN_MARK
from bot.sessions.away import back_by_acting
from bot.sessions.core import NO_DUTY, SessionCore, bot_seats, with_duties
from bot.sessions.undo import undo_point
from bot.storage import ACTIVE, CANCELLED, FINISHED, LOBBY, REPLACED, UndoPoint, VersionConflict
from bot.tables import (
    MoveResult,
    Publish,
    Refusal,
    StaleBoard,
    Table,
    engine_state,
    same_duty,
)

log = logging.getLogger(__name__)


def move_sentence(seat: int, name: str, did: Text, how: Msg | None = None) -> Text:
    """A move as the board says it: the player (in bold), how it was played when not by them ("bot
    playing", "deadline passed, turn skipped"), then what the engine says it did.

    An engine still speaking English (``did`` a text) gets the English form of before, the name frozen in.
    """
    if isinstance(did, str):
        if how is None:
            return f"**{name}** {did}"
        mark = STAND_IN_MARK if how.id == "move-how-stand-in" else f"({say(how, EN)})"
        return f"**{name}** {mark} {did}"
    if how is None:
        return msg("move", who=Seat(seat), did=did)
    return msg("move-how", who=Seat(seat), how=how, did=did)


class Moves(SessionCore):
    """The move half of :class:`bot.sessions.Sessions`."""

    async def play(
        self, game_id: int, user_id: int, action: str, *, version: int | None, publish: Publish
    ) -> MoveResult:
        """Apply one player's action through the whole pipeline.

        ``version`` is the board version a click came from (None for slash
        commands, which always target the live game). A player whose seat a bot was
        playing for them takes it back with this move, in the same save.
        """

        async def work() -> MoveResult:
            table = await self.load(game_id)
            seat = self._seat_for_move(table, user_id)
            if version is not None and version != table.record.version:
                raise StaleBoard(msg("s-stale-board"), game_id)
            if len(action) > MAX_ACTION_LENGTH:
                raise Refusal(msg("s-not-a-move"))
            game = table.kit.game
            if seat not in table.to_act() and not game.traits.interrupts:
                self._refuse_out_of_turn(table, seat, action)
            # Engines with out-of-turn moves judge them (and word the refusal) themselves.
            try:
                after = game.apply(engine_state(table), seat, action)
            except IllegalAction as exc:
                raise Refusal(exc.reason, table.names) from exc
            before = engine_state(table)
            sentence = move_sentence(seat, table.names[seat], game.describe(before, seat, action, after))
            missed = table.seats[seat].missed
            notes = game.notes(before, seat, action, after)
            acted = seat if missed else None
            table = await back_by_acting(self, table, seat)  # acting ends an away, in every game
            returned: tuple[int, ...] = ()
            undo = undo_point(table, seat, action, after, returned=table.seat(seat).stand_in is not None)
            if table.seat(seat).stand_in is not None:
                returned = (seat,)
                seats = tuple(
                    replace(s, stand_in=None, stand_in_why=None) if s.seat == seat else s for s in table.seats
                )
                table = replace(table, seats=seats)
            return await self._commit(
                table, after, seat, action, sentence, publish, acted=acted, notes=notes, returned=returned, undo=undo
            )

        return await self._guarded(game_id, work)

    async def play_bot(
        self, game_id: int, seat: int, action: str, *, version: int, since: Duty, publish: Publish
    ) -> MoveResult | None:
        """Play the move a bot chose for a seat, through the same pipeline as a player's move.

        The move was computed outside the lock for the game's ``version`` and the seat's duty
        ``since``; it is dropped (None, logged), never applied, when the game moved on, the duty
        changed or no bot decides for the seat any more. The next scheduler pass thinks again.
        """

        async def work() -> MoveResult | None:
            table = await self.load(game_id)
            duty = table.duties().get(seat)
            held = next((s for s in table.seats if s.seat == seat), None)
            if (
                table.record.status != ACTIVE
                or table.record.version != version
                or not same_duty(duty, since)
                or held is None
                or held.controller is None
            ):
                log.info("a bot move for seat %s of game %s v%s is stale; dropped", seat, game_id, version)
                return None
            game = table.kit.game
            before = engine_state(table)
            after = game.apply(before, seat, action)
            how = None if held.bot is not None else msg("move-how-stand-in")
            sentence = move_sentence(seat, held.name, game.describe(before, seat, action, after), how)
            notes = game.notes(before, seat, action, after)
            return await self._commit(table, after, seat, action, sentence, publish, notes=notes, auto=held.bot is None)

        return await self._guarded(game_id, work)

    async def play_for(
        self, game_id: int, seat: int, *, since: Duty, why: Msg, publish: Publish, action: str | None = None
    ) -> MoveResult | None:
        """Play a seat's default answer (or ``action``) for them: a deadline passed or they chose to.

        Nothing happens (None) when the seat no longer owes the decision ``since`` describes.
        """

        async def work() -> MoveResult | None:
            table = await self.load(game_id)
            if table.record.status != ACTIVE or not same_duty(table.duties().get(seat), since):
                return None
            game = table.kit.game
            state = engine_state(table)
            chosen = action if action is not None else game.default_action(state, seat)
            if chosen is None:
                raise Refusal(msg("s-no-default", game=game.title))
            after = game.apply(state, seat, chosen)
            sentence = move_sentence(seat, table.names[seat], game.describe(state, seat, chosen, after), why)
            notes = game.notes(state, seat, chosen, after)
            return await self._commit(table, after, seat, chosen, sentence, publish, notes=notes, auto=True)

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
            after = table.kit.game.resign(engine_state(table), seat)
            sentence = msg("move-removed", who=Seat(seat), missed=missed)
            await self._commit(table, after, seat, "resign", sentence, publish, auto=True)
            return missed, True

        return await self._guarded(game_id, work)

    async def resign(self, game_id: int, user_id: int, *, publish: Publish) -> MoveResult:
        """A player leaves a running game; the rules decide whether it goes on."""

        async def work() -> MoveResult:
            table = await self.load(game_id)
            seat = self._seat_for_move(table, user_id)
            after = table.kit.game.resign(engine_state(table), seat)
            if after == engine_state(table):
                raise Refusal(msg("s-already-left"))
            sentence = msg("move-resigned", who=Seat(seat))
            return await self._commit(table, after, seat, "resign", sentence, publish)

        return await self._guarded(game_id, work)

    @staticmethod
    def _refuse_out_of_turn(table: Table, seat: int, action: str) -> None:
        """Refuse a move of a seat that owes nothing: the engine's sentence when it already answered."""
        waiting = tuple(Seat(s) for s in sorted(table.to_act()))
        generic = Refusal(msg("s-not-your-turn", waiting=waiting), table.names)
        try:
            table.kit.game.apply(engine_state(table), seat, action)
        except AlreadyAnswered as exc:
            raise Refusal(exc.reason, table.names) from exc
        except IllegalAction as exc:
            raise generic from exc
        log.warning("game %s let seat %s play %r out of turn; refused", table.id, seat, action)
        raise generic

    def _seat_for_move(self, table: Table, user_id: int) -> int:
        status = table.record.status
        if status == LOBBY:
            raise Refusal(msg("s-not-started", kind=table.record.kind))
        if status in (FINISHED, CANCELLED):
            raise Refusal(msg("s-game-over", kind=table.record.kind))
        seat = table.seat_of(user_id)
        if seat is None:
            raise Refusal(msg("s-not-playing"))
        if table.seat(seat).stand_in_why == REPLACED:
            raise Refusal(msg("s-replaced"))
        return seat

    async def _commit(
        self,
        table: Table,
        after: Any,
        seat: int,
        action: str,
        sentence: Text,
        publish: Publish,
        *,
        acted: int | None = None,
        notes: Mapping[int, Text] | None = None,
        auto: bool = False,
        returned: tuple[int, ...] = (),
        undo: UndoPoint | None = None,
    ) -> MoveResult:
        """Save a move (one transaction of the store), then draw its board and publish it.

        ``table`` holds the seats as they will be saved: the ``returned`` seats (their humans took
        them back with this move) no longer have a stand-in, and get a fresh duty. ``undo``: what taking the
        move back restores, when it may be (:mod:`bot.sessions.undo`).

        Once the save has succeeded the move stands, whatever happens next: a board that
        cannot be drawn is posted as text, and a board that cannot be posted stays owed
        (the outbox: ``board_due`` is ahead of ``board_version``) until a scheduler pass
        or the next start-up posts it.
        """
        kit = table.kit
        game = kit.game
        status = FINISHED if game.outcome(after) is not None else ACTIVE
        duties = await self._plan(table, after, status, seat, fresh=frozenset(returned))
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
                notes=notes,
                auto=auto,
                results=self._results(table, after),
                returned=returned,
                undo=undo,
            )
        except VersionConflict as exc:
            raise StaleBoard(msg("s-moved-on"), table.id) from exc
        previous = table.duties()
        # Told (pinged, DMed): seats that owe something new, not a seat going on with its own turn, and
        # only humans who play their own seat (a bot's decision is the scheduler's).
        before = table.to_act()
        bots = bot_seats(table)
        fresh = tuple(
            d.seat
            for d in duties
            if (d.seat not in before or (previous.get(d.seat) or NO_DUTY).window != d.window)
            and d.seat not in bots
            and table.seat(d.seat).reachable
        )
        record = replace(
            table.record,
            state=json.loads(json.dumps(dumped)),  # exactly what a reload would give
            status=status,
            version=saved.version,
            updated_at=now.isoformat(timespec="seconds"),
            board_due=saved.version,
            undo_seat=None if undo is None else undo.seat,
        )
        new_table = replace(table, record=record, _state=after, seats=with_duties(table.seats, duties))
        picture = await self.picture(new_table)
        same = status == ACTIVE and new_table.to_act() == before
        result = MoveResult(new_table, sentence, picture, fresh, saved.best, same_seats=same, returned=returned)
        self._wake_if_due(duties, bots)
        try:
            await publish(result)
        except Exception:
            log.exception("publishing game %s failed; the move is saved and its board stays owed", table.id)
            if self.on_due is not None:
                self.on_due()  # the scheduler's next pass posts the owed board
        return result
