"""Cards in motion: the draw pile, hands, the hand limit, cards left in rooms and what seats saw."""

from __future__ import annotations

from dataclasses import replace

from bot.games.base import chance
from bot.games.children.data import CARDS, INSANITY, START_LIMIT, Kind
from bot.games.children.model import ChildrenState


def enraged_present(s: ChildrenState) -> int:
    """Enraged ghosts walking the mansion."""
    inside = {g for h in s.haunts for g in h}
    return sum(1 for g in s.enraged if g in inside)


def hand_limit(s: ChildrenState) -> int:
    """5 cards, less 1 for every enraged ghost in the mansion; never below 0."""
    return max(0, START_LIMIT - enraged_present(s))


def insane(s: ChildrenState) -> bool:
    """Whether 5 enraged ghosts are present: every player goes insane (RULINGS 6)."""
    return enraged_present(s) >= INSANITY


def holding(s: ChildrenState, seat: int, name: str) -> int | None:
    """The lowest card of that name in the seat's hand, or None."""
    found = [c for c in s.hands[seat] if CARDS[c].name == name]
    return min(found) if found else None


def toys_in_hand(s: ChildrenState, seat: int) -> tuple[int, ...]:
    """The toy cards a seat holds."""
    return tuple(c for c in s.hands[seat] if CARDS[c].kind is Kind.TOY)


def take(s: ChildrenState, seat: int, cards: tuple[int, ...]) -> ChildrenState:
    """The state with those cards out of the seat's hand."""
    hand = list(s.hands[seat])
    for c in cards:
        hand.remove(c)
    return s.with_seat("hands", seat, tuple(hand))


def give(s: ChildrenState, seat: int, cards: tuple[int, ...]) -> ChildrenState:
    """The state with those cards added to the seat's hand."""
    return s.with_seat("hands", seat, s.hands[seat] + tuple(cards))


def throw(s: ChildrenState, cards: tuple[int, ...]) -> ChildrenState:
    """The state with those cards on the discard pile."""
    return replace(s, discard=s.discard + tuple(cards))


def leave(s: ChildrenState, seat: int, cards: tuple[int, ...], room: int) -> ChildrenState:
    """Cards go from the hand face down under the room; the seat remembers them."""
    s = take(s, seat, cards)
    s = s.with_room("under", room, s.under[room] + tuple(cards))
    return remember(s, seat, room, s.seen[seat][room] + tuple(cards))


def remember(s: ChildrenState, seat: int, room: int, cards: tuple[int, ...]) -> ChildrenState:
    """Set what ``seat`` knows lies under ``room``."""
    mine = s.seen[seat]
    return s.with_seat("seen", seat, mine[:room] + (tuple(cards),) + mine[room + 1 :])


def forget_room(s: ChildrenState, room: int) -> ChildrenState:
    """Everybody forgets a room's cards (they were picked up or left the mansion in public)."""
    for p in range(s.players):
        s = remember(s, p, room, ())
    return s


def shuffle_in(s: ChildrenState, cards: tuple[int, ...], label: str) -> ChildrenState:
    """Put cards at random places in the draw pile."""
    deck = list(s.deck)
    rng = chance(s.seed, "shuffle-in", s.ply, label, len(s.deck), len(s.discard))
    for c in cards:
        deck.insert(rng.randint(0, len(deck)), c)
    return replace(s, deck=tuple(deck))


def pop_top(s: ChildrenState) -> tuple[ChildrenState, int | None]:
    """Take the top card of the draw pile; the last card starts the end game."""
    if not s.deck:
        return s, None
    card, rest = s.deck[0], s.deck[1:]
    return replace(s, deck=rest, ending=s.ending or not rest), card


def pull_ghosts(s: ChildrenState, n: int) -> tuple[ChildrenState, tuple[int, ...]]:
    """Take the next ``n`` ghost cards out of the draw pile, leaving the other cards in order."""
    ghosts = tuple(c for c in s.deck if CARDS[c].kind is Kind.GHOST)[:n]
    rest = tuple(c for c in s.deck if c not in ghosts)
    return replace(s, deck=rest, ending=s.ending or (bool(s.deck) and not rest)), ghosts


def all_cards(s: ChildrenState) -> list[int]:
    """Every card of the game wherever it lies (for conservation checks)."""
    out = list(s.deck) + list(s.discard)
    out += [c for h in s.hands for c in h]
    out += [c for u in s.under for c in u]
    out += [c for h in s.haunts for c in h]
    out += [c for t in s.trapped for c in t]
    if s.kitty_card >= 0:
        out.append(s.kitty_card)
    out += [t.args[0] for t in s.tasks if t.kind in IN_HAND_OF_TASK]
    return out


IN_HAND_OF_TASK = frozenset({"place", "spring", "defuse"})
"""Tasks that hold a card in flight (a ghost being placed, a trap springing)."""
