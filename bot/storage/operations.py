"""What the platform asks of a store, grouped by what it is about (the whole: ``protocol.StoreProtocol``).

Each group is a :class:`typing.Protocol` naming the operations, with their types, that sessions, the scheduler,
the bots' runner, results and the bench use. The SQLite :class:`bot.storage.Store` implements every one;
another engine implements the same methods with the same meaning (what each returns, what one transaction holds,
what a conflict raises). Only ``bot/storage`` speaks SQL: none of these signatures carries a query.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Protocol

from bot.deadlines import Duty
from bot.i18n.words import Text
from bot.storage.boards import OldBoard
from bot.storage.looks import Look
from bot.storage.play import DUE_BATCH, DueDuty, SeatedGame
from bot.storage.records import BestScore, EventRecord, GameRecord, ResultRow, Saved, SeatRecord
from bot.storage.rematch import Invite
from bot.storage.stats import LEADERS, RECENT, GameTally, LeaderRow, ResultEntry
from bot.storage.undo import UndoPoint


class GameOps(Protocol):
    """Games, their moves and events, places, server best scores and the bot's own notes."""

    async def create_lobby(
        self,
        *,
        kind: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        options: Mapping[str, Any],
        seed: int,
        now: datetime,
        settings: Mapping[str, Any] | None = None,
    ) -> GameRecord:
        """Open a lobby with the host in seat 0; raise LobbyExists if the channel has one."""

    async def game(self, game_id: int) -> GameRecord | None:
        """Load one game row."""

    async def open_lobby(self, kind: str, channel_id: int) -> GameRecord | None:
        """The open lobby of ``kind`` in a channel, if any."""

    async def games_here(self, kind: str, place_id: int, statuses: tuple[str, ...]) -> list[GameRecord]:
        """Games of ``kind`` whose channel or thread is ``place_id``, newest first."""

    async def set_places(
        self, game_id: int, *, lobby_message_id: int | None = None, thread_id: int | None = None
    ) -> None:
        """Remember where the game's lobby message and thread live (only the values given change)."""

    async def game_played_in(self, place_id: int) -> GameRecord | None:
        """The running game whose home is this channel or thread, if any (one game per place)."""

    async def start(
        self,
        game_id: int,
        *,
        state: Mapping[str, Any],
        seat_order: list[int],
        now: datetime,
        duties: Sequence[Duty] = (),
    ) -> GameRecord:
        """Turn a lobby into an active game: seats renumbered 0..n-1, first state saved."""

    async def save_move(
        self,
        game_id: int,
        *,
        expected_version: int,
        state: Mapping[str, Any],
        status: str,
        seat: int | None,
        action: str,
        now: datetime,
        duties: Sequence[Duty] | None = None,
        acted: int | None = None,
        sentence: Text | None = None,
        best: tuple[str, int] | None = None,
        notes: Mapping[int, Text] | None = None,
        auto: bool = False,
        results: Sequence[ResultRow] = (),
        returned: Sequence[int] = (),
        undo: UndoPoint | None = None,
    ) -> Saved:
        """Save a move as one unit: the new state, its event, the duties it leaves, and its score."""

    async def set_status(self, game_id: int, status: str, *, only_from: tuple[str, ...], now: datetime) -> bool:
        """Change a game's status if it is currently one of ``only_from``; an ended game owes nothing."""

    async def game_and_seats(self, game_id: int) -> tuple[GameRecord, list[SeatRecord]] | None:
        """A game and its seats in one query (the hot path of every move)."""

    async def best_score_of(self, game_id: int, rules_key: str, score: int) -> BestScore | None:
        """Where a finished game's score stands in its server's table (None: a game outside a server)."""

    async def best_scores(self, guild_id: int, kind: str) -> dict[str, int]:
        """The server's best score per rule combination of one game."""

    async def events(self, game_id: int) -> list[EventRecord]:
        """Every action applied to the game, in order."""

    async def sentences_from(self, game_id: int, version: int, *, limit: int = 12) -> list[Text]:
        """The public sentences of the moves that made ``version`` and after, oldest first (the last ``limit``)."""

    async def last_sentence(self, game_id: int) -> Text | None:
        """The public sentence of the game's latest move (None before the first move)."""

    async def get_meta(self, key: str) -> str | None:
        """A bot-wide value, e.g. the hash of the last synced command tree."""

    async def set_meta(self, key: str, value: str) -> None:
        """Store a bot-wide value."""


