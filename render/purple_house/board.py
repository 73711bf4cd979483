"""Board picture and alt text of The Purple House, drawn from a :class:`PurpleHouseView`.

The picture is 1120 px wide so it still reads when Discord shrinks it to a
phone's width. Left: the House area as a grid of numbered card backs (the
numbers are the ``f<cell>`` flips) during the Escape Phase, the scouting table
(public) or the seat's own dealt cards, front beside back (private) during
Scouting. Right: the Current Room or the phase's summary, the candles, the
Path sorted by symbol and number, and the players with the Key and their items.
Only what the view holds is drawn, so no face-down front can appear.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from PIL import Image

from bot.games.purple_house.cards import card_name
from bot.games.purple_house.data import CARD_COUNT, POSITIONS
from bot.games.purple_house.views import PurpleHouseView
from bot.i18n import EN, Msg, msg, say
from render.purple_house.alt import alt_text
from render.purple_house.art import (
    DARK_TEXT,
    GOLD,
    LOSS_RED,
    MUTED,
    PANEL,
    RGB,
    TEXT,
    WIN_GREEN,
    card_back,
    card_front,
    rounded,
)
from render.purple_house.grid import _draw_grid, _frame, cell_box
from render.purple_house.layout import CARD, HEADER_H, HEIGHT, MARGIN, PAD, STATUS_H, STATUS_Y, TOP_BOX, WIDTH
from render.purple_house.panel import (
    _draw_candles,
    _draw_current_room,
    _draw_path,
    _draw_players,
    _draw_result,
    _draw_scout_summary,
)
from render.purple_house.reveal import status_note
from render.purple_house.scouting import _draw_hand, _draw_scout_table
from render.purple_house.words import who
from render.text import draw_text, fit_text, font, text_width

__all__ = ["CARD", "HEIGHT", "WIDTH", "alt_text", "cell_box", "render_board"]

# --- header -----------------------------------------------------------------------------------


def _turn_text(view: PurpleHouseView, names: Sequence[str]) -> tuple[Msg, RGB]:
    if view.phase == "over":
        return msg("purplehouse-pic-over"), GOLD
    if view.phase == "escape":
        if view.seat == view.key:
            return msg("purplehouse-pic-your-flip"), GOLD
        return msg("purplehouse-pic-flips", player=who(names, view.key)), TEXT
    if view.seat is not None and view.seat in view.to_act:
        return msg("purplehouse-pic-your-scouting"), GOLD
    waiting = [p.seat for p in view.players if p.seat in view.to_act]
    if len(waiting) == 1:
        return msg("purplehouse-pic-waiting-for", player=who(names, waiting[0])), TEXT
    return msg("purplehouse-pic-waiting", count=len(waiting)), TEXT


def _status_line(view: PurpleHouseView, lang: str = EN) -> tuple[str, RGB, RGB]:
    extras = [
        msg("purplehouse-pic-difficulty", difficulty=view.difficulty_label),
        msg("purplehouse-pic-ghosts", count=view.ghosts_per_round),
    ]
    if view.scoring:
        extras.append(msg("purplehouse-pic-scoring"))
    if view.kid_friendly:
        extras.append(msg("purplehouse-pic-kid-friendly"))
    if view.phase == "over":
        won = view.result == "win"
        head = msg("purplehouse-pic-escaped" if won else "purplehouse-pic-trapped")
        said = [say(m, lang) for m in (head, status_note(view), extras[0]) if m is not None]
        return " · ".join(said), WIN_GREEN if won else LOSS_RED, DARK_TEXT if won else TEXT
    return " · ".join(say(m, lang) for m in extras), PANEL, MUTED


PHASES = {"scouting": "purplehouse-pic-phase-scouting", "escape": "purplehouse-pic-phase-escape"}
"""The header's word for a phase (any other: the final board)."""


def _draw_header(image: Image.Image, view: PurpleHouseView, names: Sequence[str], lang: str = EN) -> None:
    title_face = font(30, bold=True)
    draw_text(image, (MARGIN, HEADER_H / 2), "The Purple House", title_face, TEXT, "lm")
    x = MARGIN + text_width("The Purple House", title_face) + 16
    phase = msg(PHASES.get(view.phase, "purplehouse-pic-phase-over"))
    sub = say(msg("purplehouse-pic-round", round=view.round, rounds=view.rounds, phase=phase), lang)
    sub_face = font(22, bold=True)
    draw_text(image, (x, HEADER_H / 2 + 2), sub, sub_face, GOLD, "lm")
    x += text_width(sub, sub_face) + 24
    text, colour = _turn_text(view, names)
    label, face = fit_text(say(text, lang), WIDTH - MARGIN - x, 24, 15, bold=True)
    draw_text(image, (WIDTH - MARGIN, HEADER_H / 2), label, face, colour, "rm")
    line, fill, ink = _status_line(view, lang)
    box = (MARGIN, STATUS_Y, WIDTH - MARGIN, STATUS_Y + STATUS_H)
    rounded(image, box, 8, fill)
    label, face = fit_text(line, box[2] - box[0] - 24, 19, 13, bold=fill != PANEL)
    draw_text(image, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, face, ink, "mm")


def render_board(view: PurpleHouseView, names: Sequence[str], lang: str = EN) -> Image.Image:
    """Draw the picture a view allows: public (``view.seat`` None) or one seat's.

    Escape Phase and end: the numbered House area with every X, the Current
    Room, candles, Path, Ghost deck, Key and items. Scouting: who is ready
    (public) or the seat's own cards front beside back and its items
    (private). ``names[i]`` is the display name of seat ``i``. Returns an RGB
    image for :func:`render.encode.encode_png`, its words in ``lang``.
    """
    private_scouting = view.phase == "scouting" and view.seat is not None
    kind = "grid" if view.phase != "scouting" else "hand" if private_scouting else "scout"
    image = _frame(kind, lang)
    _draw_header(image, view, names, lang)
    if view.phase == "scouting":
        if private_scouting:
            _draw_hand(image, view, lang)
        else:
            _draw_scout_table(image, view, names, lang)
        _draw_scout_summary(image, view, lang)
    else:
        _draw_grid(image, view, lang)
        if view.phase == "over":
            _draw_result(image, view, lang)
        else:
            _draw_current_room(image, view, lang)
    _draw_candles(image, view, lang)
    _draw_path(image, view, lang)
    _draw_players(image, view, names, lang)
    return image


def prepare() -> None:
    """Draw the fixed art into its caches: every card front, and the House card back with each set of X marks.

    The caches keep what fits their budgets; the backs are drawn from the most marks to none, so those a
    game shows first (few marks) are the ones kept.
    """
    current_room = TOP_BOX[1] - TOP_BOX[0] - 2 * PAD
    for name in {card_name(card) for card in range(CARD_COUNT)}:
        card_front(CARD, name, EN)
        card_front(current_room, name, EN)
    for count in range(len(POSITIONS), -1, -1):
        for marks in combinations(POSITIONS, count):
            card_back(CARD, marks)
