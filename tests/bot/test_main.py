"""``python -m bot`` without a usable configuration, database or Discord explains itself in one sentence."""

from __future__ import annotations

import asyncio
import os
import random
import socket
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.storage import Store
from bot.storage.connection import unusable
from bot.storage.one_process import hold, lock_path

ROOT = Path(__file__).resolve().parents[2]
NOBODY = 65534
"""The user a root test runs the bot as, so that file permissions hold (root ignores them)."""
AS_NOBODY = f"""\
import os, sys
from bot.__main__ import main
if os.geteuid() == 0:
    os.setgid({NOBODY})
    os.setuid({NOBODY})
raise SystemExit(main())
"""
"""``python -m bot`` as a user without root's right to write anything (imported first, as root)."""
CLOSED_PORT = """\
import sys
import discord.http
discord.http.Route.BASE = f"http://127.0.0.1:{sys.argv[1]}/api/v10"
from bot.__main__ import main
raise SystemExit(main(sys.argv[2:]))
"""
"""``python -m bot`` whose Discord is a port where nothing listens: the connection is refused."""
NO_DNS = """\
import socket
import sys
def fail(*args, **kwargs):
    raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
socket.getaddrinfo = fail
from bot.__main__ import main
raise SystemExit(main(sys.argv[2:]))
"""
"""``python -m bot`` on a machine whose DNS resolves nothing."""


