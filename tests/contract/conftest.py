"""The seeded playouts every contract test reads, played once per test session."""

from __future__ import annotations

import pytest

from bot.registry import KITS
from tests.contract.playouts import Playout, all_playouts


@pytest.fixture(scope="session")
def playouts() -> dict[str, list[Playout]]:
    """The seeded games, by kind."""
    found: dict[str, list[Playout]] = {kind: [] for kind in KITS}
    for p in all_playouts():
        found[p.kind].append(p)
    return found
