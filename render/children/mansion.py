"""The Thornhill Mansion of Children: 4 floors of 5 slots, room tablets, doors and spectral arrows.

Every room tablet is a cached tile (its name, ghosts, pawns, Kitty Kitty and
the count of face-down cards decide its pixels). Doors and trapdoors are wooden
blocks in the gaps between slots: a block that bridges a gap is a passage, a
stub is a door facing an empty slot. Spectral arrows (where ghosts may drift)
are cyan arrowheads in the same gaps, pointing out of the room whose tablet
carries them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.games.children.data import COLUMNS, FLOORS, ROOM_BY_NAME, ROOMS
from bot.games.children.lexicon import card_msg, name_msg, room_msg
from bot.games.children.views import ChildrenView, RoomView
from bot.i18n import EN, msg, say
from render.cache import KB, MB, bounded
from render.children.art import (
    CALM_CHIP,
    CALM_INK,
    DIM,
    GOLD,
    MUTED,
    PANEL,
    RAGE_CHIP,
    RAGE_EDGE,
    RAGE_INK,
    TEXT,
    arrow,
    door,
    ghost,
    pawn,
)
from render.children.reveal import band_height, band_image, band_rows, chips
from render.ghost_at_home.icons import RGB, Box, card_back, cat, dashed_box, paste_icon, rounded
from render.text import draw_text, fit_text, font, text_width

GRID_X0, GRID_X1 = 16, 1064
LABEL_W = 28
GAP = 20
CELL_W = (GRID_X1 - GRID_X0 - LABEL_W - 6 * GAP) // COLUMNS
CELL_H = 164
GRID_H = FLOORS * CELL_H + (FLOORS + 1) * GAP
NAME_H = 27
FOOT_H = 32
FLOOR_LABELS = (
    "children-pic-floor-basement",
    "children-pic-floor-first",
    "children-pic-floor-second",
    "children-pic-floor-third",
)
"""The message of each floor's label on the mansion's left edge, basement first."""
FLOOR_TINTS: tuple[RGB, ...] = ((78, 68, 60), (50, 80, 66), (52, 66, 104), (84, 58, 100))
"""Tablet colours by floor: stone basement, green 1st, blue 2nd, plum 3rd floor."""
EMPTY_FILL: RGB = (26, 22, 36)
EMPTY_EDGE: RGB = (84, 78, 106)
SLOT_FILL: RGB = (74, 60, 22)
DOOR_AT = 0.5
"""Doors sit halfway down the side walls; trapdoors a quarter in from the left."""
TRAPDOOR_AT = 0.24
ARROW = 18
BAND_GAP = 4
"""Space between a tablet and its band of face-up cards on a finished board."""


Bands = tuple[int, ...]
"""Per floor (basement first): how much taller its slots are for a finished board's band of face-up cards."""
NO_BANDS: Bands = (0,) * FLOORS
"""The slots of every board of a running game."""


def cell_box(top: int, floor: int, column: int, bands: Bands = NO_BANDS) -> Box:
    """The box of the slot at ``floor`` (0 basement) and ``column`` in a grid whose backdrop starts at ``top``.

    ``bands``: how much taller each floor's slots are (a finished board's rooms show their cards).
    """
    x0 = GRID_X0 + LABEL_W + GAP + column * (CELL_W + GAP)
    y0 = top + GAP + (FLOORS - 1 - floor) * (CELL_H + GAP) + sum(bands[floor + 1 :])
    return x0, y0, x0 + CELL_W, y0 + CELL_H + bands[floor]


def grid_height(bands: Bands = NO_BANDS) -> int:
    """Height of the mansion's backdrop with each floor's slots ``bands`` px taller."""
    return GRID_H + sum(bands)


def _darker(c: RGB, k: float = 0.62) -> RGB:
    r, g, b = c
    return round(r * k), round(g * k), round(b * k)


