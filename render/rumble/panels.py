"""Header, status line and score panel of the Rumble in the House board."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.rumble.model import RumbleReveal, RumbleView
from bot.i18n import Msg, Seat, msg, say
from render.rumble.chips import _draw_chip_block, _rounded
from render.rumble.frame import PRIVATE_BOX_H, SCORE_ROW_H, _Frame, _panel_layout, _shifted
from render.rumble.patches import _PATCHES, _chips_key, _outer
from render.rumble.reveal import _draw_column, _draw_names, column_box, column_status, names_box
from render.rumble.style import (
    AMBER,
    BODY_Y,
    DARK_TEXT,
    DIM,
    GOLD,
    HEADER_H,
    HIGHLIGHT,
    MARGIN,
    MUTED,
    PANEL,
    PANEL_W,
    PANEL_X,
    QUIET_WARNING,
    RGB,
    STALL_RED,
    STATUS_H,
    STATUS_Y,
    TEXT,
    WIDTH,
    _winners,
)
from render.rumble.unscored import _draw_cut_short_column
from render.text import draw_text, fit_text, font, text_width

# --- header, panel, exit line ----------------------------------------------------------------


def _status(view: RumbleView) -> tuple[Msg, RGB, RGB]:
    """The status line: its message, background and ink."""
    if view.finished:
        winners = _winners(view)
        best = view.totals[winners[0]] if winners else 0
        who = tuple(Seat(p) for p in winners)
        return msg("rumble-pic-won", who=who, count=len(winners), points=best), GOLD, DARK_TEXT
    if view.stalled:
        return msg("rumble-pic-stalled"), STALL_RED, TEXT
    left = view.quiet_turns_left
    if left <= QUIET_WARNING:
        return msg("rumble-pic-quiet-warning", count=left), AMBER, DARK_TEXT
    return msg("rumble-pic-quiet", count=left), PANEL, MUTED


def _header_right(view: RumbleView) -> tuple[Msg | None, RGB]:
    """The header's right end: who is to play, or that the game is over."""
    if view.finished:
        return msg("rumble-pic-game-over"), GOLD
    if view.turn is not None and view.turn == view.seat:
        return msg("rumble-pic-your-turn"), GOLD
    if view.turn is not None:
        return msg("rumble-pic-to-play", seat=Seat(view.turn)), TEXT
    return None, TEXT


def _draw_header(image: Image.Image, view: RumbleView, shown: Sequence[str], lang: str) -> None:
    """The title line (rumble, house, who is to play) and the status line, in ``lang``; seats named ``shown``."""
    title = say(msg("rumble-pic-title", rumble=view.rumble, rumbles=view.rumbles), lang)
    layout = say(view.layout_words, lang)
    right_words, colour = _header_right(view)
    right = "" if right_words is None else say(right_words, lang, shown)
    _PATCHES.paste(
        image,
        ("header", title, layout, right, colour),
        (0, 0, WIDTH, STATUS_Y),
        lambda canvas, dx, dy: _draw_title_line(canvas, title, layout, right, colour, dx, dy),
    )
    status, fill, ink = _status(view)
    text = say(status, lang, shown)
    box = (MARGIN, STATUS_Y, WIDTH - MARGIN, STATUS_Y + STATUS_H)
    _PATCHES.paste(
        image, ("status", text, fill, ink), box, lambda canvas, dx, dy: _draw_status(canvas, text, fill, ink, dx, dy)
    )


def _draw_title_line(image: Image.Image, title: str, layout: str, right: str, colour: RGB, dx: int, dy: int) -> None:
    face = font(30, bold=True)
    draw_text(image, (MARGIN - dx, HEADER_H / 2 - dy), title, face, TEXT, "lm")
    sub_x = MARGIN + text_width(title, face) + 14
    draw_text(image, (sub_x - dx, HEADER_H / 2 + 3 - dy), layout, font(19), MUTED, "lm")
    label, rface = fit_text(right, WIDTH - MARGIN - sub_x - text_width(layout, font(19)) - 30, 26, 17, bold=True)
    draw_text(image, (WIDTH - MARGIN - dx, HEADER_H / 2 - dy), label, rface, colour, "rm")


def _draw_status(image: Image.Image, text: str, fill: RGB, ink: RGB, dx: int, dy: int) -> None:
    box = (MARGIN - dx, STATUS_Y - dy, WIDTH - MARGIN - dx, STATUS_Y + STATUS_H - dy)
    _rounded(image, box, 8, fill)
    label, sface = fit_text(text, box[2] - box[0] - 24, 21, 14, bold=fill != PANEL)
    draw_text(image, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, sface, ink, "mm")


def _seat_label(view: RumbleView, seat: int, shown: Sequence[str], lang: str) -> str:
    """A seat's name as the score box and the reveal table write it, marked "(left)" in ``lang`` if it left."""
    if seat in view.resigned:
        return say(msg("rumble-pic-seat-left", seat=Seat(seat)), lang, shown)
    return shown[seat]


