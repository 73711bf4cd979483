"""The engine contract (docs/architecture.md), checked the same way over every registered game.

Seeded random playouts of every kind at every player count (``playouts.py``): each ply
round-trips through JSON, every legal action applies, illegal ones are refused without a
change, deadline defaults are legal, every action fits a Discord ``custom_id``, and every game
ends. Replaying a game's log from its seed gives the same game. That secrets leave only through
``view`` is checked in ``test_hidden_information.py``. Per-game tests keep only their own rules.
"""

from __future__ import annotations

import json
import random
import re

import pytest

from bot.games.base import MAX_ACTION_LENGTH, IllegalAction
from bot.i18n import LANGS, say
from cogs.components import MOVE_ID, MOVE_TEMPLATE, SELECT_ID
from tests.contract.kits import CONTRACT_KITS
from tests.contract.playouts import Playout, sampled

BIG_ID = 10**15
"""A game id and version far larger than any real bot reaches, for the custom_id length check."""
CUSTOM_ID_LIMIT = 100
"""Discord refuses a component whose custom_id is longer."""
GARBAGE = ("", "zz", "9" * MAX_ACTION_LENGTH, "m99-99", "hb:1")


KINDS = pytest.mark.parametrize("kind", sorted(CONTRACT_KITS))
Games = dict[str, list[Playout]]


@KINDS
def test_every_game_ends_at_every_player_count(playouts: Games, kind: str) -> None:
    """Random legal play ends with an outcome for every allowed player count, and nobody owes anything then."""
    game = CONTRACT_KITS[kind].game
    for p in playouts[kind]:
        last = p.states[-1]
        outcome = game.outcome(last)
        assert outcome is not None and len(outcome.scores) == p.players
        assert game.to_act(last) == frozenset()
        assert outcome.winners <= frozenset(range(p.players))


@KINDS
def test_every_ply_survives_a_json_round_trip(playouts: Games, kind: str) -> None:
    """dump → JSON text → load gives back an equal state at every ply, carrying its schema version."""
    game = CONTRACT_KITS[kind].game
    for p in playouts[kind]:
        for s in p.states:
            dumped = game.dump(s)
            assert game.load(json.loads(json.dumps(dumped))) == s


@KINDS
def test_same_seed_and_actions_give_the_same_game(playouts: Games, kind: str) -> None:
    """Replaying the log from the seed reaches the same state at every ply."""
    game = CONTRACT_KITS[kind].game
    for p in playouts[kind]:
        s = game.new_game(p.players, p.seed, p.options)
        assert s == p.states[0]
        for i, (seat, action) in enumerate(p.log, start=1):
            s = game.apply(s, seat, action)
            assert s == p.states[i], f"{kind}: replay differs at ply {i}"


@KINDS
def test_every_legal_action_applies(playouts: Games, kind: str) -> None:
    """Each legal action of each owing seat applies without IllegalAction, and never changes the state it came from."""
    game = CONTRACT_KITS[kind].game
    rng = random.Random(kind)
    for p in playouts[kind]:
        for s in sampled(p.states, rng):
            before = game.dump(s)
            for seat in sorted(game.to_act(s)):
                for action in game.legal_actions(s, seat):
                    game.apply(s, seat, action)
            assert game.dump(s) == before


@KINDS
def test_illegal_actions_are_refused_with_a_sentence_and_nothing_changed(playouts: Games, kind: str) -> None:
    """Garbage, and moves of a seat that owes nothing, raise IllegalAction with a sentence; the state is unchanged."""
    game = CONTRACT_KITS[kind].game
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
                    assert say(refused.value.reason).strip(), f"{kind}: an empty refusal for {action!r}"
            for seat in set(range(p.players)) - owing:
                if not game.legal_actions(s, seat) and game.legal_actions(s, min(owing, default=seat)):
                    with pytest.raises(IllegalAction):
                        game.apply(s, seat, game.legal_actions(s, min(owing))[0])
            assert game.dump(s) == before


@KINDS
def test_a_seat_that_owes_nothing_has_no_legal_action_unless_out_of_turn(playouts: Games, kind: str) -> None:
    """Outside to_act a seat has legal actions only in games declaring interrupts, and only those."""
    game = CONTRACT_KITS[kind].game
    rng = random.Random(kind)
    for p in playouts[kind]:
        for s in sampled(p.states, rng):
            for seat in set(range(p.players)) - game.to_act(s):
                legal = list(game.legal_actions(s, seat))
                if legal:
                    assert game.traits.interrupts, f"{kind}: seat {seat} may act out of turn without interrupts"
                    assert set(legal) <= set(game.interrupts(s, seat))


@KINDS
def test_deadline_defaults_are_legal(playouts: Games, kind: str) -> None:
    """The default answer played for an absent seat is one of its legal actions; every window and, with
    the "skip" trait, every turn has one."""
    game = CONTRACT_KITS[kind].game
    for p in playouts[kind]:
        for s in p.states:
            for seat in sorted(game.to_act(s)):
                default = game.default_action(s, seat)
                if default is None:
                    assert not game.traits.skip and game.window(s, seat) is None, f"{kind}: no default"
                    continue
                assert default in game.legal_actions(s, seat)


