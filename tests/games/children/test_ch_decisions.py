"""Out-of-turn decisions and their deadline auto-answers (RULINGS "Children" 8)."""

from __future__ import annotations

from bot.games.children import GAME
from tests.games.children.ch_helpers import (
    FEATHER,
    FILLER,
    JUMP_ROPE,
    KITE,
    MOUSE,
    PENNY,
    ROSIE,
    TEDDY,
    R,
    acting,
    new,
    play,
)

WASH, BILLIARDS, SPIRE, KITCHEN = R["Wash Room"], R["Billiards Room"], R["Spire"], R["Kitchen"]


def limit_drop(hand1: list[int], skulls: int = 0):
    """Seat 0 traps Rosie, enraging Penny (limit 4); seat 1 holds ``hand1`` in the Kitchen."""
    s = new(hands=[[TEDDY], hand1], haunts={WASH: [ROSIE], SPIRE: [PENNY]}, minis={0: PENNY}, skulls=[0, skulls],
            deck=[FILLER[0]])  # fmt: skip
    return play(s, (0, f"m.{WASH}"))


def test_trim_default_leaves_a_trap_first():
    """At the deadline a trimming player leaves a trap before anything else."""
    s = limit_drop([KITE, JUMP_ROPE, FILLER[1], MOUSE[0], FILLER[2]])
    assert acting(s) == 1 and GAME.default_action(s, 1) == f"tr.{MOUSE[0]}"


def test_trim_default_keeps_toys():
    """Without traps, a device goes before a toy."""
    s = limit_drop([KITE, JUMP_ROPE, FILLER[1], FILLER[2], FILLER[3]])
    assert GAME.default_action(s, 1) in {f"tr.{FILLER[1]}", f"tr.{FILLER[2]}", f"tr.{FILLER[3]}"}


def test_trim_window_ends_when_the_hand_fits():
    """A player two cards over trims twice, then the active player goes on."""
    s = limit_drop([KITE, JUMP_ROPE, FILLER[1], FILLER[2], FILLER[3]])
    s = play(s, (1, GAME.default_action(s, 1)))
    assert acting(s) == 0 and len(s.hands[1]) == 4


def test_free_device_offered_only_with_a_skull_out_of_turn():
    """Out of turn a Feather can be used in the trim window only with a Skull Token."""
    hand = [FEATHER[0], KITE, JUMP_ROPE, FILLER[1], FILLER[2]]
    without = limit_drop(hand)
    assert not any(a.startswith("u.") for a in GAME.legal_actions(without, 1))
    s = new(hands=[[TEDDY], hand], haunts={WASH: [ROSIE], SPIRE: [PENNY]}, minis={0: PENNY}, skulls=[0, 1],
            pos=[BILLIARDS, R["Dormitory"]], deck=[FILLER[0]])  # fmt: skip
    s = play(s, (0, f"m.{WASH}"))
    assert f"u.{FEATHER[0]}.{PENNY}" in GAME.legal_actions(s, 1)


def test_run_default_keeps_toys_when_it_can():
    """At the deadline a runner leaves a device first, then a toy only because it must, then flees."""
    s = new(hands=[[], [KITE, JUMP_ROPE, FILLER[1]]], haunts={BILLIARDS: [PENNY]}, pos=[SPIRE, KITCHEN], phase="ghost")
    s = play(s, (0, f"g.{PENNY}.{KITCHEN}"))
    assert GAME.default_action(s, 1) == f"rl.{FILLER[1]}"
    s = play(s, (1, f"rl.{FILLER[1]}"))
    toy = GAME.default_action(s, 1)
    assert toy in (f"rl.{JUMP_ROPE}", f"rl.{KITE}")
    s = play(s, (1, toy))
    assert GAME.default_action(s, 1).startswith("r.")
