"""The Purple House's bot players: marking conventions while scouting, reading the backs while escaping.

A bot sees only its view. While scouting that is its own dealt cards (fronts and backs) and items; in
the Escape Phase it is the public table: the backs, the Path and the Current Room. A bot does not
remember what it scouted, nor which cards were flipped and turned back face-down: it plays the Escape
Phase from the backs alone, and the team's memory is the marks it put on them (``CONVENTIONS``).

* ``easy`` marks White Ladies with its Centre X, makes its other modifications at random, and flips a
  random face-down card without a Centre X.
* ``good`` marks by every convention and flips the card most likely to match the Current Room, weighing a
  miss (1 candle) and a White Lady (2), from the beliefs of :mod:`bots_read`. Since it cannot remember a
  miss, it works down its list by the candles already out this round, so it never tries the same card
  twice for one room.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.bots.contract import Bots, Budget
from bot.games.base import Action, Choice
from bot.games.purple_house.bots_read import LADY, beliefs, matches, parse_clue, room_of
from bot.games.purple_house.data import CORNERS, DIFFICULTIES
from bot.games.purple_house.determinize import determinize, inventory
from bot.games.purple_house.views import HandCardView, PurpleHouseView
from bot.i18n import msg
from bot.seeded import Random

CONVENTIONS = msg("purplehouse-bots-conventions")
"""How the bots play, for their human partners (``/purplehouse rules`` and docs/bots/purple_house.md); its words
are in the catalogue."""

CENTRE_ON_UBE = 20
"""How good a Centre X on Ube is (below a White Lady's 100: only when nothing better is left)."""
MISS_WEIGHT = 0.5
"""How much a flip's expected candles lost (a miss 1, a White Lady 2) weighs against its chance to match."""


def easy(view: PurpleHouseView, choices: Sequence[Choice], rng: Random, budget: Budget) -> Action:
    """Mark a White Lady with a Centre X, else modify at random; flip a random card without a Centre X."""
    actions = [c.action for c in choices]
    if view.phase == "scouting":
        ladies = [a for a in actions if a[0] == "c" and _card(view, a).kind == "white_lady"]
        if ladies:
            return ladies[0]
        plain = [a for a in actions if a not in ("auto", "ready") and a[0] != "c"]
        return rng.choice(plain) if plain else actions[0]
    flips = [a for a in actions if a.startswith("f")]
    if not flips:
        return actions[0]
    marked = {f"f{c.cell}" for c in view.cells if "c" in c.marks}
    unmarked = [a for a in flips if a not in marked]
    return rng.choice(unmarked or flips)


def good(view: PurpleHouseView, choices: Sequence[Choice], rng: Random, budget: Budget) -> Action:
    """Mark by every convention while scouting; flip the best card by the backs, down the list by candles out."""
    actions = [c.action for c in choices]
    if view.phase == "scouting":
        mods = [a for a in actions if a not in ("auto", "ready")]
        if not mods:
            return actions[0]
        return max(mods, key=lambda a: (mark_value(_card(view, a), a), -mods.index(a)))
    ranked = [a for a in flip_order(view) if a in actions]
    if not ranked:
        return actions[0]
    lost = DIFFICULTIES[_difficulty(view)].candles - view.candles
    return ranked[min(max(lost, 0), len(ranked) - 1)]


def flip_order(view: PurpleHouseView) -> list[Action]:
    """Flip actions of the face-down cards, best first: likely to match, unlikely to cost candles."""
    cells, fronts, table = beliefs(view)
    room = room_of(view)
    scored = []
    for cell, row in zip(cells, table, strict=True):
        match = sum(p for p, f in zip(row, fronts, strict=True) if matches(f, room))
        lady = sum(p for p, f in zip(row, fronts, strict=True) if f.kind == LADY)
        miss = max(0.0, 1.0 - match - lady)
        scored.append((match - MISS_WEIGHT * (miss + 2 * lady), -cell))
    scored.sort(reverse=True)
    return [f"f{-cell}" for _, cell in scored]


def mark_value(card: HandCardView, action: Action) -> int:
    """How well a modification follows the conventions (higher is better; negative only when forced)."""
    kind, parts = action[0], action[1:].split(".")
    if card.kind != "clue":
        lady = card.kind == "white_lady"
        return {"c": 100 if lady else CENTRE_ON_UBE, "x": -10 if lady else -5, "r": 0, "d": 10 if lady else 5}[kind]
    home = CORNERS[parse_clue(card.card)[0]]
    if kind == "c":
        return -100
    if kind == "x":
        return (55 if not card.marks else 50) if parts[1] == home else -30
    if kind == "r":
        return 45 if parts[2] == home else -40 if parts[1] == home else 0
    return -40 if parts[1] == home else 30


def _card(view: PurpleHouseView, action: Action) -> HandCardView:
    """The dealt card a Scouting modification is made on (its slot is the action's second character)."""
    slot = int(action[1])
    return next(c for c in view.hand if c.slot == slot)


def _difficulty(view: PurpleHouseView) -> str:
    return next(k for k, d in DIFFICULTIES.items() if d.name == view.difficulty)


BOTS = Bots(
    levels={"easy": easy, "good": good},
    determinize=determinize,
    conventions=CONVENTIONS,
    inventory=inventory,
    measure=tuple((DIFFICULTIES[k].name, {"difficulty": k}) for k in DIFFICULTIES),
)
"""The Purple House's bots: ``easy`` and ``good``, the re-dealer, the conventions and the rule sets measured."""
