"""Children bots: never absurd, blind to what their seat may not know, finishing every table, stronger than chance."""

from __future__ import annotations

import random

import pytest

from bot.bots.arena import play_table, random_player, seat_bot
from bot.bots.contract import Budget
from bot.games.children import GAME, ChildrenState
from bot.games.children.bots import BOTS
from bot.games.children.determinize import determinize
from tests.contract.playouts import play, sampled
from tests.games.children.ch_helpers import (
    BIDDLE,
    CAGE,
    FILLER,
    HATPIN,
    KITE,
    MEDICO,
    MOUSE,
    PASSAGE,
    PENNY,
    ROSIE,
    SPARE_TOYS,
    TEDDY,
    R,
    new,
)
from tests.games.children.ch_helpers import play as play_moves

LEVELS = ("easy", "good")
SMALL = Budget(iterations=8, seconds=0)
TYPICAL_PLIES = 300
"""A game of bots or random players lasts about this many plies at every player count."""


def decide(level: str, s: ChildrenState, seat: int, seed: int = 1) -> str:
    """The level's move for ``seat``, from that seat's view and choices only."""
    return BOTS.decide(level, GAME.view(s, seat), GAME.choices(s, seat), random.Random(seed), SMALL)


@pytest.mark.parametrize("level", LEVELS)
def test_walks_in_to_trap_the_ghost_whose_toy_it_holds(level: str) -> None:
    """Rosie stands next door and the bot holds the Teddy Bear: it walks in (a point on the table)."""
    s = new(2, pos=[R["Billiards Room"], R["Dormitory"]], haunts={R["Parlor"]: [ROSIE]}, hands=[[TEDDY, *PASSAGE], []])
    assert decide(level, s, 0) == f"m.{R['Parlor']}"


@pytest.mark.parametrize("level", LEVELS)
def test_never_walks_into_a_ghost_it_cannot_trap(level: str) -> None:
    """Penny (the Rag Doll's ghost) next door, no Rag Doll in hand: the bot goes anywhere else."""
    s = new(2, pos=[R["Billiards Room"], R["Dormitory"]], haunts={R["Parlor"]: [PENNY]}, hands=[list(PASSAGE), []])
    assert decide(level, s, 0) != f"m.{R['Parlor']}"


@pytest.mark.parametrize("level", LEVELS)
def test_traps_a_ghost_out_of_reach_with_the_cricket_cage(level: str) -> None:
    """One action left, Rosie two rooms away: the Cricket Cage traps her at once."""
    hand = [CAGE[0], TEDDY, *MEDICO[:2]]
    s = new(
        2, pos=[R["Billiards Room"], R["Dormitory"]], haunts={R["Spire"]: [ROSIE]}, hands=[hand, []], actions_left=1
    )
    assert decide(level, s, 0) == f"u.{CAGE[0]}.{ROSIE}"


@pytest.mark.parametrize("level", LEVELS)
def test_pulls_its_own_ghost_into_its_room_at_the_ghost_step(level: str) -> None:
    """Rosie's arrows lead from the Billiards Room into the bot's Kitchen: it moves her in and traps her."""
    s = new(
        2, phase="ghost", pos=[R["Kitchen"], R["Dormitory"]], haunts={R["Billiards Room"]: [ROSIE]}, hands=[[TEDDY], []]
    )
    assert decide(level, s, 0) == f"g.{ROSIE}.{R['Kitchen']}"


@pytest.mark.parametrize("level", LEVELS)
def test_never_moves_a_ghost_it_cannot_trap_onto_itself(level: str) -> None:
    """Penny could flow into the bot's Kitchen; without the Rag Doll it sends her elsewhere or nowhere."""
    s = new(
        2, phase="ghost", pos=[R["Kitchen"], R["Dormitory"]], haunts={R["Billiards Room"]: [PENNY]}, hands=[[TEDDY], []]
    )
    assert decide(level, s, 0) != f"g.{PENNY}.{R['Kitchen']}"


