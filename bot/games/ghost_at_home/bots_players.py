"""The simulated players' turns: the easy and the good judgements, found without listing every legal move.

The search's simulated games (``bots_sim``) need a move per turn in microseconds, so the
judgements of ``bots_easy`` (made for the bots' boards and the engine's action strings) are
computed here straight from a :class:`~bot.games.ghost_at_home.bots_sim.Sim`: the most rooms that
fit, else the best-scored ghost, cat, light, special card or discard. A test checks that the move
found here is legal in the engine and scores as high as any legal move by the same judgement.
"""

from __future__ import annotations

from itertools import combinations

from bot.games.ghost_at_home.bots_board import BULBS, FLOOR, KIND, NONE
from bot.games.ghost_at_home.bots_easy import DISCARD_EACH, KEEP_GHOSTS_FROM, bonus, keep_card
from bot.games.ghost_at_home.bots_sim import SLOTS, Move, Sim
from bot.games.ghost_at_home.data import MIN_LIGHT_BULBS, Kind
from bot.seeded import Random


def keep(s: Sim, p: int, card: int) -> float:
    """How much a card in ``p``'s hand is worth keeping (``bots_easy.keep``)."""
    return keep_card(card, s.explored(p) // 2 + 1)


def _ghost_at(s: Sim, q: int) -> float:
    f = s.top(q)
    if s.cat_on(q, f):
        return 5.0
    if s.lights[q][f - 1] and s.ghosts[q][f - 1] == NONE:
        return 12.0 + 2 * s.explored(q)
    return 30.0 + 10 * s.on_floor(q, f) + 4 * s.explored(q)


def _own_floor(s: Sim, p: int, f: int, base: float) -> float:
    if s.ghosts[p][f - 1] != NONE:
        return 60.0
    if f == s.top(p) and not s.cat_on(p, f) and not s.lights[p][f - 1]:
        return base + 5 * s.on_floor(p, f)
    return 1.0


def best_rooms(s: Sim, p: int) -> tuple[int, ...]:
    """The most room cards of ``p``'s hand that fit, fewest wild rooms first."""
    hand = s.hands[p]
    fixed = [c for c in hand if KIND[c] is Kind.ROOM]
    wild = [c for c in hand if KIND[c] is Kind.WILD]
    out: list[int] = []
    for i in range(s.explored(p), SLOTS):
        card = next((c for c in fixed if FLOOR[c] == i // 2 + 1), NONE)
        if card != NONE:
            fixed.remove(card)
        elif wild:
            card = wild.pop()
        else:
            break
        out.append(card)
    return tuple(out)


def choose(s: Sim, good: bool = False) -> Move:
    """The move of the seat whose turn it is, by easy's judgement or the good one (``bots_easy.good_score``)."""
    p = s.turn
    hand = s.hands[p]
    if not hand:
        return ("pass", ())
    rooms = best_rooms(s, p)
    if rooms:
        return ("r", rooms)
    if not good:
        return max(options(s, p), key=lambda o: o[0])[1]
    lead = max((s.explored(q) for q in s.active if q != p), default=0)
    thrown = tuple(sorted(c for c in hand if lead < KEEP_GHOSTS_FROM or KIND[c] is not Kind.GHOST))
    best: tuple[float, Move] = (
        (DISCARD_EACH * len(thrown), ("d", thrown)) if thrown else (-DISCARD_EACH, ("d", (hand[0],)))
    )
    for value, move in options(s, p):
        if move[0] != "d":
            value += bonus(s, *move)
            if value > best[0]:
                best = (value, move)
    return best[1]


def options(s: Sim, p: int) -> list[tuple[float, Move]]:
    """Easy's score and the best form of every other kind of move (no room fits): ghosts, cats, lights,
    special cards and the best discard."""
    hand = s.hands[p]
    options: list[tuple[float, Move]] = []
    kinds = {KIND[c] for c in hand}
    foes = [q for q in s.active if q != p and s.top(q)]
    if Kind.GHOST in kinds:
        options += [(_ghost_at(s, q), ("g", (q,))) for q in foes if s.ghosts[q][s.top(q) - 1] == NONE]
    free = [f for f in (1, 2, 3) if s.free_room(p, f) != NONE]
    if Kind.CAT in kinds:
        options += [(_own_floor(s, p, f, 25.0) if not s.cat_on(p, f) else 1.0, ("c", (f,))) for f in free]
    dark = s.light_floors(p)
    if dark:
        paid, cards = _cheapest_light(s, p)
        if cards:
            options += [(_lit_value(s, p, f, 22.0) - paid, ("l", (f, *cards))) for f in dark]
        if Kind.BULB in kinds:
            options += [(_lit_value(s, p, f, 35.0), ("b", (f,))) for f in dark]
    if Kind.LIGHTNING in kinds:
        for q in foes:
            f = s.top(q)
            if s.lights[q][f - 1]:
                value = 50.0 + 10 * s.on_floor(q, f) if s.ghosts[q][f - 1] != NONE else 8.0 + 3 * s.explored(q)
                options.append((value, ("z", (q,))))
    if Kind.HOLE in kinds:
        for owner in s.active:
            for ghost in (g for g in s.ghosts[owner] if g != NONE):
                here = s.ghosts[owner].index(ghost) + 1
                mine = 40.0 if owner == p else 0.0
                options += [
                    (mine + _ghost_at(s, t) / 2, ("h", (ghost, t)))
                    for t in foes
                    if not (t == owner and s.top(t) == here)
                ]
    for head, kind, base in (("f", Kind.FOOD, 30.0), ("e", Kind.ELEVATOR, 20.0)):
        if kind in kinds:
            cats = [c for q in s.active if q != p for c in s.cats[q] if c != NONE] if head == "f" else s.cats[p]
            for cat in (c for c in cats if c != NONE):
                here = s.cats[p].index(cat) // 2 + 1 if head == "e" else 0
                for f in free:
                    if f != here:
                        value = _own_floor(s, p, f, base)
                        options.append((value if value > 1 else -5.0, (head, (cat, f))))
    options.append(_best_discard(s, p))
    return options


def _lit_value(s: Sim, p: int, f: int, base: float) -> float:
    value = _own_floor(s, p, f, base)
    return value if value < 60 else 1.0


def _cheapest_light(s: Sim, p: int) -> tuple[float, tuple[int, ...]]:
    """The light payment (2 or 3 cards, at least 5 bulbs) that gives up the least, or no cards."""
    best: tuple[float, tuple[int, ...]] = (0.0, ())
    for size in (2, 3):
        for cards in combinations(sorted(s.hands[p]), size):
            if sum(BULBS[c] for c in cards) >= MIN_LIGHT_BULBS:
                paid = sum(keep(s, p, c) for c in cards)
                if not best[1] or paid < best[0]:
                    best = (paid, cards)
    return best


def _best_discard(s: Sim, p: int) -> tuple[float, Move]:
    """Discard every card worth less than 4 to keep, or else the one worth least."""
    worth = sorted((keep(s, p, c), c) for c in s.hands[p])
    cheap = tuple(sorted(c for k, c in worth if k < 4))
    if cheap:
        return sum(4.0 - keep(s, p, c) for c in cheap), ("d", cheap)
    return 4.0 - worth[0][0], ("d", (worth[0][1],))


def play_out(s: Sim, rng: Random, plies: int, good: int = NONE) -> int:
    """Play the world on for at most ``plies`` turns, seat ``good`` by the good judgement and the others
    by easy's; the winner, or NONE when it did not end."""
    for _ in range(plies):
        if s.winner != NONE:
            break
        s.play(choose(s, s.turn == good), rng)
    return s.winner
