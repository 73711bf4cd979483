"""Rumble bots: never absurd, blind to what their seat may not know, they finish games and beat chance."""

from __future__ import annotations

import itertools
import random

import pytest

from bot.bots.arena import play_table, random_player, seat_bot
from bot.bots.contract import Budget
from bot.games.rumble import GAME, RumbleState
from bot.games.rumble.bots import BOTS, _moves
from bot.games.rumble.bots_sim import NOBODY, OUT, Table
from bot.games.rumble.determinize import determinize

TINY = Budget(iterations=4, seconds=0)
"""``good`` searches only positions of a few moves, else plays by ``easy``'s rules of thumb (for long tables)."""
SEARCH = Budget(iterations=24, seconds=0)
"""Enough simulations for ``good`` to weigh easy's favourite moves, with no clock: decisions are pure functions."""
DEEP = Budget(iterations=200, seconds=0)
"""Enough for ``good`` to weigh every sensible move in most positions."""
LEVELS = sorted(BOTS.levels)
NINJA, APE, PENGUIN, CAT, KID = 0, 1, 2, 3, 4
HALL, PARLOR, CRYPT = 5, 6, 11


def decide(level: str, s: RumbleState, seat: int, seed: int = 0, budget: Budget = SEARCH) -> str:
    """The level's move for ``seat`` from its view and choices only."""
    return BOTS.decide(level, GAME.view(s, seat), GAME.choices(s, seat), random.Random(seed), budget)


def scenario(positions: dict[int, int], secrets: tuple[tuple[int, int], ...], turn: int = 0) -> RumbleState:
    """A rumble where the listed characters stand in the listed rooms and the others are out (in id order)."""
    out = [c for c in range(12) if c not in positions]
    return GAME.new_game(
        len(secrets),
        1,
        {},
        {
            "positions": [positions.get(c, OUT) for c in range(12)],
            "exits": out,
            "secrets": secrets,
            "turn": turn,
        },
    )


def played(players: int, seed: int) -> list[tuple[RumbleState, int]]:
    """Every state of a seeded random game with the seat on turn."""
    rng = random.Random(f"bots:{players}:{seed}")
    s = GAME.new_game(players, seed, {"layout": ("classic", "manor", "ring")[seed % 3]})
    found = []
    while not s.finished:
        found.append((s, s.turn))
        s = GAME.apply(s, s.turn, rng.choice(list(GAME.legal_actions(s, s.turn))))
    return found


BUDGETS = pytest.mark.parametrize(("level", "budget"), [("easy", SEARCH), ("good", SEARCH), ("good", DEEP)])


@BUDGETS
def test_a_bot_takes_the_win_on_the_table(level: str, budget: Budget) -> None:
    """With its Ninja and the Ape the last two, together in the Hall, the bot knocks out the Ape (10 points)."""
    s = scenario({NINJA: HALL, APE: HALL}, ((NINJA, PENGUIN), (APE, CAT), (KID, CRYPT)))
    assert decide(level, s, 0, budget=budget) == "f1"


@BUDGETS
def test_a_bot_rescues_its_character_from_a_crowd(level: str, budget: Budget) -> None:
    """Its Ninja shares the Hall with the Ape while a fight is on elsewhere: the bot knocks out the Ape."""
    s = scenario(
        {NINJA: HALL, APE: HALL, PENGUIN: CRYPT, CAT: CRYPT, KID: 0}, ((NINJA, 7), (APE, 8), (PENGUIN, 9)), turn=0
    )
    assert [decide(level, s, 0, seed, budget) for seed in range(3)] == ["f1"] * 3


