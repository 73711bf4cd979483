"""Taking a move back, as Board Game Arena allows it: a player's own last move, made by hand, while nobody else
has acted since, when its engine declared it undoable (``Game.undoable``: it showed nothing hidden and drew no
chance). The save of such a move keeps what taking it back restores (``UndoPoint``, in the game's row); taking
it back is one transaction under the game's lock, with its own event and sentence, and a board like a move's."""

from __future__ import annotations

import logging
from dataclasses import replace

from bot.i18n import Seat, msg
from bot.sessions.core import SessionCore, bot_seats, with_duties
from bot.storage import ACTIVE, FINISHED, LOBBY, REPLACED, UNDO, UndoPoint, VersionConflict
from bot.tables import MoveResult, Publish, Refusal, StaleBoard, Table, engine_state

log = logging.getLogger(__name__)

RESIGN = "resign"
"""The action of a resignation or a removal: never taken back."""


def undo_point(table: Table, seat: int, action: str, after: object, *, returned: bool) -> UndoPoint | None:
    """What taking back ``seat``'s move by hand ``action`` (leading to ``after``) restores, or None when it may
    not be taken back: the engine refuses, the game ends, or the move also took the seat back from a bot."""
    game = table.kit.game
    before = engine_state(table)
    if returned or table.record.state is None or not game.traits.undo or game.outcome(after) is not None:
        return None
    if not game.undoable(before, seat, action, after):
        return None
    duties = tuple(table.duties().values())
    return UndoPoint(seat, table.record.state, duties, table.seat(seat).missed)


class Undo(SessionCore):
    """Taking a move back, for :class:`bot.sessions.Sessions`."""

    async def undo_move(self, game_id: int, user_id: int, *, version: int | None, publish: Publish) -> MoveResult:
        """Take back ``user_id``'s last move in a game and publish the board it restores.

        ``version`` is the board version a button came from (None for ``/<game> undo``). Refused, with what is
        allowed, unless the game's newest event is the user's own move made by hand, its engine declared it
        undoable, the game runs and the user plays their seat themselves. The state before the move comes back
        under a new version (so boards and bot moves of the move's version are stale), the duties owed then
        come back with their deadlines (the player gains no time), and results stay as they were.
        """

        async def work() -> MoveResult:
            table = await self.load(game_id)
            seat = self._taker(table, user_id)
            if version is not None and version != table.record.version:
                raise StaleBoard(msg("s-stale-board"), game_id)
            newest = await self.store.newest_event(game_id)
            own = (
                newest is not None
                and newest.seat == seat
                and not newest.auto
                and newest.action not in (RESIGN, UNDO)
                and newest.version == table.record.version
            )
            if not own:
                raise Refusal(msg("undo-only-your-last"))
            point = await self.store.undo_point(game_id)
            if point is None or point.seat != seat or point.version != table.record.version:
                raise Refusal(msg("undo-cannot", kind=table.record.kind))
            if table.seat(seat).controller is not None:
                raise Refusal(msg("undo-bot-plays", kind=table.record.kind))
            return await self._restore(table, point, publish)

        return await self._guarded(game_id, work)

    @staticmethod
    def _taker(table: Table, user_id: int) -> int:
        """The seat of a player who may take a move back in this game now (Refusal otherwise)."""
        status = table.record.status
        if status == LOBBY:
            raise Refusal(msg("s-not-started", kind=table.record.kind))
        if status == FINISHED:
            raise Refusal(msg("undo-over"))
        if status != ACTIVE:
            raise Refusal(msg("s-game-over", kind=table.record.kind))
        seat = table.seat_of(user_id)
        if seat is None:
            raise Refusal(msg("s-not-playing"))
        if table.seat(seat).stand_in_why == REPLACED:
            raise Refusal(msg("s-replaced"))
        return seat

    async def _restore(self, table: Table, point: UndoPoint, publish: Publish) -> MoveResult:
        """Save the taking back (one transaction), then draw the restored board and publish it."""
        game = table.kit.game
        before = game.load(point.state)
        sentence = msg("undo-took-back", who=Seat(point.seat))
        now = self._clock()
        try:
            version = await self.store.take_back(table.id, point, sentence=sentence, now=now)
        except VersionConflict as exc:
            raise StaleBoard(msg("s-moved-on"), table.id) from exc
        record = replace(
            table.record,
            state=dict(point.state),
            version=version,
            updated_at=now.isoformat(timespec="seconds"),
            board_due=version,
            undo_seat=None,
        )
        seats = tuple(
            replace(s, missed=point.missed) if s.seat == point.seat else s
            for s in with_duties(table.seats, list(point.duties))
        )
        restored = replace(table, record=record, _state=before, seats=seats)
        picture = await self.picture(restored)
        same = restored.to_act() == table.to_act()
        result = MoveResult(restored, sentence, picture, same_seats=same, by_the_one_to_act=True)
        self._wake_if_due(list(point.duties), bot_seats(restored))
        try:
            await publish(result)
        except Exception:
            log.exception("publishing the undo in game %s failed; it is saved and its board stays owed", table.id)
            if self.on_due is not None:
                self.on_due()
        return result
