"""Every trap card (Mouse, Raven's Skull, Voodoo Doll, Crickets) and fate card (House Settles,
Irwin Biddle, Kitty Kitty) as printed."""

from __future__ import annotations

from bot.games.children import GAME
from bot.games.children.cards import hand_limit
from bot.games.children.mansion import where
from tests.games.children.ch_helpers import (
    BIDDLE,
    CAGE,
    CATNIP,
    CRICKETS,
    FILLER,
    JUMP_ROPE,
    KITE,
    KITTY,
    MABEL,
    MOUSE,
    OLIVER,
    PENNY,
    RAVEN,
    ROSIE,
    SETTLES,
    SPARE_TOYS,
    TWINS,
    VOODOO,
    R,
    acting,
    check_invariants,
    new,
    play,
)

WASH, BILLIARDS, SPIRE, KITCHEN, PARLOR = (R[n] for n in ("Wash Room", "Billiards Room", "Spire", "Kitchen", "Parlor"))
CELLAR, MASTER, DORM = R["Wine Cellar"], R["Master Bedroom"], R["Dormitory"]


def test_trap_drawn_from_the_pile_goes_to_hand():
    """A trap drawn from the pile is only a card in hand; it springs when found in a room."""
    s = play(new(hands=[[], []], deck=[MOUSE[0]], kitty=SPIRE, kitty_holder=1), (0, f"m.{WASH}"))
    assert s.hands[0] == (MOUSE[0],) and s.kitty == SPIRE


def test_mouse_brings_kitty_and_her_owner_may_move_you():
    """The Mouse brings Kitty Kitty to you; without Catnip, her owner may move you to any room without a ghost."""
    s = new(hands=[[], []], under={WASH: [MOUSE[0]]}, kitty=SPIRE, kitty_holder=1, haunts={MASTER: [MABEL]},
            actions_left=1)  # fmt: skip
    s = play(s, (0, f"m.{WASH}"))
    assert s.kitty == WASH and MOUSE[0] in s.discard
    assert acting(s) == 1 and f"kp.{MASTER}" not in GAME.legal_actions(s, 1)
    s = play(s, (1, f"kp.{CELLAR}"))
    assert s.pos[0] == CELLAR and s.kitty == WASH
    check_invariants(s)


def test_mouse_without_kitty_in_the_mansion_does_nothing():
    """The Mouse springs with no effect when Kitty Kitty is not in the mansion; it is discarded."""
    s = new(hands=[[], []], under={WASH: [MOUSE[0]]}, actions_left=1)
    s = play(s, (0, f"m.{WASH}"))
    assert s.kitty == -1 and MOUSE[0] in s.discard and s.pos[0] == WASH


def test_mouse_does_nothing_to_the_kitty_card_holder():
    """With the Kitty Kitty card in front of you, the Mouse springs with no effect."""
    s = new(hands=[[], []], under={WASH: [MOUSE[0]]}, kitty=SPIRE, kitty_holder=0, actions_left=1)
    s = play(s, (0, f"m.{WASH}"))
    assert s.kitty == SPIRE and MOUSE[0] in s.discard


def test_mouse_with_catnip_in_hand_lets_you_stay():
    """Holding Catnip, Kitty Kitty comes but her owner cannot move you."""
    s = new(hands=[[CATNIP[0]], []], under={WASH: [MOUSE[0]]}, kitty=SPIRE, kitty_holder=1, actions_left=1)
    s = play(s, (0, f"m.{WASH}"))
    assert s.kitty == WASH and s.pos[0] == WASH and s.tasks == ()


def test_ravens_skull_places_the_next_two_ghosts_next_to_you():
    """The Raven's Skull takes the next 2 ghosts from the pile into rooms straight beside you."""
    s = new(hands=[[], []], under={WASH: [RAVEN[0]]}, deck=[SPARE_TOYS[0], MABEL, SPARE_TOYS[1], OLIVER],
            pos=[BILLIARDS, CELLAR], actions_left=1)  # fmt: skip
    s = play(s, (0, f"m.{WASH}"))
    assert set(GAME.legal_actions(s, 0)) == {f"gp.{r}" for r in (MASTER, DORM, BILLIARDS, SPIRE)}
    s = play(s, (0, f"gp.{SPIRE}"), (0, f"gp.{DORM}"))
    assert s.haunts[SPIRE] == (MABEL,) and s.haunts[DORM] == (OLIVER,) and SPARE_TOYS[1] not in s.haunts[SPIRE]
    check_invariants(s)


