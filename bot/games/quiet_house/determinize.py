"""Quiet House's re-dealer: a full state from one seat's view, the hidden goal re-dealt.

What a seat may not know: the goal tiles on the walls it does not see (the hidden target layout
they come from) and the order of the Time Cards not yet flipped (each stack shows its score on its
back, so those cards are shuffled within their own stack). Everything else is on the board or was
seen by everybody: the statues, the cards flipped so far (``drawn_cards``), the latest declaration
and its paddles. The new goal is drawn among the orders the seat cannot rule out
(:func:`~bot.games.quiet_house.bots_orders.hypotheses`), never copied from anywhere, and the seed of
chance still to come is drawn afresh. The bots and the contract suite share this one re-dealer.
"""

from __future__ import annotations

from collections.abc import Hashable

from bot.games.quiet_house.board import layout_problem, red_dots
from bot.games.quiet_house.bots_orders import hypotheses, layout_of, rules_of, sample, target_for
from bot.games.quiet_house.data import DECK_SIZE, SIDED, STATUES
from bot.games.quiet_house.goals import goals_from_layout
from bot.games.quiet_house.model import NOBODY, SCHEMA, QuietHouseState, QuietHouseView, Status
from bot.seeded import Random

SEEDS = 2**31
"""Range of the fresh seed a re-deal draws (the seed only decides chance still to come)."""


def determinize(view: QuietHouseView, rng: Random) -> QuietHouseState:
    """A state whose view for ``view.seat`` is ``view``: the unseen goal tiles and the unflipped cards re-dealt."""
    rules = rules_of(view)
    target = target_for(sample(hypotheses(view), rng), rules, rng)
    sides = {s.key: s for s in view.statues}
    drawn = DECK_SIZE - view.cards_left
    turn = view.turn if view.turn is not None else view.last_seat
    return QuietHouseState(
        schema=SCHEMA,
        seed=rng.randrange(SEEDS),
        players=view.players,
        advanced=tuple(name for name in SIDED if sides[name].side == "advanced"),
        random_sides=tuple(name for name in SIDED if sides[name].random_side),
        variants=tuple(view.variants),
        layout=layout_of(view),
        target=target,
        goals=goals_from_layout(target, 2 in view.variants),
        deck=_deck(view.drawn_cards, rng),
        drawn=drawn,
        turn=turn if turn is not None else 0,
        status=Status(view.status),
        resigned=NOBODY if view.resigned is None else view.resigned,
        declarer=NOBODY if view.declarer is None else view.declarer,
        paddles=tuple(view.paddles),
        last_seat=NOBODY if view.last_seat is None else view.last_seat,
        last_action=view.last_action,
    )


def _deck(flipped: tuple[str, ...], rng: Random) -> tuple[str, ...]:
    """The cards flipped so far, then the rest of each stack of five in a random order."""
    deck = list(flipped)
    per = len(STATUES)
    for start in range(0, DECK_SIZE, per):
        stack = flipped[start : start + per]
        rest = [name for name in STATUES if name not in stack]
        rng.shuffle(rest)
        deck.extend(rest)
    return tuple(deck)


def inventory(s: QuietHouseState) -> Hashable:
    """What a re-deal keeps: the cards flipped, the cards of every stack, tiles taken from a legal target."""
    per = len(STATUES)
    stacks = tuple(tuple(sorted(s.deck[i : i + per])) for i in range(0, DECK_SIZE, per))
    consistent = goals_from_layout(s.target, 2 in s.variants) == s.goals
    legal = layout_problem(s.target, red_dots("mouse" in s.advanced)) is None
    return s.deck[: s.drawn], stacks, consistent, legal