def draw_grid_frame(image: Image.Image, top: int, bands: Bands = NO_BANDS, lang: str = EN) -> None:
    """Backdrop, floor labels, column numbers and every slot drawn empty (the rooms go on top), in ``lang``."""
    rounded(image, (GRID_X0, top, GRID_X1, top + grid_height(bands)), 14, PANEL)
    for c in range(COLUMNS):
        x0, _, x1, _ = cell_box(top, 0, c, bands)
        text, face = fit_text(say(msg("children-pic-column", number=c + 1), lang), CELL_W + GAP - 4, 15, 11, bold=True)
        draw_text(image, ((x0 + x1) / 2, top - 11), text, face, DIM, "mm")
    for f in range(FLOORS):
        _, y0, _, _y1 = cell_box(top, f, 0, bands)
        image.paste(_floor_label(f, CELL_H + bands[f], lang), (GRID_X0 + 4, round(y0)))
        for c in range(COLUMNS):
            _empty_slot(image, cell_box(top, f, c, bands), EMPTY_EDGE, EMPTY_FILL)


@bounded(128 * KB)
def _floor_label(floor: int, height: int = CELL_H, lang: str = EN) -> Image.Image:
    """A floor's name in ``lang`` written bottom to top on a strip of its tablet colour, ``height`` px long."""
    strip = Image.new("RGB", (height, LABEL_W - 2), PANEL)
    rounded(strip, (0, 0, height, LABEL_W - 2), 8, _darker(FLOOR_TINTS[floor], 0.8))
    text, face = fit_text(say(msg(FLOOR_LABELS[floor]), lang), height - 16, 14, 10, bold=True)
    draw_text(strip, (height / 2, (LABEL_W - 2) / 2 + 1), text, face, TEXT, "mm")
    return strip.transpose(Image.Transpose.ROTATE_90)


def _empty_slot(image: Image.Image, box: Box, edge: RGB, fill: RGB) -> None:
    x0, y0, x1, y1 = box
    rounded(image, box, 10, fill)
    dashed_box(ImageDraw.Draw(image), (x0 + 4, y0 + 4, x1 - 4, y1 - 4), edge, dash=9, gap=6, width=2)


def tablet_floor(view: ChildrenView) -> int | None:
    """The floor of the tablet being placed, if any."""
    room = ROOM_BY_NAME.get(view.tablet or "")
    return None if room is None else ROOMS[room].floor


def legal_columns(view: ChildrenView) -> tuple[int, ...]:
    """Columns where the tablet being placed may go: next to a room when possible, else any free one."""
    floor = tablet_floor(view)
    if floor is None:
        return ()
    taken = {(r.floor, r.column) for r in view.rooms}
    free = [c for c in range(COLUMNS) if (floor, c) not in taken]
    near = [c for c in free if any((floor + df, c + dc) in taken for df, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)))]
    return tuple(near or free)


# --- room tiles -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Tile:
    """Everything that decides how one room tablet looks (its words said in ``lang``)."""

    name: str
    floor: int
    ghosts: tuple[tuple[str, str, bool, bool], ...]
    """(name, beloved toy, enraged, the viewer holds its toy), names said in ``lang``."""
    pawns: tuple[tuple[int, str], ...]
    """(seat, initial) of the players standing here."""
    kitty: bool
    cards: int
    seen: int
    here: bool
    """The viewer's own pawn stands here (private view)."""
    lang: str = EN


def _tile_of(
    room: RoomView, view: ChildrenView, names: Sequence[str], held: frozenset[str], banded: bool, lang: str
) -> _Tile:
    """What decides the tablet's pixels in ``lang``; ``banded``: its cards lie face up in its band (no face-down
    count)."""
    ghosts = tuple(
        (say(card_msg(g.card.id), lang), say(name_msg(g.toy), lang), g.enraged, g.toy in held) for g in room.ghosts
    )
    pawns = tuple((p, initial(names, p)) for p in room.players)
    private = view.seat is not None
    here = private and view.seat in room.players
    cards, seen = (0, 0) if banded else (room.cards, len(room.seen) if private else 0)
    return _Tile(say(room_msg(room.id), lang), room.floor, ghosts, pawns, room.kitty, cards, seen, here, lang)


