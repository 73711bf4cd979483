"""Issue 16: the rulebook's own words on running, cards in a room, the hand limit, 2 actions and fleeing."""

from __future__ import annotations

from bot.games.children import GAME
from bot.games.children.cards import hand_limit
from bot.games.children.model import NONE, Phase
from bot.i18n import say
from tests.games.children.ch_helpers import (
    CATNIP,
    FILLER,
    JUMP_ROPE,
    KITE,
    MABEL,
    MARBLES,
    OLIVER,
    PARASOL,
    PENNY,
    ROSIE,
    SPARE_TOYS,
    TEDDY,
    YOYO,
    R,
    acting,
    check_invariants,
    new,
    play,
)

WASH, BILLIARDS, SPIRE, KITCHEN = R["Wash Room"], R["Billiards Room"], R["Spire"], R["Kitchen"]
PARLOR, CELLAR, MASTER, DORM = R["Parlor"], R["Wine Cellar"], R["Master Bedroom"], R["Dormitory"]


def ghost_into_kitchen(hand1: list[int], haunts: dict[int, list[int]]):
    """Seat 0 (Spire, step 4) moves Penny from the Billiards Room into the Kitchen, where seat 1 holds ``hand1``."""
    ghosts = {BILLIARDS: [PENNY], **{r: list(g) for r, g in haunts.items() if r != BILLIARDS}}
    ghosts[BILLIARDS] = [PENNY, *haunts.get(BILLIARDS, [])]
    s = new(hands=[[], hand1], haunts=ghosts, pos=[SPIRE, KITCHEN], phase="ghost")
    return play(s, (0, f"g.{PENNY}.{KITCHEN}"))


# --- 1. Running from a ghost ---------------------------------------------------------------------


def test_a_runner_may_flee_into_a_room_with_a_ghost():
    """Rulebook: "move to an adjacent room, adhering to the player movement rules": doors lead out, haunted or not."""
    s = ghost_into_kitchen([], {BILLIARDS: [OLIVER], DORM: [MABEL]})
    assert acting(s) == 1 and GAME.window(s, 1) == "run"
    assert set(GAME.legal_actions(s, 1)) == {f"r.{BILLIARDS}", f"r.{DORM}"}
    check_invariants(s)


def test_a_runner_holding_the_toy_of_the_ghost_next_door_traps_it_there():
    """Rulebook: "in the same room as a ghost and have that ghost's beloved toy ... you automatically trap"."""
    s = ghost_into_kitchen([JUMP_ROPE, KITE, FILLER[0], FILLER[1]], {BILLIARDS: [OLIVER], DORM: [MABEL]})
    s = play(s, (1, f"rl.{KITE}"), (1, f"rl.{FILLER[0]}"), (1, f"r.{DORM}"))
    assert s.pos[1] == DORM and s.trapped[1] == (MABEL, JUMP_ROPE) and s.haunts[DORM] == ()
    check_invariants(s)


def test_a_runner_meeting_another_ghost_runs_again():
    """Rulebook: "in a room with a ghost and you do not have that ghost's beloved toy ... cut and run": again."""
    s = ghost_into_kitchen(FILLER[:4], {BILLIARDS: [OLIVER]})
    s = play(s, (1, f"rl.{FILLER[0]}"), (1, f"rl.{FILLER[1]}"), (1, f"r.{BILLIARDS}"))
    assert s.pos[1] == BILLIARDS and GAME.window(s, 1) == "run"
    assert set(GAME.legal_actions(s, 1)) == {f"rl.{FILLER[2]}", f"rl.{FILLER[3]}"}


def test_a_flight_never_leads_back_into_a_room_already_fled():
    """Rulebook: "no legal way out": a room fled in the same flight is no way out (so a flight always ends)."""
    s = ghost_into_kitchen([], {BILLIARDS: [OLIVER]})
    s = play(s, (1, f"r.{BILLIARDS}"))
    assert set(GAME.legal_actions(s, 1)) == {f"r.{PARLOR}", f"r.{WASH}", f"r.{CELLAR}"}


