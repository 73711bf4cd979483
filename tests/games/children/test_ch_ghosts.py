"""Ghosts: drawn and placed, trapped with their toy, enraging, running, emergency escape, insanity."""

from __future__ import annotations

import pytest

from bot.games.base import IllegalAction
from bot.games.children import GAME
from bot.games.children.cards import hand_limit
from bot.games.children.data import GHOSTS
from bot.games.children.model import NONE, Phase
from tests.games.children.ch_helpers import (
    FILLER,
    HATPIN,
    JUMP_ROPE,
    KITE,
    MABEL,
    MARBLES,
    OLIVER,
    PARASOL,
    PENNY,
    ROSIE,
    TEDDY,
    TWINS,
    R,
    acting,
    check_invariants,
    new,
    play,
)

WASH, BILLIARDS, SPIRE, KITCHEN = R["Wash Room"], R["Billiards Room"], R["Spire"], R["Kitchen"]


def rosie_example(players: int = 3):
    """The sidebar example: Rosie haunts the Wash Room, Penny the Spire; the Teddy Bear stack hides Penny."""
    hands = [[TEDDY, *FILLER[:4]]] + [FILLER[4 + 5 * p : 9 + 5 * p] for p in range(players - 1)]
    return new(
        players,
        hands=hands,
        haunts={WASH: [ROSIE], SPIRE: [PENNY]},
        minis={0: PENNY},
        pos=[BILLIARDS] + [KITCHEN] * (players - 1),
        deck=[HATPIN[0]],
    )


def test_rosie_is_trapped_with_the_teddy_bear():
    """Entering the Wash Room with the Teddy Bear traps Rosie: ghost and toy go to the player's pile."""
    s = play(rosie_example(), (0, f"m.{WASH}"))
    assert s.trapped[0] == (ROSIE, TEDDY) and s.haunts[WASH] == () and TEDDY not in s.hands[0]
    check_invariants(s)


def test_trapping_rosie_enrages_penny_and_drops_the_limit():
    """The Teddy Bear stack reveals Penny, haunting the Spire: she turns enraged and the limit goes 5 -> 4."""
    s = play(rosie_example(), (0, f"m.{WASH}"))
    assert PENNY in s.enraged and 0 in s.revealed and hand_limit(s) == 4


def test_other_players_trim_at_once_in_turn_order():
    """Everybody but the active player leaves cards down to the new limit at once, in turn order."""
    s = play(rosie_example(), (0, f"m.{WASH}"))
    assert acting(s) == 1 and GAME.legal_actions(s, 1)[0].startswith("tr.")
    s = play(s, (1, f"tr.{s.hands[1][0]}"))
    assert acting(s) == 2 and len(s.hands[1]) == 4 and len(s.under[KITCHEN]) == 1
    s = play(s, (2, f"tr.{s.hands[2][0]}"))
    assert acting(s) == 0 and s.phase is Phase.ACT and len(s.hands[2]) == 4
    check_invariants(s)


def test_active_player_trims_at_the_end_of_the_turn():
    """The active player keeps 5 cards until step 3, where it must leave one."""
    s = play(rosie_example(2), (0, f"m.{WASH}"), (1, f"tr.{FILLER[4]}"))
    assert len(s.hands[0]) == 5 and s.actions_left == 1
    s = play(s, (0, "s"), (0, "done"))
    assert s.phase is Phase.RESTORE and all(a.startswith("l.") for a in GAME.legal_actions(s, 0))
    s = play(s, (0, f"l.{s.hands[0][0]}"))
    assert len(s.hands[0]) == 4 and s.phase is not Phase.RESTORE


def test_twins_trapped_with_the_parasol_without_an_action():
    """Trapping The Twins with the Parasol costs no action: only the move was spent."""
    s = new(hands=[[PARASOL], []], haunts={WASH: [TWINS]})
    s = play(s, (0, f"m.{WASH}"))
    assert s.trapped[0] == (TWINS, PARASOL) and s.actions_left == 1


def test_running_without_a_toy_leaves_any_two_cards():
    """Without the ghost's toy and without any toy, the player leaves any 2 cards, then runs."""
    s = new(hands=[FILLER[:3], []], haunts={WASH: [ROSIE]}, deck=[FILLER[3]])
    s = play(s, (0, f"m.{WASH}"))
    assert set(GAME.legal_actions(s, 0)) == {f"rl.{c}" for c in FILLER[:4]}
    s = play(s, (0, f"rl.{FILLER[0]}"), (0, f"rl.{FILLER[1]}"))
    assert set(GAME.legal_actions(s, 0)) == {f"r.{r}" for r in (BILLIARDS, R["Master Bedroom"], SPIRE)}
    s = play(s, (0, f"r.{BILLIARDS}"))
    assert s.pos[0] == BILLIARDS and set(s.under[WASH]) == {FILLER[0], FILLER[1]} and len(s.hands[0]) == 2
    check_invariants(s)


def test_running_must_leave_a_toy():
    """A runner holding a toy leaves 2 cards, one of them a toy."""
    s = new(hands=[[KITE, *FILLER[:2]], []], haunts={WASH: [ROSIE]}, deck=[FILLER[3]])
    s = play(s, (0, f"m.{WASH}"), (0, f"rl.{FILLER[0]}"))
    assert [a for a in GAME.legal_actions(s, 0) if a.startswith("rl.")] == [f"rl.{KITE}"]


