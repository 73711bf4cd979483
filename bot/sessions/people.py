"""What players and servers chose, and what they played: preferences, server settings, lists and records.

Cogs read and change these through the sessions (never the store): each method is one question or one
change of the store, named for what the caller wants.
"""

from __future__ import annotations

from typing import Any

from bot.sessions.core import SessionCore
from bot.storage import GameRecord, GameTally, LeaderRow, ResultEntry, SeatedGame, SeatRecord
from bot.tables import LANG_SETTING


class People(SessionCore):
    """Preferences, server settings, lists of games and players' records for :class:`bot.sessions.Sessions`."""

    async def prefs_of(self, user_ids: list[int]) -> dict[int, dict[str, str]]:
        """The stored preferences of each of these users who has any (key to value)."""
        return await self.store.prefs(user_ids)

    async def user_prefs(self, user_id: int) -> dict[str, str]:
        """One user's stored preferences (empty when they chose nothing)."""
        return (await self.store.prefs([user_id])).get(user_id, {})

    async def set_pref(self, user_id: int, key: str, value: str | None) -> None:
        """Set one of a user's preferences (None: forget it)."""
        await self.store.set_pref(user_id, key, value)

    async def server_defaults(self, guild_id: int) -> dict[str, Any]:
        """A server's settings for its new games (its default deadlines and language)."""
        return await self.store.guild_defaults(guild_id)

    async def set_server_defaults(self, guild_id: int, values: dict[str, Any]) -> None:
        """Replace a server's settings for its new games."""
        await self.store.set_guild_defaults(guild_id, values)

    async def server_language(self, guild_id: int) -> str | None:
        """The language a server chose for its public words (None: it chose none)."""
        found = (await self.store.guild_defaults(guild_id)).get(LANG_SETTING)
        return None if found is None else str(found)

    async def set_server_language(self, guild_id: int, lang: str) -> int:
        """Make ``lang`` a server's language, its open lobbies' and running games' too; how many now speak it."""
        return await self.store.set_guild_lang(guild_id, LANG_SETTING, lang)

    async def games_of(self, user_id: int) -> list[SeatedGame]:
        """A player's running games in every server, with their seat in each."""
        return await self.store.user_games(user_id)

    async def server_games(self, guild_id: int, statuses: tuple[str, ...]) -> list[GameRecord]:
        """A server's games in these statuses (its open lobbies, its running games)."""
        return await self.store.guild_games(guild_id, statuses)

    async def seats_of(self, game_id: int) -> list[SeatRecord]:
        """A game's seats, in order."""
        return await self.store.seats(game_id)

    async def player_record(
        self, user_id: int, *, kind: str | None = None, guild_id: int | None = None, with_bots: bool = False
    ) -> list[GameTally]:
        """A player's record per game (of ``kind``; of one server's games), at all-human tables or with bots."""
        return await self.store.player_record(user_id, kind=kind, guild_id=guild_id, with_bots=with_bots)

    async def recent_results(
        self, user_id: int, *, kind: str | None = None, guild_id: int | None = None
    ) -> list[ResultEntry]:
        """A player's last finished games that count (of ``kind``; of one server), oldest first."""
        return await self.store.recent_results(user_id, kind=kind, guild_id=guild_id)

    async def leaderboard(
        self, guild_id: int, kind: str, *, also: int | None = None, with_bots: bool = False
    ) -> list[LeaderRow]:
        """A server's best players of one game, and the line of the player ``also`` wherever they stand."""
        return await self.store.leaderboard(guild_id, kind, also=also, with_bots=with_bots)
