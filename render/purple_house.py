"""Board picture and alt text of The Purple House, drawn from a :class:`PurpleHouseView`.

The picture is 1120 px wide so it still reads when Discord shrinks it to a
phone's width. Left: the House area as a grid of numbered card backs (the
numbers are the ``f<cell>`` flips) during the Escape Phase, the scouting table
(public) or the seat's own dealt cards, front beside back (private) during
Scouting. Right: the Current Room or the phase's summary, the candles, the
Path sorted by symbol and number, and the players with the Key and their items.
Only what the view holds is drawn, so no face-down front can appear.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache, partial

from PIL import Image, ImageDraw

from bot.games.purple_house.views import CellView, HandCardView, PlayerView, PurpleHouseView
from render.purple_house_alt import alt_text, seat_name
from render.purple_house_art import (
    BACKGROUND,
    CORNER_X,
    DARK_TEXT,
    DIM,
    EMPTY_EDGE,
    EMPTY_SLOT,
    GOLD,
    HANKY,
    HIGHLIGHT,
    LADY_INK,
    LOSS_RED,
    MUTED,
    PANEL,
    PANEL_EDGE,
    RGB,
    SYMBOL_COLOURS,
    SYMBOL_PLURALS,
    TEXT,
    UBE_FRONT,
    UBE_INK,
    WIN_GREEN,
    Box,
    candle,
    card_back,
    card_front,
    dashed_outline,
    draw_lines,
    mini_clue,
    parse_card,
    paste_icon,
    rounded,
    symbol_icon,
    wrap_words,
)
from render.regions import RegionCache
from render.text import draw_text, ellipsize, fit_text, font, text_width

__all__ = ["CARD", "HEIGHT", "WIDTH", "alt_text", "cell_box", "render_board"]

WIDTH = 1120
MARGIN = 20
HEADER_H = 58
STATUS_Y, STATUS_H = 60, 38
BODY_Y = 112
GRID_X = MARGIN
GRID_W = 618
MAX_ROWS = 5
CARD = 114
"""Side of a House card in the grid (5 columns)."""
FOOT = 28
"""Height of the cell number under each card."""
GAP_X, GAP_Y = 12, 10
GRID_H = MAX_ROWS * (CARD + FOOT) + (MAX_ROWS - 1) * GAP_Y
HEIGHT = BODY_Y + GRID_H + MARGIN
PANEL_X = GRID_X + GRID_W + 22
PANEL_W = WIDTH - MARGIN - PANEL_X
PAD = 14

TOP_BOX = (BODY_Y, BODY_Y + 178)
CANDLE_BOX = (TOP_BOX[1] + 12, TOP_BOX[1] + 12 + 66)
PATH_BOX = (CANDLE_BOX[1] + 12, CANDLE_BOX[1] + 12 + 252)
PLAYERS_BOX = (PATH_BOX[1] + 12, BODY_Y + GRID_H)
PLAYER_ROW_H = 34
SLOT_W, SLOT_H, SLOT_GAP = 58, 46, 6
CANDLE_H = 44
READY_GREEN: RGB = (80, 190, 110)
SCOUTING_AMBER: RGB = (255, 176, 59)


def _panel(image: Image.Image, top: int, bottom: int, title: str = "") -> None:
    rounded(image, (PANEL_X, top, PANEL_X + PANEL_W, bottom), 12, PANEL, outline=PANEL_EDGE, width=1)
    if title:
        draw_text(image, (PANEL_X + PAD, top + 20), title, font(20, bold=True), TEXT, "lm")


# --- the frame: what every picture of a kind shares (drawn once, then copied) ---------------------


@lru_cache(maxsize=4)
def _frame(kind: str) -> Image.Image:
    """Background and panel boxes with their titles; ``kind`` is ``grid``, ``scout`` or ``hand``."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    _panel(image, *TOP_BOX)
    _panel(image, *CANDLE_BOX)
    _panel(image, *PATH_BOX, title="Path")
    _panel(image, *PLAYERS_BOX, title="Players")
    draw_text(image, (PANEL_X + PAD, CANDLE_BOX[0] + 33), "Candles", font(20, bold=True), TEXT, "lm")
    ghost_x = PANEL_X + PANEL_W - 150
    paste_icon(image, "ghost", (ghost_x, CANDLE_BOX[0] + 12), 42, LADY_INK)
    draw_text(image, (ghost_x + 50, CANDLE_BOX[0] + 22), "Ghost deck", font(15, bold=True), MUTED, "lm")
    y = PATH_BOX[0] + 44
    for symbol in range(4):
        paste_icon(image, symbol_icon(symbol), (PANEL_X + PAD, y + 5), SLOT_H - 10, SYMBOL_COLOURS[symbol])
        y += SLOT_H + SLOT_GAP
    heads = ("Cards", "Status") if kind != "grid" else ("Handkerchief", "Corner X", "Centre X")
    for head, x in zip(heads, _player_columns(len(heads)), strict=True):
        draw_text(image, (x, PLAYERS_BOX[0] + 22), head, font(13, bold=True), MUTED, "mm")
    if kind == "grid":
        _draw_grid_legend_frame(image)
    return image


