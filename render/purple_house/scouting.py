"""Scouting on The Purple House board: the public table and a seat's own cards and items."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.purple_house.views import HandCardView, PlayerView, PurpleHouseView
from bot.i18n import EN, Msg, msg, say
from render.purple_house.art import (
    CORNER_X,
    DARK_TEXT,
    DIM,
    GOLD,
    HANKY,
    MUTED,
    PANEL,
    PANEL_EDGE,
    RGB,
    TEXT,
    card_back,
    card_front,
    draw_lines,
    rounded,
    wrap_words,
)
from render.purple_house.icons import paste_icon
from render.purple_house.layout import BODY_Y, GRID_H, GRID_W, GRID_X, PAD, READY_GREEN, SCOUTING_AMBER
from render.purple_house.words import player_name
from render.text import draw_text, fit_text, font, text_width

# --- Scouting: the public table and a seat's own cards ------------------------------------------


def _status_pill(image: Image.Image, right: float, middle: float, text: str, fill: RGB, size: int = 17) -> float:
    """Draw a status pill ending at ``right``; return its left edge."""
    face = font(size, bold=True)
    w = text_width(text, face) + 22
    rounded(image, (right - w, middle - size * 0.9, right, middle + size * 0.9), 10, fill)
    draw_text(image, (right - w / 2, middle), text, face, DARK_TEXT, "mm")
    return right - w


def _player_status(p: PlayerView, lang: str = EN) -> tuple[str, RGB]:
    """A player's Scouting status in ``lang``, and its colour."""
    if p.gone:
        return say(msg("purplehouse-pic-status-left"), lang), DIM
    if p.ready:
        return say(msg("purplehouse-pic-status-ready"), lang), READY_GREEN
    return say(msg("purplehouse-pic-status-scouting"), lang), SCOUTING_AMBER


def _draw_scout_table(image: Image.Image, view: PurpleHouseView, names: Sequence[str], lang: str = EN) -> None:
    """Public Scouting: who is still scouting and who is ready, with their cards as plain backs."""
    x0 = GRID_X
    title = say(msg("purplehouse-pic-scouting-title", round=view.round, rounds=view.rounds), lang)
    title, face = fit_text(title, GRID_W, 26, 18, bold=True)
    draw_text(image, (x0, BODY_Y + 16), title, face, TEXT, "lm")
    text = say(msg("purplehouse-pic-scouting-how"), lang)
    y = round(draw_lines(image, (x0, BODY_Y + 42), wrap_words(text, GRID_W, 17), 17, MUTED, 24)) + 14
    for p in view.players:
        _draw_scout_row(image, p, names, y, lang)
        y += SCOUT_ROW_H


SCOUT_ROW_H = 96


def _draw_scout_row(image: Image.Image, p: PlayerView, names: Sequence[str], y: int, lang: str = EN) -> None:
    """One player's row of the public Scouting table: name, cards dealt as backs, and status pill."""
    x0, x1 = GRID_X, GRID_X + GRID_W
    rounded(image, (x0, y, x1, y + SCOUT_ROW_H - 10), 12, PANEL)
    middle = y + (SCOUT_ROW_H - 10) / 2
    nx = x0 + PAD
    if p.has_key:
        paste_icon(image, "key", (nx, middle - 14), 28, GOLD)
    nx += 36
    label, face = fit_text(player_name(names, p.seat, lang), 200, 22, 15, bold=True)
    draw_text(image, (nx, middle - 12), label, face, DIM if p.gone else TEXT, "lm")
    cards = say(msg("purplehouse-pic-cards", count=p.dealt), lang)
    draw_text(image, (nx, middle + 14), cards, font(15), MUTED, "lm")
    status, colour = _player_status(p, lang)
    pill_left = _status_pill(image, x1 - PAD, middle, status, colour)
    # The backs fan out to fit between the name and the status pill (seven of them in a solo game).
    shown = min(p.dealt, 7)
    bx = x0 + 250
    step = min(46.0, (pill_left - 10 - bx - 40) / max(shown - 1, 1))
    for i in range(shown):
        x = round(bx + i * step)
        image.paste(card_back(40, ()), (x, round(middle - 20)))
        draw_text(image, (x + 20, middle), "?", font(20, bold=True), CORNER_X, "mm")


def _hand_layout(count: int) -> tuple[int, int]:
    """(pairs per row, card side) for a hand of ``count`` cards shown front beside back."""
    if count <= 4:
        return 2, 140
    return 3, 92


