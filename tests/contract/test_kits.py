"""What a kit carries besides its engine: its bots, every level of them and its re-dealer."""

from __future__ import annotations

import pytest

from bot.bots.contract import LEVELS
from tests.contract.kits import CONTRACT_KITS

KINDS = pytest.mark.parametrize("kind", sorted(CONTRACT_KITS))


@KINDS
def test_every_kit_carries_its_bots_at_every_level(kind: str) -> None:
    """A kit carries its bots (so any seat can be given to one) with every level, and their re-dealer."""
    bots = CONTRACT_KITS[kind].bots
    assert bots is not None, f"{kind}: its kit carries no bots (docs/bots.md)"
    assert set(bots.levels) == set(LEVELS), f"{kind}: levels {sorted(bots.levels)}"
    assert callable(bots.determinize)
    if CONTRACT_KITS[kind].game.traits.hidden:
        assert bots.inventory is not None, f"{kind} hides something: its bots say what a re-deal keeps"
