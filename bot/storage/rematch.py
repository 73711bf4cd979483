"""Queries about rematches: the lobby "Play again" opens from a finished game, and the players it invites."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.storage.connection import Database
from bot.storage.games import insert_lobby
from bot.storage.records import CANCELLED, GameRecord, game_record


@dataclass(frozen=True)
class Invite:
    """A player a rematch lobby invites: a human of the finished game (shown on the card until they join)."""

    user_id: int
    name: str


class RematchQueries(Database):
    """Rematch lobbies: opened in one transaction with their host, bots and invitations; found by the game they
    follow."""

    async def create_rematch(
        self,
        *,
        of: int,
        kind: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        options: Mapping[str, Any],
        settings: Mapping[str, Any],
        seed: int,
        now: datetime,
        bots: Sequence[tuple[str, str]] = (),
        invited: Sequence[Invite] = (),
    ) -> GameRecord:
        """Open the lobby that follows game ``of``, in one transaction: the host in seat 0, then ``bots`` (level,
        name) with user ids -1, -2…, and the ``invited`` players.

        Raises LobbyExists, and writes nothing, when the channel already has an open lobby of ``kind`` or game
        ``of`` already has a rematch that is not cancelled.
        """
        async with self.transaction() as tx:
            game_id = await insert_lobby(
                tx, kind, guild_id, channel_id, (host_id, host_name), options, seed, now, settings,
                integrity_errors=self.integrity_errors, rematch_of=of,
            )  # fmt: skip
            for n, (level, name) in enumerate(bots, start=1):
                await tx.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name, is_bot, bot) VALUES (?, ?, ?, ?, 1, ?)",
                    (game_id, n, -n, name, level),
                )
            for invite in invited:
                await tx.execute(
                    "INSERT INTO invites (game_id, user_id, name) VALUES (?, ?, ?)",
                    (game_id, invite.user_id, invite.name),
                )
        (opened,) = await self._rows("SELECT * FROM games WHERE id = ?", (game_id,))
        return game_record(opened)

    async def rematch_of(self, game_id: int) -> GameRecord | None:
        """The rematch of game ``game_id`` that was not cancelled (a lobby, or a game begun from it), if any."""
        found = await self._rows(
            "SELECT * FROM games WHERE rematch_of = ? AND status != ? ORDER BY id DESC LIMIT 1", (game_id, CANCELLED)
        )
        return game_record(found[0]) if found else None

    async def invites(self, game_id: int) -> list[Invite]:
        """The players a rematch lobby invites, in the seat order of the game it follows (none for another game)."""
        rows = await self._rows("SELECT user_id, name FROM invites WHERE game_id = ? ORDER BY rowid", (game_id,))
        return [Invite(int(r["user_id"]), str(r["name"])) for r in rows]
