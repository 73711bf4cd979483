"""``python -m bot.bench bots``: what it plays, how it counts, and that a random player fails its bars."""

from __future__ import annotations

from bot.bench.strength import (
    EASY,
    GOOD,
    RANDOM,
    SEEING,
    KindReport,
    Match,
    Played,
    Tally,
    main,
    matches,
    rotated,
    tally,
)
from bot.registry import KITS


def test_competitive_runs_play_good_against_random_at_every_count_and_against_easy():
    """Rumble's run has a good-vs-random figure per player count and one good-vs-easy figure."""
    labels = {label for label, _ in matches("rumble", 2, seed=1)}
    game = KITS["rumble"].game
    assert labels == {f"random|{k}" for k in range(game.min_players, game.max_players + 1)} | {"easy|3"}


def test_cooperative_runs_play_every_team_under_every_rule_set():
    """Quiet House's run plays good, easy, random and all-seeing teams for every rule set and count."""
    kit = KITS["quiethouse"]
    assert kit.bots is not None
    found = matches("quiethouse", 1, seed=1)
    teams = {label.split("|")[2] for label, _ in found}
    rules = {label.split("|")[0] for label, _ in found}
    assert teams == {GOOD, EASY, RANDOM, SEEING}
    assert rules == {label for label, _ in kit.bots.measure}
    assert all(len(set(m.roles)) == 1 for _, m in found)


def test_seats_rotate_with_the_seed():
    """Every role plays every seat over consecutive seeds."""
    roles = (GOOD, EASY, RANDOM)
    assert {rotated(roles, s).index(GOOD) for s in range(3)} == {0, 1, 2}


def _played(roles: tuple[str, ...], winners: set[int], scores: tuple[int, ...]) -> Played:
    return Played(Match("rumble", roles, 1), frozenset(winners), scores, 10)


def test_a_good_bot_beating_easy_counts_one_a_tie_half():
    """Good placed above easy counts 1, level with it 1/2, below it 0."""
    roles = (EASY, GOOD, RANDOM)
    assert tally("easy|3", _played(roles, {1}, (3, 5, 1))) == 1.0
    assert tally("easy|3", _played(roles, {2}, (4, 4, 9))) == 0.5
    assert tally("easy|3", _played(roles, {0}, (5, 3, 1))) == 0.0


def test_a_random_player_fails_the_bars():
    """A "good" bot winning a fair share against random players, and half its games against easy, fails."""
    fair = KindReport(
        "rumble",
        {"random|3": Tally(400, 400 / 3), "easy|3": Tally(400, 200)},
        {},
        1.0,
    )
    lines, ok = fair.lines()
    assert not ok
    assert sum("FAIL" in line for line in lines) == 2


def test_a_strong_bot_passes_the_bars():
    """Wins of 1/k + 30 points against random and 70% against easy pass."""
    strong = KindReport("rumble", {"random|3": Tally(400, 400 * (1 / 3 + 0.3)), "easy|3": Tally(400, 280)}, {}, 1.0)
    assert strong.lines()[1]


def test_the_command_runs_a_short_measurement(capsys):
    """A two-game run of one kind prints its figures and decision times."""
    assert main(["--kind", "rumble", "--games", "1", "--workers", "1", "--think", "0.02"]) == 0
    out = capsys.readouterr().out
    assert "good vs random, 3 players" in out and "good decision CPU" in out
