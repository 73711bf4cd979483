"""What a seat (or a spectator) of The Purple House may see.

After Scouting no view holds the front of a face-down card: only the Current
Room and the Path are shown face-up (RULINGS 6). During Scouting a seat sees the
fronts and backs of its own dealt cards only, and its own items. Once the game is
over every view carries every front (the final reveal).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.base import SeatView
from bot.games.purple_house.cards import card_name, clue_sort_key, kind, positions
from bot.games.purple_house.data import CLUES, DIFFICULTIES, GRID_COLUMNS, ROUNDS
from bot.games.purple_house.escape import clues_face_up
from bot.games.purple_house.scoring import Score, score
from bot.games.purple_house.scouting import modification_actions, mods_owed
from bot.games.purple_house.state import EMPTY, OVER, SCOUTING, PurpleHouseState
from bot.games.purple_house.words import backs_words, card_words, difficulty_words
from bot.i18n import Msg


@dataclass(frozen=True)
class CellView:
    """One cell of the House area grid."""

    cell: int
    """1-based number, as in the flip action ``f<cell>``."""
    row: int
    col: int
    marks: tuple[str, ...]
    """X positions on the card back (ul, ur, ll, lr, c); empty for an empty cell."""
    face_up: bool
    card: str | None
    """Front of the face-up Current Room; None for face-down and empty cells."""
    empty: bool
    """The card of this cell went to the Path."""
    revealed: str | None = None
    """Once the game is over: the front of this face-down card (the final reveal); None before."""


@dataclass(frozen=True)
class HandCardView:
    """One of the viewer's own dealt cards during Scouting."""

    slot: int
    """1-based, as in the Scouting actions."""
    card: str
    kind: str
    """``clue``, ``white_lady`` or ``ube``."""
    marks: tuple[str, ...]
    modified: bool
    """Modified by the viewer this round."""
    label: Msg
    """The front's name for a reader ("2 Lamps"); ``card`` is the same front as a key."""
    back: Msg
    """The back's Xs for a reader ("X upper left + centre", "no X")."""


@dataclass(frozen=True)
class PlayerView:
    """One seat at the table; item counts of other seats are hidden (None) during Scouting."""

    seat: int
    has_key: bool
    ready: bool
    gone: bool
    dealt: int
    handkerchiefs: int | None
    corner_x: int | None
    centre_x: int | None


@dataclass(frozen=True, kw_only=True)
class PurpleHouseView(SeatView):
    """Everything one seat (or a spectator, seat None) may know."""

    phase: str
    """``scouting``, ``escape`` or ``over``."""
    round: int
    rounds: int
    difficulty: str
    """The difficulty's name as a key ("Easy"; ``difficulty_label`` says it to a reader)."""
    difficulty_label: Msg
    kid_friendly: bool
    """Kid-Friendly Variant: talking is allowed during Scouting."""
    scoring: bool
    candles: int
    candles_max: int
    ghosts_per_round: int
    key: int
    """Seat holding the Starting Player Key."""
    players: tuple[PlayerView, ...]
    columns: int
    cells: tuple[CellView, ...]
    """The House area (empty during Scouting)."""
    current_room: str | None
    current_cell: int | None
    path: tuple[str, ...]
    """Cleared cards sorted by symbol and number (Ube last)."""
    clues_face_up: int
    clues_left: tuple[str, ...]
    """Clues not face-up yet (what is still hidden in the House)."""
    deck_count: int
    ghost_count: int
    hand: tuple[HandCardView, ...]
    """The viewer's own dealt cards during Scouting; empty otherwise and in the public view."""
    mods_left: int
    """Modifications the viewer still has to make this Scouting Phase (0: mark ready)."""
    result: str
    """``win``, ``loss`` or empty while the game goes on."""
    score: Score | None
    """The Scoring Variant's score once the game is over (None when the variant is off)."""
    not_laid_out: tuple[str, ...] = ()
    """Once the game is over: the fronts of the House cards never laid out (a game everyone left while
    scouting: the dealt cards and the undealt deck), sorted; empty before."""
    scouted: bool = False
    """Whether a seat has modified a card or marked itself ready in this Scouting Phase (both are told
    publicly); False outside Scouting."""


