"""Rumble in the House: rulebook rules, RULINGS.md rulings and rulebook examples as scenarios."""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.base import BadOptions, IllegalAction
from bot.games.rumble import GAME
from bot.games.rumble.data import CHARACTERS, LAYOUTS, POINTS_BY_EXIT_RANK
from bot.games.rumble.model import OUT
from bot.i18n import say

NINJA, APE, PENGUIN, CAT = 0, 1, 2, 3
ATTIC, LIBRARY, CHAPEL, TOWER, BEDROOM, HALL = 0, 1, 2, 3, 4, 5
PARLOR, STUDY, CRYPT = 6, 7, 11
ALONE = tuple(range(12))
"""Character i alone in room i."""


@contextmanager
def refused(pattern: str) -> Iterator[None]:
    """Expect an IllegalAction whose reason, said in English, matches ``pattern``."""
    with pytest.raises(IllegalAction) as caught:
        yield
    reason = say(caught.value.reason)
    assert re.search(pattern, reason), reason


@contextmanager
def bad_options(pattern: str) -> Iterator[None]:
    """Expect BadOptions whose reason, said in English, matches ``pattern``."""
    with pytest.raises(BadOptions) as caught:
        yield
    reason = say(caught.value.reason)
    assert re.search(pattern, reason), reason


def game(players=3, seed=1, layout="classic", **setup):
    return GAME.new_game(players, seed, {"layout": layout}, setup or None)


@cache
def walks(layout: str) -> list[list[int]]:
    """Door distances between rooms, computed here independently of the engine."""
    adj: dict[int, set[int]] = {r: set() for r in range(len(LAYOUTS[layout].rooms))}
    for a, b in LAYOUTS[layout].doors:
        adj[a].add(b)
        adj[b].add(a)
    out = []
    for start in adj:
        dist = {start: 0}
        queue = deque([start])
        while queue:
            r = queue.popleft()
            for n in adj[r]:
                if n not in dist:
                    dist[n] = dist[r] + 1
                    queue.append(n)
        out.append([dist.get(r, -1) for r in adj])
    return out


def closest(layout: str, positions, character: int, room: int) -> int:
    dist = walks(layout)[room]
    return min(dist[p] for c, p in enumerate(positions) if c != character and p != OUT)


def last_fight(players=3, secrets=None, seed=1, **setup):
    """A state one fight before the end of a rumble.

    Characters 0..9 are out in id order; 10 and 11 share the Attic, so ``f10``
    makes character i exit at rank i + 1 and leaves 11 standing.
    """
    positions = [OUT] * 12
    positions[10] = positions[11] = ATTIC
    secrets = secrets or [(2 * p, 2 * p + 1) for p in range(players)]
    return game(players, seed, positions=positions, exits=range(10), secrets=secrets, turn=0, **setup)


def finish(s):
    return GAME.apply(s, s.turn, "f10")


def destinations(actions, character: int) -> set[int]:
    return {int(a.split("-")[1]) for a in actions if a.startswith(f"m{character}-")}


# --- set-up -------------------------------------------------------------------------


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_setup_puts_one_character_in_each_room(players, layout):
    """Set-up places the twelve characters one per room."""
    for seed in range(5):
        assert sorted(game(players, seed, layout).positions) == list(range(12))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_setup_deals_two_distinct_secrets_per_seat(players):
    """Every seat gets two different secret characters, no token dealt twice, at every count."""
    for seed in range(10):
        secrets = game(players, seed).secrets
        assert len(secrets) == players
        assert all(len(set(mine)) == 2 for mine in secrets)
        assert len({c for mine in secrets for c in mine}) == 2 * players


def test_undealt_character_standing_last_scores_for_nobody():
    """An undealt token belongs to nobody: its character standing last gives no seat 10 points."""
    s = finish(last_fight(3, secrets=[(0, 1), (2, 3), (4, 5)]))
    assert s.past[0].exits[-1] == 11
    assert s.past[0].points == (0, 2, 4)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_three_to_six_players_accepted(players):
    """Games of 3 to 6 players can be set up."""
    assert game(players).players == players


