"""Shared fixtures: a real bot on a real SQLite file, driven offline by SimCord."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
import simcord.interactions

from bot.client import HauntBot
from bot.config import Settings
from bot.i18n import CATALOGUE
from bot.registry import GameKit
from tests.postgres import Cluster

CATALOGUE.strict = True  # a message that cannot be said fails the test that says it

_BOTS: list[HauntBot] = []
"""Bots made by a test; SimCord detaches them without closing, so the fixture below closes their stores."""


def make_bot(
    db_path: Path,
    *,
    seed: int = 20261130,
    dev_guild_id: int | None = None,
    clock: Callable[[], datetime] | None = None,
    kits: Mapping[str, GameKit] | None = None,
) -> HauntBot:
    """A Hauntbot on ``db_path`` whose games all use ``seed``; its scheduler runs only when a test ticks it."""
    settings = Settings(
        token=None,
        database_path=db_path,
        dev_guild_id=dev_guild_id,
        log_level="INFO",
        poll_seconds=0,
        warm_renderers=False,
    )
    extra: dict[str, Any] = {"clock": clock} if clock else {}
    if kits is not None:
        extra["kits"] = kits
    bot = HauntBot(settings, new_seed=lambda: seed, **extra)
    _BOTS.append(bot)
    return bot


@pytest.fixture(autouse=True)
async def close_bot_stores() -> AsyncIterator[None]:
    """Close the database of every bot a test started, as a real shutdown would."""
    yield
    while _BOTS:
        store = getattr(_BOTS.pop(), "store", None)
        if store is not None:
            with contextlib.suppress(ValueError):
                await store.close()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A fresh database file for one test."""
    return tmp_path / "hauntbot.db"


@pytest.fixture
def simcord_bot(db_path: Path) -> HauntBot:
    """The bot SimCord runs for each Discord test."""
    return make_bot(db_path)


@pytest.fixture
def locales(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[int, str]]:
    """The Discord locale each chosen user's interactions carry ({user id: "pl"}; others stay "en-US").

    SimCord sends every interaction as en-US; this sets the field Discord would send for that user.
    """
    chosen: dict[int, str] = {}
    original = simcord.interactions.base_payload

    def with_locale(backend: Any, **fields: Any) -> Any:
        record, payload = original(backend, **fields)
        if fields["user_id"] in chosen:
            payload["locale"] = chosen[fields["user_id"]]
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", with_locale)
    yield chosen


# --- the store's two engines --------------------------------------------------------------------------------------

ENGINES = ("sqlite", pytest.param("postgres", marks=pytest.mark.postgres))
"""The store's engines, for ``params=`` of a fixture or ``parametrize``: PostgreSQL's tests carry the mark."""


@pytest.fixture(scope="session")
def postgres() -> Iterator[Cluster]:
    """The session's PostgreSQL cluster, started the first time a test needs it and stopped at the end.

    There is no skip: when PostgreSQL cannot start, the tests that need it error.
    """
    cluster = Cluster()
    yield cluster
    cluster.stop()


def database_at(engine: str, file: Path, request: pytest.FixtureRequest, *, migrated: bool = True) -> str | Path:
    """Where a test's store lives on ``engine``: the SQLite ``file``, or a new PostgreSQL database (dropped when
    the requesting fixture ends): already at the newest version, cloned from the session's migrated template, or
    empty when not ``migrated`` (for a test that builds an older version)."""
    if engine == "sqlite":
        return file
    cluster: Cluster = request.getfixturevalue("postgres")
    url = cluster.new_database(migrated=migrated)
    request.addfinalizer(lambda: cluster.drop_database(url))
    return url


SQLITE_ONLY = pytest.mark.parametrize("engine", ["sqlite"])
"""A test of what only SQLite has (its file, PRAGMAs, its query plans, its connection): on SQLite alone."""


@pytest.fixture(params=ENGINES)
def engine(request: pytest.FixtureRequest) -> str:
    """The engine a test runs on: each test asking for it runs on both (``SQLITE_ONLY`` narrows one test)."""
    return str(request.param)


@pytest.fixture
def database(engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> str | Path:
    """A fresh, empty database of the test's engine (a file path or a PostgreSQL URL) for ``Store.open``."""
    return database_at(engine, tmp_path / "store.db", request)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """A PostgreSQL test that is skipped fails: CI must never pass without having run them."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if report.skipped and item.get_closest_marker("postgres") is not None:
        report.outcome = "failed"
        report.longrepr = f"a PostgreSQL test may not be skipped ({report.longrepr})"
