"""Queries about players' records: results per game, results over time, server leaderboards, and the
results of games that finished before results were kept (the start-up backfill).

Every query reads ``results`` through one of its two indexes (migration 9): ``results_by_user`` for
a player's record and history, ``results_by_guild`` for a server's leaderboard. Cancelled games have
no results; they are counted from ``games`` and ``seats`` (a game cancelled after it started).

Only results that count are read (``counted``, migration 10): a bot seat's, or a seat a bot stood in
for, counts for nobody. Results at tables with bots are kept apart from all-human ones (``with_bots``):
a record and a leaderboard are of one kind or the other, a player's history marks each game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.storage.connection import Database, Row, Transaction
from bot.storage.records import ResultRow

RECENT = 30
"""Results a player's history shows by default (the chart of ``/hauntbot stats``)."""
LEADERS = 10
"""Players a leaderboard shows by default."""


@dataclass(frozen=True)
class GameTally:
    """A player's record in one game: finished games from ``results``, cancelled ones from ``games``."""

    kind: str
    played: int
    """Finished games (cancelled games are not counted here)."""
    won: int
    team: int
    """Of the games played, those played as a team (a co-operative game: the seats won or lost together)."""
    left: int
    """Of the games lost, those the player left before the end (resigned, or removed after missed deadlines)."""
    best_score: int | None
    best_rank: int | None
    """The best place in a game played against others (None: none finished)."""
    average_rank: float | None
    cancelled: int = 0
    """Games cancelled after they had started: neither won nor lost."""
    with_bots: bool = False
    """Whether this is the record at tables with bots (else at all-human tables)."""

    @property
    def lost(self) -> int:
        """Finished games not won."""
        return self.played - self.won

    @property
    def win_rate(self) -> float | None:
        """Won over played, 0 to 1 (None before any finished game)."""
        return self.won / self.played if self.played else None


@dataclass(frozen=True)
class ResultEntry:
    """One finished game of a player, as their history lists it."""

    game_id: int
    kind: str
    won: bool
    score: int | None
    rank: int
    players: int
    team: bool
    left: bool
    finished_at: str
    with_bots: bool = False
    """Whether a bot played at the table (a seat of its own, or standing in for a human)."""


@dataclass(frozen=True)
class LeaderRow:
    """One player's line on a server's leaderboard of one game."""

    place: int
    """1 for the best; players with the same wins, win rate and games share a place."""
    user_id: int
    played: int
    won: int
    best_score: int | None

    @property
    def win_rate(self) -> float:
        """Won over played, 0 to 1."""
        return self.won / self.played


def _scope(column_prefix: str, kind: str | None, guild_id: int | None) -> tuple[str, tuple[Any, ...]]:
    """The optional conditions on kind and server, as SQL with placeholders and their parameters."""
    sql = ""
    params: list[Any] = []
    if kind is not None:
        sql += f" AND {column_prefix}kind = ?"
        params.append(kind)
    if guild_id is not None:
        sql += f" AND {column_prefix}guild_id = ?"
        params.append(guild_id)
    return sql, tuple(params)


RECORD_SQL = (
    "SELECT kind, COUNT(*) AS played, SUM(won) AS won, SUM(team) AS team, SUM(left_game) AS left_game,"
    " MAX(score) AS best_score, MIN(CASE WHEN team = 0 THEN rank END) AS best_rank,"
    " AVG(CASE WHEN team = 0 THEN rank END) AS average_rank FROM results"
    " WHERE user_id = ? AND counted = 1 AND with_bots = ?{scope} GROUP BY kind"
)
CANCELLED_SQL = (
    "SELECT games.kind AS kind, COUNT(*) AS cancelled FROM seats JOIN games ON games.id = seats.game_id"
    " WHERE seats.user_id = ? AND games.status = 'cancelled' AND games.state IS NOT NULL"
    " AND CASE WHEN EXISTS (SELECT 1 FROM seats AS b WHERE b.game_id = games.id"
    " AND (b.bot IS NOT NULL OR b.handed = 1)) THEN 1 ELSE 0 END = ?"
    "{scope} GROUP BY games.kind"
)
RECENT_SQL = (
    "SELECT game_id, kind, won, score, rank, players, team, left_game, finished_at, with_bots FROM results"
    " WHERE user_id = ? AND counted = 1{scope} ORDER BY finished_at DESC, rowid DESC LIMIT ?"
)
LEADERBOARD_SQL = (
    "WITH tally AS (SELECT user_id, COUNT(*) AS played, SUM(won) AS won, MAX(score) AS best_score FROM results"
    " WHERE guild_id = ? AND kind = ? AND counted = 1 AND with_bots = ? GROUP BY user_id),"
    " placed AS (SELECT *, RANK() OVER standing AS place, ROW_NUMBER() OVER standing AS line FROM tally"
    " WINDOW standing AS (ORDER BY won DESC, CAST(won AS DOUBLE PRECISION) / played DESC, played DESC))"
    " SELECT place, user_id, played, won, best_score FROM placed WHERE line <= ? OR user_id = ? ORDER BY line"
)
MISSING_SQL = (
    "SELECT id FROM games WHERE status = 'finished'"
    " AND NOT EXISTS (SELECT 1 FROM results WHERE results.game_id = games.id) ORDER BY id"
)


