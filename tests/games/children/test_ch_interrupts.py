"""Interrupts: Free Action devices (Catnip, Hatpin, Feather) played out of turn for a Skull Token."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.games.base import IllegalAction
from bot.games.children import GAME
from bot.games.children.cards import hand_limit
from bot.games.children.devices import device_actions
from bot.games.children.model import NONE, Phase
from bot.i18n import say
from tests.games.children.ch_helpers import (
    CAGE,
    CATNIP,
    FEATHER,
    FILLER,
    HATPIN,
    MABEL,
    MUSIC_BOX,
    PASSAGE,
    PENNY,
    RAG_DOLL,
    ROSIE,
    SNOW_GLOBE,
    TEDDY,
    TOAD,
    R,
    acting,
    check_invariants,
    new,
    play,
)

WASH, BILLIARDS, SPIRE, KITCHEN = (R[n] for n in ("Wash Room", "Billiards Room", "Spire", "Kitchen"))
CELLAR, MASTER, DORM = R["Wine Cellar"], R["Master Bedroom"], R["Dormitory"]
OUT_OF_TURN = "out of turn you may only play a Free Action device by turning in a Skull Token"


def trim_window(seat0=tuple(FILLER[:4]), skulls=(0, 0, 2)):
    """Player 1 traps Rosie with the Teddy Bear; Penny (Spire) turns enraged: Players 2 and 3 must trim.

    Player 3 (Dormitory, 2 Skull Tokens) holds a Feather and a Hatpin; Mabel haunts the Kitchen.
    """
    hands = [[TEDDY, *seat0], FILLER[4:9], [FEATHER[0], HATPIN[0], *FILLER[9:12]]]
    s = new(3, hands=hands, haunts={WASH: [ROSIE], SPIRE: [PENNY], KITCHEN: [MABEL]}, minis={0: PENNY},
            pos=[BILLIARDS, MASTER, DORM], skulls=list(skulls), deck=[FILLER[12]])  # fmt: skip
    s = play(s, (0, f"m.{WASH}"))
    assert [(t.kind, t.seat) for t in s.tasks] == [("trim", 1), ("trim", 2)] and hand_limit(s) == 4
    return s


def test_catnip_out_of_turn_pays_a_skull_and_leaves_the_turn_alone():
    """Catnip out of turn: a Skull Token to the pool, the card discarded, the player sent off; the turn is unchanged."""
    s = new(hands=[[], [CATNIP[0]]], kitty=KITCHEN, kitty_holder=0, skulls=[0, 1])
    a = f"u.{CATNIP[0]}.{CELLAR}"
    assert a in GAME.interrupts(s, 1)
    after = GAME.apply(s, 1, a)
    assert after.pos[1] == CELLAR and after.kitty == KITCHEN and after.hands[1] == () and CATNIP[0] in after.discard
    assert after.skulls[1] == 0 and after.skull_pool == s.skull_pool + 1
    assert (after.turn, after.phase, after.actions_left, after.tasks) == (0, Phase.ACT, 2, ())
    check_invariants(after)


def test_hatpin_out_of_turn_calms_a_ghost_and_raises_the_limit():
    """Hatpin out of turn: an enraged ghost within 2 rooms turns calm, the limit rises; the turn is unchanged."""
    s = new(hands=[[], [HATPIN[0]]], haunts={DORM: [PENNY]}, enraged=[PENNY], skulls=[0, 1])
    after = GAME.apply(s, 1, f"u.{HATPIN[0]}.{PENNY}")
    assert after.enraged == () and hand_limit(after) == 5 and HATPIN[0] in after.discard and after.skulls[1] == 0
    assert (after.turn, after.phase, after.actions_left, after.tasks) == (0, Phase.ACT, 2, ())
    check_invariants(after)


def test_feather_out_of_turn_banishes_a_ghost_into_the_draw_pile():
    """Feather out of turn: the ghost within 2 rooms goes into the draw pile; the turn is unchanged."""
    s = new(hands=[[], [FEATHER[0]]], haunts={DORM: [PENNY]}, skulls=[0, 1])
    after = GAME.apply(s, 1, f"u.{FEATHER[0]}.{PENNY}")
    assert after.haunts[DORM] == () and PENNY in after.deck and FEATHER[0] in after.discard and after.skulls[1] == 0
    assert (after.turn, after.phase, after.actions_left, after.tasks) == (0, Phase.ACT, 2, ())
    check_invariants(after)


def test_interrupt_during_another_seats_trim_keeps_that_trim_waiting():
    """An interrupt that leaves the hand limit alone keeps the game waiting on the same trim window."""
    s = trim_window()
    after = GAME.apply(s, 2, f"u.{FEATHER[0]}.{MABEL}")
    assert after.tasks == s.tasks and acting(after) == 1 and GAME.window(after, 1) == "trim"
    assert after.skulls[2] == 1 and MABEL in after.deck
    check_invariants(after)


def test_hatpin_interrupt_makes_the_pending_trims_moot():
    """Calming the ghost that lowered the limit drops every trim no longer needed; the turn goes on."""
    s = trim_window()
    assert set(GAME.interrupts(s, 2)) == {
        f"u.{FEATHER[0]}.{MABEL}",
        f"u.{FEATHER[0]}.{PENNY}",
        f"u.{HATPIN[0]}.{PENNY}",
    }
    after = GAME.apply(s, 2, f"u.{HATPIN[0]}.{PENNY}")
    assert hand_limit(after) == 5 and after.tasks == () and acting(after) == 0 and after.phase is Phase.ACT
    assert len(after.hands[1]) == 5 and len(after.hands[2]) == 4
    check_invariants(after)


def test_feather_interrupt_saves_the_active_player_from_running():
    """Banishing the ghost a player must run from drops the run; that player carries on from where it was."""
    s = new(
        hands=[[FILLER[0], FILLER[1]], [FEATHER[0]]], haunts={WASH: [PENNY]}, pos=[BILLIARDS, MASTER], skulls=[0, 1]
    )
    s = play(s, (0, f"m.{WASH}"))
    assert s.tasks[0].kind == "run" and acting(s) == 0
    after = GAME.apply(s, 1, f"u.{FEATHER[0]}.{PENNY}")
    assert after.tasks == () and after.pos[0] == WASH and after.phase is Phase.ACT and after.actions_left == 1
    check_invariants(after)


def test_a_card_left_while_running_stays_left_when_the_ghost_is_banished():
    """A runner who already left a card keeps it left in the room when the ghost goes away mid-run."""
    s = new(
        hands=[[FILLER[0], FILLER[1]], [FEATHER[0]]], haunts={WASH: [PENNY]}, pos=[BILLIARDS, MASTER], skulls=[0, 1]
    )
    s = play(s, (0, f"m.{WASH}"), (0, f"rl.{FILLER[0]}"))
    after = GAME.apply(s, 1, f"u.{FEATHER[0]}.{PENNY}")
    assert after.tasks == () and after.pos[0] == WASH and after.under[WASH] == (FILLER[0],)
    check_invariants(after)


def test_hatpin_interrupt_during_restore_lets_the_active_player_keep_its_cards():
    """Raising the limit while the active player restores its hand ends that step as the flow says."""
    s = new(hands=[FILLER[:5], [HATPIN[0]]], haunts={DORM: [PENNY]}, enraged=[PENNY], skulls=[0, 1], phase="restore")
    assert s.phase is Phase.RESTORE and acting(s) == 0
    after = GAME.apply(s, 1, f"u.{HATPIN[0]}.{PENNY}")
    assert len(after.hands[0]) == 5 and after.turn == 0 and after.phase is Phase.GHOST
    check_invariants(after)


def test_banishing_the_last_ghost_during_the_ghost_step_moves_the_turn_on():
    """With no ghost left to move, the active player's ghost step is skipped, as the rulebook says."""
    s = new(hands=[[], [FEATHER[0]]], haunts={DORM: [PENNY]}, skulls=[0, 1], phase="ghost")
    assert s.phase is Phase.GHOST and acting(s) == 0
    after = GAME.apply(s, 1, f"u.{FEATHER[0]}.{PENNY}")
    assert after.turn == 1 and after.phase is Phase.ACT
    check_invariants(after)


