"""A full Purple House state built from one seat's view: what the seat may not know is re-dealt.

A view shows the backs of the laid-out cards, the Path, the Current Room and, during Scouting,
the viewer's own dealt cards (fronts and backs) and items. Everything else is drawn afresh:

* the fronts of the face-down cards, under the same backs (which front lies in which cell);
* during Scouting, the other scouts' cards and the undealt deck (fronts and backs), and the other
  scouts' items and modifications (as many as their ready flags allow);
* the backs nobody is shown now: the Path's cards, the cards not laid out and the Ghost deck, whose
  White Ladies keep backs of the setup (one corner each, one blank); how many Corner X markers a
  Handkerchief removed from the game;
* the seed, so every shuffle still to come is new.

Every re-deal keeps the 25 cards and the 25 Corner X and 5 Centre X markers of the box: the
markers nobody can see are spread over the cards nobody is shown (RULINGS 1–5). Nothing here reads
a hidden field of a state: a world is made from the view alone, so a view that leaked a secret
would be caught by the contract suite, which compares views of such worlds.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from bot.games.purple_house.cards import card_name, centre_count, corner_count, mask_of
from bot.games.purple_house.data import (
    BITS,
    CARD_COUNT,
    CENTRE,
    CENTRE_X_TOTAL,
    CLUES,
    CORNER_X_TOTAL,
    CORNERS,
    DIFFICULTIES,
    GHOST_CORNERS,
    ITEMS_BY_PLAYERS,
    MODS_BY_PLAYERS,
    UBE,
    WHITE_LADIES,
)
from bot.games.purple_house.state import EMPTY, ESCAPE, OVER, SCHEMA, SCOUTING, PurpleHouseState
from bot.games.purple_house.views import PurpleHouseView
from bot.seeded import Random

CARD_IDS = {card_name(c): c for c in (*CLUES, UBE)}
"""Clue and Ube fronts by name (White Ladies share one name and are told apart by id only)."""
LADY = "White Lady"
ITEM_KINDS = ("handkerchief", "corner", "centre")


def determinize(view: PurpleHouseView, rng: Random) -> PurpleHouseState:
    """A state whose view for ``view.seat`` is ``view``, with everything that seat may not know re-dealt."""
    return _World(view, rng).state()


class _World:
    """The re-deal of one view: fronts, backs and items placed one kind of place at a time."""

    def __init__(self, view: PurpleHouseView, rng: Random) -> None:
        self.view, self.rng = view, rng
        self.n = len(view.players)
        self.per = ITEMS_BY_PLAYERS[self.n]
        self.ladies = list(WHITE_LADIES)
        rng.shuffle(self.ladies)
        self.marks: dict[int, int] = {}
        """Backs known from the view, by card id."""
        self.path = [self._front(name) for name in view.path]
        rng.shuffle(self.path)  # the clearing order is not shown
        self.ghosts = [self.ladies.pop() for _ in range(view.ghost_count)]

    def _front(self, name: str) -> int:
        return self.ladies.pop() if name == LADY else CARD_IDS[name]

    def state(self) -> PurpleHouseState:
        """Place everything and return the state."""
        v = self.view
        grid, current = self._grid()
        hands, modified, deck = self._hands(grid, current)
        items = self._items(modified)
        box, discarded = self._backs(items)
        key = next(k for k, d in DIFFICULTIES.items() if d.name == v.difficulty)
        return PurpleHouseState(
            schema=SCHEMA,
            seed=self.rng.getrandbits(52),
            players=self.n,
            difficulty=key,
            kid_friendly=v.kid_friendly,
            scoring=v.scoring,
            phase=v.phase,
            round=v.round,
            key=v.key,
            candles=v.candles,
            marks=tuple(self.marks[c] for c in range(CARD_COUNT)),
            deck=tuple(deck),
            ghosts=tuple(self.ghosts),
            hands=tuple(tuple(h) for h in hands),
            modified=tuple(tuple(m) for m in modified),
            ready=tuple(p.ready for p in v.players),
            handkerchiefs=tuple(i[0] for i in items),
            corner_x=tuple(i[1] for i in items),
            centre_x=tuple(i[2] for i in items),
            grid=tuple(grid),
            current=current,
            path=tuple(self.path),
            discarded=discarded,
            box=box,
            gone=tuple(p.gone for p in v.players),
            result=v.result,
        )

    def _grid(self) -> tuple[list[int], int]:
        """The House area: the face-up Current Room, and fronts dealt under the face-down backs."""
        v = self.view
        grid = [EMPTY] * len(v.cells)
        current = EMPTY
        down = []
        for cell in v.cells:
            if cell.empty:
                continue
            mask = mask_of(".".join(cell.marks))
            if cell.face_up and cell.card is not None:
                grid[cell.cell - 1] = current = self._front(cell.card)
                self.marks[current] = mask
            elif cell.revealed is not None:  # a finished game shows every front
                grid[cell.cell - 1] = card = self._front(cell.revealed)
                self.marks[card] = mask
            else:
                down.append((cell.cell - 1, mask))
        if down:
            hidden = [CARD_IDS[name] for name in v.clues_left]
            if "Ube" not in v.path and v.current_room != "Ube":
                hidden.append(UBE)
            hidden += [self.ladies.pop() for _ in range(len(down) - len(hidden))]
            self.rng.shuffle(hidden)
            for (index, mask), card in zip(down, hidden, strict=True):
                grid[index] = card
                self.marks[card] = mask
        return grid, current

    def _hands(self, grid: Sequence[int], current: int) -> tuple[list[list[int]], list[list[int]], list[int]]:
        """Dealt cards (the viewer's own as shown), their modified slots, and the undealt deck."""
        v = self.view
        hands: list[list[int]] = [[] for _ in range(self.n)]
        modified: list[list[int]] = [[] for _ in range(self.n)]
        for card in v.hand:
            front = self._front(card.card)
            self.marks[front] = mask_of(".".join(card.marks))
            hands[v.seat or 0].append(front)
            if card.modified:
                modified[v.seat or 0].append(card.slot)
        placed = {*grid, current, *self.path, *self.ghosts, *(c for h in hands for c in h)}
        pool = [c for c in range(CARD_COUNT) if c not in placed]
        self.rng.shuffle(pool)
        if v.phase == OVER:  # a game everyone left while scouting shows its cards, not where they were
            pool = [self._front(name) for name in v.not_laid_out]
            self.rng.shuffle(pool)
        for p, player in enumerate(v.players):
            if v.hand and p == v.seat:
                continue
            hands[p] = [pool.pop() for _ in range(player.dealt)]
            if v.phase == SCOUTING:
                modified[p] = self._modified(p, player.dealt)
        self._scouted(modified)
        return hands, modified, pool

    def _modified(self, p: int, dealt: int) -> list[int]:
        """Slots another scout modified: all it owed once ready, else any number while scouting is under way."""
        limit = min(MODS_BY_PLAYERS[self.n], dealt)
        player = self.view.players[p]
        count = limit if player.ready else self.rng.randint(0, limit) if self.view.scouted else 0
        return self.rng.sample(range(1, dealt + 1), count)

    def _scouted(self, modified: list[list[int]]) -> None:
        """Somebody has modified a card when the view says scouting is under way and nobody is ready."""
        v = self.view
        if v.phase != SCOUTING or not v.scouted or any(modified) or any(p.ready for p in v.players):
            return
        others = [p for p, player in enumerate(v.players) if p != v.seat and player.dealt]
        if others:
            p = self.rng.choice(others)
            dealt = v.players[p].dealt
            modified[p] = self.rng.sample(range(1, dealt + 1), self.rng.randint(1, min(MODS_BY_PLAYERS[self.n], dealt)))

    def _items(self, modified: Sequence[Sequence[int]]) -> list[tuple[int, int, int]]:
        """Each seat's items: shown ones as shown; a hidden scout's spent on its earlier rounds and this one."""
        out: list[tuple[int, int, int]] = []
        for p, player in enumerate(self.view.players):
            if player.handkerchiefs is not None and player.corner_x is not None and player.centre_x is not None:
                out.append((player.handkerchiefs, player.corner_x, player.centre_x))
                continue
            spent = min(3 * self.per, (self.view.round - 1) * self.per + len(modified[p]))
            bag = [kind for kind in ITEM_KINDS for _ in range(self.per)]
            used = self.rng.sample(bag, spent)
            held = [self.per - used.count(kind) for kind in ITEM_KINDS]
            out.append((held[0], held[1], held[2]))
        return out

    def _backs(self, items: Sequence[tuple[int, int, int]]) -> tuple[tuple[int, int], int]:
        """Backs of the cards nobody is shown, spreading the markers nobody sees; the box and the removed Xs."""
        rng = self.rng
        unseen = [c for c in range(CARD_COUNT) if c not in self.marks and c not in self.ghosts]
        seen = list(self.marks.values())
        box = (
            CORNER_X_TOTAL - 4 * 4 - sum(1 for g in GHOST_CORNERS if g) - self.n * self.per,
            CENTRE_X_TOTAL - self.n * self.per,
        )
        corners = CORNER_X_TOTAL - box[0] - sum(i[1] for i in items) - sum(corner_count(m) for m in seen)
        centres = CENTRE_X_TOTAL - box[1] - sum(i[2] for i in items) - sum(centre_count(m) for m in seen)
        removable = max(0, self.n * self.per - sum(i[0] for i in items))
        # The Ghost deck holds the blank White Lady or not; a Handkerchief removed some Corner Xs or none.
        blank = [True, False] if 0 < len(self.ghosts) < len(GHOST_CORNERS) else [len(self.ghosts) == len(GHOST_CORNERS)]
        fits = [
            (d, b)
            for b in blank
            for d in range(removable + 1)
            if 0 <= corners - (len(self.ghosts) - b) - d <= 4 * len(unseen)
        ]
        discarded, with_blank = rng.choice(fits) if fits else (0, blank[0])
        ghost_masks = [""] * with_blank + rng.sample([g for g in GHOST_CORNERS if g], len(self.ghosts) - with_blank)
        rng.shuffle(ghost_masks)
        for card, mask in zip(self.ghosts, ghost_masks, strict=True):
            self.marks[card] = mask_of(mask)
        corners -= len(self.ghosts) - with_blank
        corners = min(max(corners - discarded, 0), 4 * len(unseen))
        centres = min(max(centres, 0), len(unseen))
        for card in unseen:
            self.marks[card] = 0
        for card, position in rng.sample([(c, p) for c in unseen for p in CORNERS], corners):
            self.marks[card] |= BITS[position]
        for card in rng.sample(unseen, centres):
            self.marks[card] |= BITS[CENTRE]
        # Only a state no game reaches (a test's own setup) needs the box to take up the difference.
        on_cards = list(self.marks.values())
        box = (
            CORNER_X_TOTAL - discarded - sum(i[1] for i in items) - sum(corner_count(m) for m in on_cards),
            CENTRE_X_TOTAL - sum(i[2] for i in items) - sum(centre_count(m) for m in on_cards),
        )
        return box, discarded


def inventory(s: PurpleHouseState) -> Hashable:
    """What every re-deal keeps: the 25 cards once each, the backs in the House area, the markers, the places' sizes."""
    cards = [*s.deck, *s.ghosts, *(c for h in s.hands for c in h), *(c for c in s.grid if c != EMPTY), *s.path]
    back_by_cell = tuple(EMPTY if c == EMPTY else s.marks[c] for c in s.grid)
    corners = sum(corner_count(m) for m in s.marks) + sum(s.corner_x) + s.discarded + s.box[0]
    centres = sum(centre_count(m) for m in s.marks) + sum(s.centre_x) + s.box[1]
    shape = (tuple(map(len, s.hands)), len(s.deck), len(s.ghosts), len(s.path), s.phase == ESCAPE)
    return tuple(sorted(cards)), back_by_cell, (corners, centres), shape
