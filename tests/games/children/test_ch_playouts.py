"""Seeded random playouts with invariants every ply, replays, refusals and no secret leaking into views."""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.base import IllegalAction
from bot.games.children import GAME
from bot.games.children.cards import hand_limit
from bot.games.children.data import CARDS, FREE_DEVICES, Kind
from bot.games.children.devices import use
from bot.games.children.flow import advance, owed
from bot.games.children.model import NONE, ChildrenState, Phase
from bot.i18n import say
from tests.games.children.ch_helpers import MABEL, OLIVER, PENNY, ROSIE, RULEBOOK_MANSION, R, check_invariants

TASKS = {"trim", "run", "pounce", "place", "kitty", "settle", "biddle", "near", "defuse", "find"}
"""Decision kinds: an interrupt during one of them is an interrupt while a decision is pending."""
MAX_PLIES = 3000
"""Far above any random game seen (under 400 plies); reaching it means the game does not end."""
ACTION = re.compile(r"[a-z]+(\.\d{1,2})*")
INTERRUPT_RATE = 0.3
"""How often a ply tries an interrupt of a random seat that has one (always while a decision is pending)."""
SKULL_BIAS = 0.5
"""How often the acting seat takes a Skull Token when it may (so that interrupts come up)."""


def check_interrupt(before: ChildrenState, seat: int, a: str, after: ChildrenState) -> None:
    """A Skull Token paid, the device discarded, and the same decision waited for unless it went moot."""
    card, *target = (int(x) for x in a.split(".")[1:])
    assert after.skulls[seat] == before.skulls[seat] - 1 and card in after.discard and card not in after.hands[seat]
    mid = use(dataclasses.replace(before, ply=before.ply + 1), seat, card, target[0] if target else NONE)
    assert mid.tasks == before.tasks, "an interrupt never creates a decision"
    assert hand_limit(mid) >= hand_limit(before)
    if before.tasks:
        assert after.tasks[:1] == before.tasks[:1] or not owed(mid, before.tasks[0])
    else:
        assert (after.turn, after.phase) == (before.turn, before.phase) or advance(mid) is not mid


def interrupting(s: ChildrenState, rng: random.Random) -> tuple[int, str] | None:
    """Sometimes, a random seat not asked anything and a random interrupt of theirs."""
    for p in {*GAME.to_act(s), s.turn}:
        assert GAME.interrupts(s, p) == (), "never for the seat asked, nor the player whose turn it is"
    if not s.tasks and rng.random() >= INTERRUPT_RATE:
        return None
    seats = [p for p in range(s.players) if GAME.interrupts(s, p)]
    if not seats:
        return None
    seat = rng.choice(seats)
    options = GAME.interrupts(s, seat)
    assert [c.action for c in GAME.interrupt_choices(s, seat)] == list(options)
    assert not GAME.legal_actions(s, seat) and not GAME.choices(s, seat)
    return seat, rng.choice(options)


