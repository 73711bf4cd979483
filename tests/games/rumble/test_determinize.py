"""Rumble's re-dealer: a state rebuilt from one seat's view shows that seat the same view, and re-deals the rest."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

from bot.games.rumble import GAME, RumbleState
from bot.games.rumble.determinize import determinize, inventory

LAYOUTS = ("classic", "manor", "ring")


def played(players: int, seed: int, layout: str, resign_at: int | None = None) -> list[RumbleState]:
    """Every state of a seeded random game; a seat resigns at ply ``resign_at`` when given."""
    rng = random.Random(f"determinize:{players}:{seed}")
    s = GAME.new_game(players, seed, {"layout": layout})
    states = [s]
    while not s.finished:
        if len(states) == resign_at:
            s = GAME.resign(s, rng.randrange(players))
        else:
            s = GAME.apply(s, s.turn, rng.choice(list(GAME.legal_actions(s, s.turn))))
        states.append(s)
    return states


def situations() -> Iterator[tuple[RumbleState, int | None]]:
    """Sampled states of games at every count and layout (some with a resignation), with every seat and None."""
    for players in range(3, 7):
        for number, layout in enumerate(LAYOUTS):
            resign_at = 60 if number == 1 else None
            states = played(players, 10 * players + number, layout, resign_at)
            for s in [*states[:: max(1, len(states) // 12)], states[-1]]:
                for seat in (None, *range(players)):
                    yield s, seat


SITUATIONS = list(situations())


def cut_short() -> RumbleState:
    """A game ended in rumble 2 because all but one player resigned (its deal is public once over)."""
    s = played(3, 7, "classic")[60]
    assert s.rumble == 2 and not s.finished
    return GAME.resign(GAME.resign(s, 0), 1)


def test_a_rebuilt_state_shows_its_seat_the_same_view() -> None:
    """Every seat and the public view, playing, after a resignation or finished: the re-deal shows the same view."""
    rng = random.Random(1)
    for s, seat in [*SITUATIONS, (cut_short(), None), (cut_short(), 2)]:
        view = GAME.view(s, seat)
        assert GAME.view(determinize(view, rng), seat) == view


def test_a_rebuilt_state_plays_the_same_for_every_seat() -> None:
    """Whoever's view it was rebuilt from, the re-deal offers every seat the same moves and the same public view."""
    rng = random.Random(2)
    for s, seat in SITUATIONS:
        twin = determinize(GAME.view(s, seat), rng)
        assert GAME.view(twin, None) == GAME.view(s, None)
        for other in range(s.players):
            assert GAME.choices(twin, other) == GAME.choices(s, other)


def test_a_rebuilt_state_keeps_the_tokens_survives_json_and_plays_on() -> None:
    """Inventory conserved, JSON round trip, and every legal action of the re-deal applies."""
    rng = random.Random(3)
    for s, seat in SITUATIONS:
        twin = determinize(GAME.view(s, seat), rng)
        assert inventory(twin) == inventory(s)
        assert GAME.load(json.loads(json.dumps(GAME.dump(twin)))) == twin
        for mover in GAME.to_act(twin):
            for action in GAME.legal_actions(twin, mover):
                GAME.apply(twin, mover, action)


def test_a_seat_keeps_its_own_characters_and_the_others_are_redealt() -> None:
    """A seat's own pair is kept; the other pairs vary between re-deals and never hold the seat's characters."""
    rng = random.Random(4)
    for s, seat in SITUATIONS:
        if s.finished:
            continue
        deals = [determinize(GAME.view(s, seat), rng).secrets for _ in range(6)]
        others = [p for p in range(s.players) if p != seat]
        assert len({tuple(d[p] for p in others) for d in deals}) > 1, "the others' characters were not re-dealt"
        mine = set(s.secrets[seat]) if seat is not None else set()
        for deal in deals:
            if seat is not None:
                assert deal[seat] == s.secrets[seat]
            assert not mine & {c for p in others for c in deal[p]}


def test_the_deal_is_uniform_over_what_the_seat_cannot_know() -> None:
    """Each character not the seat's own lands with a given other seat about as often as 2 in 10 (6 players)."""
    s = played(6, 1, "classic")[5]
    view = GAME.view(s, 0)
    rng = random.Random(5)
    hits = {c: 0 for c in range(12) if c not in s.secrets[0]}
    for _ in range(2000):
        for c in determinize(view, rng).secrets[1]:
            hits[c] += 1
    assert all(300 <= n <= 500 for n in hits.values()), hits


def test_a_finished_game_is_rebuilt_with_every_deal_public() -> None:
    """Once over, the last scored rumble's deal (or the deal of a game cut short) is the rebuilt one."""
    rng = random.Random(6)
    finished = played(4, 3, "ring")[-1]
    assert determinize(GAME.view(finished, None), rng).secrets == finished.past[-1].secrets
    short = cut_short()
    assert determinize(GAME.view(short, 1), rng).secrets == short.secrets


def test_the_seed_of_the_rumbles_to_come_is_drawn_afresh() -> None:
    """Two re-deals of one view draw different seeds, so the next rumble's deal is not the real one."""
    s = played(3, 4, "classic")[3]
    rng = random.Random(7)
    seeds = {determinize(GAME.view(s, 1), rng).seed for _ in range(5)}
    assert len(seeds) == 5 and s.seed not in seeds