@pytest.mark.parametrize("players", [2, 7])
def test_two_or_seven_players_refused(players):
    """Two or seven players are refused with BadOptions."""
    with bad_options("3–6"):
        game(players)


@pytest.mark.parametrize("layout", ["castle", 5, ["classic"]])
def test_bad_layout_refused(layout):
    """An unknown layout is refused with a sentence naming the choices."""
    with bad_options("classic"):
        GAME.check_options({"layout": layout})


def test_unknown_option_refused():
    """An option Rumble does not have is refused."""
    with bad_options("speed"):
        GAME.new_game(3, 1, {"speed": 2})


def test_default_layout_is_classic():
    """No layout option means the classic 3 x 4 house."""
    assert GAME.check_options({}) == {"layout": "classic"}
    assert GAME.new_game(3, 1, {}).layout == "classic"


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_every_layout_is_a_connected_house_of_twelve_rooms(layout):
    """Each layout has twelve rooms, doors between distinct rooms, and every room reachable."""
    lay = LAYOUTS[layout]
    assert len(lay.rooms) == 12
    assert len(set(lay.doors)) == len(lay.doors)
    assert all(0 <= a < b < 12 for a, b in lay.doors)
    assert all(d >= 0 for row in walks(layout) for d in row)


def test_classic_layout_is_the_full_grid():
    """The default house joins every two rooms sharing an edge (RULINGS 2)."""
    lay = LAYOUTS["classic"]
    cells = {(r, c): i for i, (_, r, c) in enumerate(lay.rooms)}
    edges = {
        tuple(sorted((i, cells[(r + dr, c + dc)])))
        for (r, c), i in cells.items()
        for dr, dc in ((0, 1), (1, 0))
        if (r + dr, c + dc) in cells
    }
    assert set(lay.doors) == edges


# --- moving -------------------------------------------------------------------------


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_lone_character_moves_only_through_doors(layout):
    """A lone character may move to exactly the rooms joined to its room by a door."""
    s = game(layout=layout, positions=ALONE, turn=0)
    actions = GAME.legal_actions(s, 0)
    for c in range(12):
        expected = {b for a, b in LAYOUTS[layout].doors if a == c} | {a for a, b in LAYOUTS[layout].doors if b == c}
        assert destinations(actions, c) == expected


def test_move_puts_character_in_the_next_room():
    """Moving the Ninja from the Attic to the Library changes only the Ninja's room."""
    s = game(positions=ALONE, turn=0)
    after = GAME.apply(s, 0, f"m{NINJA}-{LIBRARY}")
    assert after.positions == (LIBRARY, *ALONE[1:])


def test_character_not_alone_cannot_move():
    """A character sharing its room is refused with a sentence saying it is not alone."""
    s = game(positions=(ATTIC, ATTIC, *ALONE[2:]), turn=0)
    assert destinations(GAME.legal_actions(s, 0), APE) == set()
    with refused(r"Ape is not alone in the Attic.*fight"):
        GAME.apply(s, 0, f"m{APE}-{LIBRARY}")


def test_move_through_a_wall_refused():
    """Neighbouring rooms without a door (manor Library|Chapel) cannot be crossed."""
    s = game(layout="manor", positions=ALONE, turn=0)
    with refused("No door joins the Library and the Chapel"):
        GAME.apply(s, 0, f"m{APE}-{CHAPEL}")


def test_move_to_a_distant_room_refused():
    """A move must reach a room next door, not one two doors away."""
    s = game(positions=ALONE, turn=0)
    with refused("No door joins the Attic and the Chapel"):
        GAME.apply(s, 0, f"m{NINJA}-{CHAPEL}")


def test_move_to_own_room_refused():
    """Staying put is not a move."""
    s = game(positions=ALONE, turn=0)
    with refused("already in the Attic"):
        GAME.apply(s, 0, f"m{NINJA}-{ATTIC}")


