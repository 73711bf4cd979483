"""The reveal of a finished game (``Game.reveal``): every goal tile, who saw it, the result and the score."""

from __future__ import annotations

import random
import re

import pytest

from bot.games.base import SEAT, seat_name
from bot.games.quiet_house import GAME, QuietHouseState, Status
from bot.games.quiet_house.board import square_name
from bot.games.quiet_house.data import STATUES
from bot.games.quiet_house.words import statue
from bot.i18n import say

EXAMPLE = {"mouse": "E2", "candlestick": "C3", "monkey": "A4", "mirror": "B5", "rook": "D6"}
# Monkey and Mirror trade places: the top and right tiles still hold, the bottom and left ones do not.
HALF = dict(EXAMPLE, monkey="B5", mirror="A4")
LIMIT = 1500


def _lost(make, **kw) -> QuietHouseState:
    """A game lost on the last Time Card: the Monkey swaps with the Candlestick, leaving 4 of the 8 tiles met."""
    s = make(HALF, target=EXAMPLE, drawn=25, **kw)
    return GAME.apply(s, 0, "monkey.C3")


def _won(make, drawn: int = 7, **kw) -> QuietHouseState:
    """A game won by the first seat's declaration on Time Card number ``drawn``."""
    return GAME.apply(make(EXAMPLE, target=EXAMPLE, drawn=drawn, **kw), 0, "declare")


def revealed(s: QuietHouseState) -> str:
    """The reveal of ``s``, said in English."""
    return say(GAME.reveal(s))


def _tile_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if re.match(r"(Top|Right|Bottom|Left) wall", line)]


def _finished_games() -> list[QuietHouseState]:
    """The last states of seeded games at every player count: wins, losses and a resignation."""
    found = []
    for players in (2, 3, 4):
        for seed in range(4):
            rng = random.Random(f"reveal:{players}:{seed}")
            options = {"variant1": seed == 1, "variant2": seed >= 2, "rook": "advanced" if seed == 3 else "basic"}
            s = GAME.new_game(players, seed, options)
            while s.status is Status.PLAYING:
                if seed == 0 and s.drawn == 9:
                    s = GAME.resign(s, 1)
                    break
                legal = list(GAME.legal_actions(s, s.turn))
                action = "declare" if "declare" in legal else GAME.default_action(s, s.turn)
                s = GAME.apply(s, s.turn, action if rng.random() < 0.7 else rng.choice(legal))
            found.append(s)
    return found


@pytest.fixture(scope="module")
def finished() -> list[QuietHouseState]:
    """Finished seeded games, played once for the module."""
    return _finished_games()


def test_reveal_is_empty_while_the_game_runs(make):
    """A running game reveals nothing, before and after moves and a failed declaration."""
    s = make(HALF, target=EXAMPLE)
    assert revealed(s) == ""
    s = GAME.apply(s, 0, "declare")
    assert s.status is Status.PLAYING and revealed(s) == ""
    s = GAME.apply(s, 1, GAME.default_action(s, 1))
    assert revealed(s) == ""


def test_the_sweep_reaches_wins_losses_and_a_resignation(finished):
    """The seeded games end in all three ways, so the checks below see each."""
    assert {s.status for s in finished} == {Status.WON, Status.LOST}
    assert any(s.resigned >= 0 for s in finished)


def test_reveal_gives_one_line_per_goal_tile_with_its_statue(make):
    """All eight tiles are named, one per line, each with the statue it shows."""
    s = _lost(make)
    lines = _tile_lines(revealed(s))
    assert len(lines) == 8
    for line, tile in zip(lines, GAME.view(s, None).goal_tiles, strict=True):
        assert line.startswith(f"{tile.wall.capitalize()} wall, {tile.shade} tile: the {say(tile.statue or '')} ")


def test_reveal_says_where_each_statue_had_to_be(make):
    """Each tile line says how close to the tile's wall its statue had to stand."""
    s = _lost(make, variant2=True)
    lines = _tile_lines(revealed(s))
    for line, tile in zip(lines, GAME.view(s, None).goal_tiles, strict=True):
        closeness = {1: "closest", 2: "2nd closest", 4: "4th closest"}[tile.rank]
        assert f"the {say(tile.statue or '')} had to be {closeness} " in line


def test_reveal_says_which_tiles_were_met(make):
    """Met tiles say so; missed ones say which statue stood there instead."""
    s = _lost(make)
    lines = _tile_lines(revealed(s))
    for line, tile in zip(lines, GAME.view(s, None).goal_tiles, strict=True):
        if tile.holds:
            assert line.endswith("✓ met.")
        else:
            assert "✗ missed" in line and re.search(r"the (Rook|Candlestick|Monkey|Mouse|Mirror) was", line)
    assert "4 of the 8 goal tiles were met" in revealed(s)


