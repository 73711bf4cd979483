"""Secrets leave an engine only through ``view``: what a seat may not know changes nothing it is shown or offered.

At sampled plies of the seeded playouts, for every seat and for the public view (seat None),
the game's scrambler (``tests/contract/scramble``) re-deals everything that seat may not know:
other seats' hands and secrets, face-down cards, the order of draw piles, future chance. The
seat's view, its legal actions and choices, its interrupts and its deadline answer must stay
the same. In a game that hides something (``traits.hidden``) the re-deal must really change the
game (what the other seats see), so that the check can fail; a game that hides nothing is rebuilt
whole from any of its views.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

import pytest

from tests.contract.kits import CONTRACT_KITS
from tests.contract.playouts import Playout, sampled
from tests.contract.scramble import SCRAMBLERS

PLIES_PER_GAME = 12
"""Sampled plies of every seeded game (the first and the last included)."""
CHANGED_STATES = 0.8
"""Share of re-deals that must change the state (a new seed alone does not count)."""
CHANGED_VIEWS = 0.5
"""Share of re-deals that must change what some other seat sees (games with several seats)."""

KINDS = pytest.mark.parametrize("kind", sorted(CONTRACT_KITS))
HIDDEN = pytest.mark.parametrize("kind", sorted(k for k, kit in CONTRACT_KITS.items() if kit.game.traits.hidden))
OPEN = pytest.mark.parametrize("kind", sorted(k for k, kit in CONTRACT_KITS.items() if not kit.game.traits.hidden))


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


def of(twins: Twins, kind: str) -> list[Twin]:
    """The re-deals of ``kind``; a game that hides nothing and has no re-dealer (no bots) is skipped."""
    if kind not in SCRAMBLERS:
        pytest.skip(f"{kind} hides nothing and has no re-dealer")
    assert twins[kind], f"{kind}: no state was re-dealt"
    return twins[kind]


@HIDDEN
def test_a_kind_that_hides_something_has_a_scrambler_keeping_its_components(kind: str) -> None:
    """A game that hides something cannot be checked without saying what its seats may not know, and
    what every re-deal keeps (its bots' ``determinize`` and ``inventory``)."""
    assert kind in SCRAMBLERS, f"{kind} hides something but its kit has no bots with a determinize"
    assert SCRAMBLERS[kind].inventory is not None, f"{kind}: its bots say nothing of what a re-deal keeps"


@KINDS
def test_a_view_ignores_what_its_seat_may_not_know(twins: Twins, kind: str) -> None:
    """Re-dealing what a seat may not know leaves its view (and the public view) unchanged."""
    game = CONTRACT_KITS[kind].game
    for t in of(twins, kind):
        assert game.view(t.twin, t.seat) == game.view(t.state, t.seat), f"{kind}: seat {t.seat} sees a secret"


@KINDS
def test_the_moves_offered_ignore_what_the_seat_may_not_know(twins: Twins, kind: str) -> None:
    """Re-dealing what a seat may not know leaves its legal actions, choices and interrupts unchanged."""
    game = CONTRACT_KITS[kind].game
    hooks = [game.legal_actions, game.choices]
    hooks += [getattr(game, name) for name in ("interrupts", "interrupt_choices") if hasattr(game, name)]
    for t in of(twins, kind):
        if t.seat is None:
            continue
        for hook in hooks:
            assert list(hook(t.twin, t.seat)) == list(hook(t.state, t.seat)), f"{kind}: {hook.__name__} leaks"


@KINDS
def test_the_deadline_answer_ignores_what_the_seat_may_not_know(twins: Twins, kind: str) -> None:
    """For a seat that owes a decision, its window, default answer and answering at once stay the same."""
    game = CONTRACT_KITS[kind].game
    hooks = [getattr(game, name) for name in ("window", "default_action", "may_answer_at_once") if hasattr(game, name)]
    for t in of(twins, kind):
        if t.seat is None or t.seat not in game.to_act(t.state):
            continue
        for hook in hooks:
            assert hook(t.twin, t.seat) == hook(t.state, t.seat), f"{kind}: {hook.__name__} leaks"


@KINDS
def test_scrambled_states_are_legal_and_conserve_the_components(twins: Twins, kind: str) -> None:
    """A re-deal keeps every component, survives JSON, and the game plays on from it."""
    game = CONTRACT_KITS[kind].game
    rng = random.Random(kind)
    for t in of(twins, kind):
        inventory = SCRAMBLERS[kind].inventory
        if inventory is not None:
            assert inventory(t.twin) == inventory(t.state), f"{kind}: a re-deal lost or made a component"
        assert game.load(json.loads(json.dumps(game.dump(t.twin)))) == t.twin
        for seat in sorted(game.to_act(t.twin)):
            game.apply(t.twin, seat, rng.choice(list(game.legal_actions(t.twin, seat))))


def _without_seed(dumped: dict[str, Any]) -> dict[str, Any]:
    """A dumped state but for its seed, which decides only the chance still to come."""
    return {key: value for key, value in dumped.items() if key != "seed"}


@HIDDEN
def test_scrambling_changes_the_state(twins: Twins, kind: str) -> None:
    """Most re-deals really change the game, so the checks above could fail."""
    game = CONTRACT_KITS[kind].game
    changed = [_without_seed(game.dump(t.twin)) != _without_seed(game.dump(t.state)) for t in of(twins, kind)]
    assert sum(changed) >= CHANGED_STATES * len(changed), f"{kind}: {sum(changed)} of {len(changed)} changed"


@HIDDEN
def test_scrambling_changes_what_other_seats_see(twins: Twins, kind: str) -> None:
    """Where several seats play, a good share of re-deals changes the view of a seat other than the one kept."""
    game = CONTRACT_KITS[kind].game
    several = [t for t in of(twins, kind) if t.players > 1]
    if not several:
        pytest.skip(f"{kind} is played alone")
    changed = [
        any(game.view(t.twin, q) != game.view(t.state, q) for q in range(t.players) if q != t.seat) for t in several
    ]
    assert sum(changed) >= CHANGED_VIEWS * len(changed), f"{kind}: {sum(changed)} of {len(changed)} changed a view"


@OPEN
def test_a_game_that_hides_nothing_is_rebuilt_whole_from_any_view(twins: Twins, kind: str) -> None:
    """Declaring nothing hidden is checked: the re-dealer, given any seat's view (or the public one), gives
    back the very state (but for the seed, which decides only the chance still to come)."""
    game = CONTRACT_KITS[kind].game
    for t in of(twins, kind):
        assert _without_seed(game.dump(t.twin)) == _without_seed(game.dump(t.state)), f"{kind}: a view hides something"
