"""``determinize``: a full Children state rebuilt from one seat's view, every unseen card re-dealt."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

from bot.games.children import GAME, ChildrenState
from bot.games.children.data import CARDS, Kind
from bot.games.children.determinize import determinize, inventory
from bot.games.children.model import FLED, NONE, Task
from tests.contract.playouts import play, sampled
from tests.games.children.ch_helpers import (
    CATNIP,
    FILLER,
    JUMP_ROPE,
    KITE,
    MABEL,
    PENNY,
    RAG_DOLL,
    ROSIE,
    TEDDY,
    R,
    check_invariants,
    new,
)
from tests.games.children.ch_helpers import play as play_moves

STATES_PER_GAME = 60


def situations() -> Iterator[tuple[ChildrenState, int | None]]:
    """States of seeded random games at every player count, with every seat and the public view."""
    for players in (2, 3, 4):
        for seed in (1, 2):
            game = play("children", players, seed)
            rng = random.Random(f"determinize:{players}:{seed}")
            for s in sampled(game.states, rng, STATES_PER_GAME):
                for seat in (None, *range(players)):
                    yield s, seat


SITUATIONS = list(situations())


def test_the_rebuilt_state_shows_the_seat_exactly_its_view() -> None:
    """For every situation and seat (None too, finished games too) the rebuilt state's view is the view."""
    rng = random.Random("round trip")
    for s, seat in SITUATIONS:
        view = GAME.view(s, seat)
        t = determinize(view, rng)
        assert GAME.view(t, seat) == view
        assert GAME.to_act(t) == GAME.to_act(s)
        if seat is not None:
            assert list(GAME.legal_actions(t, seat)) == list(GAME.legal_actions(s, seat))


def test_the_rebuilt_state_conserves_cards_survives_json_and_plays_on() -> None:
    """Every card once, the same sizes everywhere; it loads back from JSON and its legal actions apply."""
    rng = random.Random("conserved")
    for s, seat in SITUATIONS[::3]:
        t = determinize(GAME.view(s, seat), rng)
        assert inventory(t) == inventory(s)
        check_invariants(t)
        assert GAME.load(json.loads(json.dumps(GAME.dump(t)))) == t
        for mover in sorted(GAME.to_act(t)):
            GAME.apply(t, mover, rng.choice(list(GAME.legal_actions(t, mover))))


def test_rebuilding_really_re_deals_what_the_seat_cannot_see() -> None:
    """Other hands, unseen room cards and the draw pile change from one re-deal to the next (not an identity)."""
    rng = random.Random("varies")
    hidden = changed = 0
    for s, seat in SITUATIONS:
        if GAME.outcome(s) is not None or seat is None:
            continue
        hidden += 1
        view = GAME.view(s, seat)
        t = determinize(view, rng)
        others = [p for p in range(s.players) if p != seat]
        if any(t.hands[p] != s.hands[p] for p in others) or t.under != s.under or t.deck != s.deck:
            changed += 1
    assert hidden > 300 and changed >= 0.9 * hidden


def test_the_seats_own_cards_and_memory_are_kept() -> None:
    """The seat's hand (in its order) and the cards it remembers under rooms are exactly as they were."""
    rng = random.Random("kept")
    for s, seat in SITUATIONS[::2]:
        if seat is None:
            continue
        t = determinize(GAME.view(s, seat), rng)
        assert t.hands[seat] == s.hands[seat]
        assert [sorted(m) for m in t.seen[seat]] == [sorted(m) for m in s.seen[seat]]


def test_a_player_with_a_ghost_is_never_dealt_its_toy() -> None:
    """A player standing with ghosts holds none of their toys in any re-deal (it would have trapped them)."""
    s = new(2, pos=[R["Parlor"], R["Kitchen"]], haunts={R["Kitchen"]: [ROSIE, PENNY]}, hands=[[], list(FILLER[:4])])
    view = GAME.view(s, 0)
    rng = random.Random("ghost")
    dealt = set()
    for _ in range(200):
        t = determinize(view, rng)
        dealt |= set(t.hands[1])
        assert TEDDY not in t.hands[1] and RAG_DOLL not in t.hands[1]
    assert any(CARDS[c].kind is Kind.TOY for c in dealt)


def test_a_runners_cards_stay_its_secret_and_are_rebuilt_under_its_room() -> None:
    """Others see how many cards a runner has left, not which; a rebuild puts as many under its room."""
    s = new(
        2,
        phase="ghost",
        pos=[R["Parlor"], R["Kitchen"]],
        haunts={R["Billiards Room"]: [MABEL]},
        hands=[list(FILLER[:4]), [KITE, *FILLER[4:8]]],
    )
    s = play_moves(s, (0, f"g.{MABEL}.{R['Kitchen']}"))  # Mabel flows onto seat 1, who lacks the Jump Rope
    assert s.tasks[0].kind == "run" and s.tasks[0].seat == 1
    s = GAME.apply(s, 1, GAME.legal_actions(s, 1)[0])
    left = [a for a in s.tasks[0].args if a < FLED]
    assert len(left) == 1
    masked = GAME.view(s, 0).queue[0]
    assert masked.kind == "run" and masked.args.count(NONE) == 1 and left[0] not in masked.args
    assert GAME.view(s, 1).queue[0].args == s.tasks[0].args
    t = determinize(GAME.view(s, 0), random.Random("run"))
    (card,) = [a for a in t.tasks[0].args if a < FLED]
    assert card in t.under[R["Kitchen"]]
    assert JUMP_ROPE not in t.hands[1]


def test_a_player_kitty_kitty_found_holds_no_catnip_and_one_asked_for_a_toy_holds_one() -> None:
    """A pounced player is dealt no Catnip; a player Irwin Biddle asks is dealt a toy."""
    s = new(3, hands=[list(FILLER[:3]), list(FILLER[3:8]), list(FILLER[8:13])])
    s = replace(s, tasks=(Task("pounce", 0, (1,)), Task("biddle", 2)))
    view = GAME.view(s, 0)
    rng = random.Random("constraints")
    for _ in range(100):
        t = determinize(view, rng)
        assert not set(CATNIP) & set(t.hands[1])
        assert any(CARDS[c].kind is Kind.TOY for c in t.hands[2])


@pytest.mark.parametrize("seat", [None, 0, 1])
def test_a_finished_game_keeps_every_face_up_card(seat: int | None) -> None:
    """Once the game is over hands and room cards are public: only the draw pile order and the minis vary."""
    game = play("children", 2, 5)
    s = game.states[-1]
    t = determinize(GAME.view(s, seat), random.Random("over"))
    assert [sorted(h) for h in t.hands] == [sorted(h) for h in s.hands]
    assert [sorted(u) for u in t.under] == [sorted(u) for u in s.under]
    assert sorted(t.deck) == sorted(s.deck) and t.discard == s.discard
