"""Options and setting up a game of Quiet House (rulebook "Setting up the Game"; RULINGS 2, 5)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.base import BadOptions, Options, chance
from bot.games.quiet_house.board import (
    Layout,
    Square,
    layout_problem,
    parse_square,
    random_layout,
    random_walk,
    red_dots,
)
from bot.games.quiet_house.data import (
    ADVANCED,
    BASIC,
    DECK_SIZE,
    RANDOM,
    SEATING,
    SIDE_OPTIONS,
    SIDED,
    STATUES,
    TIME_SCORES,
)
from bot.games.quiet_house.goals import goals_from_layout, seat_satisfied
from bot.games.quiet_house.model import NOBODY, SCHEMA, QuietHouseState, Status
from bot.i18n import msg, say

OPTION_KEYS: tuple[str, ...] = (*SIDED, "variant1", "variant2")
TARGET_STEPS = 60
"""Random moves from the start that make the hidden target layout (so it is always reachable)."""
MAX_DEALS = 200


def check_options(options: Options) -> dict[str, Any]:
    """Fill in defaults (standard sides, no variant); raise BadOptions naming a wrong option.

    A side may be ``random``: it stays ``random`` here (a lobby's options) and is
    drawn from the game's seed when the game is dealt (:func:`resolve_sides`).
    """
    unknown = set(options) - set(OPTION_KEYS)
    if unknown:
        raise BadOptions(
            msg("quiethouse-no-option", unknown=", ".join(sorted(unknown)), options=", ".join(OPTION_KEYS))
        )
    out: dict[str, Any] = {}
    for name in SIDED:
        side = options.get(name, BASIC)
        if side not in SIDE_OPTIONS:
            raise BadOptions(msg("quiethouse-bad-side", option=name, value=repr(side)))
        out[name] = side
    for name in ("variant1", "variant2"):
        value = options.get(name, False)
        if not isinstance(value, bool):
            raise BadOptions(msg("quiethouse-bad-switch", option=name, value=repr(value)))
        out[name] = value
    return out


def resolve_sides(options: Options, seed: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The advanced statues and the statues whose side was drawn at random, both in ``SIDED`` order.

    Each ``random`` side is drawn from the seed and that statue alone
    (``chance(seed, "sides", statue)``), so the same seed always draws the same
    sides, whatever the other cards' options are.
    """
    opts = check_options(options)
    drawn = tuple(name for name in SIDED if opts[name] == RANDOM)
    sides = {
        name: chance(seed, "sides", name).choice((BASIC, ADVANCED)) if name in drawn else opts[name] for name in SIDED
    }
    return tuple(name for name in SIDED if sides[name] == ADVANCED), drawn


def rules_key(options: Options, seed: int | None = None) -> str:
    """Name of the side combination, e.g. ``"standard"`` or ``"rook+mouse"`` (score-table column order).

    Variants are not part of the key: the rulebook's score table has one row per
    combination of Movement Rule sides. Random sides are drawn from ``seed`` as
    the game deals them (a game scores into the row of the sides it played);
    without a seed, random options have no row and raise BadOptions.
    """
    opts = check_options(options)
    if seed is not None:
        advanced, _ = resolve_sides(opts, seed)
    elif RANDOM in (opts[name] for name in SIDED):
        raise BadOptions(msg("quiethouse-random-needs-seed"))
    else:
        advanced = tuple(name for name in SIDED if opts[name] == ADVANCED)
    return "+".join(advanced) if advanced else "standard"


def options_of(s: QuietHouseState) -> dict[str, Any]:
    """The (filled-in) options of the game as played: random sides are given as the side drawn."""
    opts: dict[str, Any] = {name: ADVANCED if name in s.advanced else BASIC for name in SIDED}
    opts.update(variant1=1 in s.variants, variant2=2 in s.variants)
    return opts


def shuffled_deck(seed: int) -> tuple[str, ...]:
    """The Time Deck in draw order: one stack per score, one card per statue, stack 5 on top."""
    deck: list[str] = []
    for score in TIME_SCORES:
        stack = list(STATUES)
        chance(seed, "time-stack", score).shuffle(stack)
        deck.extend(stack)
    return tuple(deck)


def new_state(seats: int, seed: int, options: Options, setup: Mapping[str, Any] | None) -> QuietHouseState:
    """Set up a game: draw random sides, scatter the statues, deal goal tiles from a hidden target, stack the deck.

    ``setup`` (scenario tests) may give ``layout`` and ``target`` (statue name to
    square, e.g. ``{"rook": "C4", ...}`` or ``(row, col)``), ``deck`` (25 statue
    names in draw order), ``drawn`` (cards already flipped, 1–25) and ``turn``.
    A start given by ``setup`` is used as is, even if it already satisfies tiles.
    """
    if seats not in SEATING:
        raise BadOptions(msg("quiethouse-bad-players", count=seats))
    opts = check_options(options)
    setup = dict(setup or {})
    unknown = set(setup) - {"layout", "target", "deck", "drawn", "turn"}
    if unknown:
        raise ValueError(f"unknown setup keys {sorted(unknown)}")
    advanced, drawn_sides = resolve_sides(opts, seed)
    variants = tuple(v for v in (1, 2) if opts[f"variant{v}"])
    dots = red_dots("mouse" in advanced)
    fourth = 2 in variants
    given_start = _layout(setup["layout"], dots) if "layout" in setup else None
    given_target = _layout(setup["target"], dots) if "target" in setup else None
    for attempt in range(MAX_DEALS):
        start = given_start or random_layout(dots, seed, "start", attempt)
        target = given_target or random_walk(start, frozenset(advanced), TARGET_STEPS, seed, "target", attempt)
        goals = goals_from_layout(target, fourth)
        if (given_start and given_target) or not any(
            seat_satisfied(start, goals, fourth, seats, p) for p in range(seats)
        ):
            break
    else:
        raise ValueError("could not deal a start that satisfies nobody's goal tiles")
    deck = _deck(setup["deck"]) if "deck" in setup else shuffled_deck(seed)
    drawn = int(setup.get("drawn", 1))
    turn = int(setup.get("turn", 0))
    if not 1 <= drawn <= DECK_SIZE or not 0 <= turn < seats:
        raise ValueError("setup drawn must be 1–25 and turn a seat number")
    return QuietHouseState(
        schema=SCHEMA,
        seed=seed,
        players=seats,
        advanced=advanced,
        random_sides=drawn_sides,
        variants=variants,
        layout=start,
        target=target,
        goals=goals,
        deck=deck,
        drawn=drawn,
        turn=turn,
        status=Status.PLAYING,
        resigned=NOBODY,
        declarer=NOBODY,
        paddles=(),
        last_seat=NOBODY,
        last_action="",
    )


def _layout(places: Mapping[str, str | Sequence[int]], dots: frozenset[Square]) -> Layout:
    squares: list[Square] = []
    for name in STATUES:
        place = places[name]
        sq = parse_square(place) if isinstance(place, str) else (int(place[0]), int(place[1]))
        if sq is None:
            raise ValueError(f"bad square {place!r} for the {name}")
        squares.append(sq)
    layout = tuple(squares)
    problem = layout_problem(layout, dots)
    if problem:
        raise ValueError(f"illegal setup layout: {say(problem)}")
    return layout


def _deck(cards: Sequence[str]) -> tuple[str, ...]:
    deck = tuple(cards)
    per = len(STATUES)
    if len(deck) != DECK_SIZE or any(sorted(deck[i : i + per]) != sorted(STATUES) for i in range(0, DECK_SIZE, per)):
        raise ValueError("a Time Deck is 5 stacks of 5 cards, one card per statue in each stack")
    return deck
