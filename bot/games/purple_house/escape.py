"""Escape Phase: flipping cards, matching, Dead Ends, End of Round and the end of the game.

Actions: ``f<cell>`` flips the face-down card in grid cell ``cell`` (1-based) and
``sort`` rearranges the face-down cards by their back markings (RULINGS 7).
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.games.base import IllegalAction, chance
from bot.games.purple_house.cards import card_name, is_clue, is_lady, match_reason, sort_key
from bot.games.purple_house.data import (
    DEAD_END_COST,
    DIFFICULTIES,
    LADY_COST,
    MISS_COST,
    ROUNDS,
    UBE,
)
from bot.games.purple_house.scouting import Notes, deal, next_seat
from bot.games.purple_house.state import EMPTY, ESCAPE, LOSS, OVER, WIN, PurpleHouseState

SORT = "sort"
FLIP = re.compile(r"f(\d{1,2})")
CLUE_TOTAL = 16


def face_down_cells(s: PurpleHouseState) -> list[int]:
    """Grid cells (0-based) holding a face-down card."""
    return [i for i, c in enumerate(s.grid) if c not in (EMPTY, s.current)]


def clues_face_up(s: PurpleHouseState) -> int:
    """Clue cards face-up now: the Path plus the Current Room (RULINGS 12, 14)."""
    return sum(is_clue(c) for c in (*s.path, s.current))


def sorted_grid(s: PurpleHouseState) -> tuple[int, ...]:
    """The grid with its face-down cards reordered by back markings (stable), others in place."""
    cells = face_down_cells(s)
    cards = sorted((s.grid[i] for i in cells), key=lambda c: sort_key(s.marks[c]))
    grid = list(s.grid)
    for cell, card in zip(cells, cards, strict=True):
        grid[cell] = card
    return tuple(grid)


def escape_actions(s: PurpleHouseState, seat: int) -> tuple[str, ...]:
    """The Key holder flips any face-down card, or sorts the face-down cards when unsorted."""
    if s.phase != ESCAPE or seat != s.key:
        return ()
    flips = tuple(f"f{i + 1}" for i in face_down_cells(s))
    return (*flips, SORT) if sorted_grid(s) != s.grid else flips


def apply_escape(s: PurpleHouseState, seat: int, action: str) -> tuple[PurpleHouseState, Notes]:
    """Play an Escape action of the Key holder; raise IllegalAction with what is allowed."""
    if action not in escape_actions(s, seat):
        raise IllegalAction(_refusal(s, action))
    if action == SORT:
        return replace(s, grid=sorted_grid(s)), ("sorted the face-down cards by their markings",)
    return flip(s, int(action[1:]) - 1)


def flip(s: PurpleHouseState, cell: int) -> tuple[PurpleHouseState, Notes]:
    """Reveal the card in ``cell``, resolve it and pass the Key to the left."""
    card, room = s.grid[cell], s.current
    s = replace(s, key=next_seat(s, s.key))
    head = f"flipped card {cell + 1}:"
    if is_lady(card):
        s = replace(s, candles=max(0, s.candles - LADY_COST))
        note = f"{head} a White Lady! {_out(LADY_COST, s.candles)}; she goes back face-down"
        return _after_candles(s, [note])
    if room == EMPTY:
        s = replace(s, current=card)
        return _after_room(s, [f"{head} {card_name(card)} becomes the Current Room"])
    reason = match_reason(card, room)
    if reason is None:
        s = replace(s, candles=max(0, s.candles - MISS_COST))
        note = (
            f"{head} {card_name(card)} does not match {card_name(room)}; "
            f"{_out(MISS_COST, s.candles)} and it goes back face-down"
        )
        return _after_candles(s, [note])
    s = replace(s, grid=_emptied(s.grid, room), path=(*s.path, room), current=card)
    note = (
        f"{head} {card_name(card)} matches {card_name(room)} ({reason}): it becomes the Current Room "
        f"and {card_name(room)} joins the Path"
    )
    return _after_room(s, [note])


def is_dead_end(s: PurpleHouseState) -> bool:
    """No card left in the House (face-down or undealt) can follow the Current Room (RULINGS 11)."""
    if s.current == EMPTY:
        return False
    hidden = [s.grid[i] for i in face_down_cells(s)] + list(s.deck)
    if UBE in hidden:
        return False
    return not any(is_clue(c) and match_reason(c, s.current) for c in hidden)


def _after_room(s: PurpleHouseState, notes: list[str]) -> tuple[PurpleHouseState, Notes]:
    """Win and Dead End checks after the Current Room changed."""
    if clues_face_up(s) == CLUE_TOTAL:
        notes.append(f"all {CLUE_TOTAL} Clues are face-up: everyone escapes the Purple House!")
        return replace(s, phase=OVER, result=WIN), tuple(notes)
    if not is_dead_end(s):
        return s, tuple(notes)
    room = s.current
    s = replace(
        s,
        grid=_emptied(s.grid, room),
        path=(*s.path, room),
        current=EMPTY,
        candles=max(0, s.candles - DEAD_END_COST),
    )
    notes.append(
        f"Dead End: nothing left in the House matches {card_name(room)}, so it joins the Path and "
        f"{_out(DEAD_END_COST, s.candles)}"
    )
    return _after_candles(s, notes)


def _after_candles(s: PurpleHouseState, notes: list[str]) -> tuple[PurpleHouseState, Notes]:
    return (s, tuple(notes)) if s.candles > 0 else end_round(s, notes)


def end_round(s: PurpleHouseState, notes: list[str]) -> tuple[PurpleHouseState, Notes]:
    """End of Round: after round 3 the game is lost; else return cards, add ghosts, deal again."""
    if s.round >= ROUNDS:
        notes.append(
            f"the Escape Phase of round {ROUNDS} is over with {clues_face_up(s)} of {CLUE_TOTAL} Clues "
            "revealed: everyone is trapped in the Purple House"
        )
        return replace(s, phase=OVER, result=LOSS), tuple(notes)
    diff = DIFFICULTIES[s.difficulty]
    returned = [c for c in s.grid if c != EMPTY] + [c for c in s.path if c == UBE]
    added = s.ghosts[: diff.ghosts]
    deck = [*returned, *added]
    chance(s.seed, "deck", s.round + 1).shuffle(deck)
    s = replace(
        s,
        round=s.round + 1,
        candles=diff.candles,
        deck=tuple(deck),
        ghosts=s.ghosts[diff.ghosts :],
        path=tuple(c for c in s.path if c != UBE),
        grid=(),
        current=EMPTY,
    )
    ladies = "1 White Lady" if len(added) == 1 else f"{len(added)} White Ladies"
    notes.append(
        f"round {s.round - 1} ends: the House cards return to the deck with {ladies} from the Ghost deck, "
        f"the candles are reset to {diff.candles} and round {s.round} begins with Scouting"
    )
    return deal(s), tuple(notes)


def _emptied(grid: tuple[int, ...], card: int) -> tuple[int, ...]:
    return tuple(EMPTY if c == card else c for c in grid)


def _out(cost: int, left: int) -> str:
    went = "1 candle goes out" if cost == 1 else f"{cost} candles go out"
    return f"{went} ({left} left)"


def _refusal(s: PurpleHouseState, action: str) -> str:
    """A sentence saying why ``action`` is not allowed and what is."""
    if action == SORT:
        return "The face-down cards are sorted by their markings already; flip one of them."
    m = FLIP.fullmatch(action)
    if not m:
        return "That is not an Escape action; flip one of the face-down cards."
    cell = int(m[1])
    if not 1 <= cell <= len(s.grid):
        return f"The House area has cards 1 to {len(s.grid)}; flip a face-down one."
    if s.grid[cell - 1] == EMPTY:
        return f"Card {cell} has gone to the Path; flip a face-down card."
    return f"Card {cell} is the Current Room, already face-up; flip a face-down card."
