"""What a seat may see: the public mansion and table, plus its own hand and remembered room cards.

Once the game is over nothing is secret any more: every view carries every hand and the cards
left under every room, face up.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from bot.games.base import SeatView
from bot.games.children.cards import hand_limit
from bot.games.children.data import CARDS, FREE_DEVICES, GHOST_COUNT, ROOMS, Kind
from bot.games.children.lexicon import card_msg, room_msg
from bot.games.children.mansion import where
from bot.games.children.model import FLED, NONE, ChildrenState, Phase, Task
from bot.games.children.prompts import GAME_OVER, deadline, must, prompt, step_text
from bot.i18n import Text


@dataclass(frozen=True)
class CardView:
    """A card face: id, kind (``data.Kind`` value), name, and for ghosts/toys the other of the pair.

    ``action`` is ``"free"`` or ``"turn"`` for devices, else empty.
    """

    id: int
    kind: str
    name: str
    pair: str = ""
    action: str = ""
    label: Text = ""
    """The card's name as a message (``name`` is the game's key for it: bots read that)."""


@dataclass(frozen=True)
class GhostView:
    """A ghost in the mansion, face up."""

    card: CardView
    toy: str
    enraged: bool


@dataclass(frozen=True)
class RoomView:
    """A room tablet in play at ``floor`` (0 basement .. 3) and ``column`` (0..4)."""

    id: int
    name: str
    floor: int
    column: int
    doors: tuple[str, ...]
    """Sides with a door (L, R) or a trapdoor (U, D) on this tablet."""
    arrows: tuple[str, ...]
    """Spectral arrows (L, R, U, D): where ghosts may flow from here."""
    ghosts: tuple[GhostView, ...]
    cards: int
    """Face-down cards left here (count only)."""
    players: tuple[int, ...]
    kitty: bool
    seen: tuple[CardView, ...]
    """Cards this seat knows lie here (its own memory; empty in the public view)."""
    under: tuple[CardView, ...] = ()
    """Every card left here, face up once the game is over (in every view); empty while it runs."""
    label: Text = ""
    """The room's name as a message (``name`` is the game's key for it)."""


@dataclass(frozen=True)
class PlayerView:
    """One player at the table (public)."""

    seat: int
    room: int | None
    hand_size: int
    skulls: int
    trapped: tuple[CardView, ...]
    """Ghost and toy cards taken for scoring, in pairs."""
    ghosts_trapped: int
    kitty_card: bool
    left_game: bool
    hand: tuple[CardView, ...] = ()
    """The seat's hand, face up once the game is over (in every view); empty while it runs."""


@dataclass(frozen=True)
class StackView:
    """One mini card stack: the toy on top, the ghost under it once turned over."""

    toy: str
    ghost: str | None


@dataclass(frozen=True)
class WindowView:
    """The decision the game waits for: ``kind`` (see ``model.Task``), whose it is, and a prompt."""

    kind: str
    seat: int
    prompt: Text
    """"<seat> must <what>." (a message)."""
    card: CardView | None = None
    """The ghost being placed or the trap being sprung, when public."""
    deadline: Text = ""
    """What the game answers for the seat at the deadline (``Game.default_action``), as a message."""


@dataclass(frozen=True)
class TaskView:
    """A pending step of the game (``model.Task``), as the table knows it: kind, seat and arguments.

    Every argument is public (a ghost being placed, a trap springing, rooms fled, a victim, a seat)
    but the cards a runner has left so far in its flight: only the runner sees them, the others
    see ``-1`` for each (how many were left is public).
    """

    kind: str
    seat: int
    args: tuple[int, ...] = ()


@dataclass(frozen=True)
class ChildrenView(SeatView):
    """What one seat (or a spectator, seat None) may know."""

    players: int = 0
    turn: int | None = None
    phase: str = Phase.TILE.value
    actions_left: int = 0
    hand_limit: int = 5
    rooms: tuple[RoomView, ...] = ()
    tablet: str | None = None
    """The room tablet being placed (step 1), if any."""
    room_pile: int = 0
    deck_size: int = 0
    discard: tuple[CardView, ...] = ()
    table: tuple[PlayerView, ...] = ()
    skull_pool: int = 0
    kitty_room: int | None = None
    kitty_holder: int | None = None
    stacks: tuple[StackView, ...] = ()
    hand: tuple[CardView, ...] = ()
    """This seat's own hand; empty in the public view."""
    held: tuple[int, ...] = ()
    """This seat's own hand as card ids in the order they came into it (its notes name them so)."""
    window: WindowView | None = None
    ending: bool = False
    """The last card was drawn: everybody plays one more turn."""
    last_turns: int | None = None
    insane: bool = False
    status: Text = ""
    """What the game waits for now, as a message ("<seat> must <what>.")."""
    queue: tuple[TaskView, ...] = ()
    """Every pending step, the decision waited for first (``window``); empty once the game is over."""


