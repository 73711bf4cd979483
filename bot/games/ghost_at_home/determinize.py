"""Re-dealing what a seat may not know: a full state from one seat's view (bots' search and the contract tests).

Every house is public, and so are the sizes of the hands, the deck and the discard pile, the
open window and the escape's order. Hidden from a seat: the other hands, the draw pile (its
contents and order) and the discard pile (face-down discards are never named, RULINGS "Discards
are hidden"), and the ghost in flight while a cat defence is asked (ghosts are all alike). So the
cards that are in no house and in no hand the seat sees are shuffled and dealt back to those
places, keeping their sizes, and the seed of future chance is drawn afresh.

Without ``always_ask`` an open window tells everybody that the seat asked holds a cat (cat
defence) or a ghost (escape stop); the re-deal keeps that true. Once the game is over every
hand is shown, so only the deck and the discard pile are re-dealt.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable

from bot.games.ghost_at_home.data import CARDS, Kind, card_ids
from bot.games.ghost_at_home.house import cards_in
from bot.games.ghost_at_home.model import EMPTY, SCHEMA, Attack, Escape, GhostState, House, Phase, Via
from bot.games.ghost_at_home.views import CardView, GhostView, HouseView
from bot.seeded import Random

SEED_BITS = 52
"""Size of the fresh seed drawn for the chance still to come."""
TRIES = 64
"""Shuffles tried before a window's known card (a cat or a ghost) is put in the asked seat's hand."""


def _id(card: CardView | None) -> int:
    return EMPTY if card is None else card.id


def house_of(hv: HouseView) -> House:
    """The house a house view shows (every part of a house is public)."""
    rooms = tuple(_id(slot.room) for f in hv.floors for slot in (f.left, f.right))
    cats = tuple(_id(slot.cat) for f in hv.floors for slot in (f.left, f.right))
    ghosts = tuple(_id(f.ghost) for f in hv.floors)
    return House(rooms, cats, ghosts, tuple(f.lit for f in hv.floors))


def _must_hold(view: GhostView) -> tuple[int, Kind] | None:
    """The seat an open window shows to hold a cat or a ghost (only without ``always_ask``), and the kind."""
    window = view.window
    if view.always_ask or window is None or window.seat == view.seat:
        return None
    return window.seat, Kind.CAT if window.kind == "defend" else Kind.GHOST


def _deal(pool: list[int], sizes: list[int], rng: Random) -> list[list[int]]:
    rng.shuffle(pool)
    out, at = [], 0
    for n in sizes:
        out.append(pool[at : at + n])
        at += n
    return out


def _deal_holding(pool: list[int], sizes: list[int], place: int, kind: Kind, rng: Random) -> list[list[int]]:
    """Deal ``pool`` into places of ``sizes`` so that place ``place`` gets a card of ``kind``."""
    for _ in range(TRIES):
        dealt = _deal(pool, sizes, rng)
        if any(CARDS[c].kind is kind for c in dealt[place]):
            return dealt
    mine = dealt[place]
    donor = next(i for i, part in enumerate(dealt) if any(CARDS[c].kind is kind for c in part))
    j = next(i for i, c in enumerate(dealt[donor]) if CARDS[c].kind is kind)
    k = rng.randrange(len(mine))
    mine[k], dealt[donor][j] = dealt[donor][j], mine[k]
    return dealt


def determinize(view: GhostView, rng: Random) -> GhostState:
    """A full state whose view for ``view.seat`` is ``view``; what that seat may not know is re-dealt at random."""
    players = view.players
    houses = tuple(house_of(hv) for hv in view.houses)
    over = view.phase == Phase.OVER.value
    known: dict[int, tuple[int, ...]] = {}
    if over:
        known = {q: tuple(c.id for c in hand) for q, hand in enumerate(view.hands)}
    elif view.seat is not None and 0 <= view.seat < players:
        known = {view.seat: tuple(c.id for c in view.hand)}
    seen = {c for h in houses for c in cards_in(h)} | {c for hand in known.values() for c in hand}
    pool = [c for c in card_ids(view.beginner) if c not in seen]
    ghost = EMPTY
    if view.phase == Phase.DEFEND.value:
        ghost = rng.choice([c for c in pool if CARDS[c].kind is Kind.GHOST])
        pool.remove(ghost)
    hidden = [q for q in range(players) if q not in known]
    sizes = [view.houses[q].hand_size for q in hidden] + [view.deck_size, view.discard_size]
    rule = _must_hold(view)
    if rule is not None and rule[0] in hidden:
        dealt = _deal_holding(pool, sizes, hidden.index(rule[0]), rule[1], rng)
    else:
        dealt = _deal(pool, sizes, rng)
    hands = [known.get(q, ()) for q in range(players)]
    for q, hand in zip(hidden, dealt, strict=False):
        hands[q] = tuple(hand)
    window = view.window
    escape = None
    if view.escaping is not None:
        escape = Escape(view.escaping, view.escape_queue, view.escape_left, view.escape_per_seat)
    attack = None
    if window is not None and window.kind == "defend":
        attack = Attack(ghost, window.target, window.floor, window.by, Via.STOP if escape else Via.GHOST)
    return GhostState(
        schema=SCHEMA,
        seed=rng.getrandbits(SEED_BITS),
        players=players,
        beginner=view.beginner,
        always_ask=view.always_ask,
        deck=tuple(dealt[-2]),
        discard=tuple(dealt[-1]),
        hands=tuple(hands),
        houses=houses,
        turn=view.turn if view.turn is not None else (view.winner or 0),
        phase=Phase(view.phase),
        attack=attack,
        escape=escape,
        resigned=view.resigned,
        winner=EMPTY if view.winner is None else view.winner,
        shuffles=0,
        ply=0,
    )


def inventory(s: GhostState) -> Hashable:
    """Every card once (a ghost in flight included), and the sizes of the hands, the deck and the discard pile."""
    cards = [*s.deck, *s.discard, *(c for h in s.hands for c in h), *(c for h in s.houses for c in cards_in(h))]
    if s.attack:
        cards.append(s.attack.ghost)
    sizes = (tuple(map(len, s.hands)), len(s.deck), len(s.discard))
    return frozenset(Counter(cards).items()), sizes
