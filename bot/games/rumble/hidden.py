"""What was hidden, told to whom: the notes of a new deal and the final reveal of a finished game.

Moves and fights are public and a scored rumble is revealed to everybody, so the only secret
learned in play is the deal of rumbles 2 and 3: each seat is told its own two characters. Once
the game is over, :func:`final_reveal` tells every seat's characters of every rumble and how the
scores were reached.
"""

from __future__ import annotations

from collections.abc import Collection

from bot.games.rumble.model import CutShort, RumbleState, SeatReveal
from bot.games.rumble.reveal import cut_short_of, reveal_of
from bot.games.rumble.words import COMMAS, LINES, PLUSES, chained, character, standing
from bot.i18n import Msg, Seat, msg
from bot.i18n.words import Arg

LEGEND = msg("rumble-legend")
"""The first line of the final reveal: "*#n: the n-th character out of the house; …*"."""


def deal_notes(before: RumbleState, after: RumbleState) -> dict[int, Msg]:
    """A note for every seat when a move dealt a new rumble (the fight ending rumble 1 or 2); else none."""
    if after.finished or after.rumble == before.rumble:
        return {}
    return {seat: deal_note(after, seat) for seat in range(after.players)}


def deal_note(s: RumbleState, seat: int) -> Msg:
    """What ``seat`` is told of the rumble just dealt: its two characters, shown in its own view."""
    held = tuple(character(c) for c in s.secrets[seat])
    if seat in s.resigned:
        return msg("rumble-dealt-left", rumble=s.rumble, characters=held)
    return msg("rumble-dealt", rumble=s.rumble, characters=held)


def final_reveal(s: RumbleState, winners: Collection[int]) -> Msg:
    """Every seat's characters of every rumble, each rumble's points and the totals, one item a line."""
    lines: list[Arg] = [LEGEND]
    for number, record in enumerate(s.past, start=1):
        reveal = reveal_of(record, number)
        lines.append(msg("rumble-final-rumble", rumble=number, standing=character(reveal.standing)))
        lines += [_scored_line(seat) for seat in reveal.seats]
    cut = cut_short_of(s)
    if cut is not None:
        lines.append(msg("rumble-final-cut", rumble=cut.rumble))
        lines += [_cut_line(cut, seat) for seat in range(s.players)]
    lines.append(_result(s, sorted(winners)))
    for seat in range(s.players):
        points = [record.points[seat] for record in s.past]
        sums = (
            msg("rumble-sum", terms=chained(PLUSES, points), total=s.totals[seat])
            if len(points) > 1
            else s.totals[seat]
        )
        if seat in s.resigned:
            lines.append(msg("rumble-final-total-left", seat=Seat(seat), sums=sums))
        elif seat in winners:
            lines.append(msg("rumble-final-total-winner", seat=Seat(seat), sums=sums))
        else:
            lines.append(msg("rumble-final-total", seat=Seat(seat), sums=sums))
    told = chained(LINES, lines)
    assert isinstance(told, Msg)
    return told


def _scored_line(seat: SeatReveal) -> Msg:
    """ "• Player 1: Robot (last), Ninja (#1) → 10"."""
    held = chained(
        COMMAS,
        [
            msg("rumble-final-held-last", character=character(c))
            if standing(r)
            else msg("rumble-final-held-out", character=character(c), rank=r)
            for c, r in zip(seat.characters, seat.ranks, strict=True)
        ],
    )
    if seat.forfeited:
        return msg("rumble-final-seat-forfeited", seat=Seat(seat.seat), held=held, points=seat.points)
    return msg("rumble-final-seat", seat=Seat(seat.seat), held=held, points=seat.points)


def _cut_line(cut: CutShort, seat: int) -> Msg:
    """ "• Player 1: Cat (still in), Ape (#2)": the characters still in the house first."""
    held = chained(
        COMMAS,
        [
            msg("rumble-final-held-in", character=character(c))
            if r is None
            else msg("rumble-final-held-out", character=character(c), rank=r)
            for c, r in cut.held(seat)
        ],
    )
    return msg("rumble-final-cut-seat", seat=Seat(seat), held=held)


def _result(s: RumbleState, winners: list[int]) -> Msg:
    """Who won with how many points; a game ended early says why."""
    who = tuple(Seat(p) for p in winners)
    best = s.totals[winners[0]] if winners else 0
    if s.players - len(s.resigned) < 2:
        return msg("rumble-final-result-early", who=who, count=len(winners), points=best)
    return msg("rumble-final-result", who=who, count=len(winners), points=best)
