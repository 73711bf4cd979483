"""Engine text names seats only as seat arguments: once ``bot.names.named`` has put display names in,
no "Player N" is left, in seeded random games at every player count.

Checked at every ply: the public sentence of the move played, every choice's label and hint, the
views' status and window sentences, the alt text of every view (drawn by the kit with names), the
refusal of a move that is not allowed, and the outcome.
"""

from __future__ import annotations

import random
import re

import pytest

from bot.games.base import IllegalAction
from bot.games.ghost_at_home import GAME, GhostState
from bot.i18n import Text, say
from bot.names import named
from bot.registry import KITS

SEAT_REF = re.compile(r"\bPlayer [1-9]\b")
LEFT = re.compile(r"\bPlayer \d+\b")
"""Any seat reference, "Player 0" or "Player 5" of a 4-player game included: ``named`` leaves those."""
NAMES = ["Ann", "Ben", "Cy", "Dee"]
GAMES = 6
REFUSED = ("g.0", "g.1", "g.3", "cat", "stop", "r.0", "l.2.0.1", "z.2", "pass")
"""Moves tried at every ply; the ones that are refused give their reasons, which may name seats."""


def texts_of(s: GhostState, names: list[str]) -> list[Text]:
    """What the engine says about ``s``: choices, views and their alt text, refusals, the outcome."""
    out: list[Text] = []
    alt_text = KITS[GAME.key].alt_text
    for seat in (None, *range(s.players)):
        view = GAME.view(s, seat)
        out += [view.status, alt_text(view, names)]
        if view.window is not None:
            out += [view.window.prompt, view.window.deadline, *(label for _, label in view.window.answers)]
    for seat in GAME.to_act(s):
        out += [text for c in GAME.choices(s, seat) for text in (c.label, c.hint)]
    for seat in range(s.players):
        for a in REFUSED:
            try:
                GAME.apply(s, seat, a)
            except IllegalAction as exc:
                out.append(exc.reason)
    outcome = GAME.outcome(s)
    if outcome is not None:
        out.append(outcome.text)
    return out


def left_over(texts: list[Text], names: list[str]) -> list[Text]:
    """The texts that still say "Player N" once display names are in."""
    return [t for t in texts if LEFT.search(named(t, names))]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_engine_text_is_named_by_seat_name(players):
    """Sentences, labels, views, alt text, refusals and outcomes keep no "Player N" after ``named``."""
    names = NAMES[:players]
    seen_seat = False
    for game in range(GAMES):
        rng = random.Random(f"names:{players}:{game}")
        s = GAME.new_game(players, 300 * players + game, {"always_ask": game % 2 == 0, "beginner": game % 3 == 2})
        while True:
            texts = texts_of(s, names)
            assert left_over(texts, names) == []
            seen_seat = seen_seat or any(SEAT_REF.search(say(t)) for t in texts)
            if GAME.outcome(s) is not None:
                break
            seat = rng.choice(sorted(GAME.to_act(s)))
            if rng.random() < 0.01 and len(s.active()) > 2:
                s = GAME.resign(s, seat)
                continue
            action = rng.choice(GAME.legal_actions(s, seat))
            after = GAME.apply(s, seat, action)
            assert left_over([GAME.describe(s, seat, action, after)], names) == []
            s = after
    assert seen_seat, "the engine's texts name seats (so this test checks something)"