def run_bot(tmp_path: Path, *args: str, code: str | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    """Run ``python -m bot`` (or ``code``) from an empty folder (no .env) with the given environment."""
    clean = {k: v for k, v in os.environ.items() if k not in {"DISCORD_TOKEN", "DEV_GUILD_ID", "LOG_LEVEL"}}
    clean["PYTHONPATH"] = str(ROOT)
    clean.update(env)
    command = [sys.executable, "-m", "bot"] if code is None else [sys.executable, "-c", code]
    return subprocess.run([*command, *args], cwd=tmp_path, env=clean, capture_output=True, text=True, timeout=60)


def one_sentence(text: str) -> bool:
    """Whether stderr holds one line and no traceback."""
    return len(text.strip().splitlines()) == 1 and "Traceback" not in text


async def real_database(path: Path, lobbies: int = 1) -> None:
    """Make the bot's database at ``path`` (every migration) holding ``lobbies`` lobbies."""
    store = await Store.open(path)
    try:
        for i in range(lobbies):
            await store.create_lobby(
                kind="rumble",
                guild_id=1,
                channel_id=1000 + i,
                host_id=7,
                host_name="Host " + "x" * 200,
                options={},
                seed=i,
                now=datetime(2026, 12, 2, tzinfo=UTC),
            )
    finally:
        await store.close()


@pytest.fixture
def open_folder() -> Iterator[Path]:
    """A folder other users may enter, in the system's temporary folder (pytest's own are its user's alone).

    Root runs the bot as nobody there; the folder is made writable again at the end, and removed.
    """
    with tempfile.TemporaryDirectory(prefix="hauntbot-test-") as made:
        folder = Path(made)
        folder.chmod(0o755)
        yield folder
        folder.chmod(0o755)


def test_missing_token_prints_one_paragraph_and_exits_2(tmp_path):
    """Without DISCORD_TOKEN the bot says what to set, where to get it and how to invite it."""
    done = run_bot(tmp_path)
    assert done.returncode == 2
    text = done.stderr.strip()
    assert "DISCORD_TOKEN" in text and "discord.com/developers/applications" in text
    assert "scope=bot+applications.commands" in text and "permissions=" in text
    assert "\n\n" not in text and "Traceback" not in text


def test_bad_dev_guild_id_is_refused_without_traceback(tmp_path):
    """A DEV_GUILD_ID that is not a number is named in one sentence."""
    done = run_bot(tmp_path, DISCORD_TOKEN="x", DEV_GUILD_ID="my-server")
    assert done.returncode == 2
    assert "DEV_GUILD_ID" in done.stderr and "Traceback" not in done.stderr


def test_an_unopenable_database_path_is_one_sentence_and_exit_2(tmp_path):
    """A DATABASE_PATH that is a folder (or not writable) is named in one sentence, without a traceback."""
    (tmp_path / "data.db").mkdir()
    done = run_bot(tmp_path, DISCORD_TOKEN="x", DATABASE_PATH=str(tmp_path / "data.db"))
    assert done.returncode == 2
    assert "DATABASE_PATH" in done.stderr and "cannot be opened" in done.stderr and one_sentence(done.stderr)


def test_a_file_in_the_way_of_the_database_folder_is_named(tmp_path):
    """A DATABASE_PATH under a file (its folder cannot be made) is refused the same way."""
    (tmp_path / "blocker").write_text("x")
    done = run_bot(tmp_path, DISCORD_TOKEN="x", DATABASE_PATH=str(tmp_path / "blocker" / "hauntbot.db"))
    assert done.returncode == 2
    assert "DATABASE_PATH" in done.stderr and "Traceback" not in done.stderr


def test_the_env_file_of_the_start_folder_is_read(tmp_path):
    """A .env beside the user (the folder the bot is started in) is read: its bad setting is reported."""
    (tmp_path / ".env").write_text("DISCORD_TOKEN=x\nDEV_GUILD_ID=from-dotenv\n")
    done = run_bot(tmp_path)
    assert done.returncode == 2
    assert "DEV_GUILD_ID" in done.stderr and "from-dotenv" in done.stderr


def test_a_missing_token_creates_no_database(tmp_path):
    """Without DISCORD_TOKEN the bot stops before the database check, so no folder or file is made."""
    done = run_bot(tmp_path, DATABASE_PATH=str(tmp_path / "data" / "hauntbot.db"))
    assert done.returncode == 2 and "DISCORD_TOKEN" in done.stderr
    assert not (tmp_path / "data").exists()


@pytest.mark.parametrize("folder_mode", [0o555, 0o777], ids=["read-only folder", "writable folder"])
async def test_a_read_only_database_is_one_sentence_and_exit_2(open_folder, tmp_path, folder_mode):
    """A database the bot may read but not write exits 2 with one sentence (root runs it as nobody), even in
    a folder where it could make its journal beside the file."""
    db = open_folder / "hauntbot.db"
    await real_database(db)
    db.chmod(0o444)
    open_folder.chmod(folder_mode)
    done = run_bot(tmp_path, code=AS_NOBODY, DISCORD_TOKEN="x", DATABASE_PATH=str(db))
    assert done.returncode == 2, done.stderr
    assert "DATABASE_PATH" in done.stderr and "is read-only to the bot" in done.stderr
    assert one_sentence(done.stderr)


@pytest.mark.parametrize("first_page", [1, 3])
async def test_a_damaged_database_is_one_sentence_and_exit_2(tmp_path, first_page):
    """A database with pages overwritten by garbage (the header's page, or pages inside) is called damaged."""
    db = tmp_path / "hauntbot.db"
    await real_database(db, lobbies=200)
    page = 4096
    size = db.stat().st_size
    assert size >= page * (first_page + 4)
    rng = random.Random(20261202)
    with db.open("r+b") as f:
        f.seek(page * (first_page - 1))
        f.write(rng.randbytes(page * 3))
    damaged = db.read_bytes()
    done = run_bot(tmp_path, DISCORD_TOKEN="x", DATABASE_PATH=str(db))
    assert done.returncode == 2
    assert "DATABASE_PATH" in done.stderr and "is damaged" in done.stderr and "backup" in done.stderr
    assert one_sentence(done.stderr)
    assert db.read_bytes() == damaged


async def test_the_write_check_leaves_a_healthy_database_as_it_was(tmp_path):
    """A usable database passes the check, and its real (rolled back) write leaves every byte as it was."""
    db = tmp_path / "hauntbot.db"
    await real_database(db, lobbies=20)
    before = db.read_bytes()
    assert unusable(db) is None
    assert db.read_bytes() == before
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT count(*) FROM games").fetchone() == (20,)


def _closed_port() -> int:
    """A local port where nothing listens."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.parametrize(("code", "reason"), [(CLOSED_PORT, "Connect call failed"), (NO_DNS, "discord.com")])
def test_discord_unreachable_is_one_sentence_and_exit_1(tmp_path, code, reason):
    """Discord unreachable at start (connection refused, or no DNS) is said in one sentence; the exit is 1."""
    db = str(tmp_path / "h.db")
    done = run_bot(tmp_path, str(_closed_port()), code=code, DISCORD_TOKEN="x", DATABASE_PATH=db, LOG_LEVEL="WARNING")
    assert done.returncode == 1, done.stderr
    assert done.stderr.startswith("Hauntbot cannot reach Discord") and reason in done.stderr
    assert one_sentence(done.stderr)


def test_clearing_guild_commands_needs_a_server(tmp_path):
    """``--clear-guild-commands`` without an id and without DEV_GUILD_ID says what to give, and creates no file."""
    done = run_bot(tmp_path, "--clear-guild-commands", DISCORD_TOKEN="x", DATABASE_PATH=str(tmp_path / "d" / "h.db"))
    assert done.returncode == 2
    assert "DEV_GUILD_ID" in done.stderr and one_sentence(done.stderr)
    assert not (tmp_path / "d").exists()


def test_clearing_guild_commands_refuses_a_server_id_that_is_not_one(tmp_path):
    """A server id that is not digits is refused by the command line, before anything is read."""
    done = run_bot(tmp_path, "--clear-guild-commands", "my-server", DISCORD_TOKEN="x")
    assert done.returncode == 2 and "my-server" in done.stderr and "Traceback" not in done.stderr


def test_clearing_guild_commands_with_discord_unreachable_opens_no_database(tmp_path):
    """``--clear-guild-commands`` needs Discord only: unreachable, it says so, exits 1 and made no database."""
    db = tmp_path / "d" / "h.db"
    port = str(_closed_port())
    done = run_bot(
        tmp_path, port, "--clear-guild-commands", "42", code=CLOSED_PORT, DISCORD_TOKEN="x", DATABASE_PATH=str(db)
    )
    assert done.returncode == 1 and "cannot reach Discord" in done.stderr.splitlines()[-1]
    assert "Traceback" not in done.stderr and not db.parent.exists()


def test_a_second_bot_on_the_same_database_is_one_sentence_and_exit_2(tmp_path):
    """While a bot holds the database, ``python -m bot`` on the same file stops at start: SQLite mode is one
    process. Nothing of the database is touched (not even made)."""
    db = tmp_path / "hauntbot.db"
    held = hold(db)
    try:
        done = run_bot(tmp_path, DISCORD_TOKEN="x", DATABASE_PATH=str(db))
    finally:
        held.release()
    assert done.returncode == 2, done.stderr
    assert "already running" in done.stderr and "SQLite mode is one process" in done.stderr and str(db) in done.stderr
    assert one_sentence(done.stderr)
    assert not db.exists()


def test_a_started_bot_holds_the_database_and_lets_it_go_when_it_stops(tmp_path):
    """A bot gets past the lock when nobody holds it (here it stops at Discord, exit 1), and ends without it."""
    db = tmp_path / "hauntbot.db"
    done = run_bot(tmp_path, str(_closed_port()), code=CLOSED_PORT, DISCORD_TOKEN="x", DATABASE_PATH=str(db))
    assert done.returncode == 1, done.stderr
    assert lock_path(db).exists()
    hold(db).release()


def test_a_backup_is_not_refused_while_the_bot_runs(tmp_path):
    """``python -m bot backup`` copies the database while a bot holds it (the backup does not take the lock)."""
    db = tmp_path / "hauntbot.db"
    asyncio.run(real_database(db))
    held = hold(db)
    try:
        done = run_bot(tmp_path, "backup", str(tmp_path / "copy.db"), DATABASE_PATH=str(db))
    finally:
        held.release()
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "copy.db").exists()
