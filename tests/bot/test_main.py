"""``python -m bot`` without a usable configuration explains itself and exits 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_bot(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """Run ``python -m bot`` from an empty folder (no .env) with the given environment."""
    clean = {k: v for k, v in os.environ.items() if k not in {"DISCORD_TOKEN", "DEV_GUILD_ID", "LOG_LEVEL"}}
    clean["PYTHONPATH"] = str(ROOT)
    clean.update(env)
    return subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=clean, capture_output=True, text=True, timeout=60
    )


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
    assert "DATABASE_PATH" in done.stderr and "cannot be opened" in done.stderr and "Traceback" not in done.stderr


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
