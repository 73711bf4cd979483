"""A player's results over time as a small picture for phone screens (``/hauntbot stats``).

Two things on one card, oldest game on the left: the win rate so far after each game (a line from 0% to
100%), and a bar per game under it, up for a win, down for a loss (grey when the player left the game
before its end), so it reads without telling red from green. The card is drawn at twice its size and
scaled down, which smooths the line, then stored with :func:`render.encode.encode_png`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.i18n import EN, msg, say
from render.encode import encode_png
from render.text import draw_text, drawable, ellipsize, font

RGB = tuple[int, int, int]

WIDTH, HEIGHT = 720, 420
"""The card as stored: Discord shows it at the width of a phone's chat column (about 360 points)."""
SCALE = 2
"""Drawn at this many times the size, then scaled down (smooth lines without a slow anti-aliased path)."""
MARGIN = 24
AXIS_W = 64
"""Room left of the plot for the 0% / 50% / 100% labels."""
TITLE_Y, SUMMARY_Y = 16, 56
PLOT_TOP, PLOT_BOTTOM = 116, 252
BARS_MID = 318
"""Where the bars start: up for a win, down for a loss."""
BAR_REACH = 40
DATES_Y = 372
MAX_BAR_W = 36

BACKGROUND: RGB = (30, 31, 38)
TEXT: RGB = (240, 240, 246)
MUTED: RGB = (165, 168, 182)
GRID: RGB = (66, 69, 82)
LINE: RGB = (255, 196, 58)
WON: RGB = (67, 190, 130)
LOST: RGB = (236, 84, 84)
LEFT: RGB = (128, 132, 146)


RESULT_WORDS = {
    (True, False): msg("hb-chart-alt-won"),
    (False, False): msg("hb-chart-alt-lost"),
    (False, True): msg("hb-chart-alt-left"),
}
"""A game's result in the chart's words for screen readers, by (won, left before the end)."""


@dataclass(frozen=True)
class Mark:
    """One finished game on the chart."""

    won: bool
    left: bool = False
    """The player left before the end (resigned, or removed after missed deadlines): a loss, drawn grey."""
    day: str = ""
    """When it finished, as the chart writes it under the first and the last bar (e.g. "30 Nov")."""


def win_rates(marks: Sequence[Mark]) -> list[float]:
    """The share of games won so far after each game, 0 to 1."""
    won, out = 0, []
    for i, m in enumerate(marks, 1):
        won += m.won
        out.append(won / i)
    return out


def render_chart(marks: Sequence[Mark], title: str, lang: str = EN) -> Image.Image:
    """The card of ``marks`` (oldest first, at least one) under ``title`` (e.g. the player's name and game),
    its words in ``lang``."""
    if not marks:
        raise ValueError("a chart needs at least one game")
    s = SCALE
    image = Image.new("RGB", (WIDTH * s, HEIGHT * s), BACKGROUND)
    draw = ImageDraw.Draw(image)
    left, right = (MARGIN + AXIS_W) * s, (WIDTH - MARGIN) * s
    title_face = font(28 * s, bold=True)
    shown = ellipsize(drawable(title) or say(msg("hb-chart-no-name"), lang), title_face, WIDTH * s - 2 * MARGIN * s)
    draw_text(image, (MARGIN * s, TITLE_Y * s), shown, title_face, TEXT)
    won = sum(m.won for m in marks)
    rate = round(100 * won / len(marks))
    summary = say(msg("hb-chart-summary", games=len(marks), won=won, lost=len(marks) - won, rate=rate), lang)
    draw_text(image, (MARGIN * s, SUMMARY_Y * s), summary, font(22 * s), MUTED)

    # The win rate so far: grid lines at 0, 50 and 100%, then the line with a dot per game.
    top, bottom = PLOT_TOP * s, PLOT_BOTTOM * s
    label_face = font(20 * s)
    for share in (0.0, 0.5, 1.0):
        y = bottom - share * (bottom - top)
        draw.line((left, y, right, y), fill=GRID, width=2 * s if share == 0.5 else s)
        draw_text(image, (left - 10 * s, y), f"{round(share * 100)}%", label_face, MUTED, anchor="rm")
    step = (right - left) / len(marks)
    xs = [left + step * (i + 0.5) for i in range(len(marks))]
    points = [(x, bottom - r * (bottom - top)) for x, r in zip(xs, win_rates(marks), strict=True)]
    if len(points) > 1:
        draw.line(points, fill=LINE, width=4 * s, joint="curve")
    dot = 5 * s if len(marks) <= 40 else 3 * s
    for x, y in points:
        draw.ellipse((x - dot, y - dot, x + dot, y + dot), fill=LINE)
    draw_text(image, (right, top - 10 * s), say(msg("hb-chart-rate"), lang), font(19 * s, bold=True), LINE, anchor="rs")

    # One bar per game: up for a win, down for a loss.
    mid = BARS_MID * s
    bar_w = min(MAX_BAR_W * s, step * 0.7)
    draw.line((left, mid, right, mid), fill=GRID, width=s)
    for x, m in zip(xs, marks, strict=True):
        box = (
            (x - bar_w / 2, mid - BAR_REACH * s, x + bar_w / 2, mid)
            if m.won
            else (x - bar_w / 2, mid, x + bar_w / 2, mid + BAR_REACH * s)
        )
        draw.rectangle(box, fill=WON if m.won else LEFT if m.left else LOST)
    legend = font(20 * s, bold=True)
    draw_text(image, (left - 10 * s, mid - BAR_REACH * s / 2), say(msg("hb-chart-won"), lang), legend, WON, anchor="rm")
    draw_text(
        image, (left - 10 * s, mid + BAR_REACH * s / 2), say(msg("hb-chart-lost"), lang), legend, LOST, anchor="rm"
    )

    # The days of the first and the last game, and a note for grey bars.
    dates = font(20 * s)
    if marks[0].day:
        first = (left, DATES_Y * s) if len(marks) > 1 else (xs[0], DATES_Y * s)
        draw_text(image, first, marks[0].day, dates, MUTED, anchor="la" if len(marks) > 1 else "ma")
    if marks[-1].day and len(marks) > 1 and marks[-1].day != marks[0].day:
        draw_text(image, (right, DATES_Y * s), marks[-1].day, dates, MUTED, anchor="ra")
    if any(m.left for m in marks):
        grey = say(msg("hb-chart-grey"), lang)
        draw_text(image, ((left + right) / 2, DATES_Y * s), grey, dates, LEFT, anchor="ma")
    return image.resize((WIDTH, HEIGHT), Image.Resampling.LANCZOS)


def chart_png(marks: Sequence[Mark], title: str, lang: str = EN) -> bytes:
    """The card of :func:`render_chart` as PNG bytes (the one encoder every picture goes through)."""
    return encode_png(render_chart(marks, title, lang))


def chart_alt(marks: Sequence[Mark], title: str, lang: str = EN) -> str:
    """The card in words of ``lang``, for screen readers (an attachment's description)."""
    won = sum(m.won for m in marks)
    results = " ".join(say(RESULT_WORDS[(m.won, m.left and not m.won)], lang) for m in marks)
    rate = round(100 * won / len(marks)) if marks else 0
    told = msg(
        "hb-chart-alt", title=title, games=len(marks), results=results, won=won, lost=len(marks) - won, rate=rate
    )
    return say(told, lang)
