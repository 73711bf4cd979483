"""The seeded playouts every contract test reads, played once per test session."""

from __future__ import annotations

import pytest

from tests.contract.kits import CONTRACT_KITS
from tests.contract.playouts import Playout, all_playouts


@pytest.fixture(scope="session")
def playouts() -> dict[str, list[Playout]]:
    """The seeded games of every registered kind and of Three in a row, by kind."""
    found: dict[str, list[Playout]] = {kind: [] for kind in CONTRACT_KITS}
    for p in all_playouts(CONTRACT_KITS):
        found[p.kind].append(p)
    return found