def test_the_emergency_escape_comes_when_only_rooms_already_fled_remain():
    """Rulebook: "there is no legal way out, you must make an emergency escape": the Dormitory leads only back."""
    s = ghost_into_kitchen([], {DORM: [MABEL]})
    s = play(s, (1, f"r.{DORM}"))
    assert GAME.legal_actions(s, 1) == ("x",)
    s = play(s, (1, "x"))
    assert s.pos[1] == NONE and s.turn == 1
    check_invariants(s)


def test_a_runner_above_the_hand_limit_leaves_cards_down_to_it():
    """Rulebook: "You may not leave a room with more cards in your hand than the current hand limit": runners too."""
    s = new(hands=[FILLER[:4], []], under={WASH: FILLER[4:8]}, haunts={WASH: [ROSIE]}, deck=[FILLER[8]])
    s = play(s, (0, f"m.{WASH}"))
    assert len(s.hands[0]) == 9
    for _ in range(4):
        assert all(a.startswith("rl.") for a in GAME.legal_actions(s, 0) if not a.startswith("u."))
        s = play(s, (0, f"rl.{s.hands[0][0]}"))
    assert len(s.hands[0]) == hand_limit(s) == 5
    assert {a for a in GAME.legal_actions(s, 0) if not a.startswith("u.")} == {
        f"r.{r}" for r in (MASTER, SPIRE, BILLIARDS)
    }


def test_the_run_default_takes_the_first_way_out_without_a_ghost():
    """Rulebook: "move to an adjacent room": at the deadline a runner takes the Dormitory, not the haunted room."""
    s = ghost_into_kitchen([], {BILLIARDS: [OLIVER]})
    assert GAME.default_action(s, 1) == f"r.{DORM}" and GAME.may_answer_at_once(s, 1)


# --- 2. Cards in a room --------------------------------------------------------------------------


def test_a_card_just_left_can_be_picked_up_again():
    """Rulebook: "You may pick up and leave cards at will in any combination while you are in a room"."""
    s = new(hands=[[], []], under={WASH: [FILLER[0]]}, deck=[FILLER[1]])
    s = play(s, (0, f"m.{WASH}"), (0, f"l.{FILLER[0]}"))
    assert s.under[WASH] == (FILLER[0],) and "look" in GAME.legal_actions(s, 0)
    s = play(s, (0, "look"))
    assert FILLER[0] in s.hands[0] and s.under[WASH] == ()


def test_picking_up_and_leaving_again_and_again_costs_no_action():
    """Rulebook: "It does not cost a turn action.": leaving and picking up twice over leaves both actions."""
    s = new(hands=[[FILLER[0]], []], under={BILLIARDS: [FILLER[1]]})
    s = play(s, (0, "look"), (0, f"l.{FILLER[1]}"), (0, "look"), (0, f"l.{FILLER[0]}"), (0, "look"))
    assert set(s.hands[0]) == {FILLER[0], FILLER[1]} and s.actions_left == 2 and s.phase is Phase.ACT


# --- 3. The hand limit ---------------------------------------------------------------------------


def limit_drops_in_step_4():
    """Seat 0 (Spire, 5 cards) moves Rosie into the Kitchen; seat 1 traps her there; Penny turns enraged."""
    s = new(hands=[FILLER[:5], [TEDDY]], haunts={BILLIARDS: [ROSIE], WASH: [PENNY]}, minis={0: PENNY},
            pos=[SPIRE, KITCHEN], phase="ghost")  # fmt: skip
    return play(s, (0, f"g.{ROSIE}.{KITCHEN}"))


def test_the_current_player_trims_at_the_end_of_the_turn_when_the_limit_drops_in_step_4():
    """Rulebook: "The current player will reduce his or her hand ... at the end of his or her turn": after step 4."""
    s = limit_drops_in_step_4()
    assert s.trapped[1] == (ROSIE, TEDDY) and hand_limit(s) == 4
    assert s.turn == 0 and acting(s) == 0 and GAME.legal_actions(s, 0) == tuple(f"tr.{c}" for c in sorted(FILLER[:5]))
    check_invariants(s)


def test_the_turn_passes_once_the_current_players_hand_fits_the_new_limit():
    """Rulebook: "reduce ... to the new hand limit at the end of his or her turn": one card left, then play passes."""
    s = limit_drops_in_step_4()
    s = play(s, (0, GAME.default_action(s, 0)))
    assert len(s.hands[0]) == 4 and len(s.under[SPIRE]) == 1 and s.turn == 1