def test_character_out_of_the_house_cannot_move():
    """A knocked-out character is refused as a mover."""
    s = game(positions=(OUT, *ALONE[1:]), exits=(NINJA,), turn=0)
    with refused("Ninja has left the house"):
        GAME.apply(s, 0, f"m{NINJA}-{LIBRARY}")


@pytest.mark.parametrize(("players", "turn", "nxt"), [(3, 0, 1), (3, 2, 0), (6, 4, 5), (6, 5, 0)])
def test_turn_passes_clockwise(players, turn, nxt):
    """After a move the next seat in order plays, wrapping to seat 0."""
    s = game(players, positions=ALONE, turn=turn)
    assert GAME.apply(s, turn, f"m{NINJA}-{LIBRARY}").turn == nxt


def test_turn_passes_after_a_fight():
    """A fight that does not end the rumble passes the turn too."""
    s = game(4, positions=(ATTIC, ATTIC, *ALONE[2:]), turn=3)
    assert GAME.apply(s, 3, f"f{APE}").turn == 0


def test_only_the_seat_to_act_may_play():
    """Another seat has no legal actions and is refused with a sentence."""
    s = game(positions=ALONE, turn=0)
    assert GAME.to_act(s) == frozenset({0})
    assert GAME.legal_actions(s, 1) == ()
    with refused("not your turn"):
        GAME.apply(s, 1, f"m{NINJA}-{LIBRARY}")


@pytest.mark.parametrize(
    ("seat", "action"),
    [
        (0, "m0-2"),
        (0, "m0-0"),
        (0, "m1-2"),
        (0, "m00-01"),
        (0, "m0-12"),
        (0, "f5"),
        (0, "f3"),
        (0, "f12"),
        (0, ""),
        (0, "x"),
        (0, "f"),
        (1, "m3-7"),
    ],
)
def test_illegal_action_raises_and_changes_nothing(seat, action):
    """Any refused action raises IllegalAction (never another error) and leaves the state as it was."""
    s = game(positions=(ATTIC, ATTIC, *ALONE[2:]), turn=0)
    before = GAME.dump(s)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(s, seat, action)
    assert say(caught.value.reason).endswith(".")
    assert GAME.dump(s) == before
    assert GAME.apply(s, 0, "m3-7").positions[CAT] == STUDY


def test_non_canonical_encoding_refused_as_unknown():
    """``m00-01`` is not the encoding of a move, even where ``m0-1`` is legal."""
    s = game(positions=ALONE, turn=0)
    assert "m0-1" in GAME.legal_actions(s, 0)
    with refused("not a Rumble move"):
        GAME.apply(s, 0, "m00-01")


# --- fighting -----------------------------------------------------------------------


def test_no_fight_with_a_lone_character():
    """A fight needs a room with several characters."""
    s = game(positions=ALONE, turn=0)
    assert not [a for a in GAME.legal_actions(s, 0) if a.startswith("f")]
    with refused("Ninja is alone in the Attic"):
        GAME.apply(s, 0, f"f{NINJA}")


def test_fight_removes_victim_and_lines_it_up():
    """The victim leaves the house and joins the end of the exit line."""
    positions = (ATTIC, ATTIC, OUT, *ALONE[3:])
    s = game(positions=positions, exits=(PENGUIN,), turn=0)
    after = GAME.apply(s, 0, f"f{APE}")
    assert after.positions == (ATTIC, OUT, OUT, *ALONE[3:])
    assert after.exits == (PENGUIN, APE)


def test_active_player_may_pick_any_character_in_the_room():
    """In a room of three, each of the three may be the victim."""
    s = game(positions=(ATTIC, ATTIC, ATTIC, *ALONE[3:]), turn=0)
    fights = {a for a in GAME.legal_actions(s, 0) if a.startswith("f")}
    assert fights == {"f0", "f1", "f2"}
    for victim in (NINJA, APE, PENGUIN):
        assert GAME.apply(s, 0, f"f{victim}").exits == (victim,)


