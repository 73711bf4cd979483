"""Rumble in the House: the reveal at the end of each rumble (issue 16).

"Once only one character remains in the house, each player reveals his secret
character tokens and gains points according to the best character's exit rank."
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import random

import pytest

from bot.games.rumble import GAME
from bot.games.rumble.data import CHARACTERS, POINTS_BY_EXIT_RANK
from bot.games.rumble.model import OUT

NINJA, APE, PENGUIN, CAT, KID, CTHULHU, CHICKEN, MEERKATS, VAMPIRE, MUMMY, WITCH, ROBOT = range(12)


def last_fight(players=3, secrets=None, **setup):
    """Characters 0..9 out in id order; Witch (10) and Robot (11) share the Attic, so ``f10`` ends the rumble.

    Character i leaves at rank i + 1; the Robot stands last (rank 12).
    """
    positions = [OUT] * 12
    positions[WITCH] = positions[ROBOT] = 0
    secrets = secrets or [(2 * p, 2 * p + 1) for p in range(players)]
    return GAME.new_game(
        players, 1, {}, {"positions": positions, "exits": range(10), "secrets": secrets, "turn": 0, **setup}
    )


def scramble(s, rng: random.Random):
    """The same state with the secrets of the rumble in play dealt afresh."""
    while True:
        tokens = list(range(12))
        rng.shuffle(tokens)
        other = dataclasses.replace(
            s, secrets=tuple(tuple(sorted(tokens[2 * i : 2 * i + 2])) for i in range(s.players))
        )
        if other != s:
            return other


def playout(players: int, seed: int):
    """Every state of a seeded game of random legal actions, from the first deal to the final scores."""
    rng = random.Random(seed)
    s = GAME.new_game(players, seed, {})
    states = [s]
    while not s.finished:
        s = GAME.apply(s, s.turn, rng.choice(GAME.legal_actions(s, s.turn)))
        states.append(s)
    return states


# --- the public view after a rumble ---------------------------------------------------


def test_public_view_after_a_rumble_holds_each_seats_characters_ranks_and_points():
    """Once the last fight is over the spectator view says who owned whom, their exit ranks and the points."""
    before = last_fight(3, secrets=[(NINJA, ROBOT), (APE, WITCH), (CAT, MUMMY)])
    after = GAME.apply(before, 0, f"f{WITCH}")
    (reveal,) = GAME.view(after, None).reveals
    assert reveal.rumble == 1
    assert reveal.standing == ROBOT
    seats = reveal.seats
    assert [s.seat for s in seats] == [0, 1, 2]
    # Best character first: the one that left the house last.
    assert seats[0].characters == (ROBOT, NINJA)
    assert seats[0].ranks == (12, 1)
    assert seats[0].worth == (10, 0)
    assert seats[0].points == 10
    assert seats[1].characters == (WITCH, APE)
    assert seats[1].ranks == (11, 2)
    assert seats[1].points == 9
    assert seats[2].characters == (MUMMY, CAT)
    assert seats[2].ranks == (10, 4)
    assert seats[2].worth == (8, 2)
    assert seats[2].points == 8
    assert not any(s.forfeited for s in seats)


def test_reveal_points_follow_the_rulebook_table_for_the_best_character_only():
    """0, 0, 1, 2 … 9 for ranks 1–11 and 10 for the last standing; only the best character counts."""
    assert POINTS_BY_EXIT_RANK == (0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
    # Character i leaves at rank i + 1: (3, 8) are 4th and 9th out, worth 2 and 7 -> 7 points.
    s = GAME.apply(last_fight(3, secrets=[(CAT, VAMPIRE), (NINJA, APE), (PENGUIN, ROBOT)]), 0, f"f{WITCH}")
    seats = GAME.view(s, None).reveals[0].seats
    assert (seats[0].ranks, seats[0].worth, seats[0].points) == ((9, 4), (7, 2), 7)
    assert (seats[1].ranks, seats[1].worth, seats[1].points) == ((2, 1), (0, 0), 0)
    assert (seats[2].ranks, seats[2].worth, seats[2].points) == ((12, 3), (10, 1), 10)
    assert tuple(x.points for x in seats) == s.totals


def test_every_seat_view_holds_the_same_reveal_as_the_public_view():
    """The reveal is public: every seat sees the same one as a spectator."""
    after = GAME.apply(last_fight(4), 0, f"f{WITCH}")
    public = GAME.view(after, None).reveals
    assert public
    for seat in range(4):
        assert GAME.view(after, seat).reveals == public


def test_undealt_characters_are_not_in_the_reveal():
    """Only the dealt tokens are revealed; the undealt ones belong to nobody (RULINGS 3)."""
    after = GAME.apply(last_fight(3), 0, f"f{WITCH}")
    seats = GAME.view(after, None).reveals[0].seats
    assert {c for s in seats for c in s.characters} == {0, 1, 2, 3, 4, 5}


def test_a_seat_that_left_is_revealed_and_scores_nothing():
    """A resigned seat's characters are revealed with the rest; it scores 0 and the reveal says why."""
    s = GAME.resign(last_fight(4, secrets=[(NINJA, APE), (PENGUIN, CAT), (KID, CTHULHU), (MEERKATS, ROBOT)]), 3)
    after = GAME.apply(s, 0, f"f{WITCH}")
    seat = GAME.view(after, None).reveals[0].seats[3]
    assert seat.characters == (ROBOT, MEERKATS)
    assert seat.ranks == (12, 8)
    assert seat.points == 0
    assert seat.forfeited
    text = GAME.describe(s, 0, f"f{WITCH}", after)
    assert "Player 4 (left the game, so scores nothing) had Robot (last standing, 10)" in text


