"""The turn: tablet, 2 actions, skulls, restoring the hand, the ghost step, Kitty Kitty, the end game."""

from __future__ import annotations

import pytest

from bot.games.base import IllegalAction
from bot.games.children import GAME
from bot.games.children.model import NONE, Phase
from bot.i18n import say
from tests.games.children.ch_helpers import (
    FILLER,
    KITTY,
    MABEL,
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

WASH, BILLIARDS, SPIRE, KITCHEN, PARLOR = (R[n] for n in ("Wash Room", "Billiards Room", "Spire", "Kitchen", "Parlor"))


def test_two_actions_then_the_hand_is_restored():
    """After 2 actions without skulls the turn goes on to restoring the hand, which draws up to the limit."""
    s = new(hands=[FILLER[:3], []], deck=FILLER[3:10])
    s = play(s, (0, f"m.{WASH}"), (0, f"m.{BILLIARDS}"))
    assert len(s.hands[0]) == 5 and s.turn == 1
    check_invariants(s)


def test_take_a_skull_token_for_an_action():
    """Taking a Skull Token spends an action and takes it from the pool (2 per player)."""
    s = new()
    assert s.skull_pool == 4
    s = play(s, (0, "s"))
    assert s.skulls[0] == 1 and s.skull_pool == 3 and s.actions_left == 1


def test_no_more_than_three_skulls():
    """A player with 3 Skull Tokens may not take another."""
    s = new(skulls=[3, 0])
    assert "s" not in GAME.legal_actions(s, 0)


def test_no_skull_when_the_pool_is_empty():
    """With the pool empty, no Skull Token can be taken."""
    s = new(skulls=[2, 2])
    assert s.skull_pool == 0 and "s" not in GAME.legal_actions(s, 0)


def test_skull_buys_an_extra_move():
    """After the 2 actions a Skull Token buys one more move and goes back to the pool."""
    s = new(hands=[[], []], skulls=[1, 0], deck=FILLER[:6])
    s = play(s, (0, f"m.{WASH}"), (0, f"m.{BILLIARDS}"))
    assert s.phase is Phase.ACT and s.actions_left == 0 and "done" in GAME.legal_actions(s, 0)
    s = play(s, (0, f"m.{WASH}"))
    assert s.skulls[0] == 0 and s.skull_pool == 4 and s.turn == 1


def test_cannot_leave_a_room_above_the_hand_limit():
    """With more cards than the limit the player must leave cards before moving."""
    s = new(hands=[FILLER[:6], []])
    assert not any(a.startswith("m.") for a in GAME.legal_actions(s, 0))
    s = play(s, (0, f"l.{FILLER[0]}"))
    assert f"m.{WASH}" in GAME.legal_actions(s, 0) and s.under[BILLIARDS] == (FILLER[0],)
    assert s.actions_left == 2


def test_entering_picks_up_the_cards_left_there():
    """Entering a room draws a card first, then picks up every card left there."""
    s = new(hands=[[], []], under={WASH: [FILLER[0], FILLER[1]]}, deck=[FILLER[2]])
    s = play(s, (0, f"m.{WASH}"))
    assert set(s.hands[0]) == set(FILLER[:3]) and s.under[WASH] == ()


def test_looking_is_optional_when_the_turn_starts_in_a_room_with_cards():
    """Starting the turn in a room with cards, the player may look at them (free) or not."""
    s = new(hands=[[], []], under={BILLIARDS: [FILLER[0]]})
    assert "look" in GAME.legal_actions(s, 0)
    s = play(s, (0, "look"))
    assert s.hands[0] == (FILLER[0],) and s.actions_left == 2 and "look" not in GAME.legal_actions(s, 0)


def test_first_turn_enters_any_room_without_a_ghost():
    """A player not yet in the mansion enters, on its first turn, any room without a ghost (RULINGS 4)."""
    s = new(pos=[NONE, NONE], phase="enter", haunts={WASH: [ROSIE]}, hands=[[], []], deck=[FILLER[0]])
    legal = GAME.legal_actions(s, 0)
    assert f"e.{WASH}" not in legal and f"e.{KITCHEN}" in legal
    s = play(s, (0, f"e.{KITCHEN}"))
    assert s.pos[0] == KITCHEN and s.hands[0] == (FILLER[0],) and s.phase is Phase.ACT


def test_no_tablets_left_skips_step_one():
    """With the room pile empty the turn starts with the actions."""
    s = new(hands=[[], []], phase="tile", room_pile=[])
    assert s.phase is Phase.ACT


def test_ghost_step_is_skipped_without_ghosts():
    """With no ghost in the mansion the ghost step is skipped."""
    s = new(hands=[[], []], deck=FILLER[:12])
    s = play(s, (0, "s"), (0, "s"), (0, "done"))
    assert s.turn == 1


def test_ghost_step_may_move_no_ghost():
    """Moving a ghost is optional: ``gn`` moves none."""
    s = new(hands=[[], []], phase="ghost", haunts={WASH: [ROSIE]})
    s = play(s, (0, "gn"))
    assert s.haunts[WASH] == (ROSIE,) and s.turn == 1


def test_kitty_moves_through_doors_and_her_card_is_given_on():
    """The Kitty Kitty card holder moves her through a door or trapdoor, then gives the card to another."""
    s = new(hands=[[], []], phase="kitty", kitty=BILLIARDS, kitty_holder=0, pos=[SPIRE, SPIRE])
    legal = GAME.legal_actions(s, 0)
    assert f"k.{WASH}.1" in legal and f"k.{R['Wine Cellar']}.1" in legal and f"k.{SPIRE}.1" not in legal
    s = play(s, (0, f"k.{KITCHEN}.1"))
    assert s.kitty == KITCHEN and s.kitty_holder == 1 and s.turn == 1
    check_invariants(s)


def test_kitty_lands_on_a_player_and_her_owner_moves_them():
    """Kitty Kitty moved into a player's room: her owner may send that player to any room without a ghost."""
    s = new(hands=[[], []], phase="kitty", kitty=BILLIARDS, kitty_holder=0, pos=[SPIRE, KITCHEN],
            haunts={PARLOR: [MABEL]})  # fmt: skip
    s = play(s, (0, f"k.{KITCHEN}.1"))
    assert acting(s) == 0 and f"kp.{PARLOR}" not in GAME.legal_actions(s, 0)
    s = play(s, (0, f"kp.{WASH}"))
    assert s.pos[1] == WASH and s.kitty == KITCHEN and s.kitty_holder == 1 and s.turn == 1


def test_last_card_gives_everyone_one_more_turn():
    """Drawing the last card: the turn ends, then every player plays one more turn and the game ends."""
    s = new(hands=[[TEDDY], []], deck=[FILLER[0]], rest="discard", haunts={SPIRE: [ROSIE]})
    s = play(s, (0, f"m.{WASH}"))
    assert s.ending and s.deck == ()
    s = play(s, (0, f"m.{SPIRE}"))
    assert s.trapped[0] == (ROSIE, TEDDY)
    assert s.turn == 1 and s.last_turns == 2 and GAME.outcome(s) is None
    while s.turn == 1 and GAME.outcome(s) is None:
        s = play(s, (acting(s), GAME.default_action(s, acting(s))))
    assert s.turn == 0 and GAME.outcome(s) is None
    while GAME.outcome(s) is None:
        s = play(s, (acting(s), GAME.default_action(s, acting(s))))
    result = GAME.outcome(s)
    assert result is not None and result.winners == frozenset({0}) and result.scores == (1, 0)


def test_tied_players_share_the_win():
    """Players tied on most ghosts trapped share the win."""
    s = new(hands=[[], []], deck=[FILLER[0]], rest="discard", trapped=[[ROSIE, TEDDY], [TWINS, TEDDY + 1]])
    while GAME.outcome(s) is None:
        s = play(s, (acting(s), GAME.default_action(s, acting(s))))
    result = GAME.outcome(s)
    assert result is not None and result.winners == frozenset({0, 1})


def test_not_your_turn_is_refused():
    """Another seat's action is refused with a sentence naming whose turn it is."""
    s = new()
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, 1, "s")
    assert "Player 1's turn" in say(err.value.reason)


def test_kitty_card_counts_in_the_card_total():
    """The Kitty Kitty card in front of a player is part of the 70 cards."""
    s = new(kitty=WASH, kitty_holder=1)
    assert s.kitty_card == KITTY[0]
    check_invariants(s)


def test_penny_flows_into_an_empty_room():
    """A ghost move into an empty room needs nothing more: Kitty Kitty's step, then the next turn."""
    s = new(hands=[[], []], phase="ghost", haunts={BILLIARDS: [PENNY]}, pos=[SPIRE, SPIRE])
    s = play(s, (0, f"g.{PENNY}.{KITCHEN}"))
    assert s.turn == 1 and s.haunts[KITCHEN] == (PENNY,)
