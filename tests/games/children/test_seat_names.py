"""Engine text names seats only as ``seat_name`` does, so display names replace every "Player N".

Seeded random playouts (interrupts included) check every sentence, choice label and hint, view
status and prompt, alt text (through the kit, with names), refusal and outcome text.
"""

from __future__ import annotations

import random

import pytest

from bot.games.base import SEAT, IllegalAction, seat_name
from bot.games.children import GAME, ChildrenState
from bot.i18n import say
from bot.names import named
from bot.registry import KITS

NAMES = ["Ann Lee", "Bo", "Cy the Brave", "Di"]
"""Display names that are not "Player N"."""
MAX_PLIES = 3000
SEEDS = (5, 77)


def leftover(text: str, names: list[str]) -> list[str]:
    """The "Player N" still in ``text`` once the names are put in (empty: every seat came from ``seat_name``)."""
    return SEAT.findall(named(text, names))


def texts_of(s: ChildrenState, names: list[str]) -> list[str]:
    """Everything a player may read about ``s``: choices, views, alt texts and refusals of every seat."""
    kit = KITS["children"]
    out: list[str] = []
    for seat in (None, *range(s.players)):
        view = GAME.view(s, seat)
        out.append(view.status)
        if view.window is not None:
            out += [view.window.prompt, view.window.deadline]
        out.append(kit.alt_text(view, names))
        if seat is None:
            continue
        for c in (*GAME.choices(s, seat), *GAME.interrupt_choices(s, seat)):
            out += [c.label, c.hint]
        try:
            GAME.apply(s, seat, "nothing")
        except IllegalAction as exc:
            out.append(exc.reason)
    return out


def playout(players: int, seed: int) -> list[tuple[str, list[str]]]:
    """A random game to its end: (where, texts) for every state, move sentence and the outcome."""
    rng = random.Random(f"names:{players}:{seed}")
    s = GAME.new_game(players, seed, {})
    names = NAMES[:players]
    found: list[tuple[str, list[str]]] = []
    for ply in range(MAX_PLIES):
        found.append((f"ply {ply}", texts_of(s, names)))
        outcome = GAME.outcome(s)
        if outcome is not None:
            found.append(("outcome", [outcome.text]))
            return found
        interrupting = [p for p in range(players) if GAME.interrupts(s, p)]
        if interrupting and rng.random() < 0.2:
            seat = rng.choice(interrupting)
            action = rng.choice(list(GAME.interrupts(s, seat)))
        else:
            seat = rng.choice(sorted(GAME.to_act(s)))
            action = rng.choice(list(GAME.legal_actions(s, seat)))
        after = GAME.apply(s, seat, action)
        found.append((f"ply {ply}: {action}", [GAME.describe(s, seat, action, after)]))
        s = after
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_engine_text_names_seats_only_through_seat_name(players):
    """After ``named`` no "Player N" is left in anything the engine says, and seats were named somewhere."""
    names = NAMES[:players]
    renamed = 0
    for seed in SEEDS:
        for where, texts in playout(players, seed):
            for text in texts:
                assert not leftover(text, names), f"{where}: {text!r}"
                renamed += named(text, names) != text
    assert renamed, "the playouts never named a seat: the test would not see a leak"


def test_kitty_kittys_card_goes_to_a_named_seat():
    """The Kitty Kitty choices and sentence name the receiving seat as ``seat_name`` does ("card to Player 2")."""
    for seed in range(60):
        rng = random.Random(seed)
        s = GAME.new_game(3, 300 + seed, {})
        while GAME.outcome(s) is None:
            (seat,) = GAME.to_act(s)
            kitty = [c for c in GAME.choices(s, seat) if c.part("seat") is not None]
            if kitty:
                c = kitty[0]
                receiver = int(c.part("seat") or -1)
                assert say(c.label).endswith(f"card to {seat_name(receiver)}")
                after = GAME.apply(s, seat, c.action)
                assert say(GAME.describe(s, seat, c.action, after)).endswith(f"card to {seat_name(receiver)}.")
                assert named(c.label, NAMES[:3]).endswith(f"card to {NAMES[receiver]}")
                return
            s = GAME.apply(s, seat, rng.choice(list(GAME.legal_actions(s, seat))))
    raise AssertionError("no seeded game handed the Kitty Kitty card on")
