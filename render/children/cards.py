"""The private part of a Children "My view" picture: the seat's hand and the room cards it remembers."""

from __future__ import annotations

from PIL import Image

from bot.games.children.lexicon import card_msg, commas, floor_msg, name_msg, room_msg
from bot.games.children.views import ChildrenView, RoomView
from bot.i18n import EN, Msg, msg, say
from render.cache import KB, bounded
from render.children.art import CALM_CHIP, CALM_INK, DIM, GOLD, MUTED, PANEL, RAGE_INK, TEXT, ghost, skull
from render.ghost_at_home.icons import RGB, Box, paste_icon, rounded
from render.text import draw_text, fit_text, font, pixel_size, text_width

CARD_W, CARD_H = 140, 104
CARD_GAP = 8
CARDS_PER_ROW = 7
TITLE_H = 40
SEEN_TITLE_H = 30
SEEN_LINE_H = 25
MAX_SEEN_LINES = 8
PAD = 12
KIND_COLOURS: dict[str, RGB] = {
    "ghost": CALM_CHIP,
    "toy": (226, 104, 146),
    "device": (28, 128, 140),
    "trap": (164, 44, 56),
    "fate": (112, 66, 170),
}
BANDS = {
    "ghost": "children-pic-band-ghost",
    "toy": "children-pic-band-toy",
    "trap": "children-pic-band-trap",
    "fate": "children-pic-band-fate",
    "free": "children-pic-band-free",
    "turn": "children-pic-band-turn",
}
"""The band across a hand card's top: its kind (a device: its action)."""


