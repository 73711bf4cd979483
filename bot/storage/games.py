"""Queries about games, seats, events, best scores and bot-wide values."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from bot.deadlines import Duty
from bot.i18n.words import Text, to_data
from bot.storage.connection import Database, Transaction
from bot.storage.records import (
    AWAY_JOIN,
    FINISHED,
    SEAT_COLUMNS,
    BestScore,
    EventRecord,
    GameRecord,
    LobbyExists,
    ResultRow,
    Saved,
    SeatRecord,
    VersionConflict,
    duty_statements,
    earliest_deadline,
    event_record,
    game_record,
    seat_record,
    sentence_of,
    stamp,
)
from bot.storage.stats import record_results
from bot.storage.undo import UndoPoint, undo_data


class GameQueries(Database):
    """Lobbies, moves and their history."""

    # --- games -------------------------------------------------------------------

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
        async with self.transaction() as tx:
            game_id = await insert_lobby(
                tx, kind, guild_id, channel_id, (host_id, host_name), options, seed, now, settings or {},
                integrity_errors=self.integrity_errors,
            )  # fmt: skip
        game = await self.game(game_id)
        assert game is not None
        return game

    async def game(self, game_id: int) -> GameRecord | None:
        """Load one game row."""
        found = await self._rows("SELECT * FROM games WHERE id = ?", (game_id,))
        row = found[0] if found else None
        return game_record(row) if row else None

    async def open_lobby(self, kind: str, channel_id: int) -> GameRecord | None:
        """The open lobby of ``kind`` in a channel, if any."""
        found = await self._rows(
            "SELECT * FROM games WHERE kind = ? AND channel_id = ? AND status = 'lobby'", (kind, channel_id)
        )
        row = found[0] if found else None
        return game_record(row) if row else None

    async def games_here(self, kind: str, place_id: int, statuses: tuple[str, ...]) -> list[GameRecord]:
        """Games of ``kind`` whose channel or thread is ``place_id``, newest first."""
        marks = ",".join("?" * len(statuses))
        rows = await self._rows(
            f"SELECT * FROM games WHERE kind = ? AND (thread_id = ? OR channel_id = ?) AND status IN ({marks})"
            " ORDER BY id DESC",
            (kind, place_id, place_id, *statuses),
        )
        return [game_record(r) for r in rows]

    async def count_games(self) -> int:
        """How many games are stored (any status)."""
        found = await self._rows("SELECT COUNT(*) FROM games")
        row = found[0] if found else None
        return int(row[0]) if row else 0

    async def set_places(
        self, game_id: int, *, lobby_message_id: int | None = None, thread_id: int | None = None
    ) -> None:
        """Remember where the game's lobby message and thread live (only the values given change).

        The live board is recorded with ``board_posted``.
        """
        changes = {k: v for k, v in (("lobby_message_id", lobby_message_id), ("thread_id", thread_id)) if v is not None}
        if not changes:
            return
        sets = ", ".join(f"{k} = ?" for k in changes)
        await self._x(f"UPDATE games SET {sets} WHERE id = ?", (*changes.values(), game_id))

    async def game_played_in(self, place_id: int) -> GameRecord | None:
        """The running game whose home is this channel or thread, if any (one game per place)."""
        found = await self._rows(
            "SELECT * FROM games WHERE status = 'active'"
            " AND (thread_id = ? OR (thread_id IS NULL AND channel_id = ?)) ORDER BY id LIMIT 1",
            (place_id, place_id),
        )
        return game_record(found[0]) if found else None

    async def start(
        self,
        game_id: int,
        *,
        state: Mapping[str, Any],
        seat_order: list[int],
        now: datetime,
        duties: Sequence[Duty] = (),
    ) -> GameRecord:
        """Turn a lobby into an active game: seats renumbered 0..n-1, first state saved.

        ``seat_order`` lists user ids in seat order. Raises VersionConflict if
        the game is no longer a lobby.
        """
        async with self.transaction() as tx:
            started = await tx.execute(
                "UPDATE games SET status = 'active', state = ?, version = version + 1, board_due = version + 1,"
                " updated_at = ?, deadline = ? WHERE id = ? AND status = 'lobby'",
                (json.dumps(state), stamp(now), earliest_deadline(duties), game_id),
            )
            if started != 1:
                raise VersionConflict(game_id)
            await tx.execute("UPDATE seats SET seat = -1 - seat WHERE game_id = ?", (game_id,))
            for i, uid in enumerate(seat_order):
                await tx.execute("UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?", (i, game_id, uid))
            for sql, params in duty_statements(game_id, duties):
                await tx.execute(sql, params)
        game = await self.game(game_id)
        assert game is not None
        return game

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
        """Save a move as one unit: the new state, its event, the duties it leaves, and its score.

        In one transaction: the version check (VersionConflict, and nothing written, when
        the stored version is not ``expected_version``), the state with the version its
        live board must show, the event with its public ``sentence``, the secret ``notes``
        seats learned from it and whether it was played for the seat (``auto``), the duties
        (None leaves them alone), the missed deadlines of ``acted`` (a seat that played in
        person) back to zero, the stand-in bots of the ``returned`` seats (their humans took them
        back by this very move) gone, for a finished game its ``best`` (rules key, score) in its
        server's table of best scores and every seat's ``results``, and what taking the move back
        restores when it may be (``undo``; any other save forgets the one before).
        """
        when = stamp(now)
        version = expected_version + 1
        # A move locks its game only; the one that ends a game (best scores, results) holds every write.
        async with self.transaction(game=None if status == FINISHED else game_id) as tx:
            changed = await tx.execute(
                "UPDATE games SET state = ?, status = ?, version = ?, board_due = ?, updated_at = ?,"
                " deadline = CASE WHEN ? = 1 THEN ? ELSE deadline END, undo_seat = ?, undo = ?"
                " WHERE id = ? AND version = ?",
                (
                    json.dumps(state),
                    status,
                    version,
                    version,
                    when,
                    duties is not None,
                    None if duties is None else earliest_deadline(duties),
                    None if undo is None else undo.seat,
                    None if undo is None else undo_data(undo, version),
                    game_id,
                    expected_version,
                ),
            )
            if changed != 1:
                raise VersionConflict(game_id)
            await tx.execute(
                "INSERT INTO events (game_id, seq, seat, action, version, created_at, sentence, said, notes, auto)"
                " VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM events WHERE game_id = ?), ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game_id,
                    game_id,
                    seat,
                    action,
                    version,
                    when,
                    sentence if isinstance(sentence, str) else None,
                    None if sentence is None or isinstance(sentence, str) else json.dumps(to_data(sentence)),
                    json.dumps({str(k): to_data(v) for k, v in sorted(notes.items())}) if notes else None,
                    int(auto),
                ),
            )
            if duties is not None:
                for sql, params in duty_statements(game_id, duties):
                    await tx.execute(sql, params)
            if acted is not None:
                await tx.execute("UPDATE seats SET missed = 0 WHERE game_id = ? AND seat = ?", (game_id, acted))
            for back in returned:
                await tx.execute(
                    "UPDATE seats SET stand_in = NULL, stand_in_why = NULL WHERE game_id = ? AND seat = ?"
                    " AND stand_in_why IN ('asked', 'deadline')",
                    (game_id, back),
                )
            score = await _keep_best(tx, game_id, best, when) if best is not None and status == FINISHED else None
            if results and status == FINISHED:
                await record_results(tx, game_id, results, when)
        return Saved(version, score)

    async def set_status(self, game_id: int, status: str, *, only_from: tuple[str, ...], now: datetime) -> bool:
        """Change a game's status if it is currently one of ``only_from``; an ended game owes nothing."""
        marks = ",".join("?" * len(only_from))
        count, *_ = await self._transaction(
            [
                (
                    f"UPDATE games SET status = ?, version = version + 1, updated_at = ?,"
                    f" deadline = CASE WHEN ? = 'active' THEN deadline END WHERE id = ? AND status IN ({marks})",
                    (status, stamp(now), status, game_id, *only_from),
                ),
                *([] if status == "active" else duty_statements(game_id, ())),
            ]
        )
        return count == 1

    async def game_and_seats(self, game_id: int) -> tuple[GameRecord, list[SeatRecord]] | None:
        """A game and its seats in one query (the hot path of every move)."""
        rows = await self._rows(
            f"SELECT games.*, {SEAT_COLUMNS} FROM games LEFT JOIN seats ON seats.game_id = games.id{AWAY_JOIN}"
            " LEFT JOIN duties ON duties.game_id = games.id AND duties.seat = seats.seat"
            " WHERE games.id = ? ORDER BY seats.seat",
            (game_id,),
        )
        if not rows:
            return None
        seats = [seat_record(game_id, r) for r in rows if r["s_seat"] is not None]
        return game_record(rows[0]), seats

    # --- best scores -----------------------------------------------------------------

    async def best_score_of(self, game_id: int, rules_key: str, score: int) -> BestScore | None:
        """Where a finished game's score stands in its server's table (None: a game outside a server)."""
        rows = await self._rows(
            "SELECT best_scores.score, best_scores.game_id FROM games JOIN best_scores"
            " ON best_scores.guild_id = games.guild_id AND best_scores.kind = games.kind"
            " WHERE games.id = ? AND best_scores.rules_key = ?",
            (game_id, rules_key),
        )
        if not rows:
            return None
        return BestScore(rules_key, score, int(rows[0]["game_id"]) == game_id, int(rows[0]["score"]))

    async def best_scores(self, guild_id: int, kind: str) -> dict[str, int]:
        """The server's best score per rule combination of one game."""
        rows = await self._rows(
            "SELECT rules_key, score FROM best_scores WHERE guild_id = ? AND kind = ?", (guild_id, kind)
        )
        return {r["rules_key"]: int(r["score"]) for r in rows}

    # --- events and meta -----------------------------------------------------------

    async def events(self, game_id: int) -> list[EventRecord]:
        """Every action applied to the game, in order."""
        rows = await self._rows("SELECT * FROM events WHERE game_id = ? ORDER BY seq", (game_id,))
        return [event_record(r) for r in rows]

    async def sentences_from(self, game_id: int, version: int, *, limit: int = 12) -> list[Text]:
        """The public sentences of the moves that made ``version`` and after, oldest first (the last ``limit``)."""
        rows = await self._rows(
            "SELECT sentence, said FROM (SELECT seq, sentence, said FROM events WHERE game_id = ? AND version >= ?"
            " AND (sentence IS NOT NULL OR said IS NOT NULL) ORDER BY seq DESC LIMIT ?) AS newest ORDER BY seq",
            (game_id, version, limit),
        )
        return [t for r in rows if (t := sentence_of(r)) is not None]

    async def last_sentence(self, game_id: int) -> Text | None:
        """The public sentence of the game's latest move (None before the first move)."""
        rows = await self._rows(
            "SELECT sentence, said FROM events WHERE game_id = ? ORDER BY seq DESC LIMIT 1", (game_id,)
        )
        return sentence_of(rows[0]) if rows else None

    async def get_meta(self, key: str) -> str | None:
        """A bot-wide value, e.g. the hash of the last synced command tree."""
        found = await self._rows("SELECT value FROM meta WHERE key = ?", (key,))
        row = found[0] if found else None
        return row[0] if row else None

    async def set_meta(self, key: str, value: str) -> None:
        """Store a bot-wide value."""
        await self._transaction(
            [
                (
                    "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    (key, value),
                )
            ]
        )