def playout(
    players: int,
    game: int,
    check=check_invariants,
    stats: Counter | None = None,
    setup: dict | None = None,
    careful: bool = False,
) -> tuple[ChildrenState, list[tuple[int, str]]]:
    """Play one random game to its end, with random interrupts, checking ``check`` at every ply.

    ``stats`` counts the interrupts by device, and by the kind of decision pending (``"during <kind>"``).
    ``careful`` players mostly neither leave cards nor escape (they keep their devices longer).
    """
    rng = random.Random(f"children:{players}:{game}")
    s = GAME.new_game(players, 1000 * players + game, {}, setup)
    log: list[tuple[int, str]] = []
    check(s)
    while GAME.outcome(s) is None:
        assert len(log) < MAX_PLIES, "the game does not end"
        move = interrupting(s, rng)
        if move is not None:
            seat, a = move
            after = GAME.apply(s, seat, a)
            check_interrupt(s, seat, a, after)
            if stats is not None:
                stats[CARDS[int(a.split(".")[1])].name] += 1
                stats[f"during {s.tasks[0].kind if s.tasks else s.phase.value}"] += 1
        else:
            seat = rng.choice(sorted(GAME.to_act(s)))
            legal = GAME.legal_actions(s, seat)
            assert len(set(legal)) == len(legal) and all(ACTION.fullmatch(a) and len(a) <= 40 for a in legal)
            kept = [x for x in legal if not x.startswith(("l.", "x"))] if careful and rng.random() < 0.8 else []
            a = "s" if "s" in legal and rng.random() < SKULL_BIAS else rng.choice(kept or legal)
            after = GAME.apply(s, seat, a)
        text = say(GAME.describe(s, seat, a, after))
        assert text and len(text) < 400 and (move is None) == ("out of turn" not in text)
        log.append((seat, a))
        s = after
        check(s)
    return s, log


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_keep_the_invariants_and_end(players):
    """Random legal play with random interrupts keeps the invariants and ends with an outcome."""
    stats: Counter = Counter()
    for game in range(4):
        s, _ = playout(players, game, stats=stats)
        result = GAME.outcome(s)
        assert result is not None and len(result.scores) == players
        assert s.insane or result.winners
    assert sum(stats.values()) >= 3, f"too few interrupts to mean anything: {stats}"


def armed(players: int) -> dict:
    """The rulebook mansion with 4 ghosts (2 enraged) and Kitty Kitty; every seat in a room with
    2 Skull Tokens and Free Action devices in hand."""
    free = [c for c in range(len(CARDS)) if CARDS[c].name in FREE_DEVICES]
    toys = [c for c in range(len(CARDS)) if CARDS[c].kind is Kind.TOY]
    rooms = [R[n] for n in ("Parlor", "Billiards Room", "Master Bedroom", "Dormitory")]
    haunts = {R["Spire"]: [ROSIE], R["Kitchen"]: [PENNY], R["Wine Cellar"]: [MABEL], R["Wash Room"]: [OLIVER]}
    return {
        "grid": RULEBOOK_MANSION, "haunts": haunts, "enraged": [PENNY, OLIVER], "pos": rooms[:players],
        "kitty": R["Billiards Room"], "kitty_holder": 0, "skulls": [2] * players,
        "hands": [free[p::players][:3] + toys[2 * p : 2 * p + 2] for p in range(players)],
    }  # fmt: skip


@pytest.mark.parametrize("players", [2, 3, 4])
def test_playouts_of_armed_players_interrupt_often_and_keep_the_invariants(players):
    """With Skull Tokens and Free Action devices dealt, random interrupts of every device keep the invariants."""
    stats: Counter = Counter()
    for game in range(3):
        s, _ = playout(players, game, stats=stats, setup=armed(players), careful=True)
        assert GAME.outcome(s) is not None
    assert all(stats[name] for name in FREE_DEVICES), stats
    assert sum(stats[f"during {kind}"] for kind in TASKS) >= 2, stats


def test_same_seed_and_actions_replay_the_same_game():
    """Replaying the log from the same seed gives the identical final state."""
    s, log = playout(3, 5)
    replay = GAME.new_game(3, 3005, {})
    for seat, a in log:
        replay = GAME.apply(replay, seat, a)
    assert replay == s
    assert json.dumps(GAME.dump(replay)) == json.dumps(GAME.dump(s))


def _card_ids(x: object) -> list[int]:
    """Ids of every card face found anywhere in a view."""
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        if type(x).__name__ == "CardView":
            return [x.id]
        return [i for f in dataclasses.fields(x) for i in _card_ids(getattr(x, f.name))]
    if isinstance(x, tuple | list):
        return [i for v in x for i in _card_ids(v)]
    return []


