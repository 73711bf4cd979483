"""Boards: the outbox of boards still owed to Discord (a crash or a refused post), posted again."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import datetime

from bot.sessions.core import SessionCore
from bot.storage import ACTIVE, FINISHED
from bot.tables import (
    MoveResult,
    Publish,
    Table,
    engine_state,
)

log = logging.getLogger(__name__)


class Boards(SessionCore):
    """Owed boards for :class:`bot.sessions.Sessions`."""

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
            if (
                not rec.board_behind
                or rec.paused
                or rec.status not in (ACTIVE, FINISHED)
                or engine_state(table) is None
            ):
                return False
            sentence = await self.store.last_sentence(game_id) or ""
            best = None
            scored = self._best_score(table, engine_state(table), rec.status)
            if scored is not None:
                best = await self.store.best_score_of(game_id, *scored)
            picture = await self.picture(table)
            # The seats whose decision began with the owed change were never told (the board, the DM);
            # a bot's decision is the scheduler's.
            changed = datetime.fromisoformat(rec.updated_at)
            fresh = tuple(
                sorted(
                    s
                    for s, d in table.duties().items()
                    if d.since >= changed and table.controller(s) is None and table.reachable(s)
                )
            )
            await publish(MoveResult(table, sentence, picture, fresh, best))
            return True

        return await self._guarded(game_id, work)

    async def move_into_thread(self, game_id: int, move: Callable[[Table], Awaitable[bool]]) -> bool:
        """Under the game's lock, hand a running game still waiting for its thread to ``move`` (the Discord side
        opens the thread and moves the live board there); False when it waits for none now or did not move."""

        async def work() -> bool:
            table = await self.load(game_id)
            rec = table.record
            if not rec.thread_wanted or rec.status != ACTIVE or rec.paused or rec.thread_id is not None:
                return False
            return await move(table)

        return await self._guarded(game_id, work)
