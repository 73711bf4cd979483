"""Scouting Phase: dealing, secret modifications, the must-modify rule, ready and layout."""

from __future__ import annotations

import pytest

from bot.games.base import IllegalAction
from bot.games.purple_house.cards import mask_of
from bot.games.purple_house.data import GHOST_LADIES, STARTING_HOUSE
from bot.games.purple_house.state import ESCAPE, SCOUTING
from bot.i18n import say
from tests.games.purple_house.purple_house_helpers import GAME, UBE, clue, refused

DECK = list(STARTING_HOUSE)


def scout(players: int = 1, marks: dict[int, str] | None = None, **setup):
    """A game in round 1's Scouting Phase with the House deck in id order."""
    return GAME.new_game(players, 3, {}, {"deck": DECK, "marks": marks or {}, **setup})


@pytest.mark.parametrize(("players", "each"), [(1, 7), (2, 4), (3, 3), (4, 3), (5, 2)])
def test_deal_by_player_count(players, each):
    """Deal table: 7 / 4 / 3 / 3 / 2 cards for 1 / 2 / 3 / 4 / 5 players."""
    s = GAME.new_game(players, 11, {})
    assert [len(h) for h in s.hands] == [each] * players
    assert len(s.deck) == 20 - each * players


def test_deal_starts_with_key_holder_clockwise():
    """Cards are dealt one at a time clockwise from the Key holder."""
    s = scout(3, key=1)
    assert s.hands[1] == (DECK[0], DECK[3], DECK[6])
    assert s.hands[2] == (DECK[1], DECK[4], DECK[7])
    assert s.hands[0] == (DECK[2], DECK[5], DECK[8])


def test_uneven_deal_when_the_deck_runs_short():
    """Rounds 2–3: a short deck is dealt out as evenly as possible, from the Key holder."""
    deck = [clue("Clock", 1), clue("Clock", 2), clue("Clock", 3), 16, 17, 18, UBE]
    path = [c for c in range(16) if c not in deck]
    s = GAME.new_game(3, 3, {}, {"round": 2, "deck": deck, "path": path, "key": 2, "ghosts": list(GHOST_LADIES)})
    assert [len(h) for h in s.hands] == [2, 2, 3]
    assert s.deck == ()


def test_centre_x_marks_the_card_and_spends_the_item():
    """Modification A: a Centre X goes on the card and the marker is spent."""
    s = scout()
    after = GAME.apply(s, 0, "c1")
    assert after.marks[s.hands[0][0]] == mask_of("c")
    assert after.centre_x == (2,)
    assert after.modified == ((1,),)


def test_corner_x_in_chosen_orientation():
    """Modification B: a Corner X goes in the chosen corner."""
    s = scout()
    after = GAME.apply(s, 0, "x2.lr")
    assert after.marks[s.hands[0][1]] == mask_of("lr")
    assert after.corner_x == (2,)


def test_corner_x_may_not_overlap():
    """RULINGS 3: an X may not go where one already is."""
    s = scout(marks={DECK[0]: "ul"})
    assert "x1.ul" not in GAME.legal_actions(s, 0)
    with refused("overlap"):
        GAME.apply(s, 0, "x1.ul")


def test_centre_x_may_not_overlap():
    """RULINGS 3: a card with a Centre X takes no second one."""
    s = scout(marks={DECK[0]: "c"})
    with refused("overlap"):
        GAME.apply(s, 0, "c1")


def test_handkerchief_rotates_a_corner_x():
    """Modification C: the Handkerchief turns one Corner X to a free corner."""
    s = scout(marks={DECK[0]: "ul.c"})
    after = GAME.apply(s, 0, "r1.ul.lr")
    assert after.marks[DECK[0]] == mask_of("lr.c")
    assert after.handkerchiefs == (2,)
    assert after.discarded == 0


def test_handkerchief_removes_a_corner_x_from_the_game():
    """Modification C: a removed X is discarded from the game."""
    s = scout(marks={DECK[0]: "ul.ur"})
    after = GAME.apply(s, 0, "d1.ur")
    assert after.marks[DECK[0]] == mask_of("ul")
    assert after.discarded == 1


def test_handkerchief_cannot_touch_centre_x():
    """RULINGS 4: Centre X markers cannot be rotated or removed."""
    s = scout(marks={DECK[0]: "c"}, items=[[3, 0, 0]])
    assert [a for a in GAME.legal_actions(s, 0) if a[1:2] == "1"] == []


def test_rotation_must_go_to_a_free_corner():
    """RULINGS 3: a turned X may not land on another X."""
    s = scout(marks={DECK[0]: "ul.ur"})
    with refused("free corner"):
        GAME.apply(s, 0, "r1.ul.ur")


def test_each_modification_is_on_a_different_card():
    """RULINGS 5: a card modified this round cannot be modified again."""
    s = GAME.apply(scout(), 0, "c1")
    assert not [a for a in GAME.legal_actions(s, 0) if a[1:2] == "1"]
    with refused("different card"):
        GAME.apply(s, 0, "x1.ul")