def test_knocked_out_character_cannot_be_victim_again():
    """A character already out is refused as a victim."""
    s = game(positions=(ATTIC, ATTIC, OUT, *ALONE[3:]), exits=(PENGUIN,), turn=0)
    with refused("Penguin has already left"):
        GAME.apply(s, 0, f"f{PENGUIN}")


# --- scoring ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rank", "points"), list(zip(range(1, 13), [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], strict=True))
)
def test_points_by_exit_rank(rank, points):
    """Exit ranks 1..11 score 0,0,1..9 and the last one standing 10 (RULINGS 4)."""
    best = rank - 1
    other = 0 if best else 1
    rest = [c for c in range(12) if c not in (best, other)]
    s = finish(last_fight(3, secrets=[(other, best), tuple(rest[:2]), tuple(rest[2:4])]))
    assert s.past[0].points[0] == points


def test_points_table_matches_ruling():
    """The data table is the ruling's 0,0,1,...,9,10."""
    assert POINTS_BY_EXIT_RANK == (0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)


def test_out_fourth_and_ninth_scores_seven():
    """Characters out 4th and 9th score 7, the best one only, not 2 + 7."""
    s = finish(last_fight(3, secrets=[(3, 8), (0, 1), (2, 4)]))
    assert s.past[0].points == (7, 0, 3)


def test_last_standing_and_another_scores_ten():
    """Owning the last one standing scores 10 whatever the other character did."""
    s = finish(last_fight(3, secrets=[(5, 11), (0, 1), (2, 3)]))
    assert s.past[0].points[0] == 10


def test_rumble_points_add_to_totals():
    """A scored rumble adds each seat's points to its total."""
    s = finish(last_fight(3, secrets=[(5, 11), (0, 1), (2, 3)], totals=(4, 5, 6)))
    assert s.totals == (14, 5, 8)
    assert s.past[0].exits == tuple(range(12))
    assert s.past[0].secrets == ((5, 11), (0, 1), (2, 3))


# --- three rumbles ------------------------------------------------------------------


@pytest.mark.parametrize("rumble", [1, 2])
def test_next_rumble_starts_after_scoring(rumble):
    """Rumbles 1 and 2 end with a fresh rumble: one character per room, nobody out, count reset."""
    s = finish(last_fight(4, rumble=rumble, quiet=3))
    assert not s.finished
    assert s.rumble == rumble + 1
    assert sorted(s.positions) == list(range(12))
    assert s.exits == ()
    assert s.quiet == 0
    assert GAME.outcome(s) is None


def test_game_finishes_after_third_rumble():
    """The end of rumble 3 ends the game: nobody acts, nothing is legal."""
    s = finish(last_fight(4, rumble=3))
    assert s.finished
    assert GAME.to_act(s) == frozenset()
    assert all(GAME.legal_actions(s, seat) == () for seat in range(4))
    with refused("game is over"):
        GAME.apply(s, s.turn, "m0-1")


def test_new_rumble_redeals_secrets():
    """Secrets are re-dealt between rumbles: two each, all different, not always the old ones."""
    changed = 0
    for seed in range(10):
        before = last_fight(4, seed=seed)
        after = finish(before)
        assert all(len(set(mine)) == 2 for mine in after.secrets)
        assert len({c for mine in after.secrets for c in mine}) == 8
        changed += after.secrets != before.secrets
    assert changed >= 8


def test_new_rumble_replaces_characters():
    """Characters go back one per room in a fresh placement, not the first rumble's."""
    moved = 0
    for seed in range(10):
        after = finish(last_fight(4, seed=seed))
        moved += after.positions != game(4, seed).positions
    assert moved >= 8


