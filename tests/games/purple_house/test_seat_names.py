"""Seats in The Purple House's words: every "Player N" the engine writes comes from ``seat_name``.

Seeded random playouts at every player count: the public sentences, the choice labels and hints,
the refusals, the outcome and the alt text never leave a "Player N" once the display names are put
in (``bot.i18n.say`` with the names), so players always read their names.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from bot.games.base import SEAT, IllegalAction
from bot.games.purple_house import GAME, PurpleHouseState
from bot.i18n import Text, say
from bot.registry import KITS

NAMES = ["Ada", "Bram", "Cleo", "Dmitri", "Esme"]
OPTIONS = ({}, {"difficulty": "impossible", "scoring": True}, {"difficulty": "hard", "kid_friendly": True})


def playout(players: int, seed: int) -> Iterator[tuple[PurpleHouseState, int, str, PurpleHouseState]]:
    """A seeded random game: (before, seat, action, after) for every ply until it ends."""
    rng = random.Random(f"seat-names:{players}:{seed}")
    s = GAME.new_game(players, seed, OPTIONS[seed % len(OPTIONS)])
    while GAME.outcome(s) is None:
        seat = rng.choice(sorted(GAME.to_act(s)))
        action = rng.choice(list(GAME.legal_actions(s, seat)))
        after = GAME.apply(s, seat, action)
        yield s, seat, action, after
        s = after


def unnamed(text: Text, players: int) -> list[str]:
    """The seat references left in ``text`` once the display names of ``players`` seats are put in."""
    return SEAT.findall(say(text, names=NAMES[:players]))


def refusals(s: PurpleHouseState) -> Iterator[Text]:
    """What the engine says to seats that may not act now, and for a move that is not legal."""
    for seat in range(s.players):
        if seat not in GAME.to_act(s):
            with pytest.raises(IllegalAction) as refused:
                GAME.default_action(s, seat)
            yield refused.value.reason
            for action in ("f1", "ready"):
                try:
                    GAME.apply(s, seat, action)
                except IllegalAction as exc:
                    yield exc.reason


GAMES = [(players, seed) for players in range(1, 6) for seed in range(3)]


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_engine_text_names_only_real_seats(players: int, seed: int) -> None:
    """Sentences, labels, hints, refusals and the outcome leave no "Player N" once named."""
    texts: list[Text] = []
    last: Any = None
    for before, seat, action, after in playout(players, seed):
        texts.append(GAME.describe(before, seat, action, after))
        texts += [t for c in GAME.choices(before, seat) for t in (c.label, c.hint)]
        texts += refusals(before)
        last = after
    outcome = GAME.outcome(last)
    assert outcome is not None
    texts.append(outcome.text)
    left = {say(t): unnamed(t, players) for t in texts if unnamed(t, players)}
    assert left == {}


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_alt_text_uses_the_display_names(players: int, seed: int) -> None:
    """The alt text of every view (public and each seat's) is written with the names it is given."""
    kit = KITS[GAME.key]
    names = NAMES[:players]
    for i, (_before, _seat, _action, after) in enumerate(playout(players, seed)):
        if i % 7:
            continue
        for seat in (None, *range(players)):
            alt = kit.alt_text(GAME.view(after, seat), names)
            assert SEAT.search(alt) is None, alt


def test_the_escape_phase_starts_with_the_key_holder_by_name() -> None:
    """The sentence that ends Scouting names the Key holder (it used to say "Player 2")."""
    s = GAME.new_game(2, 5, {}, {"key": 1})
    s = GAME.apply(s, 0, GAME.default_action(s, 0))
    last = GAME.default_action(s, 1)
    sentence = GAME.describe(s, 1, last, GAME.apply(s, 1, last))
    assert "starts with Player 2" in say(sentence)
    assert say(sentence, names=["Ada", "Bram"]).endswith("the Escape Phase of round 1 starts with Bram.")


def test_the_rules_reminder_names_no_seat() -> None:
    """The rules reminder is the same for every table, so it speaks of no seat by number."""
    assert SEAT.search(say(GAME.rules_summary())) is None