@pytest.mark.parametrize(("players", "limit"), [(1, 3), (2, 2), (3, 1), (5, 1)])
def test_modification_limit_by_player_count(players, limit):
    """Cards to modify: 3 / 2 / 1 for 1 / 2 / 3–5 players."""
    s = scout(players)
    for slot in range(1, limit + 1):
        s = GAME.apply(s, 0, f"x{slot}.ul")
    assert GAME.legal_actions(s, 0) == ("ready",)


def test_ready_is_refused_while_a_modification_is_possible():
    """A player MUST modify when a modification is possible."""
    s = scout()
    assert "ready" not in GAME.legal_actions(s, 0)
    with refused("must still modify"):
        GAME.apply(s, 0, "ready")


def test_rulebook_example_only_handkerchief_and_centre_xs():
    """Rulebook example: only a Handkerchief left and cards with only centre Xs: nothing to do but ready."""
    marks = {DECK[0]: "c", DECK[2]: "c", DECK[4]: "c", DECK[6]: "c"}
    s = scout(2, marks=marks, items=[[1, 0, 0], [1, 1, 1]])
    assert GAME.legal_actions(s, 0) == ("ready",)
    assert GAME.default_action(s, 0) == "ready"
    assert GAME.apply(s, 0, "ready").ready == (True, False)


def test_spent_items_are_gone_for_the_game():
    """A used item cannot be used again: no Corner X left means no Corner X actions."""
    s = scout(items=[[0, 1, 0]])
    s = GAME.apply(s, 0, "x1.ul")
    assert GAME.legal_actions(s, 0) == ("ready",)


def test_ready_seat_leaves_to_act_and_cannot_act_again():
    """Marking ready removes the seat from to_act; it cannot act again this phase."""
    s = scout(3)
    s = GAME.apply(GAME.apply(s, 0, "c1"), 0, "ready")
    assert GAME.to_act(s) == frozenset({1, 2})
    with refused("ready already"):
        GAME.apply(s, 0, "ready")


def test_all_ready_lays_out_every_house_card_face_down():
    """When all are ready every House card is shuffled into the grid and the Escape Phase starts."""
    s = scout(3)
    for seat in range(3):
        s = GAME.apply(s, seat, "auto")
    assert s.phase == ESCAPE
    assert sorted(s.grid) == sorted(DECK)
    assert s.hands == ((), (), ())
    assert GAME.to_act(s) == frozenset({0})


def test_auto_makes_owed_modifications_then_ready():
    """auto makes the owed modifications (first legal each time) and marks ready."""
    s = scout(2)
    after = GAME.apply(s, 1, "auto")
    assert len(after.modified[1]) == 2
    assert after.ready == (False, True)
    assert after.centre_x[1] == 0


def test_default_action_is_auto_while_a_modification_is_owed():
    """The deadline default is auto while a modification is possible."""
    assert GAME.default_action(scout(), 0) == "auto"


def test_default_action_refused_for_a_seat_that_owes_nothing():
    """default_action refuses a seat that owes no decision."""
    s = GAME.apply(scout(2), 0, "auto")
    with pytest.raises(IllegalAction):
        GAME.default_action(s, 0)


def test_scouting_view_shows_own_cards_only():
    """RULINGS 6: during Scouting a seat sees its own cards' fronts and backs, and no one else's."""
    s = scout(2, marks={DECK[1]: "ul"})
    mine = GAME.view(s, 1)
    assert [c.card for c in mine.hand] == ["2 Lamps", "4 Lamps", "2 Chairs", "4 Chairs"]
    assert mine.hand[0].marks == ("ul",)
    assert GAME.view(s, None).hand == ()
    assert mine.players[0].corner_x is None
    assert mine.players[1].corner_x == 2


def test_scouting_view_counts_modifications_left():
    """A seat's view says how many modifications it still has to make."""
    s = scout(2)
    assert GAME.view(s, 0).mods_left == 2
    assert GAME.view(GAME.apply(s, 0, "c1"), 0).mods_left == 1


def test_new_round_deals_again_with_new_scouting():
    """Each round starts with a fresh Scouting Phase and no modification made yet."""
    s = scout(1)
    s = GAME.apply(s, 0, "auto")
    assert s.phase == ESCAPE
    while s.round == 1:
        s = GAME.apply(s, 0, GAME.default_action(s, 0))
    assert s.phase == SCOUTING
    assert s.modified == ((),)
    assert len(s.hands[0]) == 7


def test_the_auto_sentence_does_not_say_how_many_modifications_were_made():
    """Scouting "auto" is described the same whatever number of modifications it made (a secret of the backs)."""
    sentences = set()
    for players in (1, 2, 3, 4, 5):
        s = GAME.new_game(players, 7, GAME.check_options({}))
        for seat in range(players):
            after = GAME.apply(s, seat, "auto")
            sentences.add(say(GAME.describe(s, seat, "auto", after)).split(";")[0].rstrip("."))
    assert len(sentences) == 1
    assert not any(ch.isdigit() for ch in sentences.pop())