@pytest.mark.parametrize("rumble", [1, 2])
def test_fewest_points_starts_next_rumble(rumble):
    """Rumbles 2 and 3 start with the player with the fewest points."""
    for seed in range(20):
        s = finish(last_fight(4, seed=seed, rumble=rumble, totals=(30, 30, 0, 30)))
        assert s.totals[2] == min(s.totals)
        assert s.turn == 2


def test_tie_for_fewest_points_is_broken_at_random():
    """Tied fewest seats each start sometimes; other seats never do."""
    secrets = [(0, 4), (6, 7), (1, 5), (8, 9)]  # seat 0 scores 3, seat 2 scores 4
    starters = set()
    for seed in range(40):
        s = finish(last_fight(4, secrets=secrets, seed=seed, totals=(1, 30, 0, 30)))
        assert s.totals[0] == s.totals[2] == 4
        starters.add(s.turn)
    assert starters == {0, 2}


def test_first_rumble_starter_is_random_but_seeded():
    """Rumble 1's first player varies with the seed, and one seed always gives the same one."""
    starters = {game(4, seed).turn for seed in range(40)}
    assert starters == {0, 1, 2, 3}
    assert all(game(4, seed).turn == game(4, seed).turn for seed in range(10))


# --- outcome ------------------------------------------------------------------------


def test_outcome_is_none_while_playing():
    """A game in progress has no outcome."""
    assert GAME.outcome(game()) is None


def test_highest_total_wins():
    """After three rumbles the highest total wins alone."""
    s = finish(last_fight(3, secrets=[(0, 11), (1, 2), (3, 4)], rumble=3, totals=(10, 20, 5)))
    out = GAME.outcome(s)
    assert out.scores == (20, 21, 8)
    assert out.winners == frozenset({1})
    assert "21" in say(out.text)


def test_equal_totals_share_the_win():
    """Tied highest totals share the win."""
    s = finish(last_fight(3, secrets=[(0, 11), (1, 2), (3, 4)], rumble=3, totals=(10, 19, 5)))
    out = GAME.outcome(s)
    assert out.winners == frozenset({0, 1})
    assert "shared" in say(out.text)


# --- anti-stall ---------------------------------------------------------------------

# Ninja in the Attic, Ape in the Tower (three doors apart), everybody else out.
FAR_APART = (ATTIC, TOWER, *[OUT] * 10)


def far_apart(players=3, quiet=0, **setup):
    return game(players, positions=FAR_APART, exits=range(2, 12), turn=0, quiet=quiet, **setup)


def test_no_restriction_before_two_rounds_without_fight():
    """With fewer than 2 x players quiet turns, a move may go away from everybody."""
    s = far_apart(quiet=5)
    assert not GAME.stalled(s)
    assert set(GAME.legal_actions(s, 0)) == {"m0-1", "m0-4", "m1-2", "m1-7"}


def test_after_two_rounds_without_fight_moves_must_close_in():
    """After 2 x players quiet turns only moves that shorten the walk to the nearest character remain."""
    s = far_apart(quiet=6)
    assert GAME.stalled(s)
    assert set(GAME.legal_actions(s, 0)) == {"m0-1", "m1-2"}


def test_stalled_move_away_refused_with_sentence():
    """A move that does not close in is refused under anti-stall, naming the rule."""
    s = far_apart(quiet=6)
    with refused("closer"):
        GAME.apply(s, 0, f"m{NINJA}-{BEDROOM}")


def test_sideways_move_refused_when_stalled():
    """Keeping the same distance to the nearest character is not closing in (strict decrease)."""
    # Ninja in the Attic, Penguin in the Chapel (2 doors), Cat in the Parlor (3 doors).
    # Attic -> Bedroom: Penguin 3 doors, Cat 2 doors: still 2, so refused.
    positions = (ATTIC, OUT, CHAPEL, PARLOR, *[OUT] * 8)
    s = game(positions=positions, exits=(1, *range(4, 12)), turn=0, quiet=6)
    assert destinations(GAME.legal_actions(s, 0), NINJA) == {LIBRARY}
    with refused("closer"):
        GAME.apply(s, 0, f"m{NINJA}-{BEDROOM}")


