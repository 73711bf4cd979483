"""Children: a full state rebuilt from one seat's view, with what the seat may not know re-dealt.

Public, and copied from the view: the mansion (rooms, ghosts and their temper, how many cards lie
under each room, players, Kitty Kitty), the table (hand sizes, Skull Tokens, trapped pairs, who
left), the discard pile, the turned-over mini stacks, the tablet being placed, the turn, its step
and every pending step (``ChildrenView.queue``). The seat also knows its own hand and the cards it
remembers under rooms (``seen``).

Re-dealt at random: every other card. Ghosts and fates never reach a hand or a room, so the ones
not in sight are in the draw pile; the toys, devices and traps not in sight are dealt over the other
hands, the cards under rooms the seat does not remember, and the rest of the draw pile, which is
then shuffled. The deal keeps what the table has seen of those hands: a player standing with a
ghost holds none of its toys (it would have trapped it), the player Kitty Kitty's owner is asked
about holds no Catnip, a player asked to give Irwin Biddle a toy holds one. The room pile under the
tablet being placed is shuffled, the ghosts under the unturned mini stacks are re-dealt, the other
seats' memories of room cards are forgotten (the view does not say who left what), and the seed of
future chance is drawn afresh. Once the game is over every hand and room card is face up: only the
draw pile, the room pile, the unturned minis and the seed are re-dealt.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Sequence

from bot.games.children.cards import all_cards
from bot.games.children.data import CARD_COUNT, CARDS, COLUMNS, GHOST_COUNT, GHOSTS, ROOMS, Device, Fate, Kind
from bot.games.children.data import card_id as _card_id
from bot.games.children.data import toy_of as _toy_of
from bot.games.children.mansion import CELLS
from bot.games.children.model import FLED, NONE, SCHEMA, ChildrenState, Phase, Task
from bot.games.children.views import ChildrenView
from bot.seeded import Random

TRIES = 20
"""Deals drawn before a player asked about Irwin Biddle is simply handed a toy."""
GHOST_BY_NAME = {CARDS[g].name: g for g in GHOSTS}
KITTY_CARD = _card_id(Fate.KITTY_KITTY)
CATNIPS = frozenset(c.id for c in CARDS if c.name == Device.CATNIP)
IN_FLIGHT = frozenset({"place", "spring", "defuse"})
"""Pending steps holding a public card (a ghost being placed, a trap found)."""


def determinize(view: ChildrenView, rng: Random) -> ChildrenState:
    """A state whose view for ``view.seat`` is ``view``; every card that seat cannot see is re-dealt."""
    over = view.phase == Phase.OVER.value
    seat = view.seat
    grid = [NONE] * CELLS
    for room in view.rooms:
        grid[room.floor * COLUMNS + room.column] = room.id
    haunts: list[tuple[int, ...]] = [()] * len(ROOMS)
    for room in view.rooms:
        haunts[room.id] = tuple(g.card.id for g in room.ghosts)
    tasks = tuple(Task(t.kind, t.seat, t.args) for t in view.queue)
    hands, under = _deal(view, tasks, rng)
    if not over:
        tasks = _runs(view, tasks, under)
    deck = _deck(view, hands, under, tasks, rng)
    in_grid = {room.id for room in view.rooms}
    pile = [r.id for r in ROOMS if r.id not in in_grid]
    rng.shuffle(pile)
    if view.tablet is not None:
        top = next(r.id for r in ROOMS if r.name == view.tablet)
        pile = [top, *(r for r in pile if r != top)]
    seen: list[tuple[tuple[int, ...], ...]] = [((),) * len(ROOMS) for _ in range(view.players)]
    if seat is not None and 0 <= seat < view.players:
        mine: list[tuple[int, ...]] = [()] * len(ROOMS)
        for room in view.rooms:
            mine[room.id] = tuple(c.id for c in room.seen)
        seen[seat] = tuple(mine)
    holder = NONE if view.kitty_holder is None else view.kitty_holder
    return ChildrenState(
        schema=SCHEMA,
        seed=rng.getrandbits(52),
        players=view.players,
        ply=0,
        grid=tuple(grid),
        room_pile=tuple(pile),
        deck=deck,
        discard=tuple(c.id for c in view.discard),
        hands=hands,
        under=under,
        haunts=tuple(haunts),
        enraged=tuple(sorted(g.card.id for room in view.rooms for g in room.ghosts if g.enraged)),
        minis=_minis(view, rng),
        revealed=tuple(k for k, stack in enumerate(view.stacks) if stack.ghost is not None),
        trapped=tuple(tuple(c.id for c in p.trapped) for p in view.table),
        pos=tuple(NONE if p.room is None else p.room for p in view.table),
        skulls=tuple(p.skulls for p in view.table),
        skull_pool=view.skull_pool,
        kitty=NONE if view.kitty_room is None else view.kitty_room,
        kitty_holder=holder,
        kitty_card=KITTY_CARD if holder != NONE else NONE,
        seen=tuple(seen),
        turn=0 if view.turn is None else view.turn,
        phase=Phase(view.phase),
        actions_left=view.actions_left,
        tasks=tasks,
        ending=view.ending,
        last_turns=NONE if view.last_turns is None else view.last_turns,
        insane=view.insane,
        resigned=tuple(p.seat for p in view.table if p.left_game),
    )


def _visible(view: ChildrenView, tasks: Sequence[Task]) -> set[int]:
    """Cards face up for everybody, or in the seat's hand or memory."""
    out = {c.id for c in view.discard} | {c.id for p in view.table for c in p.trapped}
    out |= {g.card.id for room in view.rooms for g in room.ghosts}
    out |= {c.id for c in view.hand} | {c.id for room in view.rooms for c in room.seen}
    out |= {t.args[0] for t in tasks if t.kind in IN_FLIGHT}
    if view.kitty_holder is not None:
        out.add(KITTY_CARD)
    return out