class BoardOps(Protocol):
    """The live board, the boards it replaced, and threads."""

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
        """Record the live board just posted in ``channel_id`` (None: edited in place, or where the game is
        played), the version it shows and what it says.
        """

    async def boards_behind(self, *, limit: int = 100) -> list[int]:
        """Running or finished games, not paused, whose live board is missing or behind their saved version."""

    async def old_boards(self, *, limit: int = 100) -> list[OldBoard]:
        """Old boards still to be retired, oldest first."""

    async def board_retired(self, message_id: int) -> None:
        """The old board was retired (or is gone for good): forget it."""

    async def board_not_retired(self, message_id: int) -> bool:
        """Discord refused the edit for now: count the try; True when it was the last one (the row is gone)."""

    async def want_thread(self, game_id: int, wanted: bool) -> None:
        """Remember that the game waits for its thread (Discord would not open it yet), or no longer does."""

    async def thread_found(self, game_id: int, thread_id: int) -> None:
        """The game's thread is open: it is played there now, and waits for none."""

    async def games_wanting_threads(self, *, limit: int = 50) -> list[int]:
        """Running, unpaused games played in their channel until Discord opens their thread."""


class SeatOps(Protocol):
    """Seats, bot players and stand-ins."""

    async def seats(self, game_id: int) -> list[SeatRecord]:
        """The game's seats in seat order."""

    async def add_seat(self, game_id: int, user_id: int, name: str) -> bool:
        """Seat a user in a lobby after the others; False if already seated."""

    async def remove_seat(self, game_id: int, user_id: int) -> bool:
        """Remove a user from a lobby; False if they were not seated."""

    async def add_bot_seat(self, game_id: int, level: str, name: str) -> int:
        """Seat a bot of ``level`` in a lobby after the others; return its user id (negative, new in its game)."""

    async def set_stand_in(
        self, game_id: int, seat: int, level: str, why: str, *, duties: Sequence[Duty] | None = None
    ) -> bool:
        """A bot of ``level`` plays for a human's seat from now on (``why``: asked, deadline or replaced)."""

    async def clear_stand_in(self, game_id: int, seat: int, *, duties: Sequence[Duty] | None = None) -> bool:
        """The human plays their own seat again (and the game's ``duties`` when given), in one transaction."""


class HistoryOps(Protocol):
    """Counting moves for the history."""

    async def move_count(self, game_id: int) -> int:
        """How many moves the game has had."""

    async def moves_since_own(
        self, game_id: int, seat: int, *, tail: int
    ) -> tuple[int, dict[int | None, int], list[EventRecord]]:
        """The moves after ``seat``'s last move made by hand (all of them when it has made none): their number, how
        many each seat made, and the last ``tail`` of them, oldest first.
        """


class PlayOps(Protocol):
    """Deadlines, preferences, server settings and finding games across servers."""

    async def duties(self, game_id: int) -> dict[int, Duty]:
        """The decisions a game's seats owe, by seat."""

    async def due_duties(self, now: datetime, *, limit: int = DUE_BATCH) -> list[DueDuty]:
        """Duties of running games whose deadline or reminder time is ``now`` or earlier."""

    async def next_due(self) -> datetime | None:
        """The earliest deadline or reminder time of any running game."""

    async def reschedule(self, game_id: int, duty: Duty) -> bool:
        """Change a duty's deadline and reminder time, if it is still the same duty; True if it was."""

    async def games_without_duties(self) -> list[int]:
        """Running games that owe nothing on record (e.g. started before deadlines were kept)."""

    async def set_duties(self, game_id: int, duties: Sequence[Duty]) -> None:
        """Replace a game's duties outside a move (and keep its earliest deadline)."""

    async def add_missed(self, game_id: int, seat: int, since: Duty) -> int | None:
        """Count one more missed deadline for a seat that still owes ``since``; its count in a row."""

    async def set_paused(self, game_id: int, reason: Text | None) -> None:
        """Pause a game with the reason, kept as a message in the reader's words to come (None: run it again)."""

    async def move_home(self, game_id: int, channel_id: int) -> None:
        """Play a game in another channel from now on (no thread; its board is owed there); unpauses it."""

    async def prefs(self, user_ids: list[int]) -> dict[int, dict[str, str]]:
        """The preferences of some users (users without any are left out)."""

    async def set_pref(self, user_id: int, key: str, value: str | None) -> None:
        """Set (or with None, clear) one preference of a user."""

    async def guild_defaults(self, guild_id: int) -> dict[str, Any]:
        """A server's default table settings."""

    async def set_guild_defaults(self, guild_id: int, values: Mapping[str, Any]) -> None:
        """Replace a server's default table settings."""

    async def set_guild_lang(self, guild_id: int, key: str, lang: str) -> int:
        """Set a server's language (default ``key``) for its new tables and its open lobbies and running games, in
        one transaction; returns how many lobbies and games now speak it.
        """

    async def user_games(self, user_id: int) -> list[SeatedGame]:
        """The running games a user is seated in, in every server, the most urgent first."""

    async def guild_games(self, guild_id: int, statuses: tuple[str, ...]) -> list[GameRecord]:
        """A server's games with one of ``statuses``, oldest first."""


class LookOps(Protocol):
    """Private looks to take back when they expire."""

    async def keep_look(self, look: Look) -> None:
        """Remember a look (a newer interaction on the same message replaces its token and hiding time)."""

    async def looks_due(self, now: datetime, *, limit: int = 100) -> list[Look]:
        """Looks whose time to hide has come."""

    async def looks_of(self, game_id: int) -> list[Look]:
        """Every look still open in a game."""

    async def forget_look(self, game_id: int, message_id: int) -> None:
        """A look was hidden (or can no longer be edited)."""