# --- nothing secret while a rumble is in play -------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 6])
def test_public_view_reveals_only_the_scored_rumbles(players):
    """All game long the spectator view holds one reveal per scored rumble and none of the rumble in play.

    That it does not depend on the secrets of the rumble in play is checked for every game by
    tests/contract/test_hidden_information.py.
    """
    for s in playout(players, seed=40 + players):
        view = GAME.view(s, None)
        assert view.my_characters == ()
        assert [r.rumble for r in view.reveals] == list(range(1, len(s.past) + 1))
        if not s.finished:
            assert all(r.rumble < s.rumble for r in view.reveals)


def test_no_reveal_before_the_first_rumble_is_scored():
    """The first rumble's boards carry no reveal, up to the fight before the last."""
    s = last_fight(3)
    assert GAME.view(s, None).reveals == ()
    assert all(GAME.view(s, seat).reveals == () for seat in range(3))


def test_the_reveal_appears_exactly_when_the_rumble_is_scored():
    """Scrambling the secrets of the rumble being ended changes the public view only after its last fight."""
    before = last_fight(3, secrets=[(NINJA, ROBOT), (APE, WITCH), (CAT, MUMMY)])
    other = last_fight(3, secrets=[(CAT, ROBOT), (NINJA, MUMMY), (APE, WITCH)])
    assert GAME.view(before, None) == GAME.view(other, None)
    after, other_after = GAME.apply(before, 0, f"f{WITCH}"), GAME.apply(other, 0, f"f{WITCH}")
    assert GAME.view(after, None).reveals != GAME.view(other_after, None).reveals


# --- the final board -------------------------------------------------------------------------


def test_final_view_keeps_every_rumbles_reveal():
    """After the third rumble the view holds all three reveals, each matching its scored record."""
    final = playout(4, seed=3)[-1]
    assert final.finished
    for seat in (None, 0, 1, 2, 3):
        view = GAME.view(final, seat)
        assert [r.rumble for r in view.reveals] == [1, 2, 3]
        for reveal, record in zip(view.reveals, final.past, strict=True):
            assert [set(s.characters) for s in reveal.seats] == [set(p) for p in record.secrets]
            assert tuple(s.points for s in reveal.seats) == record.points
            assert reveal.standing == record.exits[-1]
            for s in reveal.seats:
                assert s.ranks == tuple(record.exits.index(c) + 1 for c in s.characters)
                assert s.ranks == tuple(sorted(s.ranks, reverse=True))
        totals = tuple(sum(r.seats[p].points for r in view.reveals) for p in range(4))
        assert totals == final.totals


