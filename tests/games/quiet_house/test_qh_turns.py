"""Turns, the Time Deck, declaring, winning and losing (rulebook "Playing the Game", "End of the Game")."""

import re

import pytest

from bot.games.base import IllegalAction
from bot.games.quiet_house import GAME, Status
from bot.games.quiet_house.data import STATUES
from bot.games.quiet_house.dealing import shuffled_deck
from bot.games.quiet_house.turns import card_score, time_card
from bot.i18n import say

EXAMPLE = {"mouse": "E2", "candlestick": "C3", "monkey": "A4", "mirror": "B5", "rook": "D6"}
# Monkey and Mirror trade places: the top and right tiles still hold, the bottom and left ones do not.
HALF = dict(EXAMPLE, monkey="B5", mirror="A4")


def test_time_deck_is_five_stacks_of_one_card_per_statue_with_five_on_top():
    """RULINGS 5: 25 cards, each stack of five holds every statue once, scores 5 down to 1."""
    deck = shuffled_deck(123)
    assert len(deck) == 25
    for stack in range(5):
        assert sorted(deck[stack * 5 : stack * 5 + 5]) == sorted(STATUES)
    assert [card_score(i) for i in (0, 4, 5, 24)] == [5, 5, 4, 1]


def test_first_card_is_flipped_at_the_start(make):
    """The starting player's Time Card is already face up when the game begins."""
    s = make(HALF, target=EXAMPLE, card="rook")
    assert s.drawn == 1 and time_card(s) == "rook"
    assert GAME.view(s, None).cards_left == 24


def test_a_move_passes_the_turn_and_flips_the_next_card(make):
    """After a move the player on the left takes the turn with a new Time Card."""
    s = GAME.apply(make(HALF, target=EXAMPLE, players=3), 0, "rook.F6")
    assert s.turn == 1 and s.drawn == 2


def test_turns_go_round_the_table(make):
    """Play passes seat by seat and back to the first seat."""
    s = make(HALF, target=EXAMPLE, players=2, turn=1)
    s = GAME.apply(s, 1, "rook.F6")
    assert GAME.to_act(s) == frozenset({0})


def test_declaring_with_unsatisfied_tiles_is_refused(make):
    """The top-right seat's tiles (bottom, left) do not hold, so it may not declare."""
    s = make(HALF, target=EXAMPLE, turn=1)
    assert "declare" not in GAME.legal_actions(s, 1)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(s, 1, "declare")
    assert re.search("four goal tiles", say(caught.value.reason))


def test_failed_declaration_shows_paddles_and_play_goes_on(make):
    """Seat 0's tiles hold but seat 1's do not: seat 1 shows the whirlwind, nothing else happens."""
    s = make(HALF, target=EXAMPLE)
    after = GAME.apply(s, 0, "declare")
    assert after.status is Status.PLAYING
    assert after.paddles == (True, False) and after.declarer == 0
    assert after.layout == s.layout
    assert after.turn == 1 and after.drawn == 2
    assert "Player 2 showed the whirlwind" in say(GAME.describe(s, 0, "declare", after))


def test_team_fixes_the_board_and_wins_on_the_third_card(make):
    """After a failed declaration, seat 1 swaps Monkey and Mirror, and seat 0 wins with the 5-point card."""
    s = GAME.apply(make(HALF, target=EXAMPLE), 0, "declare")
    s = GAME.apply(s, 1, "monkey.A4")
    s = GAME.apply(s, 0, "declare")
    assert s.status is Status.WON and s.drawn == 3
    assert GAME.outcome(s).scores == (5, 5)


def test_win_on_the_first_card_scores_five(make):
    """Declaring a correct board on the first Time Card wins 5 points for everybody."""
    s = GAME.apply(make(EXAMPLE, players=4), 0, "declare")
    out = GAME.outcome(s)
    assert out.winners == frozenset({0, 1, 2, 3}) and out.scores == (5, 5, 5, 5)


def test_win_on_the_last_card_scores_one(make):
    """A win on the 25th Time Card scores 1."""
    s = GAME.apply(make(EXAMPLE, drawn=25), 0, "declare")
    assert GAME.outcome(s).scores == (1, 1)


@pytest.mark.parametrize(
    ("drawn", "variants", "points"),
    [
        (1, {}, 5),
        (6, {}, 4),
        (11, {"variant1": True}, 4),
        (6, {"variant1": True, "variant2": True}, 5),
        (25, {"variant1": True, "variant2": True}, 3),
        (1, {"variant2": True}, 5),
    ],
)
def test_variants_add_a_point_each_up_to_five(make, drawn, variants, points):
    """Each variant adds a point; the score never exceeds 5."""
    s = GAME.apply(make(EXAMPLE, drawn=drawn, **variants), 0, "declare")
    assert GAME.outcome(s).scores == (points, points)


def test_empty_deck_loses(make):
    """After the 25th card's turn the deck is empty and the ghosts lose."""
    s = make(HALF, target=EXAMPLE, drawn=25)
    after = GAME.apply(s, 0, "rook.F6")
    assert after.status is Status.LOST
    out = GAME.outcome(after)
    assert out.winners == frozenset() and out.scores == (0, 0)
    assert "Time Deck is empty" in say(GAME.describe(s, 0, "rook.F6", after))
    assert GAME.to_act(after) == frozenset()


def test_failed_declaration_on_the_last_card_loses(make):
    """A failed declaration on the 25th card also ends the game: no card is left to flip."""
    after = GAME.apply(make(HALF, target=EXAMPLE, drawn=25), 0, "declare")
    assert after.status is Status.LOST


