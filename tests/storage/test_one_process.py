"""SQLite mode is one process: the lock beside the database is held by one holder at a time."""

from __future__ import annotations

import subprocess
import sys

import pytest

from bot.storage import Store
from bot.storage.one_process import InUse, hold, lock_path

HOLD_ELSEWHERE = """\
import sys
from bot.storage.one_process import InUse, hold
try:
    hold(sys.argv[1])
except InUse:
    raise SystemExit(3)
"""
"""Another process asking for the lock: exit 3 when it is refused."""


def test_a_second_holder_is_refused_until_the_first_lets_go(tmp_path):
    """While the lock is held, asking again (another open of the file) is refused; once released, it is had."""
    db = tmp_path / "hauntbot.db"
    first = hold(db)
    with pytest.raises(InUse):
        hold(db)
    first.release()
    hold(db).release()
    assert lock_path(db) == tmp_path / "hauntbot.db.lock" and lock_path(db).exists()


def test_another_process_is_refused_while_it_is_held(tmp_path):
    """A second process on the same file is refused; after the first lets go, it takes the lock."""
    db = tmp_path / "hauntbot.db"
    code = [sys.executable, "-c", HOLD_ELSEWHERE, str(db)]
    held = hold(db)
    try:
        assert subprocess.run(code, timeout=30).returncode == 3
    finally:
        held.release()
    assert subprocess.run(code, timeout=30).returncode == 0


def test_the_lock_is_per_database(tmp_path):
    """Two databases in one folder have two locks: holding one does not refuse the other."""
    one = hold(tmp_path / "one.db")
    try:
        hold(tmp_path / "two.db").release()
    finally:
        one.release()


def test_a_missing_folder_is_made_for_the_lock(tmp_path):
    """A first start in a data folder that does not exist yet makes it, as the database check does."""
    db = tmp_path / "data" / "hauntbot.db"
    hold(db).release()
    assert lock_path(db).exists()


async def test_opening_the_store_is_not_refused_while_the_bot_holds_it(tmp_path):
    """Tools and tests open the store beside a running bot: only the bot's start takes the lock."""
    db = tmp_path / "hauntbot.db"
    held = hold(db)
    try:
        store = await Store.open(db)
        assert await store.schema_version() > 0
        await store.close()
    finally:
        held.release()
