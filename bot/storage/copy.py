"""``python -m bot copy-to-postgres URL``: move a server's data from its SQLite file into PostgreSQL.

The bot must be stopped: the command takes the SQLite file's one-process lock (``bot.storage.one_process``) for
its whole run, so it refuses a file a bot runs on and no bot can start on it during the copy. It refuses a
damaged file (``connection.unusable``) and a target that already holds Hauntbot rows. Then it opens the SQLite
store (upgrading it to the newest migration, as the bot would), creates PostgreSQL's schema at the same
version and, in ONE PostgreSQL transaction:

1. copies every table in the order of its foreign keys (``COPY ... FROM STDIN``), keeping every id, including
   the ``rowid`` that orders results and invitations;
2. sets each identity column's next value past the copied ids (and past SQLite's ``sqlite_sequence``, so an id
   of a deleted game is never given again, as with AUTOINCREMENT);
3. checks: each table read back row by row equals SQLite's, then every record the store hands out, read through
   the store on both engines, is equal (``bot.storage.copy_check``; PostgreSQL's side is read on this
   transaction).

Only when the check passes is the transaction committed: a difference (exit 1, naming the first one) or any
failure leaves the target with its empty schema and nothing else. The SQLite file is only read (after its
upgrade), so it stays the bot's database until DATABASE_URL is set.
"""

from __future__ import annotations

import asyncio
import sqlite3
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.storage import Store
from bot.storage.connection import unusable
from bot.storage.one_process import InUse, hold

SKIPPED = frozenset({"schema_migrations", "sqlite_sequence", "work_claims"})
"""Tables not copied: each engine's own (the schema's version, SQLite's AUTOINCREMENT counters), and the claims of
scheduled work (leases of running processes: with the bot stopped, none holds anything)."""


CONNECT_SECONDS = 10
"""How long the command waits for PostgreSQL to answer."""


class Refused(Exception):
    """The copy cannot be made; the message says why in one sentence (exit status 2)."""


class Mismatch(Exception):
    """The copy read back differently; the message names the first difference (exit status 1)."""


@dataclass
class Copied:
    """What a copy moved and how long it took."""

    version: int
    rows: dict[str, int] = field(default_factory=dict)
    """Rows copied per table, in the order copied."""
    reads: int = 0
    """Store reads compared on both engines."""
    seconds: float = 0.0

    def summary(self, source: Path) -> str:
        """The one paragraph the command prints."""
        counts = ", ".join(f"{table} {n:,}" for table, n in sorted(self.rows.items()))
        return (
            f"Copied {str(source)!r} (schema version {self.version}) into PostgreSQL in {self.seconds:.1f} s: "
            f"{counts} rows. Every table read back row by row, and {self.reads:,} reads through the store "
            "(every game's record, seats, events, duties, looks, undo point and rematch, every player's results, "
            "records and preferences, every server's settings, leaderboards and best scores) were equal on both "
            "engines. Set DATABASE_URL to this database and start the bot; keep the SQLite file as a backup."
        )


def _sqlite_rows(path: Path, sql: str) -> list[tuple[Any, ...]]:
    """Rows of the SQLite file, read with plain sqlite3 (the bot is stopped; we hold its lock)."""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def _row_key(row: Sequence[Any]) -> tuple[Any, ...]:
    """An order for rows of any values (None and mixed types included) that both engines' rows share."""
    return tuple((v is None, type(v).__name__, v if v is not None else 0) for v in row)


def dependency_order(tables: Sequence[str], references: Sequence[tuple[str, str]]) -> list[str]:
    """``tables`` ordered so each comes after the tables its foreign keys reference (``references``: (table,
    referenced) pairs; a table referencing itself is copied in id order)."""
    done: list[str] = []
    pending = sorted(tables)
    while pending:
        ready = [t for t in pending if all(r in done or r == t for src, r in references if src == t)]
        if not ready:
            raise RuntimeError(f"the foreign keys of {pending} reference each other in a circle")
        done.extend(ready)
        pending = [t for t in pending if t not in ready]
    return done


async def _postgres_layout(pg: Any) -> tuple[list[str], dict[str, list[str]], list[tuple[str, str]]]:
    """PostgreSQL's tables in dependency order, their columns, and their identity columns."""
    columns: dict[str, list[str]] = {}
    identity: list[tuple[str, str]] = []
    for table, column, is_identity in await pg._rows(
        "SELECT table_name, column_name, is_identity FROM information_schema.columns"
        " WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"
    ):
        if table in SKIPPED:
            continue
        columns.setdefault(table, []).append(column)
        if is_identity == "YES":
            identity.append((table, column))
    references = [
        (str(a), str(b))
        for a, b in await pg._rows(
            "SELECT c.conrelid::regclass::text, c.confrelid::regclass::text FROM pg_constraint AS c"
            " WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace"
        )
    ]
    return dependency_order(list(columns), references), columns, identity


