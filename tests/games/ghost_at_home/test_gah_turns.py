"""Discarding and drawing, the end-of-turn draw, reshuffles, turn order and refusals."""

from __future__ import annotations

import dataclasses

import pytest

from bot.games.base import IllegalAction
from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.data import CARDS
from bot.i18n import say
from tests.games.ghost_at_home.gah_helpers import CATS, F1, F2, F3, GHOSTS, check_invariants, new, play, refused


def test_discard_draws_the_same_number():
    """Discarding two cards draws two from the deck."""
    s = new(hands=[[F3[0], F3[1], F1[0]], []], deck=[GHOSTS[0], CATS[0], F2[0]])
    s = play(s, (0, f"d.{F3[0]}.{F3[1]}"))
    assert sorted(s.hands[0]) == sorted([F1[0], GHOSTS[0], CATS[0]])
    assert s.discard[-2:] == (F3[0], F3[1]) and s.deck[0] == F2[0]


def test_discarded_cards_stay_hidden():
    """The sentence and the other seats' views do not name the discarded cards."""
    s = new(hands=[[F3[9], GHOSTS[0], F1[0]], [F2[0]]], deck=[CATS[0], CATS[1]])
    after = play(s, (0, f"d.{F3[9]}.{GHOSTS[0]}"))
    text = say(GAME.describe(s, 0, f"d.{F3[9]}.{GHOSTS[0]}", after))
    assert "2 cards" in text and "Ghost" not in text and "Floor 3" not in text
    for seat in (None, 1):
        assert repr(CARDS[F3[9]].label) not in repr(GAME.view(after, seat))
        assert GAME.view(after, seat).discard_size == len(after.discard)


def test_end_of_turn_draws_up_to_three():
    """A player left with one card after a turn draws two."""
    s = new(hands=[[F1[0], F1[1], F1[2]], []], deck=[F2[0], F2[1], F2[2]])
    s = play(s, (0, f"r.{F1[0]}.{F1[1]}"))
    assert sorted(s.hands[0]) == sorted([F1[2], F2[0], F2[1]])


def test_short_hand_is_refilled_after_a_discard():
    """A 2-card hand (a cat was spent out of turn) ends the turn with 3 cards."""
    s = new(hands=[[F1[0], F1[1]], []], deck=[F2[0], F2[1]])
    s = play(s, (0, f"d.{F1[0]}"))
    assert len(s.hands[0]) == 3


def test_empty_deck_reshuffles_the_discard_pile():
    """RULINGS 10: when the deck runs out the discards become the new deck."""
    s = new(hands=[[F1[0], F1[1], F1[2]], []], rest="discard")
    assert s.deck == ()
    pile = set(s.discard)
    s = play(s, (0, f"d.{F1[0]}"))
    assert len(s.hands[0]) == 3 and s.shuffles == 1
    assert set(s.deck) | (set(s.hands[0]) - {F1[1], F1[2]}) == pile | {F1[0]}
    check_invariants(s)


def test_pass_is_only_for_an_empty_hand():
    """With no cards left the only move is to pass; with cards, passing is refused."""
    empty = new(hands=[[], [F1[0]]])
    assert GAME.legal_actions(empty, 0) == ("pass",)
    assert "cannot pass" in refused(lambda: GAME.apply(new(hands=[[F1[0]], []]), 0, "pass"))


def test_turns_go_round_the_table():
    """Seat 0, 1, 2, then 0 again."""
    s = new(3, hands=[[F1[0]], [F1[1]], [F1[2]]])
    seen = []
    for _ in range(4):
        seat = s.turn
        seen.append(seat)
        s = play(s, (seat, GAME.legal_actions(s, seat)[-1]))
    assert seen == [0, 1, 2, 0]


def test_playing_out_of_turn_is_refused():
    """Only the active player moves."""
    s = new(hands=[[F1[0]], [F1[1]]])
    assert "not your turn" in refused(lambda: GAME.apply(s, 1, f"r.{F1[1]}"))


@pytest.mark.parametrize(
    "action",
    [
        "",
        "x",
        "r",
        "r.",
        "r.99",
        "r.0.0",
        "l.1",
        "l.9.0.1",
        "g.5",
        "g.-1",
        "cat",
        "allow",
        "stop",
        "nostop",
        "d.0:1",
        "r.0 ",
        "REALLY.LONG." + "1" * 40,
        "h.1",
        "z",
        "b.0",
        "f.40",
        "e.40.4",
        "pass.1",
    ],
)
def test_garbage_is_refused_and_changes_nothing(action):
    """Unreadable or illegal actions raise IllegalAction and leave the state as it was."""
    s = new(hands=[[F1[4], F1[5], GHOSTS[0]], [F1[6]]])
    frozen = dataclasses.replace(s)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, 0, action)
    assert s == frozen and say(err.value.reason).endswith(".")


def test_choices_label_every_legal_action():
    """Each legal action has a short label and a group."""
    s = GAME.new_game(4, 9, {})
    choices = GAME.choices(s, 0)
    assert [c.action for c in choices] == list(GAME.legal_actions(s, 0))
    assert all(0 < len(say(c.label)) <= 100 and c.group for c in choices)
