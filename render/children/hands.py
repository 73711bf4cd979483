"""The hands panel of a finished Children board: every player's hand, face up, on a strip of chips."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.children.views import ChildrenView
from bot.i18n import EN, msg, say
from render.children.alt import name_of
from render.children.art import DIM, GOLD, MUTED, PANEL, TEXT, pawn
from render.children.mansion import initial
from render.children.reveal import chip_lines, chip_width, chips, draw_chip, flow
from render.children.table import KIND_WORDS
from render.ghost_at_home.icons import Box, paste_icon, rounded
from render.text import draw_text, fit_text, font, text_width

HAND_CHIP_SIZE, HAND_CHIP_H = 17, 30
"""Hand chips: bold text of 17 px (down to 11 to fit), 30 px high."""
LEGEND_CHIP_SIZE, LEGEND_CHIP_H = 14, 22
"""The chips of the colour key in the panel's title line."""
HANDS_TITLE_H = 38
HAND_LINE_H = 36
NAME_W = 190
"""Width kept for a player's pawn and name in front of its hand."""


RIGHT_PAD = 14


def _hand_width(box_width: float) -> float:
    """Width the chips of a hand flow in, in a panel ``box_width`` wide."""
    return box_width - NAME_W - RIGHT_PAD


def hand_lines(view: ChildrenView, box_width: float, lang: str = EN) -> list[int]:
    """Per player of a finished game: the lines of chips its hand takes in ``lang`` (at least one)."""
    width = _hand_width(box_width)
    return [max(1, len(chip_lines(chips(p.hand, lang), width, HAND_CHIP_SIZE))) for p in view.table]


def hands_height(view: ChildrenView, box_width: float, lang: str = EN) -> int:
    """Height of the hands panel of a finished game drawn in ``lang``; 0 while the game runs."""
    if view.phase != "over":
        return 0
    return HANDS_TITLE_H + sum(hand_lines(view, box_width, lang)) * HAND_LINE_H + 8


def draw_hands(image: Image.Image, view: ChildrenView, names: Sequence[str], box: Box, lang: str = EN) -> None:
    """The panel "Hands at the end" in ``lang``: each player's pawn and name, then its hand face up."""
    x0, y0, x1, _ = box
    rounded(image, box, 12, PANEL, outline=GOLD, width=2)
    title, tface = say(msg("children-pic-hands"), lang), font(19, bold=True)
    draw_text(image, (x0 + 14, y0 + HANDS_TITLE_H / 2 + 2), title, tface, TEXT, "lm")
    title_mid = y0 + HANDS_TITLE_H / 2 + 2
    x = x1 - 14
    for kind in ("trap", "device", "toy"):
        word = say(msg(KIND_WORDS[kind]), lang)
        x -= chip_width(word, LEGEND_CHIP_SIZE)
        draw_chip(image, (x, title_mid), (kind, word), LEGEND_CHIP_SIZE, LEGEND_CHIP_H, x1)
        x -= 6
    room = x - 4 - (x0 + 14 + text_width(title, tface) + 16)
    note, nface = fit_text(say(msg("children-pic-hands-note"), lang), room, 15, 11)
    draw_text(image, (x - 4, title_mid + 1), note, nface, MUTED, "rm")
    y = y0 + HANDS_TITLE_H
    left = x0 + NAME_W
    for p, lines in zip(view.table, hand_lines(view, x1 - x0, lang), strict=True):
        mid = y + HAND_LINE_H / 2
        paste_icon(image, pawn(28, p.seat, initial(names, p.seat)), (x0 + 26, mid))
        text, face = fit_text(name_of(names, p.seat, lang), NAME_W - 56, 18, 12, bold=True)
        draw_text(image, (x0 + 46, mid), text, face, DIM if p.left_game else TEXT, "lm")
        if not p.hand:
            empty = say(msg("children-pic-left-game" if p.left_game else "children-pic-no-cards"), lang)
            draw_text(image, (left, mid), empty, font(17), DIM, "lm")
        else:
            box_of = (left, y, x1 - RIGHT_PAD, y + lines * HAND_LINE_H)
            flow(image, chips(p.hand, lang), box_of, HAND_CHIP_SIZE, HAND_CHIP_H, lines, lang)
        y += lines * HAND_LINE_H