def build_view(s: PurpleHouseState, seat: int | None, to_act: frozenset[int]) -> PurpleHouseView:
    """Build the view of ``seat`` (None: public)."""
    diff = DIFFICULTIES[s.difficulty]
    scouting = s.phase == SCOUTING
    face_up = (*s.path, s.current)
    mine = seat is not None and scouting
    over = s.phase == OVER
    return PurpleHouseView(
        seat=seat,
        to_act=to_act,
        phase=s.phase,
        round=s.round,
        rounds=ROUNDS,
        difficulty=diff.name,
        difficulty_label=difficulty_words(s.difficulty),
        kid_friendly=s.kid_friendly,
        scoring=s.scoring,
        candles=s.candles,
        candles_max=diff.candles,
        ghosts_per_round=diff.ghosts,
        key=s.key,
        players=tuple(_player(s, p, hide=scouting and p != seat) for p in range(s.players)),
        columns=GRID_COLUMNS,
        cells=tuple(_cell(s, i, over) for i in range(len(s.grid))),
        current_room=None if s.current == EMPTY else card_name(s.current),
        current_cell=s.grid.index(s.current) + 1 if s.current != EMPTY else None,
        path=tuple(card_name(c) for c in sorted(s.path, key=clue_sort_key)),
        clues_face_up=clues_face_up(s),
        clues_left=tuple(card_name(c) for c in CLUES if c not in face_up),
        deck_count=len(s.deck),
        ghost_count=len(s.ghosts),
        hand=_hand(s, seat) if mine and seat is not None else (),
        mods_left=mods_owed(s, seat) if mine and seat is not None and modification_actions(s, seat) else 0,
        result=s.result,
        score=score(s) if over and s.scoring else None,
        not_laid_out=_not_laid_out(s) if over else (),
        scouted=scouting and (any(s.modified) or any(s.ready)),
    )


def _player(s: PurpleHouseState, p: int, hide: bool) -> PlayerView:
    return PlayerView(
        seat=p,
        has_key=s.key == p,
        ready=s.ready[p],
        gone=s.gone[p],
        dealt=len(s.hands[p]),
        handkerchiefs=None if hide else s.handkerchiefs[p],
        corner_x=None if hide else s.corner_x[p],
        centre_x=None if hide else s.centre_x[p],
    )


def _cell(s: PurpleHouseState, i: int, over: bool) -> CellView:
    card = s.grid[i]
    row, col = divmod(i, GRID_COLUMNS)
    if card == EMPTY:
        return CellView(cell=i + 1, row=row, col=col, marks=(), face_up=False, card=None, empty=True)
    up = card == s.current
    return CellView(
        cell=i + 1,
        row=row,
        col=col,
        marks=positions(s.marks[card]),
        face_up=up,
        card=card_name(card) if up else None,
        empty=False,
        revealed=card_name(card) if over and not up else None,
    )


def _not_laid_out(s: PurpleHouseState) -> tuple[str, ...]:
    """Fronts of the dealt and undealt cards of a game that ended before its layout, Clues first."""
    cards = sorted((*s.deck, *(c for hand in s.hands for c in hand)), key=lambda c: (clue_sort_key(c), c))
    return tuple(card_name(c) for c in cards)


def _hand(s: PurpleHouseState, seat: int) -> tuple[HandCardView, ...]:
    return tuple(
        HandCardView(
            slot=slot,
            card=card_name(card),
            kind=kind(card),
            marks=positions(s.marks[card]),
            modified=slot in s.modified[seat],
            label=card_words(card),
            back=backs_words(positions(s.marks[card])),
        )
        for slot, card in enumerate(s.hands[seat], 1)
    )
