"""The reveal of a finished Quiet House game (``Game.reveal``): what was hidden, one item per line.

The result and how its points were reached, the eight goal tiles (where each statue had to
stand and whether it did), which seat saw which walls, the hidden layout the tiles were dealt
from, and the game's place in the rulebook's score table.
"""

from __future__ import annotations

from bot.games.base import joined, seat_name
from bot.games.quiet_house.board import square_name
from bot.games.quiet_house.data import (
    DECK_SIZE,
    GOAL_SLOTS,
    MAX_SCORE,
    SCORE_BANDS,
    SCORE_TABLE_ROWS,
    SEATING,
    STATUE_NAMES,
    STATUES,
    VISIBLE_WALLS,
)
from bot.games.quiet_house.dealing import options_of, rules_key
from bot.games.quiet_house.goals import holding, order_from, rank_of, visible_slots
from bot.games.quiet_house.model import QuietHouseState, Status
from bot.games.quiet_house.turns import card_score, time_card, win_score
from bot.games.quiet_house.words import closeness, combination_words

TABLE_HALF = len(SCORE_TABLE_ROWS) // 2
"""Rows of each of the rulebook's two printed score tables (left, then right)."""


def reveal_text(s: QuietHouseState) -> str:
    """Everything that was hidden in a finished game, one item per line; "" while it runs."""
    if s.status is Status.PLAYING:
        return ""
    held = holding(s.layout, s.goals, 2 in s.variants)
    met = sum(held)
    lines = [
        result_line(s),
        "All 8 goal tiles were met." if met == len(held) else f"{met} of the 8 goal tiles were met.",
    ]
    lines += [tile_line(s, i, held[i]) for i in range(len(GOAL_SLOTS))]
    lines += [seat_line(s, seat, held) for seat in range(s.players)]
    squares = ", ".join(f"{STATUE_NAMES[n]} {square_name(sq)}" for n, sq in zip(STATUES, s.target, strict=True))
    lines.append(f"The tiles were dealt from this layout (one of many that meet all eight): {squares}.")
    lines.append(score_table_line(s))
    return "\n".join(lines)


def result_line(s: QuietHouseState) -> str:
    """How the game ended and how its points were reached."""
    if s.status is Status.WON:
        card = s.drawn - 1
        text = (
            f"The ghosts won with {win_score(s)} points: the last Time Card flipped (Time Card {s.drawn} of "
            f"{DECK_SIZE}, the {STATUE_NAMES[time_card(s)]}) is from the {card_score(card)}-point stack"
        )
        if s.variants:
            label = "variant" if len(s.variants) == 1 else "variants"
            text += f", +{len(s.variants)} for {label} {joined([str(v) for v in s.variants])}"
            if card_score(card) + len(s.variants) > MAX_SCORE:
                text += f", capped at {MAX_SCORE}"
        return text + "."
    if s.resigned >= 0:
        return (
            f"The ghosts lost with no points: {seat_name(s.resigned)} left the house after {s.drawn} of "
            f"{DECK_SIZE} Time Cards."
        )
    return (
        f"The ghosts lost with no points: the Time Deck ran out after all {DECK_SIZE} Time Cards "
        "before a declaration succeeded."
    )


def tile_line(s: QuietHouseState, slot: int, met: bool) -> str:
    """One goal tile: its wall and shade, where its statue had to stand, and whether it did."""
    wall, shade = GOAL_SLOTS[slot]
    rank = rank_of(shade, 2 in s.variants)
    head = f"{wall.capitalize()} wall, {shade} tile: the {STATUE_NAMES[s.goals[slot]]} had to be {closeness(rank)}"
    if met:
        return f"{head} — ✓ met."
    there = order_from(s.layout, wall)[rank - 1]
    return f"{head} — ✗ missed: the {STATUE_NAMES[there]} was."


def seat_line(s: QuietHouseState, seat: int, held: tuple[bool, ...]) -> str:
    """Which corner a seat sat at, which walls it saw and how many of its four tiles were met."""
    corner = SEATING[s.players][seat]
    walls = joined(list(VISIBLE_WALLS[corner]))
    mine = visible_slots(s.players, seat)
    return f"{seat_name(seat)} ({corner} corner) saw the {walls} walls: {sum(held[i] for i in mine)} of 4 met."


def table_place(s: QuietHouseState) -> str:
    """The game's row of the rulebook's score table: "left table, row 1" (the sides drawn at random count as drawn)."""
    index = next(i for i, row in enumerate(SCORE_TABLE_ROWS) if set(row) == set(s.advanced))
    side, row = ("left", index + 1) if index < TABLE_HALF else ("right", index - TABLE_HALF + 1)
    return f"{side} table, row {row}"


def score_table_line(s: QuietHouseState) -> str:
    """Where the game stands in the score table: its row, its marks and the score band's words."""
    row = f"{combination_words(rules_key(options_of(s)))} ({table_place(s)})"
    if s.status is not Status.WON:
        return f"Score table: nothing is recorded for a loss in the row of {row}."
    points = win_score(s)
    marks = " ".join("X" if n < points else "·" for n in range(MAX_SCORE))
    low, high, words = next(band for band in SCORE_BANDS if band[0] <= points <= band[1])
    band = f"{low} point" if low == high == 1 else f"{low}–{high} points"
    unit = "point" if points == 1 else "points"
    return f"Score table: the row of {row} gets {points} {unit}, {marks}; {band}: {words}."
