"""Layout, colours and the cached pieces of the Quiet House picture.

Each piece that changes during a game (a square with its statue, a goal tile,
a corner's ghost, a statue's line in the side panel, the Time Card) is drawn
from a few plain values into a small picture of its own, cached on those
values, and pasted onto the board: a move redraws almost nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render.cache import KB, bounded
from render.quiet_house.glyphs import INK, STATUE_LABELS, paste_badge, paste_disc, paste_glyph, paste_token, rounded
from render.text import Font, draw_text, fit_text, font, text_width

RGB = tuple[int, int, int]
Box = tuple[float, float, float, float]

BACKGROUND: RGB = (20, 17, 28)
PANEL: RGB = (33, 28, 46)
HIGHLIGHT: RGB = (64, 54, 92)
FRAME: RGB = (72, 58, 46)
WALL: RGB = (205, 188, 150)
SQUARE_LIGHT: RGB = (66, 58, 92)
SQUARE_DARK: RGB = (52, 45, 74)
LAST_MOVE: RGB = (96, 88, 146)
TEXT: RGB = (242, 237, 248)
MUTED: RGB = (170, 160, 190)
DIM: RGB = (105, 98, 120)
GOLD: RGB = (255, 200, 50)
AMBER: RGB = (255, 176, 59)
DARK_TEXT: RGB = (18, 14, 24)
WHITE: RGB = (255, 255, 255)
RED_DOT: RGB = (232, 52, 52)
RED_DOT_EDGE: RGB = (255, 226, 226)
BRIGHT_TILE: RGB = (236, 226, 198)
BRIGHT_TILE_MARK: RGB = (202, 188, 152)
BRIGHT_TILE_SOFT: RGB = (96, 84, 60)
DARK_TILE: RGB = (74, 62, 104)
DARK_TILE_MARK: RGB = (104, 90, 140)
DARK_TILE_EDGE: RGB = (130, 116, 170)
HOLDS: RGB = (30, 150, 80)
FAILS: RGB = (210, 52, 60)
CARD: RGB = (240, 232, 214)
HEART: RGB = (236, 72, 120)
WHIRL: RGB = (110, 170, 230)

WIDTH = 1120
MARGIN = 20
HEADER_H = 58
STATUS_Y, STATUS_H = 60, 40
BODY_Y = 112
STRIP = 100
"""Depth of the band outside each wall that holds its goal tiles (and the corners' ghosts)."""
LABEL = 26
"""Width of the board's rim that carries the row and column names."""
CELL = 78
SIZE = 6
GRID = CELL * SIZE
BOARD_W = 2 * STRIP + 2 * LABEL + GRID
GRID_X = MARGIN + STRIP + LABEL
GRID_Y = BODY_Y + STRIP + LABEL
PANEL_X = MARGIN + BOARD_W + 20
PANEL_W = WIDTH - PANEL_X - MARGIN
HEIGHT = BODY_Y + BOARD_W + MARGIN
TIME_H = 212
STATUE_ROW_H = 44
STATUES_Y = BODY_Y + TIME_H + 12
STATUES_H = 44 + 5 * STATUE_ROW_H + 6
DECLARATION_Y = STATUES_Y + STATUES_H + 12

TOKEN = 54
WALL_GAP = 10
"""Room kept between a corner's box and the board's wall."""
TILE_TOKEN = 58
COLUMNS = "ABCDEF"
RANK_WORDS = {1: "closest", 2: "2nd closest", 4: "4th closest"}
RANK_SHORT = {1: "1ST", 2: "2ND", 4: "4TH"}


def seat_name(names: Sequence[str], seat: int) -> str:
    """Display name of ``seat``, or "Player n" when none is given."""
    return names[seat] if seat < len(names) and names[seat] else f"Player {seat + 1}"


def rank_words(rank: int) -> str:
    """What a goal tile of closeness ``rank`` names: "closest", "2nd closest" or "4th closest"."""
    return RANK_WORDS.get(rank, f"{rank}th closest")


def wrap(text: str, face: Font, max_width: float) -> list[str]:
    """Split ``text`` into lines no wider than ``max_width`` (a single over-long word gets its own line)."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", face) <= max_width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def centre_of(box: Box) -> tuple[float, float]:
    """The middle point of a box."""
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def red_dot(image: Image.Image, centre: tuple[float, float], size: int) -> None:
    """A red dot with a pale edge (the edge keeps it visible to players who see red as dark)."""
    paste_disc(image, centre, size + 4, RED_DOT_EDGE)
    paste_disc(image, centre, size, RED_DOT)


def holds_badge(image: Image.Image, centre: tuple[float, float], size: int, holds: bool) -> None:
    """A tick on green (holds now) or a cross on red (does not): the shape alone tells them apart."""
    paste_disc(image, centre, size + 4, WHITE)
    paste_badge(image, "check" if holds else "cross", centre, size, HOLDS if holds else FAILS, WHITE)


# --- geometry ---------------------------------------------------------------------------------


def cell_box(row: int, col: int) -> Box:
    """The picture box (x0, y0, x1, y1) of the square in ``row`` (0 = top) and ``col`` (0 = left)."""
    x0, y0 = GRID_X + col * CELL, GRID_Y + row * CELL
    return x0, y0, x0 + CELL, y0 + CELL


def tile_box(wall: str, shade: str) -> Box:
    """The picture box of a goal-tile slot: bright first (left or top), dark second, along the grid."""
    k = 0 if shade == "bright" else 1
    a0, a1 = k * GRID // 2 + 5, (k + 1) * GRID // 2 - 5
    if wall in ("top", "bottom"):
        y0 = BODY_Y + 8 if wall == "top" else BODY_Y + BOARD_W - STRIP + 8
        return GRID_X + a0, y0, GRID_X + a1, y0 + STRIP - 16
    x0 = MARGIN + 8 if wall == "left" else MARGIN + BOARD_W - STRIP + 8
    return x0, GRID_Y + a0, x0 + STRIP - 16, GRID_Y + a1


def corner_box(corner: str) -> Box:
    """The picture box of a corner's ghost: the corner of the tile band, reaching to the grid's edge."""
    x0 = MARGIN if corner.endswith("left") else GRID_X + GRID
    y0 = BODY_Y if corner.startswith("top") else GRID_Y + GRID + LABEL + WALL_GAP
    return x0, y0, x0 + STRIP + LABEL, y0 + STRIP - WALL_GAP


# --- cached pieces ----------------------------------------------------------------------------


@bounded(384 * KB)
def square_piece(statue: str | None, light: bool, dot: bool, frozen: bool, last: bool) -> Image.Image:
    """One square: its colour (lighter after the last move), red dot, statue token and caption, padlock."""
    fill = LAST_MOVE if last else SQUARE_LIGHT if light else SQUARE_DARK
    image = Image.new("RGB", (CELL, CELL), fill)
    if statue is None:
        if dot:
            red_dot(image, (CELL / 2, CELL / 2), 22)
        return image
    centre = (CELL / 2, 33)
    if dot:
        paste_disc(image, centre, TOKEN + 12, RED_DOT_EDGE)
        paste_disc(image, centre, TOKEN + 7, RED_DOT)
    if frozen:
        draw = ImageDraw.Draw(image)
        for w in range(3):
            draw.rectangle((w, w, CELL - 1 - w, CELL - 1 - w), outline=AMBER)
    paste_token(image, statue, centre, TOKEN)
    draw_text(image, (CELL / 2, CELL - 7), STATUE_LABELS[statue], font(12, bold=True), TEXT, "mm")
    if frozen:
        paste_badge(image, "padlock", (CELL - 13, 13), 26, AMBER, DARK_TEXT)
    return image


VERDICT_RING = 5
"""Width of the green (met) or red (missed) edge of a goal tile on a finished game's board."""


@bounded(768 * KB)
def tile_piece(
    size: tuple[int, int],
    shade: str,
    rank: int,
    statue: str | None,
    name: str | None,
    holds: bool | None,
    mine: bool,
    verdict: bool | None = None,
) -> Image.Image:
    """A goal tile on its band: face down (a question mark) or face up (statue, name, whether it holds).

    ``statue`` is the engine key (``None`` face down), ``name`` its display name.
    Wide tiles (top and bottom walls) read left to right, tall ones top to bottom.
    ``verdict`` is for a finished game's board: the tile gets a thick green edge when it
    was met, a red one when it was missed (``None`` while the game runs: the usual edge).
    """
    w, h = size
    image = Image.new("RGB", size, PANEL)
    bright = shade == "bright"
    fill, mark = (BRIGHT_TILE, BRIGHT_TILE_MARK) if bright else (DARK_TILE, DARK_TILE_MARK)
    ink, soft = (DARK_TEXT, BRIGHT_TILE_SOFT) if bright else (TEXT, MUTED)
    if verdict is not None:
        rounded(image, (0, 0, w, h), 10, fill, outline=HOLDS if verdict else FAILS, width=VERDICT_RING)
    else:
        outline = GOLD if mine else INK if bright else DARK_TILE_EDGE
        rounded(image, (0, 0, w, h), 10, fill, outline=outline, width=3 if mine else 2)
    if w > h:
        cy = h / 2
        left = 12 + TILE_TOKEN / 2
        if statue is None:
            paste_badge(image, "question", (left, cy), TILE_TOKEN, mark, ink)
        else:
            paste_token(image, statue, (left, cy), TILE_TOKEN)
        tx = 24 + TILE_TOKEN
        room = w - tx - (50 if holds is not None else 10)
        label, face = fit_text(rank_words(rank).upper(), room, 14, 11, bold=True)
        draw_text(image, (tx, cy - 13), label, face, soft, "lm")
        label, face = fit_text(name or "face down", room, 22, 12, bold=statue is not None)
        draw_text(image, (tx, cy + 12), label, face, ink if statue else soft, "lm")
        if holds is not None:
            holds_badge(image, (w - 28, cy), 38, holds)
        return image
    cx = w / 2
    draw_text(image, (cx, 22), RANK_SHORT.get(rank, str(rank)), font(20, bold=True), ink, "mm")
    draw_text(image, (cx, 42), "closest", font(13, bold=True), soft, "mm")
    ty = 62 + TILE_TOKEN / 2
    if statue is None:
        paste_badge(image, "question", (cx, ty), TILE_TOKEN, mark, ink)
        return image
    paste_token(image, statue, (cx, ty), TILE_TOKEN)
    label, face = fit_text(name or "", w - 8, 15, 11, bold=True)
    draw_text(image, (cx, ty + TILE_TOKEN / 2 + 14), label, face, ink, "mm")
    if holds is not None:
        holds_badge(image, (cx, h - 26), 38, holds)
    return image


@bounded(64 * KB)
def rounded_mask(size: tuple[int, int], radius: int) -> Image.Image:
    """An ``L`` mask of a rounded rectangle filling ``size`` (paste a piece through it to keep what is behind)."""
    mask = Image.new("L", size)
    rounded(mask, (0, 0, size[0], size[1]), radius, 255)
    return mask


@bounded(384 * KB)
def corner_piece(tag: str, tag_colour: RGB, name: str, turn: bool, paddle: bool | None) -> Image.Image:
    """A seat's corner: a tag (whose turn, "you" or the seat number), the name and a fresh paddle."""
    x0, y0, x1, y1 = corner_box("top-left")
    w, h = round(x1 - x0), round(y1 - y0)
    image = Image.new("RGB", (w, h), PANEL)
    rounded(
        image, (0, 0, w, h), 12, HIGHLIGHT if turn else PANEL, outline=GOLD if turn else DIM, width=3 if turn else 1
    )
    cx = w / 2
    draw_text(image, (cx, 16), tag, font(14, bold=True), tag_colour, "mm")
    label, face = fit_text(name, w - 14, 20, 13, bold=True)
    draw_text(image, (cx, 41), label, face, TEXT, "mm")
    if paddle is not None:
        word, wface = ("heart", font(15, bold=True)) if paddle else ("whirlwind", font(14, bold=True))
        left = cx - (32 + text_width(word, wface)) / 2
        paste_badge(image, "heart" if paddle else "whirlwind", (left + 14, h - 20), 28, HEART if paddle else WHIRL, INK)
        draw_text(image, (left + 32, h - 20), word, wface, TEXT, "lm")
    return image


CHIP_FONT = 15
DICE = 16
"""Size of the die drawn in the side chip of a statue whose side was drawn at random."""


def chip_width(advanced: bool, drawn: bool) -> float:
    """Width of a rule-side chip: its word, the web glyph of the advanced side, the die of a side drawn at random."""
    word = text_width("advanced" if advanced else "basic", font(CHIP_FONT, bold=True))
    return word + (36 if advanced else 18) + (DICE + 1 if drawn else 0)


def _side_chip(image: Image.Image, advanced: bool, drawn: bool, x1: float, cy: float) -> None:
    """The rule side: amber with the spider web when advanced, outlined when basic; a die when drawn at random."""
    face = font(CHIP_FONT, bold=True)
    word = "advanced" if advanced else "basic"
    box = (x1 - chip_width(advanced, drawn), cy - 14, x1, cy + 14)
    ink = DARK_TEXT if advanced else TEXT
    if advanced:
        rounded(image, box, 8, AMBER)
        paste_glyph(image, "web", (box[0] + 14, cy), 18, DARK_TEXT)
        draw_text(image, (box[0] + 26, cy), word, face, DARK_TEXT, "lm")
    else:
        rounded(image, box, 8, PANEL, outline=DIM, width=2)
        draw_text(image, (box[0] + 9, cy), word, face, MUTED, "lm")
    if drawn:
        paste_glyph(image, "dice", (x1 - 7 - DICE / 2, cy), DICE, ink)


SQUARE_LABEL = (58, 94)
"""Columns of a statue row that hold only its square's name (between the token's padlock and the name)."""


@bounded(384 * KB)
def statue_row_piece(statue: str, name: str, square: str, advanced: bool, frozen: bool, drawn: bool) -> Image.Image:
    """A statue's line in the side panel: token (padlocked when frozen), square, name and rule side.

    ``drawn`` marks a side drawn at random at the start (a die in the side chip).
    Built from a cached row without the square and a cached square label, so
    a statue moving to a new square costs two pastes, not a row drawn afresh.
    """
    image = _statue_row_base(statue, name, advanced, frozen, drawn).copy()
    image.paste(_square_label(square), (SQUARE_LABEL[0], 0))
    return image


@bounded(384 * KB)
def _statue_row_base(statue: str, name: str, advanced: bool, frozen: bool, drawn: bool) -> Image.Image:
    w, h = PANEL_W, STATUE_ROW_H
    image = Image.new("RGB", (w, h), PANEL)
    cy = h / 2
    paste_token(image, statue, (32, cy), 38)
    if frozen:
        paste_badge(image, "padlock", (48, cy - 13), 20, AMBER, DARK_TEXT)
    chip_w = max(chip_width(True, False), chip_width(advanced, drawn))
    label, face = fit_text(name, w - 18 - chip_w - 96, 19, 14, bold=True)
    draw_text(image, (96, cy), label, face, TEXT, "lm")
    _side_chip(image, advanced, drawn, w - 12, cy)
    return image


@bounded(128 * KB)
def _square_label(square: str) -> Image.Image:
    x0, x1 = SQUARE_LABEL
    image = Image.new("RGB", (x1 - x0, STATUE_ROW_H), PANEL)
    draw_text(image, (60 - x0, STATUE_ROW_H / 2), square, font(18, bold=True), WALL, "lm")
    return image


TIME_LINES_X = 132
"""Columns of the Time Card box from here on hold only the panel, its title and the card's meaning (the lines)."""


def time_card_piece(
    statue: str | None, name: str, score: int | None, lines: tuple[tuple[str, bool, RGB, bool], ...], live: bool
) -> Image.Image:
    """The Time Card box: the card (statue, name, score) and its meaning as ``lines``.

    Each line is (text, bold, colour, padlock icon); lines are wrapped to fit.
    The card and the lines are cached apart and put together on each call
    (a copy and two pastes): a new Time Card of a known statue and score
    costs no drawing, and no whole box is kept per combination.
    """
    image = _time_panel().copy()
    image.paste(_time_card(statue, name, score, live), (0, 0))
    image.paste(_time_lines(lines), (TIME_LINES_X, 0))
    return image


@bounded(384 * KB)
def _time_panel() -> Image.Image:
    w, h = PANEL_W, TIME_H
    image = Image.new("RGB", (w, h), BACKGROUND)
    rounded(image, (0, 0, w, h), 10, PANEL)
    draw_text(image, (16, 22), "Time Card", font(22, bold=True), TEXT, "lm")
    return image


TIME_CARD = (16, 44, 128, TIME_H - 12)


@bounded(384 * KB)
def _time_card(statue: str | None, name: str, score: int | None, live: bool) -> Image.Image:
    """The left part of the Time Card box (up to ``TIME_LINES_X``): panel, title and the card itself."""
    image = _time_panel().crop((0, 0, TIME_LINES_X, TIME_H))
    card = TIME_CARD
    rounded(image, card, 10, CARD, outline=AMBER if live else DIM, width=3)
    cx = (card[0] + card[2]) / 2
    if statue is not None:
        paste_token(image, statue, (cx, card[1] + 50), 76)
        label, face = fit_text(name, card[2] - card[0] - 12, 17, 12, bold=True)
        draw_text(image, (cx, card[1] + 104), label, face, DARK_TEXT, "mm")
    if score is not None:
        paste_disc(image, (card[2] - 21, card[3] - 21), 34, DARK_TEXT)
        draw_text(image, (card[2] - 21, card[3] - 21), str(score), font(21, bold=True), GOLD, "mm")
    return image


@bounded(384 * KB)
def _time_lines(lines: tuple[tuple[str, bool, RGB, bool], ...]) -> Image.Image:
    w = PANEL_W
    image = _time_panel().crop((TIME_LINES_X, 0, w, TIME_H))
    tx = TIME_CARD[2] + 14
    room = w - 12 - tx
    ty = 56.0
    for text, bold, colour, icon in lines:
        face = font(18, bold=True) if bold else font(16)
        for i, line in enumerate(wrap(text, face, room - (26 if icon else 0))):
            x = tx
            if icon and i == 0:
                paste_badge(image, "padlock", (tx + 10 - TIME_LINES_X, ty), 22, AMBER, DARK_TEXT)
                x += 26
            draw_text(image, (x - TIME_LINES_X, ty), line, face, colour, "lm")
            ty += 23
    return image


@bounded(192 * KB)
def declaration_piece(declarer: str, paddles: tuple[tuple[str, bool], ...]) -> Image.Image:
    """The latest declaration: who declared and each seat's paddle (heart or whirlwind)."""
    rows = (len(paddles) + 1) // 2
    w, h = PANEL_W, 44 + rows * 34 + 8
    image = Image.new("RGB", (w, h), BACKGROUND)
    rounded(image, (0, 0, w, h), 10, PANEL)
    title, face = fit_text(f"{declarer} declared", w - 32, 20, 14, bold=True)
    draw_text(image, (16, 22), title, face, TEXT, "lm")
    col_w = (w - 24) / 2
    for seat, (name, heart) in enumerate(paddles):
        r, c = divmod(seat, 2)
        x, cy = 12 + c * col_w, 44 + r * 34 + 16
        paste_badge(image, "heart" if heart else "whirlwind", (x + 14, cy), 28, HEART if heart else WHIRL, INK)
        label, nface = fit_text(name, col_w - 40, 17, 12, bold=True)
        draw_text(image, (x + 34, cy), label, nface, TEXT, "lm")
    return image


@bounded(192 * KB)
def legend_piece(items: tuple[tuple[str, str], ...]) -> Image.Image:
    """The legend: one (icon, text) per item, wrapped to the panel's width."""
    face = font(16)
    lines: list[tuple[str, str]] = []
    for icon, text in items:
        for i, line in enumerate(wrap(text, face, PANEL_W - 40)):
            lines.append((icon if i == 0 else "", line))
    image = Image.new("RGB", (PANEL_W, 24 * len(lines)), BACKGROUND)
    for n, (icon, text) in enumerate(lines):
        cy = n * 24 + 12
        centre = (12, cy)
        if icon == "dot":
            red_dot(image, centre, 14)
        elif icon == "padlock":
            paste_badge(image, "padlock", centre, 20, AMBER, DARK_TEXT)
        elif icon == "mine":
            rounded(image, (2, cy - 8, 22, cy + 8), 4, BRIGHT_TILE, outline=GOLD, width=3)
        elif icon == "check":
            paste_badge(image, "check", centre, 20, HOLDS, WHITE)
        elif icon == "dice":
            paste_glyph(image, "dice", centre, 18, TEXT)
        elif icon == "bullet":
            paste_disc(image, centre, 10, MUTED)
        draw_text(image, (30, cy), text, face, MUTED, "lm")
    return image
