"""The ``good`` Children bot's judgement: the easy rules of thumb, weighed with what the turn still allows
and with the odds of what the others hold.

A toy the seat cannot see lies, as far as it knows, in any unseen place alike: another hand holds it
with a chance of that hand's size over the number of unseen cards. That chance prices the ghosts an
opponent might trap (keep them away from opponents, never hand them one) and the ghosts whose toy an
opponent surely lacks (move them onto the opponent: it must run and leave two cards, one a toy). The
seat plans its moves with the actions and Skull Tokens its turn still has, keeps its Skull Tokens for
a move that reaches a ghost, never ends its turn where a ghost it cannot trap can be moved onto it if
it can help it, and sheds cards worth less than a fresh draw.
"""

from __future__ import annotations

from dataclasses import replace

from bot.games.children.bots_rules import score
from bot.games.children.bots_sense import TRAP_NOW, Sense, card_worth
from bot.games.children.data import CARDS, ROOMS, Device, Kind
from bot.games.children.views import ChildrenView, RoomView

HAND_CARDS = 51
"""Toys, devices and traps: the cards that can be in a hand or under a room."""
RUN_COST = 4.0
"""What fleeing a ghost costs: two cards, one of them a toy, and the room."""
DANGER = 0.75
"""The chance, about, that a ghost next to the seat's room is moved onto it before its next turn."""
DRAW = 0.5
"""What the card drawn on entering a room is worth, beyond where it brings the seat: little, as a move is
worth making for where it leads (each card drawn also brings the end of the game nearer)."""
ATTACK = 6.0
"""Moving onto an opponent a ghost whose toy the seat holds: it must run and leave two cards, one a toy."""
SHED = 0.7
"""Cards worth less than this are left in step 2 to draw fresh ones at the end of the turn."""
LATE = 20
"""Cards left in the draw pile from which the end of the game weighs on drawing."""
TEMPO = 2.0
"""How much more (leading) or less (behind) a draw is worth when the draw pile is nearly out."""
UNKNOWN = 0.4
"""A card found in a room the seat did not leave there: most often what another player did not want, a trap first."""
STUCK = 8.0
"""Ending up in a room without a door out: with no Skull Token to take, the next turn's escape leaves the whole hand."""
CARDS_PER_TURN = 3.0
"""Cards drawn in a turn, about (for how many turns the draw pile lasts)."""
SKULL = 2.0
"""What a Skull Token kept for later is worth: an extra move when a ghost is one step too far, so an action
spent taking one is worth more than a move that leads nowhere, and one is spent only on a move worth it."""


class GoodSense(Sense):
    """The view read for ``good``: the easy reading plus the turn's steps and the odds of others' hands."""

    careful = True

    def __init__(self, view: ChildrenView) -> None:
        super().__init__(view)
        me = view.seat if view.seat is not None else 0
        self.me = me
        self.skulls = view.table[me].skulls
        self.opponents = [p for p in view.table if p.seat != me and not p.left_game]
        seen = sum(len(r.seen) for r in view.rooms)
        gone = sum(1 for c in view.discard if c.kind in (Kind.DEVICE.value, Kind.TRAP.value))
        trapped_toys = len(self.trapped) // 2
        self.unseen = max(1, HAND_CARDS - len(self.hand) - seen - gone - trapped_toys)
        my_turn = view.turn == me
        self.step_ahead = my_turn and view.phase in ("tile", "enter", "act", "restore")
        """The seat's ghost step is still to come this turn."""
        scores = [0 if p.left_game else p.ghosts_trapped for p in view.table]
        self.lead = scores[me] - max((scores[p.seat] for p in self.opponents), default=0)
        self.future = future_turns(view, me)
        """Turns the seat still has after this one (about, before the end game starts)."""
        late = max(0.0, 1.0 - view.deck_size / LATE)
        self.draw = DRAW + TEMPO * late * max(-1, min(1, self.lead)) if self.future > 0 else 0.3
        """What drawing a card is worth: late in the game more when leading (the end comes sooner), less behind."""
        if my_turn and view.phase in ("tile", "enter"):
            self.steps = 2 + self.skulls
        elif my_turn and view.phase == "act":
            self.steps = view.actions_left + self.skulls
        else:
            self.steps = 0

    def trap_worth(self, count: int) -> float:
        """What trapping ``count`` ghosts now is worth, the risk of driving everybody insane included.

        The toy's mini stack turns over a ghost the seat cannot foresee, alike among the unturned
        stacks; with 4 enraged ghosts present, one more that is in the mansion and calm ends the game
        with no winner, which costs a seat that leads its win.
        """
        if count == 0:
            return 0.0
        if len(self.enraged) < 4:
            return TRAP_NOW * count
        unturned = [k for k, s in enumerate(self.view.stacks) if s.ghost is None]
        turned = {s.ghost for s in self.view.stacks if s.ghost is not None}
        calm = [g for g in self.ghost_room if g not in self.enraged and CARDS[g].name not in turned]
        risk = min(1.0, count * len(calm) / max(1, len(unturned)))
        scores = [0 if p.left_game else p.ghosts_trapped for p in self.view.table]
        leading = scores[self.me] >= max(s for i, s in enumerate(scores) if i != self.me)
        return TRAP_NOW * count * (1 - risk) - risk * (300.0 if leading else 20.0)

    def within_reach(self, ghost: int) -> bool:
        """Whether the seat can still walk to the ghost this turn, or pull it in at its ghost step."""
        at = self.ghost_room.get(ghost)
        if at is None:
            return False
        pull = self.room is not None and self.room in self.flows.get(at, ())
        return self.moves(self.room, at) <= self.steps or (pull and self.step_ahead)

    def holds(self, seat: int) -> float:
        """The chance that another seat holds one given card the seat cannot see: its share of the unseen cards."""
        size = self.view.table[seat].hand_size
        return min(1.0, size / self.unseen)

    def potential(self, room: int | None, steps: int, ghost_step: bool) -> float:
        """How well placed ``room`` is for trapping the ghosts whose toy the seat holds."""
        values = []
        for g in self.toys:
            at = self.ghost_room.get(g)
            if at is None:
                continue
            d = self.moves(room, at)
            pull = room is not None and room in self.flows.get(at, ())
            if d <= steps or (pull and ghost_step):
                values.append(9.0)
            else:
                later = 6.0 * 0.6 ** max(0, d - max(steps, 2) - 1) + (1.0 if pull else 0.0)
                values.append(later * min(1.0, self.future))
        values.sort(reverse=True)
        return sum(v * (1.0 if i == 0 else 0.4) for i, v in enumerate(values))

    def danger(self, room: int) -> float:
        """Ghosts the seat cannot trap that an opponent can move onto it in ``room``."""
        near = [g for g, at in self.ghost_room.items() if not self.mine(g) and room in self.flows.get(at, ())]
        return DANGER * RUN_COST * min(len(near), 2)

    def rivalry(self, ghost: int, room: int) -> float:
        """How much an opponent may gain from the ghost ``ghost`` standing in ``room`` (0 when none can trap it)."""
        if ghost in self.safe or self.mine(ghost):
            return 0.0
        total = 0.0
        for p in self.opponents:
            d = self.moves(p.room, room)
            total += self.holds(p.seat) * 10.0 * 0.6 ** max(0, d - 2)
        return total


