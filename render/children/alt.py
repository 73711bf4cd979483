"""Alt text of the Children board: a short description for screen readers (at most 1000 characters)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.games.base import joined
from bot.games.children.views import CardView, ChildrenView, PlayerView, RoomView

ALT_LIMIT = 1000
PLAYER_WORD = re.compile(r"\bPlayer (\d+)\b")
FLOOR_WORDS = ("basement", "1st floor", "2nd floor", "3rd floor")


def name_of(names: Sequence[str], seat: int) -> str:
    """A seat's display name (``Player N`` when the name is missing)."""
    return names[seat] if 0 <= seat < len(names) and names[seat] else f"Player {seat + 1}"


def with_names(text: str, names: Sequence[str]) -> str:
    """The engine's text with ``Player N`` replaced by the seat's display name."""
    return PLAYER_WORD.sub(lambda m: name_of(names, int(m.group(1)) - 1), text)


def result_text(view: ChildrenView, names: Sequence[str]) -> str:
    """Who won a finished game, read from the table: the most ghosts trapped among the seats still in."""
    if view.insane:
        return "Five enraged ghosts drove everyone insane: the ghostly children win."
    seats = [p for p in view.table if not p.left_game]
    if not seats:
        return "The game is over."
    best = max(p.ghosts_trapped for p in seats)
    winners = joined([name_of(names, p.seat) for p in seats if p.ghosts_trapped == best])
    tie = sum(p.ghosts_trapped == best for p in seats) > 1
    return f"Game over: {winners} {'win' if tie else 'wins'} with {_plural(best, 'ghost')} trapped."


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def _card_words(c: CardView) -> str:
    if c.kind == "device":
        return f"{c.name} ({c.action} action device)"
    if c.kind == "toy":
        return f"{c.name} (toy of {c.pair})"
    return f"{c.name} ({c.kind})"


def _room_words(r: RoomView, view: ChildrenView, names: Sequence[str]) -> str:
    parts = [f"{g.card.name} {'ENRAGED' if g.enraged else 'calm'}, loves {g.toy}" for g in r.ghosts]
    parts += [name_of(names, p) + (" (you)" if p == view.seat else "") for p in r.players]
    if r.kitty:
        parts.append("Kitty Kitty")
    if r.cards:
        parts.append(_plural(r.cards, "card") + " left" if view.phase == "over" else _plural(r.cards, "face-down card"))
    return f"{r.name}: " + ", ".join(parts)


def _player_words(p: PlayerView, view: ChildrenView, names: Sequence[str]) -> str:
    who = name_of(names, p.seat) + (" (you)" if p.seat == view.seat else "")
    if p.left_game:
        return f"{who} left the game"
    rooms = {r.id: r.name for r in view.rooms}
    where = "outside the mansion" if p.room is None else f"in the {rooms.get(p.room, 'mansion')}"
    kitty = ", holds the Kitty Kitty card" if p.kitty_card else ""
    return (
        f"{who} {where}, {_plural(p.hand_size, 'card')}, {_plural(p.skulls, 'skull')}, "
        f"{_plural(p.ghosts_trapped, 'ghost')} trapped{kitty}"
    )


def _cards_said(cards: Sequence[CardView]) -> str:
    """Card names in order, a repeated name once with its count ("Hatpin ×2, Toad")."""
    names = list(dict.fromkeys(c.name for c in cards))
    counts = {n: sum(1 for c in cards if c.name == n) for n in names}
    return ", ".join(n + (f" ×{counts[n]}" if counts[n] > 1 else "") for n in names)


def reveal_words(view: ChildrenView, names: Sequence[str]) -> list[str]:
    """What a finished board reveals, in words: every hand, then the cards left under each room (top floor first)."""
    hands = "; ".join(f"{name_of(names, p.seat)}: {_cards_said(p.hand) or 'none'}" for p in view.table)
    out = [f"Hands at the end: {hands}."]
    rooms = sorted((r for r in view.rooms if r.under), key=lambda r: (-r.floor, r.column))
    if rooms:
        out.append("Left under rooms, face up: " + "; ".join(f"{r.name}: {_cards_said(r.under)}" for r in rooms) + ".")
    else:
        out.append("No card was left under a room.")
    return out


def alt_text(view: ChildrenView, names: Sequence[str]) -> str:
    """Describe the board for screen readers in at most 1000 characters.

    Says what the game waits for, then (a seat's view only) the seat's hand and
    the cards it remembers under rooms, (a finished game) every hand and the cards
    left under rooms, the players, the hand limit and piles, the rooms holding
    ghosts, players, Kitty Kitty or cards, the other rooms, and the turned-over
    mini stacks. The public text of a running game names no hidden card.
    """
    status = with_names(view.status, names) if view.status else "Waiting"
    if view.phase == "over":
        status = result_text(view, names)
    status = status.rstrip(".")
    parts = [f"Children board, {view.players} players. {status}."]
    card = view.window.card if view.window is not None else None
    if card is not None:
        what = f"{card.name}, who loves {card.pair}" if card.kind == "ghost" else f"{card.name} ({card.kind})"
        parts.append(f"Card in play: {what}.")
    if view.seat is not None and view.phase != "over":  # at the end every hand is told below, face up
        hand = ", ".join(_card_words(c) for c in view.hand) or "no cards"
        parts.append(f"Only you see: your hand: {hand}.")
        seen = [f"{r.name}: {', '.join(c.name for c in r.seen)}" for r in view.rooms if r.seen]
        if seen:
            parts.append(f"You remember: {'; '.join(seen)}.")
    if view.phase == "over":
        parts += reveal_words(view, names)
    parts.append("Players: " + "; ".join(_player_words(p, view, names) for p in view.table) + ".")
    piles = f"Hand limit {view.hand_limit}, draw pile {view.deck_size}, {_plural(view.room_pile, 'room tablet')} left"
    if view.tablet:
        piles += f", placing the {view.tablet}"
    piles += f", {_plural(view.skull_pool, 'skull')} in the pool"
    if view.ending:
        piles += ", last turns" + (f" ({view.last_turns} left)" if view.last_turns is not None else "")
    parts.append(piles + ".")
    busy = [r for r in view.rooms if r.ghosts or r.players or r.kitty or r.cards]
    quiet = [r for r in view.rooms if r not in busy]
    if busy:
        parts.append("Rooms: " + "; ".join(_room_words(r, view, names) for r in busy) + ".")
    if quiet:
        parts.append("Empty rooms: " + ", ".join(r.name for r in quiet) + ".")
    if not view.rooms:
        parts.append("No room in the mansion yet.")
    turned = [s.ghost for s in view.stacks if s.ghost]
    if turned:
        parts.append(f"Stacks turned over: {', '.join(turned)}.")
    text = " ".join(parts).replace("..", ".").replace("?.", "?")
    return text if len(text) <= ALT_LIMIT else text[: ALT_LIMIT - 1].rstrip() + "…"
