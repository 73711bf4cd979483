"""What a seat may see: its own hand, every house, the pile sizes, the open window, and every hand at the end."""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.base import SeatView
from bot.games.ghost_at_home import actions
from bot.games.ghost_at_home.data import CARDS, Kind
from bot.games.ghost_at_home.house import FLOOR_NUMBERS, explored, is_full, slots_of, top_floor
from bot.games.ghost_at_home.model import EMPTY, GhostState, House, Phase
from bot.i18n import Msg, Seat, Text, msg


@dataclass(frozen=True)
class CardView:
    """A card face: id, kind (``data.Kind`` value), floor (rooms only), bulbs and a label."""

    id: int
    kind: str
    floor: int
    bulbs: int
    label: Msg


@dataclass(frozen=True)
class SlotView:
    """One room space: its room card (or None) and the cat on it (or None)."""

    room: CardView | None = None
    cat: CardView | None = None


@dataclass(frozen=True)
class FloorView:
    """One floor of a house."""

    number: int
    left: SlotView
    right: SlotView
    ghost: CardView | None
    lit: bool


@dataclass(frozen=True)
class HouseView:
    """One player's house and hand size."""

    seat: int
    floors: tuple[FloorView, ...]
    """Floor 1 first."""
    explored: int
    """Rooms explored, 0..6."""
    full: bool
    top_floor: int
    """Highest explored floor (where ghosts and Lightning strike), 0 if none."""
    hand_size: int
    left_game: bool


@dataclass(frozen=True)
class WindowView:
    """An out-of-turn decision the game waits for (ping ``seat`` with these buttons).

    ``kind`` is ``"defend"`` (a ghost is arriving at ``target``'s ``floor``;
    ``by`` sent it) or ``"stop"`` (``target`` is escaping; ``seat`` may add a
    ghost, ``ghosts_left`` more at most). ``answers`` lists every possible
    answer of that kind as (action, label); whether the seat can give the
    first one is known only from its own ``choices``. ``deadline`` says what
    the game does for the seat at the deadline (``Game.default_action``).
    """

    kind: str
    seat: int
    target: int
    floor: int
    by: int
    ghosts_left: int
    prompt: Msg
    answers: tuple[tuple[str, Msg], ...]
    deadline: Msg
    emoji: tuple[str, ...] = ()
    """The emoji of each answer's button, in the order of ``answers``."""


@dataclass(frozen=True)
class PickOption:
    """One thing to pick in a :class:`PickView`: its value (a part, see ``parts``), label and emoji."""

    value: str
    label: Msg
    emoji: str = ""


@dataclass(frozen=True)
class PickView:
    """A select of a seat's own, whose picks together make one move of ``group`` (``Game.compose``).

    Rooms, a light and a discard are made of several cards of the hand (a light also of its
    floor, when more than one floor may be lit).
    """

    group: str
    placeholder: Msg
    options: tuple[PickOption, ...]
    min_picks: int = 1
    max_picks: int = 1


@dataclass(frozen=True)
class GhostView(SeatView):
    """What one seat (or a spectator, seat None) may know."""

    players: int = 0
    turn: int | None = None
    """The active player (None once the game is over)."""
    phase: str = Phase.TURN.value
    houses: tuple[HouseView, ...] = ()
    hand: tuple[CardView, ...] = ()
    """This seat's own hand; empty in the public view."""
    deck_size: int = 0
    discard_size: int = 0
    window: WindowView | None = None
    escaping: int | None = None
    """The seat trying to escape right now, if any."""
    winner: int | None = None
    resigned: tuple[int, ...] = ()
    beginner: bool = False
    status: Text = ""
    """One sentence: whose move it is and what they decide."""
    picks: tuple[PickView, ...] = ()
    """On the seat's own turn, the moves made of several cards picked together; empty otherwise."""
    hands: tuple[tuple[CardView, ...], ...] = ()
    """Once the game is over, every seat's hand in seat order (the final reveal); empty while it runs."""
    always_ask: bool = True
    """The ``always_ask`` option: cat and escape windows open even for seats that cannot answer."""
    escape_queue: tuple[int, ...] = ()
    """While an escape runs: the seats still to be asked to stop it, in order (public, like the escape)."""
    escape_left: int = 0
    """Ghosts the first seat of ``escape_queue`` may still add."""
    escape_per_seat: int = 0
    """Ghosts each stopper may add in this escape: 2 with two players, else 1."""


def card_view(card: int) -> CardView:
    """The face of a card."""
    c = CARDS[card]
    return CardView(c.id, c.kind.value, c.floor, c.bulbs, c.label)


def hand_order(hand: tuple[int, ...]) -> list[int]:
    """A hand as views show it: room cards first, then the rest, by card id."""
    return sorted(hand, key=lambda c: (CARDS[c].kind is not Kind.ROOM, c))


def hand_faces(hand: tuple[int, ...]) -> tuple[CardView, ...]:
    """The faces of a hand, in the order views show it."""
    return tuple(card_view(c) for c in hand_order(hand))


def _maybe(card: int) -> CardView | None:
    return None if card == EMPTY else card_view(card)


def _floor_view(h: House, floor: int) -> FloorView:
    left, right = (SlotView(_maybe(h.rooms[i]), _maybe(h.cats[i])) for i in slots_of(floor))
    return FloorView(floor, left, right, ghost=_maybe(h.ghosts[floor - 1]), lit=h.lights[floor - 1])


