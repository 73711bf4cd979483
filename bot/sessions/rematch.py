"""Rematches: "Play again" on a finished game's board opens one lobby of the same game with the same options and
table settings in the game's channel, the presser as host, the same bots seated and the other players invited.

Under the finished game's lock, so two presses (by one player or two) find the same lobby and never open a second.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from bot.i18n import msg
from bot.sessions.core import SessionCore
from bot.sessions.lobbies import lobby_terms
from bot.storage import FINISHED, Invite, LobbyExists
from bot.tables import Refusal, Table

OPENED: Final = "opened"
"""The press opened the rematch lobby."""
FOUND: Final = "found"
"""The game's rematch was opened before (a lobby still, or a game begun from it)."""
TAKEN: Final = "taken"
"""Another lobby of the game is open in the channel: one lobby of a kind per channel."""


@dataclass(frozen=True)
class Rematch:
    """What pressing "Play again" led to: the lobby (or game) and how (:data:`OPENED`, :data:`FOUND`,
    :data:`TAKEN`)."""

    table: Table
    how: Literal["opened", "found", "taken"]


class Rematches(SessionCore):
    """Rematches for :class:`bot.sessions.Sessions`."""

    async def rematch(self, game_id: int, user_id: int, name: str) -> Rematch:
        """Open the rematch of finished game ``game_id`` for ``user_id`` (``name``: their display name now), or
        find the one opened before; only a human who held a seat in that game may.

        The lobby is opened in the game's channel (never its thread) with its options and table settings
        (timers and language included), the presser as host in seat 0, the game's bots (same levels and names)
        after them, and every other human of the game invited.
        """

        async def work() -> Rematch:
            old = await self.load(game_id)
            rec = old.record
            if rec.status != FINISHED:
                raise Refusal(msg("rm-not-over", id=rec.id))
            seat = old.seat_of(user_id)
            if seat is None or not old.seat(seat).is_human:
                humans = tuple(s.name for s in old.seats if s.is_human)
                raise Refusal(msg("rm-players-only", id=rec.id, players=humans))
            found = await self.store.rematch_of(game_id)
            if found is not None:
                return Rematch(await self.load(found.id), FOUND)
            here = await self.store.open_lobby(rec.kind, rec.channel_id)
            if here is not None:
                return Rematch(await self.load(here.id), TAKEN)
            return Rematch(await self._open_rematch(old, user_id, name), OPENED)

        result: Rematch = await self._guarded(game_id, work)
        return result

    async def _open_rematch(self, old: Table, user_id: int, name: str) -> Table:
        """The rematch lobby of ``old``, opened now (see :meth:`rematch`)."""
        rec = old.record
        kit = self.kits[rec.kind]
        options, settings = await lobby_terms(self, rec.kind, rec.guild_id, rec.options, rec.settings, None)
        await self._place_free(rec.channel_id)
        levels = kit.bots.levels if kit.bots is not None else {}
        bots = [(s.bot, s.name) for s in old.seats if s.bot is not None and s.bot in levels]
        invited = [Invite(s.user_id, s.name) for s in old.seats if s.is_human and s.user_id != user_id]
        try:
            record = await self.store.create_rematch(
                of=rec.id,
                kind=rec.kind,
                guild_id=rec.guild_id,
                channel_id=rec.channel_id,
                host_id=user_id,
                host_name=name,
                options=options,
                settings=settings,
                seed=self._new_seed(),
                now=self._clock(),
                bots=bots[: kit.game.max_players - 1],
                invited=invited,
            )
        except LobbyExists as exc:  # opened by another process between the look and the write
            raise Refusal(msg("s-lobby-exists", game=kit.game.title, kind=rec.kind)) from exc
        return await self.load(record.id)