def _player_columns(count: int) -> list[float]:
    """Centre x of the players table's value columns."""
    right = PANEL_X + PANEL_W - PAD
    width = 96 if count == 3 else 110
    return [right - width * (count - i) + width / 2 for i in range(count)]


# --- the House area grid ----------------------------------------------------------------------


def _card_size(view: PurpleHouseView) -> int:
    """Card side: 114 px for 5 columns and up to 5 rows, smaller only for unusually big grids."""
    cols = max(1, view.columns)
    rows = max(1, -(-len(view.cells) // cols))
    by_width = (GRID_W - (cols - 1) * GAP_X) // cols
    by_height = (GRID_H - (rows - 1) * GAP_Y) // rows - FOOT
    return min(CARD, by_width, by_height)


def cell_box(view: PurpleHouseView, cell: int) -> Box:
    """Picture box (x0, y0, x1, y1) of the card in 1-based grid ``cell``; its number is written just below."""
    size = _card_size(view)
    cols = max(1, view.columns)
    row, col = divmod(cell - 1, cols)
    x0 = GRID_X + col * (size + GAP_X)
    y0 = BODY_Y + row * (size + FOOT + GAP_Y)
    return x0, y0, x0 + size, y0 + size


@lru_cache(maxsize=8)
def _empty_slot(size: int) -> Image.Image:
    """An empty grid cell (dashed outline on a dark slot) on the background: one paste instead of ~35 shapes."""
    image = Image.new("RGB", (size, size), BACKGROUND)
    rounded(image, (0, 0, size, size), 10, EMPTY_SLOT)
    dashed_outline(image, (0, 0, size, size), EMPTY_EDGE)
    return image


def _draw_cell(image: Image.Image, view: PurpleHouseView, cell: CellView, size: int) -> None:
    x0, y0, x1, y1 = cell_box(view, cell.cell)
    number_colour = TEXT
    if cell.empty:
        image.paste(_empty_slot(size), (round(x0), round(y0)))
        draw_text(image, ((x0 + x1) / 2, (y0 + y1) / 2), "empty", font(15), DIM, "mm")
        number_colour = DIM
    elif cell.face_up and cell.card is not None:
        rounded(image, (x0 - 5, y0 - 5, x1 + 5, y1 + 5), 14, GOLD)
        image.paste(card_front(size, cell.card), (round(x0), round(y0)))
        number_colour = GOLD
    else:
        image.paste(card_back(size, cell.marks), (round(x0), round(y0)))
    face = font(22 if size >= 80 else 16, bold=True)
    draw_text(image, ((x0 + x1) / 2, y1 + FOOT / 2 + 2), str(cell.cell), face, number_colour, "mm")


LEGEND_Y = BODY_Y + 4 * (CARD + FOOT + GAP_Y) + 6
"""Top of the legend drawn under grids of at most 4 rows."""


def _draw_grid_legend_frame(image: Image.Image) -> None:
    """The legend under the grid (covered by a fifth row of cards when there is one)."""
    y = LEGEND_Y
    rounded(image, (GRID_X, y, GRID_X + GRID_W, BODY_Y + GRID_H), 12, PANEL)
    draw_text(
        image, (GRID_X + PAD, y + 18), "The number under a card is the card to flip.", font(16, bold=True), TEXT, "lm"
    )
    small = 36
    face = font(15)
    columns = (GRID_X + PAD, GRID_X + PAD + 300)
    rows = (y + 38, y + 38 + small + 10)
    legend = (
        ("corner", "Corner X, drawn in its corner"),
        ("centre", "Centre X (gold)"),
        ("empty", "Empty: its card is on the Path"),
        ("room", "Gold frame: the Current Room"),
    )
    for i, (what, label) in enumerate(legend):
        x, ty = columns[i % 2], rows[i // 2]
        if what == "corner":
            image.paste(card_back(small, ("ul",)), (x, ty))
        elif what == "centre":
            image.paste(card_back(small, ("c",)), (x, ty))
        elif what == "empty":
            rounded(image, (x, ty, x + small, ty + small), 8, EMPTY_SLOT)
            dashed_outline(image, (x, ty, x + small, ty + small), EMPTY_EDGE, dash=5, gap=4)
        else:
            rounded(image, (x, ty, x + small, ty + small), 8, GOLD)
            rounded(image, (x + 4, ty + 4, x + small - 4, ty + small - 4), 6, (248, 242, 230))
        draw_text(image, (x + small + 10, ty + small / 2), label, face, MUTED, "lm")


def _draw_grid(image: Image.Image, view: PurpleHouseView) -> None:
    size = _card_size(view)
    rows = -(-len(view.cells) // max(1, view.columns))
    if rows > MAX_ROWS - 1:
        ImageDraw.Draw(image).rectangle((GRID_X, LEGEND_Y, GRID_X + GRID_W, BODY_Y + GRID_H), fill=BACKGROUND)
    for cell in view.cells:
        _draw_cell(image, view, cell, size)


# --- Scouting: the public table and a seat's own cards ------------------------------------------


def _status_pill(image: Image.Image, right: float, middle: float, text: str, fill: RGB, size: int = 17) -> None:
    face = font(size, bold=True)
    w = text_width(text, face) + 22
    rounded(image, (right - w, middle - size * 0.9, right, middle + size * 0.9), 10, fill)
    draw_text(image, (right - w / 2, middle), text, face, DARK_TEXT, "mm")


def _player_status(p: PlayerView) -> tuple[str, RGB]:
    if p.gone:
        return "Left", DIM
    if p.ready:
        return "Ready ✓", READY_GREEN
    return "Scouting…", SCOUTING_AMBER


def _draw_scout_table(image: Image.Image, view: PurpleHouseView, names: Sequence[str]) -> None:
    """Public Scouting: who is still scouting and who is ready, with their cards as plain backs."""
    x0, x1 = GRID_X, GRID_X + GRID_W
    draw_text(
        image, (x0, BODY_Y + 16), f"Scouting — round {view.round} of {view.rounds}", font(26, bold=True), TEXT, "lm"
    )
    text = (
        "Each player looks at the cards dealt to them and secretly marks their backs. "
        "When everyone is ready, all House cards are shuffled and laid out face-down."
    )
    y = round(draw_lines(image, (x0, BODY_Y + 42), wrap_words(text, GRID_W, 17), 17, MUTED, 24)) + 14
    for p in view.players:
        box = (x0, y, x1, y + SCOUT_ROW_H - 10)
        _SCOUT_ROWS.draw(image, box, (box, p, seat_name(names, p.seat)), partial(_draw_scout_row, image, p, names, y))
        y += SCOUT_ROW_H


SCOUT_ROW_H = 96
_SCOUT_ROWS = RegionCache(kept=16)
"""Finished rows of the public Scouting table (~0.2 MB each); a Scouting move changes one row."""


def _draw_scout_row(image: Image.Image, p: PlayerView, names: Sequence[str], y: int) -> None:
    """One player's row of the public Scouting table: name, cards dealt as backs, and status pill."""
    x0, x1 = GRID_X, GRID_X + GRID_W
    rounded(image, (x0, y, x1, y + SCOUT_ROW_H - 10), 12, PANEL)
    middle = y + (SCOUT_ROW_H - 10) / 2
    nx = x0 + PAD
    if p.has_key:
        paste_icon(image, "key", (nx, middle - 14), 28, GOLD)
    nx += 36
    label, face = fit_text(seat_name(names, p.seat), 200, 22, 15, bold=True)
    draw_text(image, (nx, middle - 12), label, face, DIM if p.gone else TEXT, "lm")
    cards = "1 card" if p.dealt == 1 else f"{p.dealt} cards"
    draw_text(image, (nx, middle + 14), cards, font(15), MUTED, "lm")
    bx = x0 + 250
    for _ in range(min(p.dealt, 7)):
        image.paste(card_back(40, ()), (bx, round(middle - 20)))
        draw_text(image, (bx + 20, middle), "?", font(20, bold=True), CORNER_X, "mm")
        bx += 46
    status, colour = _player_status(p)
    _status_pill(image, x1 - PAD, middle, status, colour)


def _hand_layout(count: int) -> tuple[int, int]:
    """(pairs per row, card side) for a hand of ``count`` cards shown front beside back."""
    if count <= 4:
        return 2, 140
    return 3, 92


def _draw_hand(image: Image.Image, view: PurpleHouseView) -> None:
    """Private Scouting: the seat's dealt cards, front beside back, modified ones marked, and its items."""
    x0 = GRID_X
    draw_text(image, (x0, BODY_Y + 16), "Your cards: front and back", font(26, bold=True), GOLD, "lm")
    note = "Only you see these fronts. Remember them: after Scouting everyone sees the backs only."
    draw_lines(image, (x0, BODY_Y + 42), wrap_words(note, GRID_W, 17), 17, MUTED, 24)
    top = BODY_Y + 96
    if not view.hand:
        draw_text(image, (x0, top + 20), "No cards were dealt to you this round.", font(20), TEXT, "lm")
    per_row, size = _hand_layout(len(view.hand))
    pair_w = 2 * size + 10
    gap = (GRID_W - per_row * pair_w) // max(1, per_row - 1) if per_row > 1 else 0
    gap = min(gap, 60)
    row_h = size + 70
    for i, card in enumerate(view.hand):
        row, col = divmod(i, per_row)
        px = x0 + col * (pair_w + gap)
        py = top + row * row_h
        _draw_hand_card(image, card, px, py, size)
    _draw_items(image, view)


def _draw_hand_card(image: Image.Image, card: HandCardView, x: float, y: float, size: int) -> None:
    label, face = fit_text(f"Card {card.slot}: {card.card}", 2 * size + 10, 19, 13, bold=True)
    draw_text(image, (x, y + 12), label, face, TEXT, "lm")
    cy = y + 28
    if card.modified:
        rounded(image, (x + size + 10 - 5, cy - 5, x + 2 * size + 10 + 5, cy + size + 5), 14, GOLD)
    image.paste(card_front(size, card.card), (round(x), round(cy)))
    image.paste(card_back(size, card.marks), (round(x + size + 10), round(cy)))
    small = font(14)
    draw_text(image, (x + size / 2, cy + size + 14), "front", small, MUTED, "mm")
    back = "back · MODIFIED" if card.modified else "back"
    draw_text(
        image,
        (x + size * 1.5 + 10, cy + size + 14),
        back,
        font(14, bold=card.modified),
        GOLD if card.modified else MUTED,
        "mm",
    )


def _draw_items(image: Image.Image, view: PurpleHouseView) -> None:
    """The seat's items left and what it still has to do this Scouting Phase."""
    if view.seat is None:
        return
    me = view.players[view.seat]
    y0 = BODY_Y + GRID_H - 130
    rounded(image, (GRID_X, y0, GRID_X + GRID_W, BODY_Y + GRID_H), 12, PANEL, outline=PANEL_EDGE, width=1)
    draw_text(image, (GRID_X + PAD, y0 + 20), "Your items left", font(19, bold=True), TEXT, "lm")
    x = GRID_X + PAD
    iy = y0 + 40
    items = (
        ("hanky", me.handkerchiefs, "Handkerchief"),
        (("ul",), me.corner_x, "Corner X"),
        (("c",), me.centre_x, "Centre X"),
    )
    for art, count, label in items:
        if isinstance(art, str):
            paste_icon(image, art, (x, iy), 36, HANKY)
        else:
            image.paste(card_back(36, art), (x, iy))
        text = f"{count if count is not None else '?'} × {label}"
        draw_text(image, (x + 44, iy + 18), text, font(18, bold=True), TEXT if count else DIM, "lm")
        x += 44 + round(text_width(text, font(18, bold=True))) + 26
    if me.ready:
        status, colour = "You are ready: waiting for the others to finish scouting.", READY_GREEN
    elif view.mods_left:
        more = "1 more card" if view.mods_left == 1 else f"{view.mods_left} more cards"
        status, colour = f"▶ Modify {more}, then you are ready.", GOLD
    else:
        status, colour = "▶ Nothing left to modify: mark yourself ready.", GOLD
    label, face = fit_text(status, GRID_W - 2 * PAD, 19, 14, bold=True)
    draw_text(image, (GRID_X + PAD, y0 + 104), label, face, colour, "lm")


# --- the right-hand panel ---------------------------------------------------------------------


def _match_hint(card: str) -> str:
    kind, symbol, number = parse_card(card)
    if kind == "ube":
        return "Ube is wild: any Clue matches it."
    return f"Next: any {SYMBOL_PLURALS[symbol]}, any {number}, or Ube."


def _draw_current_room(image: Image.Image, view: PurpleHouseView) -> None:
    x, y = PANEL_X + PAD, TOP_BOX[0] + PAD
    size = TOP_BOX[1] - TOP_BOX[0] - 2 * PAD
    tx = x + size + 16
    width = PANEL_X + PANEL_W - PAD - tx
    draw_text(image, (tx, y + 14), "Current Room", font(21, bold=True), GOLD, "lm")
    if view.current_room is None:
        rounded(image, (x, y, x + size, y + size), 12, EMPTY_SLOT)
        dashed_outline(image, (x, y, x + size, y + size), EMPTY_EDGE)
        draw_text(image, (x + size / 2, y + size / 2), "?", font(56, bold=True), DIM, "mm")
        text = "None yet: the first Clue or Ube flipped becomes the Current Room."
        draw_lines(image, (tx, y + 38), wrap_words(text, width, 17), 17, MUTED, 23)
        return
    image.paste(card_front(size, view.current_room), (x, y))
    label, face = fit_text(view.current_room, width, 28, 18, bold=True)
    draw_text(image, (tx, y + 50), label, face, TEXT, "lm")
    draw_text(image, (tx, y + 80), f"card {view.current_cell}", font(18), MUTED, "lm")
    draw_lines(image, (tx, y + 100), wrap_words(_match_hint(view.current_room), width, 16), 16, MUTED, 21)


def _draw_scout_summary(image: Image.Image, view: PurpleHouseView) -> None:
    x, y = PANEL_X + PAD, TOP_BOX[0] + 20
    width = PANEL_W - 2 * PAD
    draw_text(image, (x, y), "Scouting Phase", font(22, bold=True), GOLD, "lm")
    active = [p for p in view.players if not p.gone]
    ready = sum(p.ready for p in active)
    players = "player" if len(active) == 1 else "players"
    draw_text(image, (x, y + 36), f"{ready} of {len(active)} {players} ready", font(20, bold=True), TEXT, "lm")
    talk = "Kid-Friendly: you may talk while scouting." if view.kid_friendly else "No talking until everyone is ready!"
    text = f"{talk} The House area is laid out face-down once all are ready."
    y = draw_lines(image, (x, y + 58), wrap_words(text, width, 16), 16, MUTED, 21)
    deck = "1 card" if view.deck_count == 1 else f"{view.deck_count} cards"
    draw_text(image, (x, y + 12), f"House deck: {deck} not dealt", font(17, bold=True), TEXT, "lm")


def _draw_result(image: Image.Image, view: PurpleHouseView) -> None:
    x, y = PANEL_X + PAD, TOP_BOX[0] + 22
    width = PANEL_W - 2 * PAD
    won = view.result == "win"
    draw_text(
        image, (x, y), "ESCAPED!" if won else "TRAPPED", font(30, bold=True), WIN_GREEN if won else LOSS_RED, "lm"
    )
    y += 32
    line = f"All 16 Clues revealed in round {view.round}." if won else f"{view.clues_face_up} of 16 Clues revealed."
    draw_text(image, (x, y), line, font(18, bold=True), TEXT, "lm")
    y += 16
    sc = view.score
    if sc is None:
        draw_lines(
            image,
            (x, y + 8),
            wrap_words("Clues face-up are the score (Scoring Variant off).", width, 16),
            16,
            MUTED,
            21,
        )
        return
    draw_text(image, (x, y + 20), f"Score {sc.total}", font(24, bold=True), GOLD, "lm")
    parts = f"= ({sc.clues} Clues + {sc.candles} candles + {sc.bonus} bonus) {sc.multiplier}"
    label, face = fit_text(parts, width - 150, 16, 12)
    draw_text(image, (x + 150, y + 22), label, face, MUTED, "lm")
    draw_lines(image, (x, y + 40), wrap_words(sc.ending, width, 15)[:3], 15, TEXT, 20)


def _draw_candles(image: Image.Image, view: PurpleHouseView) -> None:
    x = PANEL_X + PAD + 92
    y = CANDLE_BOX[0] + 11
    for i in range(view.candles_max):
        image.paste(candle(CANDLE_H, i < view.candles, PANEL), (x, y))
        x += CANDLE_H // 2 + 8
    colour = TEXT if view.candles else LOSS_RED
    draw_text(
        image, (x + 4, CANDLE_BOX[0] + 33), f"{view.candles} of {view.candles_max}", font(18, bold=True), colour, "lm"
    )
    ghosts = "1 card" if view.ghost_count == 1 else f"{view.ghost_count} cards"
    gx = PANEL_X + PANEL_W - 100
    draw_text(image, (gx, CANDLE_BOX[0] + 45), ghosts, font(18, bold=True), TEXT, "lm")


def _draw_path(image: Image.Image, view: PurpleHouseView) -> None:
    cleared: set[tuple[int, int]] = set()
    for name in view.path:
        kind, symbol, number = parse_card(name)
        if kind == "clue":
            cleared.add((symbol, number))
    current = parse_card(view.current_room) if view.current_room else ("", -1, -1)
    count = len(cleared)
    summary = f"{count} Clue{'' if count == 1 else 's'} cleared · {view.clues_face_up} of 16 face-up"
    draw_text(image, (PANEL_X + PANEL_W - PAD, PATH_BOX[0] + 20), summary, font(15), MUTED, "rm")
    ube = ("Ube" in view.path, view.current_room == "Ube")
    key = (frozenset(cleared), current, ube)
    _PATHS.draw(image, PATH_SLOTS, key, lambda: _draw_path_slots(image, cleared, current, *ube))


_PATHS = RegionCache(kept=16)
"""Finished Path slot tables (~0.4 MB each); the table changes only when a Clue is cleared or flipped."""
PATH_SLOTS = (PANEL_X, PATH_BOX[0] + 40, PANEL_X + PANEL_W, PATH_BOX[1])
"""The box of the Path panel below its title line: the 16 Clue slots and the Ube slot."""


def _draw_path_slots(
    image: Image.Image,
    cleared: set[tuple[int, int]],
    current: tuple[str, int, int],
    ube_cleared: bool,
    ube_current: bool,
) -> None:
    x0 = PANEL_X + PAD + SLOT_H + 4
    y = PATH_BOX[0] + 44
    for symbol in range(4):
        for number in range(1, 5):
            if (symbol, number) in cleared:
                state = "cleared"
            elif current[0] == "clue" and current[1:] == (symbol, number):
                state = "current"
            else:
                state = "hidden"
            image.paste(mini_clue(SLOT_W, SLOT_H, symbol, number, state), (x0 + (number - 1) * (SLOT_W + SLOT_GAP), y))
        y += SLOT_H + SLOT_GAP
    ux0 = x0 + 4 * (SLOT_W + SLOT_GAP) + 8
    ux1 = PANEL_X + PANEL_W - PAD
    uy0, uy1 = PATH_BOX[0] + 44, y - SLOT_GAP
    if ube_cleared or ube_current:
        rounded(image, (ux0, uy0, ux1, uy1), 8, UBE_FRONT, outline=GOLD if ube_current else UBE_INK, width=3)
        ink = UBE_INK
    else:
        rounded(image, (ux0, uy0, ux1, uy1), 8, EMPTY_SLOT, outline=EMPTY_EDGE, width=1)
        ink = DIM
    icon = min(44, round(ux1 - ux0 - 12))
    paste_icon(image, "dog", ((ux0 + ux1 - icon) / 2, (uy0 + uy1) / 2 - icon), icon, ink)
    draw_text(image, ((ux0 + ux1) / 2, (uy0 + uy1) / 2 + 14), "Ube", font(16, bold=True), ink, "mm")
    draw_text(image, ((ux0 + ux1) / 2, (uy0 + uy1) / 2 + 34), "wild", font(13), ink, "mm")


def _draw_players(image: Image.Image, view: PurpleHouseView, names: Sequence[str]) -> None:
    y = PLAYERS_BOX[0] + 40
    scouting = view.phase == "scouting"
    columns = _player_columns(2 if scouting else 3)
    name_w = columns[0] - (110 if scouting else 96) / 2 - (PANEL_X + PAD + 34) - 4
    for p in view.players:
        middle = y + PLAYER_ROW_H / 2
        if p.has_key and view.phase == "escape":
            rounded(image, (PANEL_X + 6, y + 1, PANEL_X + PANEL_W - 6, y + PLAYER_ROW_H - 1), 8, HIGHLIGHT)
        if p.has_key:
            paste_icon(image, "key", (PANEL_X + PAD, middle - 12), 24, GOLD)
        tag = " (left)" if p.gone else " (you)" if p.seat == view.seat else ""
        face = font(17, bold=not p.gone)
        label = ellipsize(seat_name(names, p.seat), face, name_w - text_width(tag, face)) + tag
        draw_text(image, (PANEL_X + PAD + 34, middle), label, face, DIM if p.gone else TEXT, "lm")
        if scouting:
            draw_text(image, (columns[0], middle), str(p.dealt), font(19, bold=True), TEXT, "mm")
            status, colour = _player_status(p)
            draw_text(image, (columns[1], middle), status, font(16, bold=True), colour, "mm")
        else:
            for value, cx in zip((p.handkerchiefs, p.corner_x, p.centre_x), columns, strict=True):
                shown = "?" if value is None else str(value)
                draw_text(image, (cx, middle), shown, font(19, bold=True), TEXT if value else DIM, "mm")
        y += PLAYER_ROW_H


# --- header -----------------------------------------------------------------------------------


def _turn_text(view: PurpleHouseView, names: Sequence[str]) -> tuple[str, RGB]:
    if view.phase == "over":
        return "Game over", GOLD
    if view.phase == "escape":
        if view.seat == view.key:
            return "▶ Your turn: flip a card", GOLD
        return f"▶ {seat_name(names, view.key)} flips next", TEXT
    if view.seat is not None and view.seat in view.to_act:
        return "▶ Your scouting move", GOLD
    waiting = [p.seat for p in view.players if p.seat in view.to_act]
    if len(waiting) == 1:
        return f"Waiting for {seat_name(names, waiting[0])}", TEXT
    return f"Waiting for {len(waiting)} players", TEXT


def _status_line(view: PurpleHouseView) -> tuple[str, RGB, RGB]:
    ghosts = "1 White Lady" if view.ghosts_per_round == 1 else f"{view.ghosts_per_round} White Ladies"
    extras = [f"Difficulty: {view.difficulty}", f"+{ghosts} a round"]
    if view.scoring:
        extras.append("Scoring Variant")
    if view.kid_friendly:
        extras.append("Kid-Friendly")
    if view.phase == "over":
        won = view.result == "win"
        head = "Everyone escapes the Purple House!" if won else "Everyone is trapped in the Purple House"
        return f"{head} · {extras[0]}", WIN_GREEN if won else LOSS_RED, DARK_TEXT if won else TEXT
    return " · ".join(extras), PANEL, MUTED


def _draw_header(image: Image.Image, view: PurpleHouseView, names: Sequence[str]) -> None:
    title_face = font(30, bold=True)
    draw_text(image, (MARGIN, HEADER_H / 2), "The Purple House", title_face, TEXT, "lm")
    x = MARGIN + text_width("The Purple House", title_face) + 16
    phase = {"scouting": "Scouting", "escape": "Escape", "over": "Final"}.get(view.phase, view.phase)
    sub = f"Round {view.round} of {view.rounds} · {phase}"
    sub_face = font(22, bold=True)
    draw_text(image, (x, HEADER_H / 2 + 2), sub, sub_face, GOLD, "lm")
    x += text_width(sub, sub_face) + 24
    text, colour = _turn_text(view, names)
    label, face = fit_text(text, WIDTH - MARGIN - x, 24, 15, bold=True)
    draw_text(image, (WIDTH - MARGIN, HEADER_H / 2), label, face, colour, "rm")
    line, fill, ink = _status_line(view)
    box = (MARGIN, STATUS_Y, WIDTH - MARGIN, STATUS_Y + STATUS_H)
    rounded(image, box, 8, fill)
    label, face = fit_text(line, box[2] - box[0] - 24, 19, 13, bold=fill != PANEL)
    draw_text(image, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, face, ink, "mm")


def render_board(view: PurpleHouseView, names: Sequence[str]) -> Image.Image:
    """Draw the picture a view allows: public (``view.seat`` None) or one seat's.

    Escape Phase and end: the numbered House area with every X, the Current
    Room, candles, Path, Ghost deck, Key and items. Scouting: who is ready
    (public) or the seat's own cards front beside back and its items
    (private). ``names[i]`` is the display name of seat ``i``. Returns an RGB
    image for :func:`render.encode.encode_png`.
    """
    private_scouting = view.phase == "scouting" and view.seat is not None
    kind = "grid" if view.phase != "scouting" else "hand" if private_scouting else "scout"
    image = _frame(kind).copy()
    _draw_header(image, view, names)
    if view.phase == "scouting":
        if private_scouting:
            _draw_hand(image, view)
        else:
            _draw_scout_table(image, view, names)
        _draw_scout_summary(image, view)
    else:
        _draw_grid(image, view)
        if view.phase == "over":
            _draw_result(image, view)
        else:
            _draw_current_room(image, view)
    _draw_candles(image, view)
    _draw_path(image, view)
    _draw_players(image, view, names)
    return image
