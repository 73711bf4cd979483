"""Players who are away (``/hauntbot away``): for at most ``AWAY_MAX_DAYS``, in every game they play, in
every server.

- At a table whose deadline policy is "bot" (it chose that a bot plays for an absent player) a bot stands
  in for them at once, as at a missed deadline, until they act or the away ends.
- At the other tables their turns wait: a turn they owe is due (and first reminded) a whole turn time
  after the away's end (``bot.deadlines.away_turn``), so no reminder, missed deadline or removal comes
  while they are away. "Respond now" windows close as usual with their default answer.

The away ends the moment they act (any move or answer, "I'm back", ``/hauntbot back``): the acting
game plans them as present at once (:func:`back_by_acting`) and the scheduler's next pass, woken at once,
gives every other game its deadlines back from that moment and hands back the seats bots played
(:meth:`Away.come_back`); an away whose end came is undone in the same way. Every change is one unpinged
line in the game (``SeatChange``), said in the table's language.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from functools import partial
from typing import Any

from bot.bots.contract import EASY
from bot.deadlines import AWAY_MAX_DAYS, BOT, DEADLINE_BOT_LEVEL, Duty, away_turn
from bot.i18n import Msg, msg
from bot.players import back_sentence, level_word
from bot.sessions.core import SessionCore, bot_seats
from bot.storage import ACTIVE, DEADLINE, REPLACED, SeatRecord
from bot.tables import Refusal, SeatChange, Table, engine_state


def discord_time(when: datetime) -> str:
    """A moment as Discord shows it, in each reader's own timezone (date and time)."""
    return f"<t:{int(when.timestamp())}:f>"


@dataclass(frozen=True)
class AwayChanges:
    """What going away did: its end, and the line said in each game the player plays."""

    until: datetime
    changes: tuple[SeatChange, ...]
    played: int
    """In how many of those games a bot plays for them (their tables chose it); their turns wait in the others."""


async def back_by_acting(core: SessionCore, table: Table, seat: int) -> Table:
    """A seat's human acts: their away (if any) ends now, and ``table`` plans them as present.

    The scheduler is woken to give their other games their deadlines back at once.
    """
    held = table.seat(seat)
    if held.away_until is None:
        return table
    if await core.store.end_away(held.user_id, core._clock()) and core.on_due is not None:
        core.on_due()
    return replace(table, seats=tuple(replace(s, away_until=None) if s.seat == seat else s for s in table.seats))


class Away(SessionCore):
    """Going away and coming back, for :class:`bot.sessions.Sessions`."""

    async def go_away(self, user_id: int, days: int) -> AwayChanges:
        """The user is away for ``days`` (1 to ``AWAY_MAX_DAYS``) from now, in every game they play.

        Going away again replaces the end (from now, so it never adds up past the cap).
        """
        if not 1 <= days <= AWAY_MAX_DAYS:
            raise Refusal(msg("away-too-long", most=AWAY_MAX_DAYS, days=days))
        until = self._clock() + timedelta(days=days)
        await self.store.set_away(user_id, until)
        changes: list[SeatChange] = []
        played = 0
        for game in await self.store.user_games(user_id):
            done = await self._guarded(game.record.id, partial(self._gone, game.record.id, user_id, until))
            if done is not None:
                changes.append(done[0])
                played += done[1]
        return AwayChanges(until, tuple(changes), played)

    async def end_away(self, user_id: int) -> bool:
        """The user says they are back before the end; False when they were not away. The caller then runs
        the scheduler's ``end_aways``, which gives their games their deadlines back (:meth:`come_back`)."""
        return await self.store.end_away(user_id, self._clock())

    async def come_back(self, user_id: int, ended: datetime) -> list[SeatChange]:
        """Undo an away that ended at ``ended``: in every game, the seat a bot played for it goes back to its
        human (with a fresh duty) and an owed turn is due a turn time after ``ended``; then it is forgotten."""
        taken = await self.store.away_seats(user_id)
        changes: list[SeatChange] = []
        for game in await self.store.user_games(user_id):
            game_id = game.record.id
            change = await self._guarded(game_id, partial(self._back, game_id, user_id, ended, game_id in taken))
            if change is not None:
                changes.append(change)
        await self.store.forget_away(user_id, ended)
        return changes

    async def _gone(self, game_id: int, user_id: int, until: datetime) -> tuple[SeatChange, bool] | None:
        """One game of a player going away (under its lock): a bot stands in (True), or their turn waits."""
        table = await self.load(game_id)
        held = _seat_of(table, user_id)
        if held is None:
            return None
        when = discord_time(until)
        bots = table.kit.bots
        if table.timers.on_timeout == BOT and bots is not None and held.stand_in is None:
            level = str(table.record.settings.get(DEADLINE_BOT_LEVEL) or EASY)
            level = level if level in bots.levels else EASY
            seats = _with(table, held.seat, stand_in=level, stand_in_why=DEADLINE, handed=True)
            duties = await self._replanned(table, seats, held.seat)
            if await self.store.set_away_stand_in(game_id, held.seat, user_id, level, duties=duties):
                self._wake_if_due(duties, bot_seats(replace(table, seats=seats)))
                said = msg("away-gone-bot", who=held.name, until=when, level=level_word(level))
                return SeatChange(await self.load(game_id), said), True
        duty = table.duties().get(held.seat)
        if held.controller is None and duty is not None and duty.window is None:
            await self.store.reschedule(game_id, away_turn(duty, until, table.timers))
        said = msg("away-gone-waits", who=held.name, until=when)
        return SeatChange(await self.load(game_id), said), held.controller is not None

    async def _back(self, game_id: int, user_id: int, ended: datetime, bot_played: bool) -> SeatChange | None:
        """One game of a player back from being away (under its lock): their seat and deadlines back."""
        table = await self.load(game_id)
        held = _seat_of(table, user_id)
        if held is None:
            return None
        said: Msg = msg("away-back", who=held.name)
        if bot_played:
            await self.store.forget_away_seat(user_id, game_id)
            if held.stand_in is None:
                return None  # they took their seat back with a move, which the game said
            if held.stand_in_why == DEADLINE:
                seats = _with(table, held.seat, stand_in=None, stand_in_why=None)
                duties = await self._replanned(table, seats, held.seat)
                if await self.store.clear_stand_in(game_id, held.seat, duties=duties):
                    self._wake_if_due(duties, bot_seats(replace(table, seats=seats)))
                    return SeatChange(await self.load(game_id), back_sentence(held.name))
        duty = table.duties().get(held.seat)
        if held.controller is None and duty is not None and duty.window is None:
            await self.store.reschedule(game_id, away_turn(duty, ended, table.timers))
        return SeatChange(await self.load(game_id), said)

    async def _replanned(self, table: Table, seats: tuple[SeatRecord, ...], seat: int) -> list[Duty]:
        """The game's duties once ``seats`` are saved, the changed ``seat`` owing a fresh one."""
        return await self._plan(
            replace(table, seats=seats), engine_state(table), table.record.status, fresh=frozenset({seat})
        )


def _seat_of(table: Table, user_id: int) -> SeatRecord | None:
    """The user's seat in a running game, unless a bot replaced them for good (None: nothing to do there)."""
    seat = table.seat_of(user_id)
    if table.record.status != ACTIVE or seat is None:
        return None
    held = table.seat(seat)
    return None if held.stand_in_why == REPLACED else held


def _with(table: Table, seat: int, **changes: Any) -> tuple[SeatRecord, ...]:
    """The table's seats with one seat changed."""
    return tuple(replace(s, **changes) if s.seat == seat else s for s in table.seats)
