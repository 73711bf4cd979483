"""A turn of Quiet House: the Time Card, moving a statue, declaring, the end of the game.

Rulebook "Playing the Game" and "End of the Game"; RULINGS 4, 5 and 7.
"""

from __future__ import annotations

from dataclasses import replace

from bot.games.quiet_house.board import Layout, Square, destinations, red_dots, result, swaps
from bot.games.quiet_house.data import DECK_SIZE, MAX_SCORE, STATUES, TIME_SCORES
from bot.games.quiet_house.goals import holding, seat_satisfied
from bot.games.quiet_house.model import QuietHouseState, Status


def card_score(index: int) -> int:
    """Score on the back of the Time Card drawn at 0-based position ``index``."""
    return TIME_SCORES[index // len(STATUES)]


def time_card(s: QuietHouseState) -> str:
    """The statue on the current (last flipped) Time Card."""
    return s.deck[s.drawn - 1]


def win_score(s: QuietHouseState) -> int:
    """Points a win scores now: the current card's score plus one per variant, at most 5."""
    return min(MAX_SCORE, card_score(s.drawn - 1) + len(s.variants))


def rule_of(statue: str, card: str) -> str:
    """Whose movement rule ``statue`` uses this turn: its own, or the Time Card's for the Mirror."""
    return card if statue == "mirror" else statue


def dots_of(s: QuietHouseState) -> frozenset[Square]:
    """The red dots of the board side in use."""
    return red_dots("mouse" in s.advanced)


def satisfied(s: QuietHouseState, seat: int) -> bool:
    """Whether the four tiles ``seat`` sees all hold now."""
    return seat_satisfied(s.layout, s.goals, 2 in s.variants, s.players, seat)


def moves(s: QuietHouseState) -> tuple[tuple[str, Square], ...]:
    """Every legal (statue, destination) this turn; the Time Card's statue may not move."""
    card = time_card(s)
    dots = dots_of(s)
    found: list[tuple[str, Square]] = []
    for i, name in enumerate(STATUES):
        if name == card:
            continue
        rule = rule_of(name, card)
        found.extend((name, sq) for sq in destinations(s.layout, i, rule, rule in s.advanced, dots))
    return tuple(found)


def moved_layout(s: QuietHouseState, statue: str, dest: Square) -> Layout:
    """The layout after ``statue`` moves to ``dest`` by its rule this turn (legality not checked)."""
    rule = rule_of(statue, time_card(s))
    return result(s.layout, STATUES.index(statue), dest, swaps(rule, rule in s.advanced))


def move(s: QuietHouseState, statue: str, dest: Square, action: str) -> QuietHouseState:
    """Move ``statue`` to ``dest`` (already checked legal) and pass the turn."""
    layout = moved_layout(s, statue, dest)
    return pass_turn(replace(s, layout=layout, last_seat=s.turn, last_action=action))


def declare(s: QuietHouseState) -> QuietHouseState:
    """The player on turn declares the puzzle solved (already checked allowed).

    Every paddle answers from its own four tiles. The ghosts win at once when
    all eight tiles hold (then every paddle shows the heart, as every wall is
    seen by some seat); otherwise nothing happens and play passes on (RULINGS 4).
    """
    paddles = tuple(satisfied(s, p) for p in range(s.players))
    s = replace(s, declarer=s.turn, paddles=paddles, last_seat=s.turn, last_action="declare")
    if all(holding(s.layout, s.goals, 2 in s.variants)):
        return replace(s, status=Status.WON)
    return pass_turn(s)


def pass_turn(s: QuietHouseState) -> QuietHouseState:
    """Play passes to the left; the next player flips a Time Card, or the ghosts lose on an empty deck."""
    if s.drawn >= DECK_SIZE:
        return replace(s, status=Status.LOST)
    return replace(s, turn=(s.turn + 1) % s.players, drawn=s.drawn + 1)
