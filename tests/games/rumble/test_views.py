"""Rumble in the House: what each seat may see (own secrets, nobody else's, past rumbles revealed)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bot.games.rumble import GAME
from bot.games.rumble.data import LAYOUTS
from bot.games.rumble.model import OUT

ALONE = tuple(range(12))


def tuples_in(value, skip=("past",)):
    """Every tuple inside a view's plain data, except under the ``skip`` keys."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key not in skip:
                yield from tuples_in(item, skip)
    elif isinstance(value, (tuple, list)):
        if all(isinstance(item, (int, str)) for item in value):
            yield tuple(value)
        for item in value:
            yield from tuples_in(item, skip)


def redeal_others(s, seat: int, rng: random.Random):
    """The same state with every other seat's secrets dealt afresh (seat keeps its own)."""
    while True:
        tokens = [t for t in range(12) if t not in s.secrets[seat]]
        rng.shuffle(tokens)
        secrets = [tuple(sorted(tokens[2 * i : 2 * i + 2])) for i in range(s.players)]
        secrets[seat] = s.secrets[seat]
        other = dataclasses.replace(s, secrets=tuple(secrets))
        if other != s:
            return other


def midgame_states(players: int, seed: int, plies: int = 60):
    """States along a random game, crossing at least one rumble end when long enough."""
    rng = random.Random(seed)
    s = GAME.new_game(players, seed, {})
    out = [s]
    for _ in range(plies):
        if s.finished:
            break
        s = GAME.apply(s, s.turn, rng.choice(GAME.legal_actions(s, s.turn)))
        out.append(s)
    return out


def last_fight(players=3, secrets=None, **setup):
    """Characters 0..9 out; 10 and 11 share the Attic, so ``f10`` ends the rumble."""
    positions = [OUT] * 12
    positions[10] = positions[11] = 0
    secrets = secrets or [(2 * p, 2 * p + 1) for p in range(players)]
    return GAME.new_game(
        players, 1, {}, {"positions": positions, "exits": range(10), "secrets": secrets, "turn": 0, **setup}
    )


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_seat_view_shows_its_own_two_secrets(players):
    """Each seat's view lists exactly its own two secret characters."""
    for seed in range(5):
        s = GAME.new_game(players, seed, {})
        for seat in range(players):
            view = GAME.view(s, seat)
            assert view.seat == seat
            assert view.my_characters == s.secrets[seat]
            assert len(view.my_characters) == 2


def test_public_view_has_no_secret_characters():
    """The spectator view has empty my_characters."""
    view = GAME.view(GAME.new_game(4, 3, {}), None)
    assert view.seat is None
    assert view.my_characters == ()


def test_other_seats_secret_pairs_do_not_appear_in_a_view():
    """No other seat's current secret pair appears anywhere in a seat's view."""
    # Pairs chosen so that no door, room or score tuple of the scenario equals them by chance.
    secrets = [(0, 11), (1, 10), (2, 9)]
    doors = set(LAYOUTS["classic"].doors)
    assert not doors & set(secrets)
    s = GAME.new_game(3, 1, {}, {"positions": ALONE, "secrets": secrets, "turn": 0})
    for seat in range(3):
        found = set(tuples_in(dataclasses.asdict(GAME.view(s, seat))))
        assert secrets[seat] in found
        assert not found & {pair for p, pair in enumerate(secrets) if p != seat}
    found = set(tuples_in(dataclasses.asdict(GAME.view(s, None))))
    assert not found & set(secrets)


def test_view_after_a_rumble_reveals_its_secrets():
    """Once a rumble is scored every seat sees who owned what in it, and only its new secrets now."""
    before = last_fight(3, secrets=[(0, 11), (1, 10), (2, 9)])
    after = GAME.apply(before, 0, "f10")
    for seat in (0, 1, 2, None):
        view = GAME.view(after, seat)
        assert view.past[0].secrets == before.secrets
        assert view.past[0].points == (10, 9, 8)
    for seat in range(3):
        assert GAME.view(after, seat).my_characters == after.secrets[seat]


def test_undealt_tokens_are_never_revealed():
    """The revealed record holds only dealt tokens: undealt ones stay secret."""
    s = last_fight(3, secrets=[(0, 11), (1, 10), (2, 9)])
    record = GAME.view(GAME.apply(s, 0, "f10"), None).past[0]
    assert {c for pair in record.secrets for c in pair} == {0, 1, 2, 9, 10, 11}


def test_finished_game_view_has_no_current_secrets():
    """After the last rumble my_characters is empty; everything is in the revealed records."""
    s = GAME.apply(last_fight(3, rumble=3), 0, "f10")
    assert s.finished
    view = GAME.view(s, 0)
    assert view.my_characters == ()
    assert view.past[-1].secrets == s.secrets
    assert view.turn is None


def test_describe_does_not_depend_on_secrets():
    """The public sentence for an action is the same whoever owns which character."""
    rng = random.Random(2)
    for s in midgame_states(4, seed=5, plies=40)[:-1]:
        a = GAME.legal_actions(s, s.turn)[0]
        after = GAME.apply(s, s.turn, a)
        other = dataclasses.replace(s, secrets=redeal_others(s, (s.turn + 1) % 4, rng).secrets)
        other_after = GAME.apply(other, s.turn, a)
        assert GAME.describe(other, s.turn, a, other_after) == GAME.describe(s, s.turn, a, after)


def test_view_shows_the_public_board():
    """A view carries the rooms with their characters, the exit line, scores and whose turn it is."""
    s = GAME.new_game(3, 4, {}, {"positions": (0, 0, OUT, *ALONE[3:]), "exits": (2,), "turn": 1, "quiet": 2})
    view = GAME.view(s, 2)
    assert view.rooms[0].characters == (0, 1)
    assert view.rooms[2].characters == ()
    assert view.exits == (2,)
    assert view.turn == 1
    assert view.to_act == frozenset({1})
    assert view.totals == (0, 0, 0)
    assert view.quiet_turns_left == 4
    assert not view.stalled