def initial(names: Sequence[str], seat: int) -> str:
    """The letter on a seat's pawn: the first letter of its name, else its seat number."""
    name = names[seat].strip() if seat < len(names) else ""
    return name[0].upper() if name else str(seat + 1)


@bounded(5 * MB // 2)
def _tile_image(tile: _Tile) -> Image.Image:
    """One room tablet (a board shows a score of them, most the same in its public and private views)."""
    image = Image.new("RGB", (CELL_W, CELL_H), PANEL)
    tint = FLOOR_TINTS[tile.floor]
    if tile.here:
        rounded(image, (0, 0, CELL_W, CELL_H), 10, GOLD)
        rounded(image, (3, 3, CELL_W - 3, CELL_H - 3), 8, tint)
    else:
        rounded(image, (0, 0, CELL_W, CELL_H), 10, tint)
    inset = 3 if tile.here else 0
    rounded(image, (inset, inset, CELL_W - inset, NAME_H), 8, _darker(tint))
    ImageDraw.Draw(image).rectangle((inset, NAME_H - 8, CELL_W - inset - 1, NAME_H - 1), fill=_darker(tint))
    text, face = fit_text(tile.name, CELL_W - 16, 17, 12, bold=True)
    draw_text(image, (CELL_W / 2, NAME_H / 2 + 1), text, face, GOLD if tile.here else TEXT, "mm")
    _draw_ghosts(image, tile.ghosts, (6, NAME_H + 4, CELL_W - 6, CELL_H - FOOT_H - 2), tile.lang)
    _draw_foot(image, tile, CELL_H - FOOT_H)
    return image


def _draw_ghosts(image: Image.Image, ghosts: Sequence[tuple[str, str, bool, bool]], box: Box, lang: str = EN) -> None:
    """Ghost chips: name over toy (1-2 ghosts), name and toy on one line (3-4), else two columns of names."""
    if not ghosts:
        return
    x0, y0, x1, y1 = box
    n = len(ghosts)
    if n <= 4:
        row = (y1 - y0) / max(2, n)
        for k, g in enumerate(ghosts):
            _chip(image, g, (x0, y0 + k * row, x1, y0 + (k + 1) * row - 3), True, lang)
        return
    shown = ghosts if n <= 8 else ghosts[:7]
    row = (y1 - y0) / 4
    half = (x1 - x0 - 4) / 2
    for k, g in enumerate(shown):
        cx, cy = x0 + (k % 2) * (half + 4), y0 + (k // 2) * row
        _chip(image, g, (cx, cy, cx + half, cy + row - 2), False, lang)
    if n > 8:
        cx, cy = x0 + half + 4, y0 + 3 * row
        text, face = fit_text(say(msg("children-pic-more", count=n - 7), lang), half, 13, 10, bold=True)
        draw_text(image, (cx + half / 2, cy + row / 2), text, face, TEXT, "mm")


def _chip(image: Image.Image, g: tuple[str, str, bool, bool], box: Box, with_toy: bool, lang: str = EN) -> None:
    """One ghost (words in ``lang``): sepia chip when calm; blue chip, red edge and an angry ghost when enraged."""
    name, toy, enraged, held = g
    x0, y0, x1, y1 = box
    h = y1 - y0
    mid = (y0 + y1) / 2
    fill, ink = (RAGE_CHIP, RAGE_INK) if enraged else (CALM_CHIP, CALM_INK)
    if enraged:
        rounded(image, box, 7, fill, outline=RAGE_EDGE, width=3)
    else:
        rounded(image, box, 7, fill)
    size = round(min(h - 2, 34))
    paste_icon(image, ghost(size, enraged), (x0 + 4 + size / 2, mid))
    left = x0 + size + 8
    toy_ink = (GOLD if enraged else (150, 90, 0)) if held else ink
    toy_label = say(msg("children-pic-held" if held else "children-pic-loves", toy=toy), lang)
    if not with_toy:
        text, face = fit_text(name, x1 - left - 3, 13, 10, bold=True)
        draw_text(image, (left, mid), text, face, ink, "lm")
    elif h >= 29:
        big = 17 if h >= 36 else 15
        text, face = fit_text(name, x1 - left - 6, big, 12, bold=True)
        draw_text(image, (left, y0 + h * 0.3 + 1), text, face, ink, "lm")
        text, face = fit_text(toy_label, x1 - left - 6, big - 3, 10)
        draw_text(image, (left, y0 + h * 0.73), text, face, toy_ink, "lm")
    else:
        big = 14 if h >= 22 else 13
        text, face = fit_text(name, 70, big, 11, bold=True)
        draw_text(image, (left, mid + 1), text, face, ink, "lm")
        toy_x = left + text_width(text, face) + 5
        text, face = fit_text(toy if not held else toy_label, x1 - toy_x - 4, big - 1, 11)
        draw_text(image, (x1 - 4, mid + 1), text, face, toy_ink, "rm")


def _draw_foot(image: Image.Image, tile: _Tile, y: int) -> None:
    """Pawns and Kitty Kitty on the left, face-down cards on the right."""
    mid = y + FOOT_H / 2 - 1
    right: float = CELL_W - 6
    if tile.cards:
        seen = msg("children-pic-cards-seen", cards=tile.cards, seen=tile.seen)
        label = say(seen, tile.lang) if tile.seen else str(tile.cards)
        face = font(15, bold=True)
        w = text_width(label, face) + 32
        fill = (82, 66, 20) if tile.seen else _darker(FLOOR_TINTS[tile.floor], 0.5)
        rounded(image, (right - w, mid - 13, right, mid + 13), 8, fill)
        paste_icon(image, card_back(15, 22), (right - w + 12, mid))
        draw_text(image, (right - w + 23, mid + 1), label, face, GOLD if tile.seen else TEXT, "lm")
        right -= w + 4
    items = len(tile.pawns) + tile.kitty
    if not items:
        return
    step = min(27.0, (right - 8 - 26) / max(1, items - 1)) if items > 1 else 27.0
    x: float = 8 + 13
    for seat, letter in tile.pawns:
        paste_icon(image, pawn(26, seat, letter), (x, mid))
        x += step
    if tile.kitty:
        paste_icon(image, cat(28), (x, mid))


# --- the whole mansion ----------------------------------------------------------------------------


BAND_W = CELL_W - 12
"""Width the chips of a room's band flow in."""


def bands_of(view: ChildrenView, lang: str = EN) -> Bands:
    """Per floor, how much taller its slots are on a finished board for the bands of face-up cards (said in
    ``lang``).

    A floor where some room holds cards gets a band under every tablet, tall enough for its fullest
    room; other floors and every board of a running game get none.
    """
    if view.phase != "over":
        return NO_BANDS
    rows = [0] * FLOORS
    for r in view.rooms:
        if r.under:
            rows[r.floor] = max(rows[r.floor], band_rows(chips(r.under, lang), BAND_W))
    return tuple(band_height(n) + BAND_GAP if n else 0 for n in rows)


def draw_mansion(
    image: Image.Image, view: ChildrenView, names: Sequence[str], top: int, bands: Bands = NO_BANDS, lang: str = EN
) -> None:
    """Slots for the tablet being placed, every room tablet, then doors and arrows in the gaps; words in ``lang``.

    ``bands``: on a finished board, per floor, the height of the band under every tablet where the
    cards left in the room lie face up (none on every board of a running game).
    """
    floor = tablet_floor(view)
    for c in legal_columns(view):
        assert floor is not None
        box = cell_box(top, floor, c, bands)
        _empty_slot(image, box, GOLD, SLOT_FILL)
        x0, y0, x1, y1 = box
        text, face = fit_text(say(msg("children-pic-place-here"), lang), CELL_W - 24, 17, 12, bold=True)
        draw_text(image, ((x0 + x1) / 2, (y0 + y1) / 2 - 14), text, face, GOLD, "mm")
        text, face = fit_text(room_name(view.tablet, lang), CELL_W - 24, 15, 11)
        draw_text(image, ((x0 + x1) / 2, (y0 + y1) / 2 + 12), text, face, MUTED, "mm")
    held = frozenset(c.name for c in view.hand if c.kind == "toy") if view.seat is not None else frozenset()
    at = {(r.floor, r.column): r for r in view.rooms}
    for r in view.rooms:
        x0, y0, _, _ = cell_box(top, r.floor, r.column, bands)
        band = bands[r.floor]
        image.paste(_tile_image(_tile_of(r, view, names, held, band > 0, lang)), (round(x0), round(y0)))
        if band:
            tint = _darker(FLOOR_TINTS[r.floor], 0.45)
            strip = band_image(chips(r.under, lang), CELL_W, band - BAND_GAP, tint, lang)
            image.paste(strip, (round(x0), round(y0) + CELL_H + BAND_GAP))
    for r in view.rooms:
        _draw_doors(image, r, at, top, bands)
    for r in view.rooms:
        _draw_arrows(image, r, top, bands)


STEP = {"L": (0, -1), "R": (0, 1), "U": (1, 0), "D": (-1, 0)}
OPPOSITE = {"L": "R", "R": "L", "U": "D", "D": "U"}


def _draw_doors(
    image: Image.Image, r: RoomView, at: dict[tuple[int, int], RoomView], top: int, bands: Bands = NO_BANDS
) -> None:
    """A bridge across the gap to the right / above for each passage, a stub for a door facing no room."""
    x0, y0, x1, y1 = cell_box(top, r.floor, r.column, bands)
    for side in ("L", "R", "U", "D"):
        df, dc = STEP[side]
        other = at.get((r.floor + df, r.column + dc))
        if other is None:
            if side in r.doors:
                _door_block(image, side, (x0, y0, x1, y1), GAP // 2)
        elif side in ("R", "U") and (side in r.doors or OPPOSITE[side] in other.doors):
            _door_block(image, side, (x0, y0, x1, y1), GAP + 3)


def _door_block(image: Image.Image, side: str, box: Box, reach: int) -> None:
    """A wooden block from the wall on ``side`` of ``box`` ``reach`` px into the gap."""
    x0, y0, x1, y1 = box
    if side in ("L", "R"):
        ym = y0 + DOOR_AT * CELL_H
        gx0, gx1 = (x1 - 3, x1 + reach) if side == "R" else (x0 - reach, x0 + 3)
        door(image, (gx0, ym - 17, gx1, ym + 17))
    else:
        xm = x0 + TRAPDOOR_AT * CELL_W
        gy0, gy1 = (y0 - reach, y0 + 3) if side == "U" else (y1 - 3, y1 + reach)
        door(image, (xm - 17, gy0, xm + 17, gy1))


def _draw_arrows(image: Image.Image, r: RoomView, top: int, bands: Bands = NO_BANDS) -> None:
    """Cyan arrowheads just outside the tablet, pointing where its ghosts may drift."""
    x0, y0, x1, y1 = cell_box(top, r.floor, r.column, bands)
    half = GAP / 2
    spots = {
        "R": (x1 + half, y0 + 0.27 * CELL_H),
        "L": (x0 - half, y0 + 0.76 * CELL_H),
        "U": (x0 + 0.62 * CELL_W, y0 - half),
        "D": (x0 + 0.82 * CELL_W, y1 + half),
    }
    for side in r.arrows:
        if side in spots:
            paste_icon(image, arrow(ARROW, side), spots[side])


def room_name(name: str | None, lang: str) -> str:
    """A room's name (as ``data`` spells it) said in ``lang``; a name the game does not know as it is."""
    return say(room_msg(ROOM_BY_NAME[name]), lang) if name in ROOM_BY_NAME else name or ""
