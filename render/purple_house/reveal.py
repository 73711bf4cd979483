"""The final reveal on The Purple House board: the fronts of the cards left face-down, once the game is over.

Only a finished game's view holds these fronts (``CellView.revealed``, ``not_laid_out``), so a
running game's board never draws anything from here. A revealed card is its front, drawn at the
cell's size, with a small copy of its back in the lower right corner so that the table can see
which marked door hid which card.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.games.purple_house.views import CellView, PurpleHouseView
from bot.games.purple_house.words import commas
from bot.i18n import EN, Msg, msg, say
from render.cache import KB, bounded
from render.purple_house.art import (
    BACKGROUND,
    CARD_FRONT,
    GOLD,
    LADY_FRONT,
    MUTED,
    PANEL,
    TEXT,
    UBE_FRONT,
    Box,
    card_back,
    card_front,
    draw_lines,
    parse_card,
    rounded,
    wrap_words,
)
from render.purple_house.layout import BODY_Y, GRID_H, GRID_W, GRID_X, PAD
from render.purple_house.words import card_msg
from render.text import draw_text, fit_text, font

BADGE = 0.42
"""Side of the back's badge, as a share of the card side."""
BADGE_RIM = 3
"""Dark rim around the badge, so it stands apart from the front under it."""
LABEL_BAND = (0.06, 0.67, 0.94, 0.94)
"""The part of a front (as shares of its side) that holds its word label and Ube's lower symbols."""


@bounded(768 * KB)
def revealed_tile(size: int, front: str, marks: tuple[str, ...], lang: str = EN) -> Image.Image:
    """A face-down card turned up for the final board: its front, and its back small in the lower right.

    The front's word label is left out (the badge would cut it; the number and the icon say the same); the
    front is drawn in ``lang`` all the same, so that no word of another language is ever drawn.
    """
    image = card_front(size, front, lang).copy()
    kind = parse_card(front)[0]
    fill = CARD_FRONT if kind == "clue" else LADY_FRONT if kind == "white_lady" else UBE_FRONT
    x0, y0, x1, y1 = (round(f * size) for f in LABEL_BAND)
    ImageDraw.Draw(image).rectangle((x0, y0, x1 - 1, y1 - 1), fill=fill)
    badge = max(16, round(size * BADGE))
    x = y = size - badge - 1
    rounded(image, (x - BADGE_RIM, y - BADGE_RIM, size, size), 8, BACKGROUND)
    image.paste(card_back(badge, marks), (x, y))
    return image


def draw_revealed_cell(image: Image.Image, box: Box, cell: CellView, size: int, lang: str = EN) -> None:
    """Paste the revealed tile of ``cell`` at ``box`` (its front is ``cell.revealed``)."""
    if cell.revealed is not None:
        image.paste(revealed_tile(size, cell.revealed, cell.marks, lang), (round(box[0]), round(box[1])))


def status_note(view: PurpleHouseView) -> Msg | None:
    """The status line's words on the final board (None when nothing is revealed)."""
    if any(c.revealed for c in view.cells) or view.not_laid_out:
        return msg("purplehouse-pic-all-face-up")
    return None


def draw_reveal_legend(image: Image.Image, top: int, lang: str = EN) -> None:
    """The final board's legend under a grid of at most 4 rows: what the turned-up cards show."""
    rounded(image, (GRID_X, top, GRID_X + GRID_W, BODY_Y + GRID_H), 12, PANEL)
    title, face = fit_text(say(msg("purplehouse-pic-reveal-title"), lang), GRID_W - 2 * PAD, 18, 13, bold=True)
    draw_text(image, (GRID_X + PAD, top + 18), title, face, GOLD, "lm")
    sample = 80
    x, y = GRID_X + PAD, top + 38
    image.paste(revealed_tile(sample, "3 Lamps", ("ul", "c"), lang), (x, y))
    text = say(msg("purplehouse-pic-reveal-legend"), lang)
    draw_lines(image, (x + sample + 14, y), wrap_words(text, GRID_W - 3 * PAD - sample, 16), 16, MUTED, 21)


NOT_LAID_COLUMNS = 6


def draw_not_laid_out(image: Image.Image, view: PurpleHouseView, lang: str = EN) -> None:
    """A game that ended during Scouting: the fronts of the cards never laid out, in rows of six."""
    title, face = fit_text(say(msg("purplehouse-pic-never-laid-out"), lang), GRID_W, 24, 16, bold=True)
    draw_text(image, (GRID_X, BODY_Y + 16), title, face, GOLD, "lm")
    note, face = fit_text(say(msg("purplehouse-pic-everyone-left"), lang), GRID_W, 16, 12)
    draw_text(image, (GRID_X, BODY_Y + 44), note, face, MUTED, "lm")
    gap = 10
    size = (GRID_W - (NOT_LAID_COLUMNS - 1) * gap) // NOT_LAID_COLUMNS
    top = BODY_Y + 66
    for i, front in enumerate(view.not_laid_out):
        row, col = divmod(i, NOT_LAID_COLUMNS)
        xy = (GRID_X + col * (size + gap), top + row * (size + gap))
        image.paste(card_front(size, front, lang), xy)
    if not view.not_laid_out:
        draw_text(image, (GRID_X, top + 20), say(msg("purplehouse-pic-none-left"), lang), font(20), TEXT, "lm")


def alt_reveal(view: PurpleHouseView) -> list[Msg]:
    """The alt text's sentences for the revealed fronts, by cell (none when nothing is revealed)."""
    shown = [msg("purplehouse-reveal-cell", cell=c.cell, card=card_msg(c.revealed)) for c in view.cells if c.revealed]
    parts = []
    if shown:
        parts.append(msg("purplehouse-alt-revealed", cards=commas(shown)))
    if view.not_laid_out:
        parts.append(msg("purplehouse-alt-never-laid-out", cards=commas([card_msg(c) for c in view.not_laid_out])))
    return parts
