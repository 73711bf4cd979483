"""Escape Phase scenarios: matching, White Ladies, Ube, Dead Ends, rounds and the end of the game."""

from __future__ import annotations

from bot.games.purple_house.state import ESCAPE, LOSS, OVER, SCOUTING, WIN
from tests.games.purple_house.purple_house_helpers import (
    EMPTY,
    GAME,
    UBE,
    all_but,
    cell_of,
    clue,
    escape,
    face_down,
    flip,
    refused,
)

NORMAL = {"difficulty": "normal"}


def test_first_clue_becomes_current_room_without_match():
    """RULINGS 8: the first Clue flipped in an Escape Phase becomes the Current Room."""
    s = escape(options=NORMAL)
    after = flip(s, clue("Clock", 4))
    assert after.current == clue("Clock", 4)
    assert after.candles == 3
    assert after.path == ()


def test_first_ube_becomes_current_room():
    """RULINGS 8: Ube flipped first becomes the Current Room."""
    after = flip(escape(options=NORMAL), UBE)
    assert after.current == UBE
    assert after.candles == 3


def test_example_three_cabinets_matches_two_cabinets_by_symbol():
    """Rulebook example: 3 Cabinets matches a Current Room of 2 Cabinets by symbol."""
    s = escape(current=clue("Cabinet", 2), options=NORMAL)
    after = flip(s, clue("Cabinet", 3))
    assert after.current == clue("Cabinet", 3)
    assert after.path == (clue("Cabinet", 2),)
    assert after.candles == 3


def test_example_two_lamps_matches_two_cabinets_by_number():
    """Rulebook example: 2 Lamps matches 2 Cabinets by number; 2 Cabinets moves to the Path."""
    s = escape(current=clue("Cabinet", 2), options=NORMAL)
    after = flip(s, clue("Lamp", 2))
    assert after.current == clue("Lamp", 2)
    assert after.path == (clue("Cabinet", 2),)
    assert clue("Cabinet", 2) not in after.grid


def test_example_four_clocks_does_not_match_two_cabinets():
    """Rulebook example: 4 Clocks does not match 2 Cabinets: 1 candle out, flipped back."""
    s = escape(current=clue("Cabinet", 2), options=NORMAL)
    after = flip(s, clue("Clock", 4))
    assert after.current == clue("Cabinet", 2)
    assert after.candles == 2
    assert clue("Clock", 4) in face_down(after)


def test_flipped_back_card_keeps_its_grid_cell():
    """RULINGS 7: a card flipped back face-down stays in its grid position."""
    s = escape(current=clue("Cabinet", 2), options=NORMAL)
    after = flip(s, clue("Clock", 4))
    assert after.grid == s.grid


def test_matched_card_stays_in_its_cell_and_old_room_cell_empties():
    """A new Current Room stays face-up in its cell; the old one's cell becomes empty."""
    s = escape(current=clue("Lamp", 1), options=NORMAL)
    old_cell, new_cell = cell_of(s, clue("Lamp", 1)), cell_of(s, clue("Lamp", 3))
    after = flip(s, clue("Lamp", 3))
    assert after.grid[old_cell - 1] == EMPTY
    assert after.grid[new_cell - 1] == clue("Lamp", 3)


def test_white_lady_costs_two_candles_and_goes_back():
    """A White Lady puts out 2 candles and goes back face-down in place."""
    s = escape(current=clue("Lamp", 1), options=NORMAL)
    after = flip(s, 16)
    assert after.candles == 1
    assert after.current == clue("Lamp", 1)
    assert after.grid == s.grid


def test_white_lady_with_one_candle_left_ends_round():
    """RULINGS 9: a White Lady with only 1 candle left ends the round (never below 0)."""
    s = escape(current=clue("Lamp", 1), candles=1, options=NORMAL)
    after = flip(s, 17)
    assert after.round == 2
    assert after.phase == SCOUTING
    assert after.candles == 3


def test_ube_matches_any_current_room():
    """RULINGS 10: Ube flipped matches a Clue Current Room and becomes the Current Room."""
    s = escape(current=clue("Clock", 2), options=NORMAL)
    after = flip(s, UBE)
    assert after.current == UBE
    assert after.path == (clue("Clock", 2),)


def test_any_clue_matches_ube_as_current_room():
    """RULINGS 10: with Ube as the Current Room every Clue matches; Ube goes to the Path."""
    s = escape(current=UBE, options=NORMAL)
    after = flip(s, clue("Chair", 3))
    assert after.current == clue("Chair", 3)
    assert after.path == (UBE,)
    assert after.candles == 3


