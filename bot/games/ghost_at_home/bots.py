"""Ghost at Home bots: ``easy`` (a one-ply judgement) and ``good`` (a better judgement, checked by simulated games).

Both read only their seat's view and choices, and answer the out-of-turn windows alike: a cat
from hand always defends, a ghost always stops an escape. On its turn ``easy`` plays the move
``bots_easy.score`` rates best: the most rooms that fit, else a ghost where it drives rooms out,
a cat or a light on its open top floor, or a discard of the cards that do not help the next floors.

``good`` plays by ``bots_easy.good_score``, tuned in simulated games against ``easy``: lights are
worth much more (they guard a floor and cycle two or three cards), a ghost that would drive out
no room much less, and when nothing better is on it discards its whole hand to dig for the rooms
it needs. Once a house is two rooms from escaping it also weighs the judgement's best few moves
in games simulated from re-dealt worlds (``determinize``, ``bots_sim``; every move in the same
worlds with the same dice) and leaves the judgement's choice only for a move that clearly wins
more often.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.bots.contract import Bots, Budget
from bot.games.base import Action, Choice
from bot.games.ghost_at_home.bots_board import Board, from_view
from bot.games.ghost_at_home.bots_easy import choose, good_score
from bot.games.ghost_at_home.bots_players import play_out
from bot.games.ghost_at_home.bots_sim import from_world, win_value
from bot.games.ghost_at_home.determinize import determinize, inventory
from bot.games.ghost_at_home.views import GhostView
from bot.i18n import msg
from bot.seeded import Random

PER_KIND = {"g": 2, "h": 2}
"""How many of the judgement's best moves of each kind (action head) the search weighs; other kinds: 1."""
MOST = 4
"""Moves weighed at most (the judgement's best first)."""
ENDGAME = 4
"""Rooms of the house closest to escaping from which the search weighs moves (before, the judgement alone)."""
MIN_GAMES = 16
"""Simulated games a move needs before it may replace the judgement's choice."""
MIN_GAIN = 0.08
"""The least mean gain in wins per game that replaces the judgement's choice..."""
SURE = 2.5
"""...and how many standard errors it must stand above zero."""
ROLLOUTS = 240
"""Simulated games per decision at most (``budget.iterations`` may ask for fewer)."""
PLIES = 300
"""Turns a simulated game is played on before it is judged by rooms (far above a real game's length)."""

CONVENTIONS = msg("ghostathome-bots-conventions")
"""How the bots play, as ``/ghostathome rules`` says it."""


def easy(view: GhostView, choices: Sequence[Choice], rng: Random, budget: Budget) -> Action:
    """Easy: the best move by a one-ply judgement of the seat's board (``bots_easy``)."""
    return choose(from_view(view), [c.action for c in choices], rng)


def candidates(board: Board, actions: Sequence[str]) -> list[str]:
    """The good judgement's best few moves of each kind, best first, at most ``MOST``."""
    ranked = sorted(dict.fromkeys(actions), key=lambda a: -good_score(board, a))
    kept: list[str] = []
    taken: dict[str, int] = {}
    for a in ranked:
        head = a.split(".")[0]
        if taken.get(head, 0) < PER_KIND.get(head, 1):
            taken[head] = taken.get(head, 0) + 1
            kept.append(a)
    return kept[:MOST]


def good(view: GhostView, choices: Sequence[Choice], rng: Random, budget: Budget) -> Action:
    """Good: the good judgement's move, unless simulated games show another of its best moves clearly wins more."""
    actions = [c.action for c in choices]
    board = from_view(view)
    if len(actions) == 1 or board.window:
        return choose(board, actions, rng)
    moves = candidates(board, actions)
    if len(moves) == 1 or max(board.explored(q) for q in board.active) < ENDGAME:
        return moves[0]
    gains = weigh(view, board.me, moves, rng, budget)
    best = max(range(1, len(moves)), key=lambda i: gains[i].mean)
    return moves[best] if gains[best].clear() else moves[0]


@dataclass
class Gain:
    """What playing one move instead of the judgement's first choice gained, over simulated games."""

    total: float = 0.0
    squares: float = 0.0
    games: int = 0

    def add(self, value: float) -> None:
        """Count one game's gain (-1..1)."""
        self.total += value
        self.squares += value * value
        self.games += 1

    @property
    def mean(self) -> float:
        """The mean gain (0 before any game)."""
        return self.total / self.games if self.games else 0.0

    def clear(self) -> bool:
        """Whether the gain is large and sure enough to leave the judgement's choice."""
        n = self.games
        if n < MIN_GAMES:
            return False
        spread = max(self.squares / n - self.mean**2, 1e-9) ** 0.5
        return self.mean >= MIN_GAIN and self.mean * n**0.5 >= SURE * spread


def weigh(view: GhostView, me: int, moves: Sequence[str], rng: Random, budget: Budget) -> list[Gain]:
    """Each move's gain over ``moves[0]``: every re-dealt world plays each move and the game on, with the
    same dice (``budget.iterations`` simulated games at most, ``ROLLOUTS`` at most, within its time)."""
    parsed = [(a.split(".")[0], tuple(int(x) for x in a.split(".")[1:])) for a in moves]
    gains = [Gain() for _ in moves]
    over = budget.clock()
    worlds = min(budget.iterations, ROLLOUTS) // len(moves)
    for n in range(worlds):
        if n and over():
            break
        world = determinize(view, rng)
        dice = rng.getrandbits(32)
        values = []
        for move in parsed:
            sim = from_world(world)
            roll = Random(dice)
            sim.play(move, roll)
            values.append(win_value(play_out(sim, roll, PLIES, me), me, sim))
        for gain, value in zip(gains, values, strict=True):
            gain.add(value - values[0])
    return gains


BOTS = Bots(levels={"easy": easy, "good": good}, determinize=determinize, conventions=CONVENTIONS, inventory=inventory)
"""The kit's bots: both levels and the game's re-dealer."""