def future_turns(view: ChildrenView, me: int) -> float:
    """How many more turns the seat will play after the current one: exact in the end game, else about.

    Once the last card is drawn the drawer finishes its turn and everybody plays one more; before
    that, every turn draws about three cards (two rooms entered, a card to restore the hand).
    """
    playing = [p.seat for p in view.table if not p.left_game]
    if not view.ending:
        return view.deck_size / (CARDS_PER_TURN * max(1, len(playing)))
    turn = view.turn if view.turn is not None else me
    if view.last_turns is None:
        return 1.0  # the drawer's turn is on: everybody, the drawer too, plays one more
    after = [(turn + k) % view.players for k in range(1, view.players + 1)]
    coming = [p for p in after if p in playing][: view.last_turns]
    return 1.0 if me in coming else 0.0


def good_score(sense: GoodSense, a: str) -> float:
    """How much ``good`` likes an action (the easy score where it has nothing to add)."""
    head, *rest = a.split(".")
    n = [int(x) for x in rest]
    view = sense.view
    if head in ("m", "e"):
        return enter_value(sense, n[0], draws=True, paid=head == "m")
    if head == "r":
        return enter_value(sense, n[0], draws=False, paid=False)
    if head == "g":
        return ghost_value(sense, n[0], n[1])
    if head == "gp" and n:
        return place_value(sense, view.queue[0].args[0], n[0])
    if head == "s":
        return SKULL + (0.5 if sense.steps > 2 else 0.0)
    if head == "l" and not view.queue and view.phase == "act" and len(sense.hand) <= view.hand_limit:
        return SHED - card_worth(sense, n[0]) - 0.05
    if head == "u":
        return device_value(sense, n[0], n[1] if len(n) > 1 else -1)
    if head == "t":
        return tile_value(sense, n[0])
    return score(sense, a)


def tile_value(sense: GoodSense, column: int) -> float:
    """Placing the tablet drawn: where it opens the shortest ways to the ghosts whose toy the seat holds."""
    view = sense.view
    if view.tablet is None:
        return 0.0
    data = next(r for r in ROOMS if r.name == view.tablet)
    tablet = RoomView(
        id=data.id,
        name=data.name,
        floor=data.floor,
        column=column,
        doors=tuple(sorted(data.doors)),
        arrows=tuple(sorted(data.arrows)),
        ghosts=(),
        cards=0,
        players=(),
        kitty=False,
        seen=(),
    )
    after = GoodSense(replace(view, rooms=(*view.rooms, tablet)))
    value = after.potential(after.room, after.steps, True) - sense.potential(sense.room, sense.steps, True)
    if sense.room is not None:
        value += 0.3 * (len(after.exits[sense.room]) - len(sense.exits[sense.room]))
    return value