def _draw_panel(image: Image.Image, view: RumbleView, shown: Sequence[str], frame: _Frame) -> None:
    """The seat's own characters (in its view) and the score box, words in the frame's language."""
    x0, x1 = PANEL_X, PANEL_X + PANEL_W
    if frame.private:
        box = (x0 + 14, BODY_Y + 42, x1 - 14, BODY_Y + PRIVATE_BOX_H - 10)
        _PATCHES.paste(
            image,
            ("mine", frame, _chips_key(view, view.my_characters)),
            _outer(box),
            lambda canvas, dx, dy: _draw_chip_block(canvas, view, view.my_characters, _shifted(box, dx, dy)),
        )
    y = _panel_layout(frame)[0]
    heading = say(msg("rumble-pic-final-scores" if view.finished else "rumble-pic-scores"), frame.lang)
    draw_text(image, (x0 + 16, y + 22), heading, font(22, bold=True), TEXT, "lm")
    y += 40 + 26
    winners = set(_winners(view))
    for seat in range(view.players):
        left = seat in view.resigned
        marker = "turn" if view.turn == seat and not view.finished else ("winner" if seat in winners else "")
        name = _seat_label(view, seat, shown, frame.lang)
        colour = DIM if left else (GOLD if seat in winners else TEXT)
        points = tuple(str(view.past[i].points[seat]) if i < len(view.past) else "" for i in range(view.rumbles))
        row = (marker, name, left, colour, points, str(view.totals[seat]))
        top = round(y)

        def draw_row(
            canvas: Image.Image,
            dx: int,
            dy: int,
            row: tuple[str, str, bool, RGB, tuple[str, ...], str] = row,
            y: float = y,
        ) -> None:
            _draw_score_row(canvas, row, y, frame, dx, dy)

        _PATCHES.paste(image, ("score", frame, top, row), (x0, top, x1, top + SCORE_ROW_H), draw_row)
        y += SCORE_ROW_H


def _draw_score_row(
    image: Image.Image, row: tuple[str, str, bool, RGB, tuple[str, ...], str], y: float, frame: _Frame, dx: int, dy: int
) -> None:
    """One seat's line of the score box: marker, name, points per rumble and total."""
    marker, name, left, colour, points, total = row
    x0, x1 = PANEL_X - dx, PANEL_X + PANEL_W - dx
    _, total_x, round_x, name_w = _panel_layout(frame)
    y -= dy
    middle = y + SCORE_ROW_H / 2
    if marker == "turn":
        _rounded(image, (x0 + 6, y + 1, x1 - 6, y + SCORE_ROW_H - 1), 8, HIGHLIGHT)
        draw_text(image, (x0 + 20, middle), "▶", font(18, bold=True), GOLD, "mm")
    elif marker == "winner":
        draw_text(image, (x0 + 20, middle), "♛", font(20, bold=True), GOLD, "mm")
    label, face = fit_text(name, name_w, 20, 17, bold=not left)
    draw_text(image, (x0 + 36, middle), label, face, colour, "lm")
    for rx, pts in zip(round_x, points, strict=True):
        draw_text(image, (rx - dx, middle), pts, font(18), DIM if left else MUTED, "mm")
    draw_text(image, (total_x - dx, middle), total, font(22, bold=True), colour, "rm")


def _draw_reveals(image: Image.Image, view: RumbleView, shown: Sequence[str], frame: _Frame) -> None:
    """The reveal table's players and columns: every scored rumble's reveal, the one a finished game was cut
    short in, later rumbles marked as such (words in the frame's language)."""
    if not frame.revealed:
        return
    lang = frame.lang
    box = names_box(view.players)
    labels = tuple(_seat_label(view, p, shown, lang) for p in range(view.players))
    _PATCHES.paste(
        image,
        ("reveal-names", frame, labels, view.seat, view.resigned),
        _outer(box),
        lambda canvas, dx, dy: _draw_names(canvas, labels, view.players, view.seat, view.resigned, dx, dy),
    )
    cut = view.cut_short
    if cut is not None:
        _PATCHES.paste(
            image,
            ("cut-short", frame, cut, view.character_names),
            _outer(column_box(view.players, view.rumbles, cut.rumble - 1)),
            lambda canvas, dx, dy: _draw_cut_short_column(canvas, view, cut, lang, dx, dy),
        )
    for index in range(view.rumbles):
        if cut is not None and index == cut.rumble - 1:
            continue
        reveal = view.reveals[index] if index < len(view.reveals) else None
        status = "" if reveal else column_status(view, index)

        def draw_column(
            canvas: Image.Image,
            dx: int,
            dy: int,
            index: int = index,
            reveal: RumbleReveal | None = reveal,
            status: str = status,
        ) -> None:
            _draw_column(canvas, view, index, reveal, status, lang, dx, dy)

        _PATCHES.paste(
            image,
            ("reveal", frame, index, reveal, status, view.character_names),
            _outer(column_box(view.players, view.rumbles, index)),
            draw_column,
        )