def test_ravens_skull_ghost_next_to_a_player_meets_them():
    """A Raven's Skull ghost placed in another player's room makes that player run."""
    s = new(hands=[[], [KITE]], under={WASH: [RAVEN[0]]}, deck=[SPARE_TOYS[0], MABEL], pos=[BILLIARDS, SPIRE],
            actions_left=1)  # fmt: skip
    s = play(s, (0, f"m.{WASH}"), (0, f"gp.{SPIRE}"))
    assert acting(s) == 1 and GAME.window(s, 1) == "run"


def test_voodoo_doll_brings_the_nearest_ghost():
    """The Voodoo Doll brings the nearest ghost in the mansion to your room at once."""
    s = new(hands=[[], []], under={WASH: [VOODOO[0]]}, haunts={CELLAR: [MABEL], MASTER: [PENNY]},
            pos=[BILLIARDS, KITCHEN], actions_left=1)  # fmt: skip
    s = play(s, (0, f"m.{WASH}"))
    assert s.haunts[WASH] == (PENNY,) and s.haunts[MASTER] == () and GAME.window(s, 0) is None
    assert acting(s) == 0 and any(a.startswith(("r.", "rl.")) for a in GAME.legal_actions(s, 0))


def test_voodoo_doll_tie_is_your_choice():
    """With two ghosts equally near, the player who sprang the Voodoo Doll picks one."""
    s = new(hands=[[], []], under={WASH: [VOODOO[0]]}, haunts={DORM: [MABEL], MASTER: [PENNY]}, actions_left=1)
    s = play(s, (0, f"m.{WASH}"))
    assert set(GAME.legal_actions(s, 0)) == {f"n.{MABEL}", f"n.{PENNY}"}
    s = play(s, (0, f"n.{MABEL}"))
    assert s.haunts[WASH] == (MABEL,)


def test_crickets_enrage_the_nearest_calm_ghost():
    """The Crickets turn the nearest calm ghost enraged: the hand limit drops by 1."""
    s = new(hands=[[], []], under={WASH: [CRICKETS[0]]}, haunts={SPIRE: [PENNY], DORM: [MABEL], CELLAR: [OLIVER]},
            enraged=[PENNY], actions_left=1)  # fmt: skip
    s = play(s, (0, f"m.{WASH}"))
    assert set(s.enraged) == {PENNY, MABEL} and hand_limit(s) == 3 and CRICKETS[0] in s.discard


def test_crickets_go_back_in_hand_with_the_cricket_cage():
    """Holding the Cricket Cage, the Crickets go into your hand and do nothing."""
    s = new(hands=[[CAGE[0]], []], under={WASH: [CRICKETS[0]]}, haunts={DORM: [MABEL]}, actions_left=1)
    s = play(s, (0, f"m.{WASH}"))
    assert set(s.hands[0]) >= {CAGE[0], CRICKETS[0]} and s.enraged == ()


def test_trap_springs_on_the_player_who_set_it():
    """A trap left by a player springs on that same player when they come back."""
    s = new(hands=[[VOODOO[0]], []], haunts={CELLAR: [MABEL]}, deck=list(FILLER[:3]))
    s = play(s, (0, f"l.{VOODOO[0]}"), (0, f"m.{WASH}"), (0, f"m.{BILLIARDS}"))
    assert VOODOO[0] in s.discard and s.haunts[CELLAR] == ()


def test_fate_is_discarded_and_replaced():
    """A fate drawn on entering resolves, goes to the discard pile, and another card is drawn."""
    s = new(hands=[[JUMP_ROPE], []], deck=[BIDDLE[0], FILLER[0]])
    s = play(s, (0, f"m.{WASH}"), (0, f"bt.{JUMP_ROPE}"))
    assert BIDDLE[0] in s.discard and s.hands[0] == (FILLER[0],)


def test_irwin_biddle_takes_one_toy_from_every_player():
    """Irwin Biddle: each player holding a toy puts one into the draw pile; others give nothing."""
    s = new(hands=[[JUMP_ROPE, KITE], [SPARE_TOYS[3]]], deck=[BIDDLE[0], FILLER[0]])
    s = play(s, (0, f"m.{WASH}"))
    assert set(GAME.legal_actions(s, 0)) == {f"bt.{JUMP_ROPE}", f"bt.{KITE}"}
    s = play(s, (0, f"bt.{KITE}"))
    assert acting(s) == 1 and GAME.window(s, 1) == "biddle"
    s = play(s, (1, f"bt.{SPARE_TOYS[3]}"))
    assert KITE in s.deck and SPARE_TOYS[3] in s.deck and s.hands[0] == (JUMP_ROPE, FILLER[0])
    check_invariants(s)


