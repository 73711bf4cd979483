"""Rumble in the House bots: ``easy`` plays by rules of thumb, ``good`` searches re-dealt worlds.

Both see only their seat's view (the board, the scores, every scored rumble and their own two
characters) and their choices. Nobody's characters can be told from the board, so ``good`` re-deals
the others' pairs at random (``determinize``) for every simulated rumble, plays its candidate move
in that world and the rumble on to its end with :func:`~bot.games.rumble.bots_sim.policy` for every
seat, and keeps the move whose rumbles went best for its chance to win the game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from bot.bots.contract import Bots, Budget
from bot.games.base import Action, Choice
from bot.games.rumble.bots_sim import NOBODY, OUT, Move, Table, play_out, policy, preferred
from bot.games.rumble.determinize import determinize, inventory
from bot.i18n import msg
from bot.seeded import Random

WANDER = 0.1
"""Chance that a simulated player makes a random legal move instead of its rule of thumb."""
SAMPLES = 8
"""Simulations per candidate move a budget must allow for ``good`` to weigh every sensible move; with less it
weighs only the moves ``easy`` likes best."""
SPREAD = 4.0
"""Spread (standard deviation) of the difference of two players' points in one rumble, for the odds of a lead."""
CONVENTIONS = msg("rumble-bots-conventions")
"""How the bots play, shown with the rules (bot/locales/*/rumble.ftl)."""


def easy(view: Any, choices: Sequence[Choice], rng: Random, budget: Budget) -> Action:
    """Rules of thumb on the board as it is: fight someone else's character, else keep its own safe."""
    moves = _moves(choices)
    if len(moves) == 1:
        return next(iter(moves.values()))
    return moves[policy(_own_table(view), rng, 0.0)]


def _own_table(view: Any) -> Table:
    """The board as the seat knows it: its own characters and nobody else's."""
    owner = [view.seat if c in view.my_characters else NOBODY for c in range(len(view.character_names))]
    return Table.from_view(view, owner)


def good(view: Any, choices: Sequence[Choice], rng: Random, budget: Budget) -> Action:
    """The move whose simulated rumbles, in worlds re-dealt from the view, best served the seat's chance to win.

    Sequential halving: every candidate is played in the same re-dealt worlds with the same dice
    (common random numbers, so two moves are compared on equal luck), the better half is kept and
    tried again on fresh worlds (its totals keep the earlier ones: every move left met the same worlds),
    until one is left or the budget is spent. A small budget weighs only the moves ``easy`` likes
    best; with too little to try each of those once it plays like ``easy``.
    """
    moves = _moves(choices)
    candidates = _sensible(view, list(moves))
    if budget.iterations < SAMPLES * len(candidates):  # too little to weigh them all: weigh easy's favourites
        candidates = [m for m in preferred(_own_table(view)) if m in moves]
    if len(candidates) == 1:
        return moves[candidates[0]]
    if budget.iterations < len(candidates):  # too little to try each once: play by the rules of thumb
        return easy(view, choices, rng, budget)
    base = Table.from_view(view, [NOBODY] * len(view.character_names))
    totals = dict.fromkeys(candidates, 0.0)
    rounds = math.ceil(math.log2(len(candidates)))
    left = budget.iterations
    over = budget.clock()
    while len(candidates) > 1 and left > 0:
        per = max(1, budget.iterations // (rounds * len(candidates)))
        tried = 0
        for _ in range(per):
            if (tried and over()) or left < len(candidates):
                break
            seed = rng.getrandbits(64)
            secrets = determinize(view, Random(seed)).secrets
            owner = _owners(view, secrets)
            for move in candidates:
                totals[move] += _simulate(view, base, owner, secrets, move, Random(seed + 1))
            tried += 1
            left -= len(candidates)
        if not tried:
            break
        candidates.sort(key=lambda m: -totals[m])
        candidates = candidates[: max(1, len(candidates) // 2)] if left > 0 else candidates[:1]
    return moves[candidates[0]]


def _sensible(view: Any, keys: list[Move]) -> list[Move]:
    """The moves worth trying: not knocking out or crowding one's own characters (unless nothing else is left)."""
    mine = set(view.my_characters)
    guarded = {room.index for room in view.rooms if mine & set(room.characters)}
    occupied = {room.index for room in view.rooms if room.characters}
    kept = [
        (c, room)
        for c, room in keys
        if not (c in mine and (room == OUT or room in occupied)) and not (c not in mine and room in guarded)
    ]
    return kept or keys


def _moves(choices: Sequence[Choice]) -> dict[Move, Action]:
    """Each choice by what it does: ``(character, room)`` for a move, ``(victim, OUT)`` for a fight."""
    out: dict[Move, Action] = {}
    for choice in choices:
        victim = choice.part("victim")
        if victim is not None:
            out[(int(victim), OUT)] = choice.action
        else:
            out[(int(choice.part("character") or 0), int(choice.part("room") or 0))] = choice.action
    return out


def _owners(view: Any, secrets: Sequence[Sequence[int]]) -> list[int]:
    """Who holds each character in a re-dealt world (NOBODY for the undealt and for seats that left)."""
    owner = [NOBODY] * len(view.character_names)
    for seat, pair in enumerate(secrets):
        if seat not in view.resigned:
            for c in pair:
                owner[c] = seat
    return owner


def _simulate(
    view: Any, base: Table, owner: list[int], secrets: Sequence[Sequence[int]], move: Move, rng: Random
) -> float:
    """Play ``move`` in a re-dealt world and the rumble on to its end; its worth to the seat."""
    table = base.copy(owner)
    if not table.play(move):
        play_out(table, rng, WANDER)
    return worth(view, table.points(secrets))


def worth(view: Any, points: Sequence[int]) -> float:
    """The seat's chance to win (0..1) once a rumble scores ``points``, judged from the totals and rumbles left.

    In the last rumble: its share of the win (1 alone, 1/2 shared by two, ...), else a little for each
    player outscored. Before it: the odds of staying ahead of each other player, a lead counting for
    less the more rumbles remain.
    """
    me = view.seat
    totals = [t + p for t, p in zip(view.totals, points, strict=True)]
    rivals = [p for p in range(view.players) if p != me and p not in view.resigned]
    left = view.rumbles - view.rumble
    if left <= 0:
        if all(totals[me] >= totals[p] for p in rivals):
            return 1.0 / (1 + sum(totals[me] == totals[p] for p in rivals))
        return 0.45 * sum(totals[me] > totals[p] for p in rivals) / max(len(rivals), 1)
    scale = SPREAD * math.sqrt(2 * left)
    odds = 1.0
    for p in rivals:
        odds *= 0.5 * (1.0 + math.erf((totals[me] - totals[p]) / scale))
    return odds


BOTS = Bots(levels={"easy": easy, "good": good}, determinize=determinize, conventions=CONVENTIONS, inventory=inventory)
"""Rumble's bots for its kit."""
