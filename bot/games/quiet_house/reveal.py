"""The reveal of a finished Quiet House game (``Game.reveal``): what was hidden, one item per line.

The result and how its points were reached, the eight goal tiles (where each statue had to
stand and whether it did), which seat saw which walls, the hidden layout the tiles were dealt
from, and the game's place in the rulebook's score table.
"""

from __future__ import annotations

from bot.games.quiet_house.board import square_name
from bot.games.quiet_house.data import (
    DECK_SIZE,
    GOAL_SLOTS,
    MAX_SCORE,
    SCORE_TABLE_ROWS,
    SEATING,
    STATUES,
    VISIBLE_WALLS,
)
from bot.games.quiet_house.dealing import options_of, rules_key
from bot.games.quiet_house.goals import holding, order_from, rank_of, visible_slots
from bot.games.quiet_house.model import QuietHouseState, Status
from bot.games.quiet_house.turns import card_score, time_card, win_score
from bot.games.quiet_house.words import band, closeness, combination_words, corner, lines, shade, statue, wall
from bot.i18n import Arg, Msg, Seat, Text, msg

TABLE_HALF = len(SCORE_TABLE_ROWS) // 2
"""Rows of each of the rulebook's two printed score tables (left, then right)."""


def reveal_text(s: QuietHouseState) -> Text:
    """Everything that was hidden in a finished game, one item per line; "" while it runs."""
    if s.status is Status.PLAYING:
        return ""
    held = holding(s.layout, s.goals, 2 in s.variants)
    met = sum(held)
    items: list[Text] = [
        result_line(s),
        msg("quiethouse-reveal-all-met") if met == len(held) else msg("quiethouse-reveal-met", count=met),
    ]
    items += [tile_line(s, i, held[i]) for i in range(len(GOAL_SLOTS))]
    items += [seat_line(s, seat, held) for seat in range(s.players)]
    placed = {
        n: msg("quiethouse-placed", statue=statue(n), square=square_name(sq))
        for n, sq in zip(STATUES, s.target, strict=True)
    }
    items.append(msg("quiethouse-reveal-target", **placed))
    items.append(score_table_line(s))
    return lines(*items)


def result_line(s: QuietHouseState) -> Msg:
    """How the game ended and how its points were reached."""
    if s.status is Status.WON:
        card = s.drawn - 1
        won: dict[str, Arg] = {
            "points": win_score(s),
            "card": s.drawn,
            "cards": DECK_SIZE,
            "statue": statue(time_card(s)),
        }
        stack = card_score(card)
        if not s.variants:
            return msg("quiethouse-result-won", stack=stack, **won)
        numbers = tuple(s.variants)
        if stack + len(s.variants) > MAX_SCORE:
            return msg(
                "quiethouse-result-won-capped", stack=stack, count=len(numbers), variants=numbers, cap=MAX_SCORE, **won
            )
        return msg("quiethouse-result-won-variants", stack=stack, count=len(numbers), variants=numbers, **won)
    if s.resigned >= 0:
        return msg("quiethouse-result-left", player=Seat(s.resigned), card=s.drawn, cards=DECK_SIZE)
    return msg("quiethouse-result-deck", cards=DECK_SIZE)


def tile_line(s: QuietHouseState, slot: int, met: bool) -> Msg:
    """One goal tile: its wall and shade, where its statue had to stand, and whether it did."""
    side, tone = GOAL_SLOTS[slot]
    rank = rank_of(tone, 2 in s.variants)
    tile: dict[str, Arg] = {
        "wall": wall(side),
        "shade": shade(tone),
        "statue": statue(s.goals[slot]),
        "closeness": closeness(rank),
    }
    if met:
        return msg("quiethouse-reveal-tile-met", **tile)
    there = order_from(s.layout, side)[rank - 1]
    return msg("quiethouse-reveal-tile-missed", there=statue(there), **tile)


def seat_line(s: QuietHouseState, seat: int, held: tuple[bool, ...]) -> Msg:
    """Which corner a seat sat at, which walls it saw and how many of its four tiles were met."""
    place = SEATING[s.players][seat]
    walls = tuple(wall(w) for w in VISIBLE_WALLS[place])
    mine = visible_slots(s.players, seat)
    met = sum(held[i] for i in mine)
    return msg("quiethouse-reveal-seat", player=Seat(seat), corner=corner(place), walls=walls, count=met)


def table_place(s: QuietHouseState) -> Msg:
    """The game's row of the rulebook's score table: "left table, row 1" (the sides drawn at random count as drawn)."""
    index = next(i for i, row in enumerate(SCORE_TABLE_ROWS) if set(row) == set(s.advanced))
    if index < TABLE_HALF:
        return msg("quiethouse-table-left", row=index + 1)
    return msg("quiethouse-table-right", row=index - TABLE_HALF + 1)


def score_table_line(s: QuietHouseState) -> Msg:
    """Where the game stands in the score table: its row, its marks and the score band's words."""
    row = msg("quiethouse-table-row", sides=combination_words(rules_key(options_of(s))), place=table_place(s))
    if s.status is not Status.WON:
        return msg("quiethouse-table-loss", row=row)
    points = win_score(s)
    marks = " ".join("X" if n < points else "·" for n in range(MAX_SCORE))
    return msg("quiethouse-table-win", row=row, points=points, marks=marks, band=band(points))
