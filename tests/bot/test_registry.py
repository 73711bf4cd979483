"""A game is registered only when what it declares (its traits) matches the hooks it implements."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import pytest

from bot.games.base import BadOptions, Choice, Game, Option, Options, Outcome, Traits, Window
from bot.registry import KITS, BadGame, GameKit, game_problems, no_options, register


class Tiny(Game[int, int]):
    """A game that declares nothing and implements the required methods only."""

    key = "tiny"
    title = "Tiny"
    min_players = 1
    max_players = 2
    traits = Traits()

    def check_options(self, options: Options) -> dict[str, Any]:
        if set(options) - {"fast"}:
            raise BadOptions("Tiny has only the fast option.")
        return {"fast": bool(options.get("fast"))}

    def new_game(self, seats: int, seed: int, options: Options, setup: Mapping[str, Any] | None = None) -> int:
        return 0

    def to_act(self, s: int) -> frozenset[int]:
        return frozenset({0})

    def legal_actions(self, s: int, seat: int) -> Sequence[str]:
        return ("x",)

    def choices(self, s: int, seat: int) -> Sequence[Choice]:
        return (Choice("x", "x"),)

    def apply(self, s: int, seat: int, a: str) -> int:
        return s + 1

    def describe(self, before: int, seat: int, a: str, after: int) -> str:
        return "played."

    def resign(self, s: int, seat: int) -> int:
        return s

    def outcome(self, s: int) -> Outcome | None:
        return None

    def view(self, s: int, seat: int | None) -> int:
        return s

    def dump(self, s: int) -> dict[str, Any]:
        return {"s": s}

    def load(self, d: Mapping[str, Any]) -> int:
        return int(d["s"])

    def rules_summary(self) -> str:
        return "Play x."


def _kit(game: Game[Any, Any]) -> GameKit:
    """A kit of Rumble's renderer and texts for another game, with no sample options or option sets of its own."""
    return replace(KITS["rumble"], game=game, sample_options=no_options, option_sets=())


def _with(traits: Traits, **hooks: Any) -> Game[Any, Any]:
    """A Tiny with other traits and some hooks overridden."""
    cls = type("Changed", (Tiny,), {"traits": traits, **hooks})
    return cls()


@pytest.mark.parametrize("kind", sorted(KITS))
def test_every_registered_game_declares_what_it_implements(kind):
    """Every registered game passes the registration check."""
    assert game_problems(KITS[kind].game) == []


def test_a_game_declaring_nothing_may_be_registered():
    """A game without windows, interrupts or scores needs none of their hooks."""
    assert game_problems(Tiny()) == []


def test_declared_interrupts_without_their_hooks_are_refused():
    """Traits saying "interrupts" need ``interrupts`` and ``interrupt_choices``."""
    problems = game_problems(_with(Traits(interrupts=True)))
    assert "interrupts is missing" in problems and "interrupt_choices is missing" in problems


def test_a_window_hook_without_declared_windows_is_refused():
    """A game naming windows must declare them (a typo can no longer switch a feature off silently)."""
    problems = game_problems(_with(Traits(), window=lambda self, s, seat: "defend"))
    assert problems == ["window is defined but not declared in its traits"]


def test_declared_windows_need_a_default_answer():
    """A window needs ``default_action`` for the seat that does not answer in time."""
    game = _with(Traits(windows=(Window("defend"),)), window=lambda self, s, seat: None)
    assert game_problems(game) == ["default_action is missing"]


def test_skip_needs_a_default_move():
    """The "skip" deadline policy is only declared by a game with a default move."""
    assert game_problems(_with(Traits(skip=True))) == ["default_action is missing"]
    assert game_problems(_with(Traits(skip=True), default_action=lambda self, s, seat: "x")) == []


def test_best_scores_need_the_scoring_hook():
    """Keeping best scores needs ``best_score``; defining it undeclared is refused too."""
    assert game_problems(_with(Traits(best_scores=True))) == ["best_score is missing"]
    assert game_problems(_with(Traits(), best_score=lambda self, s: ("k", 1))) == [
        "best_score is defined but not declared in its traits"
    ]


def test_a_game_that_hides_something_reveals_it_and_only_such_a_game_has_notes():
    """Declaring ``hidden`` needs ``reveal``; a game hiding nothing may define neither ``reveal`` nor ``notes``."""
    assert game_problems(_with(Traits(hidden=True))) == ["reveal is missing"]
    assert game_problems(_with(Traits(hidden=True), reveal=lambda self, s: "All of it.")) == []
    assert game_problems(_with(Traits(), reveal=lambda self, s: "All of it.")) == [
        "reveal is defined but not declared in its traits"
    ]
    assert game_problems(_with(Traits(), notes=lambda self, before, seat, a, after: {})) == [
        "notes is defined but the game declares nothing hidden"
    ]


def test_a_kit_whose_sample_options_or_option_sets_are_refused_is_not_registered():
    """The options a kit draws for sample games and gives the contract suite must pass its game's check."""
    with pytest.raises(BadGame, match="refuses its sample options"):
        register({}, replace(_kit(Tiny()), sample_options=lambda rng: {"slow": rng.random() < 2}))
    with pytest.raises(BadGame, match="refuses option set 2"):
        register({}, replace(_kit(Tiny()), option_sets=({"fast": True}, {"slow": True})))
    kits: dict[str, GameKit] = {}
    register(kits, replace(_kit(Tiny()), option_sets=({"fast": True},), sample_options=lambda rng: {"fast": True}))
    assert list(kits) == ["tiny"]


def test_an_option_the_game_refuses_is_caught():
    """Every declared option's values must pass the game's own option check."""
    game = _with(Traits(options=(Option("slow", "Slow game"),)))
    assert any("refused" in p for p in game_problems(game))
    assert game_problems(_with(Traits(options=(Option("fast", "Fast game"),)))) == []


def test_register_refuses_a_wrong_game_and_a_taken_key():
    """``register`` raises BadGame with the problems, and never registers a key twice."""
    kits: dict[str, Any] = {}
    with pytest.raises(BadGame, match="interrupts is missing"):
        register(kits, _kit(_with(Traits(interrupts=True))))
    assert kits == {}
    register(kits, _kit(Tiny()))
    with pytest.raises(BadGame, match="another game is registered"):
        register(kits, _kit(Tiny()))
