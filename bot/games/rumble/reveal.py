"""The reveal at the end of a rumble: who owned whom, each character's exit rank and the points scored.

"Once only one character remains in the house, each player reveals his secret
character tokens and gains points according to the best character's exit rank."
A scored rumble's :class:`~bot.games.rumble.model.RumbleRecord` is public from
that moment; this module turns it into the view's :class:`RumbleReveal` and the
sentence that tells it. A game that ends before its rumble is scored (all but one
player left) makes that rumble's owners public too, as a :class:`CutShort`.
"""

from __future__ import annotations

from dataclasses import replace

from bot.games.rumble.data import POINTS_BY_EXIT_RANK
from bot.games.rumble.model import CutShort, RumbleRecord, RumbleReveal, RumbleState, SeatReveal
from bot.games.rumble.words import SEMICOLONS, chained, character, place, standing
from bot.i18n import Msg, Seat, msg


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th … 11th, 12th: English, for the pictures' words (messages say :func:`place`)."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def reveal_of(record: RumbleRecord, number: int) -> RumbleReveal:
    """The reveal of scored rumble ``number`` (1-based): per seat, its characters best first, ranks and points."""
    rank = {c: i + 1 for i, c in enumerate(record.exits)}
    seats = []
    for seat, (owned, points) in enumerate(zip(record.secrets, record.points, strict=True)):
        best_first = tuple(sorted(owned, key=lambda c: -rank[c]))
        ranks = tuple(rank[c] for c in best_first)
        worth = tuple(POINTS_BY_EXIT_RANK[r - 1] for r in ranks)
        # Points are the best worth unless the seat had resigned (RULINGS: it scores 0 from then on).
        forfeited = points < max(worth)
        told = _told(best_first, ranks, worth, points, forfeited)
        seats.append(SeatReveal(seat, best_first, ranks, worth, points, forfeited=forfeited, told=told))
    return RumbleReveal(rumble=number, seats=tuple(seats), standing=record.exits[-1])


def cut_short_of(s: RumbleState) -> CutShort | None:
    """For a game over before its last rumble was scored (all but one player left): that rumble, else None."""
    if not s.finished or len(s.past) >= s.rumble:
        return None
    cut = CutShort(rumble=s.rumble, secrets=s.secrets, exits=s.exits)
    told = (msg("rumble-cut-told", held=tuple(_left(c, r) for c, r in cut.held(p))) for p in range(s.players))
    return replace(cut, told=tuple(told))


def _left(c: int, rank: int | None) -> Msg:
    """A character of a rumble cut short: "Cat (still in)", "Ape (out 2nd)" (nobody stands last in it)."""
    if rank is None:
        return msg("rumble-held-in", character=character(c))
    return msg("rumble-held-gone", character=character(c), place=place(rank))


def _told(
    characters: tuple[int, ...], ranks: tuple[int, ...], worth: tuple[int, ...], points: int, forfeited: bool
) -> Msg:
    """A seat's part of the reveal after its name: "had Cat (out 9th, 7) and Ape (out 4th, 2): 7 points"."""
    held = tuple(
        msg("rumble-held-last", character=character(c), worth=w)
        if standing(r)
        else msg("rumble-held-out", character=character(c), place=place(r), worth=w)
        for c, r, w in zip(characters, ranks, worth, strict=True)
    )
    if forfeited:
        return msg("rumble-told-forfeited", held=held, points=points)
    return msg("rumble-told", held=held, points=points)


def reveal_sentence(reveal: RumbleReveal) -> Msg:
    """The whole reveal as the engine says it: "Revealed: Player 1 had …; Player 2 had …." (seats as arguments)."""
    parts = [msg("rumble-revealed-seat", seat=Seat(s.seat), told=s.told) for s in reveal.seats]
    return msg("rumble-revealed", seats=chained(SEMICOLONS, parts))