# --- 4. Two actions ------------------------------------------------------------------------------

TOYS_6 = [JUMP_ROPE, KITE, MARBLES, YOYO, TEDDY, PARASOL]


def test_above_the_limit_without_device_or_skull_no_end_of_actions_is_offered():
    """Rulebook: "You must take 2 actions": above the limit the player leaves cards (free) and moves; no end."""
    s = new(hands=[TOYS_6, []], skulls=[2, 2], deck=[FILLER[0]])
    legal = GAME.legal_actions(s, 0)
    assert "done" not in legal and {f"l.{c}" for c in TOYS_6} <= set(legal) and "x" in legal


def test_the_turn_default_above_the_limit_leaves_a_card_to_move_on():
    """Rulebook: "you must leave cards in the room you exit": at the deadline a card is left, not an escape."""
    s = new(hands=[TOYS_6, []], skulls=[2, 2], deck=[FILLER[0]])
    a = GAME.default_action(s, 0)
    assert a.startswith("l.")
    s = play(s, (0, a))
    assert any(x.startswith("m.") for x in GAME.legal_actions(s, 0)) and s.actions_left == 2


def test_with_no_door_device_or_skull_the_emergency_escape_is_the_action():
    """Rulebook: "If you become trapped ... there is always a way out": the emergency escape is the action left."""
    s = new(hands=[[], []], grid={BILLIARDS: 2, SPIRE: 2}, pos=[BILLIARDS, SPIRE], skulls=[2, 2], deck=[FILLER[0]])
    assert GAME.legal_actions(s, 0) == ("x",)
    s = play(s, (0, "x"))
    assert s.pos[0] == NONE and s.turn == 1


def test_the_actions_may_end_early_only_once_both_are_spent():
    """Rulebook: "You must take 2 actions": with 1 action left and a Skull Token no end is offered; with 0 it is."""
    s = new(hands=[[], []], skulls=[1, 0], deck=FILLER[:4], actions_left=1)
    assert "done" not in GAME.legal_actions(s, 0)
    s = play(s, (0, f"m.{WASH}"))
    assert s.actions_left == 0 and "done" in GAME.legal_actions(s, 0)


# --- 5. Fleeing in your own step 4 ---------------------------------------------------------------


def own_ghost_step_flight():
    """Seat 0 (Kitchen, step 4) moves Penny into its own room and flees to the Dormitory, where a card lies."""
    s = new(hands=[FILLER[:2], []], haunts={BILLIARDS: [PENNY]}, under={DORM: [FILLER[2]]}, pos=[KITCHEN, SPIRE],
            phase="ghost")  # fmt: skip
    return play(s, (0, f"g.{PENNY}.{KITCHEN}"), (0, f"rl.{FILLER[0]}"), (0, f"rl.{FILLER[1]}"), (0, f"r.{DORM}"))


def test_fleeing_in_your_own_step_4_you_may_look_at_the_cards():
    """Rulebook: "You may only look at cards in the room to which you have fled if it is currently your turn"."""
    s = own_ghost_step_flight()
    assert s.pos[0] == DORM and s.turn == 0 and acting(s) == 0
    assert GAME.legal_actions(s, 0) == ("look", "nl")
    check_invariants(s)


def test_looking_after_fleeing_in_step_4_picks_the_cards_up():
    """Rulebook: "look at cards in the room to which you have fled": they go to your hand, then play passes."""
    s = play(own_ghost_step_flight(), (0, "look"))
    assert s.hands[0] == (FILLER[2],) and s.under[DORM] == () and s.turn == 1


def test_a_player_fleeing_in_step_4_may_leave_the_cards_alone():
    """Rulebook: "You may only look at cards in the room to which you have fled": a choice; the default says no."""
    s = own_ghost_step_flight()
    assert GAME.default_action(s, 0) == "nl" and not GAME.may_answer_at_once(s, 0)
    s = play(s, (0, "nl"))
    assert s.under[DORM] == (FILLER[2],) and s.hands[0] == () and s.turn == 1


