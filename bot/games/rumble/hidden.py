"""What was hidden, told to whom: the notes of a new deal and the final reveal of a finished game.

Moves and fights are public and a scored rumble is revealed to everybody, so the only secret
learned in play is the deal of rumbles 2 and 3: each seat is told its own two characters. Once
the game is over, :func:`final_reveal` tells every seat's characters of every rumble and how the
scores were reached.
"""

from __future__ import annotations

from collections.abc import Collection

from bot.games.base import joined, seat_name
from bot.games.rumble.data import CHARACTERS
from bot.games.rumble.model import CutShort, RumbleState, SeatReveal
from bot.games.rumble.reveal import cut_short_of, reveal_of

LEGEND = "*#n: the n-th character out of the house; a player scores their best character only.*"


def deal_notes(before: RumbleState, after: RumbleState) -> dict[int, str]:
    """A note for every seat when a move dealt a new rumble (the fight ending rumble 1 or 2); else none."""
    if after.finished or after.rumble == before.rumble:
        return {}
    return {seat: deal_note(after, seat) for seat in range(after.players)}


def deal_note(s: RumbleState, seat: int) -> str:
    """What ``seat`` is told of the rumble just dealt: its two characters, shown in its own view."""
    held = joined([CHARACTERS[c] for c in s.secrets[seat]])
    text = f"Rumble {s.rumble} is dealt: your secret characters are {held}."
    if seat in s.resigned:
        text += " You have left the game, so they score nothing."
    return text


def final_reveal(s: RumbleState, winners: Collection[int]) -> str:
    """Every seat's characters of every rumble, each rumble's points and the totals, one item a line."""
    lines = [LEGEND]
    for number, record in enumerate(s.past, start=1):
        reveal = reveal_of(record, number)
        lines.append(f"**Rumble {number}** · {CHARACTERS[reveal.standing]} last standing")
        lines += [_scored_line(seat) for seat in reveal.seats]
    cut = cut_short_of(s)
    if cut is not None:
        lines.append(f"**Rumble {cut.rumble}** · not scored: the game ended first")
        lines += [_cut_line(cut, seat) for seat in range(s.players)]
    lines.append(f"**Result** · {_result(s, sorted(winners))}")
    for seat in range(s.players):
        points = " + ".join(str(record.points[seat]) for record in s.past)
        sums = f"{points} = {s.totals[seat]}" if len(s.past) > 1 else str(s.totals[seat])
        left = " (left)" if seat in s.resigned else ""
        lines.append(f"• {seat_name(seat)}{left}: {sums}{' 🏆' if seat in winners else ''}")
    return "\n".join(lines)


def _scored_line(seat: SeatReveal) -> str:
    """ "• Player 1: Robot (last), Ninja (#1) → 10"."""
    held = ", ".join(f"{CHARACTERS[c]} ({_rank(r)})" for c, r in zip(seat.characters, seat.ranks, strict=True))
    why = " (had left the game)" if seat.forfeited else ""
    return f"• {seat_name(seat.seat)}: {held} → {seat.points}{why}"


def _cut_line(cut: CutShort, seat: int) -> str:
    """ "• Player 1: Cat (still in), Ape (#2)": the characters still in the house first."""
    held = ", ".join(f"{CHARACTERS[c]} ({'still in' if r is None else f'#{r}'})" for c, r in cut.held(seat))
    return f"• {seat_name(seat)}: {held}"


def _rank(rank: int) -> str:
    return "last" if rank == len(CHARACTERS) else f"#{rank}"


def _result(s: RumbleState, winners: list[int]) -> str:
    """Who won with how many points; a game ended early says why."""
    who = joined([seat_name(p) for p in winners])
    best = s.totals[winners[0]] if winners else 0
    verb = "share the win" if len(winners) > 1 else "wins"
    early = "the game ended early with one player left: " if s.players - len(s.resigned) < 2 else ""
    return f"{early}{who} {verb} with {best} points"
