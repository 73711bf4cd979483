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
from render.purple_house.alt import alt_text, seat_name
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
from render.text import draw_text, fit_text, font, text_width

__all__ = ["CARD", "HEIGHT", "WIDTH", "alt_text", "cell_box", "render_board"]

# --- header -----------------------------------------------------------------------------------


def _turn_text(view: PurpleHouseView, names: Sequence[str]) -> tuple[str, RGB]:
    if view.phase == "over":
        return "Game over", GOLD
    if view.phase == "escape":
        if view.seat == view.key:
            return "▶ Your turn: flip a card", GOLD
        return f"▶ {seat_name(names, view.key)} flips next", TEXT
    if view.seat is not None and view.seat in view.to_act:
        return "▶ Your scouting move", GOLD
    waiting = [p.seat for p in view.players if p.seat in view.to_act]
    if len(waiting) == 1:
        return f"Waiting for {seat_name(names, waiting[0])}", TEXT
    return f"Waiting for {len(waiting)} players", TEXT


def _status_line(view: PurpleHouseView) -> tuple[str, RGB, RGB]:
    ghosts = "1 White Lady" if view.ghosts_per_round == 1 else f"{view.ghosts_per_round} White Ladies"
    extras = [f"Difficulty: {view.difficulty}", f"+{ghosts} a round"]
    if view.scoring:
        extras.append("Scoring Variant")
    if view.kid_friendly:
        extras.append("Kid-Friendly")
    if view.phase == "over":
        won = view.result == "win"
        head = "Everyone escapes the Purple House!" if won else "Everyone is trapped in the Purple House"
        line = " · ".join(filter(None, (head, status_note(view), extras[0])))
        return line, WIN_GREEN if won else LOSS_RED, DARK_TEXT if won else TEXT
    return " · ".join(extras), PANEL, MUTED


def _draw_header(image: Image.Image, view: PurpleHouseView, names: Sequence[str]) -> None:
    title_face = font(30, bold=True)
    draw_text(image, (MARGIN, HEADER_H / 2), "The Purple House", title_face, TEXT, "lm")
    x = MARGIN + text_width("The Purple House", title_face) + 16
    phase = {"scouting": "Scouting", "escape": "Escape", "over": "Final"}.get(view.phase, view.phase)
    sub = f"Round {view.round} of {view.rounds} · {phase}"
    sub_face = font(22, bold=True)
    draw_text(image, (x, HEADER_H / 2 + 2), sub, sub_face, GOLD, "lm")
    x += text_width(sub, sub_face) + 24
    text, colour = _turn_text(view, names)
    label, face = fit_text(text, WIDTH - MARGIN - x, 24, 15, bold=True)
    draw_text(image, (WIDTH - MARGIN, HEADER_H / 2), label, face, colour, "rm")
    line, fill, ink = _status_line(view)
    box = (MARGIN, STATUS_Y, WIDTH - MARGIN, STATUS_Y + STATUS_H)
    rounded(image, box, 8, fill)
    label, face = fit_text(line, box[2] - box[0] - 24, 19, 13, bold=fill != PANEL)
    draw_text(image, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, face, ink, "mm")


def render_board(view: PurpleHouseView, names: Sequence[str]) -> Image.Image:
    """Draw the picture a view allows: public (``view.seat`` None) or one seat's.

    Escape Phase and end: the numbered House area with every X, the Current
    Room, candles, Path, Ghost deck, Key and items. Scouting: who is ready
    (public) or the seat's own cards front beside back and its items
    (private). ``names[i]`` is the display name of seat ``i``. Returns an RGB
    image for :func:`render.encode.encode_png`.
    """
    private_scouting = view.phase == "scouting" and view.seat is not None
    kind = "grid" if view.phase != "scouting" else "hand" if private_scouting else "scout"
    image = _frame(kind)
    _draw_header(image, view, names)
    if view.phase == "scouting":
        if private_scouting:
            _draw_hand(image, view)
        else:
            _draw_scout_table(image, view, names)
        _draw_scout_summary(image, view)
    else:
        _draw_grid(image, view)
        if view.phase == "over":
            _draw_result(image, view)
        else:
            _draw_current_room(image, view)
    _draw_candles(image, view)
    _draw_path(image, view)
    _draw_players(image, view, names)
    return image


def prepare() -> None:
    """Draw the fixed art into its caches: every card front, and the House card back with each set of X marks.

    The caches keep what fits their budgets; the backs are drawn from the most marks to none, so those a
    game shows first (few marks) are the ones kept.
    """
    current_room = TOP_BOX[1] - TOP_BOX[0] - 2 * PAD
    for name in {card_name(card) for card in range(CARD_COUNT)}:
        card_front(CARD, name)
        card_front(current_room, name)
    for count in range(len(POSITIONS), -1, -1):
        for marks in combinations(POSITIONS, count):
            card_back(CARD, marks)
