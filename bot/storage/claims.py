"""Claims on scheduled work: which process does a piece of work, so that each effect happens once across processes.

A claim is a row of ``work_claims`` (migration 0015): a key naming the work (``duty:<game>:<seat>:<since>``,
``board:<game>:<version>``, ``start:<name>``...), the owner holding it (one id per runtime) and ``until``, when
its lease lapses. :meth:`ClaimQueries.claim` is one statement, so it is atomic on both engines: it inserts the
row, or takes over a row whose lease has lapsed, and says whether this owner now holds it. A live claim of
another owner (or an earlier one of the same owner: a claim is exclusive) is left alone. The same SQL runs on
SQLite and PostgreSQL (an upsert with a WHERE, and RETURNING). On PostgreSQL a claim whose owner process is
gone (its liveness lock, held by a connection of its own and released by the server when the process dies:
``keep_alive``) is taken over at once, without waiting for its lease.

Also here: the guild of each game (the scheduler keeps only the games its shards reach) and the few "is this
work still owed" checks a claimed piece of work makes before its effect (a list read before the claim may be
stale: another process may have done the work and released it in between).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from bot.storage.connection import Database
from bot.storage.records import stamp


class ClaimQueries(Database):
    """Claiming, releasing and forgetting claims on work; the guilds of games; is a piece of work still owed."""

    async def claim(self, key: str, owner: str, until: datetime, now: datetime) -> bool:
        """Take the work ``key`` for ``owner`` until ``until``: True when it was free or its lease lapsed before
        ``now`` (taken over), False when a live claim holds it (this owner's included)."""
        rows = await self._rows(
            "INSERT INTO work_claims (key, owner, until) VALUES (?, ?, ?)"
            " ON CONFLICT (key) DO UPDATE SET owner = excluded.owner, until = excluded.until"
            f" WHERE work_claims.until < ? OR {self.dialect.owner_gone('work_claims.owner')}"
            " RETURNING owner",
            (key, owner, stamp(until), stamp(now)),
        )
        return bool(rows) and rows[0][0] == owner

    async def release(self, key: str, owner: str) -> bool:
        """Give the work ``key`` back (its effect is done, or left for the next pass); True if ``owner`` held it.
        A claim another owner took over after this one's lease lapsed is not touched."""
        return await self._x("DELETE FROM work_claims WHERE key = ? AND owner = ?", (key, owner)) == 1

    async def forget_lapsed_claims(self, now: datetime) -> int:
        """Delete the claims whose lease lapsed before ``now`` (left by processes that died); return how many."""
        return await self._x("DELETE FROM work_claims WHERE until < ?", (stamp(now),))

    async def claim_holder(self, key: str) -> tuple[str, datetime] | None:
        """Who holds the claim ``key`` and until when (None: nobody; a lapsed claim is still named)."""
        rows = await self._rows("SELECT owner, until FROM work_claims WHERE key = ?", (key,))
        return (str(rows[0][0]), datetime.fromisoformat(rows[0][1])) if rows else None

    async def guilds_of(self, game_ids: Sequence[int]) -> dict[int, int | None]:
        """The server of each game (None: a game without one, played in DMs); unknown games are left out."""
        found: dict[int, int | None] = {}
        ids = sorted(set(game_ids))
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ", ".join("?" for _ in chunk)
            rows = await self._rows(f"SELECT id, guild_id FROM games WHERE id IN ({marks})", tuple(chunk))
            found.update({int(r[0]): None if r[1] is None else int(r[1]) for r in rows})
        return found

    async def retire_owed(self, message_id: int) -> bool:
        """Whether the old board ``message_id`` is still to be retired."""
        return bool(await self._rows("SELECT 1 FROM boards_to_retire WHERE message_id = ?", (message_id,)))