def _draw_hand(image: Image.Image, view: PurpleHouseView, lang: str = EN) -> None:
    """Private Scouting: the seat's dealt cards, front beside back, modified ones marked, and its items."""
    x0 = GRID_X
    title, face = fit_text(say(msg("purplehouse-pic-hand-title"), lang), GRID_W, 26, 18, bold=True)
    draw_text(image, (x0, BODY_Y + 16), title, face, GOLD, "lm")
    note = say(msg("purplehouse-pic-hand-note"), lang)
    draw_lines(image, (x0, BODY_Y + 42), wrap_words(note, GRID_W, 17)[:2], 17, MUTED, 24)
    top = BODY_Y + 96
    if not view.hand:
        none, face = fit_text(say(msg("purplehouse-pic-no-hand"), lang), GRID_W, 20, 14)
        draw_text(image, (x0, top + 20), none, face, TEXT, "lm")
    per_row, size = _hand_layout(len(view.hand))
    pair_w = 2 * size + 10
    gap = (GRID_W - per_row * pair_w) // max(1, per_row - 1) if per_row > 1 else 0
    gap = min(gap, 60)
    row_h = size + 70
    for i, card in enumerate(view.hand):
        row, col = divmod(i, per_row)
        px = x0 + col * (pair_w + gap)
        py = top + row * row_h
        _draw_hand_card(image, card, px, py, size, lang)
    _draw_items(image, view, lang)


def _draw_hand_card(image: Image.Image, card: HandCardView, x: float, y: float, size: int, lang: str = EN) -> None:
    title = say(msg("purplehouse-pic-hand-card", slot=card.slot, card=card.label), lang)
    label, face = fit_text(title, 2 * size + 10, 19, 13, bold=True)
    draw_text(image, (x, y + 12), label, face, TEXT, "lm")
    cy = y + 28
    if card.modified:
        rounded(image, (x + size + 10 - 5, cy - 5, x + 2 * size + 10 + 5, cy + size + 5), 14, GOLD)
    image.paste(card_front(size, card.card, lang), (round(x), round(cy)))
    image.paste(card_back(size, card.marks), (round(x + size + 10), round(cy)))
    front, face = fit_text(say(msg("purplehouse-pic-front"), lang), size + 8, 14, 10)
    draw_text(image, (x + size / 2, cy + size + 14), front, face, MUTED, "mm")
    back = say(msg("purplehouse-pic-back-modified" if card.modified else "purplehouse-pic-back"), lang)
    back, face = fit_text(back, max(size + 8, BACK_LABEL_W), 14, 10, bold=card.modified)
    draw_text(image, (x + size * 1.5 + 10, cy + size + 14), back, face, GOLD if card.modified else MUTED, "mm")


BACK_LABEL_W = 150
"""Room for the words under a card's back, wider than a small card (they may reach into the gap beside it)."""


def _draw_items(image: Image.Image, view: PurpleHouseView, lang: str = EN) -> None:
    """The seat's items left and what it still has to do this Scouting Phase."""
    if view.seat is None:
        return
    me = view.players[view.seat]
    y0 = BODY_Y + GRID_H - 130
    rounded(image, (GRID_X, y0, GRID_X + GRID_W, BODY_Y + GRID_H), 12, PANEL, outline=PANEL_EDGE, width=1)
    draw_text(image, (GRID_X + PAD, y0 + 20), say(msg("purplehouse-pic-items"), lang), font(19, bold=True), TEXT, "lm")
    x = GRID_X + PAD
    iy = y0 + 40
    items: tuple[tuple[str | tuple[str, ...], int | None, Msg], ...] = (
        ("hanky", me.handkerchiefs, msg("purplehouse-item-handkerchief")),
        (("ul",), me.corner_x, msg("purplehouse-item-corner")),
        (("c",), me.centre_x, msg("purplehouse-item-centre")),
    )
    texts = [f"{count if count is not None else '?'} × {say(label, lang)}" for _, count, label in items]
    size = next((s for s in range(18, 12, -1) if _items_width(texts, s) <= ITEMS_W), 13)
    for (art, count, _), text in zip(items, texts, strict=True):
        if isinstance(art, str):
            paste_icon(image, art, (x, iy), 36, HANKY)
        else:
            image.paste(card_back(36, art), (x, iy))
        draw_text(image, (x + 44, iy + 18), text, font(size, bold=True), TEXT if count else DIM, "lm")
        x += 44 + round(text_width(text, font(size, bold=True))) + 26
    if me.ready:
        status, colour = msg("purplehouse-pic-you-ready"), READY_GREEN
    elif view.mods_left:
        status, colour = msg("purplehouse-pic-modify-more", count=view.mods_left), GOLD
    else:
        status, colour = msg("purplehouse-pic-nothing-to-modify"), GOLD
    label, face = fit_text(say(status, lang), GRID_W - 2 * PAD, 19, 14, bold=True)
    draw_text(image, (GRID_X + PAD, y0 + 104), label, face, colour, "lm")


ITEMS_W = GRID_W - 2
"""Room for the items row, whose words shrink to fit it: as wide as the English row has always been (it
reaches 12 px past the panel's right edge; kept so that English boards stay as they were)."""


def _items_width(texts: list[str], size: int) -> float:
    """The width of the items row (icon, count and name of each) with its words at ``size`` px."""
    return sum(44 + round(text_width(t, font(size, bold=True))) + 26 for t in texts) - 26