def _deal(
    view: ChildrenView, tasks: Sequence[Task], rng: Random
) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """Every hand and the cards under every room: the known ones kept, the others dealt from the hidden cards."""
    under: list[tuple[int, ...]] = [()] * len(ROOMS)
    if view.phase == Phase.OVER.value:
        for room in view.rooms:
            under[room.id] = tuple(c.id for c in room.under)
        shown = tuple(view.held if p.seat == view.seat else tuple(c.id for c in p.hand) for p in view.table)
        return shown, tuple(under)
    visible = _visible(view, tasks)
    hidden = [c for c in range(CARD_COUNT) if c not in visible and CARDS[c].kind not in (Kind.GHOST, Kind.FATE)]
    rng.shuffle(hidden)
    others = [p for p in view.table if p.seat != view.seat]
    hands: list[tuple[int, ...]] = [()] * view.players
    if view.seat is not None and 0 <= view.seat < view.players:
        hands[view.seat] = view.held
    for p in others:
        hands[p.seat] = _hand(view, tasks, p.seat, p.hand_size, hidden, rng)
    for room in view.rooms:
        mine = tuple(c.id for c in room.seen)
        more = room.cards - len(mine)
        under[room.id] = mine + tuple(hidden[:more])
        del hidden[:more]
    return tuple(hands), tuple(under)


def _hand(
    view: ChildrenView, tasks: Sequence[Task], seat: int, size: int, pool: list[int], rng: Random
) -> tuple[int, ...]:
    """Draw another seat's hand out of ``pool`` (shuffled), keeping what the table has seen of it."""
    barred = _barred(view, tasks, seat)
    needs_toy = any(t.kind == "biddle" and t.seat == seat for t in tasks)
    allowed = [c for c in pool if c not in barred]
    if len(allowed) < size:  # pragma: no cover - a state the rules cannot reach
        allowed = list(pool)
    hand = allowed[:size]
    for _ in range(TRIES):
        if not needs_toy or any(CARDS[c].kind is Kind.TOY for c in hand):
            break
        rng.shuffle(allowed)
        hand = allowed[:size]
    if needs_toy and hand and not any(CARDS[c].kind is Kind.TOY for c in hand):
        toys = [c for c in allowed if CARDS[c].kind is Kind.TOY and c not in hand]
        if toys:
            hand = [*hand[:-1], toys[0]]
    for c in hand:
        pool.remove(c)
    return tuple(hand)


