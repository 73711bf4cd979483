"""How the scheduler reaches players: the :class:`Notifier` the Discord side implements (the scheduler decides,
the notifier talks)."""

from __future__ import annotations

from typing import Protocol

from bot.i18n import Msg
from bot.sessions import Publish, Table
from bot.storage import Look, OldBoard


class Notifier(Protocol):
    """How the scheduler reaches players (implemented on the Discord side)."""

    def publisher(self, kind: str) -> Publish:
        """The publish step of a kind of game (posts the board after an automatic move)."""
        ...

    async def remind(self, table: Table, seat: int, note: Msg) -> None:
        """Mention the seat's player in the game, with ``note`` and a link to the live board."""
        ...

    async def end_look(self, look: Look) -> None:
        """Hide a private look whose time is up (e.g. Purple House card fronts after Scouting's look)."""
        ...

    async def announce(self, table: Table, text: str) -> None:
        """Say one line in the game's thread or channel, without pinging anyone (e.g. a bot took a seat)."""
        ...

    async def retire_board(self, old: OldBoard) -> None:
        """Leave a board a newer one replaced as its line of text (no picture, no controls), or count the try."""
        ...

    async def move_into_thread(self, game_id: int) -> bool:
        """Try again to open the thread of a game played in its channel since Discord would not; move it there."""
        ...
