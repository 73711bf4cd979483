"""The room tablet being placed, drawn beside the table like a tablet of the mansion: its name and floor, doors
(wood) and spectral arrows (cyan) around its edges."""

from __future__ import annotations

from PIL import Image

from bot.games.children.data import ROOM_BY_NAME, ROOMS
from bot.games.children.lexicon import floor_msg
from bot.i18n import EN, say
from render.children.art import GOLD, MUTED, TEXT, arrow, door
from render.children.mansion import EMPTY_FILL, FLOOR_TINTS, SLOT_FILL, TRAPDOOR_AT, room_name
from render.ghost_at_home.icons import Box, paste_icon, rounded
from render.text import draw_text, fit_text


def tablet_preview(image: Image.Image, box: Box, name: str, lang: str = EN) -> None:
    """The tablet being placed, drawn like the mansion (words in ``lang``): doors (wood) and arrows (cyan) around
    its edges."""
    room = ROOMS[ROOM_BY_NAME[name]] if name in ROOM_BY_NAME else None
    x0, y0, x1, y1 = box
    rounded(image, box, 10, SLOT_FILL)
    gap = 18
    tx0, ty0, tx1, ty1 = x0 + gap, y0 + gap, x1 - gap, y1 - gap
    tint = FLOOR_TINTS[room.floor] if room else EMPTY_FILL
    rounded(image, (tx0, ty0, tx1, ty1), 8, tint, outline=GOLD, width=2)
    my = (ty0 + ty1) / 2
    text, face = fit_text(room_name(name, lang), tx1 - tx0 - 10, 16, 11, bold=True)
    draw_text(image, ((tx0 + tx1) / 2, my - 9), text, face, TEXT, "mm")
    if room is None:
        return
    text, face = fit_text(say(floor_msg(room.floor), lang), tx1 - tx0 - 10, 13, 10)
    draw_text(image, ((tx0 + tx1) / 2, my + 12), text, face, MUTED, "mm")
    w, h = tx1 - tx0, ty1 - ty0
    for side in room.doors:
        if side in ("L", "R"):
            x = tx0 if side == "L" else tx1
            door(image, (x - 9, my - 10, x + 9, my + 10))
        else:
            y = ty0 if side == "U" else ty1
            xm = tx0 + TRAPDOOR_AT * w
            door(image, (xm - 10, y - 9, xm + 10, y + 9))
    half = gap / 2
    spots = {
        "R": (tx1 + half, ty0 + 0.22 * h),
        "L": (tx0 - half, ty0 + 0.8 * h),
        "U": (tx0 + 0.62 * w, ty0 - half),
        "D": (tx0 + 0.82 * w, ty1 + half),
    }
    for side in room.arrows:
        paste_icon(image, arrow(15, side), spots[side])