def test_reveals_survive_a_json_round_trip_of_the_state():
    """The reveal is made from the stored records: a reloaded state shows the same one."""
    final = playout(3, seed=11)[-1]
    loaded = GAME.load(json.loads(json.dumps(GAME.dump(final))))
    assert GAME.view(loaded, None).reveals == GAME.view(final, None).reveals


# --- the sentence of the move that ends a rumble --------------------------------------------


def test_describe_of_the_ending_move_names_each_players_characters_ranks_and_points():
    """The last fight's sentence reveals every seat's two characters, their exit ranks and worth, and its points."""
    before = last_fight(3, secrets=[(NINJA, ROBOT), (APE, WITCH), (CAT, MUMMY)])
    after = GAME.apply(before, 0, f"f{WITCH}")
    text = GAME.describe(before, 0, f"f{WITCH}", after)
    assert text == (
        "started a fight in the Attic: Witch is out (11th, worth 9). "
        "Robot is the last one standing: rumble 1 is over. "
        "Revealed: Player 1 had Robot (last standing, 10) and Ninja (out 1st, 0): 10 points; "
        "Player 2 had Witch (out 11th, 9) and Ape (out 2nd, 0): 9 points; "
        "Player 3 had Mummy (out 10th, 8) and Cat (out 4th, 2): 8 points."
    )


def test_describe_of_the_games_last_move_reveals_the_third_rumble():
    """The move that ends the game reveals rumble 3 the same way."""
    before = last_fight(3, rumble=3, secrets=[(PENGUIN, KID), (NINJA, APE), (CAT, ROBOT)])
    after = GAME.apply(before, 0, f"f{WITCH}")
    assert after.finished
    text = GAME.describe(before, 0, f"f{WITCH}", after)
    assert "rumble 3 is over" in text
    assert "Player 1 had Kid (out 5th, 3) and Penguin (out 3rd, 1): 3 points" in text
    assert "Player 2 had Ape (out 2nd, 0) and Ninja (out 1st, 0): 0 points" in text
    assert "Player 3 had Robot (last standing, 10) and Cat (out 4th, 2): 10 points" in text


def test_point_words_are_singular_for_one():
    """A seat scoring 1 reads "1 point"."""
    before = last_fight(3, secrets=[(NINJA, PENGUIN), (APE, ROBOT), (CAT, KID)])
    text = GAME.describe(before, 0, f"f{WITCH}", GAME.apply(before, 0, f"f{WITCH}"))
    assert "Player 1 had Penguin (out 3rd, 1) and Ninja (out 1st, 0): 1 point;" in text


def test_moves_that_do_not_end_a_rumble_reveal_nothing():
    """Every other sentence is the same whoever owns which character."""
    rng = random.Random(9)
    states = playout(4, seed=21)
    for s, after in itertools.pairwise(states):
        if len(after.past) > len(s.past):
            continue
        action = next(a for a in GAME.legal_actions(s, s.turn) if GAME.apply(s, s.turn, a) == after)
        other = scramble(s, rng)
        text = GAME.describe(s, s.turn, action, after)
        assert "Revealed" not in text
        assert GAME.describe(other, s.turn, action, GAME.apply(other, s.turn, action)) == text


def test_every_character_named_in_the_reveal_is_a_real_one():
    """The sentence uses the names of data.py."""
    before = last_fight(6)
    text = GAME.describe(before, 0, f"f{WITCH}", GAME.apply(before, 0, f"f{WITCH}"))
    for p in range(6):
        assert f"Player {p + 1} had {CHARACTERS[2 * p + 1]}" in text