@pytest.mark.parametrize("level", LEVELS)
def test_running_it_leaves_its_least_useful_cards(level: str) -> None:
    """Fleeing Penny, the bot leaves the Mouse trap, then the Kite (its ghost is not out) and keeps the Teddy Bear."""
    s = new(
        2,
        turn=1,
        phase="ghost",
        pos=[R["Kitchen"], R["Dormitory"]],
        haunts={R["Billiards Room"]: [PENNY], R["Spire"]: [ROSIE]},
        hands=[[TEDDY, KITE, MOUSE[0], HATPIN[0]], []],
    )
    s = play_moves(s, (1, f"g.{PENNY}.{R['Kitchen']}"))
    assert GAME.window(s, 0) == "run"
    assert decide(level, s, 0) == f"rl.{MOUSE[0]}"
    s = play_moves(s, (0, f"rl.{MOUSE[0]}"))
    assert decide(level, s, 0) == f"rl.{KITE}"


@pytest.mark.parametrize("level", LEVELS)
def test_places_a_ghost_it_can_trap_next_to_itself(level: str) -> None:
    """Entering the Parlor it draws Rosie, holding the Teddy Bear: she goes next door, where it can walk in."""
    s = new(
        2,
        pos=[R["Billiards Room"], R["Dormitory"]],
        hands=[[TEDDY, *PASSAGE[:2]], []],
        deck=[ROSIE, *SPARE_TOYS],
    )
    s = play_moves(s, (0, f"m.{R['Parlor']}"))
    assert GAME.window(s, 0) is None and s.tasks[0].kind == "place"
    assert decide(level, s, 0) == f"gp.{R['Billiards Room']}"


@pytest.mark.parametrize("level", LEVELS)
def test_gives_irwin_biddle_the_toy_it_needs_least(level: str) -> None:
    """Rosie walks the mansion, Walter does not: Irwin Biddle gets the Kite, the bot keeps the Teddy Bear."""
    s = new(
        2,
        pos=[R["Billiards Room"], R["Dormitory"]],
        haunts={R["Spire"]: [ROSIE]},
        hands=[[TEDDY, KITE, *FILLER[:2]], []],
        deck=[BIDDLE[0], *SPARE_TOYS],
    )
    s = play_moves(s, (0, f"m.{R['Parlor']}"))
    assert s.tasks[0].kind == "biddle" and s.tasks[0].seat == 0
    assert decide(level, s, 0) == f"bt.{KITE}"


def situations() -> list[tuple[ChildrenState, int]]:
    """States of seeded random games at every player count, each with the seat that owes a move."""
    out = []
    for players in (2, 3, 4):
        for seed in (11, 12):
            game = play("children", players, seed)
            rng = random.Random(f"bots:{players}:{seed}")
            for s in sampled(game.states[:-1], rng, 90):
                out.extend((s, seat) for seat in sorted(GAME.to_act(s)))
    return out


SITUATIONS = situations()


@pytest.mark.parametrize("level", LEVELS)
def test_a_decision_ignores_what_the_seat_may_not_know(level: str) -> None:
    """With every card the seat cannot see re-dealt, each level makes the same move (same rng)."""
    assert len(SITUATIONS) >= 500
    redeal = random.Random("invariance")
    for n, (s, seat) in enumerate(SITUATIONS):
        t = determinize(GAME.view(s, seat), redeal)
        assert decide(level, t, seat, n) == decide(level, s, seat, n)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bot_tables_finish(players: int) -> None:
    """Bots of both levels at one table (seats rotated) finish 50 seeds within ten times a game's length."""
    for seed in range(50):
        levels = [LEVELS[(seat + seed) % 2] for seat in range(players)]
        table = [seat_bot(GAME, BOTS.levels[level], SMALL) for level in levels]
        assert play_table(GAME, table, seed, max_plies=10 * TYPICAL_PLIES).outcome is not None


def test_a_good_bot_outscores_a_random_player() -> None:
    """Over 40 two-seat games good scores more than a random player in at least 70% of them.

    A random player outscores another random player in about 37% of games (a quarter are ties), so a
    random player in good's seat would fail; good outscores one in about 88%.
    """
    above = 0
    for seed in range(40):
        good = seat_bot(GAME, BOTS.levels["good"], SMALL)
        players = [good, random_player(GAME)] if seed % 2 == 0 else [random_player(GAME), good]
        scores = play_table(GAME, players, seed, max_plies=10 * TYPICAL_PLIES).outcome.scores
        mine = seed % 2
        above += scores[mine] > scores[1 - mine]
    assert above >= 28
