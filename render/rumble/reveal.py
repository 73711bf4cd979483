"""The reveal table of the Rumble in the House board: who owned whom in each scored rumble.

Under the exit line, once a rumble has been scored: a row per player, a column
per rumble. A revealed cell holds the player's two characters (chips in their
board colours, best first), the rank at which each left the house and the
points the player scored; the character that did not count is dimmed. Columns
of rumbles not yet scored say so and show nothing else: the view of a rumble
in play holds no secret to draw. A game over before its rumble was scored shows
that rumble's owners too (:mod:`render.rumble.unscored`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.rumble.model import RumbleReveal, RumbleView, SeatReveal
from bot.i18n import msg, say
from render.rumble.chips import _Chip, _draw_chip, _rounded
from render.rumble.style import (
    DIM,
    GOLD,
    HIGHLIGHT,
    MARGIN,
    MUTED,
    PANEL,
    REVEAL_HEAD_H,
    REVEAL_NAME_W,
    REVEAL_ROW_H,
    REVEAL_TITLE_H,
    REVEAL_Y,
    RGB,
    TEXT,
    WIDTH,
)
from render.text import draw_text, fit_text, font, text_width

ZEBRA: RGB = (42, 36, 58)
"""Background of every other row, so a player's cells read across."""
CHIP_W = 150
CHIP_FONT = 19
CHIP_MIN_FONT = 13
"""The smallest a name is drawn on a chip of the table before it is cut ("Człowiek-Kurczak" fits whole)."""
CHIP_GAP = 4
RANK_X = CHIP_W + 20
"""x of the rank labels from a cell's left edge."""

Box = tuple[float, float, float, float]


def table_box(players: int) -> Box:
    """The whole reveal table: title, head row and one row per player."""
    y1 = REVEAL_Y + REVEAL_TITLE_H + REVEAL_HEAD_H + players * REVEAL_ROW_H + 8
    return MARGIN, REVEAL_Y, WIDTH - MARGIN, y1


def column_box(players: int, rumbles: int, index: int) -> Box:
    """Rumble ``index``'s column (0-based), head row included."""
    x0, y0, x1, y1 = table_box(players)
    width = (x1 - x0 - REVEAL_NAME_W) / rumbles
    left = x0 + REVEAL_NAME_W + index * width
    return left, y0 + REVEAL_TITLE_H, left + width, y1 - 8


def row_top(seat: int) -> float:
    """Top of a player's row."""
    return REVEAL_Y + REVEAL_TITLE_H + REVEAL_HEAD_H + seat * REVEAL_ROW_H


def names_box(players: int) -> Box:
    """The players' column, below the head row."""
    x0, _, _, _ = table_box(players)
    return x0, row_top(0), x0 + REVEAL_NAME_W, row_top(players)


def _draw_reveal_frame(image: Image.Image, players: int, rumbles: int, lang: str) -> None:
    """What the table looks like all game once shown: box, title, column heads and row stripes (words in ``lang``)."""
    x0, y0, x1, y1 = table_box(players)
    _rounded(image, (x0, y0, x1, y1), 10, PANEL)
    title, title_face = say(msg("rumble-pic-revealed"), lang), font(22, bold=True)
    draw_text(image, (x0 + 16, y0 + REVEAL_TITLE_H / 2 + 2), title, title_face, GOLD, "lm")
    note = say(msg("rumble-pic-revealed-note"), lang)
    sub_x = x0 + 16 + text_width(title, title_face) + 14
    label, face = fit_text(note, x1 - 14 - sub_x, 16, 13)
    draw_text(image, (sub_x, y0 + REVEAL_TITLE_H / 2 + 3), label, face, MUTED, "lm")
    for seat in range(players):
        if seat % 2:
            top = row_top(seat)
            _rounded(image, (x0 + 6, top, x1 - 6, top + REVEAL_ROW_H), 6, ZEBRA)
    head_y = y0 + REVEAL_TITLE_H + REVEAL_HEAD_H / 2
    player, face = fit_text(say(msg("rumble-pic-player"), lang), REVEAL_NAME_W - 24, 16, 12, bold=True)
    draw_text(image, (x0 + 16, head_y), player, face, MUTED, "lm")
    for index in range(rumbles):
        cx0, cy0, _, cy1 = column_box(players, rumbles, index)
        if index:
            image.paste(HIGHLIGHT, (round(cx0) - 1, round(cy0) + 6, round(cx0) + 1, round(cy1)))


NOT_PLAYED = "rumble-pic-column-not-played"
"""The head of a column whose rumble was never played: the game ended before it started."""


