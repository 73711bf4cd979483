"""The engine contract (docs/architecture.md), checked the same way over every registered game.

Seeded random playouts of every kind at every player count: each ply round-trips through JSON,
every legal action applies, illegal ones are refused without a change, deadline defaults are
legal, every action fits a Discord ``custom_id``, and every game ends. Replaying a game's log
from its seed gives the same game. Per-game tests keep only their own rules.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.games.base import MAX_ACTION_LENGTH, IllegalAction
from bot.registry import KITS
from cogs.components import MOVE_ID, MOVE_TEMPLATE, SELECT_ID

MAX_PLIES = 5000
"""Far above any real game; reaching it means a game that does not end."""
GAMES_PER_COUNT = 2
BIG_ID = 10**15
"""A game id and version far larger than any real bot reaches, for the custom_id length check."""
CUSTOM_ID_LIMIT = 100
"""Discord refuses a component whose custom_id is longer."""
GARBAGE = ("", "zz", "9" * MAX_ACTION_LENGTH, "m99-99", "hb:1")


@dataclass
class Playout:
    """One seeded random game: its options, the (seat, action) log and every state it passed through."""

    kind: str
    players: int
    seed: int
    options: dict[str, Any]
    log: list[tuple[int, str]] = field(default_factory=list)
    states: list[Any] = field(default_factory=list)


def play(kind: str, players: int, seed: int) -> Playout:
    """Play random legal actions (a random owing seat each ply) until the game ends."""
    game = KITS[kind].game
    options = game.check_options({})
    rng = random.Random(f"contract:{kind}:{players}:{seed}")
    s = game.new_game(players, seed, options)
    out = Playout(kind, players, seed, options, states=[s])
    while game.outcome(s) is None:
        assert len(out.log) < MAX_PLIES, f"{kind} with {players} players did not end in {MAX_PLIES} plies"
        owing = sorted(game.to_act(s))
        assert owing, f"{kind}: nobody owes a decision in an unfinished game"
        seat = rng.choice(owing)
        action = rng.choice(list(game.legal_actions(s, seat)))
        s = game.apply(s, seat, action)
        out.log.append((seat, action))
        out.states.append(s)
    return out


def counts(kind: str) -> range:
    """Every player count the game allows."""
    game = KITS[kind].game
    return range(game.min_players, game.max_players + 1)


def all_playouts() -> Iterator[Playout]:
    """Two seeded games of every kind at every player count."""
    for kind in KITS:
        for players in counts(kind):
            for seed in range(GAMES_PER_COUNT):
                yield play(kind, players, 1000 * players + seed)


@pytest.fixture(scope="module")
def playouts() -> dict[str, list[Playout]]:
    """The seeded games, by kind (played once for the whole module)."""
    found: dict[str, list[Playout]] = {kind: [] for kind in KITS}
    for p in all_playouts():
        found[p.kind].append(p)
    return found


KINDS = pytest.mark.parametrize("kind", sorted(KITS))


@KINDS
def test_every_game_ends_at_every_player_count(playouts, kind):
    """Random legal play ends with an outcome for every allowed player count, and nobody owes anything then."""
    game = KITS[kind].game
    for p in playouts[kind]:
        last = p.states[-1]
        outcome = game.outcome(last)
        assert outcome is not None and len(outcome.scores) == p.players
        assert game.to_act(last) == frozenset()
        assert outcome.winners <= frozenset(range(p.players))


@KINDS
def test_every_ply_survives_a_json_round_trip(playouts, kind):
    """dump → JSON text → load gives back an equal state at every ply, carrying its schema version."""
    game = KITS[kind].game
    for p in playouts[kind]:
        for s in p.states:
            dumped = game.dump(s)
            assert game.load(json.loads(json.dumps(dumped))) == s


@KINDS
def test_same_seed_and_actions_give_the_same_game(playouts, kind):
    """Replaying the log from the seed reaches the same state at every ply."""
    game = KITS[kind].game
    for p in playouts[kind]:
        s = game.new_game(p.players, p.seed, p.options)
        assert s == p.states[0]
        for i, (seat, action) in enumerate(p.log, start=1):
            s = game.apply(s, seat, action)
            assert s == p.states[i], f"{kind}: replay differs at ply {i}"


def sampled(states: list[Any], rng: random.Random, n: int = 40) -> list[Any]:
    """Up to ``n`` states of a game, spread over it (the first and the last included)."""
    if len(states) <= n:
        return states
    return [states[0], *rng.sample(states[1:-1], n - 2), states[-1]]


@KINDS
def test_every_legal_action_applies(playouts, kind):
    """Each legal action of each owing seat applies without IllegalAction, and never changes the state it came from."""
    game = KITS[kind].game
    rng = random.Random(kind)
    for p in playouts[kind]:
        for s in sampled(p.states, rng):
            before = game.dump(s)
            for seat in sorted(game.to_act(s)):
                for action in game.legal_actions(s, seat):
                    game.apply(s, seat, action)
            assert game.dump(s) == before


@KINDS
def test_illegal_actions_are_refused_with_a_sentence_and_nothing_changed(playouts, kind):
    """Garbage, and moves of a seat that owes nothing, raise IllegalAction with a sentence; the state is unchanged."""
    game = KITS[kind].game
    rng = random.Random(kind)
    for p in playouts[kind]:
        for s in sampled(p.states, rng, 15):
            before = game.dump(s)
            owing = game.to_act(s)
            for seat in range(p.players):
                legal = set(game.legal_actions(s, seat))
                for action in GARBAGE:
                    if action in legal:
                        continue
                    with pytest.raises(IllegalAction) as refused:
                        game.apply(s, seat, action)
                    assert refused.value.reason.strip(), f"{kind}: an empty refusal for {action!r}"
            for seat in set(range(p.players)) - owing:
                if not game.legal_actions(s, seat) and game.legal_actions(s, min(owing, default=seat)):
                    with pytest.raises(IllegalAction):
                        game.apply(s, seat, game.legal_actions(s, min(owing))[0])
            assert game.dump(s) == before


@KINDS
def test_a_seat_that_owes_nothing_has_no_legal_action_unless_out_of_turn(playouts, kind):
    """Outside to_act a seat has legal actions only in games with out-of-turn moves (interrupts)."""
    game = KITS[kind].game
    interrupts = getattr(game, "interrupts", None)
    rng = random.Random(kind)
    for p in playouts[kind]:
        for s in sampled(p.states, rng):
            for seat in set(range(p.players)) - game.to_act(s):
                legal = list(game.legal_actions(s, seat))
                if legal:
                    assert interrupts is not None, f"{kind}: seat {seat} may act out of turn without interrupts"
                    assert set(legal) <= set(interrupts(s, seat))


@pytest.mark.parametrize("kind", sorted(k for k, kit in KITS.items() if hasattr(kit.game, "default_action")))
def test_deadline_defaults_are_legal(playouts, kind):
    """The default answer played for an absent seat is always one of its legal actions."""
    game = KITS[kind].game
    default = game.default_action
    for p in playouts[kind]:
        for s in p.states:
            for seat in sorted(game.to_act(s)):
                assert default(s, seat) in game.legal_actions(s, seat)


ACTION_RE = re.compile(MOVE_TEMPLATE)


@KINDS
def test_every_action_fits_a_discord_custom_id(playouts, kind):
    """Every legal action has at most 40 characters, matches the move id pattern and fits 100 with huge ids."""
    game = KITS[kind].game
    seen: set[str] = set()
    for p in playouts[kind]:
        for s in p.states:
            for seat in range(p.players):
                seen.update(game.legal_actions(s, seat))
    for action in seen:
        assert len(action) <= MAX_ACTION_LENGTH, action
        button = MOVE_ID.format(game=BIG_ID, version=BIG_ID, action=action)
        assert len(button) <= CUSTOM_ID_LIMIT and ACTION_RE.fullmatch(button), button
    assert len(SELECT_ID.format(game=BIG_ID, version=BIG_ID, group="x" * 40)) <= CUSTOM_ID_LIMIT


@KINDS
def test_choices_are_the_legal_actions_with_labels(playouts, kind):
    """choices() offers only legal actions, each with a label that fits a select option (100 characters)."""
    game = KITS[kind].game
    rng = random.Random(kind)
    for p in playouts[kind]:
        for s in sampled(p.states, rng):
            for seat in sorted(game.to_act(s)):
                legal = set(game.legal_actions(s, seat))
                offered = list(game.choices(s, seat))
                assert {c.action for c in offered} <= legal
                assert all(c.label.strip() and len(c.label) <= 100 for c in offered)


@KINDS
def test_every_move_is_described_in_a_public_sentence(playouts, kind):
    """describe() gives a non-empty sentence for every move of the log."""
    game = KITS[kind].game
    for p in playouts[kind][:2]:
        for i, (seat, action) in enumerate(p.log):
            text = game.describe(p.states[i], seat, action, p.states[i + 1])
            assert text.strip(), f"{kind}: no sentence for {action!r}"


@KINDS
def test_views_are_made_for_their_seat(playouts, kind):
    """view(s, seat) is made for that seat, and the public view (None) for nobody."""
    game = KITS[kind].game
    rng = random.Random(kind)
    for p in playouts[kind]:
        for s in sampled(p.states, rng, 10):
            assert game.view(s, None).seat is None
            for seat in range(p.players):
                assert game.view(s, seat).seat == seat


@KINDS
def test_a_resignation_leaves_a_legal_state(playouts, kind):
    """A seat resigning at any sampled moment leaves a state that round-trips and still owes decisions or has ended."""
    game = KITS[kind].game
    rng = random.Random(kind)
    for p in playouts[kind]:
        for s in sampled(p.states[:-1], rng, 8):
            seat = rng.randrange(p.players)
            after = game.resign(s, seat)
            assert game.load(json.loads(json.dumps(game.dump(after)))) == after
            assert game.outcome(after) is not None or game.to_act(after)