def _sqlite_layout(path: Path) -> dict[str, list[str]]:
    """SQLite's tables and their columns."""
    names = [str(r[0]) for r in _sqlite_rows(path, "SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {t: [str(c[1]) for c in _sqlite_rows(path, f'PRAGMA table_info("{t}")')] for t in names if t not in SKIPPED}


def _selected(table: str, pg_columns: list[str], sqlite_columns: list[str]) -> list[str]:
    """What to read from SQLite for PostgreSQL's columns: the same names (``rowid``, SQLite's implicit column, when
    PostgreSQL has made it a column)."""
    extra = sorted(set(sqlite_columns) - set(pg_columns))
    missing = [c for c in pg_columns if c not in sqlite_columns and c != "rowid"]
    if extra or missing:
        raise Refused(
            f"The SQLite and PostgreSQL schemas of {table!r} differ (columns {extra or missing}): "
            "this version of Hauntbot cannot copy it."
        )
    return [f'"{c}"' if c in sqlite_columns else "rowid" for c in pg_columns]


async def _not_empty(pg: Any, tables: Sequence[str]) -> str | None:
    """The first of ``tables`` that exists in the target and holds rows (None: the target is empty of them)."""
    for table in sorted(tables):
        found = await pg._rows("SELECT to_regclass(?) IS NOT NULL", (table,))
        if found[0][0] and (await pg._rows(f'SELECT EXISTS (SELECT 1 FROM "{table}")'))[0][0]:
            return table
    return None


def _keys(path: Path) -> dict[str, list[Any]]:
    """The keys the store-level check reads by: every game, player, server, leaderboard and note of the file."""

    def column(sql: str) -> list[Any]:
        return [r[0] if len(r) == 1 else tuple(r) for r in _sqlite_rows(path, sql)]

    return {
        "games": column("SELECT id FROM games ORDER BY id"),
        "players": column("SELECT user_id FROM seats UNION SELECT user_id FROM results ORDER BY 1"),
        "prefs": column("SELECT DISTINCT user_id FROM user_prefs ORDER BY 1"),
        "boards": column(
            "SELECT guild_id, kind FROM results WHERE guild_id IS NOT NULL UNION "
            "SELECT guild_id, kind FROM best_scores ORDER BY 1, 2"
        ),
        "guilds": column(
            "SELECT guild_id FROM guild_defaults UNION SELECT guild_id FROM games WHERE guild_id IS NOT NULL ORDER BY 1"
        ),
        "meta": column("SELECT key FROM meta ORDER BY key"),
    }


async def copy_to_postgres(source: Path, url: str, *, say: Callable[[str], None] = print) -> Copied:
    """Copy the SQLite database at ``source`` into the PostgreSQL database at ``url`` and check it (module doc).

    Raises :class:`Refused` (nothing was written to the target) or :class:`Mismatch` (the copy was rolled back).
    """
    began = time.perf_counter()
    if not source.is_file():
        raise Refused(f"There is no SQLite database at {str(source)!r} to copy (check DATABASE_PATH or --from).")
    try:
        held = hold(source)
    except InUse:
        raise Refused(
            f"A Hauntbot is running on {str(source)!r}: stop it first (the copy needs the bot stopped)."
        ) from None
    except OSError as exc:
        raise Refused(f"{str(source)!r} cannot be locked for the copy ({exc.strerror or exc}).") from None
    try:
        problem = unusable(source)
        if problem is not None:
            raise Refused(f"The SQLite database {str(source)!r} {problem}.")
        return await _copy(source, url, began, say)
    finally:
        held.release()


async def _copy(source: Path, url: str, began: float, say: Callable[[str], None]) -> Copied:
    """The copy itself, with the source locked and sound."""
    import psycopg
    import psycopg_pool

    from bot.storage.copy_check import PinnedStore, first_difference
    from bot.storage.postgres import WRITE_LOCK
    from bot.storage.postgres_store import PostgresStore

    try:  # before anything is written anywhere (the pool would retry for 30 s, logging each try)
        await (await psycopg.AsyncConnection.connect(url, connect_timeout=CONNECT_SECONDS)).close()
    except psycopg.Error as exc:
        said = " ".join(str(exc).split()).rstrip(".")
        raise Refused(f"Cannot connect to the PostgreSQL database given ({said}).") from None
    sqlite = await Store.open(source)  # upgraded to the newest migration, as the bot would
    try:
        version = await sqlite.schema_version()
        layout = _sqlite_layout(source)
        try:
            pg = await PostgresStore.open(url, upto=0)  # connected, nothing migrated yet
        except (psycopg.Error, psycopg_pool.PoolTimeout) as exc:
            raise Refused(f"Cannot connect to the PostgreSQL database given ({exc}).") from None
        try:
            full = await _not_empty(pg, list(layout))
            if full is not None:
                raise Refused(
                    f"The PostgreSQL database already holds Hauntbot data (table {full!r} has rows): "
                    "copy into a new, empty database."
                )
            await pg._migrate(None)
            if await pg.schema_version() != version:
                raise Refused(
                    f"The PostgreSQL database is at schema version {await pg.schema_version()}, the SQLite file "
                    f"at {version}: copy into a new, empty database with the same Hauntbot version."
                )
            order, pg_columns, identity = await _postgres_layout(pg)
            unknown = sorted(set(layout) - set(pg_columns))
            if unknown:
                raise Refused(f"PostgreSQL's schema has no table {unknown[0]!r}: this version cannot copy it.")
            copied = Copied(version=version)
            say(f"Copying {len(layout)} tables of {str(source)!r} into PostgreSQL...")
            try:
                async with pg._pool.connection() as conn, conn.transaction():
                    await conn.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))  # as every write does
                    for table in order:
                        if table not in layout:
                            continue  # a table only PostgreSQL has (nothing of SQLite's to copy)
                        copied.rows[table] = await _copy_table(conn, source, table, pg_columns[table], layout[table])
                    await _advance_identities(conn, source, identity)
                    for table in copied.rows:
                        await _compare_table(conn, source, table, pg_columns[table], layout[table])
                    difference, copied.reads = await first_difference(sqlite, PinnedStore(conn), _keys(source))
                    if difference is not None:
                        raise Mismatch(f"{difference}.")
            except psycopg.Error as exc:
                raise Mismatch(f"PostgreSQL refused the copy ({type(exc).__name__}: {exc}).") from None
        finally:
            await pg.close()
    finally:
        await sqlite.close()
    copied.seconds = time.perf_counter() - began
    return copied


