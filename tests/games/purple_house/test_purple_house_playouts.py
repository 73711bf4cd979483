"""Random playouts with invariants every ply, replay determinism and no leaks between seats."""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace

import pytest

from bot.games.purple_house.cards import card_name, centre_count, corner_count, match_reason
from bot.games.purple_house.data import DIFFICULTIES
from bot.games.purple_house.state import ESCAPE, OVER, SCOUTING
from bot.i18n import LANGS, say
from tests.games.purple_house.purple_house_helpers import EMPTY, GAME, LADIES, UBE

DIFFS = tuple(DIFFICULTIES)
ACTION = re.compile(r"[A-Za-z0-9._-]{1,40}")
MAX_PLIES = 3000


def check_invariants(s):
    """Components conserved, counters in range, JSON round trip."""
    cards = [*s.deck, *s.ghosts, *(c for h in s.hands for c in h), *(c for c in s.grid if c != EMPTY), *s.path]
    assert sorted(cards) == list(range(25))
    assert sum(map(corner_count, s.marks)) + sum(s.corner_x) + s.discarded + s.box[0] == 25
    assert sum(map(centre_count, s.marks)) + sum(s.centre_x) + s.box[1] == 5
    assert min(s.handkerchiefs + s.corner_x + s.centre_x) >= 0
    assert 0 <= s.candles <= DIFFICULTIES[s.difficulty].candles
    assert 1 <= s.round <= 3
    assert not set(LADIES) & set(s.path)
    if s.phase == SCOUTING:
        assert UBE not in s.path
        assert s.grid == () and s.current == EMPTY
    if s.phase == ESCAPE:
        assert s.candles > 0 and s.deck == ()
        assert s.current == EMPTY or s.current in s.grid
    assert GAME.load(json.loads(json.dumps(GAME.dump(s)))) == s


def check_views(s):
    """No view shows another seat's secrets or a face-down front."""
    public = GAME.view(s, None)
    assert public.hand == ()
    for cell in public.cells:
        if cell.face_up:
            assert cell.card == card_name(s.current)
        else:
            assert cell.card is None
    for seat in range(s.players):
        v = GAME.view(s, seat)
        if s.phase == SCOUTING:
            assert [h.card for h in v.hand] == [card_name(c) for c in s.hands[seat]]
            others = [p for i, p in enumerate(v.players) if i != seat]
            assert others == [p for i, p in enumerate(public.players) if i != seat]
            assert all(p.corner_x is None for p in others)
            v = replace(v, hand=(), mods_left=0, players=public.players)
        assert replace(v, seat=None) == public


def play(players, difficulty, seed, try_all=False):
    """Play one random game to its end, checking everything each ply; return the actions."""
    rng = random.Random(seed)
    s = GAME.new_game(players, seed, {"difficulty": difficulty, "scoring": seed % 2 == 0})
    log = []
    for _ in range(MAX_PLIES):
        check_invariants(s)
        check_views(s)
        if GAME.outcome(s) is not None:
            return s, log
        seat = rng.choice(sorted(GAME.to_act(s)))
        legal = GAME.legal_actions(s, seat)
        assert legal and all(ACTION.fullmatch(a) for a in legal)
        assert GAME.default_action(s, seat) in legal
        choices = GAME.choices(s, seat)
        assert [c.action for c in choices] == list(legal)
        assert all(0 < len(say(c.label, lang)) <= 100 for c in choices for lang in LANGS)
        if try_all:
            for a in legal:
                GAME.apply(s, seat, a)
        a = rng.choice(legal)
        after = GAME.apply(s, seat, a)
        assert say(GAME.describe(s, seat, a, after))
        log.append((seat, a))
        s = after
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("difficulty", DIFFS)
def test_random_playouts(players, difficulty):
    """Random games for every player count and difficulty keep every invariant and end."""
    for i in range(8):
        s, _ = play(players, difficulty, 1000 * players + i, try_all=i == 0)
        assert s.phase == OVER
        assert GAME.outcome(s).scores == (GAME.outcome(s).scores[0],) * players


def test_default_actions_finish_a_game():
    """Deadline defaults alone drive a game to its end."""
    s = GAME.new_game(4, 77, {"difficulty": "hard"})
    for _ in range(MAX_PLIES):
        if GAME.outcome(s):
            break
        seat = min(GAME.to_act(s))
        s = GAME.apply(s, seat, GAME.default_action(s, seat))
    assert s.phase == OVER


def oracle_action(s, seat):
    """A player who remembers every card: flip a card that matches (or starts) the Current Room."""
    if s.phase == SCOUTING:
        return GAME.default_action(s, seat)
    hidden = [(i, c) for i, c in enumerate(s.grid) if c not in (EMPTY, s.current)]
    good = [i for i, c in hidden if c not in LADIES and (s.current == EMPTY or match_reason(c, s.current))]
    return f"f{(good or [hidden[0][0]])[0] + 1}"


@pytest.mark.parametrize("players", [1, 3, 5])
def test_perfect_memory_escapes(players):
    """A team that remembers everything wins on Easy, through full rounds with every invariant kept."""
    s = GAME.new_game(players, 31 + players, {"scoring": True})
    while GAME.outcome(s) is None:
        check_invariants(s)
        check_views(s)
        seat = min(GAME.to_act(s))
        s = GAME.apply(s, seat, oracle_action(s, seat))
    assert s.result == "win"
    assert GAME.view(s, None).score.bonus == 5