def test_fights_allowed_when_stalled_and_reset_the_count():
    """Anti-stall never forbids a fight, and a fight restarts the quiet count."""
    positions = (ATTIC, ATTIC, CRYPT, *[OUT] * 9)
    s = game(positions=positions, exits=range(3, 12), turn=0, quiet=6)
    assert GAME.stalled(s)
    assert {"f0", "f1"} <= set(GAME.legal_actions(s, 0))
    after = GAME.apply(s, 0, f"f{NINJA}")
    assert after.quiet == 0
    assert not GAME.stalled(after)


def test_each_move_counts_one_quiet_turn():
    """A move adds one to the turns-without-a-fight count."""
    s = far_apart(quiet=2)
    assert GAME.apply(s, 0, "m0-4").quiet == 3


def test_anti_stall_threshold_counts_players_still_in():
    """After a resignation the threshold is 2 x the players still in the game."""
    s = far_apart(4, quiet=6)
    assert not GAME.stalled(s)
    assert GAME.stalled(GAME.resign(s, 3))


@settings(max_examples=150, deadline=None)
@given(
    layout=st.sampled_from(sorted(LAYOUTS)),
    rooms=st.lists(st.integers(min_value=-1, max_value=11), min_size=12, max_size=12),
    quiet=st.integers(min_value=0, max_value=20),
)
def test_legal_actions_never_empty_and_stall_rule_exact(layout, rooms, quiet):
    """With two or more characters in the house there is always a legal action, and the stall rule is exact."""
    positions = [OUT if r < 0 else r for r in rooms]
    if sum(p != OUT for p in positions) < 2:
        positions[0], positions[1] = 0, 5
    exits = [c for c, p in enumerate(positions) if p == OUT]
    s = game(3, layout=layout, positions=positions, exits=exits, turn=0, quiet=quiet)
    actions = set(GAME.legal_actions(s, 0))
    assert actions
    crowded = {p for p in positions if p != OUT and positions.count(p) > 1}
    expected = {f"f{c}" for c, p in enumerate(positions) if p in crowded}
    dist = walks(layout)
    for c, p in enumerate(positions):
        if p == OUT or p in crowded:
            continue
        for dest in range(12):
            if dist[p][dest] != 1:
                continue
            if quiet >= 6 and closest(layout, positions, c, dest) >= closest(layout, positions, c, p):
                continue
            expected.add(f"m{c}-{dest}")
    assert actions == expected


# --- resigning ----------------------------------------------------------------------


def test_turn_skips_resigned_seat():
    """After a resignation the resigned seat's turns are skipped."""
    s = GAME.resign(game(4, positions=ALONE, turn=0), 1)
    assert GAME.apply(s, 0, "m0-1").turn == 2


def test_resigning_on_own_turn_passes_the_turn():
    """If the player to act resigns, the next player still in acts."""
    s = GAME.resign(game(4, positions=ALONE, turn=1), 1)
    assert s.turn == 2
    assert GAME.to_act(s) == frozenset({2})


def test_resigned_characters_stay_in_the_house():
    """A resignation removes no character and no secret."""
    s = game(4, positions=ALONE, turn=0)
    after = GAME.resign(s, 2)
    assert after.positions == s.positions
    assert after.secrets == s.secrets
    assert after.exits == ()


def test_resigned_seat_cannot_play():
    """A resigned seat is refused with a sentence."""
    s = GAME.resign(game(4, positions=ALONE, turn=0), 1)
    with refused("left this game"):
        GAME.apply(s, 1, "m0-1")


def test_resigned_seat_scores_nothing_more():
    """A resigned seat scores 0 for the rumble even with the last one standing, and keeps earlier points."""
    s = last_fight(4, secrets=[(5, 11), (0, 1), (2, 3), (4, 6)], totals=(7, 0, 0, 0))
    after = finish(GAME.resign(s, 0))
    assert after.past[0].points[0] == 0
    assert after.totals[0] == 7


