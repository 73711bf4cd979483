"""Quiet House bot players: silent ghosts that speak only through their moves and declarations.

Both levels see only their seat's view (the board, the Time Card, the cards flipped, their own four
tiles, the latest declaration and its paddles) and their choices. Paddle reactions between
declarations are not moves, so a bot never raises one; its paddle only answers declarations, by itself.

A bot reasons over *goals*, the (row order, column order) pairs its own tiles leave possible
(:mod:`~bot.games.quiet_house.bots_orders`). ``easy`` looks one move ahead; ``good`` also reads the
board as the others' wishes (a goal under which the others' tiles hold on the board as it stands is
more likely: they have been moving towards them) and looks a few team moves past its own, judging
each goal by the distance of :func:`~bot.games.quiet_house.bots_moves.dim_distance`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.bots.contract import Bots, Budget
from bot.games.base import Action, Choice
from bot.games.quiet_house.board import Layout, parse_square
from bot.games.quiet_house.bots_moves import any_card_layouts, apply_move, dim_distance
from bot.games.quiet_house.bots_orders import (
    DECLARE,
    KEY_OF_NAME,
    Hypothesis,
    Order,
    hypotheses,
    known_places,
    layout_of,
    orders_of,
    seat_places,
)
from bot.games.quiet_house.data import STATUES
from bot.games.quiet_house.determinize import determinize, inventory
from bot.i18n import msg
from bot.seeded import Random

CONVENTIONS = msg("quiethouse-bots-conventions")
"""How the bots play, as ``/quiethouse rules`` says it."""
LOOKAHEAD = 3
"""Team moves ``good`` looks at past its own, at most (any statue may move, the Mirror by any rule)."""
NODES = 50
"""Positions ``good`` may look at per iteration of its budget (the default budget looks two or three team
moves ahead on the basic sides, three on the advanced ones, where statues have fewer moves)."""
TRUST = 3.0
"""How much likelier ``good`` finds a goal for each tile of another seat it makes hold on the board as it is."""
LEAVE = 0.5
"""What moving the statue the previous player just moved costs ``good``, in moves of distance."""
NOW = 0.25
"""Weight of how near the goals are right after the move, beside how near the deepest look finds them
(so a move that meets the bot's own tiles now is not traded for one that only keeps options open)."""
MET = 1.0
"""Below zero, the value of a goal met (a goal met sooner is worth one more per move to spare)."""
OFF = 0.05
"""Weight of how far its known statues stand from their places (four ranks at most each), beside the count
of its tiles that hold (``easy``): small enough that a tile kept always counts for more."""


def _outcomes(view: Any, choices: Sequence[Choice]) -> list[tuple[Action, Layout]]:
    """Each statue move of the choices with the layout it leaves."""
    layout = layout_of(view)
    card = STATUES.index(KEY_OF_NAME[view.time_card])
    advanced = _advanced(view)
    out: list[tuple[Action, Layout]] = []
    for c in choices:
        if c.action == DECLARE:
            continue
        parts = dict(c.parts)
        square = parse_square(parts["square"])
        assert square is not None
        out.append((c.action, apply_move(layout, (STATUES.index(parts["statue"]), square), card, advanced)))
    return out


def _advanced(view: Any) -> frozenset[str]:
    return frozenset(s.key for s in view.statues if s.side == "advanced")


def _best(scored: list[tuple[float, Action]], rng: Random) -> Action:
    """The action of the highest score, ties broken by ``rng``."""
    top = max(score for score, _ in scored)
    return rng.choice([a for score, a in scored if score >= top - 1e-9])


def easy(view: Any, choices: Sequence[Choice], rng: Random, budget: Budget) -> Action:
    """Declare when its tiles hold; else the move that makes most of its own tiles hold, nearest first."""
    if any(c.action == DECLARE for c in choices):
        return DECLARE
    known = known_places(view)
    scored: list[tuple[float, Action]] = []
    for action, layout in _outcomes(view, choices):
        orders = orders_of(layout)
        held = sum(orders[d][i] == statue for (d, i), statue in known)
        off = sum(abs(orders[d].index(statue) - i) for (d, i), statue in known)
        scored.append((held - OFF * off, action))
    return _best(scored, rng)


def good(view: Any, choices: Sequence[Choice], rng: Random, budget: Budget) -> Action:
    """Declare when its tiles hold; else the move from which the goals it finds likely are nearest.

    Each move is judged, for every goal still possible, by the fewest moves to it found within a
    few further team moves, weighed by how likely the goal is; moving the statue the previous
    player just moved costs a little (it is taken as that player's wish). The look goes one team
    move deeper at a time while the next depth fits the budget (``NODES`` positions per iteration,
    ``LOOKAHEAD`` at most) and its clock allows; the deepest finished look decides.
    """
    if any(c.action == DECLARE for c in choices):
        return DECLARE
    weighted = trusting(view, hypotheses(view))
    rows = sorted({h[0] for h, _ in weighted})
    cols = sorted({h[1] for h, _ in weighted})
    pairs = [(rows.index(h[0]), cols.index(h[1]), w) for h, w in weighted]
    total = sum(w for _, w in weighted)
    advanced = _advanced(view)
    outcomes = _outcomes(view, choices)
    moved = view.last_action.split(".")[0] if view.last_seat not in (None, view.seat) else ""
    branching = len(any_card_layouts(layout_of(view), advanced))
    over = budget.clock()
    depth, nodes = 0, len(outcomes)
    now = [-LEAVE if action.split(".")[0] == moved else 0.0 for action, _ in outcomes]
    while True:
        values = []
        for _, layout in outcomes:
            best = nearest(layout, rows, cols, advanced, depth)
            values.append(-sum(w * best[r][c] for r, c, w in pairs) / total)
        if depth == 0:
            now = [NOW * value + cost for value, cost in zip(values, now, strict=True)]
        nodes *= branching
        if depth >= LOOKAHEAD or nodes > budget.iterations * NODES or over():
            scored = [(a + b, action) for a, b, (action, _) in zip(values, now, outcomes, strict=True)]
            return _best(scored, rng)
        depth += 1


def trusting(view: Any, weighted: list[tuple[Hypothesis, int]]) -> list[tuple[Hypothesis, float]]:
    """The goals re-weighed on the reading that the others like what they see (their tiles tend to hold)."""
    here = orders_of(layout_of(view))
    others = [seat_places(view, p) for p in range(view.players) if p != view.seat]
    out: list[tuple[Hypothesis, float]] = []
    for hyp, w in weighted:
        held = sum(hyp[d][i] == here[d][i] for places in others for d, i in places)
        out.append((hyp, w * TRUST**held))
    return out


def nearest(
    layout: Layout, rows: list[Order], cols: list[Order], advanced: frozenset[str], depth: int
) -> list[list[float]]:
    """For each goal (row order ``i``, column order ``j``): how near the team can bring it in ``depth`` moves.

    The value is the distance left after ``depth`` more moves (any statue, the Mirror by any rule),
    the best line kept; a goal met on the way scores ``-MET`` or lower, the sooner the lower.
    """
    r_here = tuple(sq[0] for sq in layout)
    c_here = tuple(sq[1] for sq in layout)
    rd = [dim_distance(r_here, o) for o in rows]
    cd = [dim_distance(c_here, o) for o in cols]
    here = [[float(a + b) if a + b else -MET - depth for b in cd] for a in rd]
    if not depth:
        return here
    best = [[float("inf")] * len(cols) for _ in rows]
    for after_layout in any_card_layouts(layout, advanced):
        after = nearest(after_layout, rows, cols, advanced, depth - 1)
        for mine, line in zip(best, after, strict=True):
            for j, value in enumerate(line):
                if value < mine[j]:
                    mine[j] = value
    for mine, line in zip(best, here, strict=True):
        for j, value in enumerate(line):
            if value < 0:
                mine[j] = value
    return best


ADVANCED_SIDES = {"rook": "advanced", "candlestick": "advanced", "monkey": "advanced", "mouse": "advanced"}
"""Every Movement Rule card on its spider-web side (the Mouse's turns the board too)."""

BOTS = Bots(
    levels={"easy": easy, "good": good},
    determinize=determinize,
    conventions=CONVENTIONS,
    inventory=inventory,
    measure=(("basic sides", {}), ("advanced sides", ADVANCED_SIDES)),
)
"""Quiet House's bots: ``easy`` and ``good``, the re-dealer, the conventions and the rule sets measured."""
