"""Fixtures for the Quiet House engine tests: scenario states built through ``setup``."""

from collections.abc import Callable, Mapping

import pytest

from bot.games.quiet_house import GAME, QuietHouseState
from bot.games.quiet_house.data import STATUES

Make = Callable[..., QuietHouseState]


def deck_with(card: str, drawn: int = 1) -> list[str]:
    """A legal Time Deck whose card number ``drawn`` (1-based) shows ``card``."""
    deck: list[str] = []
    at = (drawn - 1) % len(STATUES)
    for _ in range(5):
        others = [s for s in STATUES if s != card]
        deck.extend([*others[:at], card, *others[at:]])
    return deck


@pytest.fixture
def make() -> Make:
    """Build a scenario: ``make({"rook": "C3", ...}, card="mirror", target=None, players=2, ...)``.

    Without ``target`` the goal tiles are taken from the layout itself (so they all hold).
    Extra keyword arguments are game options.
    """

    def _make(
        layout: Mapping[str, str],
        *,
        card: str = "mirror",
        target: Mapping[str, str] | None = None,
        players: int = 2,
        drawn: int = 1,
        turn: int = 0,
        seed: int = 7,
        **options: object,
    ) -> QuietHouseState:
        setup = {
            "layout": layout,
            "target": target or layout,
            "deck": deck_with(card, drawn),
            "drawn": drawn,
            "turn": turn,
        }
        return GAME.new_game(players, seed, options, setup)

    return _make