def test_ube_never_counts_as_a_clue():
    """RULINGS 10/12: 15 Clues plus Ube face-up is not a win."""
    s = escape(current=clue("Lamp", 1), path=all_but(clue("Lamp", 1), clue("Lamp", 2)), options=NORMAL)
    after = flip(s, UBE)
    assert after.phase == ESCAPE
    assert after.result == ""


def test_dead_end_example_three_clocks():
    """Rulebook example: all other Clocks, 3s and Ube in the Path make 3 Clocks a Dead End."""
    path = [clue("Clock", 1), clue("Clock", 2), clue("Lamp", 3), clue("Chair", 3), clue("Wardrobe", 3), UBE]
    s = escape(current=clue("Clock", 4), path=path, options=NORMAL)
    after = flip(s, clue("Clock", 3))
    assert after.current == EMPTY
    assert after.path[-2:] == (clue("Clock", 4), clue("Clock", 3))
    assert after.candles == 1
    assert clue("Clock", 3) not in after.grid


def test_no_dead_end_while_ube_is_in_the_house():
    """Rulebook note: with Ube still in the House there is no Dead End."""
    path = [clue("Clock", 1), clue("Clock", 2), clue("Lamp", 3), clue("Chair", 3), clue("Wardrobe", 3)]
    s = escape(current=clue("Clock", 4), path=path, options=NORMAL)
    after = flip(s, clue("Clock", 3))
    assert after.current == clue("Clock", 3)
    assert after.candles == 3


def test_dead_end_on_first_room_of_a_phase():
    """RULINGS 11: a first Current Room that nothing can follow is a Dead End at once."""
    path = [clue("Clock", 1), clue("Clock", 2), clue("Clock", 4), clue("Lamp", 3), clue("Chair", 3)]
    path += [clue("Wardrobe", 3), UBE]
    s = escape(path=path, options=NORMAL)
    after = flip(s, clue("Clock", 3))
    assert after.current == EMPTY
    assert after.path[-1] == clue("Clock", 3)
    assert after.candles == 1


def test_after_dead_end_next_clue_starts_a_new_room():
    """RULINGS 8: after a Dead End the next Clue flipped becomes the Current Room without a match."""
    path = [clue("Clock", 1), clue("Clock", 2), clue("Lamp", 3), clue("Chair", 3), clue("Wardrobe", 3), UBE]
    s = flip(escape(current=clue("Clock", 4), path=path, options=NORMAL), clue("Clock", 3))
    after = flip(s, clue("Lamp", 1))
    assert after.current == clue("Lamp", 1)
    assert after.candles == 1


def test_dead_end_with_last_candles_ends_round():
    """A Dead End that puts out the last candles ends the round."""
    path = [clue("Clock", 1), clue("Clock", 2), clue("Lamp", 3), clue("Chair", 3), clue("Wardrobe", 3), UBE]
    s = escape(current=clue("Clock", 4), path=path, candles=2, options=NORMAL)
    after = flip(s, clue("Clock", 3))
    assert after.round == 2
    assert after.phase == SCOUTING
    assert clue("Clock", 3) in after.path


def test_round_two_last_candle_example():
    """Rulebook example: round 2, 4 Clocks flipped on 2 Lamps with the last candle ends the round."""
    s = escape(current=clue("Lamp", 2), round=2, candles=1, path=[clue("Chair", 1)], options=NORMAL)
    after = flip(s, clue("Clock", 4))
    assert after.round == 3
    assert after.phase == SCOUTING
    assert after.candles == 3
    assert after.path == (clue("Chair", 1),)
    hidden = set(after.deck) | {c for h in after.hands for c in h}
    assert {clue("Clock", 4), clue("Lamp", 2)} <= hidden


def test_end_of_round_on_hard():
    """End of Round on Hard: cards and Ube return, 2 Ghosts join, 3 candles again, Scouting deals."""
    s = escape(current=clue("Lamp", 2), path=[clue("Lamp", 1), UBE], candles=1, options={"difficulty": "hard"})
    house = len(face_down(s)) + 1
    after = flip(s, 18)
    assert (after.round, after.phase, after.candles) == (2, SCOUTING, 3)
    assert after.path == (clue("Lamp", 1),)
    assert len(after.ghosts) == 3
    dealt = [c for h in after.hands for c in h]
    assert len(after.deck) + len(dealt) == house + 1 + 2
    assert set(s.ghosts[:2]) <= set(after.deck) | set(dealt)
    assert UBE in set(after.deck) | set(dealt)


