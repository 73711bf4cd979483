"""The live board's queries: which board is posted (an outbox of boards still owed) and the old boards still to be
retired (an outbox of edits: the old board becomes its line of text, without picture or controls)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.storage.connection import Database

MAX_RETIRE_TRIES = 20
"""Edits of an old board Discord refused this many times are given up (logged): the board keeps its look."""


@dataclass(frozen=True)
class OldBoard:
    """A board a newer one replaced, still to be left as its line of text."""

    message_id: int
    game_id: int
    channel_id: int
    text: str | None
    """What the board said, in its table's language (None: a board posted before texts were kept)."""
    tries: int


class BoardQueries(Database):
    """The live board of each game and the boards it replaced."""

    async def board_posted(
        self,
        game_id: int,
        message_id: int,
        version: int,
        *,
        text: str | None = None,
        channel_id: int | None = None,
        retire: bool = True,
    ) -> None:
        """Record the live board just posted in ``channel_id`` (None: edited in place, or where the game is played),
        the version it shows and what it says.

        A board of an older version than the one recorded never replaces it. With ``retire``, the board it
        replaces (another message) is queued to be retired, in the same transaction, so a crash right after
        the post still retires it.
        """
        changed = "id = ? AND (board_version IS NULL OR board_version <= ?)"
        statements: list[tuple[str, tuple[Any, ...]]] = []
        if retire:
            insert, on_conflict = self.dialect.insert_or_ignore("boards_to_retire")
            statements.append(
                (
                    f"{insert} (message_id, game_id, channel_id, text)"
                    " SELECT board_message_id, id, COALESCE(board_channel_id, thread_id, channel_id), board_text"
                    " FROM games"
                    f" WHERE {changed} AND board_message_id IS NOT NULL AND board_message_id != ?{on_conflict}",
                    (game_id, version, message_id),
                )
            )
        statements.append(
            (
                f"UPDATE games SET board_started = CASE WHEN board_message_id {self.dialect.same} ? THEN board_started"
                " ELSE ? END,"
                " board_message_id = ?, board_version = ?, board_text = ?,"
                f" board_channel_id = COALESCE(?, board_channel_id) WHERE {changed}",
                (message_id, version, message_id, version, text, channel_id, game_id, version),
            )
        )
        await self._transaction(statements)

    async def boards_behind(self, *, limit: int = 100) -> list[int]:
        """Running or finished games, not paused, whose live board is missing or behind their saved version."""
        rows = await self._rows(
            "SELECT id FROM games WHERE status IN ('active', 'finished') AND board_due IS NOT NULL"
            " AND (board_version IS NULL OR board_version < board_due OR board_message_id IS NULL)"
            " AND paused IS NULL ORDER BY id LIMIT ?",
            (limit,),
        )
        return [int(r[0]) for r in rows]

    async def old_boards(self, *, limit: int = 100) -> list[OldBoard]:
        """Old boards still to be retired, oldest first."""
        rows = await self._rows(
            "SELECT message_id, game_id, channel_id, text, tries FROM boards_to_retire ORDER BY message_id LIMIT ?",
            (limit,),
        )
        return [OldBoard(r["message_id"], r["game_id"], r["channel_id"], r["text"], r["tries"]) for r in rows]

    async def board_retired(self, message_id: int) -> None:
        """The old board was retired (or is gone for good): forget it."""
        await self._x("DELETE FROM boards_to_retire WHERE message_id = ?", (message_id,))

    async def board_not_retired(self, message_id: int) -> bool:
        """Discord refused the edit for now: count the try; True when it was the last one (the row is gone)."""
        await self._transaction(
            [
                ("UPDATE boards_to_retire SET tries = tries + 1 WHERE message_id = ?", (message_id,)),
                ("DELETE FROM boards_to_retire WHERE message_id = ? AND tries >= ?", (message_id, MAX_RETIRE_TRIES)),
            ]
        )
        rows = await self._rows("SELECT 1 FROM boards_to_retire WHERE message_id = ?", (message_id,))
        return not rows

    # --- a thread still to be opened -------------------------------------------------------------------------

    async def want_thread(self, game_id: int, wanted: bool) -> None:
        """Remember that the game waits for its thread (Discord would not open it yet), or no longer does."""
        await self._x("UPDATE games SET thread_wanted = ? WHERE id = ?", (int(wanted), game_id))

    async def thread_found(self, game_id: int, thread_id: int) -> None:
        """The game's thread is open: it is played there now, and waits for none."""
        await self._x("UPDATE games SET thread_id = ?, thread_wanted = 0 WHERE id = ?", (thread_id, game_id))

    async def games_wanting_threads(self, *, limit: int = 50) -> list[int]:
        """Running, unpaused games played in their channel until Discord opens their thread."""
        rows = await self._rows(
            "SELECT id FROM games WHERE thread_wanted = 1 AND status = 'active' AND paused IS NULL ORDER BY id LIMIT ?",
            (limit,),
        )
        return [int(r[0]) for r in rows]