async def _keep_best(tx: Transaction, game_id: int, best: tuple[str, int], when: str) -> BestScore | None:
    """Inside a save: keep a finished game's score when it beats its server's best for its rules."""
    rules_key, score = best
    (game,) = await tx.rows("SELECT guild_id, kind FROM games WHERE id = ?", (game_id,))
    if game["guild_id"] is None:
        return None
    key = (game["guild_id"], game["kind"], rules_key)
    new = await tx.execute(
        "INSERT INTO best_scores (guild_id, kind, rules_key, score, game_id, created_at) VALUES (?, ?, ?, ?, ?, ?)"
        " ON CONFLICT(guild_id, kind, rules_key) DO UPDATE SET score = excluded.score, game_id = excluded.game_id,"
        " created_at = excluded.created_at WHERE excluded.score > best_scores.score",
        (*key, score, game_id, when),
    )
    (top,) = await tx.rows("SELECT score FROM best_scores WHERE guild_id = ? AND kind = ? AND rules_key = ?", key)
    return BestScore(rules_key, score, new == 1, int(top["score"]))


async def insert_lobby(
    tx: Transaction,
    kind: str,
    guild_id: int | None,
    channel_id: int,
    host: tuple[int, str],
    options: Mapping[str, Any],
    seed: int,
    now: datetime,
    settings: Mapping[str, Any],
    *,
    integrity_errors: tuple[type[Exception], ...],
    rematch_of: int | None = None,
) -> int:
    """Inside a transaction: a new lobby of ``kind`` with its host (user id, name) in seat 0 (a rematch names the
    game it follows); its id. LobbyExists when the channel already has an open lobby of ``kind``."""
    when = stamp(now)
    host_id, host_name = host
    try:
        # rematch_of only when given: it came with migration 13, and tests open older databases.
        column, mark, follows = ("", "", ()) if rematch_of is None else (", rematch_of", ", ?", (rematch_of,))
        (row,) = await tx.rows(
            "INSERT INTO games (kind, guild_id, channel_id, host_id, status, options, seed, created_at, updated_at,"
            f" settings{column}) VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?{mark}) RETURNING id",
            (kind, guild_id, channel_id, host_id, json.dumps(dict(options)), seed, when, when,
             json.dumps(dict(settings)), *follows),
        )  # fmt: skip
    except integrity_errors as exc:
        raise LobbyExists(kind) from exc
    game_id = int(row["id"])
    await tx.execute(
        "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)", (game_id, host_id, host_name)
    )
    return game_id