def enter_value(sense: GoodSense, room: int, draws: bool, paid: bool) -> float:
    """Going into ``room``: what is trapped or fled there, the draw, and how placed it leaves the seat."""
    here = sense.rooms[room]
    ghosts = [g.card.id for g in here.ghosts]
    mine = [g for g in ghosts if sense.mine(g)]
    if len(mine) < len(ghosts):
        return sense.trap_worth(len(mine)) - 3 * RUN_COST
    value = sense.trap_worth(len(mine)) + (sense.draw if draws else 0.0)
    steps = max(0, sense.steps - 1) if paid else sense.steps
    if paid and sense.view.actions_left == 0:
        value -= SKULL
    value += sense.potential(room, steps, sense.step_ahead) - sense.potential(sense.room, sense.steps, sense.step_ahead)
    if steps == 0:
        value -= sense.danger(room)
    if not sense.exits.get(room):
        value -= STUCK  # no way out: next turn it may have nothing to do but the emergency escape
    if here.kitty and sense.view.kitty_holder not in (None, sense.seat) and not _holding(sense, Device.CATNIP):
        value -= 2.0
    unknown = here.cards - len(here.seen)
    value += min(1.5, UNKNOWN * unknown)
    return value


def ghost_value(sense: GoodSense, ghost: int, room: int) -> float:
    """The ghost step: pull its own ghosts in or nearer, hand nobody a ghost, chase opponents with the others."""
    before = sense.ghost_room[ghost]
    if sense.mine(ghost):
        if room == sense.room:
            return sense.trap_worth(1)
        d0, d1 = sense.moves(sense.room, before), sense.moves(sense.room, room)
        value = 2.5 * (min(d0, 6) - min(d1, 6))
        value += ATTACK * sum(1 for p in sense.opponents if p.room == room)  # they must run, leaving a toy there
        return value + (2.0 if sense.room in sense.flows.get(room, ()) else 0.0)
    if room == sense.room:
        return -40.0
    value = sense.rivalry(ghost, before) - sense.rivalry(ghost, room)
    for p in sense.opponents:
        if p.room == room:
            chance = 0.0 if ghost in sense.safe else sense.holds(p.seat)
            value += (1 - chance) * RUN_COST * 1.5 - chance * 10.0
    if sense.room is not None:
        if sense.room in sense.flows.get(room, ()):
            value -= 0.5 * RUN_COST
        if sense.room in sense.flows.get(before, ()):
            value += 0.5 * RUN_COST
    return value


def place_value(sense: GoodSense, ghost: int, room: int) -> float:
    """Placing a drawn ghost: next to the seat when it holds the toy, else away from everybody who might."""
    if sense.mine(ghost):
        return _own_place(sense, room)
    value = -sense.rivalry(ghost, room)
    if sense.room is not None and sense.room in sense.flows.get(room, ()):
        value -= 0.5 * RUN_COST
    for p in sense.opponents:
        if p.room is not None and p.room in sense.flows.get(room, ()):
            chance = 0.0 if ghost in sense.safe else sense.holds(p.seat)
            value += 0.5 * ((1 - chance) * RUN_COST - chance * 10.0)
    return value


def _own_place(sense: GoodSense, room: int) -> float:
    """Where to put a ghost the seat can trap: where it can walk in this turn, or pull it in at its ghost step."""
    d = sense.moves(sense.room, room)
    pull = sense.room is not None and sense.room in sense.flows.get(room, ())
    if d <= sense.steps or (pull and sense.step_ahead):
        return 10.0 - d
    return 5.0 - d + (2.0 if pull else 0.0)


def device_value(sense: GoodSense, card: int, target: int) -> float:
    """Using a device: trap with the cage or the globe, jump with the passage, draw ghosts it can trap."""
    name = CARDS[card].name
    worth = card_worth(sense, card)
    if name in (Device.CRICKET_CAGE, Device.SNOW_GLOBE) and sense.mine(target):
        if sense.within_reach(target):
            return -1.0  # walk there, or pull it in at the ghost step, and keep the device for a ghost out of reach
        return sense.trap_worth(1) - (5 if name == Device.SNOW_GLOBE else 0)
    if name in (Device.HATPIN, Device.FEATHER) and target in sense.enraged and not sense.mine(target):
        return {3: 3.0, 4: 12.0}.get(len(sense.enraged), 0.5) - worth
    if name == Device.SECRET_PASSAGE:
        return enter_value(sense, target, draws=True, paid=True) - worth
    if name == Device.CATNIP:
        return enter_value(sense, target, draws=False, paid=True) - worth
    if name == Device.MUSIC_BOX:
        waiting = sum(1 for g in sense.toys if g not in sense.ghost_room and g not in sense.trapped)
        out = max(1, 13 - len(sense.ghost_room) - len(sense.trapped) // 2)
        return 2 * waiting / out * 8.0 - worth - 1.0
    return score(sense, f"u.{card}" + (f".{target}" if target >= 0 else ""))


def _holding(sense: Sense, name: str) -> bool:
    return any(CARDS[c].name == name for c in sense.hand)
