"""The kits the contract suite checks: every registered game, and Three in a row (``tests/tiny``).

Three in a row hides nothing, so it checks that the suite asks nothing of such a game but what
every game owes (and that a game without a palette, a reveal or notes plays through it).
"""

from __future__ import annotations

from bot.registry import KITS, GameKit, register
from tests.tiny.kit import TINY_KIT


def _contract_kits() -> dict[str, GameKit]:
    kits = dict(KITS)
    register(kits, TINY_KIT)
    return kits


CONTRACT_KITS: dict[str, GameKit] = _contract_kits()
"""Every kind the suite plays, by key, registered (and so checked) as the bot registers its games."""