def _barred(view: ChildrenView, tasks: Sequence[Task], seat: int) -> set[int]:
    """Cards the seat cannot hold: toys of ghosts it stands with (it would have trapped them); Catnip if pounced on."""
    out: set[int] = set()
    arriving = any(t.kind == "arrive" and t.seat == seat for t in tasks)
    room = view.table[seat].room
    if room is not None and not arriving:
        here = next(r for r in view.rooms if r.id == room)
        out |= {_toy_of(g.card.id) for g in here.ghosts}
    if any(t.kind == "pounce" and t.args[0] == seat for t in tasks):
        out |= CATNIPS
    return out


def _runs(view: ChildrenView, tasks: tuple[Task, ...], under: tuple[tuple[int, ...], ...]) -> tuple[Task, ...]:
    """Pending flights with the cards the runner left so far: for another seat, the last cards dealt under its room."""
    out = []
    for t in tasks:
        if t.kind == "run" and NONE in t.args:
            room = view.table[t.seat].room
            assert room is not None
            left = sum(1 for a in t.args if a == NONE)
            cards = under[room][len(under[room]) - left :]
            fled = tuple(a for a in t.args if a >= FLED)
            t = Task(t.kind, t.seat, (*fled, *cards))
        out.append(t)
    return tuple(out)


def _deck(
    view: ChildrenView,
    hands: Sequence[Sequence[int]],
    under: Sequence[Sequence[int]],
    tasks: Sequence[Task],
    rng: Random,
) -> tuple[int, ...]:
    """The draw pile: every card nowhere else, shuffled."""
    placed = {c.id for c in view.discard} | {c.id for p in view.table for c in p.trapped}
    placed |= {g.card.id for room in view.rooms for g in room.ghosts}
    placed |= {c for h in hands for c in h} | {c for u in under for c in u}
    placed |= {t.args[0] for t in tasks if t.kind in IN_FLIGHT}
    if view.kitty_holder is not None:
        placed.add(KITTY_CARD)
    deck = [c for c in range(CARD_COUNT) if c not in placed]
    rng.shuffle(deck)
    return tuple(deck)


def _minis(view: ChildrenView, rng: Random) -> tuple[int, ...]:
    """The ghost under each toy's mini stack: the turned-over ones as shown, the others re-dealt."""
    shown = {k: GHOST_BY_NAME[stack.ghost] for k, stack in enumerate(view.stacks) if stack.ghost is not None}
    rest = [g for g in GHOSTS if g not in shown.values()]
    rng.shuffle(rest)
    spare = iter(rest)
    return tuple(shown[k] if k in shown else next(spare) for k in range(GHOST_COUNT))


CLASS = {Kind.GHOST: "ghost", Kind.FATE: "fate", Kind.TOY: "hand", Kind.DEVICE: "hand", Kind.TRAP: "hand"}
"""Cards that may stand for each other: ghosts and fates never reach a hand or a room."""


def inventory(s: ChildrenState) -> Hashable:
    """The 70 cards once each, the ghost minis, the sizes of every place and what the draw pile holds by class."""
    deck = Counter(CLASS[CARDS[c].kind] for c in s.deck)
    sizes = (tuple(map(len, s.hands)), tuple(map(len, s.under)), len(s.deck), tuple(sorted(s.room_pile)))
    memories = all(Counter(m) <= Counter(s.under[r]) for seen in s.seen for r, m in enumerate(seen))
    return tuple(sorted(all_cards(s))), tuple(sorted(s.minis)), sizes, frozenset(deck.items()), memories
