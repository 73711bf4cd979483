"""Options and game setup: items, scenario markings, decks and test scenarios."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.base import BadOptions, Options, chance
from bot.games.purple_house.cards import centre_count, corner_count, mask_of
from bot.games.purple_house.data import (
    BITS,
    CARD_COUNT,
    CENTRE_X_TOTAL,
    CORNER_X_TOTAL,
    CORNERS,
    DEFAULT_DIFFICULTY,
    DIFFICULTIES,
    GHOST_CORNERS,
    GHOST_LADIES,
    ITEMS_BY_PLAYERS,
    ROUNDS,
    SCENARIO_CARDS_PER_CORNER,
    STARTING_HOUSE,
)
from bot.games.purple_house.scouting import deal
from bot.games.purple_house.state import EMPTY, ESCAPE, SCHEMA, SCOUTING, PurpleHouseState
from bot.games.purple_house.words import commas
from bot.i18n import msg

MIN_PLAYERS = 1
MAX_PLAYERS = 5
SETUP_KEYS = frozenset({"key", "marks", "deck", "ghosts", "round", "candles", "path", "grid", "current", "items"})


def check_options(options: Options) -> dict[str, Any]:
    """Return ``difficulty``, ``kid_friendly`` and ``scoring`` with defaults; raise BadOptions."""
    unknown = sorted(set(options) - {"difficulty", "kid_friendly", "scoring"})
    if unknown:
        raise BadOptions(msg("purplehouse-options-unknown", options=commas(unknown)))
    difficulty = options.get("difficulty") or DEFAULT_DIFFICULTY
    if not isinstance(difficulty, str) or difficulty.lower() not in DIFFICULTIES:
        raise BadOptions(msg("purplehouse-options-difficulty", value=repr(difficulty)))
    out: dict[str, Any] = {"difficulty": difficulty.lower()}
    for name in ("kid_friendly", "scoring"):
        value = options.get(name, False)
        if not isinstance(value, bool):
            raise BadOptions(msg("purplehouse-options-switch", option=name, value=repr(value)))
        out[name] = value
    return out


def new_state(seats: int, seed: int, options: Options, setup: Mapping[str, Any] | None) -> PurpleHouseState:
    """Set up a game and deal the first Scouting Phase (or place a test scenario).

    ``setup`` keys (all optional): ``key`` (seat), ``marks`` ({card: "ul.c"}, replaces the
    random scenario), ``deck`` (House deck top first, dealt without shuffling), ``ghosts``
    (Ghost deck top first), ``round``, ``candles``, ``path`` (cleared cards), ``items``
    ([[handkerchiefs, corner X, centre X], ...]) and ``grid`` (card or None per cell, starts
    the Escape Phase) with ``current`` (the face-up Current Room card among them).
    """
    if not MIN_PLAYERS <= seats <= MAX_PLAYERS:
        raise BadOptions(msg("purplehouse-options-players", least=MIN_PLAYERS, most=MAX_PLAYERS, seats=seats))
    opts = check_options(options)
    setup = dict(setup or {})
    unknown = set(setup) - SETUP_KEYS
    if unknown:
        raise ValueError(f"unknown setup keys {sorted(unknown)}")
    per = ITEMS_BY_PLAYERS[seats]
    items = tuple(tuple(x) for x in setup.get("items", [(per, per, per)] * seats))
    if len(items) != seats:
        raise ValueError("setup items needs one [handkerchiefs, corner X, centre X] per seat")
    marks = _marks(seed, setup.get("marks"))
    box = (
        CORNER_X_TOTAL - sum(corner_count(m) for m in marks) - sum(i[1] for i in items),
        CENTRE_X_TOTAL - sum(centre_count(m) for m in marks) - sum(i[2] for i in items),
    )
    if min(box) < 0:
        raise ValueError("setup uses more X markers than the game has")
    ghosts, deck, path, grid = _cards(seed, setup)
    current = setup.get("current")
    current = EMPTY if current is None else int(current)
    if current != EMPTY and current not in grid:
        raise ValueError("the Current Room must lie in the grid")
    round_no = int(setup.get("round", 1))
    if not 1 <= round_no <= ROUNDS:
        raise ValueError("round must be 1, 2 or 3")
    state = PurpleHouseState(
        schema=SCHEMA,
        seed=seed,
        players=seats,
        difficulty=opts["difficulty"],
        kid_friendly=opts["kid_friendly"],
        scoring=opts["scoring"],
        phase=ESCAPE if grid else SCOUTING,
        round=round_no,
        key=int(setup.get("key", 0)) % seats,
        candles=int(setup.get("candles", DIFFICULTIES[opts["difficulty"]].candles)),
        marks=marks,
        deck=deck,
        ghosts=ghosts,
        hands=((),) * seats,
        modified=((),) * seats,
        ready=(False,) * seats,
        handkerchiefs=tuple(i[0] for i in items),
        corner_x=tuple(i[1] for i in items),
        centre_x=tuple(i[2] for i in items),
        grid=grid,
        current=current,
        path=path,
        discarded=0,
        box=box,
        gone=(False,) * seats,
        result="",
    )
    return state if grid else deal(state)


def _marks(seed: int, given: Mapping[Any, str] | None) -> tuple[int, ...]:
    """RULINGS 1–2 scenario markings, or the test's own."""
    if given is not None:
        marks = [0] * CARD_COUNT
        for card, names in given.items():
            marks[int(card)] = mask_of(names)
        return tuple(marks)
    marks = [0] * CARD_COUNT
    rng = chance(seed, "scenario")
    for corner in CORNERS:
        for card in rng.sample(STARTING_HOUSE, SCENARIO_CARDS_PER_CORNER):
            marks[card] |= BITS[corner]
    for card, corner in zip(GHOST_LADIES, GHOST_CORNERS, strict=True):
        marks[card] = BITS[corner] if corner else 0
    return tuple(marks)


def _cards(
    seed: int, setup: Mapping[str, Any]
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Ghost deck, House deck, Path and grid, each card exactly once."""
    path = tuple(int(c) for c in setup.get("path", ()))
    grid = tuple(EMPTY if c is None else int(c) for c in setup.get("grid", ()))
    placed = set(path) | {c for c in grid if c != EMPTY}
    if "ghosts" in setup:
        ghosts = tuple(int(c) for c in setup["ghosts"])
    else:
        pile = [c for c in GHOST_LADIES if c not in placed]
        chance(seed, "ghosts").shuffle(pile)
        ghosts = tuple(pile)
    placed |= set(ghosts)
    if "deck" in setup:
        deck = tuple(int(c) for c in setup["deck"])
    elif grid:
        deck = ()
    else:
        pile = [c for c in range(CARD_COUNT) if c not in placed]
        chance(seed, "deck", int(setup.get("round", 1))).shuffle(pile)
        deck = tuple(pile)
    every = [*path, *(c for c in grid if c != EMPTY), *ghosts, *deck]
    if sorted(every) != list(range(CARD_COUNT)):
        raise ValueError("setup must place each of the 25 House cards exactly once")
    return ghosts, deck, path, grid
