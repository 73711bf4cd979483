"""Children bots: ``easy`` plays a few rules of thumb, ``good`` weighs every choice with finer judgement.

Both see only their seat's view (the mansion, the table, their own hand and what they remember lying
under rooms) and their choices; neither plays Free Action devices out of turn (interrupts are never
required). See :mod:`bots_easy` and :mod:`bots_good` for what each weighs.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.bots.contract import Bots, Budget
from bot.games.base import Action, Choice
from bot.games.children.bots_easy import easy_choice
from bot.games.children.bots_good import SHED, GoodSense, good_score
from bot.games.children.bots_sense import sensible
from bot.games.children.determinize import determinize, inventory
from bot.games.children.views import ChildrenView
from bot.i18n import msg
from bot.seeded import Random

CONVENTIONS = msg("children-bots-conventions")
"""How the bots play, as ``/children rules`` says it."""


def easy(view: ChildrenView, choices: Sequence[Choice], rng: Random, budget: Budget) -> Action:
    """A few rules of thumb on the view as it is (:mod:`bots_easy`)."""
    return easy_choice(view, choices, rng)


def good(view: ChildrenView, choices: Sequence[Choice], rng: Random, budget: Budget) -> Action:
    """The choice the good judgement (:mod:`bots_good`) likes best; ties broken by ``rng``."""
    actions = list(dict.fromkeys(c.action for c in choices))
    if len(actions) == 1:
        return actions[0]
    sense = GoodSense(view)
    scored = [(good_score(sense, a), rng.random(), a) for a in sensible(sense, actions, shed=SHED)]
    return max(scored)[2]


BOTS = Bots(
    levels={"easy": easy, "good": good},
    determinize=determinize,
    conventions=CONVENTIONS,
    inventory=inventory,
)
