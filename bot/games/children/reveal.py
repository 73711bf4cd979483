"""The reveal of a finished Children game (``Game.reveal``): what was hidden, one item a line.

First the result, then every seat's score with the ghosts it trapped (and the toy each was
trapped with), every seat's hand, and the cards left face down under each room. Repeated
cards are said once with their count; a text too long for the final board drops the toys,
then says how many cards lay under the rooms it has no room for.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.base import Outcome, seat_name
from bot.games.children.data import CARDS, ROOMS, Kind
from bot.games.children.mansion import in_play
from bot.games.children.model import ChildrenState, Phase

MAX_REVEAL = 1500


def reveal(s: ChildrenState, result: Outcome, limit: int = MAX_REVEAL) -> str:
    """The reveal of a finished game in at most ``limit`` characters (empty while it runs); ``result``: its outcome."""
    if s.phase is not Phase.OVER:
        return ""
    rooms = room_lines(s)
    for toys in (True, False):
        head = [result.text, *score_lines(s, toys), *hand_lines(s)]
        text = "\n".join([*head, *rooms])
        if len(text) <= limit:
            return text
    kept: list[str] = []
    for line in rooms:
        if len("\n".join([*head, *kept, line, _more(s, len(kept) + 1)])) > limit:
            break
        kept.append(line)
    return "\n".join([*head, *kept, _more(s, len(kept))])[:limit]


def score_lines(s: ChildrenState, toys: bool = True) -> list[str]:
    """Per seat: its score and the ghosts it trapped, each with its toy when ``toys``."""
    out = []
    for p in range(s.players):
        ghosts = [c for c in s.trapped[p] if CARDS[c].kind is Kind.GHOST]
        said = [CARDS[g].name + (f" (with the {CARDS[CARDS[g].pair].name})" if toys else "") for g in ghosts]
        left = " (left the game)" if p in s.resigned else ""
        trapped = ", ".join(said) if said else "no ghost trapped"
        out.append(f"{seat_name(p)}{left} scored {len(ghosts)}: {trapped}.")
    return out


def hand_lines(s: ChildrenState) -> list[str]:
    """Per seat: the cards in its hand when the game ended."""
    return [f"{seat_name(p)}'s hand: {card_list(s.hands[p]) or 'empty'}." for p in range(s.players)]


def room_lines(s: ChildrenState) -> list[str]:
    """Per room in the mansion holding cards (basement first, left to right): the cards under it."""
    lines = [f"Under the {ROOMS[r].name}: {card_list(s.under[r])}." for r in in_play(s) if s.under[r]]
    return lines or ["No card was left under a room."]


def card_list(cards: Sequence[int]) -> str:
    """Card names in the given order, a repeated name once with its count ("Hatpin ×2, Toad")."""
    return ", ".join(n + (f" ×{k}" if k > 1 else "") for n, k in name_counts(cards))


def name_counts(cards: Sequence[int]) -> list[tuple[str, int]]:
    """The names of ``cards`` in order of first appearance, each with how many of the cards bear it."""
    names: list[str] = []
    for c in cards:
        if CARDS[c].name not in names:
            names.append(CARDS[c].name)
    return [(n, sum(1 for c in cards if CARDS[c].name == n)) for n in names]


def _more(s: ChildrenState, shown: int) -> str:
    """The line standing for the rooms after the first ``shown`` rooms holding cards."""
    rooms = [r for r in in_play(s) if s.under[r]][shown:]
    cards = sum(len(s.under[r]) for r in rooms)
    return f"… and {_count(cards, 'more card')} under {_count(len(rooms), 'more room')}."


def _count(n: int, words: str) -> str:
    return f"{n} {words}{'s' if n != 1 else ''}"
