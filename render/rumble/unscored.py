"""The reveal table's column of a rumble the game ended in before it was scored (all but one player left).

Once such a game is over its owners are public (``RumbleView.cut_short``): each player's row
holds its two characters as chips, the ones still in the house first, each with the rank at
which it left or "still in", and a dash where a scored rumble shows the points.
"""

from __future__ import annotations

from PIL import Image

from bot.games.rumble.model import CutShort, RumbleView
from bot.i18n import msg, say
from render.rumble.chips import _Chip, _draw_chip
from render.rumble.reveal import CHIP_FONT, CHIP_GAP, CHIP_MIN_FONT, CHIP_W, RANK_X, column_box, row_top
from render.rumble.style import DIM, MUTED, REVEAL_HEAD_H, REVEAL_ROW_H, TEXT
from render.text import draw_text, fit_text, font


def _draw_cut_short_column(image: Image.Image, view: RumbleView, cut: CutShort, lang: str, dx: int, dy: int) -> None:
    """The column of rumble ``cut.rumble``: its head ("Rumble 2 · not scored") and one cell per player, words in
    ``lang`` (on a crop at board point dx, dy)."""
    x0, y0, x1, _ = column_box(view.players, view.rumbles, cut.rumble - 1)
    x0, y0, x1 = x0 - dx, y0 - dy, x1 - dx
    head, face = fit_text(say(msg("rumble-pic-column-cut", rumble=cut.rumble), lang), x1 - x0 - 16, 18, 14, bold=True)
    draw_text(image, ((x0 + x1) / 2, y0 + REVEAL_HEAD_H / 2), head, face, TEXT, "mm")
    still_in = say(msg("rumble-pic-still-in"), lang)
    chip_h = CHIP_FONT + 12
    for seat in range(view.players):
        top = row_top(seat) - dy + (REVEAL_ROW_H - 2 * chip_h - CHIP_GAP) / 2
        for line, (character, rank) in enumerate(cut.held(seat)):
            y = top + line * (chip_h + CHIP_GAP)
            words = still_in if rank is None else f"#{rank}"
            name = view.character_names[character]
            label, face = fit_text(name, CHIP_W - 12, CHIP_FONT, CHIP_MIN_FONT, bold=True)
            _draw_chip(image, _Chip(character, label, face, CHIP_W, chip_h, False, False, False), x0 + 12, y)
            face = font(17 if rank is None else 19, bold=True)
            draw_text(image, (x0 + RANK_X, y + chip_h / 2), words, face, TEXT if rank is None else MUTED, "lm")
        middle = row_top(seat) - dy + REVEAL_ROW_H / 2
        draw_text(image, (x1 - 14, middle), "–", font(28, bold=True), DIM, "rm")
