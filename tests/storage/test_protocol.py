"""The one store interface: the SQLite store implements it, the platform names nothing else, and its game lock."""

from __future__ import annotations

import ast
import asyncio
import inspect
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.storage import Store, StoreProtocol

ROOT = Path(__file__).resolve().parents[2]
MEMBERS = sorted(
    name
    for cls in StoreProtocol.__mro__
    if cls.__module__.startswith("bot.storage")
    for name in vars(cls)
    if not name.startswith("_")
)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    """An opened store on a fresh file, closed after the test."""
    s = await Store.open(tmp_path / "games.db")
    yield s
    await s.close()


def test_the_protocol_names_the_unit_of_work_and_the_queries():
    """The protocol holds the transaction, the game lock and the queries (a scan that found nothing would pass)."""
    assert {"transaction", "game_lock", "save_move", "due_duties", "prefs", "close"} <= set(MEMBERS)
    assert len(MEMBERS) > 50


async def test_the_sqlite_store_is_a_store(store):
    """An opened SQLite store passes the runtime check of the protocol."""
    assert isinstance(store, StoreProtocol)


def test_an_object_without_the_game_lock_is_not_a_store():
    """The runtime check is not vacuous: a class missing one member is refused."""
    missing = type("Missing", (), {name: getattr(Store, name) for name in MEMBERS if name != "game_lock"})
    assert not isinstance(missing(), StoreProtocol)


@pytest.mark.parametrize("name", MEMBERS)
def test_every_operation_has_the_same_signature_on_sqlite(name):
    """Each operation the protocol names takes the same parameters (names, kinds, defaults) on the SQLite store."""
    declared = next(vars(c)[name] for c in StoreProtocol.__mro__ if name in vars(c))
    implemented = getattr(Store, name)
    assert inspect.iscoroutinefunction(declared) == inspect.iscoroutinefunction(implemented)
    wanted = [(p.name, p.kind, p.default) for p in inspect.signature(declared).parameters.values()]
    found = [(p.name, p.kind, p.default) for p in inspect.signature(implemented).parameters.values()]
    assert found == wanted


def _uses_of_store(path: Path) -> list[str]:
    """How a module uses the name ``Store`` besides importing it: ``open`` is fine, a type is not."""
    tree = ast.parse(path.read_text(), filename=str(path))
    opens = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == "open"}
    return [
        f"{path.relative_to(ROOT)}:{n.lineno}"
        for n in ast.walk(tree)
        if isinstance(n, ast.Name) and n.id == "Store" and id(n) not in opens
    ]


PLATFORM = sorted(
    p for top in ("bot", "cogs", "render", "tools") for p in (ROOT / top).rglob("*.py") if "storage" not in p.parts
)


def test_outside_the_storage_the_sqlite_class_is_only_opened():
    """Outside ``bot/storage`` the concrete ``Store`` is named only to open it; everything is typed by the protocol."""
    assert len(PLATFORM) > 100
    bad = [where for path in PLATFORM for where in _uses_of_store(path)]
    assert bad == []


async def test_the_game_lock_holds_one_change_of_a_game_at_a_time(store):
    """A second change of the same game waits for the first; another game's change does not."""
    order: list[str] = []
    first_in = asyncio.Event()
    release = asyncio.Event()

    async def first() -> None:
        async with store.game_lock(7):
            order.append("first in")
            first_in.set()
            await release.wait()
            order.append("first out")

    async def change(game_id: int, name: str) -> None:
        await first_in.wait()
        async with store.game_lock(game_id):
            order.append(name)

    tasks = [
        asyncio.create_task(first()),
        asyncio.create_task(change(7, "same game")),
        asyncio.create_task(change(8, "other game")),
    ]
    await first_in.wait()
    for _ in range(5):
        await asyncio.sleep(0)
    assert order == ["first in", "other game"]
    release.set()
    await asyncio.gather(*tasks)
    assert order == ["first in", "other game", "first out", "same game"]


async def test_a_game_lock_nobody_holds_is_forgotten(store):
    """Locks of games nobody is changing do not pile up in memory."""
    for game_id in range(100):
        async with store.game_lock(game_id):
            pass
    assert len(store._game_locks) == 0