async def _copy_table(conn: Any, source: Path, table: str, pg_columns: list[str], sqlite_columns: list[str]) -> int:
    """Copy one table's rows with COPY; how many."""
    selected = _selected(table, pg_columns, sqlite_columns)
    rows = _sqlite_rows(source, f'SELECT {", ".join(selected)} FROM "{table}" ORDER BY rowid')
    names = ", ".join(f'"{c}"' for c in pg_columns)
    async with conn.cursor().copy(f'COPY "{table}" ({names}) FROM STDIN') as copy:
        for row in rows:
            await copy.write_row(row)
    return len(rows)


async def _advance_identities(conn: Any, source: Path, identity: Sequence[tuple[str, str]]) -> None:
    """Set each identity column's next value past its copied ids and past SQLite's AUTOINCREMENT counter."""
    counters = {str(n): int(s) for n, s in _sqlite_rows(source, "SELECT name, seq FROM sqlite_sequence")}
    for table, column in identity:
        cur = await conn.execute(f'SELECT MAX("{column}") FROM "{table}"')
        found = (await cur.fetchone())[0]
        last = max(int(found or 0), counters.get(table, 0))
        if last > 0:
            await conn.execute("SELECT setval(pg_get_serial_sequence(%s, %s), %s)", (table, column, last))


async def _compare_table(conn: Any, source: Path, table: str, pg_columns: list[str], sqlite_columns: list[str]) -> None:
    """Mismatch unless the table reads back from PostgreSQL with the same rows as from SQLite."""
    selected = _selected(table, pg_columns, sqlite_columns)
    ours = sorted(_sqlite_rows(source, f'SELECT {", ".join(selected)} FROM "{table}"'), key=_row_key)
    names = ", ".join(f'"{c}"' for c in pg_columns)
    cur = await conn.execute(f'SELECT {names} FROM "{table}"')
    theirs = sorted((tuple(r) for r in await cur.fetchall()), key=_row_key)
    for i, (a, b) in enumerate(zip(ours, theirs, strict=False)):
        if a != b:
            raise Mismatch(f"Table {table!r} row {i + 1} differs: SQLite has {a!r}, PostgreSQL {b!r}.")
    if len(ours) != len(theirs):
        raise Mismatch(f"Table {table!r} has {len(ours)} rows in SQLite but {len(theirs)} in PostgreSQL.")


def run(source: Path, url: str) -> int:
    """The ``copy-to-postgres`` command: copy, say what was copied in one paragraph, return the exit status."""
    try:
        done = asyncio.run(copy_to_postgres(source, url))
    except Refused as exc:
        print(f"Hauntbot did not copy its database: {exc}", file=sys.stderr)
        return 2
    except Mismatch as exc:
        print(f"Hauntbot's copy to PostgreSQL did not read back equal, so nothing was kept: {exc}", file=sys.stderr)
        return 1
    print(done.summary(source))
    return 0