def test_moves_only_game_lasts_exactly_twenty_five_turns():
    """Twenty-five moves without a winning declaration exhaust the deck."""
    s = GAME.new_game(3, 99, {})
    turns = 0
    while GAME.to_act(s):
        seat = next(iter(GAME.to_act(s)))
        move = next(a for a in GAME.legal_actions(s, seat) if a != "declare")
        s = GAME.apply(s, seat, move)
        turns += 1
    assert turns == 25 and s.status is Status.LOST


def test_win_needs_all_eight_tiles_with_three_players(make):
    """Three seats cover all walls: hearts from everyone mean all eight tiles hold."""
    s = GAME.apply(make(EXAMPLE, players=3), 0, "declare")
    assert s.status is Status.WON and s.paddles == (True, True, True)


def test_four_players_paddles_answer_from_own_tiles(make):
    """Seats that see the bottom or left wall show the whirlwind on the half-solved board."""
    s = GAME.apply(make(HALF, target=EXAMPLE, players=4), 0, "declare")
    # only the bottom-left seat (top and right walls) sees nothing wrong
    assert s.paddles == (True, False, False, False)


def test_no_action_after_the_game_ends(make):
    """Once won, every action is refused and nobody is to act."""
    s = GAME.apply(make(EXAMPLE), 0, "declare")
    assert GAME.legal_actions(s, 1) == ()
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(s, 1, "rook.F6")
    assert re.search("over", say(caught.value.reason))


def test_not_your_turn(make):
    """A seat that is not on turn is refused."""
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(make(EXAMPLE), 1, "rook.F6")
    assert re.search("not your turn", say(caught.value.reason))


@pytest.mark.parametrize("garbage", ["", "move", "rook", "rook.Z9", "ghost.A1", "rook.a1.b", "declare "])
def test_garbage_actions_are_refused_without_change(make, garbage):
    """Malformed actions raise IllegalAction and the state stays as it was."""
    s = make(HALF, target=EXAMPLE)
    before = GAME.dump(s)
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, garbage)
    assert GAME.dump(s) == before


def test_resign_ends_the_game_as_a_loss(make):
    """A player who leaves ends the cooperative game as a loss for all."""
    s = GAME.resign(make(HALF, target=EXAMPLE, players=3), 2)
    out = GAME.outcome(s)
    assert s.status is Status.LOST and out.winners == frozenset()
    assert "Player 3 left" in say(out.text)


def test_resign_after_the_end_changes_nothing(make):
    """Resigning from a finished game keeps its result."""
    won = GAME.apply(make(EXAMPLE), 0, "declare")
    assert GAME.resign(won, 1) == won


def test_describe_moves_swaps_and_mirror_copies(make):
    """Describe names the statue, the squares, swaps and what the Mirror copies."""
    s = make(HALF, target=EXAMPLE, card="monkey")
    assert say(GAME.describe(s, 0, "rook.F6", GAME.apply(s, 0, "rook.F6"))) == "moved the Rook from D6 to F6."
    swap = say(GAME.describe(s, 0, "mirror.C3", GAME.apply(s, 0, "mirror.C3")))
    assert swap == "swapped the Mirror (moving as the Monkey) on A4 with the Candlestick on C3."


def test_describe_a_win(make):
    """A winning declaration says so with the points."""
    s = make(EXAMPLE, drawn=7)
    assert "win with 4 points" in say(GAME.describe(s, 0, "declare", GAME.apply(s, 0, "declare")))


def test_default_action_declares_when_allowed(make):
    """An absent player whose tiles hold declares at the deadline."""
    assert GAME.default_action(make(HALF, target=EXAMPLE), 0) == "declare"


def test_default_action_keeps_own_tiles(make):
    """An absent player who may not declare makes a legal move keeping the most of its own tiles."""
    s = make(HALF, target=EXAMPLE, turn=1)
    a = GAME.default_action(s, 1)
    assert a in GAME.legal_actions(s, 1)
    after = GAME.apply(s, 1, a)
    mine = [t for t in GAME.view(after, 1).goal_tiles if t.statue is not None]
    assert all(t.holds for t in mine)  # the Monkey-Mirror swap fixes the left wall


def test_default_action_refused_for_a_seat_not_on_turn(make):
    """A seat that owes nothing has no default action."""
    with pytest.raises(IllegalAction):
        GAME.default_action(make(EXAMPLE), 1)


def test_paddles_allowed_except_under_variant_one(make):
    """Reactions are allowed in play, not under variant 1, and not after the end."""
    assert GAME.paddles_allowed(make(HALF, target=EXAMPLE))
    assert not GAME.paddles_allowed(make(HALF, target=EXAMPLE, variant1=True))
    assert not GAME.paddles_allowed(GAME.apply(make(EXAMPLE), 0, "declare"))


def test_choices_label_moves_and_swaps(make):
    """Choices carry human labels grouped by statue; declare has its own group."""
    s = make(HALF, target=EXAMPLE)
    labels = {c.action: (say(c.label), c.group) for c in GAME.choices(s, 0)}
    assert labels["declare"] == ("Declare the puzzle solved", "declare")
    assert labels["rook.F6"] == ("Rook to F6", "rook")
    assert labels["monkey.A4"] == ("Monkey swaps with the Mirror (A4)", "monkey")
    assert all(len(label) <= 100 for label, _ in labels.values())
    assert [c.action for c in GAME.choices(s, 0)] == list(GAME.legal_actions(s, 0))