@KINDS
def test_games_do_only_what_they_declare(playouts: Games, kind: str) -> None:
    """Windows named in play are declared; several seats act at once only in declared simultaneous
    phases (or windows); interrupts only where declared; finished games score only with best scores."""
    game = CONTRACT_KITS[kind].game
    traits = game.traits
    seen: set[str] = set()
    scores = []
    for p in playouts[kind]:
        for s in p.states:
            owing = game.to_act(s)
            windows = {seat: game.window(s, seat) for seat in owing}
            seen |= {w for w in windows.values() if w is not None}
            if len([seat for seat, w in windows.items() if w is None]) > 1:
                assert traits.simultaneous, f"{kind}: several turns at once without the simultaneous trait"
            if not traits.interrupts:
                assert all(not game.interrupts(s, seat) for seat in range(p.players))
        scored = game.best_score(p.states[-1])
        if scored is not None:
            assert isinstance(scored[0], str) and isinstance(scored[1], int)
            scores.append(scored)
    assert traits.best_scores or not scores, f"{kind}: scores {scores[:3]} without the best_scores trait"
    assert seen <= traits.window_names, f"{kind}: undeclared windows {sorted(seen - traits.window_names)}"
    if traits.windows:
        assert seen, f"{kind}: declared windows never came up in the playouts"


@KINDS
def test_cooperative_games_are_won_or_lost_together(playouts: Games, kind: str) -> None:
    """A cooperative game ends with every seat or no seat winning; a competitive one is never won by all of
    several seats with the same score in every game (which would mean it is cooperative in fact)."""
    game = CONTRACT_KITS[kind].game
    ends = [(p.players, game.outcome(p.states[-1])) for p in playouts[kind]]
    assert all(outcome is not None for _, outcome in ends)
    if game.traits.cooperative:
        for players, outcome in ends:
            assert outcome is not None and outcome.winners in (frozenset(), frozenset(range(players))), kind
    else:
        together = [o for n, o in ends if o is not None and n > 1 and o.winners == frozenset(range(n))]
        assert len(together) < len([n for n, _ in ends if n > 1]), f"{kind}: every game won by everybody"


ACTION_RE = re.compile(MOVE_TEMPLATE)


@KINDS
def test_every_action_fits_a_discord_custom_id(playouts: Games, kind: str) -> None:
    """Every legal action has at most 40 ASCII characters, matches the move id pattern and fits 100 with huge ids."""
    game = CONTRACT_KITS[kind].game
    seen: set[str] = set()
    for p in playouts[kind]:
        for s in p.states:
            for seat in range(p.players):
                seen.update(game.legal_actions(s, seat))
    for action in seen:
        assert len(action) <= MAX_ACTION_LENGTH and action.isascii(), action
        button = MOVE_ID.format(kind=kind, game=BIG_ID, version=BIG_ID, action=action)
        assert len(button) <= CUSTOM_ID_LIMIT and ACTION_RE.fullmatch(button), button
    assert len(SELECT_ID.format(kind=kind, game=BIG_ID, version=BIG_ID, group="x" * 40)) <= CUSTOM_ID_LIMIT


@KINDS
def test_choices_are_the_legal_actions_with_labels(playouts: Games, kind: str) -> None:
    """choices() offers every legal action once, in order, each with a label that fits a select option (100)."""
    game = CONTRACT_KITS[kind].game
    rng = random.Random(kind)
    for p in playouts[kind]:
        for s in sampled(p.states, rng):
            for seat in sorted(game.to_act(s)):
                offered = list(game.choices(s, seat))
                assert [c.action for c in offered] == list(game.legal_actions(s, seat))
                labels = [say(c.label, lang) for c in offered for lang in LANGS]
                assert all(label.strip() and len(label) <= 100 for label in labels)


@KINDS
def test_every_move_is_described_in_a_public_sentence(playouts: Games, kind: str) -> None:
    """describe() gives a non-empty sentence for every move of the log."""
    game = CONTRACT_KITS[kind].game
    for p in playouts[kind][:2]:
        for i, (seat, action) in enumerate(p.log):
            said = game.describe(p.states[i], seat, action, p.states[i + 1])
            assert all(say(said, lang).strip() for lang in LANGS), f"{kind}: no sentence for {action!r}"


@KINDS
def test_views_are_made_for_their_seat(playouts: Games, kind: str) -> None:
    """view(s, seat) is made for that seat, and the public view (None) for nobody."""
    game = CONTRACT_KITS[kind].game
    rng = random.Random(kind)
    for p in playouts[kind]:
        for s in sampled(p.states, rng, 10):
            assert game.view(s, None).seat is None
            for seat in range(p.players):
                assert game.view(s, seat).seat == seat


@KINDS
def test_a_resignation_leaves_a_legal_state(playouts: Games, kind: str) -> None:
    """A seat resigning at any sampled moment leaves a state that round-trips and still owes decisions or has ended."""
    game = CONTRACT_KITS[kind].game
    rng = random.Random(kind)
    for p in playouts[kind]:
        for s in sampled(p.states[:-1], rng, 8):
            seat = rng.randrange(p.players)
            after = game.resign(s, seat)
            assert game.load(json.loads(json.dumps(game.dump(after)))) == after
            assert game.outcome(after) is not None or game.to_act(after)
