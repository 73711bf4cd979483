"""Escape Phase: flipping cards, matching, Dead Ends, End of Round and the end of the game.

Actions: ``f<cell>`` flips the face-down card in grid cell ``cell`` (1-based) and
``sort`` rearranges the face-down cards by their back markings (RULINGS 7).
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.games.base import IllegalAction, chance
from bot.games.purple_house.cards import is_clue, is_lady, match_reason, sort_key
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
from bot.games.purple_house.words import REASON_IDS, card_words
from bot.i18n import Msg, msg

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
        return replace(s, grid=sorted_grid(s)), (msg("purplehouse-did-sort"),)
    return flip(s, int(action[1:]) - 1)


def flip(s: PurpleHouseState, cell: int) -> tuple[PurpleHouseState, Notes]:
    """Reveal the card in ``cell``, resolve it and pass the Key to the left."""
    card, room = s.grid[cell], s.current
    s = replace(s, key=next_seat(s, s.key))
    number = cell + 1
    if is_lady(card):
        s = replace(s, candles=max(0, s.candles - LADY_COST))
        return _after_candles(s, [msg("purplehouse-did-flip-lady", cell=number, out=_out(LADY_COST, s.candles))])
    if room == EMPTY:
        s = replace(s, current=card)
        return _after_room(s, [msg("purplehouse-did-flip-first", cell=number, card=card_words(card))])
    reason = match_reason(card, room)
    if reason is None:
        s = replace(s, candles=max(0, s.candles - MISS_COST))
        note = msg(
            "purplehouse-did-flip-miss",
            cell=number,
            card=card_words(card),
            room=card_words(room),
            out=_out(MISS_COST, s.candles),
        )
        return _after_candles(s, [note])
    s = replace(s, grid=_emptied(s.grid, room), path=(*s.path, room), current=card)
    note = msg(
        "purplehouse-did-flip-match",
        cell=number,
        card=card_words(card),
        room=card_words(room),
        reason=msg(REASON_IDS[reason]),
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


def _after_room(s: PurpleHouseState, notes: list[Msg]) -> tuple[PurpleHouseState, Notes]:
    """Win and Dead End checks after the Current Room changed."""
    if clues_face_up(s) == CLUE_TOTAL:
        notes.append(msg("purplehouse-then-escape"))
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
    notes.append(msg("purplehouse-then-dead-end", room=card_words(room), out=_out(DEAD_END_COST, s.candles)))
    return _after_candles(s, notes)


def _after_candles(s: PurpleHouseState, notes: list[Msg]) -> tuple[PurpleHouseState, Notes]:
    return (s, tuple(notes)) if s.candles > 0 else end_round(s, notes)


def end_round(s: PurpleHouseState, notes: list[Msg]) -> tuple[PurpleHouseState, Notes]:
    """End of Round: after round 3 the game is lost; else return cards, add ghosts, deal again."""
    if s.round >= ROUNDS:
        notes.append(msg("purplehouse-then-trapped", round=ROUNDS, clues=clues_face_up(s)))
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
    notes.append(
        msg("purplehouse-then-new-round", round=s.round - 1, ladies=len(added), candles=diff.candles, next=s.round)
    )
    return deal(s), tuple(notes)


def _emptied(grid: tuple[int, ...], card: int) -> tuple[int, ...]:
    return tuple(EMPTY if c == card else c for c in grid)


def _out(cost: int, left: int) -> Msg:
    """Candles going out: "2 candles go out (1 left)"."""
    return msg("purplehouse-candles-out", cost=cost, left=left)


def _refusal(s: PurpleHouseState, action: str) -> Msg:
    """A sentence saying why ``action`` is not allowed and what is."""
    if action == SORT:
        return msg("purplehouse-refuse-sorted")
    m = FLIP.fullmatch(action)
    if not m:
        return msg("purplehouse-refuse-not-escape")
    cell = int(m[1])
    if not 1 <= cell <= len(s.grid):
        return msg("purplehouse-refuse-no-cell", cells=len(s.grid))
    if s.grid[cell - 1] == EMPTY:
        return msg("purplehouse-refuse-on-path", cell=cell)
    return msg("purplehouse-refuse-current-room", cell=cell)
