"""Rumble in the House: the reveal at the end of each rumble (issue 16).

"Once only one character remains in the house, each player reveals his secret
character tokens and gains points according to the best character's exit rank."
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import random
import re

import pytest

from bot.games.rumble import GAME, RumbleState
from bot.games.rumble.data import CHARACTERS, POINTS_BY_EXIT_RANK
from bot.games.rumble.model import OUT
from bot.i18n import say

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
    text = say(GAME.describe(s, 0, f"f{WITCH}", after))
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
    text = say(GAME.describe(before, 0, f"f{WITCH}", after))
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
    text = say(GAME.describe(before, 0, f"f{WITCH}", after))
    assert "rumble 3 is over" in text
    assert "Player 1 had Kid (out 5th, 3) and Penguin (out 3rd, 1): 3 points" in text
    assert "Player 2 had Ape (out 2nd, 0) and Ninja (out 1st, 0): 0 points" in text
    assert "Player 3 had Robot (last standing, 10) and Cat (out 4th, 2): 10 points" in text


def test_point_words_are_singular_for_one():
    """A seat scoring 1 reads "1 point"."""
    before = last_fight(3, secrets=[(NINJA, PENGUIN), (APE, ROBOT), (CAT, KID)])
    text = say(GAME.describe(before, 0, f"f{WITCH}", GAME.apply(before, 0, f"f{WITCH}")))
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
        text = say(GAME.describe(s, s.turn, action, after))
        assert "Revealed" not in text
        assert say(GAME.describe(other, s.turn, action, GAME.apply(other, s.turn, action))) == text


def test_every_character_named_in_the_reveal_is_a_real_one():
    """The sentence uses the names of data.py."""
    before = last_fight(6)
    text = say(GAME.describe(before, 0, f"f{WITCH}", GAME.apply(before, 0, f"f{WITCH}")))
    for p in range(6):
        assert f"Player {p + 1} had {CHARACTERS[2 * p + 1]}" in text


# --- what was hidden, told once the game is over (Game.reveal) ------------------------------


def ended_early(players: int = 4, plies: int = 30, seed: int = 3, secrets: object = None) -> RumbleState:
    """A seeded game ``plies`` moves into rumble 1 (with ``secrets`` as owners if given), then left by all but one."""
    rng = random.Random(seed)
    s = GAME.new_game(players, seed, {})
    if secrets is not None:
        s = dataclasses.replace(s, secrets=secrets)
    for _ in range(plies):
        s = GAME.apply(s, s.turn, rng.choice(GAME.legal_actions(s, s.turn)))
    for seat in range(players - 1):
        s = GAME.resign(s, seat)
    assert s.finished
    return s


@pytest.mark.parametrize("players", [3, 5])
def test_reveal_is_empty_while_the_game_runs(players):
    """Every state before the end, rumble ends included, reveals nothing."""
    for s in playout(players, seed=60 + players)[:-1]:
        assert GAME.reveal(s) == ""


def test_reveal_lists_every_seats_characters_of_every_rumble():
    """Each rumble's line of a seat names both of its characters, with their exit ranks."""
    final = playout(4, seed=3)[-1]
    lines = say(GAME.reveal(final)).split("\n")
    for number, record in enumerate(final.past, start=1):
        head = lines.index(f"**Rumble {number}** · {CHARACTERS[record.exits[-1]]} last standing")
        for seat, pair in enumerate(record.secrets):
            line = lines[head + 1 + seat]
            assert line.startswith(f"• Player {seat + 1}: ")
            for c in pair:
                rank = record.exits.index(c) + 1
                assert (f"{CHARACTERS[c]} (last)" if rank == 12 else f"{CHARACTERS[c]} (#{rank})") in line


def test_reveal_gives_each_rumbles_points_and_how_the_totals_add_up():
    """A seat's rumble line ends with its points; the result lines add them up to its total."""
    final = playout(3, seed=11)[-1]
    text = say(GAME.reveal(final))
    for seat in range(3):
        points = [record.points[seat] for record in final.past]
        assert f"• Player {seat + 1}: {' + '.join(map(str, points))} = {final.totals[seat]}" in text
    lines = text.split("\n")
    for number, record in enumerate(final.past, start=1):
        head = lines.index(next(x for x in lines if x.startswith(f"**Rumble {number}**")))
        for seat in range(3):
            assert lines[head + 1 + seat].endswith(f"→ {record.points[seat]}")


def three_rumbles(deals, leave=()):
    """A game whose three rumbles end like :func:`last_fight` with ``deals[i]`` as rumble i + 1's owners.

    The seats in ``leave`` resign just before the last fight of rumble 3.
    """
    s = GAME.apply(last_fight(len(deals[0]), secrets=deals[0]), 0, f"f{WITCH}")
    for number, deal in enumerate(deals[1:], start=2):
        scene = last_fight(len(deal), secrets=deal)
        s = dataclasses.replace(s, positions=scene.positions, exits=scene.exits, secrets=scene.secrets, turn=0)
        if number == 3:
            for seat in leave:
                s = GAME.resign(s, seat)
        s = GAME.apply(s, 0, f"f{WITCH}")
    assert s.finished
    return s