def test_end_of_round_on_easy_adds_one_ghost():
    """End of Round on Easy adds 1 White Lady from the Ghost deck."""
    s = escape(current=clue("Lamp", 2), candles=1)
    after = flip(s, 16)
    assert len(after.ghosts) == 4
    assert after.candles == 4


def test_loss_after_round_three():
    """The game is lost when the third Escape Phase ends."""
    s = escape(current=clue("Lamp", 2), round=3, candles=1, options=NORMAL)
    after = flip(s, clue("Clock", 4))
    assert (after.phase, after.result) == (OVER, LOSS)
    assert GAME.outcome(after).winners == frozenset()


def test_win_when_last_clue_matches():
    """RULINGS 12: the game is won the moment all 16 Clues are face-up."""
    s = escape(current=clue("Lamp", 1), path=all_but(clue("Lamp", 1), clue("Lamp", 2)), options=NORMAL)
    after = flip(s, clue("Lamp", 2))
    assert (after.phase, after.result) == (OVER, WIN)
    assert GAME.outcome(after).winners == frozenset({0})


def test_win_when_last_clue_starts_a_room():
    """RULINGS 12: the last Clue flipped as the first room of a phase wins too."""
    s = escape(path=all_but(clue("Clock", 3)), options=NORMAL)
    after = flip(s, clue("Clock", 3))
    assert after.result == WIN


def _game_end_example(players: int = 2):
    grid = [clue("Lamp", 1), UBE, 16, 17, 18, 19, 20, clue("Lamp", 4)]
    path = all_but(clue("Lamp", 1), clue("Lamp", 4))
    return escape(grid=grid, current=clue("Lamp", 4), path=path, round=3, candles=1, players=players, options=NORMAL)


def test_game_end_example_final_clue_wins():
    """Game End Example: revealing the final Clue wins for everyone."""
    after = flip(_game_end_example(), clue("Lamp", 1))
    assert after.result == WIN
    assert GAME.outcome(after).winners == frozenset({0, 1})


def test_game_end_example_white_lady_loses():
    """Game End Example: revealing a White Lady puts out the last candle and the game is lost."""
    after = flip(_game_end_example(), 19)
    assert (after.result, after.candles) == (LOSS, 0)


def test_game_end_example_ube_passes_the_turn():
    """Game End Example: revealing Ube passes the turn, leaving victory or defeat for the next player."""
    after = flip(_game_end_example(), UBE)
    assert after.phase == ESCAPE
    assert after.key == 1
    assert after.current == UBE
    assert sorted(face_down(after)) == sorted([clue("Lamp", 1), 16, 17, 18, 19, 20])
    assert flip(after, clue("Lamp", 1)).result == WIN


def test_key_passes_left_after_each_flip():
    """The Key passes to the left after every flip."""
    s = escape(current=clue("Lamp", 1), players=3)
    s = flip(s, clue("Lamp", 2))
    assert s.key == 1
    s = flip(s, clue("Clock", 4))
    assert s.key == 2
    s = flip(s, 16)
    assert s.key == 0


def test_only_the_key_holder_may_flip():
    """Another seat may not flip during the Escape Phase."""
    s = escape(current=clue("Lamp", 1), players=3)
    with refused("Player 1"):
        GAME.apply(s, 1, f"f{cell_of(s, 16)}")


def test_current_room_cannot_be_flipped():
    """The face-up Current Room is not a legal flip."""
    s = escape(current=clue("Lamp", 1))
    with refused("Current Room"):
        GAME.apply(s, 0, f"f{cell_of(s, clue('Lamp', 1))}")


def test_empty_cell_cannot_be_flipped():
    """A cell whose card went to the Path is not a legal flip."""
    s = escape(current=clue("Lamp", 1))
    cell = cell_of(s, clue("Lamp", 1))
    s = flip(s, clue("Lamp", 2))
    with refused("Path"):
        GAME.apply(s, 0, f"f{cell}")


def test_sort_orders_face_down_cards_by_markings():
    """RULINGS 7: sort groups face-down cards by back markings; the Current Room stays put."""
    marks = {16: "ul.ur.c", 17: "ul", 0: "c"}
    s = escape(current=clue("Lamp", 4), marks=marks)
    after = GAME.apply(s, 0, "sort")
    masks = [bin(after.marks[c]).count("1") for c in face_down(after)]
    assert masks == sorted(masks)
    assert after.grid.index(clue("Lamp", 4)) == s.grid.index(clue("Lamp", 4))
    assert after.key == s.key
    assert "sort" not in GAME.legal_actions(after, 0)