def hand_rows(view: ChildrenView) -> int:
    """Rows of cards the hand takes (one even when it is empty)."""
    return max(1, -(-len(view.hand) // CARDS_PER_ROW))


def seen_rooms(view: ChildrenView) -> list[RoomView]:
    """Rooms where the seat remembers cards, top floor first, left to right."""
    rooms = [r for r in view.rooms if r.seen]
    return sorted(rooms, key=lambda r: (-r.floor, r.column))


def seen_lines(view: ChildrenView) -> int:
    """Lines the remembered room cards take (one for "nothing remembered")."""
    return max(1, min(MAX_SEEN_LINES, len(seen_rooms(view))))


def private_height(view: ChildrenView) -> int:
    """Height of the private panel."""
    rows = hand_rows(view)
    cards = rows * CARD_H + (rows - 1) * CARD_GAP
    return TITLE_H + cards + 10 + SEEN_TITLE_H + seen_lines(view) * SEEN_LINE_H + PAD


def _title_line(image: Image.Image, y: float, box: Box, title: tuple[str, int, RGB], note: tuple[str, int]) -> None:
    """A bold ``title`` (text, size, ink) on the left of ``box`` and a ``note`` (text, size) on its right at line
    ``y``; the note is shrunk or cut to keep clear of the title."""
    x0, _, x1, _ = box
    (words, size, ink), (said, small) = title, note
    text, face = fit_text(words, x1 - x0 - 32, size, min(size, 12), bold=True)
    draw_text(image, (x0 + 16, y), text, face, ink, "lm")
    room = x1 - x0 - 32 - text_width(text, face) - 16
    text, face = fit_text(said, room, small, min(small, 10))
    draw_text(image, (x1 - 16, y), text, face, MUTED, "rm")


def draw_private(image: Image.Image, view: ChildrenView, box: Box, lang: str = EN) -> None:
    """The gold-framed panel "only you see this" in ``lang``: hand cards, then the cards remembered under rooms."""
    x0, y0, x1, _ = box
    rounded(image, box, 14, PANEL, outline=GOLD, width=3)
    title = say(msg("children-pic-your-hand", count=len(view.hand)), lang)
    limit = say(msg("children-pic-limit", limit=view.hand_limit), lang)
    _title_line(image, y0 + TITLE_H / 2 + 2, box, (title, 20, GOLD), (limit, 16))
    y = y0 + TITLE_H
    if not view.hand:
        draw_text(image, (x0 + 16, y + CARD_H / 2), say(msg("children-pic-no-hand"), lang), font(18), DIM, "lm")
    for k, card in enumerate(view.hand):
        row, col = divmod(k, CARDS_PER_ROW)
        cx = x0 + PAD + col * (CARD_W + CARD_GAP)
        cy = y + row * (CARD_H + CARD_GAP)
        image.paste(_card_face(card.kind, card.name, card.pair, card.action, lang), (round(cx), round(cy)))
    rows = hand_rows(view)
    y += rows * CARD_H + (rows - 1) * CARD_GAP + 10
    remember = say(msg("children-pic-remember"), lang)
    note = say(msg("children-pic-remember-note"), lang)
    _title_line(image, y + SEEN_TITLE_H / 2, box, (remember, 17, TEXT), (note, 14))
    y += SEEN_TITLE_H
    rooms = seen_rooms(view)
    if not rooms:
        draw_text(image, (x0 + 16, y + SEEN_LINE_H / 2), say(msg("children-pic-none-yet"), lang), font(16), DIM, "lm")
    for k, r in enumerate(rooms[:MAX_SEEN_LINES]):
        if k == MAX_SEEN_LINES - 1 and len(rooms) > MAX_SEEN_LINES:
            more = say(msg("children-pic-more-rooms", count=len(rooms) - k), lang)
            draw_text(image, (x0 + 16, y + SEEN_LINE_H / 2), more, font(16), DIM, "lm")
            break
        head = say(msg("children-pic-seen-room", room=room_msg(r.id), floor=floor_msg(r.floor)), lang)
        face = font(16, bold=True)
        draw_text(image, (x0 + 16, y + SEEN_LINE_H / 2), head, face, GOLD, "lm")
        left = x0 + 16 + text_width(head, face) + 8
        extra = r.cards - len(r.seen)
        seen: Msg = commas([card_msg(c.id) for c in r.seen])
        if extra > 0:
            seen = msg("children-pic-unknown", cards=seen, count=extra)
        text, tface = fit_text(say(seen, lang), x1 - 16 - left, 16, 12)
        draw_text(image, (left, y + SEEN_LINE_H / 2), text, tface, TEXT, "lm")
        y += SEEN_LINE_H


def _ink(fill: RGB) -> RGB:
    return CALM_INK if 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2] > 150 else RAGE_INK


def _darker(c: RGB, k: float = 0.7) -> RGB:
    return round(c[0] * k), round(c[1] * k), round(c[2] * k)


HINTS = {
    "toy": "children-pic-hint-toy",
    "ghost": "children-pic-hint-ghost",
    "trap": "children-pic-hint-trap",
    "device": "children-pic-hint-device",
}
"""The hint at a hand card's foot, by kind (a toy names its ghost, a ghost its toy)."""


def _hint(kind: str, pair: str, lang: str) -> str:
    """The hint at the foot of a card of ``kind`` whose pair is ``pair``, in ``lang`` (a fate has none)."""
    if kind not in HINTS:
        return ""
    if kind == "toy":
        return say(msg(HINTS[kind], ghost=name_msg(pair)), lang)
    if kind == "ghost":
        return say(msg(HINTS[kind], toy=name_msg(pair)), lang)
    return say(msg(HINTS[kind]), lang)


@bounded(384 * KB)
def _card_face(kind: str, name: str, pair: str, action: str, lang: str = EN) -> Image.Image:
    """One hand card in ``lang``: a band naming its kind (devices: Free or Turn action), its name and a hint."""
    image = Image.new("RGB", (CARD_W, CARD_H), PANEL)
    fill = KIND_COLOURS.get(kind, (90, 90, 110))
    ink = _ink(fill)
    rounded(image, (0, 0, CARD_W, CARD_H), 10, fill)
    rounded(image, (0, 0, CARD_W, 26), 10, _darker(fill))
    image.paste(_darker(fill), (0, 16, CARD_W, 26))
    band = say(msg(BANDS[("free" if action == "free" else "turn") if kind == "device" else kind]), lang)
    band_ink = (255, 236, 140) if action == "free" else (255, 255, 255)
    text, face = fit_text(band, CARD_W - 12, 13, 9, bold=True)
    draw_text(image, (CARD_W / 2, 14), text, face, band_ink, "mm")
    lines = _wrap(say(name_msg(name), lang))
    face = font(16 if len(lines) == 1 else 14, bold=True)
    for k, line in enumerate(lines):
        text, f = fit_text(line, CARD_W - 14, pixel_size(face), 10, bold=True)
        draw_text(image, (CARD_W / 2, 50 + (k - (len(lines) - 1) / 2) * 17), text, f, ink, "mm")
    text, f = fit_text(_hint(kind, pair, lang), CARD_W - 14, 13, 10)
    draw_text(image, (CARD_W / 2, CARD_H - 16), text, f, ink, "mm")
    if kind == "ghost":
        paste_icon(image, ghost(20, False), (14, 14))
    elif kind == "trap":
        paste_icon(image, skull(18), (14, 13))
    return image


def _wrap(name: str) -> list[str]:
    """The name on one line, or two lines split at the space nearest the middle when it is long."""
    if text_width(name, font(16, bold=True)) <= CARD_W - 14 or " " not in name:
        return [name]
    spaces = [i for i, ch in enumerate(name) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - len(name) / 2))
    return [name[:cut], name[cut + 1 :]]