def test_reveal_says_which_seat_saw_which_walls(make):
    """Each seat gets a line with its corner, the two walls it saw and how many of its tiles were met."""
    text = revealed(_lost(make, players=3))
    assert f"{seat_name(0)} (bottom-left corner) saw the top and right walls: 3 of 4 met." in text
    assert f"{seat_name(1)} (top-left corner) saw the right and bottom walls: 3 of 4 met." in text
    assert f"{seat_name(2)} (top-right corner) saw the bottom and left walls: 1 of 4 met." in text


def test_reveal_gives_the_layout_the_tiles_were_dealt_from(make):
    """The hidden target layout is shown, every statue on its square."""
    s = _lost(make)
    text = revealed(s)
    squares = ", ".join(f"{say(statue(n))} {square_name(sq)}" for n, sq in zip(STATUES, s.target, strict=True))
    assert squares in text


def test_reveal_of_a_loss_says_why_and_scores_nothing(make):
    """An empty Time Deck is a loss with no points and no score-table entry."""
    text = revealed(_lost(make))
    first = text.splitlines()[0]
    assert first.startswith("The ghosts lost") and "Time Deck ran out" in first and "no points" in first
    assert "Score table: nothing is recorded for a loss" in text


def test_reveal_of_a_resignation_names_who_left(make):
    """A player leaving ends the game; the reveal says who left and after how many Time Cards."""
    s = GAME.resign(make(HALF, target=EXAMPLE, drawn=9, players=3), 2)
    first = revealed(s).splitlines()[0]
    assert f"{seat_name(2)} left the house" in first and "9 of 25 Time Cards" in first


def test_reveal_of_a_win_explains_the_score(make):
    """A win says its points come from the last Time Card's stack."""
    first = revealed(_won(make, drawn=7)).splitlines()[0]
    assert first.startswith("The ghosts won with 4 points")
    assert "Time Card 7 of 25" in first and "4-point stack" in first


def test_reveal_of_a_win_adds_the_variant_points(make):
    """Each variant adds a point, and the reveal says so."""
    first = revealed(_won(make, drawn=12, variant2=True)).splitlines()[0]
    assert first.startswith("The ghosts won with 4 points") and "3-point stack" in first and "+1 for variant 2" in first


def test_reveal_of_a_win_says_when_the_score_is_capped(make):
    """A score over 5 is capped, and the reveal says so."""
    first = revealed(_won(make, drawn=1, variant1=True, variant2=True)).splitlines()[0]
    assert first.startswith("The ghosts won with 5 points") and "+2 for variants 1 and 2" in first
    assert "capped at 5" in first


def test_reveal_places_a_win_in_the_score_table(make):
    """A win names its row of the rulebook's score table, marks its points and gives the score band."""
    text = revealed(_won(make, drawn=7, rook="advanced", monkey="advanced"))
    line = next(line for line in text.splitlines() if line.startswith("Score table:"))
    assert "advanced Rook and Monkey" in line and "right table, row 1" in line
    assert "X X X X ·" in line and "4–5 points" in line


def test_reveal_of_a_standard_win_is_the_first_row(make):
    """The standard sides are the first row of the left table."""
    text = revealed(_won(make, drawn=23))
    line = next(line for line in text.splitlines() if line.startswith("Score table:"))
    assert "the standard sides" in line and "left table, row 1" in line and "X · · · ·" in line
    assert "1 point" in line


def test_reveal_is_complete_for_every_finished_game(finished):
    """Every finished game reveals its result, eight tile lines, a line per seat, the layout and the score table."""
    for s in finished:
        text = revealed(s)
        lines = text.splitlines()
        assert lines[0].startswith(("The ghosts won", "The ghosts lost"))
        assert len(_tile_lines(text)) == 8
        for seat in range(s.players):
            assert any(line.startswith(f"{seat_name(seat)} (") for line in lines)
        assert any(line.startswith("The tiles were dealt from") for line in lines)
        assert lines[-1].startswith("Score table:")


def test_reveal_is_short_with_one_item_per_line(finished):
    """At most 1,500 characters, no empty line, each line at most 200 characters."""
    for s in finished:
        text = revealed(s)
        assert 0 < len(text) <= LIMIT
        assert all(0 < len(line) <= 200 for line in text.splitlines())


def test_reveal_names_only_the_games_seats(finished):
    """Seats are named by ``seat_name`` and only seats of the game are named."""
    for s in finished:
        seats = {int(n) - 1 for n in SEAT.findall(revealed(s))}
        assert seats <= set(range(s.players))
