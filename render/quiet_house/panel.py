"""The side panel's cached pieces of the Quiet House picture: the Time Card box, the statues' lines with their
rule sides, the latest declaration and the legend.

Each piece is drawn from a few plain values (its words already said, or the language to say them in) into a
small picture of its own, cached on those values, and pasted onto the board.
"""

from __future__ import annotations

from PIL import Image

from bot.i18n import EN, msg, say
from render.cache import KB, bounded
from render.quiet_house.glyphs import INK, paste_badge, paste_disc, paste_glyph, paste_token, rounded
from render.quiet_house.parts import (
    AMBER,
    BACKGROUND,
    BRIGHT_TILE,
    CARD,
    DARK_TEXT,
    DIM,
    GOLD,
    HEART,
    HOLDS,
    MUTED,
    PANEL,
    PANEL_W,
    RGB,
    STATUE_ROW_H,
    TEXT,
    TIME_H,
    WALL,
    WHIRL,
    WHITE,
    red_dot,
    wrap,
)
from render.text import Font, draw_text, fit_text, font, text_width

CHIP_FONT = 15
CHIP_WORD_W = 112
"""The widest a chip's word is drawn: a longer one (Polish "zaawansowana") gets a smaller face, so the name beside
it keeps its room."""
DICE = 16
"""Size of the die drawn in the side chip of a statue whose side was drawn at random."""


def _side_word(advanced: bool, lang: str) -> str:
    return say(msg("quiethouse-side-advanced") if advanced else msg("quiethouse-side-basic"), lang)


def _chip_face(lang: str) -> Font:
    """The face of both sides' chips in ``lang``: the largest at which the advanced side's word fits."""
    return fit_text(_side_word(True, lang), CHIP_WORD_W, CHIP_FONT, CHIP_FONT - 3, bold=True)[1]


def chip_width(advanced: bool, drawn: bool, lang: str = EN) -> float:
    """Width of a rule-side chip: its word, the web glyph of the advanced side, the die of a side drawn at random."""
    word = text_width(_side_word(advanced, lang), _chip_face(lang))
    return word + (36 if advanced else 18) + (DICE + 1 if drawn else 0)


def _side_chip(image: Image.Image, advanced: bool, drawn: bool, x1: float, cy: float, lang: str) -> None:
    """The rule side: amber with the spider web when advanced, outlined when basic; a die when drawn at random."""
    face = _chip_face(lang)
    word = _side_word(advanced, lang)
    box = (x1 - chip_width(advanced, drawn, lang), cy - 14, x1, cy + 14)
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
def statue_row_piece(
    statue: str, name: str, square: str, advanced: bool, frozen: bool, drawn: bool, lang: str = EN
) -> Image.Image:
    """A statue's line in the side panel: token (padlocked when frozen), square, name and rule side (in ``lang``).

    ``drawn`` marks a side drawn at random at the start (a die in the side chip).
    Built from a cached row without the square and a cached square label, so
    a statue moving to a new square costs two pastes, not a row drawn afresh.
    """
    image = _statue_row_base(statue, name, advanced, frozen, drawn, lang).copy()
    image.paste(_square_label(square), (SQUARE_LABEL[0], 0))
    return image


@bounded(384 * KB)
def _statue_row_base(statue: str, name: str, advanced: bool, frozen: bool, drawn: bool, lang: str) -> Image.Image:
    w, h = PANEL_W, STATUE_ROW_H
    image = Image.new("RGB", (w, h), PANEL)
    cy = h / 2
    paste_token(image, statue, (32, cy), 38)
    if frozen:
        paste_badge(image, "padlock", (48, cy - 13), 20, AMBER, DARK_TEXT)
    chip_w = max(chip_width(True, False, lang), chip_width(advanced, drawn, lang))
    label, face = fit_text(name, w - 18 - chip_w - 96, 19, 14, bold=True)
    draw_text(image, (96, cy), label, face, TEXT, "lm")
    _side_chip(image, advanced, drawn, w - 12, cy, lang)
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
    statue: str | None,
    name: str,
    score: int | None,
    lines: tuple[tuple[str, bool, RGB, bool], ...],
    live: bool,
    lang: str = EN,
) -> Image.Image:
    """The Time Card box: the card (statue, name, score) and its meaning as ``lines``, titled in ``lang``.

    Each line is (text, bold, colour, padlock icon); lines are wrapped to fit.
    The card and the lines are cached apart and put together on each call
    (a copy and two pastes): a new Time Card of a known statue and score
    costs no drawing, and no whole box is kept per combination.
    """
    image = _time_panel(lang).copy()
    image.paste(_time_card(statue, name, score, live, lang), (0, 0))
    image.paste(_time_lines(lines, lang), (TIME_LINES_X, 0))
    return image


