"""Who plays a seat: bots added to and removed from a lobby, and bots standing in for humans during a game
(asked for, at a deadline, or replacing a player who left), each change under the game's lock.

Refusals and announcements are messages: a refusal is said in the asker's language, an announcement
(``SeatChange.sentence``) in the table's, where it is posted."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from bot.bots.contract import EASY, LEVELS, Bots
from bot.deadlines import DEADLINE_BOT_LEVEL, Duty
from bot.i18n import msg
from bot.players import (
    back_sentence,
    bot_name,
    deadline_sentence,
    handed_sentence,
    level_word,
    replaced_sentence,
)
from bot.sessions.away import back_by_acting
from bot.sessions.core import SessionCore, bot_seats
from bot.storage import ACTIVE, ASKED, DEADLINE, LOBBY, REPLACED, SeatRecord
from bot.tables import Refusal, SeatChange, Table, engine_state, same_duty


class Seats(SessionCore):
    """Bot players and stand-ins for :class:`bot.sessions.Sessions`."""

    async def add_bot(self, game_id: int, by: int, level: str) -> Table:
        """The host seats a bot of ``level`` in the lobby's next free seat, with a name that says it is a bot."""

        async def work() -> Table:
            table = await self._lobby(game_id)
            game = table.kit.game
            if by != table.record.host_id:
                raise Refusal(msg("table-host-adds-bots"))
            bots = self._bots(table)
            self._check_level(bots, level)
            if len(table.seats) >= game.max_players:
                raise Refusal(msg("table-lobby-full", most=game.max_players))
            count = sum(1 for s in table.seats if not s.is_human)
            pick = random.Random(f"bot-name:{table.record.seed}:{count}")
            name = bot_name({s.name for s in table.seats}, pick, bots.names)
            await self.store.add_bot_seat(game_id, level, name)
            return await self.load(game_id)

        return await self._guarded(game_id, work)

    async def remove_bot(self, game_id: int, by: int, seat: int | None = None) -> Table:
        """The host removes a bot from the lobby: the one in ``seat``, or the last one added."""

        async def work() -> Table:
            table = await self._lobby(game_id)
            if by != table.record.host_id:
                raise Refusal(msg("table-host-removes-bots"))
            bots = [s for s in table.seats if not s.is_human]
            if seat is not None:
                bots = [s for s in bots if s.seat == seat]
            if not bots:
                raise Refusal(msg("table-no-such-bot") if seat is not None else msg("table-no-bots-in-lobby"))
            last = min(bots, key=lambda s: s.user_id)  # bot ids go down as bots are added
            await self.store.remove_seat(game_id, last.user_id)
            return await self.load(game_id)

        return await self._guarded(game_id, work)

    async def hand_over(self, game_id: int, user_id: int, level: str = EASY) -> SeatChange:
        """ "Play for me": a bot of ``level`` plays the caller's seat until they act again (or ``take_back``).

        The seat's result then counts for nobody. When the seat owes a decision, the bot's is planned at once.
        """

        async def work() -> SeatChange:
            table = await self._running(game_id)
            bots = self._bots(table)
            self._check_level(bots, level)
            held = self._own_seat(table, user_id)
            if held.stand_in is not None:
                raise Refusal(msg("table-already-handed", level=level_word(held.stand_in)))
            changed = await self._stand_in(table, held, level, ASKED)
            return SeatChange(changed, handed_sentence(held.name, level))

        return await self._guarded(game_id, work)

    async def take_back(self, game_id: int, user_id: int) -> SeatChange:
        """ "I'm back": the caller plays their own seat again (a move of theirs does the same)."""

        async def work() -> SeatChange:
            table = await self._running(game_id)
            held = self._own_seat(table, user_id)
            if held.stand_in is None:
                raise Refusal(msg("table-not-handed"))
            table = await back_by_acting(self, table, held.seat)  # "I'm back" ends an away, in every game
            seats = _with(table, held.seat, stand_in=None, stand_in_why=None)
            duties = await self._replan(table, seats, held.seat)
            if not await self.store.clear_stand_in(game_id, held.seat, duties=duties):
                raise Refusal(msg("table-not-handed"))
            self._wake_if_due(duties, bot_seats(replace(table, seats=seats)))
            return SeatChange(await self.load(game_id), back_sentence(held.name))

        return await self._guarded(game_id, work)

    async def replace_with_bot(self, game_id: int, by: int, seat: int, level: str, *, admin: bool) -> SeatChange:
        """The host (or someone with Manage Server, ``admin``) has a bot play a seat whose player left, to the end.

        The player cannot take it back; their result counts for nobody.
        """

        async def work() -> SeatChange:
            table = await self._running(game_id)
            if by != table.record.host_id and not admin:
                raise Refusal(msg("table-host-replaces"))
            bots = self._bots(table)
            self._check_level(bots, level)
            held = next((s for s in table.seats if s.seat == seat), None)
            if held is None:
                raise Refusal(msg("table-no-such-seat"))
            if not held.is_human:
                raise Refusal(msg("table-is-a-bot", who=held.name))
            if held.stand_in_why == REPLACED:
                raise Refusal(msg("table-already-replaced", who=held.name))
            if held.user_id == by:
                raise Refusal(msg("table-replace-own-seat"))
            changed = await self._stand_in(table, held, level, REPLACED)
            return SeatChange(changed, replaced_sentence(held.name, level))

        return await self._guarded(game_id, work)

    async def stand_in_at_deadline(self, game_id: int, seat: int, *, since: Duty) -> SeatChange | None:
        """The table's deadline policy "bot": a bot plays for the absent player until they act again.

        None (nothing changed) when the seat no longer owes ``since`` (it moved in time), a bot
        already decides for it, or the game has no bots. The bot's level is the table's
        ``deadline_bot_level`` setting (easy by default).
        """

        async def work() -> SeatChange | None:
            table = await self.load(game_id)
            held = next((s for s in table.seats if s.seat == seat), None)
            if (
                table.record.status != ACTIVE
                or table.kit.bots is None
                or held is None
                or held.controller is not None
                or not same_duty(table.duties().get(seat), since)
            ):
                return None
            level = str(table.record.settings.get(DEADLINE_BOT_LEVEL) or EASY)
            if level not in table.kit.bots.levels:
                level = EASY
            changed = await self._stand_in(table, held, level, DEADLINE)
            return SeatChange(changed, deadline_sentence(held.name, level))

        return await self._guarded(game_id, work)

    # --- helpers ------------------------------------------------------------------------

    async def _stand_in(self, table: Table, held: SeatRecord, level: str, why: str) -> Table:
        """Save a bot of ``level`` standing in for ``held`` (and its fresh duty, in the same transaction)."""
        seats = _with(table, held.seat, stand_in=level, stand_in_why=why, handed=True)
        duties = await self._replan(table, seats, held.seat)
        if not await self.store.set_stand_in(table.id, held.seat, level, why, duties=duties):
            raise Refusal(msg("table-already-stand-in", who=held.name))
        self._wake_if_due(duties, bot_seats(replace(table, seats=seats)))
        return await self.load(table.id)

    async def _replan(self, table: Table, seats: tuple[SeatRecord, ...], seat: int) -> list[Duty]:
        """The game's duties once ``seats`` are saved: the changed ``seat`` owes a fresh one (its bot's or human's)."""
        return await self._plan(
            replace(table, seats=seats), engine_state(table), table.record.status, fresh=frozenset({seat})
        )

    async def _running(self, game_id: int) -> Table:
        table = await self.load(game_id)
        status = table.record.status
        if status == LOBBY:
            raise Refusal(msg("table-not-started", kind=table.record.kind))
        if status != ACTIVE:
            raise Refusal(msg("table-over", kind=table.record.kind))
        return table

    @staticmethod
    def _own_seat(table: Table, user_id: int) -> SeatRecord:
        seat = table.seat_of(user_id)
        if seat is None:
            raise Refusal(msg("table-not-playing"))
        held = table.seat(seat)
        if held.stand_in_why == REPLACED:
            raise Refusal(msg("table-seat-taken-over"))
        return held

    @staticmethod
    def _bots(table: Table) -> Bots:
        if table.kit.bots is None:
            raise Refusal(msg("table-game-has-no-bots", game=table.kit.game.title))
        return table.kit.bots

    @staticmethod
    def _check_level(bots: Bots, level: str) -> None:
        if level not in bots.levels or level not in LEVELS:
            raise Refusal(msg("table-levels", levels=", ".join(sorted(bots.levels)), level=repr(level)))


def _with(table: Table, seat: int, **changes: Any) -> tuple[SeatRecord, ...]:
    """The table's seats with one seat changed."""
    return tuple(replace(s, **changes) if s.seat == seat else s for s in table.seats)