def _no_leak(s: ChildrenState) -> None:
    """Views show public cards, the seat's own hand and its own memory of rooms; nothing else.

    Once the game is over every hand and every card under a room is public (the final reveal).
    """
    public = {c for h in s.haunts for c in h} | {c for t in s.trapped for c in t} | set(s.discard)
    if s.tasks and s.tasks[0].kind in ("place", "defuse"):
        public.add(s.tasks[0].args[0])
    if s.phase is Phase.OVER:
        public |= {c for h in s.hands for c in h} | {c for u in s.under for c in u}
    for seat in [None, *range(s.players)]:
        v = GAME.view(s, seat)
        own = set(s.hands[seat]) if seat is not None else set()
        memory = {c for room in s.seen[seat] for c in room} if seat is not None else set()
        assert set(_card_ids(v)) <= public | own | memory
        assert {c.id for c in v.hand} == own
        for other in range(s.players):
            if other != seat:
                secret = (set(s.hands[other]) | {c for room in s.seen[other] for c in room}) - public - own - memory
                assert not secret & set(_card_ids(v))
        assert v.to_act == GAME.to_act(s) and v.seat == seat


@pytest.mark.parametrize("players", [2, 4])
def test_views_never_show_another_seats_hand_or_memory(players):
    """At every ply of a game, no view holds another seat's hand or remembered room cards."""
    playout(players, 7, check=_no_leak)


def test_refusal_leaves_the_state_unchanged():
    """Illegal actions (wrong seat, nonsense, an action of another step) raise and change nothing."""
    s, log = playout(2, 3, check=lambda s: None)
    rng = random.Random(1)
    s = GAME.new_game(2, 2003, {})
    for seat, a in log[:60]:
        before = GAME.dump(s)
        other = 1 - seat
        for bad in ("zz", "m.99", "done" if "done" not in GAME.legal_actions(s, seat) else "t.9"):
            with pytest.raises(IllegalAction):
                GAME.apply(s, seat, bad)
        if other not in GAME.to_act(s):
            with pytest.raises(IllegalAction):
                GAME.apply(s, other, rng.choice(GAME.legal_actions(s, seat)))
        assert GAME.dump(s) == before
        s = GAME.apply(s, seat, a)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), picks=st.lists(st.integers(0, 999), max_size=120))
def test_any_prefix_of_play_keeps_the_invariants(seed, players, picks):
    """Whatever the seed and the choices, the invariants hold after every action."""
    s = GAME.new_game(players, seed, {})
    for k in picks:
        if GAME.outcome(s) is not None:
            break
        seat = sorted(GAME.to_act(s))[0]
        legal = GAME.legal_actions(s, seat)
        s = GAME.apply(s, seat, legal[k % len(legal)])
    check_invariants(s)


@pytest.mark.parametrize("players", [2, 4])
def test_games_of_absent_players_end(players):
    """Played only with deadline defaults, a game still reaches its end."""
    s = GAME.new_game(players, 99 + players, {})
    for _ in range(MAX_PLIES):
        if GAME.outcome(s) is not None:
            break
        seat = sorted(GAME.to_act(s))[0]
        s = GAME.apply(s, seat, GAME.default_action(s, seat))
    assert GAME.outcome(s) is not None
    check_invariants(s)


@pytest.mark.parametrize("players", [3, 4])
def test_playouts_with_players_leaving_keep_the_invariants(players):
    """Players leave at random moments (windows included); the game stays legal and still ends."""
    for game in range(3):
        rng = random.Random(f"leave:{players}:{game}")
        s = GAME.new_game(players, game, {})
        leave_at = sorted(rng.sample(range(1, 150), players - 1))
        for ply in range(MAX_PLIES):
            if GAME.outcome(s) is not None:
                break
            if leave_at and ply == leave_at[0]:
                leave_at.pop(0)
                leaver = rng.choice(s.active())
                s = GAME.resign(s, leaver)
                assert leaver not in GAME.to_act(s)
            else:
                seat = rng.choice(sorted(GAME.to_act(s)))
                s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
            check_invariants(s)
        assert GAME.outcome(s) is not None
