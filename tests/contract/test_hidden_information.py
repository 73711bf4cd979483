"""Secrets leave an engine only through ``view``: what a seat may not know changes nothing it is shown or offered.

At sampled plies of the seeded playouts, for every seat and for the public view (seat None),
the game's scrambler (``tests/contract/scramble``) re-deals everything that seat may not know:
other seats' hands and secrets, face-down cards, the order of draw piles, future chance. The
seat's view, its legal actions and choices, its interrupts and its deadline answer must stay
the same, while the re-deal must really change the game (what the other seats see), so that
the check can fail.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

import pytest

from bot.registry import KITS
from tests.contract.playouts import Playout, sampled
from tests.contract.scramble import SCRAMBLERS

PLIES_PER_GAME = 12
"""Sampled plies of every seeded game (the first and the last included)."""
CHANGED_STATES = 0.8
"""Share of re-deals that must change the state (a new seed alone does not count)."""
CHANGED_VIEWS = 0.5
"""Share of re-deals that must change what some other seat sees (games with several seats)."""

KINDS = pytest.mark.parametrize("kind", sorted(KITS))


@dataclass(frozen=True)
class Twin:
    """A sampled state, the seat it was scrambled for (None: the public view), and the scrambled state."""

    players: int
    seat: int | None
    state: Any
    twin: Any


Twins = dict[str, list[Twin]]


@pytest.fixture(scope="session")
def twins(playouts: dict[str, list[Playout]]) -> Twins:
    """Every sampled state of every kind, scrambled once for each seat and once for the public view."""
    found: Twins = {}
    for kind, games in playouts.items():
        scrambler = SCRAMBLERS.get(kind)
        found[kind] = []
        if scrambler is None:
            continue
        for p in games:
            rng = random.Random(f"scramble:{kind}:{p.players}:{p.seed}")
            for s in sampled(p.states, rng, PLIES_PER_GAME):
                for seat in (None, *range(p.players)):
                    found[kind].append(Twin(p.players, seat, s, scrambler.scramble(s, seat, rng)))
    return found


def test_every_registered_kind_has_a_scrambler() -> None:
    """A new game cannot join the registry without saying what its seats may not know."""
    assert set(KITS) <= set(SCRAMBLERS)


@KINDS
def test_a_view_ignores_what_its_seat_may_not_know(twins: Twins, kind: str) -> None:
    """Re-dealing what a seat may not know leaves its view (and the public view) unchanged."""
    game = KITS[kind].game
    for t in twins[kind]:
        assert game.view(t.twin, t.seat) == game.view(t.state, t.seat), f"{kind}: seat {t.seat} sees a secret"


@KINDS
def test_the_moves_offered_ignore_what_the_seat_may_not_know(twins: Twins, kind: str) -> None:
    """Re-dealing what a seat may not know leaves its legal actions, choices and interrupts unchanged."""
    game = KITS[kind].game
    hooks = [game.legal_actions, game.choices]
    hooks += [getattr(game, name) for name in ("interrupts", "interrupt_choices") if hasattr(game, name)]
    for t in twins[kind]:
        if t.seat is None:
            continue
        for hook in hooks:
            assert list(hook(t.twin, t.seat)) == list(hook(t.state, t.seat)), f"{kind}: {hook.__name__} leaks"


@KINDS
def test_the_deadline_answer_ignores_what_the_seat_may_not_know(twins: Twins, kind: str) -> None:
    """For a seat that owes a decision, its window, default answer and answering at once stay the same."""
    game = KITS[kind].game
    hooks = [getattr(game, name) for name in ("window", "default_action", "may_answer_at_once") if hasattr(game, name)]
    for t in twins[kind]:
        if t.seat is None or t.seat not in game.to_act(t.state):
            continue
        for hook in hooks:
            assert hook(t.twin, t.seat) == hook(t.state, t.seat), f"{kind}: {hook.__name__} leaks"


@KINDS
def test_scrambled_states_are_legal_and_conserve_the_components(twins: Twins, kind: str) -> None:
    """A re-deal keeps every component, survives JSON, and the game plays on from it."""
    game = KITS[kind].game
    inventory = SCRAMBLERS[kind].inventory
    rng = random.Random(kind)
    for t in twins[kind]:
        assert inventory(t.twin) == inventory(t.state), f"{kind}: a re-deal lost or made a component"
        assert game.load(json.loads(json.dumps(game.dump(t.twin)))) == t.twin
        for seat in sorted(game.to_act(t.twin)):
            game.apply(t.twin, seat, rng.choice(list(game.legal_actions(t.twin, seat))))


def _without_seed(dumped: dict[str, Any]) -> dict[str, Any]:
    """A dumped state but for its seed, which decides only the chance still to come."""
    return {key: value for key, value in dumped.items() if key != "seed"}


@KINDS
def test_scrambling_changes_the_state(twins: Twins, kind: str) -> None:
    """Most re-deals really change the game, so the checks above could fail."""
    game = KITS[kind].game
    changed = [_without_seed(game.dump(t.twin)) != _without_seed(game.dump(t.state)) for t in twins[kind]]
    assert sum(changed) >= CHANGED_STATES * len(changed), f"{kind}: {sum(changed)} of {len(changed)} changed"


@KINDS
def test_scrambling_changes_what_other_seats_see(twins: Twins, kind: str) -> None:
    """Where several seats play, a good share of re-deals changes the view of a seat other than the one kept."""
    game = KITS[kind].game
    several = [t for t in twins[kind] if t.players > 1]
    if not several:
        pytest.skip(f"{kind} is played alone")
    changed = [
        any(game.view(t.twin, q) != game.view(t.state, q) for q in range(t.players) if q != t.seat) for t in several
    ]
    assert sum(changed) >= CHANGED_VIEWS * len(changed), f"{kind}: {sum(changed)} of {len(changed)} changed a view"