def test_no_interrupt_without_a_skull_token():
    """Holding a Free Action device with a target is not enough without a Skull Token."""
    s = new(hands=[[], [FEATHER[0]]], haunts={DORM: [PENNY]}, skulls=[0, 0])
    assert GAME.interrupts(s, 1) == () and GAME.interrupt_choices(s, 1) == ()


def test_no_interrupt_outside_the_mansion():
    """A player not in the mansion (not entered yet, or after an emergency escape) cannot interrupt."""
    s = new(hands=[[], [FEATHER[0]]], haunts={DORM: [PENNY]}, skulls=[0, 1], pos=[BILLIARDS, NONE])
    assert GAME.interrupts(s, 1) == ()


def test_turn_action_devices_are_never_interrupts():
    """Turn Action devices cannot be played out of turn, even with Skull Tokens."""
    hand = [PASSAGE[0], SNOW_GLOBE[0], CAGE[0], MUSIC_BOX[0], TOAD[0], RAG_DOLL]
    s = new(hands=[[], hand], haunts={DORM: [PENNY]}, skulls=[0, 3], deck=[MABEL])
    assert GAME.interrupts(s, 1) == ()
    on_its_turn = device_actions(replace(s, turn=1), 1, free_only=False)
    assert {a.split(".")[1] for a in on_its_turn} == {str(c) for c in hand[:5]}, "each has a use on its own turn"


def test_no_interrupt_for_the_seat_the_game_waits_for():
    """The seat in a window uses its devices through its legal actions, not as interrupts."""
    s = trim_window(skulls=(0, 0, 2))
    s = play(s, (1, f"tr.{FILLER[4]}"))
    assert acting(s) == 2 and f"u.{HATPIN[0]}.{PENNY}" in GAME.legal_actions(s, 2)
    assert GAME.interrupts(s, 2) == ()


