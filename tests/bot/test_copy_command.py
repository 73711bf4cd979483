"""``python -m bot copy-to-postgres``: the copy from DATABASE_PATH or ``--from``, its one-paragraph summary, and
its refusals in one sentence with exit status 2."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from bot.storage.one_process import hold
from tests.bot.test_main import one_sentence, real_database, run_bot
from tests.postgres import Cluster

pytestmark = pytest.mark.postgres


@pytest.fixture
def target(postgres: Cluster) -> Iterator[str]:
    """A new, empty PostgreSQL database (dropped after the test)."""
    url = postgres.new_database()
    yield url
    postgres.drop_database(url)


def games_in(url: str) -> int:
    """How many games the PostgreSQL database holds."""
    with psycopg.connect(url) as conn:
        found = conn.execute("SELECT count(*) FROM games").fetchone()
    assert found is not None
    return int(found[0])


def test_the_command_copies_database_path_and_says_what_it_copied(tmp_path: Path, target: str) -> None:
    """Exit 0, one paragraph naming the counts per table and the time; the games are in PostgreSQL."""
    source = tmp_path / "bot.db"
    asyncio.run(real_database(source, lobbies=3))
    done = run_bot(tmp_path, "copy-to-postgres", target, DATABASE_PATH=str(source))
    assert done.returncode == 0, done.stderr
    summary = done.stdout.strip().splitlines()[-1]
    assert summary.startswith(f"Copied {str(source)!r} (schema version ")
    assert "games 3, " in summary and "seats 3, " in summary and " s: " in summary and "Set DATABASE_URL" in summary
    assert games_in(target) == 3


def test_from_names_another_file(tmp_path: Path, target: str) -> None:
    """``--from FILE`` is copied instead of DATABASE_PATH."""
    other = tmp_path / "other.db"
    asyncio.run(real_database(other, lobbies=2))
    done = run_bot(tmp_path, "copy-to-postgres", target, "--from", str(other), DATABASE_PATH=str(tmp_path / "none.db"))
    assert done.returncode == 0, done.stderr
    assert games_in(target) == 2


def test_a_running_bot_is_refused_in_one_sentence(tmp_path: Path, target: str) -> None:
    """While another process holds the file's lock: exit 2, one sentence, nothing in PostgreSQL."""
    source = tmp_path / "bot.db"
    asyncio.run(real_database(source))
    held = hold(source)
    try:
        done = run_bot(tmp_path, "copy-to-postgres", target, DATABASE_PATH=str(source))
    finally:
        held.release()
    assert done.returncode == 2 and one_sentence(done.stderr), done.stderr
    assert "A Hauntbot is running on" in done.stderr


def test_a_missing_file_and_a_url_that_is_not_postgresql_are_refused(tmp_path: Path) -> None:
    """No database at the path, or a URL of another kind: exit 2 in one sentence, and no file is made."""
    missing = tmp_path / "missing.db"
    done = run_bot(tmp_path, "copy-to-postgres", "postgresql://nowhere/x", DATABASE_PATH=str(missing))
    assert done.returncode == 2 and one_sentence(done.stderr) and "no SQLite database at" in done.stderr
    assert not missing.exists()
    done = run_bot(tmp_path, "copy-to-postgres", "mysql://x/y", DATABASE_PATH=str(missing))
    assert done.returncode == 2 and one_sentence(done.stderr) and "needs a PostgreSQL URL" in done.stderr


def test_a_server_that_does_not_answer_is_refused_before_the_file_is_touched(tmp_path: Path) -> None:
    """No PostgreSQL behind the URL: exit 2 in one sentence, and the SQLite file is not upgraded."""
    source = tmp_path / "old.db"
    asyncio.run(real_database(source))
    with contextlib.closing(sqlite3.connect(source)) as conn:
        conn.execute("PRAGMA user_version = 13")
    url = f"postgresql://postgres@/x?host={tmp_path}"  # no server's socket in that folder
    done = run_bot(tmp_path, "copy-to-postgres", url, "--from", str(source))
    assert done.returncode == 2 and one_sentence(done.stderr), done.stderr
    assert "Cannot connect to the PostgreSQL database given" in done.stderr
    with contextlib.closing(sqlite3.connect(source)) as conn:
        assert conn.execute("PRAGMA user_version").fetchone() == (13,)