@bounded(384 * KB)
def _time_panel(lang: str) -> Image.Image:
    w, h = PANEL_W, TIME_H
    image = Image.new("RGB", (w, h), BACKGROUND)
    rounded(image, (0, 0, w, h), 10, PANEL)
    draw_text(image, (16, 22), say(msg("quiethouse-pic-time-card"), lang), font(22, bold=True), TEXT, "lm")
    return image


TIME_CARD = (16, 44, 128, TIME_H - 12)


@bounded(384 * KB)
def _time_card(statue: str | None, name: str, score: int | None, live: bool, lang: str) -> Image.Image:
    """The left part of the Time Card box (up to ``TIME_LINES_X``): panel, title and the card itself."""
    image = _time_panel(lang).crop((0, 0, TIME_LINES_X, TIME_H))
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
def _time_lines(lines: tuple[tuple[str, bool, RGB, bool], ...], lang: str) -> Image.Image:
    """The right part of the Time Card box: the panel (with the end of its title, in ``lang``) and the lines."""
    w = PANEL_W
    image = _time_panel(lang).crop((TIME_LINES_X, 0, w, TIME_H))
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
def declaration_piece(title: str, paddles: tuple[tuple[str, bool], ...]) -> Image.Image:
    """The latest declaration: its ``title`` (who declared) and each seat's (name, heart or whirlwind) paddle."""
    rows = (len(paddles) + 1) // 2
    w, h = PANEL_W, 44 + rows * 34 + 8
    image = Image.new("RGB", (w, h), BACKGROUND)
    rounded(image, (0, 0, w, h), 10, PANEL)
    label, face = fit_text(title, w - 32, 20, 14, bold=True)
    draw_text(image, (16, 22), label, face, TEXT, "lm")
    col_w = (w - 24) / 2
    for seat, (name, heart) in enumerate(paddles):
        r, c = divmod(seat, 2)
        x, cy = 12 + c * col_w, 44 + r * 34 + 16
        paste_badge(image, "heart" if heart else "whirlwind", (x + 14, cy), 28, HEART if heart else WHIRL, INK)
        label, nface = fit_text(name, col_w - 40, 17, 12, bold=True)
        draw_text(image, (x + 34, cy), label, nface, TEXT, "lm")
    return image


LEGEND_PITCH = (19, 24)
"""The legend's closest and usual distance between lines."""


@bounded(192 * KB)
def legend_piece(items: tuple[tuple[str, str], ...], room: int = 10_000) -> Image.Image:
    """The legend: one (icon, text) per item, wrapped to the panel's width.

    Lines are 24 px apart, closer (down to 19) when that many would be taller than ``room``; the last
    items are left out when even that is too tall, so that no line is cut in half.
    """
    face = font(16)
    wrapped = [wrap(text, face, PANEL_W - 40) for _, text in items]
    while len(wrapped) > 1 and sum(map(len, wrapped)) * LEGEND_PITCH[0] > room:
        wrapped.pop()
    lines: list[tuple[str, str]] = []
    for (icon, _), said in zip(items, wrapped, strict=False):
        lines += [(icon if i == 0 else "", line) for i, line in enumerate(said)]
    pitch = max(LEGEND_PITCH[0], min(LEGEND_PITCH[1], room // max(1, len(lines))))
    image = Image.new("RGB", (PANEL_W, pitch * len(lines)), BACKGROUND)
    for n, (icon, text) in enumerate(lines):
        cy = n * pitch + pitch // 2
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
