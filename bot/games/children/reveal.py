"""The reveal of a finished Children game (``Game.reveal``): what was hidden, one item a line.

First the result, then every seat's score with the ghosts it trapped (and the toy each was
trapped with), every seat's hand, and the cards left face down under each room. Repeated
cards are said once with their count; a text too long for the final board drops the toys,
then says how many cards lay under the rooms it has no room for.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.base import Outcome
from bot.games.children.data import CARDS, Kind
from bot.games.children.lexicon import card_msg, commas, lines, longest, name_msg, room_msg
from bot.games.children.mansion import in_play
from bot.games.children.model import ChildrenState, Phase
from bot.i18n import Msg, Seat, Text, msg

MAX_REVEAL = 1500


def reveal(s: ChildrenState, result: Outcome, limit: int = MAX_REVEAL) -> Text:
    """The reveal of a finished game in at most ``limit`` characters in every language (empty while it
    runs); ``result``: its outcome."""
    if s.phase is not Phase.OVER:
        return ""
    rooms = room_lines(s)
    for toys in (True, False):
        head = [result.text, *score_lines(s, toys), *hand_lines(s)]
        text = lines(*head, *rooms)
        if longest(text) <= limit:
            return text
    kept: list[Text] = []
    for line in rooms:
        if longest(lines(*head, *kept, line, _more(s, len(kept) + 1))) > limit:
            break
        kept.append(line)
    return lines(*head, *kept, _more(s, len(kept)))


def score_lines(s: ChildrenState, toys: bool = True) -> list[Msg]:
    """Per seat: its score and the ghosts it trapped, each with its toy when ``toys``."""
    out = []
    for p in range(s.players):
        ghosts = [c for c in s.trapped[p] if CARDS[c].kind is Kind.GHOST]
        said = [
            msg("children-reveal-ghost-toy", ghost=card_msg(g), toy=card_msg(CARDS[g].pair)) if toys else card_msg(g)
            for g in ghosts
        ]
        trapped = commas(said) if said else msg("children-reveal-no-ghost")
        kind = "children-reveal-score-left" if p in s.resigned else "children-reveal-score"
        out.append(msg(kind, seat=Seat(p), score=len(ghosts), ghosts=trapped))
    return out


def hand_lines(s: ChildrenState) -> list[Msg]:
    """Per seat: the cards in its hand when the game ended."""
    return [
        msg("children-reveal-hand", seat=Seat(p), cards=card_list(s.hands[p]))
        if s.hands[p]
        else msg("children-reveal-hand-empty", seat=Seat(p))
        for p in range(s.players)
    ]


def room_lines(s: ChildrenState) -> list[Msg]:
    """Per room in the mansion holding cards (basement first, left to right): the cards under it."""
    found = [
        msg("children-reveal-under", room=room_msg(r), cards=card_list(s.under[r])) for r in in_play(s) if s.under[r]
    ]
    return found or [msg("children-reveal-under-none")]


def card_list(cards: Sequence[int]) -> Msg:
    """Card names in the given order, a repeated name once with its count ("Hatpin ×2, Toad"); some cards."""
    return commas([counted(n, k) for n, k in name_counts(cards)])


def counted(name: str, count: int) -> Msg:
    """A card name with how many of the cards bear it ("Hatpin ×2"; one: the name alone)."""
    return name_msg(name) if count == 1 else msg("children-cards-n", card=name_msg(name), count=count)


def name_counts(cards: Sequence[int]) -> list[tuple[str, int]]:
    """The names of ``cards`` in order of first appearance, each with how many of the cards bear it."""
    names: list[str] = []
    for c in cards:
        if CARDS[c].name not in names:
            names.append(CARDS[c].name)
    return [(n, sum(1 for c in cards if CARDS[c].name == n)) for n in names]


def _more(s: ChildrenState, shown: int) -> Msg:
    """The line standing for the rooms after the first ``shown`` rooms holding cards."""
    rooms = [r for r in in_play(s) if s.under[r]][shown:]
    cards = sum(len(s.under[r]) for r in rooms)
    return msg("children-reveal-more", cards=cards, rooms=len(rooms))
