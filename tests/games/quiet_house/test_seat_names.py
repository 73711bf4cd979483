"""Seat names in Quiet House's texts: every seat reference is ``seat_name``'s, so the bot can put display names in.

Over seeded playouts (declarations with whirlwinds, resignations, empty decks), every sentence
``describe`` gives, every choice label and hint, every refusal, the outcome and the alt text of
every view (drawn with the display names) leave no "Player N" once ``bot.names.named`` has put the
display names in.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.games.base import SEAT, IllegalAction
from bot.games.quiet_house import GAME, QuietHouseState
from bot.names import named
from bot.registry import KITS

NAMES = ["Ada", "Bea", "Cyd", "Dot"]
OPTION_SETS = (
    {},
    {"rook": "advanced", "candlestick": "advanced", "monkey": "advanced", "mouse": "advanced", "variant2": True},
    {"rook": "random", "mouse": "random", "variant1": True},
)
SEEDS = range(6)
ENGINE = Path(__file__).parents[3] / "bot" / "games" / "quiet_house"


def refusals(s: QuietHouseState, seat: int) -> Iterator[str]:
    """The reasons the engine gives for a few wrong actions of ``seat`` and of the seat after it."""
    other = (seat + 1) % s.players
    for who, action in ((seat, "declare"), (seat, "dragon.Z9"), (seat, "rook.A1"), (other, "mouse.A1")):
        try:
            GAME.apply(s, who, action)
        except IllegalAction as exc:
            yield exc.reason
    try:
        GAME.default_action(s, other)
    except IllegalAction as exc:
        yield exc.reason


def texts_of_playout(players: int, seed: int, options: dict) -> Iterator[str]:
    """Every text of one seeded game: sentences, labels, refusals, alt texts and the outcome."""
    rng = random.Random(f"names:{players}:{seed}")
    alt_text, names = KITS["quiethouse"].alt_text, NAMES[:players]
    s = GAME.new_game(players, seed, options)
    quit_at = rng.randrange(30) if seed % 3 == 0 else None
    ply = 0
    while GAME.outcome(s) is None:
        for seat in (None, *range(players)):
            yield alt_text(GAME.view(s, seat), names)
        (seat,) = GAME.to_act(s)
        for choice in GAME.choices(s, seat):
            yield choice.label
            yield choice.hint
        yield from refusals(s, seat)
        if ply == quit_at:
            s = GAME.resign(s, rng.randrange(players))
            break
        legal = list(GAME.legal_actions(s, seat))
        action = "declare" if "declare" in legal and rng.random() < 0.8 else rng.choice(legal)
        after = GAME.apply(s, seat, action)
        yield GAME.describe(s, seat, action, after)
        s, ply = after, ply + 1
    outcome = GAME.outcome(s)
    assert outcome is not None
    yield outcome.text
    for seat in (None, *range(players)):
        yield alt_text(GAME.view(s, seat), names)


def all_texts() -> list[tuple[int, str]]:
    """(players, text) for every text of every seeded playout."""
    found: list[tuple[int, str]] = []
    for players in range(GAME.min_players, GAME.max_players + 1):
        for seed in SEEDS:
            options = OPTION_SETS[(players + seed) % len(OPTION_SETS)]
            found.extend((players, text) for text in texts_of_playout(players, seed, options))
    return found


@pytest.fixture(scope="module")
def texts() -> list[tuple[int, str]]:
    """The texts of the seeded playouts, played once for the module."""
    return all_texts()


def test_no_text_keeps_a_player_number_once_named(texts):
    """After ``named`` puts the display names in, no "Player N" is left in any text."""
    left = [named(text, NAMES[:players]) for players, text in texts]
    assert [text for text in left if SEAT.search(text)] == []


def test_the_playouts_reach_the_texts_that_name_seats(texts):
    """The sweep sees whirlwinds at a declaration and a player leaving, each naming a seat."""
    said = [named(text, NAMES[:players]) for players, text in texts]
    assert any(re.search(r"but (Ada|Bea|Cyd|Dot)\b.* showed the whirlwind", t) for t in said)
    assert any(re.match(r"(Ada|Bea|Cyd|Dot) left the house: the ghosts lose\.", t) for t in said)
    assert any("is moving a statue now" in t and "Player" not in t for t in said)


def test_the_engine_never_spells_a_seat_itself():
    """No module of the engine writes "Player …" itself: seats are named by ``bot.games.base.seat_name``."""
    for path in sorted(ENGINE.glob("*.py")):
        assert "Player " not in path.read_text(encoding="utf-8"), path.name
