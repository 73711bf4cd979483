"""Layout, colours and the cached pieces of the Quiet House board (the side panel's are in ``panel``).

Each piece that changes during a game (a square with its statue, a goal tile,
a corner's ghost) is drawn from a few plain values and the language of its
words into a small picture of its own, cached on those values, and pasted
onto the board: a move redraws almost nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.games.quiet_house.words import closeness
from bot.i18n import EN, msg, say
from render.cache import KB, bounded
from render.quiet_house.glyphs import INK, STATUE_CAPTIONS, paste_badge, paste_disc, paste_token, rounded
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


def player_name(names: Sequence[str], seat: int, lang: str = EN) -> str:
    """Display name of ``seat``, or "Player n" in ``lang`` when none is given."""
    return names[seat] if seat < len(names) and names[seat] else say(msg("seat-number", number=seat + 1), lang)


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
def square_piece(statue: str | None, light: bool, dot: bool, frozen: bool, last: bool, lang: str = EN) -> Image.Image:
    """One square: its colour (lighter after the last move), red dot, statue token, caption in ``lang``, padlock."""
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
    caption, face = fit_text(say(STATUE_CAPTIONS[statue], lang), CELL - 4, 12, 9, bold=True)
    draw_text(image, (CELL / 2, CELL - 7), caption, face, TEXT, "mm")
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
    lang: str = EN,
) -> Image.Image:
    """A goal tile on its band: face down (a question mark) or face up (statue, name, whether it holds).

    ``statue`` is the engine key (``None`` face down), ``name`` its display name; words in ``lang``.
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
        label, face = fit_text(say(closeness(rank), lang).upper(), room, 14, 11, bold=True)
        draw_text(image, (tx, cy - 13), label, face, soft, "lm")
        shown = name or say(msg("quiethouse-pic-face-down"), lang)
        label, face = fit_text(shown, room, 22, 12, bold=statue is not None)
        draw_text(image, (tx, cy + 12), label, face, ink if statue else soft, "lm")
        if holds is not None:
            holds_badge(image, (w - 28, cy), 38, holds)
        return image
    cx = w / 2
    label, face = fit_text(say(msg("quiethouse-pic-rank", rank=rank), lang), w - 8, 20, 12, bold=True)
    draw_text(image, (cx, 22), label, face, ink, "mm")
    label, face = fit_text(say(msg("quiethouse-pic-closest"), lang), w - 8, 13, 10, bold=True)
    draw_text(image, (cx, 42), label, face, soft, "mm")
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
def corner_piece(tag: str, tag_colour: RGB, name: str, turn: bool, paddle: bool | None, lang: str = EN) -> Image.Image:
    """A seat's corner: a tag (whose turn, "you" or the seat number), the name and a fresh paddle (in ``lang``)."""
    x0, y0, x1, y1 = corner_box("top-left")
    w, h = round(x1 - x0), round(y1 - y0)
    image = Image.new("RGB", (w, h), PANEL)
    rounded(
        image, (0, 0, w, h), 12, HIGHLIGHT if turn else PANEL, outline=GOLD if turn else DIM, width=3 if turn else 1
    )
    cx = w / 2
    label, face = fit_text(tag, w - 10, 14, 10, bold=True)
    draw_text(image, (cx, 16), label, face, tag_colour, "mm")
    label, face = fit_text(name, w - 14, 20, 13, bold=True)
    draw_text(image, (cx, 41), label, face, TEXT, "mm")
    if paddle is not None:
        word = say(msg("quiethouse-pic-heart" if paddle else "quiethouse-pic-whirlwind"), lang)
        wface = font(15 if paddle else 14, bold=True)
        left = cx - (32 + text_width(word, wface)) / 2
        paste_badge(image, "heart" if paddle else "whirlwind", (left + 14, h - 20), 28, HEART if paddle else WHIRL, INK)
        draw_text(image, (left + 32, h - 20), word, wface, TEXT, "lm")
    return image