def test_resigned_seat_cannot_win():
    """A resigned seat with the most points is not a winner."""
    s = last_fight(4, secrets=[(5, 11), (0, 1), (2, 3), (4, 6)], rumble=3, totals=(50, 0, 0, 0))
    out = GAME.outcome(finish(GAME.resign(s, 0)))
    assert 0 not in out.winners
    assert out.winners == frozenset({3})
    assert out.scores[0] == 50


def test_resigned_seat_never_starts_a_rumble():
    """The fewest-points start ignores a resigned seat even when it has the fewest."""
    for seed in range(20):
        s = GAME.resign(last_fight(3, seed=seed, totals=(0, 30, 30)), 0)
        after = finish(s)
        assert after.turn != 0
        assert after.turn in (1, 2)


def test_game_goes_on_with_two_players():
    """With two players still in, a resignation does not end the game."""
    s = GAME.resign(game(3, positions=ALONE, turn=0), 2)
    assert not s.finished
    assert GAME.outcome(s) is None


def test_game_ends_when_one_player_remains():
    """When only one player is left, the game ends and that player wins."""
    s = game(3, positions=ALONE, turn=0, totals=(0, 5, 9))
    s = GAME.resign(GAME.resign(s, 2), 0)
    assert s.finished
    out = GAME.outcome(s)
    assert out.winners == frozenset({1})
    assert "early" in say(out.text)


def test_resigning_twice_changes_nothing():
    """A second resignation of the same seat is a no-op."""
    s = GAME.resign(game(4), 1)
    assert GAME.resign(s, 1) == s


def test_resigning_a_seat_not_in_the_game_refused():
    """Resigning seat 7 of a 4-player game is refused instead of corrupting the player count."""
    with refused("no seat 7"):
        GAME.resign(game(4), 7)


# --- describe -----------------------------------------------------------------------


def test_describe_move_names_character_and_rooms():
    """A move is told as 'moved <character> from the <room> to the <room>.'"""
    s = game(positions=ALONE, turn=0)
    after = GAME.apply(s, 0, "m0-1")
    assert say(GAME.describe(s, 0, "m0-1", after)) == "moved Ninja from the Attic to the Library."


def test_describe_fight_names_victim_and_room():
    """A fight names the room, the victim, its rank and its worth."""
    s = game(positions=(OUT, HALL, HALL, *ALONE[3:]), exits=(NINJA,), turn=0)
    after = GAME.apply(s, 0, f"f{PENGUIN}")
    text = say(GAME.describe(s, 0, f"f{PENGUIN}", after))
    assert text.startswith("started a fight in the Hall")
    assert "Penguin is out (2nd, worth 0)" in text
    assert "last one standing" not in text


def test_describe_last_fight_names_last_one_standing():
    """The fight that ends a rumble names the character left standing."""
    s = last_fight(3)
    after = finish(s)
    text = say(GAME.describe(s, 0, "f10", after))
    assert f"{CHARACTERS[10]} is out (11th, worth 9)" in text
    assert f"{CHARACTERS[11]} is the last one standing" in text
    assert "rumble 1 is over" in text


def test_choices_label_every_legal_action():
    """Choices cover the legal actions, grouped into moves and fights, naming the characters."""
    s = game(positions=(ATTIC, ATTIC, *ALONE[2:]), turn=0)
    choices = GAME.choices(s, 0)
    assert [c.action for c in choices] == list(GAME.legal_actions(s, 0))
    assert {c.group for c in choices} == {"move", "fight"}
    assert any(say(c.label) == "Knock out Ape (Attic)" for c in choices)
    assert any(say(c.label) == "Cat: Tower → Study" for c in choices)


def test_rules_summary_states_the_rulings():
    """The rules help shows the project's rulings."""
    text = say(GAME.rules_summary())
    for words in ("Two secret", "fewest points", "Anti-stall", "resigns", "ring"):
        assert words in text
