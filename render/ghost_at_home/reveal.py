"""The end-of-game reveal of Ghost at Home: each house's hand, as card faces in a strip under its name.

Only a finished game's view carries the hands (``GhostView.hands``); a running game's board has
no strip and is drawn exactly as before.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.ghost_at_home.views import GhostView, HouseView
from bot.i18n import EN, Arg, Msg, Seat, msg, say
from render.ghost_at_home.cards import draw_hand
from render.ghost_at_home.icons import rounded
from render.ghost_at_home.layout import (
    DIM,
    GOLD,
    MUTED,
    PANEL_EDGE,
    REVEAL_TITLE_H,
    _Layout,
    _reveal,
)
from render.text import draw_text, fit_text, font

STRIP: tuple[int, int, int] = (24, 20, 34)
"""The strip's background: darker than the cell, so the card faces stand out."""
STRIP_PAD = 8


def draw_strip_panel(image: Image.Image, seat: int, layout: _Layout) -> None:
    """The empty strip of one cell (drawn once with the frame)."""
    rounded(image, _reveal(seat, layout), 10, STRIP, outline=PANEL_EDGE, width=2)


def draw_reveal(image: Image.Image, view: GhostView, hv: HouseView, layout: _Layout, lang: str = EN) -> None:
    """One seat's hand at the end, face up, in its cell's strip, words in ``lang`` (nothing while the game runs)."""
    if not layout.reveal or hv.seat >= len(view.hands):
        return
    x0, y0, x1, y1 = _reveal(hv.seat, layout)
    if hv.left_game:
        gone = say(msg("ghostathome-pic-left-hand"), lang)
        draw_text(image, ((x0 + x1) / 2, (y0 + y1) / 2), gone, font(22), DIM, "mm")
        return
    hand = view.hands[hv.seat]
    n = len(hand)
    title = say(msg("ghostathome-pic-end-hand", count=n), lang)
    label, face = fit_text(title, x1 - x0 - 2 * STRIP_PAD - 8, 24, 16, bold=True)
    draw_text(image, (x0 + STRIP_PAD + 6, y0 + STRIP_PAD + REVEAL_TITLE_H / 2), label, face, GOLD, "lm")
    box = (x0 + STRIP_PAD, y0 + STRIP_PAD + REVEAL_TITLE_H, x1 - STRIP_PAD, y1 - STRIP_PAD)
    if hand:
        draw_hand(image, hand, box, lang)
    else:
        empty = say(msg("ghostathome-pic-no-cards"), lang)
        draw_text(image, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), empty, font(22), MUTED, "mm")


def reveal_words(view: GhostView, names: Sequence[str], lang: str = EN) -> str:
    """The hands at the end for the alt text, in ``lang`` (empty while the game runs)."""
    if not view.hands:
        return ""
    parts: list[Msg] = []
    for hv, hand in zip(view.houses, view.hands, strict=False):
        who: Arg = names[hv.seat] if hv.seat < len(names) and names[hv.seat] else Seat(hv.seat)
        if hv.left_game:
            parts.append(msg("ghostathome-alt-house-left", who=who))
        else:
            cards = _commas([c.label for c in hand]) if hand else msg("ghostathome-my-no-cards")
            parts.append(msg("ghostathome-alt-end-hand", who=who, cards=cards))
    return say(msg("ghostathome-alt-end-hands", hands=_commas(parts, "ghostathome-semicolon")), lang, names)


def _commas(items: list[Msg], key: str = "ghostathome-comma") -> Msg:
    if len(items) == 1:
        return items[0]
    return msg(key, first=items[0], rest=_commas(items[1:], key))
