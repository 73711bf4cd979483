"""Rumble in the House names seats only as arguments of its messages, so the bot can put display names in
everywhere.

Seeded playouts (with resignations) collect every text the engine makes: move sentences, choice labels
and hints, refusals, outcome texts and the alt text of every view; once ``named`` has put the display
names in, no "Player N" may be left.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bot.games.base import SEAT, IllegalAction
from bot.games.rumble import GAME
from bot.i18n import Text, say
from bot.names import named
from bot.registry import KITS

NAMES = ["Ann", "Bo", "Cyd", "Dee", "Eli", "Fay"]
LAYOUTS = ("classic", "manor", "ring")


def texts_of_playout(players: int, seed: int, layout: str) -> Iterator[Text]:
    """Every text a seeded game shows, as the engine says it (messages with seats as arguments; alt texts)."""
    rng = random.Random(f"names:{players}:{seed}:{layout}")
    kit = KITS["rumble"]
    names = NAMES[:players]
    s = GAME.new_game(players, seed, {"layout": layout})
    while GAME.outcome(s) is None:
        seat = s.turn
        for choice in GAME.choices(s, seat):
            yield choice.label
            yield choice.hint
        for other in range(players):
            yield from refusals(s, other)
        if rng.random() < 0.01 and len(s.resigned) < players - 2:
            after = GAME.resign(s, rng.choice([p for p in range(players) if p not in s.resigned]))
        else:
            action = rng.choice(list(GAME.legal_actions(s, seat)))
            after = GAME.apply(s, seat, action)
            yield GAME.describe(s, seat, action, after)
        if after.rumble != s.rumble or len(after.past) != len(s.past) or rng.random() < 0.05:
            for viewer in (None, *range(players)):
                yield kit.alt_text(GAME.view(after, viewer), names)
        s = after
    outcome = GAME.outcome(s)
    assert outcome is not None
    yield outcome.text
    for viewer in (None, *range(players)):
        yield kit.alt_text(GAME.view(s, viewer), names)


TRIES = ("m0-1", "m3-7", "m5-5", "m11-0", "f0", "f6", "x")
"""Moves tried by every seat at every ply: some are legal, the others are refused with a reason."""


def refusals(s, seat: int) -> Iterator[Text]:
    """The engine's refusals of the moves of :data:`TRIES` that ``seat`` may not make now."""
    legal = set(GAME.legal_actions(s, seat))
    for action in TRIES:
        if action in legal:
            continue
        try:
            GAME.apply(s, seat, action)
        except IllegalAction as exc:
            yield exc.reason
        else:
            raise AssertionError(f"{action} was played though it is not legal")


GAMES = [(players, seed, LAYOUTS[(players + seed) % 3]) for players in range(3, 7) for seed in range(2)]


@pytest.mark.parametrize(("players", "seed", "layout"), GAMES)
def test_no_player_n_is_left_once_display_names_are_in(players: int, seed: int, layout: str) -> None:
    """Every sentence, label, refusal, outcome and alt text has display names, never "Player N", after ``named``."""
    names = NAMES[:players]
    seen = 0
    for text in texts_of_playout(players, seed, layout):
        shown = named(text, names)
        assert not SEAT.search(shown), (text, shown)
        seen += 1
    assert seen > 100


def test_the_engine_names_every_seat_as_an_argument() -> None:
    """With seats named by a marker, no engine message says "Player N" by itself: each one is a seat argument."""
    marked = 0
    for players, seed, layout in GAMES[:4]:
        markers = [f"<seat {seat}>" for seat in range(players)]
        for text in texts_of_playout(players, seed, layout):
            if isinstance(text, str):
                continue  # an alt text: the renderer's, named already
            said = say(text, names=markers)
            assert not SEAT.search(said), said
            marked += "<seat " in said
    assert marked, "the reveals name their seats as arguments"


def test_the_reveal_sentence_names_each_seat_once() -> None:
    """The fight that ends a rumble reveals every seat once, by ``seat_name``, so ``named`` puts each name in."""
    for players, seed, layout in GAMES:
        names = NAMES[:players]
        reveals = [t for t in texts_of_playout(players, seed, layout) if "Revealed:" in say(t)]
        assert len(reveals) == 3
        for text in reveals:
            shown = named(text, names)
            assert all(shown.count(f"{name} ") >= 1 for name in names), shown
