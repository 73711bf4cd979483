"""The one move pipeline every game goes through (docs/architecture.md).

lock the game → load → check seat and version → ``apply`` → save state, event
and duties in one transaction → draw the board → publish. Cogs call these methods
and turn a :class:`Refusal` into an ephemeral sentence; they never touch SQL or
rules internals. The class is made of its parts: :mod:`.core` (locks, loading,
planning, drawing), :mod:`.lobbies`, :mod:`.moves`, :mod:`.seats` (bot players
and stand-ins), :mod:`.away` (players who are away), :mod:`.boards`, :mod:`.logs` (history and digests),
:mod:`.undo` (taking a move back), :mod:`.rematch` ("Play again"), and what cogs read and change besides moves:
:mod:`.people` (preferences, server settings, lists, records) and :mod:`.places` (homes, threads, pauses, old
boards, private looks). Cogs reach data through these only, never the store.
"""

from __future__ import annotations

from bot.sessions.away import Away, AwayChanges
from bot.sessions.boards import Boards
from bot.sessions.core import utcnow
from bot.sessions.lobbies import Lobbies
from bot.sessions.logs import Logs
from bot.sessions.moves import Moves
from bot.sessions.people import People
from bot.sessions.places import Places
from bot.sessions.rematch import Rematch, Rematches
from bot.sessions.seats import Seats
from bot.sessions.undo import Undo
from bot.tables import (
    MoveResult,
    Picture,
    Publish,
    Refusal,
    SeatChange,
    StaleBoard,
    Table,
    auto_key,
    owing,
    same_duty,
)

__all__ = [
    "AwayChanges",
    "MoveResult",
    "Picture",
    "Publish",
    "Refusal",
    "Rematch",
    "SeatChange",
    "Sessions",
    "StaleBoard",
    "Table",
    "auto_key",
    "owing",
    "same_duty",
    "utcnow",
]


class Sessions(Lobbies, Moves, Seats, Boards, Logs, Undo, Rematches, Away, People, Places):
    """Runs lobbies and moves for every kind of game."""