def test_house_settles_removes_two_rooms_without_players():
    """House Settles removes 2 rooms no player stands in; tablets to the room pile, contents into the deck."""
    s = new(hands=[[], []], deck=[SETTLES[0], FILLER[0]], haunts={SPIRE: [ROSIE]}, under={CELLAR: [KITE]},
            pos=[BILLIARDS, KITCHEN])  # fmt: skip
    s = play(s, (0, f"m.{WASH}"))
    legal = GAME.legal_actions(s, 0)
    assert f"hs.{WASH}" not in legal and f"hs.{KITCHEN}" not in legal and f"hs.{SPIRE}" in legal
    s = play(s, (0, f"hs.{SPIRE}"), (0, f"hs.{CELLAR}"))
    assert where(s, SPIRE) is None and where(s, CELLAR) is None and set(s.room_pile) == {SPIRE, CELLAR}
    assert ROSIE in s.deck and KITE in s.deck and FILLER[0] in s.hands[0]
    check_invariants(s)


def test_house_settles_takes_kitty_and_her_card_into_the_pile():
    """Kitty Kitty in a removed room leaves the mansion; her card goes into the draw pile (ruling)."""
    s = new(hands=[[], []], deck=[SETTLES[0], FILLER[0]], kitty=SPIRE, kitty_holder=1)
    s = play(s, (0, f"m.{WASH}"), (0, f"hs.{SPIRE}"), (0, f"hs.{CELLAR}"))
    assert s.kitty == -1 and s.kitty_holder == -1 and KITTY[0] in s.deck


def test_kitty_kitty_fate_puts_her_in_the_mansion():
    """The Kitty Kitty fate: her card in front of the drawer, Kitty in a room without players, draw again."""
    s = new(hands=[[], []], deck=[KITTY[0], FILLER[0]], pos=[BILLIARDS, SPIRE])
    s = play(s, (0, f"m.{WASH}"))
    legal = GAME.legal_actions(s, 0)
    assert f"kk.{WASH}" not in legal and f"kk.{SPIRE}" not in legal and f"kk.{MASTER}" in legal
    s = play(s, (0, f"kk.{MASTER}"))
    assert s.kitty == MASTER and s.kitty_holder == 0 and s.kitty_card == KITTY[0] and s.hands[0] == (FILLER[0],)
    check_invariants(s)


def test_entering_kittys_room_lets_her_owner_move_you():
    """Walking into Kitty Kitty's room, her owner (out of turn) may move you; declining leaves you there."""
    s = new(hands=[[], []], kitty=WASH, kitty_holder=1, deck=[FILLER[0]])
    s = play(s, (0, f"m.{WASH}"))
    assert acting(s) == 1 and GAME.window(s, 1) == "pounce" and GAME.default_action(s, 1) == "kn"
    s = play(s, (1, "kn"))
    assert s.pos[0] == WASH and acting(s) == 0


def test_twins_are_not_affected_by_irwin_biddle():
    """Irwin Biddle takes toys from hands only, never from trapped piles."""
    s = new(hands=[[], []], deck=[BIDDLE[0], FILLER[0]], trapped=[[TWINS, TWINS + 13], []])
    s = play(s, (0, f"m.{WASH}"))
    assert s.trapped[0] == (TWINS, TWINS + 13)


def test_ravens_skull_ghosts_go_in_two_different_rooms():
    """The second Raven's Skull ghost goes in another room beside you when there is one."""
    s = new(hands=[[], []], under={WASH: [RAVEN[0]]}, deck=[SPARE_TOYS[0], MABEL, OLIVER], actions_left=1)
    s = play(s, (0, f"m.{WASH}"), (0, f"gp.{SPIRE}"))
    assert f"gp.{SPIRE}" not in GAME.legal_actions(s, 0) and f"gp.{DORM}" in GAME.legal_actions(s, 0)


def test_crickets_count_a_calm_ghost_in_your_own_room():
    """A calm ghost in the very room where the Crickets spring is the nearest one."""
    s = new(hands=[[], []], under={WASH: [CRICKETS[0]]}, haunts={WASH: [PENNY], DORM: [MABEL]}, actions_left=1)
    s = play(s, (0, f"m.{WASH}"))
    assert s.enraged == (PENNY,)