def house_view(s: GhostState, seat: int) -> HouseView:
    """One house as everybody sees it."""
    h: House = s.houses[seat]
    floors = tuple(_floor_view(h, f) for f in FLOOR_NUMBERS)
    return HouseView(seat, floors, explored(h), is_full(h), top_floor(h), len(s.hands[seat]), seat in s.resigned)


def window_view(s: GhostState) -> WindowView | None:
    """The open out-of-turn window, or None."""
    if s.phase is Phase.DEFEND and s.attack:
        a = s.attack
        return WindowView(
            "defend",
            a.target,
            a.target,
            a.floor,
            a.by,
            0,
            msg("ghostathome-ask-defend", by=Seat(a.by), target=Seat(a.target), floor=a.floor),
            (("cat", msg("ghostathome-answer-cat")), ("allow", msg("ghostathome-label-allow"))),
            msg("ghostathome-deadline-defend"),
            ("🐈", "👻"),
        )
    if s.phase is Phase.STOP and s.escape:
        e = s.escape
        floor = top_floor(s.houses[e.escaper])
        return WindowView(
            "stop",
            e.queue[0],
            e.escaper,
            floor,
            e.escaper,
            e.left,
            msg("ghostathome-ask-stop", escaper=Seat(e.escaper), asked=Seat(e.queue[0])),
            (("stop", msg("ghostathome-answer-stop")), ("nostop", msg("ghostathome-label-nostop"))),
            msg("ghostathome-deadline-stop"),
            ("👻", "🏃"),
        )
    return None


def status(s: GhostState, window: WindowView | None) -> Msg:
    """One sentence saying what the game waits for."""
    if s.phase is Phase.OVER:
        return (
            msg("ghostathome-status-won", winner=Seat(s.winner))
            if s.winner != EMPTY
            else msg("ghostathome-status-over")
        )
    if window:
        return window.prompt
    return msg("ghostathome-status-turn", player=Seat(s.turn))


def _cards(hand: tuple[CardView, ...], usable: set[int]) -> tuple[PickOption, ...]:
    return tuple(PickOption(str(c.id), c.label) for c in hand if c.id in usable)


def _numbers(moves: list[str], skip: int) -> set[int]:
    """The card ids in actions (``actions`` encodings), past their first ``skip`` numbers."""
    return {int(x) for a in moves for x in a.split(".")[1 + skip :]}


def pick_views(s: GhostState, seat: int, hand: tuple[CardView, ...]) -> tuple[PickView, ...]:
    """The card selects of ``seat``'s turn: rooms, a light and a discard, for the moves it may make now."""
    if s.phase is not Phase.TURN or s.turn != seat:
        return ()
    legal = actions.legal(s, seat)
    out = []
    rooms = [a for a in legal if a.startswith("r.")]
    if rooms:
        most = max(a.count(".") for a in rooms)
        placeholder = msg("ghostathome-pick-rooms")
        out.append(PickView("rooms", placeholder, _cards(hand, _numbers(rooms, 0)), 1, most))
    lights = [a for a in legal if a.startswith("l.")]
    if lights:
        floors = sorted({int(a.split(".")[1]) for a in lights})
        options = _cards(hand, _numbers(lights, 1))
        if len(floors) > 1:
            lamps = tuple(PickOption(f"F{f}", msg("ghostathome-pick-floor", floor=f), "💡") for f in floors)
            placeholder = msg("ghostathome-pick-light")
            out.append(PickView("light", placeholder, lamps + options, 3, 4))
        else:
            placeholder = msg("ghostathome-pick-light-on", floor=floors[0])
            out.append(PickView("light", placeholder, options, 2, 3))
    if any(a.startswith("d.") for a in legal):
        placeholder = msg("ghostathome-pick-discard")
        out.append(PickView("discard", placeholder, _cards(hand, set(s.hands[seat])), 1, len(hand)))
    return tuple(out)


def view(s: GhostState, seat: int | None, to_act: frozenset[int]) -> GhostView:
    """Build the view of ``seat`` (``None``: public information only)."""
    window = window_view(s)
    mine = s.hands[seat] if seat is not None and 0 <= seat < s.players else ()
    hand = hand_faces(mine)
    over = s.phase is Phase.OVER
    return GhostView(
        seat=seat,
        to_act=to_act,
        players=s.players,
        turn=None if s.phase is Phase.OVER else s.turn,
        phase=s.phase.value,
        houses=tuple(house_view(s, q) for q in range(s.players)),
        hand=hand,
        deck_size=len(s.deck),
        discard_size=len(s.discard),
        window=window,
        escaping=s.escape.escaper if s.escape else None,
        winner=None if s.winner == EMPTY else s.winner,
        resigned=s.resigned,
        beginner=s.beginner,
        status=status(s, window),
        picks=pick_views(s, seat, hand) if seat is not None and mine else (),
        hands=tuple(hand_faces(h) for h in s.hands) if over else (),
        always_ask=s.always_ask,
        escape_queue=s.escape.queue if s.escape else (),
        escape_left=s.escape.left if s.escape else 0,
        escape_per_seat=s.escape.per_seat if s.escape else 0,
    )