class StatsOps(Protocol):
    """Results, records and leaderboards."""

    async def player_record(
        self, user_id: int, *, kind: str | None = None, guild_id: int | None = None, with_bots: bool = False
    ) -> list[GameTally]:
        """A player's record per game (only ``kind`` when given; only one server's games with ``guild_id``): at
        all-human tables, or with ``with_bots`` at tables where a bot played.
        """

    async def recent_results(
        self, user_id: int, *, kind: str | None = None, guild_id: int | None = None, limit: int = RECENT
    ) -> list[ResultEntry]:
        """A player's last ``limit`` finished games that count (of ``kind``, of one server), oldest first, each
        saying whether a bot played at its table.
        """

    async def leaderboard(
        self, guild_id: int, kind: str, *, limit: int = LEADERS, also: int | None = None, with_bots: bool = False
    ) -> list[LeaderRow]:
        """A server's players of one game ranked by wins, then win rate, then games played: the first ``limit``
        lines, and the line of the player ``also`` wherever they stand (if they played).
        """

    async def finished_without_results(self) -> list[int]:
        """Finished games that have no results (finished by a version that did not keep them)."""

    async def record_missing_results(self, game_id: int, results: Sequence[ResultRow]) -> bool:
        """Record a finished game's results, in one transaction, if it still has none; True if written."""


class UndoOps(Protocol):
    """Taking a move back."""

    async def undo_point(self, game_id: int) -> UndoPoint | None:
        """What taking back the game's newest move restores (None: it may not be taken back)."""

    async def newest_event(self, game_id: int) -> EventRecord | None:
        """The game's newest event (None before its first move)."""

    async def take_back(self, game_id: int, point: UndoPoint, *, sentence: Text, now: datetime) -> int:
        """Restore ``point`` as one unit and return the game's new version."""


class RematchOps(Protocol):
    """Rematches and their invitations."""

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
        """

    async def rematch_of(self, game_id: int) -> GameRecord | None:
        """The rematch of game ``game_id`` that was not cancelled (a lobby, or a game begun from it), if any."""

    async def invites(self, game_id: int) -> list[Invite]:
        """The players a rematch lobby invites, in the seat order of the game it follows (none for another game)."""


class AwayOps(Protocol):
    """Players who are away."""

    async def set_away(self, user_id: int, until: datetime) -> None:
        """The user is away until ``until`` (replacing an away they were on, and one that just ended)."""

    async def end_away(self, user_id: int, now: datetime) -> bool:
        """End a user's away at ``now`` (they acted, or said they are back); False when they were not away."""

    async def aways_over(self, now: datetime) -> list[tuple[int, datetime]]:
        """Every away that is over and not yet undone, as (user, when it ended); aways whose end came are marked
        over first (their end is the moment they ended).
        """

    async def forget_away(self, user_id: int, ended: datetime) -> None:
        """Forget an away once every game had its deadlines back (kept if the user went away again since)."""

    async def away_seats(self, user_id: int) -> dict[int, int]:
        """The seats bots play because the user went away, by game."""

    async def set_away_stand_in(
        self, game_id: int, seat: int, user_id: int, level: str, *, duties: Sequence[Duty]
    ) -> bool:
        """A bot of ``level`` plays for an away player (the table's policy "bot"), in one transaction with the
        game's ``duties`` and the note that it is the away's; False, nothing written, when a bot already does.
        """

    async def forget_away_seat(self, user_id: int, game_id: int) -> None:
        """The seat of ``game_id`` is no longer played because its human went away."""


class ClaimOps(Protocol):
    """Claims on scheduled work, so each effect happens once across processes (leases that lapse)."""

    async def claim(self, key: str, owner: str, until: datetime, now: datetime) -> bool:
        """Take the work ``key`` for ``owner`` until ``until``: True when it was free or its lease lapsed before
        ``now``, False when a live claim holds it."""

    async def keep_alive(self, owner: str) -> None:
        """Say, while this store is open, that the process ``owner`` lives (its claims then outlive a lease only
        while it does)."""

    async def release(self, key: str, owner: str) -> bool:
        """Give the work ``key`` back; True if ``owner`` held it."""

    async def forget_lapsed_claims(self, now: datetime) -> int:
        """Delete the claims whose lease lapsed before ``now``; return how many."""

    async def claim_holder(self, key: str) -> tuple[str, datetime] | None:
        """Who holds the claim ``key`` and until when (None: nobody)."""

    async def guilds_of(self, game_ids: Sequence[int]) -> dict[int, int | None]:
        """The server of each game (None: played in DMs); unknown games are left out."""

    async def retire_owed(self, message_id: int) -> bool:
        """Whether the old board ``message_id`` is still to be retired."""