@cache
def card_view(card: int) -> CardView:
    """The face of a card (one shared record per card: views are built often, by bots above all)."""
    c = CARDS[card]
    pair = CARDS[c.pair].name if c.pair >= 0 else ""
    action = ("free" if c.name in FREE_DEVICES else "turn") if c.kind is Kind.DEVICE else ""
    return CardView(c.id, c.kind.value, c.name, pair, action, card_msg(card))


def room_view(s: ChildrenState, room: int, seat: int | None) -> RoomView:
    """One room as ``seat`` sees it."""
    r = ROOMS[room]
    at = where(s, room)
    assert at is not None
    ghosts = tuple(GhostView(card_view(g), CARDS[CARDS[g].pair].name, g in s.enraged) for g in sorted(s.haunts[room]))
    seen = s.seen[seat][room] if seat is not None and 0 <= seat < s.players else ()
    under = tuple(card_view(c) for c in s.under[room]) if s.phase is Phase.OVER else ()
    return RoomView(
        id=room,
        name=r.name,
        floor=at[0],
        column=at[1],
        doors=tuple(sorted(r.doors)),
        arrows=tuple(sorted(r.arrows)),
        ghosts=ghosts,
        cards=len(s.under[room]),
        players=tuple(p for p in range(s.players) if s.pos[p] == room),
        kitty=s.kitty == room,
        seen=tuple(card_view(c) for c in sorted(seen)),
        under=under,
        label=room_msg(room),
    )


def task_view(t: Task, seat: int | None) -> TaskView:
    """A pending step as ``seat`` knows it: a run's cards left so far are the runner's own secret."""
    if t.kind != "run" or seat == t.seat:
        return TaskView(t.kind, t.seat, t.args)
    return TaskView(t.kind, t.seat, tuple(a if a >= FLED else NONE for a in t.args))


def window_view(s: ChildrenState) -> WindowView | None:
    """The pending decision, or None when the active player simply plays its turn."""
    if not s.tasks or s.phase is Phase.OVER:
        return None
    t = s.tasks[0]
    card = card_view(t.args[0]) if t.kind in ("place", "defuse") else None
    return WindowView(t.kind, t.seat, must(t.seat, prompt(t.kind)), card, deadline(t.kind))


def view(s: ChildrenState, seat: int | None, to_act: frozenset[int]) -> ChildrenView:
    """Build the view of ``seat`` (``None``: public information only)."""
    mine = s.hands[seat] if seat is not None and 0 <= seat < s.players else ()
    window = window_view(s)
    over = s.phase is Phase.OVER
    status: Text
    if over:
        status = GAME_OVER
    elif window:
        status = window.prompt
    else:
        status = must(s.turn, step_text(s))
    return ChildrenView(
        seat=seat,
        to_act=to_act,
        players=s.players,
        turn=None if over else s.turn,
        phase=s.phase.value,
        actions_left=s.actions_left,
        hand_limit=hand_limit(s),
        rooms=tuple(room_view(s, r, seat) for r in s.grid if r != NONE),
        tablet=ROOMS[s.room_pile[0]].name if s.phase is Phase.TILE and s.room_pile and not over else None,
        room_pile=len(s.room_pile),
        deck_size=len(s.deck),
        discard=tuple(card_view(c) for c in s.discard),
        table=tuple(
            PlayerView(
                p,
                None if s.pos[p] == NONE else s.pos[p],
                len(s.hands[p]),
                s.skulls[p],
                tuple(card_view(c) for c in s.trapped[p]),
                len(s.trapped[p]) // 2,
                s.kitty_holder == p,
                p in s.resigned,
                tuple(card_view(c) for c in sorted(s.hands[p])) if over else (),
            )
            for p in range(s.players)
        ),
        skull_pool=s.skull_pool,
        kitty_room=None if s.kitty == NONE else s.kitty,
        kitty_holder=None if s.kitty_holder == NONE else s.kitty_holder,
        stacks=tuple(
            StackView(CARDS[GHOST_COUNT + k].name, CARDS[s.minis[k]].name if k in s.revealed else None)
            for k in range(GHOST_COUNT)
        ),
        hand=tuple(card_view(c) for c in sorted(mine)),
        held=tuple(mine),
        window=window,
        ending=s.ending,
        last_turns=None if s.last_turns == NONE else s.last_turns,
        insane=s.insane,
        status=status,
        queue=() if over else tuple(task_view(t, seat) for t in s.tasks),
    )