def test_running_with_a_toy_left_first_leaves_any_second_card():
    """Once a toy is left, the second card may be any card."""
    s = new(hands=[[KITE, *FILLER[:2]], []], haunts={WASH: [ROSIE]}, deck=[FILLER[3]])
    s = play(s, (0, f"m.{WASH}"), (0, f"rl.{KITE}"))
    assert len([a for a in GAME.legal_actions(s, 0) if a.startswith("rl.")]) == 3


def test_running_draws_no_card():
    """Fleeing into a room draws nothing."""
    s = new(hands=[FILLER[:2], []], haunts={WASH: [ROSIE]}, deck=[FILLER[3], FILLER[4]])
    s = play(s, (0, f"m.{WASH}"))
    deck = s.deck
    s = play(s, (0, f"rl.{FILLER[0]}"), (0, f"rl.{FILLER[3]}"), (0, f"r.{BILLIARDS}"))
    assert s.deck == deck


def test_running_into_a_haunted_room_is_allowed_but_the_default_avoids_it():
    """Every door is a way out, haunted or not; at the deadline the runner takes the first without a ghost."""
    s = new(hands=[[], []], haunts={WASH: [ROSIE], R["Master Bedroom"]: [MABEL], SPIRE: [OLIVER]}, deck=[FILLER[0]])
    s = play(s, (0, f"m.{WASH}"), (0, f"rl.{FILLER[0]}"))
    assert set(GAME.legal_actions(s, 0)) == {f"r.{R['Master Bedroom']}", f"r.{SPIRE}", f"r.{BILLIARDS}"}
    assert GAME.default_action(s, 0) == f"r.{BILLIARDS}"


def test_emergency_escape_when_there_is_no_way_out():
    """A ghost and no way out (no door from the Wash Room to the Dormitory): leave the whole hand, leave play."""
    dorm = R["Dormitory"]
    s = new(hands=[[], FILLER[:2]], grid={WASH: 2, dorm: 3}, haunts={dorm: [MABEL]}, pos=[NONE, WASH], phase="ghost")
    s = play(s, (0, f"g.{MABEL}.{WASH}"))
    assert acting(s) == 1 and GAME.legal_actions(s, 1) == ("x",)
    s = play(s, (1, "x"))
    assert s.pos[1] == NONE and s.hands[1] == () and set(s.under[WASH]) == set(FILLER[:2])
    check_invariants(s)


def test_escaped_player_enters_anywhere_without_a_ghost_next_turn():
    """After an escape the player starts its next turn in any room without a ghost, drawing a card."""
    s = new(hands=[[], []], pos=[NONE, KITCHEN], haunts={WASH: [ROSIE]}, phase="enter", deck=[FILLER[0]])
    legal = GAME.legal_actions(s, 0)
    assert f"e.{WASH}" not in legal and f"e.{SPIRE}" in legal
    s = play(s, (0, f"e.{SPIRE}"))
    assert s.pos[0] == SPIRE and s.hands[0] == (FILLER[0],) and s.actions_left == 2


def test_drawn_ghost_goes_in_a_room_without_players():
    """A ghost drawn on entering is placed under a room no player stands in; no card replaces it."""
    s = new(hands=[[], []], deck=[MABEL, FILLER[0]], pos=[BILLIARDS, SPIRE])
    s = play(s, (0, f"m.{WASH}"))
    legal = GAME.legal_actions(s, 0)
    assert all(a.startswith("gp.") for a in legal) and f"gp.{SPIRE}" not in legal and f"gp.{WASH}" not in legal
    s = play(s, (0, f"gp.{KITCHEN}"))
    assert s.haunts[KITCHEN] == (MABEL,) and s.hands[0] == ()


def test_enraged_ghost_enters_enraged():
    """A ghost whose mini stack is turned over comes into the mansion enraged: the limit drops."""
    s = new(hands=[[], []], deck=[MABEL], minis={3: MABEL}, revealed=[3], pos=[BILLIARDS, SPIRE])
    s = play(s, (0, f"m.{WASH}"), (0, f"gp.{KITCHEN}"))
    assert MABEL in s.enraged and hand_limit(s) == 4


def test_ghost_moving_in_makes_the_player_there_run_out_of_turn():
    """A ghost moved into another player's room: that player must run at once (out of turn)."""
    s = new(hands=[[], [JUMP_ROPE, KITE, MARBLES]], haunts={BILLIARDS: [PENNY]}, pos=[SPIRE, KITCHEN], phase="ghost")
    s = play(s, (0, f"g.{PENNY}.{KITCHEN}"))
    assert acting(s) == 1 and GAME.window(s, 1) == "run"
    for _ in range(3):
        s = play(s, (1, GAME.default_action(s, 1)))
    assert s.pos[1] != KITCHEN and len(s.hands[1]) == 1 and s.turn == 1
    check_invariants(s)


def test_five_enraged_ghosts_drive_everyone_insane():
    """With 5 enraged ghosts in the mansion the limit is 0 and the ghosts win."""
    four = list(GHOSTS[2:6])
    s = new(hands=[[], []], haunts={SPIRE: four}, enraged=four, deck=[GHOSTS[8]], minis={1: GHOSTS[8]}, revealed=[1])
    assert hand_limit(s) == 1
    s = play(s, (0, f"m.{WASH}"), (0, f"gp.{R['Parlor']}"))
    result = GAME.outcome(s)
    assert s.insane and result is not None and result.winners == frozenset() and hand_limit(s) == 0


def test_trapping_is_refused_without_the_toy():
    """A move into a haunted room without the toy does not trap the ghost."""
    s = play(new(hands=[[KITE], []], haunts={WASH: [ROSIE]}), (0, f"m.{WASH}"))
    assert s.trapped[0] == () and acting(s) == 0
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, "s")