def column_status(view: RumbleView, index: int) -> str:
    """What a column without a reveal stands for, as the message id of its head: the rumble "in play", one
    "to come", or :data:`NOT_PLAYED`.

    A rumble is not played when the game ended before it started (all but one player left); the
    rumble it ended in has a column of its own (:mod:`render.rumble.unscored`).
    """
    if view.finished:
        return NOT_PLAYED
    return "rumble-pic-column-in-play" if index + 1 == view.rumble else "rumble-pic-column-to-come"


def _draw_column(
    image: Image.Image,
    view: RumbleView,
    index: int,
    reveal: RumbleReveal | None,
    status: str,
    lang: str,
    dx: int,
    dy: int,
) -> None:
    """A rumble's column: its head and, once revealed, one cell per player (on a crop at board point dx, dy).

    ``status`` is :func:`column_status` for a column without a reveal; the words are in ``lang``.
    """
    x0, y0, x1, _ = column_box(view.players, view.rumbles, index)
    x0, y0, x1 = x0 - dx, y0 - dy, x1 - dx
    head = msg("rumble-pic-column" if reveal else status, rumble=index + 1)
    colour = TEXT if reveal else DIM
    text, face = fit_text(say(head, lang), x1 - x0 - 16, 18, 14, bold=True)
    draw_text(image, ((x0 + x1) / 2, y0 + REVEAL_HEAD_H / 2), text, face, colour, "mm")
    if reveal is None:
        middle = (row_top(0) + row_top(view.players)) / 2 - dy
        words = msg("rumble-pic-ended-first" if status == NOT_PLAYED else "rumble-pic-shown-when-scored")
        text, face = fit_text(say(words, lang), x1 - x0 - 16, 16, 12)
        draw_text(image, ((x0 + x1) / 2, middle), text, face, DIM, "mm")
        return
    for seat in reveal.seats:
        _draw_cell(image, view, seat, x0, row_top(seat.seat) - dy, x1, lang)


def _draw_cell(
    image: Image.Image, view: RumbleView, seat: SeatReveal, x0: float, y0: float, x1: float, lang: str
) -> None:
    """One player's two characters, each with its exit rank, and the points scored (words in ``lang``)."""
    chip_h = CHIP_FONT + 12
    last = len(view.character_names)
    block = 2 * chip_h + CHIP_GAP
    top = y0 + (REVEAL_ROW_H - block) / 2
    middle = y0 + REVEAL_ROW_H / 2
    points_x = x1 - 14
    points, points_face = str(seat.points), font(28, bold=True)
    rank_end = x0 + RANK_X
    for line, (character, rank) in enumerate(zip(seat.characters, seat.ranks, strict=True)):
        counts = line == 0 and not seat.forfeited
        y = top + line * (chip_h + CHIP_GAP)
        label, face = fit_text(view.character_names[character], CHIP_W - 12, CHIP_FONT, CHIP_MIN_FONT, bold=True)
        chip = _Chip(character, label, face, CHIP_W, chip_h, mine=False, tight=False, cut=False)
        _draw_chip(image, chip, x0 + 12, y)
        words = say(msg("rumble-pic-rank-last"), lang) if rank == last else f"#{rank}"
        room = points_x - text_width(points, points_face) - 6 - (x0 + RANK_X)
        words, face = fit_text(words, room, 19, 14, bold=True)
        ink = (GOLD if rank == last else TEXT) if counts else MUTED
        draw_text(image, (x0 + RANK_X, y + chip_h / 2), words, face, ink, "lm")
        rank_end = x0 + RANK_X + text_width(words, face)
    ink = DIM if seat.forfeited else TEXT
    draw_text(image, (points_x, middle - 8), points, points_face, ink, "rm")
    unit = msg("rumble-pic-unit-left") if seat.forfeited else msg("rumble-pic-unit", points=seat.points)
    words, face = fit_text(say(unit, lang), points_x - rank_end - 6, 15, 11, bold=True)  # beside the second rank
    draw_text(image, (points_x, middle + 17), words, face, MUTED, "rm")


def _draw_names(
    image: Image.Image, labels: Sequence[str], players: int, seat: int | None, resigned: Sequence[int], dx: int, dy: int
) -> None:
    """The players' column: each seat's label (its name, marked when it left) in its row, the viewer's own in gold."""
    x0 = MARGIN - dx
    for p in range(players):
        left = p in resigned
        label, face = fit_text(labels[p], REVEAL_NAME_W - 24, 21, 15, bold=not left)
        colour = DIM if left else (GOLD if p == seat else TEXT)
        draw_text(image, (x0 + 16, row_top(p) + REVEAL_ROW_H / 2 - dy), label, face, colour, "lm")