def test_fleeing_with_the_last_action_you_may_still_look():
    """Rulebook: "if it is currently your turn": fleeing with the last action, the player may still look."""
    s = new(hands=[[FILLER[0]], []], haunts={WASH: [ROSIE]}, under={MASTER: [FILLER[2]]},
            deck=[FILLER[1], *FILLER[3:9]], actions_left=1)  # fmt: skip
    s = play(s, (0, f"m.{WASH}"), (0, f"rl.{FILLER[0]}"), (0, f"rl.{FILLER[1]}"), (0, f"r.{MASTER}"))
    assert s.phase is Phase.ACT and GAME.legal_actions(s, 0) == ("look", "nl")
    s = play(s, (0, "look"))
    assert FILLER[2] in s.hands[0] and s.phase is Phase.GHOST


def test_fleeing_with_actions_left_the_look_is_a_free_action():
    """Rulebook: "You may pick up and leave cards at will": with actions left, "look" is simply offered."""
    s = new(hands=[[FILLER[0]], []], haunts={WASH: [ROSIE]}, under={MASTER: [FILLER[2]]}, deck=[FILLER[1]])
    s = play(s, (0, f"m.{WASH}"), (0, f"rl.{FILLER[0]}"), (0, f"rl.{FILLER[1]}"), (0, f"r.{MASTER}"))
    assert s.tasks == () and s.actions_left == 1 and "look" in GAME.legal_actions(s, 0)


def test_sent_off_by_catnip_with_the_last_action_you_may_look():
    """Rulebook: moved "by Kitty Kitty ... you may only look at cards in the new room if it is your turn": Catnip."""
    s = new(hands=[[CATNIP[0]], []], kitty=BILLIARDS, kitty_holder=1, under={DORM: [FILLER[2]]}, actions_left=1)
    s = play(s, (0, f"u.{CATNIP[0]}.{DORM}"))
    assert s.pos[0] == DORM and GAME.legal_actions(s, 0) == ("look", "nl")


def test_sent_off_by_kitty_kittys_owner_on_your_turn_you_may_look():
    """Rulebook: moved "by Kitty Kitty ... you may only look at cards in the new room if it is your turn"."""
    s = new(hands=[[], []], kitty=WASH, kitty_holder=1, under={DORM: [FILLER[2]]}, deck=[FILLER[0]], actions_left=1)
    s = play(s, (0, f"m.{WASH}"), (1, f"kp.{DORM}"))
    assert s.pos[0] == DORM and acting(s) == 0 and GAME.legal_actions(s, 0) == ("look", "nl")


def test_fleeing_out_of_turn_you_may_not_look():
    """Rulebook: "Otherwise, you must wait until your next turn to look at the cards": out of turn, no look."""
    s = new(hands=[[], SPARE_TOYS[:2]], haunts={BILLIARDS: [PENNY]}, under={DORM: [FILLER[2]]}, pos=[SPIRE, KITCHEN],
            phase="ghost", deck=[FILLER[3]])  # fmt: skip
    s = play(s, (0, f"g.{PENNY}.{KITCHEN}"), (1, f"rl.{SPARE_TOYS[0]}"), (1, f"rl.{SPARE_TOYS[1]}"), (1, f"r.{DORM}"))
    assert s.pos[1] == DORM and s.under[DORM] == (FILLER[2],) and s.turn == 1 and s.tasks == ()


def test_the_look_after_fleeing_is_public_but_shows_no_card():
    """Rulebook: "You may only look at cards in the room to which you have fled": public choice, no card shown."""
    s = own_ghost_step_flight()
    w = GAME.view(s, None).window
    assert w is not None and w.kind == "find" and w.seat == 0 and w.card is None
    dorm = next(r for r in GAME.view(s, None).rooms if r.id == DORM)
    assert dorm.cards == 1 and dorm.seen == ()


def test_kitty_kittys_owner_is_told_whom_she_found():
    """The pounce decision's choices name the player Kitty Kitty found ("Send Player 2 to …", "Leave Player 2 …")."""
    import random

    from tests.games.auto_windows import auto_answer_windows

    found = [
        (s, seat)
        for game in range(40)
        for s, seat, w in auto_answer_windows(GAME, GAME.new_game(3, 900 + game, {}), random.Random(game))
        if w == "pounce"
    ]
    assert found
    for s, seat in found:
        victim = f"Player {s.tasks[0].args[0] + 1}"
        labels = [say(c.label) for c in GAME.choices(s, seat)]
        assert labels and all(victim in label for label in labels)