class StatsQueries(Database):
    """Players' records, their results over time and servers' leaderboards."""

    async def player_record(
        self, user_id: int, *, kind: str | None = None, guild_id: int | None = None, with_bots: bool = False
    ) -> list[GameTally]:
        """A player's record per game (only ``kind`` when given; only one server's games with ``guild_id``):
        at all-human tables, or with ``with_bots`` at tables where a bot played.

        Games with neither a finished nor a cancelled game are left out; the list is sorted by kind.
        Results that count for nobody (a seat handed to a bot) are never read.
        """
        scope, params = _scope("", kind, guild_id)
        rows = await self._rows(RECORD_SQL.format(scope=scope), (user_id, int(with_bots), *params))
        scope, params = _scope("games.", kind, guild_id)
        cancelled = {
            r["kind"]: int(r["cancelled"])
            for r in await self._rows(CANCELLED_SQL.format(scope=scope), (user_id, int(with_bots), *params))
        }
        tallies = {r["kind"]: _tally(r, cancelled.get(r["kind"], 0), with_bots) for r in rows}
        for k, count in cancelled.items():
            tallies.setdefault(k, GameTally(k, 0, 0, 0, 0, None, None, None, count, with_bots))
        return [tallies[k] for k in sorted(tallies)]

    async def recent_results(
        self, user_id: int, *, kind: str | None = None, guild_id: int | None = None, limit: int = RECENT
    ) -> list[ResultEntry]:
        """A player's last ``limit`` finished games that count (of ``kind``, of one server), oldest first,
        each saying whether a bot played at its table.

        Games that finished in the same second come in the order their results were written.
        """
        scope, params = _scope("", kind, guild_id)
        rows = await self._rows(RECENT_SQL.format(scope=scope), (user_id, *params, limit))
        return [
            ResultEntry(
                int(r["game_id"]),
                r["kind"],
                bool(r["won"]),
                r["score"],
                int(r["rank"]),
                int(r["players"]),
                bool(r["team"]),
                bool(r["left_game"]),
                r["finished_at"],
                bool(r["with_bots"]),
            )
            for r in reversed(rows)
        ]

    async def leaderboard(
        self, guild_id: int, kind: str, *, limit: int = LEADERS, also: int | None = None, with_bots: bool = False
    ) -> list[LeaderRow]:
        """A server's players of one game ranked by wins, then win rate, then games played: the first
        ``limit`` lines, and the line of the player ``also`` wherever they stand (if they played).

        All-human tables only, or with ``with_bots`` the tables where a bot played; bots never have a line.
        """
        rows = await self._rows(
            LEADERBOARD_SQL, (guild_id, kind, int(with_bots), limit, also if also is not None else -1)
        )
        return [
            LeaderRow(int(r["place"]), int(r["user_id"]), int(r["played"]), int(r["won"]), r["best_score"])
            for r in rows
        ]

    # --- games finished before results were kept ------------------------------------------

    async def finished_without_results(self) -> list[int]:
        """Finished games that have no results (finished by a version that did not keep them)."""
        return [int(r["id"]) for r in await self._rows(MISSING_SQL)]

    async def record_missing_results(self, game_id: int, results: Sequence[ResultRow]) -> bool:
        """Record a finished game's results, in one transaction, if it still has none; True if written.

        The results are dated when the game was last saved (the move that finished it). A seat that
        resigned or was removed is a loss that left the game, as when a save records them.
        """
        async with self.transaction() as tx:
            found = await tx.rows(
                "SELECT updated_at FROM games WHERE id = ? AND status = 'finished'"
                " AND NOT EXISTS (SELECT 1 FROM results WHERE game_id = ?)",
                (game_id, game_id),
            )
            if not found or not results:
                return False
            await record_results(tx, game_id, results, found[0]["updated_at"])
        return True


def _tally(r: Row, cancelled: int, with_bots: bool) -> GameTally:
    """A row of ``RECORD_SQL`` with the game's cancelled count as a tally."""
    average = r["average_rank"]
    return GameTally(
        r["kind"],
        int(r["played"]),
        int(r["won"]),
        int(r["team"]),
        int(r["left_game"]),
        r["best_score"],
        r["best_rank"],
        float(average) if average is not None else None,
        cancelled,
        with_bots,
    )


RESULT_COLUMNS = (
    "game_id",
    "seat",
    "user_id",
    "guild_id",
    "kind",
    "won",
    "score",
    "rank",
    "players",
    "team",
    "left_game",
    "finished_at",
    "counted",
    "with_bots",
)


async def record_results(tx: Transaction, game_id: int, results: Sequence[ResultRow], when: str) -> None:
    """Inside the save that ends a game: every seat's result, for the players' records.

    A seat that resigned or was removed (a ``resign`` event, this move's included) left the game:
    it is recorded as a loss in last place, whatever its score or its team did. A bot seat's row is
    written too, with ``counted`` 0, like a seat a bot stood in for (``ResultRow.counted``).
    """
    insert, on_conflict = tx.dialect.insert_or_replace("results", ("game_id", "seat"), RESULT_COLUMNS)
    for r in results:
        await tx.execute(
            f"{insert} ({', '.join(RESULT_COLUMNS)}) SELECT g.id, ?, ?, g.guild_id, g.kind,"
            " CASE WHEN l.gone = 1 THEN 0 ELSE ? END, ?, CASE WHEN l.gone = 1 THEN ? ELSE ? END, ?, ?, l.gone, ?, ?, ?"
            " FROM games AS g, (SELECT CASE WHEN EXISTS (SELECT 1 FROM events WHERE game_id = ? AND seat = ?"
            f" AND action = 'resign') THEN 1 ELSE 0 END AS gone) AS l WHERE g.id = ?{on_conflict}",
            (
                r.seat,
                r.user_id,
                int(r.won),
                r.score,
                r.players,
                r.rank,
                r.players,
                int(r.team),
                when,
                int(r.counted),
                int(r.with_bots),
                game_id,
                r.seat,
                game_id,
            ),
        )
