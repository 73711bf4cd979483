"""Where games live and what they said: records, events, homes and threads, pauses, retired boards, private looks.

Cogs read and change these through the sessions (never the store): each method is one question or one
change of the store, named for what the caller wants. Changes here touch no game's state, version or
duties, so they take no game lock, as before.
"""

from __future__ import annotations

from bot.i18n.words import Text
from bot.sessions.core import SessionCore
from bot.storage import EventRecord, GameRecord, Look


class Places(SessionCore):
    """Game records, homes, threads, pauses, old boards and looks for :class:`bot.sessions.Sessions`."""

    async def game_record(self, game_id: int) -> GameRecord | None:
        """A game's record as saved now (None: no such game)."""
        return await self.store.game(game_id)

    async def games_played_here(self, kind: str, place_id: int, statuses: tuple[str, ...]) -> list[GameRecord]:
        """Games of ``kind`` in these statuses whose channel or thread is ``place_id``, newest first."""
        return await self.store.games_here(kind, place_id, statuses)

    async def events_of(self, game_id: int) -> list[EventRecord]:
        """Every event of a game, oldest first (its moves, to replay them)."""
        return await self.store.events(game_id)

    async def last_sentence(self, game_id: int) -> Text | None:
        """The sentence of a game's last move (None: no move has one yet)."""
        return await self.store.last_sentence(game_id)

    async def sentences_from(self, game_id: int, version: int) -> list[Text]:
        """The sentences of the moves that made ``version`` and after, oldest first (the last 12): what its live board
        lists."""
        return await self.store.sentences_from(game_id, version)

    async def thread_lost(self, game_id: int, channel_id: int) -> None:
        """A game's thread is out of reach: play it in its channel ``channel_id`` from now on (its board is owed
        there); unpauses it."""
        await self.store.move_home(game_id, channel_id)

    async def pause(self, game_id: int, reason: Text) -> None:
        """Pause a game Discord left nowhere to live, keeping why (its deadlines wait)."""
        await self.store.set_paused(game_id, reason)

    async def unpause(self, game_id: int) -> None:
        """A paused game has a home again: its deadlines run."""
        await self.store.set_paused(game_id, None)

    async def want_thread(self, game_id: int, wanted: bool) -> None:
        """Remember that a game waits for its thread (Discord would not open it yet), or no longer does."""
        await self.store.want_thread(game_id, wanted)

    async def thread_found(self, game_id: int, thread_id: int) -> None:
        """A game's thread is open: it lives there from now on."""
        await self.store.thread_found(game_id, thread_id)

    async def board_retired(self, message_id: int) -> None:
        """An old board is left as its line of text (or gone): forget it."""
        await self.store.board_retired(message_id)

    async def board_not_retired(self, message_id: int) -> bool:
        """Discord refused to retire an old board for now: count the try; True when it was the last one (forgotten)."""
        return await self.store.board_not_retired(message_id)

    async def keep_look(self, look: Look) -> None:
        """Remember a private look sent to a player, to take it back when it expires."""
        await self.store.keep_look(look)

    async def looks_of(self, game_id: int) -> list[Look]:
        """The private looks of a game not yet taken back."""
        return await self.store.looks_of(game_id)

    async def forget_look(self, game_id: int, message_id: int) -> None:
        """A private look is taken back (or gone): forget it."""
        await self.store.forget_look(game_id, message_id)

    async def note(self, key: str) -> str | None:
        """One of the bot's own notes (the hash of the commands last synced, ...)."""
        return await self.store.get_meta(key)

    async def set_note(self, key: str, value: str) -> None:
        """Keep one of the bot's own notes."""
        await self.store.set_meta(key, value)