def test_reveal_of_a_scripted_game_reads_as_expected():
    """Three rumbles and the result, word for word."""
    final = three_rumbles(
        [
            [(NINJA, ROBOT), (APE, WITCH), (CAT, MUMMY)],
            [(APE, WITCH), (CAT, MUMMY), (NINJA, ROBOT)],
            [(KID, PENGUIN), (VAMPIRE, ROBOT), (CTHULHU, CHICKEN)],
        ]
    )
    assert say(GAME.reveal(final)) == (
        "*#n: the n-th character out of the house; a player scores their best character only.*\n"
        "**Rumble 1** · Robot last standing\n"
        "• Player 1: Robot (last), Ninja (#1) → 10\n"
        "• Player 2: Witch (#11), Ape (#2) → 9\n"
        "• Player 3: Mummy (#10), Cat (#4) → 8\n"
        "**Rumble 2** · Robot last standing\n"
        "• Player 1: Witch (#11), Ape (#2) → 9\n"
        "• Player 2: Mummy (#10), Cat (#4) → 8\n"
        "• Player 3: Robot (last), Ninja (#1) → 10\n"
        "**Rumble 3** · Robot last standing\n"
        "• Player 1: Kid (#5), Penguin (#3) → 3\n"
        "• Player 2: Robot (last), Vampire (#9) → 10\n"
        "• Player 3: Chicken-Man (#7), Cthulhu (#6) → 5\n"
        "**Result** · Player 2 wins with 27 points\n"
        "• Player 1: 10 + 9 + 3 = 22\n"
        "• Player 2: 9 + 8 + 10 = 27 🏆\n"
        "• Player 3: 8 + 10 + 5 = 23"
    )


def test_reveal_names_a_shared_win():
    """Tied leaders share the win, and both are marked."""
    final = three_rumbles(
        [
            [(NINJA, ROBOT), (APE, WITCH), (CAT, MUMMY)],
            [(CAT, MUMMY), (NINJA, ROBOT), (APE, WITCH)],
            [(APE, WITCH), (CAT, MUMMY), (NINJA, PENGUIN)],
        ]
    )
    text = say(GAME.reveal(final))
    assert "**Result** · Player 1 and Player 2 share the win with 27 points" in text
    assert text.count("🏆") == 2


def test_reveal_says_a_seat_that_left_scored_nothing():
    """A resigned seat's characters are listed with the rest, and its 0 explained."""
    deal = [(NINJA, APE), (PENGUIN, CAT), (KID, CTHULHU), (MEERKATS, ROBOT)]
    final = three_rumbles([deal, deal, deal], leave=(3,))
    text = say(GAME.reveal(final))
    assert "• Player 4: Robot (last), Meerkats (#8) → 0 (had left the game)" in text
    assert "• Player 4 (left): 10 + 10 + 0 = 20" in text


@pytest.mark.parametrize("seed", range(4))
def test_reveal_of_six_players_fits_and_keeps_one_item_a_line(seed):
    """Six players' three rumbles and totals take at most 1,500 characters, each item on its own line."""
    final = playout(6, seed=seed)[-1]
    text = say(GAME.reveal(final))
    assert len(text) <= 1500
    lines = text.split("\n")
    assert len(lines) == 1 + 3 * (1 + 6) + 1 + 6
    assert all(line.strip() for line in lines)


def test_reveal_of_a_game_ended_early_shows_the_rumble_it_ended_in():
    """All but one seat left during rumble 1: its owners are listed, the characters still in the house said so."""
    final = ended_early(4)
    text = say(GAME.reveal(final))
    assert "**Rumble 1** · not scored: the game ended first" in text
    for seat, pair in enumerate(final.secrets):
        line = next(x for x in text.split("\n") if x.startswith(f"• Player {seat + 1}: ") and "→" not in x)
        for c in pair:
            rank = f"#{final.exits.index(c) + 1}" if c in final.exits else "still in"
            assert f"{CHARACTERS[c]} ({rank})" in line
    assert "**Result** · the game ended early with one player left: Player 4 wins with 0 points" in text
    assert "**Rumble 2**" not in text


def test_reveal_names_seats_only_as_seat_name_does():
    """Seats appear as "Player N" for N in 1..players, nothing else."""
    final = playout(5, seed=2)[-1]
    text = say(GAME.reveal(final))
    assert {int(n) for n in re.findall(r"Player (\d)", text)} == {1, 2, 3, 4, 5}
    assert "Seat" not in text


# --- the public view of a finished game carries every secret ------------------------------------


def test_public_view_of_a_game_ended_early_holds_the_unscored_rumbles_owners():
    """The rumble cut short by resignations is in the final view: its rumble, every seat's pair, its exits."""
    final = ended_early(5)
    for seat in (None, 0, 4):
        cut = GAME.view(final, seat).cut_short
        assert cut is not None
        assert cut.rumble == 1
        assert cut.secrets == final.secrets
        assert cut.exits == final.exits


def test_a_game_that_ended_normally_has_no_unscored_rumble():
    """After three scored rumbles everything is in the reveals."""
    assert GAME.view(playout(3, seed=5)[-1], None).cut_short is None


@pytest.mark.parametrize("players", [3, 6])
def test_public_view_before_the_end_is_unchanged_by_the_secrets(players):
    """While the game runs the public view holds no unscored rumble and ignores the rumble in play's owners."""
    rng = random.Random(players)
    for s in playout(players, seed=70 + players)[:-1:5]:
        view = GAME.view(s, None)
        assert view.cut_short is None
        assert GAME.view(scramble(s, rng), None) == view


def test_a_resignation_that_leaves_two_players_reveals_nothing():
    """The game goes on with two players: no unscored rumble, no reveal text."""
    s = GAME.resign(GAME.new_game(3, 2, {}), 0)
    assert not s.finished
    assert GAME.view(s, None).cut_short is None
    assert GAME.reveal(s) == ""