@BUDGETS
def test_a_bot_never_knocks_out_or_crowds_its_own_character_when_it_need_not(level: str, budget: Budget) -> None:
    """In random games: no fight on its own character, no walk of it into a crowd, while it has another move."""
    checked = 0
    for i, (s, seat) in enumerate(played(4, 1)[::3] + played(3, 2)[::3]):
        mine = set(s.secrets[seat])
        moves = {action: move for move, action in _moves(GAME.choices(s, seat)).items()}
        occupied = {room for room in s.positions if room != OUT}

        def harmless(move: tuple[int, int], mine: set[int] = mine, occupied: set[int] = occupied) -> bool:
            return move[0] not in mine or (move[1] != OUT and move[1] not in occupied)

        if not all(harmless(m) for m in moves.values()) and any(harmless(m) for m in moves.values()):
            assert harmless(moves[decide(level, s, seat, i, budget)])
            checked += 1
    assert checked > 20


def test_easy_never_lets_a_fight_on_someone_else_pass() -> None:
    """Whenever a fight could knock out a character that is not its own, easy fights (and spares its own)."""
    checked = 0
    for i, (s, seat) in enumerate(played(5, 3)):
        mine = set(s.secrets[seat])
        moves = _moves(GAME.choices(s, seat))
        if any(room == OUT and c not in mine for c, room in moves):
            victim = int(decide("easy", s, seat, i).removeprefix("f"))
            assert victim not in mine and (victim, OUT) in moves
            checked += 1
    assert checked > 10


def test_the_simulated_rules_are_the_engines() -> None:
    """The search's fast board offers exactly the engine's moves and follows it move for move, anti-stall included."""
    for players, seed in ((3, 3), (4, 4), (5, 5), (6, 6)):
        states = played(players, seed)
        table = Table.from_view(GAME.view(*states[0]), [NOBODY] * 12)
        for (s, seat), (after, _) in itertools.pairwise(states):
            moves = _moves(GAME.choices(s, seat))
            fights, walks = table.legal()
            assert {(c, OUT) for c in fights} | set(walks) == set(moves)
            if after.rumble != s.rumble:
                table = Table.from_view(GAME.view(after, after.turn), [NOBODY] * 12)
                continue
            action = next(a for a in GAME.legal_actions(s, seat) if GAME.apply(s, seat, a) == after)
            assert not table.play(next(m for m, a in moves.items() if a == action))
            expected = (list(after.positions), after.turn, GAME.stalled(after))
            assert (table.positions, table.turn, table.stalled) == expected


@pytest.mark.parametrize(
    ("level", "budget", "count"), [("easy", SEARCH, 500), ("good", SEARCH, 500), ("good", DEEP, 40)]
)
def test_a_decision_ignores_what_the_seat_may_not_know(level: str, budget: Budget, count: int) -> None:
    """The same move from the real state and from a re-deal of the seat's view (same rng seed), 500 times a level."""
    situations: list[tuple[RumbleState, int]] = []
    seed = 0
    while len(situations) < count:
        situations += played(3 + seed % 4, 100 + seed)[:: 5 if count > 100 else 40]
        seed += 1
    rng = random.Random(7)
    redealt = 0
    for i, (s, seat) in enumerate(situations[:count]):
        twin = determinize(GAME.view(s, seat), rng)
        redealt += twin.secrets != s.secrets
        assert decide(level, s, seat, i, budget) == decide(level, twin, seat, i, budget)
    assert redealt >= 0.95 * count


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("level", LEVELS)
def test_bot_tables_finish(level: str, players: int) -> None:
    """All-bot tables of every size finish 50 seeds within ten times a game's length (about 130 plies)."""
    bots = [seat_bot(GAME, BOTS.levels[level], TINY)] * players
    for seed in range(50):
        assert play_table(GAME, bots, seed, max_plies=1300).outcome.winners


def test_a_good_bot_wins_where_a_random_player_would_not() -> None:
    """Good wins at least 14 of 18 three-player games against random players; a random seat wins 1 in 3 (6 ± 2)."""
    wins = 0
    for seed in range(18):
        players = [random_player(GAME)] * 3
        players[seed % 3] = seat_bot(GAME, BOTS.levels["good"], SEARCH)
        wins += seed % 3 in play_table(GAME, players, 900 + seed).outcome.winners
    assert wins >= 14