def test_no_interrupt_for_the_player_whose_turn_it_is():
    """The active player waiting on another seat's decision does not interrupt: it uses devices in step 2."""
    s = trim_window(seat0=(FEATHER[1], *FILLER[:3]), skulls=(2, 0, 2))
    assert acting(s) == 1 and s.turn == 0 and s.skulls[0] == 2
    assert GAME.interrupts(s, 0) == ()


def test_no_interrupt_once_the_game_is_over():
    """After the game ends nobody interrupts."""
    s = new(hands=[[], [FEATHER[0]]], haunts={DORM: [PENNY]}, skulls=[0, 1])
    s = GAME.resign(s, 0)
    assert s.phase is Phase.OVER and GAME.interrupts(s, 1) == ()


def test_no_interrupt_for_a_player_who_left():
    """A seat that resigned has no interrupts."""
    s = new(3, hands=[[], [], [FEATHER[0]]], haunts={DORM: [PENNY]}, skulls=[0, 0, 1])
    assert GAME.interrupts(s, 2)
    s = GAME.resign(s, 2)
    assert GAME.interrupts(s, 2) == ()


def test_refusal_out_of_turn_names_the_interrupt_and_changes_nothing():
    """Another action from a seat not asked anything is refused with what it may do; the state is unchanged."""
    s = new(hands=[[], [FEATHER[0]]], haunts={DORM: [PENNY]}, skulls=[0, 1])
    before = GAME.dump(s)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, 1, "s")
    assert say(err.value.reason) == f"It is Player 1's turn; {OUT_OF_TURN}."
    assert GAME.dump(s) == before


def test_refusal_without_an_open_interrupt_says_what_it_takes():
    """Without a Skull Token the refusal adds that no interrupt is open now."""
    s = new(hands=[[], [FEATHER[0]]], haunts={DORM: [PENNY]}, skulls=[0, 0])
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, 1, f"u.{FEATHER[0]}.{PENNY}")
    assert f"{OUT_OF_TURN}. You cannot now: it takes a Skull Token" in say(err.value.reason)


def test_refusal_during_a_window_names_the_decision_and_the_interrupt():
    """While another seat decides, a bystander is told who decides and that only an interrupt is open."""
    s = trim_window()
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, 2, f"tr.{FILLER[9]}")
    reason = say(err.value.reason)
    assert reason.startswith("Not now: Player 2 must leave cards") and OUT_OF_TURN in reason


def test_interrupts_stay_out_of_legal_actions_and_choices():
    """legal_actions and choices of a seat not asked anything stay empty even when it may interrupt."""
    s = new(hands=[[], [FEATHER[0]]], haunts={DORM: [PENNY]}, skulls=[0, 1])
    assert GAME.interrupts(s, 1) and not GAME.legal_actions(s, 1) and not GAME.choices(s, 1)


def test_interrupt_choices_are_labelled_with_their_cost():
    """Interrupt controls are in the "interrupt" group and their label says they cost a Skull Token."""
    s = new(hands=[[], [FEATHER[0], HATPIN[0]]], haunts={DORM: [PENNY]}, enraged=[PENNY], skulls=[0, 1])
    choices = GAME.interrupt_choices(s, 1)
    assert [c.action for c in choices] == list(GAME.interrupts(s, 1))
    assert {c.group for c in choices} == {"interrupt"}
    assert {say(c.label) for c in choices} == {
        "Feather: banish Penny (Dormitory) — costs a Skull Token",
        "Hatpin: calm Penny (Dormitory) — costs a Skull Token",
    }


def test_catnip_interrupt_label_names_the_room():
    """A Catnip interrupt is labelled with the room Kitty Kitty sends the player to."""
    s = new(hands=[[], [CATNIP[0]]], kitty=KITCHEN, kitty_holder=0, skulls=[0, 1])
    labels = {c.action: say(c.label) for c in GAME.interrupt_choices(s, 1)}
    assert labels[f"u.{CATNIP[0]}.{CELLAR}"] == "Catnip: flee Kitty Kitty to the Wine Cellar — costs a Skull Token"


def test_describe_says_the_device_was_played_out_of_turn():
    """The public sentence says the device was played out of turn with a Skull Token, and the new limit."""
    s = new(hands=[[], [HATPIN[0]]], haunts={DORM: [PENNY]}, enraged=[PENNY], skulls=[0, 1])
    a = f"u.{HATPIN[0]}.{PENNY}"
    text = say(GAME.describe(s, 1, a, GAME.apply(s, 1, a)))
    assert (
        text == "played Hatpin out of turn, turning in a Skull Token: calm Penny (Dormitory). The hand limit is now 5."
    )


def test_interrupts_replay_from_the_log():
    """A log mixing turn actions and interrupts replays to the same state (JSON round trip included)."""
    s0 = new(hands=[[FILLER[0]], [FEATHER[0]]], haunts={DORM: [PENNY]}, skulls=[0, 1])
    log = [(1, f"u.{FEATHER[0]}.{PENNY}"), (0, "s"), (0, "s")]
    s = play(s0, *log)
    again = GAME.load(GAME.dump(play(GAME.load(GAME.dump(s0)), *log)))
    assert again == s and s.skulls == (2, 0)
